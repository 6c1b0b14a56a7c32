/// One axis of a scroll step at the content's edges (UIScrollView.bounces), written once for the main axes and for
/// sections that scroll on their own: momentum that would carry the offset past an edge either stops there or
/// (bouncing) overshoots through the rubber band, and a spring brings it back (`Bounce`).
extension ScrollPhysics {
    /// The offset along `axis` after a step of `dt` seconds ending at `now`: `before` where it was, `proposed`
    /// where `advance(offset:dt:now:)` moved it, `velocity` the momentum along the axis before that step, `low`…`high`
    /// the scrollable range, `extent` the viewport's length along the axis (the rubber band's dimension). A bounce
    /// under way goes on (a wheel notch pushes its spring); a glide crossing an edge stops there or, with
    /// `canBounce` (and not while an eased scroll owns the offset), starts bouncing at the moment it crossed.
    mutating func settle(_ axis: Axis, before: Double, proposed: Double, velocity v: Double, low: Double, high: Double,
                         extent: Double, dt: Double, now: Timestamp, animating: Bool, canBounce: Bool) -> Double {
        let k = decelerationRate.decayPerSecond
        if var bounce = bounce(axis) {
            // Momentum added during the bounce (a wheel notch) pushes the spring, outwards or back in.
            if v != 0 {
                bounce = bounce.pushed(by: bounce.edge == .leading ? -v : v, at: now + (-dt))
                setVelocity(0, axis)
            }
            if let drawn = bounce.drawnOvershoot(at: now, dimension: extent) {
                setBounce(bounce, axis)
                return bounce.edge == .leading ? low - drawn : high + drawn
            }
            setBounce(nil, axis)
            // A spring pushed back into the content hands what is left of its speed to momentum.
            let back = bounce.rawVelocity(at: now)
            if bounce.rawOvershoot(at: now) <= 0 && -back > ScrollPhysics.restingSpeed {
                setVelocity(bounce.edge == .leading ? -back : back, axis)
            }
            return bounce.edge == .leading ? low : high
        }
        let inside = min(max(low, proposed), high)
        guard inside != proposed else { return proposed }
        stop(axis: axis)
        let edge: Bounce.Edge = proposed < low ? .leading : .trailing
        guard !animating, v != 0, (edge == .leading) == (v < 0), canBounce else { return inside }
        // The exact moment and speed of the crossing within this step, from the closed-form glide:
        // travelled(t) = v·(1 − e^(−k·t))/k reaches the edge distance s at e^(−k·t) = 1 − s·k/v, with speed v − k·s.
        let s = (edge == .leading ? low : high) - before
        var crossing = 0.0, speed = v
        if s * v > 0, k > 0 {
            let r = 1 - s * k / v
            if r > 0 { crossing = min(dt, -Math.log(r) / k); speed = v - k * s }
        }
        let bounce = Bounce(edge: edge, start: now + (crossing - dt), velocity: abs(speed))
        guard let drawn = bounce.drawnOvershoot(at: now, dimension: extent) else { return inside }
        setBounce(bounce, axis)
        return edge == .leading ? low - drawn : high + drawn
    }
}
