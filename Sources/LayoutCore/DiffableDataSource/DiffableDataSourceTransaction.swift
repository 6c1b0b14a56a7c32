/// A change the user made through the collection view (a reorder), as the data before and after it
/// (NSDiffableDataSourceTransaction, without the per-section parts).
public struct DiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The data before the change.
    public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data after it: what the data source now holds.
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change among all items, section after section: for a drop, the item's removal at its old offset and
    /// its insertion at the new one, associated (UIKit's `difference`); empty for a drop where it started.
    public let difference: CollectionDifference<ItemIdentifierType>
}
