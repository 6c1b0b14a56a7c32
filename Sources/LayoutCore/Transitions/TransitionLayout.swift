/// A layout between two others (UICollectionViewTransitionLayout): every element interpolated
/// at `transitionProgress`. Drives animated layout switches, interactive transitions and batch-update
/// animations. Both layouts are prepared once and cached, so a progress step costs no re-prepare.
///
/// An object, as in UIKit: `startInteractiveTransition(to:completion:)` returns the one the collection view
/// shows, and setting its `transitionProgress` (or `updateValue(_:forAnimatedKey:)`) on that reference
/// invalidates the collection view's layout, so the next update cycle shows the new state.
///
/// Open, as UIKit's: a subclass returned by the delegate's `transitionLayoutForOldLayout:newLayout:` may
/// override `prepare(in:)` to add or drop elements or change the content size of what `prepareGeometry(in:)`
/// interpolates.
open class TransitionLayout: CollectionLayout {
    /// The layout being left.
    public let currentLayout: any CollectionLayout
    /// The layout being entered.
    public let nextLayout: any CollectionLayout
    /// 0 shows `currentLayout`, 1 shows `nextLayout`. Setting it invalidates the collection view showing this
    /// transition (the next update cycle shows the new progress).
    public var transitionProgress: Double = 0 { didSet { if transitionProgress != oldValue { onChange?() } } }
    /// Content offsets at the start and the end of the transition.
    public var fromContentOffset = Point.zero { didSet { if fromContentOffset != oldValue { onChange?() } } }
    /// The content offset at the end: where the next layout scrolls to.
    public var toContentOffset = Point.zero { didSet { if toContentOffset != oldValue { onChange?() } } }
    /// Values a custom transition animates alongside (updateValue(_:forAnimatedKey:)).
    public private(set) var animatedValues: [String: Double] = [:]
    /// Set by the collection view that shows this transition: told of every change, as UIKit's transition layout
    /// invalidates its collection view's layout.
    var onChange: (() -> Void)?
    /// A custom transition's change to each interpolated element, given the transition (its progress and
    /// animated values). Nil for the standard interpolation.
    public var attributesAdjustment: ((LayoutAttributes, TransitionLayout) -> LayoutAttributes)?
    /// Element identity across a batch update; nil when keys are the same on both sides (a layout switch).
    public let mapping: ElementKeyMapping?
    public var decorationViews: DecorationRegistry
    /// Passed to each `TransitionGeometry`: beyond this many elements in view, elements cross-fade instead of
    /// moving (nil, the default: all move). A collection view with a live-view cap sets it to the cap.
    public var maximumAnimatedElementCount: Int? { didSet { if maximumAnimatedElementCount != oldValue { onChange?() } } }
    private let cache = GeometryCache()
    /// What was on screen when the collection view started this transition (a switch mid-flight starts from
    /// the interpolated state, not from `currentLayout` prepared afresh), and the context it was shown in.
    var startGeometry: (geometry: any LayoutGeometry, size: Size, counts: [Int])?

    /// A transition from `currentLayout` to `nextLayout` at progress 0; `mapping` pairs elements whose identity changes between them (default: same key, same element).
    public init(currentLayout: any CollectionLayout, nextLayout: any CollectionLayout, mapping: ElementKeyMapping? = nil) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        self.mapping = mapping
        // Decoration views of both sides are shown during the transition.
        var registry = currentLayout.decorationViews
        for kind in nextLayout.decorationViews.kinds {
            if let cls = nextLayout.decorationViews.viewClass(forKind: kind) { registry.register(cls, forKind: kind) }
        }
        decorationViews = registry
    }

    public var name: String { nextLayout.name }
    public var parameters: [String: Double] { nextLayout.parameters }

    /// Sets a custom value to animate with the transition.
    public func updateValue(_ value: Double, forAnimatedKey key: String) {
        guard animatedValues[key] != value else { return }
        animatedValues[key] = value
        onChange?()
    }

    /// A custom value set with `updateValue(_:forAnimatedKey:)`; 0 when never set.
    public func value(forAnimatedKey key: String) -> Double { animatedValues[key] ?? 0 }

    /// The content offset at the current progress.
    public var interpolatedContentOffset: Point { fromContentOffset.interpolated(to: toContentOffset, progress: transitionProgress) }

    /// The geometry shown at the current progress: `prepareGeometry(in:)`. Override to add, drop or move
    /// elements, or to change the content size (wrap the interpolated geometry in one of your own).
    open func prepare(in context: LayoutContext) -> any LayoutGeometry { prepareGeometry(in: context) }

    /// The typed geometry at the current progress.
    public func prepareGeometry(in context: LayoutContext) -> TransitionGeometry {
        let (from, to) = geometries(in: context)
        let adjust: ((LayoutAttributes) -> LayoutAttributes)?
        if let custom = attributesAdjustment {
            let snapshot = self
            adjust = { custom($0, snapshot) }
        } else {
            adjust = nil
        }
        return TransitionGeometry(from: from, to: to, progress: transitionProgress, fromContentOffset: fromContentOffset,
                                  toContentOffset: toContentOffset, mapping: mapping, adjustment: adjust,
                                  maximumAnimatedElementCount: maximumAnimatedElementCount)
    }

    /// The prepared geometries of both sides, prepared once per viewport size and item counts.
    public func geometries(in context: LayoutContext) -> (from: any LayoutGeometry, to: any LayoutGeometry) {
        if let start = startGeometry, start.size == context.bounds.size, start.counts == context.itemCounts {
            return (start.geometry, cache.geometries(currentLayout, nextLayout, context, from: start.geometry).1)
        }
        return cache.geometries(currentLayout, nextLayout, context, from: nil)
    }

    /// One transition is one object: equal only to itself (its changes are announced through `onChange`).
    public func isEqual(to other: any CollectionLayout) -> Bool {
        (other as? TransitionLayout) === self
    }

    /// Prepared geometries by context; a reference so copies of one transition share them.
    private final class GeometryCache {
        private var size: Size?
        private var counts: [Int] = []
        private var prepared: (any LayoutGeometry, any LayoutGeometry)?

        /// `start`: the old side as shown when the switch began, for this context: the old layout is not
        /// prepared again (a flow of 100,000 items re-prepared was a sixth of a switch's first frame).
        func geometries(_ a: any CollectionLayout, _ b: any CollectionLayout, _ context: LayoutContext,
                        from start: (any LayoutGeometry)?) -> (any LayoutGeometry, any LayoutGeometry) {
            if let prepared, size == context.bounds.size, counts == context.itemCounts { return prepared }
            let result = (start ?? a.prepare(in: context), b.prepare(in: context))
            size = context.bounds.size; counts = context.itemCounts; prepared = result
            return result
        }
    }
}
