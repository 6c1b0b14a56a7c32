import Testing
import LayoutCore
import LayoutCoreTestSupport

@Suite("A layout switch works out each element's two ends once; every frame shows what the transition geometry answers")
struct SwitchMovesTests {
    /// What the transition geometry shown answers for the visible rect, drawable elements only, by key.
    private func answered(_ cv: CollectionView) -> [LayoutAttributes] {
        guard let g = cv.geometry else { return [] }
        return g.layoutAttributesForElements(in: cv.bounds, visibleBounds: cv.bounds)
            .sorted { $0.key < $1.key }
    }

    @Test("a flow → circle switch of 120 items with no live-view cap: one query of each side, then frames that only interpolate, equal to the query")
    func queriesOnceAndMatches() {
        let ds = TestItems(counts: [60, 60])
        defer { withExtendedLifetime(ds) {} }
        var flow = FlowLayout()
        flow.itemSize = Size(width: 50, height: 50)
        flow.headerReferenceSize = Size(width: 0, height: 30)
        let cv = ds.makeCollectionView(flow, settled: false)
        cv.advance(to: .zero)
        let counter = QueryCounter()
        cv.setCollectionViewLayout(CountingLayout(base: CircleLayout(), counter: counter), animated: true)
        cv.advance(to: Timestamp(seconds: 0.05))
        #expect(counter.rectQueries == 1)
        var sizes: [Int] = []
        for t in stride(from: 0.1, through: 0.45, by: 0.05) {
            let queries = counter.rectQueries, lookups = counter.lookups
            cv.advance(to: Timestamp(seconds: t))
            #expect(cv.isTransitioning)
            // The frame asked the layouts nothing (the fresh query below is the test's own).
            #expect(counter.rectQueries == queries && counter.lookups == lookups, "at \(t)")
            let shown = cv.visibleLayoutAttributes, fresh = answered(cv)
            // Every element the geometry answers has a view, where the geometry puts it, with its alpha.
            #expect(shown.map(\.key) == fresh.map(\.key), "at \(t)")
            #expect(shown.map(\.frame) == fresh.map(\.frame), "at \(t)")
            #expect(shown.map(\.alpha) == fresh.map(\.alpha), "at \(t)")
            #expect(cv.checkInvariants().isEmpty)
            sizes.append(shown.count)
        }
        // Cells fly in from off screen: more and more of the 120 come into the rect, and all of them land.
        #expect(sizes.first! < sizes.last!)
        cv.advance(to: Timestamp(seconds: 1))
        #expect(!cv.isTransitioning)
        #expect(cv.indexPathsForVisibleItems.count == 120)
    }

    @Test("scrubbed back and forth, an interactive switch shows at each progress what the geometry answers, without asking the layouts again")
    func interactiveScrub() {
        let ds = TestItems(counts: [200])
        defer { withExtendedLifetime(ds) {} }
        var flow = FlowLayout()
        flow.itemSize = Size(width: 40, height: 40)
        let cv = ds.makeCollectionView(flow, settled: false)
        cv.advance(to: .zero)
        let counter = QueryCounter()
        cv.startInteractiveTransition(to: CountingLayout(base: CircleLayout(), counter: counter))
        cv.updateInteractiveTransition(progress: 0.1)
        cv.layoutIfNeeded()
        for p in [0.3, 0.8, 0.5, 0.0, 0.65, 1.0] {
            let queries = counter.rectQueries, lookups = counter.lookups
            cv.updateInteractiveTransition(progress: p)
            cv.layoutIfNeeded()
            #expect(counter.rectQueries == queries && counter.lookups == lookups, "at \(p)")
            let shown = cv.visibleLayoutAttributes, fresh = answered(cv)
            #expect(shown.map(\.key) == fresh.map(\.key), "at \(p)")
            #expect(shown.map(\.frame) == fresh.map(\.frame), "at \(p)")
        }
        // At progress 1 every one of the 200 circle cells is shown.
        #expect(cv.indexPathsForVisibleItems.count == 200)
    }

    @Test("an invalidation during a switch (the flow's item sizes changed, as a pinch changes them) works the ends out again: the next frame shows the new sizes, and the progress moving alone asks nothing")
    func invalidationDuringSwitch() {
        let ds = TestItems(counts: [40, 40])
        defer { withExtendedLifetime(ds) {} }
        ds.itemSize = Size(width: 40, height: 40)
        let cv = ds.makeCollectionView(CircleLayout(), settled: false)
        cv.advance(to: .zero)
        let counter = QueryCounter()
        var flow = FlowLayout()
        flow.itemSize = Size(width: 40, height: 40)
        cv.setCollectionViewLayout(CountingLayout(base: flow, counter: counter), animated: true)
        cv.advance(to: Timestamp(seconds: 0.1))
        let queries = counter.rectQueries
        cv.advance(to: Timestamp(seconds: 0.15))
        #expect(counter.rectQueries == queries)
        ds.itemSize = Size(width: 90, height: 70)
        cv.invalidateLayout()
        cv.advance(to: Timestamp(seconds: 0.2))
        #expect(counter.rectQueries > queries)
        let shown = cv.visibleLayoutAttributes, fresh = answered(cv)
        #expect(shown.map(\.key) == fresh.map(\.key))
        #expect(shown.map(\.frame) == fresh.map(\.frame))
        #expect(cv.checkInvariants().isEmpty)
        // Kept again from here: the next frames ask nothing.
        let after = counter.rectQueries
        cv.advance(to: Timestamp(seconds: 0.25))
        #expect(counter.rectQueries == after)
        cv.advance(to: Timestamp(seconds: 1))
        #expect(!cv.isTransitioning)
        #expect(cv.visibleLayoutAttributes.filter { $0.category == .cell }.allSatisfy { $0.frame.size == Size(width: 90, height: 70) })
    }
}
