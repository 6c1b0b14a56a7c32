/// Default length of layout transitions, in seconds (UIKit's `setCollectionViewLayout(_:animated:)` animates
/// with the system's 0.5 s ease-in-out).
public let defaultTransitionDuration = 0.5

/// Layout transitions (Apple's Collection View Programming Guide for iOS, "Transitioning Between Layouts"): animated
/// switches, re-layouts and interactive transitions, all through a
/// `TransitionLayout` held by the presentation's running `LayoutAnimation`.
extension CollectionView {
    /// True while a layout transition or update animation is running (or an interactive one is held).
    public var isTransitioning: Bool { presentation.animation != nil }

    /// The running transition's progress, 0…1 (nil when none runs).
    public var transitionProgress: Double? { presentation.animation?.transition.transitionProgress }

    /// True while an interactive transition waits for the user.
    public var isInteractiveTransitionActive: Bool { presentation.animation?.isInteractive == true }

    /// The transition layout of the running animation (a switch, an update, an interactive transition), if any.
    public var transitionLayout: TransitionLayout? { presentation.animation?.transition }

    /// Switches layout, animating every element from where it is now to where the new layout puts it
    /// (setCollectionViewLayout(_:animated:completion:)). `collectionViewLayout` is the new layout at once.
    /// Switching again mid-flight starts from the current interpolated state. The content offset moves so the
    /// selected item (or the visible item nearest the viewport centre) keeps its place on screen as far as the
    /// new content allows.
    public func setCollectionViewLayout(_ layout: any CollectionLayout, animated: Bool, duration: Double = defaultTransitionDuration,
                                        curve: TimingCurve = .easeInEaseOut, completion: ((Bool) -> Void)? = nil) {
        guard animated else {
            setCollectionViewLayout(layout)
            completion?(true)
            return
        }
        beginTransition(to: layout, interactive: false, duration: duration, curve: curve, completion: completion)
    }

    /// Re-prepares the current layout and animates every element to its new attributes, e.g. after the
    /// delegate's sizes changed (UIKit's invalidateLayout inside an animation block).
    public func invalidateLayout(animated: Bool, duration: Double = defaultTransitionDuration, completion: ((Bool) -> Void)? = nil) {
        guard animated else { invalidateLayout(); completion?(true); return }
        // A running transition keeps its destination, so its completions still await that end: they move over
        // to the new animation instead of hearing "interrupted" for a switch that will, in fact, finish.
        beginTransition(to: presentation.destinationLayout, interactive: false, duration: duration, curve: .easeInEaseOut,
                        completion: completion, keepsRunningCompletions: true)
    }

    /// Starts a transition to `layout` whose progress the caller drives (startInteractiveTransition(to:completion:)).
    /// Returns the transition layout shown: setting its `transitionProgress` (or `updateValue(_:forAnimatedKey:)`)
    /// moves what the collection view shows, as `updateInteractiveTransition(progress:)` does.
    @discardableResult
    public func startInteractiveTransition(to layout: any CollectionLayout, completion: ((Bool) -> Void)? = nil) -> TransitionLayout {
        beginTransition(to: layout, interactive: true, duration: defaultTransitionDuration, curve: .easeInEaseOut, completion: completion)
        return presentation.animation!.transition
    }

    /// Moves an interactive transition to `progress` (clamped to 0…1).
    public func updateInteractiveTransition(progress: Double) {
        guard let animation = presentation.animation, animation.isInteractive else { return }
        animation.transition.transitionProgress = min(1, max(0, progress.isFinite ? progress : 0))
    }

    /// Sets a custom animated value on the running transition (updateValue(_:forAnimatedKey:)).
    public func updateTransitionValue(_ value: Double, forAnimatedKey key: String) {
        presentation.animation?.transition.updateValue(value, forAnimatedKey: key)
    }

