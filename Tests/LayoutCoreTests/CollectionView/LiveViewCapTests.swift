import Testing
import LayoutCore
import LayoutCoreTestSupport

@Suite("Live-view cap: at most maximumLiveViewCount cells get views, the rest are drawn as quads")
struct LiveViewCapTests {
    @Test("without a cap (the default, as in UIKit) every visible cell of a 1,000-item circle gets a view")
    func noCapByDefault() {
        let ds = TestItems(counts: [1000])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(CircleLayout())
        #expect(cv.maximumLiveViewCount == nil)
        #expect(cv.liveViewCount == 1000)
        #expect(cv.summarizedCellCount == 0)
        #expect(cv.displayList().quads.isEmpty)
    }

    @Test("with a cap of 100, the frontmost 100 cells get views and the other 900 are drawn as the visible parts of their boxes")
    func capped() {
        let ds = TestItems(counts: [1000])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(CircleLayout(), settled: false)
        cv.maximumLiveViewCount = 100
        cv.advance(to: .zero)
        #expect(cv.liveViewCount == 100)
        #expect(cv.summarizedCellCount == 900)
        // Drawn last, so in front: items 900…999 keep their views (and their labels).
        #expect(cv.indexPathsForVisibleItems == (900..<1000).map { IndexPath(item: $0, section: 0) })
        #expect(cv.checkInvariants().isEmpty)
        let list = cv.displayList()
        // Only the visible parts of the 900 cells' whole-pixel boxes are drawn: parts that never overlap, with
        // whole-pixel edges, inside the viewport.
        #expect(list.quads.count == cv.summaryQuadCount)
        let rects = list.quads.map { Rect(x: $0.topLeft.x, y: $0.topLeft.y, width: $0.bottomRight.x - $0.topLeft.x,
                                          height: $0.bottomRight.y - $0.topLeft.y) }
        #expect(!rects.isEmpty)
        #expect(rects.allSatisfy { $0.minX == $0.minX.rounded() && $0.maxY == $0.maxY.rounded() && $0.width > 0 && $0.height > 0 })
        #expect(rects.allSatisfy { $0.minX >= 0 && $0.minY >= 0 && $0.maxX <= 320 && $0.maxY <= 480 })
        var overlapping = 0
        for i in rects.indices { for j in rects.indices where j > i && rects[i].intersects(rects[j]) { overlapping += 1 } }
        #expect(overlapping == 0)
        // Lifting the cap brings every view back.
        cv.maximumLiveViewCount = nil
        cv.layoutIfNeeded()
        #expect(cv.liveViewCount == 1000)
        #expect(cv.displayList().quads.isEmpty)
    }

    @Test("a quad takes the data source's summary color (default grey) and the element's alpha")
    func quadColor() {
        let ds = TestItems(counts: [3])
        defer { withExtendedLifetime(ds) {} }
        var flow = FlowLayout()
        flow.itemSize = Size(width: 50, height: 50)
        let cv = ds.makeCollectionView(flow, settled: false)
        cv.maximumLiveViewCount = 1
        cv.advance(to: .zero)
        let list = cv.displayList()
        #expect(list.quads.count == 2)
        #expect(list.quads.allSatisfy { $0.color == Color(hex: 0x8C9AA8) })
        #expect(cv.liveViewCount == 1 && cv.indexPathsForVisibleItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("the visible-views pass is timed with the injected clock: two readings, the duration their difference")
    func visibleViewsTimer() {
        let ds = TestItems(counts: [100])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView()
        var readings = 0
        cv.visibleViewsTimer = { readings += 1; return Double(readings) * 0.25 }
        let passes = cv.visibleViewsUpdateCount
        cv.contentOffset = Point(x: 0, y: 100)
        cv.layoutIfNeeded()
        #expect(cv.visibleViewsUpdateCount == passes + 1)
        #expect(readings == 2)
        #expect(cv.lastVisibleViewsUpdateDuration == 0.25)
        cv.layoutIfNeeded()
        #expect(readings == 2, "nothing to update: no pass, no reading")
    }

    @Test("a switch with a live-view cap moves at most that many elements; the others fade in where they land")
    func boundedSwitch() {
        let ds = TestItems(counts: [1000])
        defer { withExtendedLifetime(ds) {} }
        var flow = FlowLayout()
        flow.itemSize = Size(width: 50, height: 50)
        let cv = ds.makeCollectionView(flow, settled: false)
        cv.maximumLiveViewCount = 100
        cv.advance(to: .zero)
        cv.setCollectionViewLayout(CircleLayout(), animated: true)
        #expect(cv.transitionLayout?.maximumAnimatedElementCount == 100)
        // The animation's clock starts at the first advance after the switch; 0.25 s later it is half way.
        cv.advance(to: Timestamp(seconds: 0.1))
        cv.advance(to: Timestamp(seconds: 0.35))
        let geometry = cv.geometry as? TransitionGeometry
        let shown = geometry?.layoutAttributesForElements(in: cv.bounds) ?? []
        let circle = CircleLayout().prepare(in: LayoutContext(bounds: cv.bounds, itemCounts: [1000]))
        // Cells not on screen in the flow do not fly in from off screen: they fade in at their place in the circle.
        let far = shown.filter { $0.indexPath.item >= 500 }
        #expect(!far.isEmpty)
        #expect(far.allSatisfy { $0.frame == circle.layoutAttributesForItem(at: $0.indexPath)?.frame && $0.alpha > 0 && $0.alpha < 1 })
        #expect(cv.checkInvariants().isEmpty)
    }
}
