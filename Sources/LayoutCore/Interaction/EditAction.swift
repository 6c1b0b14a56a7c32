/// The edit menu's actions: cut, copy and paste on items (Apple's Collection View Programming Guide for iOS,
/// "Showing the Edit Menu for a Cell").
public enum EditAction: String, CaseIterable, Hashable, Sendable {
    /// Cut (⌃X), copy (⌃C) and paste (⌃V), each offered only when the delegate can perform it
    /// (UIKit: `collectionView(_:canPerformAction:forItemAt:withSender:)`).
    case cut, copy, paste

    /// The menu title.
    public var title: String {
        switch self {
        case .cut: return "Cut"
        case .copy: return "Copy"
        case .paste: return "Paste"
        }
    }

    /// The key that performs the action without the menu, shown right-aligned in the menu's row (as a desktop
    /// menu shows its key equivalents).
    public var shortcut: String {
        switch self {
        case .cut: return "Ctrl+X"
        case .copy: return "Ctrl+C"
        case .paste: return "Ctrl+V"
        }
    }
}
