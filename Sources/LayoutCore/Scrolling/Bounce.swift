/// One axis springing back after momentum or a wheel carried the offset past an edge, as a pure function of
/// time: a critically damped spring (no oscillation, like UIScrollView's) in raw points, drawn through the
/// rubber band. raw(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t), t seconds since `start`.
///
/// It ends — the offset lands exactly on the edge — when the spring has come back (raw ≤ 0), when the drawn
/// overshoot is under `restingOvershoot` on the way back, and at `settleDuration` after its start at the latest
/// (by then the spring's residue is under a point for any raw overshoot below about 1,400 points).
public struct Bounce: Hashable, Sendable {
    /// Which edge the content is past: the leading one (offset below the minimum) or the trailing one.
    public enum Edge: Hashable, Sendable { case leading, trailing }

    /// The spring's angular frequency (1/s): the peak comes 1/ω = 62.5 ms after the edge is crossed.
    public static let angularFrequency = 16.0
    /// The longest a bounce lasts (seconds).
    public static let settleDuration = 0.6
    /// A drawn overshoot below this on the way back lands at once (points).
    public static let restingOvershoot = 0.25

    /// The edge the content is past, which says which way the spring pulls the offset back.
    public var edge: Edge
    /// When the spring starts (the moment the edge was crossed, or the last push).
    public var start: Timestamp
    /// Raw overshoot at `start` (points beyond the edge, ≥ 0).
    public var overshoot: Double
    /// Raw velocity at `start`, away from the content (points per second; negative springs back).
    public var velocity: Double

    /// A spring starting at `start` from `overshoot` raw points past `edge` (none unless given) at `velocity`
    /// raw points per second away from the content.
    public init(edge: Edge, start: Timestamp, overshoot: Double = 0, velocity: Double) {
        self.edge = edge; self.start = start; self.overshoot = overshoot; self.velocity = velocity
    }

    /// The raw overshoot at `now` (can be negative once the spring has come back).
    public func rawOvershoot(at now: Timestamp) -> Double {
        let t = max(0, now - start), w = Self.angularFrequency
        return (overshoot + (velocity + w * overshoot) * t) * Math.exp(-w * t)
    }

    /// The raw velocity at `now`, away from the content.
    public func rawVelocity(at now: Timestamp) -> Double {
        let t = max(0, now - start), w = Self.angularFrequency
        let b = velocity + w * overshoot
        return (b - w * (overshoot + b * t)) * Math.exp(-w * t)
    }

    /// The drawn overshoot at `now` through the rubber band for a viewport extent `dimension`; nil once the
    /// bounce is over (the offset is then exactly on the edge).
    public func drawnOvershoot(at now: Timestamp, dimension: Double) -> Double? {
        if now - start >= Self.settleDuration { return nil }
        let raw = rawOvershoot(at: now)
        // At the crossing itself the content is on the edge, on its way out.
        guard raw > 0 else { return raw == 0 && rawVelocity(at: now) > 0 ? 0 : nil }
        let drawn = RubberBand.offset(forOvershoot: raw, dimension: dimension)
        if rawVelocity(at: now) <= 0 && drawn < Self.restingOvershoot { return nil }
        return drawn
    }

    /// The same spring pushed at `now` by `extra` points per second away from the content (a wheel notch
    /// during the bounce): it restarts from where it is with the summed velocity.
    public func pushed(by extra: Double, at now: Timestamp) -> Bounce {
        Bounce(edge: edge, start: now, overshoot: max(0, rawOvershoot(at: now)), velocity: rawVelocity(at: now) + extra)
    }
}
