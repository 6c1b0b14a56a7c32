/// A mouse or touch pointer event, already translated from the platform: where (window coordinates), which
/// button, the modifiers held, the click count the platform saw, and when.
public struct PointerEvent: Hashable, Sendable {
    /// What happened to the pointer.
    public enum Phase: String, Hashable, Sendable { case down, move, up, cancel }
    /// Which button; `.none` for moves with no button held.
    public enum Button: String, Hashable, Sendable { case primary, secondary, none }

    public var phase: Phase
    public var location: Point
    public var button: Button
    public var modifiers: Modifiers
    /// 1 for a single press, 2 for the second press of a double click (as the platform counted it).
    public var clickCount: Int
    public var timestamp: Timestamp

    public init(_ phase: Phase, at location: Point, button: Button = .primary, modifiers: Modifiers = [], clickCount: Int = 1,
                timestamp: Timestamp) {
        self.phase = phase; self.location = location; self.button = button; self.modifiers = modifiers
        self.clickCount = clickCount; self.timestamp = timestamp
    }
}
