/// A mouse wheel or touchpad scroll, in notches (SDL convention: +y is away from the user, i.e. scroll up;
/// +x is to the right).
public struct WheelEvent: Hashable, Sendable {
    public var dx: Double
    public var dy: Double
    /// Pointer location in window coordinates.
    public var location: Point
    public var modifiers: Modifiers
    public var timestamp: Timestamp
    public init(dx: Double = 0, dy: Double, location: Point = .zero, modifiers: Modifiers = [], timestamp: Timestamp) {
        self.dx = dx; self.dy = dy; self.location = location; self.modifiers = modifiers; self.timestamp = timestamp
    }
}
