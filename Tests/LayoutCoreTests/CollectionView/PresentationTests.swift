import LayoutCore
import LayoutCoreTestSupport
import Testing

/// One presentation value answers which layout is shown and where it heads: a drag never replaces the
/// installed layout, reading state changes nothing, and every offset the collection view sets itself (updates,
/// switches, drags) stays within the one scrollable range, content inset included (UIScrollView's
/// −inset…content + inset − viewport).
@Suite("Presentation: one state, one clamp")
struct PresentationTests {
    /// 100 items of 50×50 in rows of five (320 wide, spacing 10): 20 rows, 1,190 points of content.
    static func flow() -> FlowLayout {
        var flow = FlowLayout()
        flow.itemSize = Size(width: 50, height: 50)
        flow.minimumLineSpacing = 10
        flow.minimumInteritemSpacing = 10
        return flow
    }

    @Test("during a drag collectionViewLayout is the layout itself; new data ends the drag, and reads change nothing")
    func dragKeepsTheInstalledLayout() throws {
        let items = TestItems(counts: [100])
        items.movable = { _ in true }
        let cv = items.makeCollectionView(Self.flow())
        let clock = TestClock()
        #expect(cv.beginInteractiveMovementForItem(at: ip(3)))
        clock.frame(cv)
        #expect(cv.collectionViewLayout.isEqual(to: Self.flow()), "UIKit keeps the layout installed through a drag")
        #expect(cv.destinationLayout.isEqual(to: Self.flow()) && cv.isInteractivelyMoving)
        cv.updateInteractiveMovementTargetPosition(try #require(cv.layoutAttributesForItem(at: ip(7))).center)
        #expect(cv.isTransitioning && cv.collectionViewLayout.isEqual(to: Self.flow()), "a make-room step animates under the same layout")
        // New counts under the drag: it ends when they are read, not when someone happens to ask.
        items.counts = [90]
        cv.reloadData()
        let before = (cv.isInteractivelyMoving, cv.prepareCount)
        cv.layoutIfNeeded()
        #expect(!cv.isInteractivelyMoving && cv.reorderTargetIndexPath == nil)
        #expect(before.0 == true, "until the reload is read, the drag is still there (reading it changed nothing)")
        #expect(cv.collectionViewLayout.isEqual(to: Self.flow()) && cv.checkInvariants() == [])
    }

    @Test("a batch update at the end of the content keeps the offset within the content plus its bottom inset")
    func updateClampHonoursInset() throws {
        let items = TestItems(counts: [100])
        let cv = items.makeCollectionView(Self.flow())
        cv.contentInset = EdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        cv.contentOffset = Point(x: 0, y: 10_000)
        cv.layoutIfNeeded()
        #expect(cv.contentOffset.y == 1190 + 100 - 480)
        // One row fewer: 19 rows, 1,130 points; the offset comes to rest at the new end, inset included.
        try items.delete((0..<5).map { ip($0) }, in: cv)
        let clock = TestClock()
        for _ in 0..<40 { clock.frame(cv); #expect(cv.contentOffset.y <= 810 + 1e-9 && cv.contentOffset.y >= 750 - 1e-9) }
        #expect(!cv.isTransitioning)
        #expect(cv.contentOffset.y == 1130 + 100 - 480, "not 650: the inset is part of the scrollable range")
        #expect(cv.checkInvariants() == [])
    }

    @Test("an animated switch at the end of the content keeps the bottom inset's room")
    func switchClampHonoursInset() {
        let items = TestItems(counts: [100])
        let cv = items.makeCollectionView(Self.flow())
        cv.contentInset = EdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        cv.contentOffset = Point(x: 0, y: 810)
        cv.layoutIfNeeded()
        var same = Self.flow()
        same.minimumInteritemSpacing = 11  // still five to a row: the same frames, another configuration
        cv.setCollectionViewLayout(same, animated: true)
        #expect(cv.transitionLayout?.toContentOffset == Point(x: 0, y: 810), "the anchor stays put; not 710")
        let clock = TestClock()
        for _ in 0..<40 { clock.frame(cv) }
        #expect(cv.contentOffset.y == 810 && cv.checkInvariants() == [])
    }

    @Test("a delete's disappearing cell keeps its own index path, marked as disappearing, while it animates out")
    func ghostsKeepTheirIndexPath() throws {
        let items = TestItems(counts: [20])
        let cv = items.makeCollectionView(Self.flow())
        try items.delete([ip(2)], in: cv)
        let clock = TestClock()
        clock.frame(cv)
        clock.frame(cv)
        let leaving = cv.visibleLayoutAttributes.filter { $0.key.isGhost }
        #expect(leaving.map(\.indexPath) == [ip(2)] && leaving.allSatisfy { $0.indexPath.count == 2 })
        #expect(cv.visibleLayoutAttributes.filter { $0.indexPath == ip(2) }.count == 2, "the ghost and the item now at [0, 2]")
        #expect(!cv.indexPathsForVisibleItems.contains { $0.item < 0 || $0.item >= 19 })
    }
}
