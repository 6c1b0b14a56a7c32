/// A transition in progress: which layout it runs, what it lands on at either end, and how progress moves.
struct ActiveTransition {
    var layout: TransitionLayout
    /// Installed when progress ends at 1.
    let destination: any CollectionLayout
    /// Its geometry when already prepared (batch updates), so landing costs no prepare.
    var destinationGeometry: (any LayoutGeometry)?
    /// Installed when progress ends at 0 (a cancelled interactive transition).
    let origin: any CollectionLayout
    var originGeometry: (any LayoutGeometry)?
    var startProgress = 0.0
    var endProgress = 1.0
    var start: Timestamp?
    var duration: Double
    var curve: TimingCurve
    var isInteractive: Bool
    var completions: [(Bool) -> Void] = []
}

/// Default length of layout transitions (guide §2.6 animates with the system's 0.5 s ease-in-out).
public let defaultTransitionDuration = 0.5

extension CollectionView {
    /// True while a layout transition or update animation is running (or an interactive one is held).
    public var isTransitioning: Bool { activeTransition != nil }

    /// The running transition's progress, 0…1 (nil when none runs).
    public var transitionProgress: Double? { activeTransition?.layout.transitionProgress }

    /// True while an interactive transition waits for the user.
    public var isInteractiveTransitionActive: Bool { activeTransition?.isInteractive == true }

