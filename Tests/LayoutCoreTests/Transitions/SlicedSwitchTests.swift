import Testing
@testable import LayoutCore
import LayoutCoreTestSupport

@Suite("A capped switch into a circle of far more cells than the cap reads the circle a bounded slice per frame")
struct SlicedSwitchTests {
    static let items = 120_000

    /// A flow of 50-point cells over `items` items, capped at 100 live views, settled.
    private func flowView(_ ds: TestItems) -> CollectionView {
        var flow = FlowLayout()
        flow.itemSize = Size(width: 50, height: 50)
        return cappedView(ds, flow)
    }

    /// A view of `ds` in `layout` with live views capped at 100, after its first frame.
    private func cappedView(_ ds: TestItems, _ layout: any CollectionLayout) -> CollectionView {
        let cv = ds.makeCollectionView(layout, settled: false)
        cv.maximumLiveViewCount = 100
        cv.advance(to: .zero)
        return cv
    }

    @Test("no frame of the switch reads more than 50,000 circle cells, the first none; it lands as the circle shown directly")
    func boundedSlices() throws {
        let ds = TestItems(counts: [Self.items])
        defer { withExtendedLifetime(ds) {} }
        let cv = flowView(ds)
        let direct = cappedView(ds, CircleLayout())

        cv.setCollectionViewLayout(CircleLayout(), animated: true)
        cv.advance(to: Timestamp(seconds: 0.1))
        let summary = try #require(cv.presentation.animation?.crossFade)
        let sliced = try #require(summary.sliced)
        // The first frame (progress 0) reads nothing of the circle: only the flow's 40 cells, which move.
        #expect(sliced.cellsRead == 0)
        #expect(sliced.lastStepCellCount == 0)
        #expect(cv.liveViewCount == 40)
        #expect(cv.displayList().quads.isEmpty)
        var read: [Int] = []
        for t in [0.15, 0.2, 0.25] {
            cv.advance(to: Timestamp(seconds: t))
            read.append(sliced.lastStepCellCount)
        }
        #expect(read == [50_000, 50_000, 20_000])
        #expect(sliced.isDone)
        // Every circle cell is on screen: the frontmost 100 are kept for the landing, the rest are its quads.
        #expect(sliced.cellsRead == Self.items)
        #expect(sliced.landingCells.count == 100)
        #expect(sliced.backCellCount == Self.items - 100)
        #expect(cv.summarizedCellCount == Self.items)
        let progress = try #require((cv.prepared.geometry as? TransitionGeometry)?.progress)
        #expect(cv.displayList().quads.allSatisfy { $0.color.alpha == progress })

        let prepares = cv.prepared.prepareCount
        cv.advance(to: Timestamp(seconds: 1))
        cv.advance(to: Timestamp(seconds: 2))
        #expect(!cv.isTransitioning)
        // Landed on the geometry the switch read: no prepare, no rect query, and what a direct circle shows.
        #expect(cv.prepared.prepareCount == prepares)
        #expect(cv.visibleLayoutAttributes == direct.visibleLayoutAttributes)
        #expect(cv.summarizedCellCount == Self.items - 100)
        #expect(cv.displayList() == direct.displayList())
        #expect(cv.checkInvariants().isEmpty)
    }

    @Test("a switch that lands before the circle is read finishes reading it a slice per display list after")
    func landsBeforeDone() throws {
        let ds = TestItems(counts: [Self.items])
        defer { withExtendedLifetime(ds) {} }
        let cv = flowView(ds)
        let direct = cappedView(ds, CircleLayout())
        cv.startInteractiveTransition(to: CircleLayout())
        cv.updateInteractiveTransition(progress: 0.5)
        cv.layoutIfNeeded()
        let sliced = try #require(cv.presentation.animation?.crossFade?.sliced)
        #expect(sliced.cellsRead == 50_000)
        cv.finishInteractiveTransition()
        cv.advance(to: Timestamp(seconds: 10))
        cv.advance(to: Timestamp(seconds: 20))
        #expect(!cv.isTransitioning)
        // The landing read at most one slice more; the frontmost cells have their views already.
        #expect(sliced.cellsRead < Self.items)
        #expect(cv.visibleLayoutAttributes == direct.visibleLayoutAttributes)
        var lists = 0
        while cv.views.pendingFadeIn != nil {
            _ = cv.displayList()
            #expect(sliced.lastStepCellCount <= SlicedFadeIn.cellsPerStep)
            lists += 1
        }
        #expect(lists >= 1)
        #expect(cv.summarizedCellCount == Self.items - 100)
        #expect(cv.displayList() == direct.displayList())
    }

    @Test("below 20,000 cells on the new side the switch queries the circle at once, as before")
    func belowTheThreshold() throws {
        let ds = TestItems(counts: [TransitionGeometry.slicedCellThreshold])
        defer { withExtendedLifetime(ds) {} }
        let cv = flowView(ds)
        cv.setCollectionViewLayout(CircleLayout(), animated: true)
        cv.advance(to: Timestamp(seconds: 0.1))
        let summary = try #require(cv.presentation.animation?.crossFade)
        #expect(summary.sliced == nil)
        #expect(summary.unmadeFadingIn?.cells.count == TransitionGeometry.slicedCellThreshold - 40)
    }
}
