/// Auto-scroll while dragging near an edge of the viewport (what UIKit apps drive with a CADisplayLink, made
/// frame-rate independent). A pure value: it turns "how deep into an edge zone is the pointer, and for how long
/// has it been held there" into points scrolled.
///
/// Speed = `maximumSpeed` · depth² · ramp(held), where depth is 0 at the inner border of the edge zone and 1 at
/// the edge (and beyond it), and ramp grows linearly from `initialRamp` to 1 over `rampDuration` seconds of
/// holding. The speed is therefore capped at `maximumSpeed`. Distances come from the closed-form integral of
/// the ramp, so the same hold scrolls the same number of points whatever the frame rate.
public struct AutoScroll: Hashable, Sendable {
    /// Width of the zone along each edge where scrolling starts (points). Default 64.
    public var edgeZone: Double = 64
    /// The cap: speed at full depth once fully ramped up (points per second). Default 1200.
    public var maximumSpeed: Double = 1200
    /// Seconds of holding to reach full speed. Default 0.8.
    public var rampDuration: Double = 0.8
    /// Fraction of the speed available at the moment the pointer enters the zone. Default 0.25.
    public var initialRamp: Double = 0.25

    /// The default auto-scroll.
    public init() {}

    /// An auto-scroll with explicit parameters (invalid ones fall back to safe values).
    public init(edgeZone: Double, maximumSpeed: Double, rampDuration: Double, initialRamp: Double) {
        self.edgeZone = edgeZone.isFinite ? max(0, edgeZone) : 0
        self.maximumSpeed = maximumSpeed.isFinite ? max(0, maximumSpeed) : 0
        self.rampDuration = rampDuration.isFinite ? max(0, rampDuration) : 0
        self.initialRamp = initialRamp.isFinite ? min(1, max(0, initialRamp)) : 1
    }

    /// Depth into an edge zone along one axis, signed: negative near the leading edge (scroll towards 0),
    /// positive near the trailing edge, 0 outside both zones; magnitude 0…1, 1 at or beyond the edge.
    /// `position` is the pointer's window coordinate along the axis, `length` the viewport's extent.
    public func depth(position: Double, length: Double) -> Double {
        guard position.isFinite, length.isFinite, length > 0 else { return 0 }
        // A small viewport keeps a dead band in the middle: the zones never cover more than a third each.
        let zone = min(edgeZone, length / 3)
        guard zone > 0 else { return 0 }
        let toLeading = position, toTrailing = length - position
        if toLeading < zone && toLeading <= toTrailing { return -min(1, (zone - toLeading) / zone) }
        if toTrailing < zone { return min(1, (zone - toTrailing) / zone) }
        return 0
    }

    /// The ramp factor after holding for `held` seconds: `initialRamp` growing linearly to 1.
    public func ramp(held: Double) -> Double {
        guard rampDuration > 0 else { return 1 }
        let t = min(max(0, held), rampDuration)
        return initialRamp + (1 - initialRamp) * t / rampDuration
    }

    /// Speed in points per second (signed like `depth`) at a depth after holding for `held` seconds.
    public func speed(depth: Double, held: Double) -> Double {
        let d = min(1, max(-1, depth.isFinite ? depth : 0))
        return (d < 0 ? -1 : 1) * maximumSpeed * d * d * ramp(held: held)
    }

    /// Points scrolled (signed like `depth`) while holding at a constant depth from `held` seconds `from` to
    /// `to`: the exact integral of `speed`, so splitting an interval into frames never changes the sum.
    public func distance(depth: Double, heldFrom from: Double, to: Double) -> Double {
        let a = max(0, from), b = max(a, to)
        guard b > a else { return 0 }
        let d = min(1, max(-1, depth.isFinite ? depth : 0))
        return (d < 0 ? -1 : 1) * maximumSpeed * d * d * (rampIntegral(b) - rampIntegral(a))
    }

    /// ∫₀ᵗ ramp(s) ds: a linear rise then a constant 1.
    private func rampIntegral(_ t: Double) -> Double {
        guard rampDuration > 0 else { return t }
        let rising = min(t, rampDuration)
        let area = initialRamp * rising + (1 - initialRamp) * rising * rising / (2 * rampDuration)
        return area + max(0, t - rampDuration)
    }
}
