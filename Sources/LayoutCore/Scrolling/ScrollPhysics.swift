/// Scroll motion as a pure function of time: momentum that decays exponentially (closed form, so the result
/// is the same at any frame rate) or an eased animation to a target offset (PageUp/Down, Home/End).
public struct ScrollPhysics: Sendable {
    /// Current momentum in points per second.
    public private(set) var velocity = Point.zero
    /// The rate momentum decays at.
    public var decelerationRate: DecelerationRate = .fast
    /// Distance one wheel notch glides before stopping.
    public var pointsPerWheelNotch: Double = 120
    /// Momentum slower than this stops (points per second): below a pixel per frame nobody sees it move.
    public static let restingSpeed = 8.0
    /// Duration of keyboard page scrolls.
    public static let pageAnimationDuration = 0.25

    private var animation: (from: Point, to: Point, start: Timestamp, duration: Double)?
    private var pendingAnimationTarget: Point?

    public init() {}

    /// True while the offset is still moving.
    public var isMoving: Bool { velocity != .zero || animation != nil || pendingAnimationTarget != nil }

    /// Adds momentum for a wheel movement of (dx, dy) notches along content axes (+ moves content offset forward).
    public mutating func addWheel(notchesX: Double, notchesY: Double) {
        animation = nil; pendingAnimationTarget = nil
        // Glide distance D = v/k, so a notch gives v = D·k.
        let k = decelerationRate.decayPerSecond
        velocity = Point(x: velocity.x + notchesX * pointsPerWheelNotch * k, y: velocity.y + notchesY * pointsPerWheelNotch * k)
    }

    /// Starts an eased scroll to `target`; it begins at the next `advance`.
    public mutating func animate(to target: Point) {
        velocity = .zero
        animation = nil
        pendingAnimationTarget = target
    }

    /// Stops all motion.
    public mutating func stop() { velocity = .zero; animation = nil; pendingAnimationTarget = nil }

    /// Stops motion along one axis (used when the offset hits the content edge).
    public mutating func stop(axis: Axis) {
        if axis == .horizontal { velocity.x = 0 } else { velocity.y = 0 }
    }

    /// The offset after moving from `offset` over the interval ending at `now`, `dt` seconds long.
    public mutating func advance(offset: Point, dt: Double, now: Timestamp) -> Point {
        if let target = pendingAnimationTarget {
            animation = (offset, target, now + (-dt), Self.pageAnimationDuration)
            pendingAnimationTarget = nil
        }
        if let a = animation {
            let t = min(1, max(0, (now - a.start) / a.duration))
            let eased = 1 - (1 - t) * (1 - t) * (1 - t)  // ease-out cubic: quick start, gentle landing
            if t >= 1 { animation = nil }
            return a.from.interpolated(to: a.to, progress: eased)
        }
        guard velocity != .zero, dt > 0 else { return offset }
        let k = decelerationRate.decayPerSecond
        let decay = Math.exp(-k * dt)
        // ∫ v0·e^(−k·t) dt from 0 to dt.
        let travelled = (1 - decay) / k
        let next = Point(x: offset.x + velocity.x * travelled, y: offset.y + velocity.y * travelled)
        velocity = velocity * decay
        if abs(velocity.x) < Self.restingSpeed { velocity.x = 0 }
        if abs(velocity.y) < Self.restingSpeed { velocity.y = 0 }
        return next
    }
}
