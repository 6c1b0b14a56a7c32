/// A mouse wheel or touchpad scroll, in notches (+y is away from the user, i.e. scroll up;
/// +x is to the right).
public struct WheelEvent: Hashable, Sendable {
    /// Horizontal scroll in notches, positive to the right; 0 for a plain vertical wheel.
    public var dx: Double
    /// Vertical scroll in notches, positive away from the user (scrolls the content up).
    public var dy: Double
    /// Pointer location in window coordinates.
    public var location: Point
    /// The modifiers held; Control with the wheel zooms a pinchable layout.
    public var modifiers: Modifiers
    /// When it happened.
    public var timestamp: Timestamp
    /// A scroll of `dx` and `dy` notches at `location` (window points); no horizontal scroll, no modifiers unless
    /// given.
    public init(dx: Double = 0, dy: Double, location: Point = .zero, modifiers: Modifiers = [], timestamp: Timestamp) {
        self.dx = dx; self.dy = dy; self.location = location; self.modifiers = modifiers; self.timestamp = timestamp
    }
}
