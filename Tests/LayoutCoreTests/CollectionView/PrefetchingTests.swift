import Testing
import LayoutCore
import LayoutCoreTestSupport

/// Records the prefetch calls in order, as ("prefetch" | "cancel", items).
private final class PrefetchRecorder: CollectionViewDataSourcePrefetching {
    var calls: [(String, [Int])] = []
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        calls.append(("prefetch", indexPaths.map(\.item)))
    }
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        calls.append(("cancel", indexPaths.map(\.item)))
    }
    func take() -> [(String, [Int])] { defer { calls = [] }; return calls }
}

@Suite("Prefetching (UICollectionViewDataSourcePrefetching)")
struct PrefetchingTests {
    /// 60 items of 100×100 in rows of 3 (no spacing) in a 300×300 viewport: rows 0–2 (items 0–8) on screen.
    private func grid() -> (CollectionView, TestItems, PrefetchRecorder) {
        var flow = FlowLayout()
        flow.itemSize = Size(width: 100, height: 100)
        flow.minimumLineSpacing = 0
        flow.minimumInteritemSpacing = 0
        flow.sectionInset = .zero
        let items = TestItems(counts: [60])
        items.provideHeaders = false
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: flow)
        items.register(in: cv)
        cv.dataSource = items
        let recorder = PrefetchRecorder()
        cv.prefetchDataSource = recorder
        return (cv, items, recorder)
    }

    @Test("at rest the screen below is prefetched, nearest row first; visible items never are")
    func atRest() {
        let (cv, items, recorder) = grid()
        cv.layoutIfNeeded()
        let calls = recorder.take()
        #expect(calls.count == 1)
        #expect(calls.first?.0 == "prefetch")
        #expect(calls.first?.1 == Array(9...17))
        #expect(cv.prefetchedIndexPaths.map(\.item) == Array(9...17))
        withExtendedLifetime(items) {}
    }

    @Test("scrolling on announces the row that entered the region; items that came on screen leave without a cancel")
    func scrollingOn() {
        let (cv, items, recorder) = grid()
        cv.layoutIfNeeded()
        _ = recorder.take()
        cv.contentOffset = Point(x: 0, y: 100)
        cv.layoutIfNeeded()
        let calls = recorder.take()
        #expect(calls.count == 1)
        #expect(calls.first?.0 == "prefetch")
        #expect(calls.first?.1 == [18, 19, 20])
        #expect(cv.prefetchedIndexPaths.map(\.item) == Array(12...20))
        withExtendedLifetime(items) {}
    }

    @Test("turning back cancels everything ahead in the old direction, in order, and announces nothing above the top")
    func turningBack() {
        let (cv, items, recorder) = grid()
        cv.layoutIfNeeded()
        cv.contentOffset = Point(x: 0, y: 100)
        cv.layoutIfNeeded()
        _ = recorder.take()
        cv.contentOffset = Point(x: 0, y: 0)
        cv.layoutIfNeeded()
        let calls = recorder.take()
        #expect(calls.count == 1)
        #expect(calls.first?.0 == "cancel")
        #expect(calls.first?.1 == Array(12...20))
        #expect(cv.prefetchedIndexPaths.isEmpty)
        withExtendedLifetime(items) {}
    }

    @Test("moving up from the middle prefetches the screen above, nearest row first; the rows below are cancelled")
    func upward() {
        let (cv, items, recorder) = grid()
        cv.contentOffset = Point(x: 0, y: 1200)
        cv.layoutIfNeeded()
        _ = recorder.take()
        cv.contentOffset = Point(x: 0, y: 1100)
        cv.layoutIfNeeded()
        let calls = recorder.take()
        // On screen: rows 11–13 (items 33–41). Ahead (up): rows 10, 9, 8. Before, rows 15–17 (45–53) were ahead.
        #expect(calls.map(\.0) == ["cancel", "prefetch"])
        #expect(calls.first?.1 == Array(45...53))
        #expect(calls.last?.1 == [30, 31, 32, 27, 28, 29, 24, 25, 26])
        withExtendedLifetime(items) {}
    }

    @Test("new data cancels every announced item first (the index paths may mean other items now)")
    func reloadCancels() {
        let (cv, items, recorder) = grid()
        cv.layoutIfNeeded()
        _ = recorder.take()
        cv.reloadData()
        cv.layoutIfNeeded()
        let calls = recorder.take()
        #expect(calls.map(\.0) == ["cancel", "prefetch"])
        #expect(calls.first?.1 == Array(9...17))
        #expect(calls.last?.1 == Array(9...17))
        withExtendedLifetime(items) {}
    }

    @Test("a fast scroll reaches further ahead: at fling speed three screens below the visible rect are prefetched")
    func speedReachesFurther() {
        let (cv, items, recorder) = grid()
        cv.layoutIfNeeded()
        _ = recorder.take()
        cv.advance(to: Timestamp(seconds: 0))
        var physics = cv.scrollPhysics
        physics.glide(from: cv.contentOffset, to: Point(x: 0, y: 1700))
        cv.scrollPhysics = physics
        cv.advance(to: Timestamp(seconds: 1.0 / 60))
        let y = cv.contentOffset.y
        #expect(y > 0 && y < 1400)
        #expect(cv.scrollPhysics.velocity.y * CollectionView.prefetchLookahead > 2 * 300)
        // Whole rows from the first below the visible rect to the last starting within three screens of it.
        let rows = (0..<20).filter { Double($0) * 100 >= y + 300 && Double($0) * 100 < y + 300 + 3 * 300 }
        let expected: [Int] = rows.flatMap { (r: Int) -> [Int] in [3 * r, 3 * r + 1, 3 * r + 2] }
        #expect(rows.count == 9)
        #expect(cv.prefetchedIndexPaths.map(\.item) == expected)
        withExtendedLifetime(items) {}
    }

    @Test("a resting lead of 2 prefetches the two screens below at rest, nearest row first; the limit caps a fling's lead")
    func restingLeadAndLimit() {
        let (cv, items, recorder) = grid()
        cv.restingPrefetchLead = 2
        cv.prefetchLeadLimit = 2.5
        cv.layoutIfNeeded()
        let calls = recorder.take()
        #expect(calls.count == 1)
        #expect(calls.first?.0 == "prefetch")
        #expect(calls.first?.1 == Array(9...26))
        // A fling worth more than two screens in half a second on top of the resting two: capped at 2.5 screens.
        cv.advance(to: Timestamp(seconds: 0))
        var physics = cv.scrollPhysics
        physics.glide(from: cv.contentOffset, to: Point(x: 0, y: 1700))
        cv.scrollPhysics = physics
        cv.advance(to: Timestamp(seconds: 1.0 / 60))
        let y = cv.contentOffset.y
        #expect(cv.scrollPhysics.velocity.y * CollectionView.prefetchLookahead > 2 * 300)
        let rows = (0..<20).filter { Double($0) * 100 >= y + 300 && Double($0) * 100 < y + 300 + 2.5 * 300 }
        #expect(rows.count >= 7 && rows.count <= 8)
        let expected: [Int] = rows.flatMap { (r: Int) -> [Int] in [3 * r, 3 * r + 1, 3 * r + 2] }
        #expect(cv.prefetchedIndexPaths.map(\.item) == expected)
        // Nonsense is refused: a negative lead is none, NaN the default.
        cv.restingPrefetchLead = -1
        #expect(cv.restingPrefetchLead == 0)
        cv.prefetchLeadLimit = .nan
        #expect(cv.prefetchLeadLimit == CollectionView.maximumPrefetchLead)
        withExtendedLifetime(items) {}
    }
}
