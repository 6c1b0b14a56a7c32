/// A mouse or touch pointer event, already translated from the platform: where (window coordinates), which
/// button, the modifiers held, the click count the platform saw, and when.
public struct PointerEvent: Hashable, Sendable {
    /// What happened to the pointer.
    public enum Phase: String, Hashable, Sendable { case down, move, up, cancel }
    /// Which button; `.none` for moves with no button held.
    public enum Button: String, Hashable, Sendable { case primary, secondary, none }

    /// What happened: pressed, moved, released or cancelled (UIKit: `UITouch.phase`).
    public var phase: Phase
    /// Where the pointer is, in window points (UIKit: `UITouch.location(in:)`).
    public var location: Point
    /// The button pressed or released; `.none` for a move with no button held (UIKit: `UIEvent.buttonMask`).
    public var button: Button
    /// The modifiers held (UIKit: `UIEvent.modifierFlags`).
    public var modifiers: Modifiers
    /// 1 for a single press, 2 for the second press of a double click (as the platform counted it).
    public var clickCount: Int
    /// When it happened (UIKit: `UITouch.timestamp`).
    public var timestamp: Timestamp

    /// A pointer event at `location` (window points); the primary button, no modifiers and a single click unless given.
    public init(_ phase: Phase, at location: Point, button: Button = .primary, modifiers: Modifiers = [], clickCount: Int = 1,
                timestamp: Timestamp) {
        self.phase = phase; self.location = location; self.button = button; self.modifiers = modifiers
        self.clickCount = clickCount; self.timestamp = timestamp
    }
}
