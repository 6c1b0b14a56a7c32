import Testing
import LayoutCore
import LayoutCoreTestSupport

@Suite("Invalidation and the update cycle")
struct InvalidationTests {
    @Test("three invalidateLayout() calls before an update cycle cause one prepare")
    func coalescedInvalidation() {
        let ds = TestItems(counts: [100])
        defer { withExtendedLifetime(ds) {} }  // the collection view holds its data source weakly, as in UIKit
        let cv = ds.makeCollectionView(settled: false)
        cv.layoutIfNeeded()
        #expect(cv.prepareCount == 1)
        cv.invalidateLayout(); cv.invalidateLayout(); cv.invalidateLayout()
        #expect(cv.prepareCount == 1, "invalidation only marks the layout stale")
        cv.layoutIfNeeded()
        #expect(cv.prepareCount == 2)
        cv.layoutIfNeeded()
        #expect(cv.prepareCount == 2)
    }

    @Test("a bounds change that keeps the size (scrolling) does not re-prepare; a resize does")
    func boundsChange() {
        let ds = TestItems(counts: [1000])
        let cv = ds.makeCollectionView(settled: false)
        cv.layoutIfNeeded()
        cv.contentOffset = Point(x: 0, y: 900)
        cv.layoutIfNeeded()
        #expect(cv.prepareCount == 1)
        #expect(cv.indexPathsForVisibleItems.first == IndexPath(item: 75, section: 0))
        cv.viewportSize = Size(width: 640, height: 480)
        cv.layoutIfNeeded()
        #expect(cv.prepareCount == 2)
    }

    @Test("setting an equal layout changes nothing; a different one invalidates")
    func layoutEquality() {
        let ds = TestItems(counts: [10])
        defer { withExtendedLifetime(ds) {} }  // the collection view holds its data source weakly, as in UIKit
        let cv = ds.makeCollectionView(settled: false)
        cv.layoutIfNeeded()
        cv.setCollectionViewLayout(FlowLayout())
        cv.layoutIfNeeded()
        #expect(cv.prepareCount == 1)
        var bigger = FlowLayout()
        bigger.itemSize = Size(width: 80, height: 80)
        cv.setCollectionViewLayout(bigger)
        cv.layoutIfNeeded()
        #expect(cv.prepareCount == 2)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size == Size(width: 80, height: 80))
    }

    @Test("the content offset is clamped to the content size")
    func clamping() {
        let ds = TestItems(counts: [100])
        defer { withExtendedLifetime(ds) {} }  // the collection view holds its data source weakly, as in UIKit
        let cv = ds.makeCollectionView(settled: false)
        cv.contentOffset = Point(x: 50, y: 1_000_000)
        cv.layoutIfNeeded()
        // 100 items, 5 per row: 20 rows × 60 − 10 = 1190 tall.
        #expect(cv.contentSize == Size(width: 320, height: 1190))
        #expect(cv.contentOffset == Point(x: 0, y: 1190 - 480))
        cv.contentOffset = Point(x: -10, y: -10)
        cv.layoutIfNeeded()
        #expect(cv.contentOffset == .zero)
    }

    @Test("the display list is in window coordinates, back to front")
    func displayList() {
        let ds = TestItems(counts: [100])
        ds.titles = .positions
        defer { withExtendedLifetime(ds) {} }  // the collection view holds its data source weakly, as in UIKit
        let cv = ds.makeCollectionView(settled: false)
        cv.contentOffset = Point(x: 0, y: 30)
        cv.layoutIfNeeded()
        let list = cv.displayList()
        // Rows every 60 pt: offset 30 over 480 pt shows rows 0…8, 5 cells each.
        #expect(list.items.count == 45)
        #expect(list.items.first?.frame == Rect(x: 0, y: -30, width: 50, height: 50))
        #expect(list.items.first?.appearance.text == "0-0")
    }
}
