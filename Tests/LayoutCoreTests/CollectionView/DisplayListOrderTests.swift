import Testing
@testable import LayoutCore
import LayoutCoreTestSupport

/// Counts how often a layout is prepared.
private final class PrepareCounter { var prepares = 0 }

/// A layout answering as `base`, counting its prepares.
private struct PrepareCountingLayout: CollectionLayout {
    var base: any CollectionLayout
    let counter: PrepareCounter
    var name: String { base.name }
    var parameters: [String: Double] { base.parameters }
    var decorationViews: DecorationRegistry {
        get { base.decorationViews }
        set { base.decorationViews = newValue }
    }
    func prepare(in context: LayoutContext) -> any LayoutGeometry {
        counter.prepares += 1
        return base.prepare(in: context)
    }
    func isEqual(to other: any CollectionLayout) -> Bool { (other as? PrepareCountingLayout)?.counter === counter }
}

@Suite("The display list keeps its drawing order between frames while the live views and their stacking stay the same")
struct DisplayListOrderTests {
    /// 1,000 items in a flow of 50-point cells, settled: 6 columns × 10 rows on screen.
    private func flowView(_ ds: TestItems) -> CollectionView {
        var flow = FlowLayout()
        flow.itemSize = Size(width: 50, height: 50)
        return ds.makeCollectionView(flow)
    }

    private func cellKeys(_ list: DisplayList) -> [ElementKey] { list.items.map(\.key).filter { $0.category == .cell } }

    @Test("a screen at rest sorts its live views once: three display lists, one sort, the same items")
    func restingScreenSortsOnce() {
        let ds = TestItems(counts: [1000])
        defer { withExtendedLifetime(ds) {} }
        let cv = flowView(ds)
        let before = cv.views.drawOrderSortCount
        let first = cv.displayList()
        let second = cv.displayList()
        let third = cv.displayList()
        #expect(cv.views.drawOrderSortCount == before + 1)
        #expect(first == second && second == third)
        #expect(cellKeys(first).count == cv.liveViewCount)
        #expect(cellKeys(first) == cv.visibleLayoutAttributes.map(\.key).sorted())
    }

    @Test("scrolling changes the live views: the next display list sorts again, in key order")
    func scrollingSortsAgain() {
        let ds = TestItems(counts: [1000])
        defer { withExtendedLifetime(ds) {} }
        let cv = flowView(ds)
        let top = cellKeys(cv.displayList())
        let sorts = cv.views.drawOrderSortCount
        cv.contentOffset = Point(x: 0, y: 500)
        cv.layoutIfNeeded()
        let list = cv.displayList()
        #expect(cv.views.drawOrderSortCount == sorts + 1)
        #expect(cellKeys(list) == cv.visibleLayoutAttributes.map(\.key).sorted())
        #expect(cellKeys(list).first != top.first)
        #expect(cellKeys(list).count == cv.liveViewCount)
    }

    @Test("a live cell given a higher zIndex from outside a pass is drawn last at the next display list")
    func outsideZIndexChangeResorts() throws {
        let ds = TestItems(counts: [1000])
        defer { withExtendedLifetime(ds) {} }
        let cv = flowView(ds)
        _ = cv.displayList()
        let sorts = cv.views.drawOrderSortCount
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)))
        var a = try #require(cell.layoutAttributes)
        a.zIndex = 10
        cell.apply(a)
        let list = cv.displayList()
        #expect(cv.views.drawOrderSortCount == sorts + 1)
        #expect(cellKeys(list).last == .cell(IndexPath(item: 3, section: 0)))
        #expect(cellKeys(list).count == cv.liveViewCount)
    }

    @Test("a hidden live view leaves the display list without a sort; shown again it is back in its place")
    func hiddenViewNeedsNoSort() throws {
        let ds = TestItems(counts: [1000])
        defer { withExtendedLifetime(ds) {} }
        let cv = flowView(ds)
        let shown = cellKeys(cv.displayList())
        let sorts = cv.views.drawOrderSortCount
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)))
        var a = try #require(cell.layoutAttributes)
        a.isHidden = true
        cell.apply(a)
        #expect(cellKeys(cv.displayList()) == shown.filter { $0 != .cell(IndexPath(item: 3, section: 0)) })
        a.isHidden = false
        cell.apply(a)
        #expect(cellKeys(cv.displayList()) == shown)
        #expect(cv.views.drawOrderSortCount == sorts)
    }

    @Test("a switch prepares only the new layout: the old side is the geometry on screen, prepared once before it")
    func switchPreparesOnlyTheNewLayout() {
        let ds = TestItems(counts: [1000])
        defer { withExtendedLifetime(ds) {} }
        let old = PrepareCounter(), new = PrepareCounter()
        var flow = FlowLayout()
        flow.itemSize = Size(width: 50, height: 50)
        let cv = ds.makeCollectionView(PrepareCountingLayout(base: flow, counter: old))
        #expect(old.prepares == 1)
        cv.setCollectionViewLayout(PrepareCountingLayout(base: CircleLayout(), counter: new), animated: true)
        cv.advance(to: Timestamp(seconds: 0.1))
        cv.advance(to: Timestamp(seconds: 0.3))
        #expect(old.prepares == 1)
        #expect(new.prepares == 1)
    }
}
