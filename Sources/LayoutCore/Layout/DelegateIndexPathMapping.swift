/// How the index paths a layout prepares relate to the index paths its delegate (and the data source) know the
/// items by (`LayoutContext.delegateIndexPaths`). They are the same (`identity`) except while a drag previews a
/// new order: the collection view then prepares the layout for the order with the dragged items already moved
/// (`beginInteractiveMovementForItem(at:)`), while the delegate still holds the order before the drop. A layout
/// that asks a delegate protocol of its own about an item asks about `delegateIndexPath(for:)` of the index
/// path it lays out, so a size, a height or a list of children follows its item into the preview; index paths
/// the delegate answers with (a tree's children) come back through `layoutIndexPath(for:)`. Per-section
/// questions need no mapping: a preview moves items, never sections.
///
/// A layout that ignores the mapping still gets its delegate's answers during a drag, only about the item at
/// the same index path before the move (sizes then stay with their places instead of following the items).
public struct DelegateIndexPathMapping {
    /// The move the preview shows; nil for the identity.
    let move: ReorderItemsMove?
    /// Items per section before the move (what the delegate knows); empty for the identity.
    let itemCountsBeforeMove: [Int]

    /// Index paths mean the same to the layout and to its delegate: the mapping outside a drag preview.
    public static var identity: DelegateIndexPathMapping { DelegateIndexPathMapping(move: nil, itemCountsBeforeMove: []) }

    /// The mapping of a drag's preview: `move` made on data of `itemCountsBeforeMove` items per section.
    init(move: ReorderItemsMove?, itemCountsBeforeMove: [Int]) {
        self.move = move; self.itemCountsBeforeMove = itemCountsBeforeMove
    }

    /// True when every index path maps to itself (no drag is being previewed): a layout may then skip the mapping
    /// (and use bulk answers that are per section of the delegate's order).
    public var isIdentity: Bool { move == nil }

    /// The index path the delegate knows the item by that the layout places at `layoutIndexPath` (the item that
    /// will be there once the drag drops). Identity: `layoutIndexPath` itself.
    @inline(__always)
    public func delegateIndexPath(for layoutIndexPath: IndexPath) -> IndexPath {
        guard let move else { return layoutIndexPath }
        return move.indexPathBeforeMove(layoutIndexPath)
    }

    /// Where the layout places the item the delegate knows by `delegateIndexPath`; nil, while a drag previews,
    /// when the delegate named no item it has (the layout ignores such an answer). Identity: `delegateIndexPath`
    /// itself, unchecked, so the layout validates (and reports) it as it does any answer.
    public func layoutIndexPath(for delegateIndexPath: IndexPath) -> IndexPath? {
        guard let move else { return delegateIndexPath }
        guard delegateIndexPath.isItemPath, itemCountsBeforeMove.indices.contains(delegateIndexPath.section),
              delegateIndexPath.item >= 0, delegateIndexPath.item < itemCountsBeforeMove[delegateIndexPath.section] else { return nil }
        return move.indexPathAfterMove(delegateIndexPath)
    }
}
