/// Rubber-band bounce (UIScrollView.bounces): momentum and the wheel may carry the content past an edge, drawn
/// through the rubber band, and a critically damped spring brings it back (`Bounce`). Page scrolls, scrollToItem
/// and a drag's auto-scroll never overshoot: they aim at clamped targets or clamp themselves.
extension CollectionView {
    /// Whether momentum may carry the content past an edge and spring back. Default true, as in UIKit.
    public var bounces: Bool {
        get { scroll.bounces }
        set { scroll.bounces = newValue; if !newValue { scroll.physics.setBounce(nil, .horizontal); scroll.physics.setBounce(nil, .vertical) } }
    }

    /// Bounce vertically even when the content is no taller than the viewport. Default false.
    public var alwaysBounceVertical: Bool {
        get { scroll.alwaysBounceVertical }
        set { scroll.alwaysBounceVertical = newValue }
    }

    /// Bounce horizontally even when the content is no wider than the viewport. Default false.
    public var alwaysBounceHorizontal: Bool {
        get { scroll.alwaysBounceHorizontal }
        set { scroll.alwaysBounceHorizontal = newValue }
    }

    /// True while an axis springs back from past an edge (the only time the offset lies outside the content).
    public var isBouncing: Bool { scroll.physics.isBouncing }

    /// Ends any bounce at once, the offset back on the edge it was past: whatever takes the offset over next
    /// (a page scroll, scrollToItem, a pinch, a drag, a layout animation) starts from within the content.
    func endBounce() {
        guard scroll.physics.isBouncing else { return }
        scroll.physics.setBounce(nil, .horizontal)
        scroll.physics.setBounce(nil, .vertical)
        contentOffset = clampedOffset(contentOffset)
    }

    /// One time step of momentum, page animations and bounces.
    func stepScroll(dt: Double, now: Timestamp) {
        let size = contentSize
        let lo = scroll.minimumOffset, hi = scroll.maximumOffset(contentSize: size)
        let before = contentOffset, velocity = scroll.physics.velocity, animating = scroll.physics.isAnimating
        let k = scroll.physics.decelerationRate.decayPerSecond
        let proposed = scroll.physics.advance(offset: before, dt: dt, now: now)
        var next = proposed
        for axis in Axis.allCases {
            let low = lo[axis], high = hi[axis], extent = bounds.size[axis], v = velocity[axis]
            if var bounce = scroll.physics.bounce(axis) {
                // Momentum added during the bounce (a wheel notch) pushes the spring, outwards or back in.
                if v != 0 {
                    bounce = bounce.pushed(by: bounce.edge == .leading ? -v : v, at: now + (-dt))
                    scroll.physics.setVelocity(0, axis)
                }
                if let drawn = bounce.drawnOvershoot(at: now, dimension: extent) {
                    next[axis] = bounce.edge == .leading ? low - drawn : high + drawn
                    scroll.physics.setBounce(bounce, axis)
                } else {
                    next[axis] = bounce.edge == .leading ? low : high
                    scroll.physics.setBounce(nil, axis)
                    // A spring pushed back into the content hands what is left of its speed to momentum.
                    let back = bounce.rawVelocity(at: now)
                    if bounce.rawOvershoot(at: now) <= 0 && -back > ScrollPhysics.restingSpeed {
                        scroll.physics.setVelocity(bounce.edge == .leading ? -back : back, axis)
                    }
                }
                continue
            }
            let inside = min(max(low, proposed[axis]), high)
            guard inside != proposed[axis] else { continue }
            next[axis] = inside
            scroll.physics.stop(axis: axis)
            let edge: Bounce.Edge = proposed[axis] < low ? .leading : .trailing
            guard !animating, v != 0, (edge == .leading) == (v < 0), scroll.canBounce(axis, contentSize: size) else { continue }
            // The exact moment and speed of the crossing within this step, from the closed-form glide:
            // travelled(t) = v·(1 − e^(−k·t))/k reaches the edge distance s at e^(−k·t) = 1 − s·k/v, with speed v − k·s.
            let s = (edge == .leading ? low : high) - before[axis]
            var crossing = 0.0, speed = v
            if s * v > 0, k > 0 {
                let r = 1 - s * k / v
                if r > 0 { crossing = min(dt, -Math.log(r) / k); speed = v - k * s }
            }
            let bounce = Bounce(edge: edge, start: now + (crossing - dt), velocity: abs(speed))
            if let drawn = bounce.drawnOvershoot(at: now, dimension: extent) {
                next[axis] = edge == .leading ? low - drawn : high + drawn
                scroll.physics.setBounce(bounce, axis)
            }
        }
        contentOffset = next
    }
}
