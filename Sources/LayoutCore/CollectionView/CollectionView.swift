/// The collection view model (UICollectionView without the drawing): a scroll view over content laid out by
/// a layout object, showing recycled views for the elements in its visible bounds. Time and input arrive as
/// values; call `layoutIfNeeded()` (or `advance(to:)`) once per frame, then draw `displayList()`.
public final class CollectionView {
    /// Supplies sections, items and views. Held weakly, as in UIKit.
    public weak var dataSource: (any CollectionViewDataSource)? { didSet { reloadData() } }
    /// Receives behaviour callbacks and supplies layout metrics. Held weakly, as in UIKit.
    public weak var delegate: (any CollectionViewDelegate)? { didSet { invalidateLayout() } }
    /// Color behind all content.
    public var backgroundColor = Color(hex: 0x181A20)

    /// The current layout configuration.
    public internal(set) var collectionViewLayout: any CollectionLayout
    /// The prepared geometry of the current layout (nil until the first update cycle).
    public internal(set) var geometry: (any LayoutGeometry)?
    /// How many times the layout has been prepared; invalidations between two update cycles count once.
    public internal(set) var prepareCount = 0
    /// The rect (content coordinates) last passed to the layout's rect query, nil before the first query.
    public internal(set) var lastQueryRect: Rect?
    /// How many attributes the last rect query returned.
    public internal(set) var lastQueryResultCount = 0
    /// Told when elements change keys: a batch update's mapping from old keys to new (nil for a deleted
    /// element), or nil for a reload, after which no old key can be trusted. Lets tools follow an element.
    public var onElementKeysChanged: ((ElementKeyMapping?) -> Void)?
    /// A time source in seconds injected by the app (LayoutCore reads no clock); when set, prepares are timed.
    public var prepareTimer: (() -> Double)?
    /// How long the last prepare took, in seconds (nil until one ran with `prepareTimer` set).
    public internal(set) var lastPrepareDuration: Double?

    /// Viewport in content coordinates: origin is the content offset, size is the visible area.
    public internal(set) var bounds: Rect
    /// Scroll momentum and page animations.
    public var scrollPhysics = ScrollPhysics()

    var itemCounts: [Int] = []
    var needsReload = true
    var needsPrepare = true
    var needsVisibleUpdate = true
    var reuseQueue = ReuseQueue()
    var liveViews: [ElementKey: ReusableView] = [:] {
        // The invariant check bounds the pools by this: a pool only ever receives views that were live.
        didSet { if liveViews.count > peakLiveViewCount { peakLiveViewCount = liveViews.count } }
    }
    /// The most views ever live at once.
    var peakLiveViewCount = 0
    /// Elements of the last visible-views pass that got no view (no data source answer, a ghost without one),
    /// so the invariant check does not expect them.
    var unmadeKeys: Set<ElementKey> = []
    /// The counts of a batch update that was refused: the data source holds them until the caller restores
    /// its data, which the silent-change check must not mistake for a change of its own.
    var refusedCounts: [Int]?
    /// Elements already reported for invalid attributes: once per element, whatever frames follow (a NaN
    /// frame's other coordinates change with every resize or animation step).
    private var invalidElementsReported: Set<ElementKey> = []
    var selected: Set<IndexPath> = []
    private var lastAdvance: Timestamp?
    /// The running layout transition or update animation, if any.
    var activeTransition: ActiveTransition?
    /// Batch changes recorded inside `performBatchUpdates`; nil outside it.
    var pendingUpdate: BatchUpdate?
    /// Animation speed factor: 1 normal, 0.1 for the "slow animations" study mode.
    public var animationSpeed = 1.0
    /// Counts changes of data or layout (reloads, batch updates, layout switches), so observers such as an
    /// open menu can tell that an index path may now mean another item.
    public internal(set) var changeGeneration = 0
    private var reportedProblems: Set<String> = []

    /// Problems met so far (bad data-source answers, unregistered identifiers, invalid frames), each once.
    public private(set) var problems: [String] = []
    /// Called once for each new problem, e.g. to print it.
    public var onProblem: ((String) -> Void)?

    /// A collection view of a size, with a layout.
    public init(frame: Rect, collectionViewLayout: any CollectionLayout) {
        bounds = Rect(origin: .zero, size: frame.size)
        self.collectionViewLayout = collectionViewLayout
    }

