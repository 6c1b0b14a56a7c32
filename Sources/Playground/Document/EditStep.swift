import LayoutCore

/// One undoable edit, stored as what it changed (never a copy of the sections: the playground runs at millions
/// of items, and a step must cost what the edit touched, not what the data holds).
enum EditStep {
    /// Items removed (delete, cut), with their index paths before the removal, ascending, and the children they
    /// orphaned with their parents, so undo puts the tree back as it was.
    case removal(RemovedItems)
    /// Items inserted (N, paste), with their index paths after the insertion, ascending.
    case insertion([PlacedItem])
    /// One item moved by a drag: from its index path before the move to its index path after.
    case move(from: IndexPath, to: IndexPath)
    /// Steps made together as one edit, in the order they were made: a multi-item drop (one move per item) or a
    /// swapping drag (seed 003: each swap is one or two moves). Undo takes them back in reverse order, redo
    /// makes them again in order, each as one animated update.
    indirect case group([EditStep])

    /// The data source's revision before and after the edit: undoing back to the saved state is "saved" again.
    struct Revisions {
        let before: Int
        var after: Int
    }
}

/// An item at an index path.
struct PlacedItem {
    let indexPath: IndexPath
    let item: DemoItem
}

/// What a removal took away.
struct RemovedItems {
    /// The removed items at their index paths before the removal, ascending.
    let items: [PlacedItem]
    /// Children of removed items that lost their parent, as they were (parent included) at their index paths
    /// before the removal (which are theirs again once the removed items are back).
    let orphans: [PlacedItem]
}
