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
    /// Per axis, where a glide steered by `glide(from:to:)` lands exactly once its momentum comes to rest.
    private var glideTargetX: Double?
    private var glideTargetY: Double?
    /// Per axis, the spring back from past an edge (the rubber band), nil when that axis is not bouncing.
    public internal(set) var horizontalBounce: Bounce?
    /// The vertical axis's spring back from past an edge, nil when that axis is not bouncing.
    public internal(set) var verticalBounce: Bounce?

    /// At rest: no momentum, no animation, no bounce; wheel momentum decays at the `.fast` rate.
    public init() {}

    /// True while the offset is still moving.
    public var isMoving: Bool { velocity != .zero || animation != nil || pendingAnimationTarget != nil || isBouncing }
    /// True while an axis springs back from past an edge.
    public var isBouncing: Bool { horizontalBounce != nil || verticalBounce != nil }
    /// True while an eased scroll (PageDown, Home, scrollToItem) owns the offset: it never overshoots.
    var isAnimating: Bool { animation != nil || pendingAnimationTarget != nil }

    /// The bounce along an axis.
    func bounce(_ axis: Axis) -> Bounce? { axis == .horizontal ? horizontalBounce : verticalBounce }

    mutating func setBounce(_ b: Bounce?, _ axis: Axis) {
        if axis == .horizontal { horizontalBounce = b } else { verticalBounce = b }
    }

    /// Momentum along one axis (what a spring pushed back into the content hands over).
    mutating func setVelocity(_ v: Double, _ axis: Axis) {
        if axis == .horizontal { velocity.x = v; glideTargetX = nil } else { velocity.y = v; glideTargetY = nil }
    }

    /// Adds momentum for a wheel movement of (dx, dy) notches along content axes (+ moves content offset forward).
    public mutating func addWheel(notchesX: Double, notchesY: Double) {
        animation = nil; pendingAnimationTarget = nil
        // The momentum changes, so any steered landing point no longer holds.
        glideTargetX = nil; glideTargetY = nil
        // Glide distance D = v/k, so a notch gives v = D·k.
        let k = decelerationRate.decayPerSecond
        velocity = Point(x: velocity.x + notchesX * pointsPerWheelNotch * k, y: velocity.y + notchesY * pointsPerWheelNotch * k)
    }

    /// Where momentum alone would bring `offset` to rest: offset + v/k per axis (the resting-speed cutoff stops
    /// an unsteered glide a fraction of a point short of it).
    public func restingOffset(from offset: Point) -> Point {
        let k = decelerationRate.decayPerSecond
        return Point(x: offset.x + velocity.x / k, y: offset.y + velocity.y / k)
    }

    /// Steers the momentum so the glide from `offset` ends exactly at `target` (targetContentOffset): the
    /// velocity becomes (target − offset)·k, whose exponential glide converges there, and when the
    /// resting-speed cutoff stops it the offset lands on the target, at any frame rate.
    public mutating func glide(from offset: Point, to target: Point) {
        animation = nil; pendingAnimationTarget = nil
        let k = decelerationRate.decayPerSecond
        velocity = Point(x: (target.x - offset.x) * k, y: (target.y - offset.y) * k)
        // An axis already at its target has nothing to land.
        glideTargetX = velocity.x != 0 ? target.x : nil
        glideTargetY = velocity.y != 0 ? target.y : nil
    }

    /// Starts an eased scroll to `target`; it begins at the next `advance`.
    public mutating func animate(to target: Point) {
        velocity = .zero
        horizontalBounce = nil; verticalBounce = nil
        glideTargetX = nil; glideTargetY = nil
        animation = nil
        pendingAnimationTarget = target
    }

    /// Stops all motion.
    public mutating func stop() {
        velocity = .zero; animation = nil; pendingAnimationTarget = nil
        horizontalBounce = nil; verticalBounce = nil
        glideTargetX = nil; glideTargetY = nil
    }

    /// Stops motion along one axis (used when the offset hits the content edge).
    public mutating func stop(axis: Axis) {
        if axis == .horizontal { velocity.x = 0; glideTargetX = nil } else { velocity.y = 0; glideTargetY = nil }
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
        var next = Point(x: offset.x + velocity.x * travelled, y: offset.y + velocity.y * travelled)
        velocity = velocity * decay
        // A steered glide lands on its target, removing the residue the cutoff leaves (under restingSpeed / k).
        if abs(velocity.x) < Self.restingSpeed {
            velocity.x = 0
            if let t = glideTargetX { next.x = t; glideTargetX = nil }
        }
        if abs(velocity.y) < Self.restingSpeed {
            velocity.y = 0
            if let t = glideTargetY { next.y = t; glideTargetY = nil }
        }
        return next
    }
}
