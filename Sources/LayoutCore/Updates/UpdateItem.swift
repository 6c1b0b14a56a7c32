import FoundationEssentials  // IndexPath (Model/IndexPath.swift)

/// One change of a batch update, as handed to the layout before the update (UICollectionViewUpdateItem).
/// Item changes carry item index paths; section changes carry a path whose item is `NSNotFound`-like −1.
public struct UpdateItem: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Action: String, Hashable, Sendable { case insert, delete, move, reload }

    /// Insert, delete, move or reload.
    public var action: Action
    /// Where the element was before the update (delete, move); nil for inserts.
    public var indexPathBeforeUpdate: IndexPath?
    /// Where the element is after the update (insert, move); nil for deletes.
    public var indexPathAfterUpdate: IndexPath?

    /// An update of `action` from `before` (nil for an insert) to `after` (nil for a delete).
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.action = action; indexPathBeforeUpdate = before; indexPathAfterUpdate = after
    }

    /// True when the change is of a whole section (its item index is −1).
    public var isSectionUpdate: Bool { (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == -1 }

    /// The action and its index paths, before → after (`-` for none).
    public var description: String {
        "\(action.rawValue)(\(indexPathBeforeUpdate?.description ?? "-") → \(indexPathAfterUpdate?.description ?? "-"))"
    }
}
