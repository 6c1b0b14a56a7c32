/// Animated bounds changes (UIKit: a bounds change inside an animation block): a window resize moves every
/// element from where the old size put it to where the new size puts it, instead of jumping.
extension CollectionView {
    /// Sets the visible area's size (`viewportSize`); with `animated`, every element moves from its frame at
    /// the old size to its frame at the new one over `duration`, ease-in-ease-out. The layout's geometries,
    /// the one left and the one entered, are told `prepare(forAnimatedBoundsChange:)` with the old bounds
    /// first, and the one entered `finalizeAnimatedBoundsChange()` when the animation lands. The content offset
    /// moves to the nearest one the new content allows. Changing the size again mid-flight starts from what is
    /// shown. Without animation, when nothing is shown yet, while another animation (a layout switch, an
    /// update) runs, for a geometry of far more items than `maximumLiveViewCount` read by runs (a large circle), or when the
    /// layout does not re-lay out for the change
    /// (`shouldInvalidateLayout(forBoundsChange:newBounds:)` false), the size is set at once, as
    /// `viewportSize` does. `completion` hears true when the new size is shown, false when cut short.
    public func setViewportSize(_ size: Size, animated: Bool, duration: Double = defaultTransitionDuration,
                                completion: ((Bool) -> Void)? = nil) {
        let oldBounds = scroll.bounds
        let newBounds = Rect(origin: oldBounds.origin, size: size)
        guard animated, size != oldBounds.size, size.isValid, presentation.drag == nil else {
            viewportSize = size
            completion?(true)
            return
        }
        if let running = presentation.animation, !running.isBoundsChange {
            viewportSize = size
            completion?(true)
            return
        }
        let layout = presentation.destinationLayout
        prepareIfNeeded()
        // A geometry read by runs under the cap (a circle of 2,000,000 items) resizes at once: animating it would
        // query every item of both sizes each frame (over a minute a frame at 2,000,000), and its cells are quads anyway.
        if presentation.animation == nil, runReadGeometry(prepared.geometry) != nil {
            viewportSize = size
            completion?(true)
            return
        }
        guard var oldGeometry = prepared.geometry,
              layout.shouldInvalidateLayout(forBoundsChange: oldBounds, newBounds: newBounds) else {
            viewportSize = size
            completion?(true)
            return
        }
        // A resize mid-flight starts from what is shown (the interpolated state); the interrupted one says false.
        var interrupted: [(Bool) -> Void] = []
        if let running = presentation.animation {
            interrupted = running.completions
            running.transition.onChange = nil
        }
        endBounce()
        oldGeometry.prepare(forAnimatedBoundsChange: oldBounds)
        let oldOffset = contentOffset
        scroll.bounds = newBounds
        var newGeometry = layout.prepare(in: layoutContext())
        prepared.prepareCount += 1
        newGeometry.prepare(forAnimatedBoundsChange: oldBounds)

        let transition = TransitionLayout(
            currentLayout: FrozenLayout(geometry: oldGeometry, name: layout.name, decorationViews: layout.decorationViews),
            nextLayout: FrozenLayout(geometry: newGeometry, name: layout.name, parameters: layout.parameters,
                                     decorationViews: layout.decorationViews))
        transition.fromContentOffset = oldOffset
        transition.toContentOffset = clampedOffset(oldOffset, contentSize: newGeometry.collectionViewContentSize)
        let animation = LayoutAnimation(transition: transition, landing: .settled(layout), landingGeometry: newGeometry,
                                        origin: .settled(layout), duration: duration, curve: .easeInEaseOut,
                                        isInteractive: false, completions: completion.map { [$0] } ?? [])
        animation.isBoundsChange = true
        presentation = .animating(animation)
        views.needsUpdate = true
        for c in interrupted { c(false) }
    }

    /// True while an animated bounds change (`setViewportSize(_:animated:)`) runs.
    public var isAnimatingBoundsChange: Bool { presentation.animation?.isBoundsChange == true }

    /// Lands a running animated bounds change at once: elements take their frames at the new size, the layout
    /// is told `finalizeAnimatedBoundsChange()` and the completion hears true. Nothing when none runs. (The
    /// playground calls it before it writes its files, so they show the new size as a replay, which resizes
    /// at once, does.)
    public func completeAnimatedBoundsChange() {
        guard isAnimatingBoundsChange else { return }
        endAnimation(atEnd: true)
        layoutIfNeeded()
    }
}
