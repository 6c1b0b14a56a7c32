import FoundationEssentials  // IndexPath (Model/IndexPath.swift)

/// What changes between two snapshots, in the collection view's terms: one batch update (deletes and move
/// sources at index paths before it, inserts and move destinations after it, reloads before it, as
/// `performBatchUpdates` takes them) and the items whose cells are reconfigured in place afterwards.
public struct SnapshotDifference: Equatable, Sendable {
    /// The batch update that turns the old snapshot's sections and items into the new one's.
    public var batchUpdate = BatchUpdate()
    /// Items marked with `reconfigureItems`, at their index paths after the update.
    public var reconfiguredItems: [IndexPath] = []

    /// A difference of `batchUpdate` then `reconfiguredItems` (index paths after the update); both empty unless given.
    public init(batchUpdate: BatchUpdate = BatchUpdate(), reconfiguredItems: [IndexPath] = []) {
        self.batchUpdate = batchUpdate
        self.reconfiguredItems = reconfiguredItems
    }

    /// True when applying the new snapshot changes nothing on screen.
    public var isEmpty: Bool { batchUpdate.isEmpty && reconfiguredItems.isEmpty }
}
