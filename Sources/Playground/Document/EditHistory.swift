/// The undo and redo stacks (Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y), bounded: past `limit` steps the oldest is dropped,
/// as UndoManager's levelsOfUndo does. A new edit clears the redo stack.
struct EditHistory {
    /// Steps kept for undo (at least the 100 the issue asks for).
    static let defaultLimit = 100

    struct Entry {
        let step: EditStep
        let revisions: EditStep.Revisions
    }

    let limit: Int
    private(set) var undoStack: [Entry] = []
    private(set) var redoStack: [Entry] = []

    init(limit: Int = EditHistory.defaultLimit) { self.limit = max(1, limit) }

    var undoableCount: Int { undoStack.count }
    var redoableCount: Int { redoStack.count }

    /// A new edit: undoable, and whatever was undone before can no longer be redone.
    mutating func record(_ step: EditStep, revisions: EditStep.Revisions) {
        redoStack.removeAll()
        undoStack.append(Entry(step: step, revisions: revisions))
        if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
    }

    mutating func popUndo() -> Entry? { undoStack.popLast() }
    mutating func popRedo() -> Entry? { redoStack.popLast() }
    /// An undone step, ready to be redone.
    mutating func pushRedo(_ entry: Entry) { redoStack.append(entry) }
    /// A redone step, ready to be undone again (the redo stack is kept).
    mutating func pushUndo(_ entry: Entry) {
        undoStack.append(entry)
        if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
    }
}
