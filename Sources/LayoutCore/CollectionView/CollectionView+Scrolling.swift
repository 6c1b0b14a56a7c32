/// The scroll view half (UIScrollView): bounds, content inset, the scrollable range and its one clamp,
/// momentum, wheel and key scrolling, and scrolling a rect into view.
extension CollectionView {
    /// Viewport in content coordinates: origin is the content offset, size is the visible area.
    public var bounds: Rect { scroll.bounds }

    /// Scroll momentum and page animations.
    public var scrollPhysics: ScrollPhysics {
        get { scroll.physics }
        set { scroll.physics = newValue }
    }

    /// The top-left of the visible area in content coordinates.
    public var contentOffset: Point {
        get { scroll.bounds.origin }
        set { setBounds(Rect(origin: newValue, size: scroll.bounds.size)) }
    }

    /// The visible area's size; changing it (a window resize) re-lays out when the layout says so.
    public var viewportSize: Size {
        get { scroll.bounds.size }
        set { setBounds(Rect(origin: scroll.bounds.origin, size: newValue)) }
    }

    private func setBounds(_ new: Rect) {
        guard new != scroll.bounds else { return }
        var new = new
        // A running animated resize lands first: its landing geometry was prepared for the size it animates to.
        if new.size != scroll.bounds.size, presentation.animation?.isBoundsChange == true {
            let shownOrigin = scroll.bounds.origin
            endAnimation(atEnd: true)
            if new.origin == shownOrigin { new.origin = scroll.bounds.origin }
        }
        let old = scroll.bounds
        scroll.bounds = new
        if presentation.shownLayout.shouldInvalidateLayout(forBoundsChange: old, newBounds: new) { invalidateLayout() }
        views.needsUpdate = true
    }

    /// Extra scrollable room around the content (UIScrollView.contentInset), e.g. so the end of the content can
    /// scroll clear of an overlay. Default zero.
    public var contentInset: EdgeInsets {
        get { scroll.contentInset }
        set {
            guard newValue != scroll.contentInset else { return }
            scroll.contentInset = newValue
            // Layouts fit within the inset bounds (a horizontal flow's lines), so a new inset is a new layout.
            invalidateLayout()
        }
    }

    /// The smallest content offset: minus the leading insets.
    public var minimumContentOffset: Point { scroll.minimumOffset }

    /// The largest content offset: content size plus trailing insets minus viewport, never below the minimum.
    public var maximumContentOffset: Point { scroll.maximumOffset(contentSize: contentSize) }

    /// `p` within the scrollable range of the current content (the one clamp: scrolling, updates, drags).
    func clampedOffset(_ p: Point) -> Point { scroll.clamped(p, contentSize: contentSize) }

    /// `p` within the scrollable range of content of `size` (a layout being switched or animated to).
    func clampedOffset(_ p: Point, contentSize size: Size) -> Point { scroll.clamped(p, contentSize: size) }

    /// True when the content is larger than the viewport along an axis.
    public func canScroll(along axis: Axis) -> Bool {
        axis == .vertical ? maximumContentOffset.y > minimumContentOffset.y : maximumContentOffset.x > minimumContentOffset.x
    }

    /// Moves time forward: animations and momentum advance, then the update cycle runs.
    public func advance(to now: Timestamp) {
        let dt = scroll.lastAdvance.map { max(0, now - $0) } ?? 0
        scroll.lastAdvance = now
        advanceAnimation(to: now)
        if scroll.physics.isMoving && presentation.animation == nil { stepScroll(dt: dt, now: now) }
        if orthogonal.isMoving && presentation.animation == nil { stepOrthogonalScrolling(dt: dt, now: now) }
        // Recognizers waiting on time decide now (a tap's window, a long press), before the frame is laid out.
        advanceGestureRecognizers(to: now)
        layoutIfNeeded()
        scroll.indicators.note(offset: contentOffset, at: now)
    }

