import FoundationEssentials  // IndexPath's members

/// The collection view model (UICollectionView without the drawing): a scroll view over content laid out by
/// a layout object, showing recycled views for the elements in its visible bounds. Time and input arrive as
/// values; call `layoutIfNeeded()` (or `advance(to:)`) once per frame, then draw `displayList()`.
///
/// Composed of parts with one job each: `DataCounts` (what it knows of the data), `Presentation` (which layout
/// is shown, animating or dragging), `PreparedLayout` (the shown layout's geometry), `ViewReuse` (live views
/// and pools), `ScrollState` (bounds, inset, momentum, the one clamp), `SelectionState` and `ProblemLog`.
public final class CollectionView {
    /// Supplies sections, items and views. Held weakly, as in UIKit.
    public weak var dataSource: (any CollectionViewDataSource)? { didSet { reloadData() } }
    /// Receives behaviour callbacks and supplies layout metrics. Held weakly, as in UIKit.
    public weak var delegate: (any CollectionViewDelegate)? { didSet { invalidateLayout() } }
    /// Told ahead of time which items are about to be shown (UICollectionView's prefetchDataSource). Held weakly;
    /// nil turns prefetching off. See `CollectionView+Prefetching.swift`.
    public weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)? { didSet { prefetch = PrefetchState() } }
    /// How far ahead of the visible rect items are prefetched at rest, in viewport lengths (default
    /// `prefetchLeadAtRest`, 1). A grid whose items are slow to prepare and cheap to keep (photo thumbnails) reaches
    /// further, so a fling's landing screens were prepared before it started (UIKit chooses its own distance).
    public var restingPrefetchLead = CollectionView.prefetchLeadAtRest {
        didSet { restingPrefetchLead = restingPrefetchLead.isFinite ? Swift.max(0, restingPrefetchLead) : CollectionView.prefetchLeadAtRest }
    }
    /// The most viewport lengths ahead prefetching reaches while the view moves fast (default
    /// `maximumPrefetchLead`, 3; never less than `restingPrefetchLead`).
    public var prefetchLeadLimit = CollectionView.maximumPrefetchLead {
        didSet { prefetchLeadLimit = prefetchLeadLimit.isFinite ? Swift.max(0, prefetchLeadLimit) : CollectionView.maximumPrefetchLead }
    }
    /// Color behind all content.
    public var backgroundColor = Color(hex: 0x181A20)
    /// Animation speed factor: 1 normal, 0.1 for the "slow animations" study mode.
    public var animationSpeed = 1.0
    /// Told when elements change keys: a batch update's mapping from old keys to new (nil for a deleted
    /// element), or nil for a reload, after which no old key can be trusted. Lets tools follow an element.
    public var onElementKeysChanged: ((ElementKeyMapping?) -> Void)?

    var data = DataCounts()
    var presentation: Presentation { didSet { presentationDidChange() } }
    var prepared = PreparedLayout()
    var views = ViewReuse()
    var scroll: ScrollState
    var selection = SelectionState()
    var selfSizing = SelfSizingState()
    var prefetch = PrefetchState()
    let problemLog = ProblemLog()
    var gestures = GestureRecognizerList()
    var orthogonal = OrthogonalScrollState()

    /// A collection view of a size, with a layout.
    public init(frame: Rect, collectionViewLayout: any CollectionLayout) {
        scroll = ScrollState(bounds: Rect(origin: .zero, size: frame.size))
        presentation = .settled(collectionViewLayout)
    }

    // MARK: Registration and dequeue (UIKit's register and dequeueReusableCell)

    /// Registers the class used for cells with an identifier.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        views.queue.register(cellClass, for: Self.cellPool(identifier))
    }

    /// Registers the class used for supplementary views of a kind with an identifier.
    public func register(_ viewClass: ReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        views.queue.register(viewClass, for: Self.supplementaryPool(kind, identifier))
    }

    /// A cell for the item: a pooled one after `prepareForReuse()`, or a new one. Throws, naming the
    /// identifier, when nothing is registered for it.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws(CollectionViewError) -> CollectionViewCell {
        if let r = views.reconfiguring, r.indexPath == indexPath, r.cell.reuseIdentifier == identifier {
            views.reconfiguring = nil
            return r.cell
        }
        let view = try views.queue.dequeue(Self.cellPool(identifier))
        guard let cell = view as? CollectionViewCell else {
            throw .unregisteredIdentifier(category: "cell", identifier: identifier)
        }
        return cell
    }

    /// A supplementary view of a kind: pooled or new. Throws, naming kind and identifier, when unregistered.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) throws(CollectionViewError) -> ReusableView {
        try views.queue.dequeue(Self.supplementaryPool(kind, identifier))
    }

    static func cellPool(_ id: String) -> ReuseQueue.PoolKey { .init(category: "cell", identifier: id) }
    static func supplementaryPool(_ kind: String, _ id: String) -> ReuseQueue.PoolKey {
        .init(category: "supplementary view of kind '\(kind)'", identifier: id)
    }
    static func decorationPool(_ kind: String) -> ReuseQueue.PoolKey { .init(category: "decoration view", identifier: kind) }

    // MARK: Data

    /// Discards visible views and asks the data source again at the next update cycle. A running animation
    /// lands at its end first: both its ends were laid out for the old counts and would ask for items the new
    /// data may not have.
    public func reloadData() {
        onElementKeysChanged?(nil)
        // The data changed: the delegate no longer answers for what a partial prepare began with.
        prepared.abandonPartial()
        if presentation.animation != nil { endAnimation(atEnd: true) }
        data.changeGeneration += 1
        data.needsReload = true
        invalidateLayout()
    }

    /// Number of sections, as last read from the data source.
    public var numberOfSections: Int { reloadIfNeeded(); return data.itemCounts.count }
    /// Number of items in a section, as last read from the data source.
    public func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return data.itemCounts.indices.contains(section) ? data.itemCounts[section] : 0
    }
    /// Items per section.
    public var itemCountsBySection: [Int] { reloadIfNeeded(); return data.itemCounts }
    /// Counts changes of data or layout (reloads, batch updates, layout switches), so observers such as an
    /// open menu can tell that an index path may now mean another item.
    public var changeGeneration: Int { data.changeGeneration }

    func reloadIfNeeded() {
        guard data.needsReload else { return }
        data.needsReload = false
        for key in views.live.keys.sorted() { enqueueLiveView(forKey: key) }
        data.itemCounts = readCounts()
        // A drag belongs to the counts it began with: new data ends it (its base layout takes over).
        if let drag = presentation.drag, drag.counts != data.itemCounts {
            drag.isActive = false
            presentation = presentation.withoutDrag
        }
        // Selection and focus must not point past the new data (no cell is live to update: all were enqueued).
        selection.keep(where: itemExists)
    }

    /// The data source's counts now, negative ones reported and read as 0.
    func readCounts() -> [Int] {
        guard let ds = dataSource else { return [] }
        var sections = ds.numberOfSections(in: self)
        if sections < 0 { report(.negativeCount(what: "numberOfSections", count: sections)); sections = 0 }
        return (0..<sections).map { s in
            let n = ds.collectionView(self, numberOfItemsInSection: s)
            if n < 0 { report(.negativeCount(what: "numberOfItemsInSection(\(s))", count: n)); return 0 }
            return n
        }
    }

    /// The context layouts are prepared in, with the report-once path for delegate answers they sanitize.
    func layoutContext() -> LayoutContext {
        var context = LayoutContext(bounds: scroll.bounds, itemCounts: data.itemCounts, delegate: delegate,
                                    report: { [weak self] message in self?.reportMessage(message) }, contentInset: scroll.contentInset)
        context.preferredItemSizes = selfSizing.preferredSizes
        context.orthogonalScrollOffsets = orthogonal.offsets
        if let kept = prepared.droppedColumns, kept.generation == data.changeGeneration { context.preferredColumns = kept.columns }
        return context
    }

    // MARK: Layout (UIKit's core layout process: prepare, then rect and per-element queries)

    /// The layout installed (UIKit's `collectionViewLayout`): right after `setCollectionViewLayout(_:animated:)`
    /// the new one, during an interactive transition the `TransitionLayout`, during a drag or an update
    /// animation the layout itself.
    public var collectionViewLayout: any CollectionLayout { presentation.installedLayout }

    /// The layout in charge once every running animation has landed: the one a switch or an interactive
    /// transition is heading to, the layout under a drag. Never a transition or a drag's preview.
    public var destinationLayout: any CollectionLayout { presentation.destinationLayout }

    /// Replaces the layout without animation; a configuration equal to the current one changes nothing.
    public func setCollectionViewLayout(_ layout: any CollectionLayout) {
        if presentation.animation != nil { endAnimation(atEnd: true) }
        if layout.isEqual(to: presentation.destinationLayout), presentation.drag == nil { return }
        presentation.drag?.isActive = false
        presentation = .settled(layout)
        data.changeGeneration += 1
    }

    /// Marks the layout stale. Any number of calls before the next update cycle cause exactly one prepare.
    public func invalidateLayout() {
        prepared.invalidationCount += 1
        layoutNeedsPrepare()
    }

    /// Marks the layout stale without counting an invalidation: a running transition's progress moved, which
    /// changes only where between its two sides each element is (what a switch keeps of its first frame holds).
    func layoutNeedsPrepare() {
        prepared.needsPrepare = true
        views.needsUpdate = true
    }

    /// A new presentation is a new layout to prepare; an interactive transition tells of its changes.
    private func presentationDidChange() {
        if let animation = presentation.animation {
            animation.transition.onChange = { [weak self, weak transition = animation.transition] in
                guard let self, let transition, self.presentation.animation?.transition === transition else { return }
                self.scroll.bounds.origin = transition.interpolatedContentOffset
                self.layoutNeedsPrepare()
            }
        }
        invalidateLayout()
    }

    /// The prepared geometry of what is shown (nil until the first update cycle): the transition's mid-animation.
    public var geometry: (any LayoutGeometry)? { prepared.geometry }
    /// How many times the layout has been prepared; invalidations between two update cycles count once.
    public var prepareCount: Int { prepared.prepareCount }
    /// The rect (content coordinates) last passed to the layout's rect query, nil before the first query.
    public var lastQueryRect: Rect? { prepared.lastQueryRect }
    /// How many attributes the last rect query returned (during a switch beyond `maximumLiveViewCount`, which
    /// queries once, how many the last visible-views pass interpolated).
    public var lastQueryResultCount: Int { prepared.lastQueryResultCount }
    /// A time source in seconds injected by the app (LayoutCore reads no clock); when set, prepares are timed.
    public var prepareTimer: (() -> Double)? {
        get { prepared.timer }
        set { prepared.timer = newValue }
    }
    /// How long the last prepare took, in seconds (nil until one ran with `prepareTimer` set).
    public var lastPrepareDuration: Double? { prepared.lastDuration }

    /// The size of the content, preparing the layout first if needed.
    public var contentSize: Size { prepareIfNeeded(); return prepared.geometry?.collectionViewContentSize ?? .zero }

    /// Runs the update cycle: reads counts if reloaded, prepares the layout if invalid, then brings the live
    /// views in line with the elements in the visible bounds (dequeue the new, enqueue the departed, apply
    /// attributes to all).
    public func layoutIfNeeded() {
        reloadIfCountsChangedSilently()
        prepareIfNeeded()
        // A pinch's partial prepare is finished once the gesture is over (or whenever anything else asks).
        if prepared.isPartial && !isPinching { prepared.completePartial() }
        // While an animation runs it owns the offset (its content size is in between two layouts).
        if presentation.animation == nil {
            let clamped = scroll.clamped(scroll.bounds.origin, contentSize: shownContentSize, allowingBounce: true)
            if clamped != scroll.bounds.origin { scroll.bounds.origin = clamped; views.needsUpdate = true }
        }
        if views.needsUpdate { updateVisibleViews() }
    }

    /// Prepares the shown layout when it is invalid: completely, or (`PartialPreparing` layouts, for a live
    /// pinch) only through `target`.
    func prepareIfNeeded(through target: PreparationTarget = .all) {
        reloadIfNeeded()
        guard prepared.needsPrepare || !prepared.hasGeometry else { return }
        selfSizing.prepareWillRun(generation: data.changeGeneration, boundsSize: scroll.bounds.size, contentInset: scroll.contentInset)
        prepared.prepare(presentation.shownLayout, in: layoutContext(), through: target)
        adoptPreparedOrthogonalOffsets()
        views.needsUpdate = true
    }

    /// The content size the update cycle clamps to: exact, except while a live pinch's partial prepare has laid
    /// out only through the visible bounds (then the rest's extent is estimated; the clamp is the same, since the
    /// laid-out part reaches past the bounds).
    var shownContentSize: Size {
        prepareIfNeeded()
        return prepared.geometry(through: .rect(scroll.bounds))?.collectionViewContentSize ?? .zero
    }

    /// Attributes of an item in the current layout.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        prepareIfNeeded()
        return prepared.geometry?.layoutAttributesForItem(at: indexPath)
    }

    // MARK: Problems

    /// Problems met so far (bad data-source answers, unregistered identifiers, invalid frames), each once.
    public var problems: [String] { problemLog.messages }
    /// Called once for each new problem, e.g. to print it.
    public var onProblem: ((String) -> Void)? {
        get { problemLog.onProblem }
        set { problemLog.onProblem = newValue }
    }

    /// Records a problem once.
    public func report(_ error: CollectionViewError) { problemLog.report(error.description) }

    /// Records any problem message once.
    func reportMessage(_ message: String) { problemLog.report(message) }
}
