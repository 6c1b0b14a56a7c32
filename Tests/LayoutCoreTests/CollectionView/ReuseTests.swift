import Testing
import LayoutCore
import LayoutCoreTestSupport

@Suite("Reuse queues")
struct ReuseTests {
    @Test("scrolling 10,000 items top to bottom keeps live views within the viewport plus a row each side")
    func liveViewsBoundedByViewport() {
        let ds = TestItems(counts: [10_000])
        let cv = ds.makeCollectionView(settled: false)  // 320×480, 50×50 items, spacing 10: 5 columns, rows every 60 pt
        cv.layoutIfNeeded()
        let columns = 5, rowsInView = Int((480.0 / 60).rounded(.up))
        let bound = columns * (rowsInView + 2)
        var maxLive = 0
        let end = cv.maximumContentOffset.y
        #expect(end == 2000 * 60 - 10 - 480)
        var y = 0.0
        while y <= end {
            cv.contentOffset = Point(x: 0, y: y)
            cv.layoutIfNeeded()
            maxLive = max(maxLive, cv.liveViewCount)
            #expect(cv.liveViewCount <= bound, "at offset \(y)")
            y += 37
        }
        #expect(maxLive > 0)
        // Views made at all stay around one screenful: nothing leaks per item scrolled past.
        #expect(cv.createdViewCount <= bound + columns)
    }

    @Test("every reused cell got exactly one prepareForReuse per reuse")
    func prepareForReuseOncePerReuse() {
        let ds = TestItems(counts: [10_000])
        let cv = ds.makeCollectionView(settled: false)
        var y = 0.0
        while y <= cv.maximumContentOffset.y {
            cv.contentOffset = Point(x: 0, y: y)
            cv.layoutIfNeeded()
            y += 250
        }
        #expect(ds.reuses.values.reduce(0, +) > 1000)
        for (id, cell) in ds.cells {
            #expect(cell.prepareForReuseCount == ds.reuses[id, default: 0])
        }
    }

    @Test("live views depend on the viewport, not on the item count")
    func liveViewsIndependentOfItemCount() {
        let small = TestItems(counts: [1_000]), large = TestItems(counts: [1_000_000])
        let a = small.makeCollectionView(settled: false), b = large.makeCollectionView(settled: false)
        a.layoutIfNeeded(); b.layoutIfNeeded()
        #expect(a.liveViewCount == b.liveViewCount)
        #expect(a.liveViewCount == 5 * 8)
    }

    @Test("dequeue of an unregistered identifier reports the identifier and does not crash")
    func unregisteredIdentifier() {
        let ds = TestItems(counts: [3])
        ds.cellIdentifier = "Missing"
        let cv = ds.makeCollectionView(settled: false)
        var messages: [String] = []
        cv.onProblem = { messages.append($0) }
        cv.layoutIfNeeded()
        #expect(ds.errors.first == .unregisteredIdentifier(category: "cell", identifier: "Missing"))
        #expect(cv.liveViewCount == 0)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("'Missing'") == true)
        #expect(messages.first?.contains("register") == true)
        cv.reloadData(); cv.layoutIfNeeded()
        #expect(messages.count == 1, "the same problem is reported once")
    }

    @Test("a negative item count is reported and treated as empty")
    func negativeCount() {
        let ds = TestItems(counts: [-4, 2])
        let cv = ds.makeCollectionView(settled: false)
        cv.layoutIfNeeded()
        #expect(cv.numberOfItems(inSection: 0) == 0)
        #expect(cv.indexPathsForVisibleItems == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        #expect(cv.problems.first?.contains("-4") == true)
    }

    @Test("reloadData returns visible views to the pools and dequeues them again")
    func reloadReuses() {
        let ds = TestItems(counts: [20])
        let cv = ds.makeCollectionView(settled: false)
        cv.layoutIfNeeded()
        let created = cv.createdViewCount
        cv.reloadData()
        cv.layoutIfNeeded()
        #expect(cv.createdViewCount == created)
        #expect(cv.liveViewCount == 20)
        #expect(cv.pooledViewCount == 0)
    }
}