    /// Ends an interactive transition on the new layout, whatever the progress (finishInteractiveTransition()):
    /// the rest of the way animates, then the new layout is installed. A "go back below half way" rule is the
    /// caller's: call `cancelInteractiveTransition()` instead.
    public func finishInteractiveTransition() {
        guard let animation = presentation.animation, animation.isInteractive else { return }
        settle(animation, toward: 1)
    }

    /// Abandons an interactive transition: it animates back, and the layout it started from is restored.
    public func cancelInteractiveTransition() {
        guard let animation = presentation.animation, animation.isInteractive else { return }
        settle(animation, toward: 0)
    }

    private func settle(_ animation: LayoutAnimation, toward end: Double) {
        let p = animation.transition.transitionProgress
        animation.isInteractive = false
        animation.startProgress = p
        animation.endProgress = end
        animation.start = nil
        // The rest of the way takes its share of the full duration.
        animation.duration = max(0.05, abs(end - p) * defaultTransitionDuration)
        animation.curve = .easeOut
    }

    func beginTransition(to layout: any CollectionLayout, interactive: Bool, duration: Double, curve: TimingCurve,
                         completion: ((Bool) -> Void)?, keepsRunningCompletions: Bool = false) {
        prepareIfNeeded()
        endBounce()
        guard let current = prepared.geometry else { setCollectionViewLayout(layout); completion?(true); return }
        var interrupted: [(Bool) -> Void] = []
        var carried: [(Bool) -> Void] = []
        let shown = presentation.shownLayout, leaving = presentation.destinationLayout
        var origin = presentation
        if let running = presentation.animation {
            // Retarget: start from the frozen interpolated state; the interrupted animation reports false.
            if keepsRunningCompletions { carried = running.completions } else { interrupted = running.completions }
            origin = running.landing
            running.transition.onChange = nil
        }
        // A re-layout of the layout under a drag keeps the drag; a switch ends it (landing back on the origin,
        // a cancelled interactive switch, must not lift the item again after the pointer that held it let go).
        var landing = Presentation.settled(layout)
        if let drag = origin.drag {
            if layout.isEqual(to: drag.base) { landing = origin } else { drag.isActive = false; origin = origin.withoutDrag }
        }
        // The delegate gets the real old layout (so it can check its type, as in UIKit); what the transition
        // starts from is what is on screen now, which mid-flight is an interpolated state, not that layout.
        let transition = delegate?.collectionView(self, transitionLayoutForOldLayout: leaving, newLayout: layout)
            ?? TransitionLayout(currentLayout: leaving, nextLayout: layout)
        // What is on screen may hold decorations of a layout left mid-flight: their classes stay known. Added to
        // the transition's own registry, never to the caller's layout (a class-based layout would keep them).
        for kind in shown.decorationViews.kinds where transition.decorationViews.viewClass(forKind: kind) == nil {
            if let cls = shown.decorationViews.viewClass(forKind: kind) { transition.decorationViews.register(cls, forKind: kind) }
        }
        let context = layoutContext()
        transition.startGeometry = (current, context.bounds.size, context.itemCounts)
        // A switch into a screen of more elements than get views moves a bounded number; the rest cross-fade.
        if let cap = views.maximumLiveCellCount { transition.maximumAnimatedElementCount = cap }
        let target = transition.geometries(in: context).to
        transition.fromContentOffset = contentOffset
        transition.toContentOffset = anchoredOffset(in: target)
        transition.transitionProgress = 0
        data.changeGeneration += 1
        presentation = .animating(LayoutAnimation(transition: transition, landing: landing, origin: origin,
                                                  duration: duration, curve: curve, isInteractive: interactive,
                                                  completions: carried + (completion.map { [$0] } ?? [])))
        for c in interrupted { c(false) }
    }