    /// Switches layout, animating every element from where it is now to where the new layout puts it
    /// (setCollectionViewLayout(_:animated:completion:)). Switching again mid-flight starts from the
    /// current interpolated state. The content offset moves so the selected item (or the visible item
    /// nearest the viewport centre) keeps its place on screen as far as the new content allows.
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
        let layout = (activeTransition?.destination) ?? collectionViewLayout
        // A running transition keeps its destination, so its completions still await that end: they move over
        // to the new animation instead of hearing "interrupted" for a switch that will, in fact, finish.
        beginTransition(to: layout, interactive: false, duration: duration, curve: .easeInEaseOut, completion: completion,
                        keepsRunningCompletions: true)
    }

    /// Starts a transition to `layout` whose progress the caller drives (startInteractiveTransition(to:)).
    @discardableResult
    public func startInteractiveTransition(to layout: any CollectionLayout, completion: ((Bool) -> Void)? = nil) -> TransitionLayout {
        beginTransition(to: layout, interactive: true, duration: defaultTransitionDuration, curve: .easeInEaseOut, completion: completion)
        return activeTransition!.layout
    }

    /// Moves an interactive transition to `progress` (clamped to 0…1).
    public func updateInteractiveTransition(progress: Double) {
        guard let t = activeTransition, t.isInteractive else { return }
        setTransitionProgress(min(1, max(0, progress.isFinite ? progress : 0)))
    }

    /// Sets a custom animated value on the running transition (updateValue(_:forAnimatedKey:)).
    public func updateTransitionValue(_ value: Double, forAnimatedKey key: String) {
        guard activeTransition != nil else { return }
        activeTransition!.layout.updateValue(value, forAnimatedKey: key)
        collectionViewLayout = activeTransition!.layout
        invalidateLayout()
    }

    /// Lets go of an interactive transition: it animates on to the new layout from progress ≥ 0.5, back to the
    /// old one below that.
    public func finishInteractiveTransition() {
        guard let t = activeTransition, t.isInteractive else { return }
        // A tolerance so progress built from steps (ten wheel notches of 0.05) counts as the half it shows.
        settle(toward: t.layout.transitionProgress >= 0.5 - 1e-9 ? 1 : 0)
    }

    /// Abandons an interactive transition: it animates back to the layout it started from.
    public func cancelInteractiveTransition() {
        guard let t = activeTransition, t.isInteractive else { return }
        settle(toward: 0)
    }

    private func settle(toward end: Double) {
        guard var t = activeTransition else { return }
        let p = t.layout.transitionProgress
        t.isInteractive = false
        t.startProgress = p
        t.endProgress = end
        t.start = nil
        // The rest of the way takes its share of the full duration.
        t.duration = max(0.05, abs(end - p) * defaultTransitionDuration)
        t.curve = .easeOut
        activeTransition = t
    }

    func beginTransition(to layout: any CollectionLayout, interactive: Bool, duration: Double, curve: TimingCurve,
                         completion: ((Bool) -> Void)?, keepsRunningCompletions: Bool = false) {
        prepareIfNeeded()
        guard let current = geometry else { setCollectionViewLayout(layout); completion?(true); return }
        var interrupted: [(Bool) -> Void] = []
        var carried: [(Bool) -> Void] = []
        var origin: any CollectionLayout
        if let running = activeTransition {
            // Retarget: start from the frozen interpolated state; the interrupted animation reports false.
            if keepsRunningCompletions { carried = running.completions } else { interrupted = running.completions }
            origin = running.destination
            activeTransition = nil
        } else {
            origin = collectionViewLayout
        }
        if let reorder = origin as? ReorderLayout, !layout.isEqual(to: reorder) {
            // A switch ends the drag: landing back on the origin (a cancelled interactive switch) must not lift
            // the item again after the pointer that held it may have let go.
            reorder.session.isActive = false
            origin = reorder.session.base
        }
        let from = FrozenLayout(geometry: current, name: collectionViewLayout.name, parameters: collectionViewLayout.parameters,
                                decorationViews: collectionViewLayout.decorationViews)
        var transition = delegate?.collectionView(self, transitionLayoutForOldLayout: from, newLayout: layout)
            ?? TransitionLayout(currentLayout: from, nextLayout: layout)
        let context = layoutContext()
        let target = transition.geometries(in: context).to
        transition.fromContentOffset = contentOffset
        transition.toContentOffset = anchoredOffset(in: target)
        transition.transitionProgress = 0
        changeGeneration += 1
        activeTransition = ActiveTransition(layout: transition, destination: layout, destinationGeometry: nil, origin: origin,
                                            originGeometry: nil, duration: duration, curve: curve, isInteractive: interactive,
                                            completions: carried + (completion.map { [$0] } ?? []))
        collectionViewLayout = transition
        invalidateLayout()
        for c in interrupted { c(false) }
    }

    /// The offset in `target` that keeps the anchor item (selected and visible, else nearest the viewport
    /// centre) at the same place on screen, clamped to the target's content.
    func anchoredOffset(in target: any LayoutGeometry) -> Point {
        let visible = visibleLayoutAttributes.filter { $0.category == .cell && !$0.key.isGhost }
        let centre = Point(x: bounds.midX, y: bounds.midY)
        let size = target.collectionViewContentSize
        let maxOffset = Point(x: max(0, size.width - bounds.width), y: max(0, size.height - bounds.height))
        let selectedAnchor = visible.first { selected.contains($0.indexPath) }
        // At the very start of the content with nothing selected, stay at the start: that is where the user is.
        if selectedAnchor == nil && contentOffset == .zero { return .zero }
        let anchor = selectedAnchor ?? visible.min { $0.center.distance(to: centre) < $1.center.distance(to: centre) }
        var offset = contentOffset
        if let anchor, let destination = target.layoutAttributesForItem(at: anchor.indexPath) {
            let onScreen = Point(x: anchor.center.x - contentOffset.x, y: anchor.center.y - contentOffset.y)
            offset = Point(x: destination.center.x - onScreen.x, y: destination.center.y - onScreen.y)
        }
        return Point(x: min(max(0, offset.x), maxOffset.x), y: min(max(0, offset.y), maxOffset.y))
    }

    func setTransitionProgress(_ p: Double) {
        guard activeTransition != nil else { return }
        activeTransition!.layout.transitionProgress = p
        collectionViewLayout = activeTransition!.layout
        bounds.origin = activeTransition!.layout.interpolatedContentOffset
        invalidateLayout()
    }

    /// Moves a timed transition along; lands it when its time is up.
    func advanceTransition(to now: Timestamp) {
        guard var t = activeTransition, !t.isInteractive else { return }
        if t.start == nil { t.start = now; activeTransition = t }
        let elapsed = (now - t.start!) * animationSpeed
        let fraction = t.curve.progress(elapsed: elapsed, duration: t.duration)
        setTransitionProgress(Math.lerp(t.startProgress, t.endProgress, fraction))
        if elapsed >= t.curve.settlingDuration(nominal: t.duration) { endTransition(atEnd: t.endProgress >= 0.5) }
    }

    /// Lands the running transition on its destination (or, when `atEnd` is false, back on its origin) and
    /// runs its completions.
    func endTransition(atEnd: Bool) {
        guard let t = activeTransition else { return }
        activeTransition = nil
        collectionViewLayout = atEnd ? t.destination : t.origin
        if atEnd, var g = t.destinationGeometry {
            g.finalizeCollectionViewUpdates()
            geometry = g
            needsPrepare = false
        } else {
            needsPrepare = true
        }
        bounds.origin = atEnd ? t.layout.toContentOffset : t.layout.fromContentOffset
        needsVisibleUpdate = true
        for c in t.completions { c(atEnd) }
    }
}

extension CollectionView {
    /// The layout configuration in charge when nothing is in between: nil while a transition runs; during a
    /// drag, the layout being reordered (not the drag's preview layout); else the installed layout.
    public var settledLayout: (any CollectionLayout)? {
        if activeTransition != nil { return nil }
        if let reorder = collectionViewLayout as? ReorderLayout { return reorder.session.base }
        if collectionViewLayout is TransitionLayout || collectionViewLayout is FrozenLayout { return nil }
        return collectionViewLayout
    }
}
