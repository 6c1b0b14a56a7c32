import LayoutCore

/// An edit of the document, the only way its items change (`DemoDocument.apply(_:)`): each one that changes the
/// items records its own undo step.
enum DocumentEdit {
    /// Delete (the selection): the items go; their children become roots.
    case delete([IndexPath])
    /// N: a new item after the index path (a sibling: same parent), or at the end of the last section.
    case insert(after: IndexPath?)
    /// The edit menu's copy: the items (in order) go to the clipboard; nothing else changes.
    case copy([IndexPath])
    /// The edit menu's cut: the items go to the clipboard and are removed.
    case cut([IndexPath])
    /// The edit menu's paste: the clipboard's items after the first of these, each a new item with a fresh id.
    case paste(at: [IndexPath])
    /// Ctrl+Z and Ctrl+Shift+Z / Ctrl+Y.
    case undo, redo
    /// Other data shown (D): set-aside contents come back with their history and revision.
    case replace(DocumentContents)
    /// The deliberate bug of `--inject-bug drop-item`: the middle item of the first section that has items vanishes,
    /// with no undo step or revision to account for it (the fuzzer must notice).
    case dropItemForFuzzing
}

/// What an edit asks the app to show: the items to select (nil: leave the selection as it is), and a line for
/// the terminal.
struct EditOutcome {
    var select: [IndexPath]?
    var note: String?
}