    // MARK: Registration and dequeue (guide §1.2, §2.2)

    /// Registers the class used for cells with an identifier.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        reuseQueue.register(cellClass, for: Self.cellPool(identifier))
    }

    /// Registers the class used for supplementary views of a kind with an identifier.
    public func register(_ viewClass: ReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        reuseQueue.register(viewClass, for: Self.supplementaryPool(kind, identifier))
    }

    /// A cell for the item: a pooled one after `prepareForReuse()`, or a new one. Throws, naming the
    /// identifier, when nothing is registered for it.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) throws(CollectionViewError) -> CollectionViewCell {
        let view = try reuseQueue.dequeue(Self.cellPool(identifier))
        guard let cell = view as? CollectionViewCell else {
            throw .unregisteredIdentifier(category: "cell", identifier: identifier)
        }
        return cell
    }

    /// A supplementary view of a kind: pooled or new. Throws, naming kind and identifier, when unregistered.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) throws(CollectionViewError) -> ReusableView {
        try reuseQueue.dequeue(Self.supplementaryPool(kind, identifier))
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
        if activeTransition != nil { endTransition(atEnd: true) }
        changeGeneration += 1
        needsReload = true
        needsPrepare = true
        needsVisibleUpdate = true
    }

    /// Number of sections, as last read from the data source.
    public var numberOfSections: Int { reloadIfNeeded(); return itemCounts.count }
    /// Number of items in a section, as last read from the data source.
    public func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
    }
    /// Items per section.
    public var itemCountsBySection: [Int] { reloadIfNeeded(); return itemCounts }

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for key in liveViews.keys.sorted() { enqueueLiveView(forKey: key) }
        itemCounts = readCounts()
        selected = selected.filter(itemExists)
        // Focus, like the selection, must not point past the new data.
        if let f = focusedIndexPath, !itemExists(f) { focusedIndexPath = nil }
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
        LayoutContext(bounds: bounds, itemCounts: itemCounts, delegate: delegate,
                      report: { [weak self] message in self?.reportMessage(message) }, contentInset: contentInset)
    }

    // MARK: Layout (guide §5.1)

    /// Replaces the layout; a configuration equal to the current one changes nothing.
    public func setCollectionViewLayout(_ layout: any CollectionLayout) {
        if activeTransition != nil { endTransition(atEnd: true) }
        if layout.isEqual(to: collectionViewLayout) { return }
        collectionViewLayout = layout
        changeGeneration += 1
        invalidateLayout()
    }

    /// Marks the layout stale. Any number of calls before the next update cycle cause exactly one prepare.
    public func invalidateLayout() {
        needsPrepare = true
        needsVisibleUpdate = true
    }

    /// The size of the content, preparing the layout first if needed.
    public var contentSize: Size { prepareIfNeeded(); return geometry?.collectionViewContentSize ?? .zero }

    /// Runs the update cycle: reads counts if reloaded, prepares the layout if invalid, then brings the live
    /// views in line with the elements in the visible bounds (dequeue the new, enqueue the departed, apply
    /// attributes to all).
    public func layoutIfNeeded() {
        reloadIfCountsChangedSilently()
        prepareIfNeeded()
        // While a transition runs it owns the offset (its content size is in between two layouts).
        if activeTransition == nil {
            let clamped = clampedOffset(bounds.origin)
            if clamped != bounds.origin { bounds.origin = clamped; needsVisibleUpdate = true }
        }
        if needsVisibleUpdate { updateVisibleViews() }
    }

    func prepareIfNeeded() {
        reloadIfNeeded()
        guard needsPrepare || geometry == nil else { return }
        needsPrepare = false
        let context = layoutContext()
        if let timer = prepareTimer {
            // Only the layout's own work is timed; without a timer nothing is read or stored.
            let start = timer()
            geometry = collectionViewLayout.prepare(in: context)
            lastPrepareDuration = timer() - start
        } else {
            geometry = collectionViewLayout.prepare(in: context)
        }
        prepareCount += 1
        needsVisibleUpdate = true
    }

    /// Attributes of an item in the current layout.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        prepareIfNeeded()
        return geometry?.layoutAttributesForItem(at: indexPath)
    }

    // MARK: Bounds and scrolling

    /// The top-left of the visible area in content coordinates.
    public var contentOffset: Point {
        get { bounds.origin }
        set { setBounds(Rect(origin: newValue, size: bounds.size)) }
    }

    /// The visible area's size; changing it (a window resize) re-lays out when the layout says so.
    public var viewportSize: Size {
        get { bounds.size }
        set { setBounds(Rect(origin: bounds.origin, size: newValue)) }
    }

    private func setBounds(_ new: Rect) {
        guard new != bounds else { return }
        let old = bounds
        bounds = new
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: old, newBounds: new) { invalidateLayout() }
        needsVisibleUpdate = true
    }

    /// Extra scrollable room around the content (UIScrollView.contentInset), e.g. so the end of the content can
    /// scroll clear of an overlay. Default zero.
    public var contentInset = EdgeInsets.zero {
        // Layouts fit within the inset bounds (a horizontal flow's lines), so a new inset is a new layout.
        didSet { if contentInset != oldValue { invalidateLayout() } }
    }

    /// The smallest content offset: minus the leading insets.
    public var minimumContentOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest content offset: content size plus trailing insets minus viewport, never below the minimum.
    public var maximumContentOffset: Point {
        let c = contentSize, lo = minimumContentOffset
        return Point(x: max(lo.x, c.width + contentInset.right - bounds.width), y: max(lo.y, c.height + contentInset.bottom - bounds.height))
    }

    func clampedOffset(_ p: Point) -> Point {
        let m = maximumContentOffset, lo = minimumContentOffset
        return Point(x: min(max(lo.x, p.x.isFinite ? p.x : 0), m.x), y: min(max(lo.y, p.y.isFinite ? p.y : 0), m.y))
    }

    /// Asks the data source again for every visible supplementary view (headers and footers whose text depends
    /// on the data, after a batch update): UIKit leaves these as they were until they are reloaded.
    public func reloadVisibleSupplementaryViews() {
        for key in liveViews.keys.sorted() {
            guard case .supplementaryView = key.category, !key.isGhost, let old = liveViews[key], let a = old.layoutAttributes else { continue }
            enqueueLiveView(forKey: key)
            if let view = makeView(for: a) {
                view.apply(a)
                liveViews[key] = view
            } else {
                unmadeKeys.insert(key)
            }
        }
    }

    /// True when the content is larger than the viewport along an axis.
    public func canScroll(along axis: Axis) -> Bool {
        axis == .vertical ? maximumContentOffset.y > minimumContentOffset.y : maximumContentOffset.x > minimumContentOffset.x
    }

    /// Moves time forward: momentum and scroll animations advance, then the update cycle runs.
    public func advance(to now: Timestamp) {
        let dt = lastAdvance.map { max(0, now - $0) } ?? 0
        lastAdvance = now
        advanceTransition(to: now)
        if scrollPhysics.isMoving && activeTransition == nil {
            let proposed = scrollPhysics.advance(offset: contentOffset, dt: dt, now: now)
            let clamped = clampedOffset(proposed)
            if clamped.x != proposed.x { scrollPhysics.stop(axis: .horizontal) }
            if clamped.y != proposed.y { scrollPhysics.stop(axis: .vertical) }
            contentOffset = clamped
        }
        layoutIfNeeded()
    }

    /// Scrolls for a wheel event: momentum along the content's axis; shift+wheel scrolls horizontally, and a
    /// vertical wheel scrolls horizontally when only that axis can scroll. Returns false when not handled
    /// (control+wheel is the pinch gesture, handled elsewhere).
    @discardableResult
    public func handle(_ wheel: WheelEvent) -> Bool {
        if wheel.modifiers.contains(.control) || activeTransition != nil { return false }
        prepareIfNeeded()
        lastAdvance = lastAdvance ?? wheel.timestamp
        var nx = wheel.dx, ny = -wheel.dy
        if wheel.modifiers.contains(.shift) || (!canScroll(along: .vertical) && canScroll(along: .horizontal)) {
            nx += ny; ny = 0
        }
        scrollPhysics.addWheel(notchesX: nx, notchesY: ny)
        if nx != 0 || ny != 0 { steerMomentumToTarget() }
        return true
    }

    /// Lets the layout choose where the momentum comes to rest (guide §5.2.4): the closed-form resting offset
    /// goes to `targetContentOffset`, and a different answer steers the glide to end exactly there.
    private func steerMomentumToTarget() {
        guard let geometry else { return }
        let proposed = clampedOffset(scrollPhysics.restingOffset(from: contentOffset))
        let target = geometry.targetContentOffset(forProposedContentOffset: proposed,
                                                  withScrollingVelocity: scrollPhysics.velocity)
        // Keeping the proposal leaves the momentum untouched, so non-snapping layouts rest where they always did.
        guard target != proposed else { return }
        scrollPhysics.glide(from: contentOffset, to: clampedOffset(target))
    }

    /// Keyboard scrolling: PageUp/PageDown move by 90 % of the viewport, Home/End to the ends, animated.
    /// Returns false for keys it does not handle.
    @discardableResult
    public func handle(_ key: KeyEvent) -> Bool {
        prepareIfNeeded()
        lastAdvance = lastAdvance ?? key.timestamp
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
        scrollPhysics.animate(to: clampedOffset(target))
        return true
    }

    private func shifted(_ p: Point, _ axis: Axis, _ d: Double) -> Point {
        axis == .vertical ? Point(x: p.x, y: p.y + d) : Point(x: p.x + d, y: p.y)
    }

    // MARK: Visible views

    private func updateVisibleViews() {
        needsVisibleUpdate = false
        unmadeKeys.removeAll(keepingCapacity: true)
        guard let geometry else { return }
        let rect = bounds
        let found = geometry.layoutAttributesForElements(in: rect, visibleBounds: rect)
        // Recorded before filtering: the inspector shows what the layout answered, not what was drawable.
        lastQueryRect = rect
        lastQueryResultCount = found.count
        let wanted = found.filter { a in
            if Self.isDrawable(a) { return true }
            if invalidElementsReported.insert(a.key).inserted {
                if a.isValid {
                    reportMessage("the layout returned a transform that is not finite for \(a.key); the element is skipped")
                } else {
                    report(.invalidAttributes(key: a.key, frame: a.frame))
                }
            }
            return false
        }
        // Departed views go back to their pools first so the newcomers can reuse them in this same pass.
        var wantedKeys = Set<ElementKey>(minimumCapacity: wanted.count)
        for a in wanted { wantedKeys.insert(a.key) }
        for key in liveViews.keys.sorted() where !wantedKeys.contains(key) { enqueueLiveView(forKey: key) }
        for a in wanted {
            if let view = liveViews[a.key] {
                if view.layoutAttributes != a { view.apply(a) }
                continue
            }
            guard let view = makeView(for: a) else { unmadeKeys.insert(a.key); continue }
            view.apply(a)
            liveViews[a.key] = view
            if let cell = view as? CollectionViewCell {
                cell.isSelected = selected.contains(a.indexPath)
                cell.isFocused = focusedIndexPath == a.indexPath && !a.key.isGhost
                delegate?.collectionView(self, willDisplay: cell, forItemAt: a.indexPath)
            }
        }
    }

    private func makeView(for a: LayoutAttributes) -> ReusableView? {
        do {
            switch a.category {
            case .cell:
                // A deleted item animating out keeps its old view; one that was not on screen is not shown.
                guard let ds = dataSource, !a.key.isGhost else { return nil }
                return try ds.collectionView(self, cellForItemAt: a.indexPath)
            case .supplementaryView(let kind):
                if a.key.isGhost { return nil }
                guard let view = try dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: a.indexPath) else {
                    report(.missingSupplementaryView(kind: kind, indexPath: a.indexPath))
                    return nil
                }
                return view
            case .decorationView(let kind):
                let pool = Self.decorationPool(kind)
                if !reuseQueue.isRegistered(pool) {
                    reuseQueue.register(collectionViewLayout.decorationViews.viewClass(forKind: kind) ?? DecorationView.self, for: pool)
                }
                return try reuseQueue.dequeue(pool)
            }
        } catch let error as CollectionViewError {
            report(error)
        } catch {
            onProblemOnce("\(error)")
        }
        return nil
    }

    func enqueueLiveView(forKey key: ElementKey) {
        guard let view = liveViews.removeValue(forKey: key) else { return }
        if let cell = view as? CollectionViewCell {
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        }
        if let pool = view.poolKey { reuseQueue.enqueue(view, for: pool) }
    }

    /// Number of views currently showing elements.
    public var liveViewCount: Int { liveViews.count }
    /// Number of views waiting in reuse pools.
    public var pooledViewCount: Int { reuseQueue.pooledCount }
    /// Views created since the start (pool misses).
    public var createdViewCount: Int { reuseQueue.createdCount }
    /// Pooled views per pool ("category/identifier"), sorted.
    public var pooledViewCounts: [(pool: String, count: Int)] {
        reuseQueue.pooledCounts.map { ("\($0.0.category)/\($0.0.identifier)", $0.1) }
    }

    /// The live view for an element, if it is visible.
    public func view(for key: ElementKey) -> ReusableView? { liveViews[key] }
    /// The live cell for an item, if it is visible.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { liveViews[.cell(indexPath)] as? CollectionViewCell }
    /// Index paths of the visible items, sorted (items animating out after a delete are not among them).
    public var indexPathsForVisibleItems: [IndexPath] {
        liveViews.keys.filter { $0.category == .cell && !$0.isGhost }.map(\.indexPath).sorted()
    }
    /// The item whose visible cell is under a point in window coordinates (the topmost one), if any
    /// (indexPathForItem(at:), which takes content coordinates in UIKit).
    public func indexPathForItem(atWindowPoint p: Point) -> IndexPath? {
        let contentPoint = Point(x: p.x + contentOffset.x, y: p.y + contentOffset.y)
        var best: LayoutAttributes?
        for (key, view) in liveViews where key.category == .cell && !key.isGhost {
            guard let a = view.layoutAttributes, !a.isHidden, a.alpha > 0, a.frame.contains(contentPoint) else { continue }
            if best == nil || a.zIndex > best!.zIndex || (a.zIndex == best!.zIndex && a.key > best!.key) { best = a }
        }
        return best?.indexPath
    }

    /// Attributes of every live view, sorted by key.
    public var visibleLayoutAttributes: [LayoutAttributes] {
        liveViews.keys.sorted().compactMap { liveViews[$0]?.layoutAttributes }
    }

    // MARK: Selection (programmatic; interaction comes through gesture handling)

    /// Selected items, sorted.
    public var indexPathsForSelectedItems: [IndexPath] { selected.sorted() }

    /// The item with keyboard focus (drawn with a focus ring), if any.
    public var focusedIndexPath: IndexPath? {
        didSet {
            guard oldValue != focusedIndexPath else { return }
            if let old = oldValue { cellForItem(at: old)?.isFocused = false }
            if let new = focusedIndexPath { cellForItem(at: new)?.isFocused = true }
        }
    }

    /// Selects an item without calling the delegate (selectItem(at:animated:scrollPosition:)).
    public func selectItem(at indexPath: IndexPath) {
        reloadIfNeeded()
        // Not `item < numberOfItems(inSection:)` alone: that is 0 for a missing section, so [-1, -1] passed.
        guard itemExists(indexPath) else { return }
        selected.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
    }

    /// Deselects an item without calling the delegate.
    public func deselectItem(at indexPath: IndexPath) {
        selected.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }

    // MARK: Drawing

    /// What to draw this frame, back to front, in window coordinates. Hidden and fully transparent views are left out.
    public func displayList() -> DisplayList {
        let o = contentOffset
        var items: [DisplayItem] = []
        items.reserveCapacity(liveViews.count)
        for (key, view) in liveViews {
            guard let a = view.layoutAttributes, !a.isHidden, a.alpha > 0 else { continue }
            items.append(DisplayItem(key: key, frame: a.frame.offsetBy(dx: -o.x, dy: -o.y), transform: a.transform3D,
                                     alpha: a.alpha, zIndex: a.zIndex, appearance: view.appearance))
        }
        items.sort(by: DisplayList.drawsBefore)
        return DisplayList(viewportSize: bounds.size, backgroundColor: backgroundColor, items: items)
    }

    // MARK: Problems

    /// Records a problem once.
    public func report(_ error: CollectionViewError) { onProblemOnce(error.description) }

    /// Records any problem message once.
    func reportMessage(_ message: String) { onProblemOnce(message) }

    private func onProblemOnce(_ message: String) {
        guard reportedProblems.insert(message).inserted else { return }
        problems.append(message)
        onProblem?(message)
    }
}