    /// Scrolls for a wheel event: momentum along the content's axis; shift+wheel scrolls horizontally, and a
    /// vertical wheel scrolls horizontally when only that axis can scroll. Over a section that scrolls on its own,
    /// movement along its axis scrolls the section instead (`CollectionView+OrthogonalScrolling.swift`). Returns
    /// false when not handled (control+wheel is the pinch gesture, handled elsewhere).
    @discardableResult
    public func handle(_ wheel: WheelEvent) -> Bool {
        if wheel.modifiers.contains(.control) || presentation.animation != nil { return false }
        prepareIfNeeded()
        if handleOrthogonalWheel(wheel) { return true }
        scroll.lastAdvance = scroll.lastAdvance ?? wheel.timestamp
        var nx = wheel.dx, ny = -wheel.dy
        if wheel.modifiers.contains(.shift) || (!canScroll(along: .vertical) && canScroll(along: .horizontal)) {
            nx += ny; ny = 0
        }
        scroll.physics.addWheel(notchesX: nx, notchesY: ny)
        if nx != 0 || ny != 0 { steerMomentumToTarget() }
        return true
    }

    /// Lets the layout choose where the momentum comes to rest (UIKit:
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`): the closed-form resting offset
    /// goes to `targetContentOffset`, and a different answer steers the glide to end exactly there.
    private func steerMomentumToTarget() {
        guard let geometry = prepared.geometry else { return }
        let proposed = clampedOffset(scroll.physics.restingOffset(from: contentOffset))
        let target = geometry.targetContentOffset(forProposedContentOffset: proposed,
                                                  withScrollingVelocity: scroll.physics.velocity)
        // Keeping the proposal leaves the momentum untouched, so non-snapping layouts rest where they always did.
        guard target != proposed else { return }
        scroll.physics.glide(from: contentOffset, to: clampedOffset(target))
    }

    /// Keyboard scrolling: PageUp/PageDown move by 90 % of the viewport, Home/End to the ends, animated.
    /// Returns false for keys it does not handle.
    @discardableResult
    public func handle(_ key: KeyEvent) -> Bool {
        prepareIfNeeded()
        scroll.lastAdvance = scroll.lastAdvance ?? key.timestamp
        let axis: Axis = canScroll(along: .vertical) || !canScroll(along: .horizontal) ? .vertical : .horizontal
        let page = (axis == .vertical ? bounds.height : bounds.width) * 0.9
        var target = contentOffset
        switch key.key {
        case .pageDown: target = shifted(target, axis, page)
        case .pageUp: target = shifted(target, axis, -page)
        case .home: target = axis == .vertical ? Point(x: target.x, y: minimumContentOffset.y) : Point(x: minimumContentOffset.x, y: target.y)
        case .end: target = axis == .vertical ? Point(x: target.x, y: maximumContentOffset.y) : Point(x: maximumContentOffset.x, y: target.y)
        default: return false
        }
        endBounce()
        scroll.physics.animate(to: clampedOffset(target))
        return true
    }

    private func shifted(_ p: Point, _ axis: Axis, _ d: Double) -> Point {
        axis == .vertical ? Point(x: p.x, y: p.y + d) : Point(x: p.x + d, y: p.y)
    }

    /// Scrolls the least distance that shows `rect` (content coordinates) with a margin, animated or at once
    /// (scrollRectToVisible(_:animated:)). Does nothing while an animation owns the offset.
    /// The visible area is the viewport less the content inset (adjustedContentInset): what an inset keeps clear,
    /// such as the playground's legend bar, does not count as showing the rect.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool, margin: Double = 8) {
        guard presentation.animation == nil, rect.isValid else { return }
        endBounce()
        let target = rect.insetBy(dx: -margin, dy: -margin)
        let i = scroll.contentInset
        let w = bounds.width - i.left - i.right, h = bounds.height - i.top - i.bottom
        // The visible area's origin in content coordinates is offset + leading inset.
        var v = Point(x: contentOffset.x + i.left, y: contentOffset.y + i.top)
        if target.minX < v.x { v.x = target.minX } else if target.maxX > v.x + w { v.x = min(target.minX, target.maxX - w) }
        if target.minY < v.y { v.y = target.minY } else if target.maxY > v.y + h { v.y = min(target.minY, target.maxY - h) }
        let o = Point(x: v.x - i.left, y: v.y - i.top)
        let clamped = clampedOffset(o)
        guard clamped != contentOffset else { return }
        if animated { scroll.physics.animate(to: clamped) } else { contentOffset = clamped }
    }
}
