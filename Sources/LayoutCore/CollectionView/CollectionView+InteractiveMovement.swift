/// STUB (being implemented): drag to reorder (guide §4.3, UIKit's interactive movement API) and the reorder
/// gesture's session with auto-scroll (seed 003).
extension CollectionView {
    /// Starts moving an item (beginInteractiveMovementForItem(at:)); false when it may not move.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { false }
    /// Moves the dragged item's centre to a point in content coordinates.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: Point) {}
    /// Drops the item where it is heading; the data source gets exactly one moveItemAt.
    public func endInteractiveMovement() {}
    /// Puts everything back.
    public func cancelInteractiveMovement() {}
    /// True while an item is being moved.
    public var isInteractivelyMoving: Bool { false }

    /// Lifts the item under a press (window coordinates) and remembers the grab offset; false if it can't move.
    @discardableResult
    public func beginReorder(at indexPath: IndexPath, pointer: Point, now: Timestamp) -> Bool { false }
    /// The pointer moved (window coordinates) while dragging.
    public func moveReorder(pointer: Point, now: Timestamp) {}
    /// Called every frame while dragging: auto-scroll near the edges.
    public func advanceReorder(now: Timestamp) {}
    /// Pointer released: drop.
    public func endReorder(now: Timestamp) {}
    /// Esc: everything returns.
    public func cancelReorder() {}
    /// True while a reorder gesture is in progress.
    public var isReordering: Bool { false }
}
