/// Keyboard modifiers held during an input event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The Shift key (UIKit: `UIKeyModifierFlags.shift`).
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// The Control key (UIKit: `UIKeyModifierFlags.control`).
    public static let control = Modifiers(rawValue: 1 << 1)
    /// The Alt key, Option on a Mac keyboard (UIKit: `UIKeyModifierFlags.alternate`).
    public static let alt = Modifiers(rawValue: 1 << 2)
    /// The Command key, the Windows or Super key on other keyboards (UIKit: `UIKeyModifierFlags.command`).
    public static let command = Modifiers(rawValue: 1 << 3)
}
