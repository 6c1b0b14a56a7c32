/// The smallest compositional element (NSCollectionLayoutItem): one cell, sized against its group.
///
/// `contentInsets` shrink the cell inside the space the group gave it (never below zero size; neighbours do
/// not move); insets along an axis whose dimension is `.estimated` are ignored, as in UIKit.
public struct CollectionLayoutItem: Equatable, CollectionLayoutSubitem {
    /// The item's size, resolved against the space its group gives it (UIKit: `layoutSize`).
    public var layoutSize: CollectionLayoutSize
    /// Insets of the cell within its space; `left` is UIKit's leading, `right` its trailing.
    public var contentInsets = EdgeInsets.zero
    /// Extra space around the item in its group.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// Badges attached to the item's cell, one element of each kind per item.
    public var supplementaryItems: [CollectionLayoutSupplementaryItem]
    /// Set when this subitem is a nested group (made by `CollectionLayoutGroup.layoutItem`).
    public internal(set) var group: CollectionLayoutGroup?

    /// An item of `layoutSize` with `supplementaryItems` attached (none unless given)
    /// (UIKit: `init(layoutSize:supplementaryItems:)`).
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    public var layoutItem: CollectionLayoutItem { self }
}
