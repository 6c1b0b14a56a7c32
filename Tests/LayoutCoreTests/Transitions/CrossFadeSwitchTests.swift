import Testing
import LayoutCore
import LayoutCoreTestSupport

/// Counts what a layout's geometry is asked: rect queries and per-element lookups.
final class QueryCounter {
    var rectQueries = 0
    var lookups = 0
}

/// A layout answering as `base`, counting every question its geometry is asked.
struct CountingLayout: CollectionLayout {
    var base: any CollectionLayout
    let counter: QueryCounter
    var name: String { base.name }
    var parameters: [String: Double] { base.parameters }
    var decorationViews: DecorationRegistry {
        get { base.decorationViews }
        set { base.decorationViews = newValue }
    }
    func prepare(in context: LayoutContext) -> any LayoutGeometry { Geometry(base: base.prepare(in: context), counter: counter) }
    func isEqual(to other: any CollectionLayout) -> Bool { (other as? CountingLayout)?.counter === counter }

    struct Geometry: LayoutGeometry {
        let base: any LayoutGeometry
        let counter: QueryCounter
        var collectionViewContentSize: Size { base.collectionViewContentSize }
        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            counter.rectQueries += 1
            return base.layoutAttributesForElements(in: rect)
        }
        func layoutAttributesForElements(in rect: Rect, visibleBounds: Rect) -> [LayoutAttributes] {
            counter.rectQueries += 1
            return base.layoutAttributesForElements(in: rect, visibleBounds: visibleBounds)
        }
        func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            counter.lookups += 1
            return base.layoutAttributesForItem(at: indexPath)
        }
        func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
            counter.lookups += 1
            return base.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        }
        func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
            counter.lookups += 1
            return base.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        }
    }
}

@Suite("A switch beyond the live-view cap: the moving elements are interpolated, the rest cross-fade as two precomputed quad lists")
struct CrossFadeSwitchTests {
    /// 1,000 items in a flow of 50-point cells, capped at `cap` live views, settled.
    private func flowView(_ ds: TestItems, cap: Int) -> CollectionView {
        var flow = FlowLayout()
        flow.itemSize = Size(width: 50, height: 50)
        let cv = ds.makeCollectionView(flow, settled: false)
        cv.maximumLiveViewCount = cap
        cv.advance(to: .zero)
        return cv
    }

    private func rects(_ quads: [DisplayQuad]) -> [Rect] {
        quads.map { Rect(x: $0.topLeft.x, y: $0.topLeft.y, width: $0.bottomRight.x - $0.topLeft.x, height: $0.bottomRight.y - $0.topLeft.y) }
    }

    @Test("frames of a capped switch into a 1,000-item circle ask the layouts nothing: the rect queries run once, at the first frame")
    func queriesOnce() {
        let ds = TestItems(counts: [1000])
        defer { withExtendedLifetime(ds) {} }
        let cv = flowView(ds, cap: 100)
        let onScreen = cv.indexPathsForVisibleItems.count
        #expect(onScreen == OnScreen.flow)
        let counter = QueryCounter()
        cv.setCollectionViewLayout(CountingLayout(base: CircleLayout(), counter: counter), animated: true)
        cv.advance(to: Timestamp(seconds: 0.1))
        // The first frame: the circle's rect query once (the flow's side is the snapshot it left).
        #expect(counter.rectQueries == 1)
        let lookups = counter.lookups
        for t in [0.15, 0.2, 0.25, 0.3, 0.35, 0.4] {
            cv.advance(to: Timestamp(seconds: t))
            #expect(cv.isTransitioning)
        }
        #expect(counter.rectQueries == 1)
        #expect(counter.lookups == lookups)
        // What is shown is what the transition geometry answers for the whole rect (the check asks it).
        #expect(cv.checkInvariants().isEmpty)
        // Only the cells the flow showed move (and get views); the other circle cells fade in as quads.
        #expect(cv.liveViewCount == onScreen)
        #expect(cv.lastQueryResultCount == onScreen)
        #expect(cv.indexPathsForVisibleItems == (0..<40).map { IndexPath(item: $0, section: 0) })
        #expect(cv.summarizedCellCount == 1000 - onScreen)
    }

