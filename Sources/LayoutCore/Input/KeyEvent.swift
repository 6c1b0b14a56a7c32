/// A key press, already translated from the platform's key codes.
public struct KeyEvent: Hashable, Sendable {
    /// The keys LayoutCore reacts to; letters arrive as `.character` in lower case.
    public enum Key: Hashable, Sendable {
        /// Paging and jumping keys: Page Up, Page Down, Home and End scroll by a page or to either end.
        case pageUp, pageDown, home, end
        /// Arrow keys: they move the keyboard focus from cell to cell (UIKit: focus movement in `UIFocusSystem`).
        case up, down, left, right
        /// Escape, Return, the space bar, Tab, Delete (forward) and Backspace (delete backward).
        case escape, enter, space, tab, delete, backspace
        /// A printable key, lower case for letters, with any modifiers in ``KeyEvent/modifiers`` (UIKit:
        /// `UIKey.charactersIgnoringModifiers`).
        case character(Character)
        /// A function key: F1 is `.function(1)`.
        case function(Int)
    }
    /// Which key was pressed (UIKit: `UIKey.keyCode`).
    public var key: Key
    /// The modifiers held while it was pressed (UIKit: `UIKey.modifierFlags`).
    public var modifiers: Modifiers
    /// When it was pressed.
    public var timestamp: Timestamp
    /// A key press of `key` at `timestamp`, with no modifiers unless given.
    public init(_ key: Key, modifiers: Modifiers = [], timestamp: Timestamp) {
        self.key = key; self.modifiers = modifiers; self.timestamp = timestamp
    }
}
