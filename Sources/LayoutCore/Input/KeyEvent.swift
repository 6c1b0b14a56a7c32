/// A key press, already translated from the platform's key codes.
public struct KeyEvent: Hashable, Sendable {
    /// The keys LayoutCore reacts to; letters arrive as `.character` in lower case.
    public enum Key: Hashable, Sendable {
        case pageUp, pageDown, home, end
        case up, down, left, right
        case escape, enter, space, tab, delete, backspace
        case character(Character)
        /// A function key: F1 is `.function(1)`.
        case function(Int)
    }
    public var key: Key
    public var modifiers: Modifiers
    public var timestamp: Timestamp
    public init(_ key: Key, modifiers: Modifiers = [], timestamp: Timestamp) {
        self.key = key; self.modifiers = modifiers; self.timestamp = timestamp
    }
}