    @Test("the fading quads are one precomputed list whose alpha is the progress, scrubbed either way")
    func alphaFollowsProgress() {
        let ds = TestItems(counts: [1000])
        defer { withExtendedLifetime(ds) {} }
        let cv = flowView(ds, cap: 100)
        cv.startInteractiveTransition(to: CircleLayout())
        cv.updateInteractiveTransition(progress: 0.25)
        cv.layoutIfNeeded()
        let quarter = cv.displayList().quads
        cv.updateInteractiveTransition(progress: 0.75)
        cv.layoutIfNeeded()
        let threeQuarters = cv.displayList().quads
        #expect(!quarter.isEmpty)
        #expect(rects(quarter) == rects(threeQuarters))
        #expect(quarter.allSatisfy { $0.color.alpha == 0.25 })
        #expect(threeQuarters.allSatisfy { $0.color.alpha == 0.75 })
        // Back to the start: nothing of the circle is drawn; the flow's cells are all moving, with views.
        cv.updateInteractiveTransition(progress: 0)
        cv.layoutIfNeeded()
        #expect(cv.displayList().quads.isEmpty)
        #expect(cv.checkInvariants().isEmpty)
        cv.cancelInteractiveTransition()
        cv.advance(to: Timestamp(seconds: 1))
        cv.advance(to: Timestamp(seconds: 2))
        #expect(!cv.isTransitioning)
        #expect(cv.collectionViewLayout is FlowLayout)
    }

    @Test("at progress 1 the fading cells are the circle's own quads, and the landed frame is the circle's exactly")
    func endsOnTheNewLayout() {
        let ds = TestItems(counts: [1000])
        defer { withExtendedLifetime(ds) {} }
        let cv = flowView(ds, cap: 100)
        let direct = ds.makeCollectionView(CircleLayout(), settled: false)
        direct.maximumLiveViewCount = 100
        direct.advance(to: .zero)
        cv.startInteractiveTransition(to: CircleLayout())
        cv.updateInteractiveTransition(progress: 1)
        cv.layoutIfNeeded()
        // Every circle cell not moving, as the circle draws it; the moving ones (with views) at their place in it.
        let circle = CircleLayout().prepare(in: LayoutContext(bounds: cv.bounds, itemCounts: [1000]))
        #expect(cv.visibleLayoutAttributes.allSatisfy { $0.frame == circle.layoutAttributesForItem(at: $0.indexPath)?.frame && $0.alpha == 1 })
        #expect(cv.displayList().quads.allSatisfy { $0.color.alpha == 1 })
        cv.finishInteractiveTransition()
        cv.advance(to: Timestamp(seconds: 1))
        cv.advance(to: Timestamp(seconds: 2))
        #expect(!cv.isTransitioning)
        #expect(cv.visibleLayoutAttributes == direct.visibleLayoutAttributes)
        #expect(cv.displayList() == direct.displayList())
        #expect(cv.summarizedCellCount == 900)
    }

    @Test("when more cells are on screen on both sides than the cap, the first 100 move; the others fade out as ghosts and in at their new place")
    func moversCapped() {
        let ds = TestItems(counts: [1000])
        defer { withExtendedLifetime(ds) {} }
        var flow = FlowLayout()
        flow.itemSize = Size(width: 10, height: 10)
        let cv = ds.makeCollectionView(flow, settled: false)
        cv.maximumLiveViewCount = 100
        cv.advance(to: .zero)
        #expect(cv.summarizedCellCount == OnScreen.smallFlow - 100)
        cv.setCollectionViewLayout(CircleLayout(), animated: true)
        cv.advance(to: Timestamp(seconds: 0.1))
        cv.advance(to: Timestamp(seconds: 0.3))
        #expect(cv.liveViewCount == 100)
        #expect(cv.indexPathsForVisibleItems == (0..<100).map { IndexPath(item: $0, section: 0) })
        // Fading: the flow's other cells out (as ghosts) and all the circle's but the 100 moving in.
        #expect(cv.summarizedCellCount == (OnScreen.smallFlow - 100) + (1000 - 100))
        #expect(cv.checkInvariants().isEmpty)
    }

    /// Cells a 320 × 480 flow shows: of 10-point cells (16 columns of 24 rows, 10-point spacing), of 50-point cells (5 columns of 8 rows).
    private enum OnScreen { static let smallFlow = 384, flow = 40 }

    @Test("below the cap every cell is interpolated with a view; the sides are queried at the first frame only (each element's ends are kept)")
    func belowTheCap() {
        let ds = TestItems(counts: [1000])
        defer { withExtendedLifetime(ds) {} }
        let cv = flowView(ds, cap: 2000)
        let counter = QueryCounter()
        cv.setCollectionViewLayout(CountingLayout(base: CircleLayout(), counter: counter), animated: true)
        cv.advance(to: Timestamp(seconds: 0.1))
        let queries = counter.rectQueries, lookups = counter.lookups
        cv.advance(to: Timestamp(seconds: 0.2))
        cv.advance(to: Timestamp(seconds: 0.3))
        #expect(counter.rectQueries == queries)
        #expect(counter.lookups == lookups)
        #expect(cv.summarizedCellCount == 0)
        #expect(cv.displayList().quads.isEmpty)
        // Cells off screen in the flow fly in from there: those still outside the rect have no view yet.
        #expect(cv.liveViewCount == cv.geometry?.layoutAttributesForElements(in: cv.bounds).count)
        #expect(cv.liveViewCount == 50)
        #expect(cv.checkInvariants().isEmpty)
    }
}
