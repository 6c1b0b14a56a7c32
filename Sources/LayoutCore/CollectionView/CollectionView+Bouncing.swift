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
        let proposed = scroll.physics.advance(offset: before, dt: dt, now: now)
        var next = proposed
        for axis in Axis.allCases {
            next[axis] = scroll.physics.settle(axis, before: before[axis], proposed: proposed[axis], velocity: velocity[axis],
                                               low: lo[axis], high: hi[axis], extent: bounds.size[axis], dt: dt, now: now,
                                               animating: animating, canBounce: scroll.canBounce(axis, contentSize: size))
        }
        contentOffset = next
    }
}