    /// The offset in `target` that keeps the anchor item (selected and visible, else nearest the viewport
    /// centre) at the same place on screen, clamped to the target's content.
    func anchoredOffset(in target: any LayoutGeometry) -> Point {
        let centre = Point(x: bounds.midX, y: bounds.midY)
        let size = target.collectionViewContentSize
        // One pass over the live views, unsorted (a switch from a circle of 500 cells sorted them all, a tenth of
        // its first frame): the selected cell first in key order, else the one nearest the centre, the first in
        // key order among equally near ones — what scanning `visibleLayoutAttributes` in order gives.
        var selectedAnchor: LayoutAttributes?
        var nearest: (attributes: LayoutAttributes, distance: Double)?
        let checksSelection = !selection.items.isEmpty
        for (key, view) in views.live where !key.isGhost {
            guard let a = view.layoutAttributes, a.category == .cell else { continue }
            if checksSelection, selection.items.contains(a.indexPath), selectedAnchor.map({ a.key < $0.key }) ?? true { selectedAnchor = a }
            let d = a.center.distance(to: centre)
            if let n = nearest, d > n.distance || (d == n.distance && n.attributes.key < a.key) { continue }
            nearest = (a, d)
        }
        // At the very start of the content with nothing selected, stay at the start: that is where the user is.
        if selectedAnchor == nil && contentOffset == minimumContentOffset { return clampedOffset(contentOffset, contentSize: size) }
        let anchor = selectedAnchor ?? nearest?.attributes
        var offset = contentOffset
        if let anchor, let destination = target.layoutAttributesForItem(at: anchor.indexPath) {
            let onScreen = anchor.center - contentOffset
            offset = destination.center - onScreen
        }
        return clampedOffset(offset, contentSize: size)
    }

    /// Moves a timed animation along; lands it when its time is up.
    func advanceAnimation(to now: Timestamp) {
        guard let animation = presentation.animation, !animation.isInteractive else { return }
        if animation.start == nil { animation.start = now }
        let elapsed = (now - animation.start!) * animationSpeed
        let fraction = animation.curve.progress(elapsed: elapsed, duration: animation.duration)
        animation.transition.transitionProgress = Math.lerp(animation.startProgress, animation.endProgress, fraction)
        if elapsed >= animation.curve.settlingDuration(nominal: animation.duration) { endAnimation(atEnd: animation.endProgress >= 0.5) }
    }

    /// The sliced new side of a capped switch landing at its end, when what it read still holds: the same
    /// viewport, data and layout, seen where the switch ends.
    private func landedFadeIn(of animation: LayoutAnimation) -> SlicedFadeIn? {
        guard let summary = animation.crossFade, let sliced = summary.sliced, case .settled(let layout) = animation.landing,
              layout.isEqual(to: animation.transition.nextLayout), summary.key.size == scroll.bounds.size,
              summary.key.itemCounts == data.itemCounts, summary.key.generation == data.changeGeneration,
              sliced.seen.origin == animation.transition.toContentOffset else { return nil }
        return sliced
    }

    /// Lands the running animation on its landing (or, when `atEnd` is false, back on its origin) and runs its
    /// completions.
    func endAnimation(atEnd: Bool) {
        guard let animation = presentation.animation else { return }
        animation.transition.onChange = nil
        presentation = atEnd ? animation.landing : animation.origin
        if atEnd, var g = animation.landingGeometry {
            if animation.isBoundsChange { g.finalizeAnimatedBoundsChange() } else { g.finalizeCollectionViewUpdates() }
            prepared.geometry = g
            prepared.needsPrepare = false
        } else if atEnd, let sliced = landedFadeIn(of: animation) {
            // A capped switch read the new side in slices: it lands on the geometry it read (not prepared
            // again: a circle of 2,000,000 items is a sixth of a second), with the views and quads it made.
            prepared.geometry = sliced.geometry
            prepared.needsPrepare = false
            views.landingFadeIn = sliced
        }
        scroll.bounds.origin = atEnd ? animation.transition.toContentOffset : animation.transition.fromContentOffset
        views.needsUpdate = true
        for c in animation.completions { c(atEnd) }
    }
}
