import Testing
import LayoutCore
import LayoutCoreTestSupport

/// The collection view scrolls a compositional layout's orthogonal section itself, with the wheel, Shift+wheel or a
/// press-drag, through `CollectionView` and `CollectionViewInteraction` alone. The layout: section 0 a row of
/// 100×50 groups (two 50-wide items each), 10 apart, from the leading inset 16 (trailing inset 12) at y 8; section
/// 1 the same, not scrolling across. 320×480 view. Sixteen items: eight groups, a row of 16 + 8 × 100 + 7 × 10 + 12
/// = 898, scrollable to 578 (`.groupPagingCentered`: groups from (320 − 100) / 2 = 110, scrollable to 7 × 110 = 770).
@Suite("Orthogonal scrolling through the collection view")
struct CollectionViewOrthogonalScrollingTests {
    typealias F = CompositionalFixture

    /// The wheel's decay constant k (UIKit's fast rate): a notch gives v = 120·k and glides 120 points.
    static let k = DecelerationRate.fast.decayPerSecond

    static func layout(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior,
                       _ direction: ScrollDirection = .vertical) -> CompositionalLayout {
        CompositionalOrthogonalScrollingTests.layout(behavior, direction)
    }

    static func view(_ layout: CompositionalLayout, counts: [Int] = [16, 2]) -> (CollectionView, TestItems) {
        let ds = TestItems(counts: counts)
        let cv = ds.makeCollectionView(layout)
        return (cv, ds)
    }

    /// The visible cells of section 0 at rest: item and frame (window coordinates: the content does not scroll).
    static func row(_ cv: CollectionView) -> [(Int, Rect)] {
        cv.visibleLayoutAttributes.filter { $0.category == .cell && $0.indexPath.section == 0 }.map { ($0.indexPath.item, $0.frame) }
    }

    /// Frames of items `items` in a row whose first group starts at `x`: group g at x + 110·g, its items 50 apart.
    static func expected(_ items: ClosedRange<Int>, firstGroupAt x: Double) -> [(Int, Rect)] {
        items.map { ($0, F.r(x + Double($0 / 2) * 110 + Double($0 % 2) * 50, 8, 50, 50)) }
    }

    static func same(_ a: [(Int, Rect)], _ b: [(Int, Rect)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    @Test("one horizontal notch over the row rests as each behaviour does; the page, the other section and the layout's preparation stay",
          arguments: [
            // Paging a page (the section's visible width, 320), a group (110), the leading edge nearest the 120
            // points a notch glides (110), a centred group (110, groups from 110).
            (CollectionLayoutSectionOrthogonalScrollingBehavior.paging, 320.0, 5...11, 16.0),
            (.groupPaging, 110, 1...7, 16),
            (.continuousGroupLeadingBoundary, 110, 1...7, 16),
            (.groupPagingCentered, 110, 0...5, 110),
          ])
    func wheelRests(behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, offset: Double, visible: ClosedRange<Int>, base: Double) {
        let (cv, ds) = Self.view(Self.layout(behavior))
        defer { withExtendedLifetime(ds) {} }
        let prepares = cv.prepareCount
        #expect(cv.handle(WheelEvent(dx: 1, dy: 0, location: Point(x: 160, y: 30), timestamp: .zero)))
        cv.advance(to: Timestamp(seconds: 0.1))
        #expect(cv.isScrollingOrthogonally)
        let midway = cv.orthogonalScrollOffset(forSection: 0).x
        #expect(midway > 0 && midway < offset, "it glides there: \(midway)")
        cv.advance(to: Timestamp(seconds: 1))
        #expect(!cv.isScrollingOrthogonally)
        #expect(cv.orthogonalScrollOffsets == [0: Point(x: offset, y: 0)])
        #expect(Self.same(Self.row(cv), Self.expected(visible, firstGroupAt: base - offset)), "\(Self.row(cv))")
        #expect(cv.contentOffset == .zero)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == F.r(16, 70, 50, 50))
        #expect(cv.prepareCount == prepares, "no prepare per notch or frame")
        #expect(cv.checkInvariants().isEmpty, "\(cv.checkInvariants())")
    }

    @Test(".continuous rests where the momentum stops: 120 points a notch, less the cutoff's residue")
    func continuous() {
        let (cv, ds) = Self.view(Self.layout(.continuous))
        defer { withExtendedLifetime(ds) {} }
        cv.handle(WheelEvent(dx: 1, dy: 0, location: Point(x: 160, y: 30), timestamp: .zero))
        cv.advance(to: Timestamp(seconds: 1))
        // One step of 1 s: 120·(1 − e^(−k)), then the speed is under the resting speed and it stops.
        let rest = 120 * (1 - Math.exp(-Self.k))
        #expect(abs(cv.orthogonalScrollOffset(forSection: 0).x - rest) < 1e-9)
        let row = Self.row(cv)
        // Groups from 16 − 119.99…: item 1 ends at −4, so items 2 to 7 show.
        #expect(row.map(\.0) == Array(2...7))
        #expect(row.allSatisfy { abs($0.1.minX - (16 - rest + Double($0.0 / 2) * 110 + Double($0.0 % 2) * 50)) < 1e-9 && $0.1.minY == 8 })
        #expect(!cv.isScrollingOrthogonally)
    }

    @Test(".none: the section does not scroll across, the wheel is the page's (which cannot scroll sideways)")
    func none() {
        let (cv, ds) = Self.view(Self.layout(.none))
        defer { withExtendedLifetime(ds) {} }
        let before = Self.row(cv)
        cv.handle(WheelEvent(dx: 1, dy: 0, location: Point(x: 160, y: 30), timestamp: .zero))
        cv.advance(to: Timestamp(seconds: 1))
        #expect(cv.orthogonalScrollOffsets.isEmpty)
        #expect(cv.contentOffset == .zero)
        // Groups stacked down the page: items 0 and 1 at y 8, 2 and 3 at y 68, …
        #expect(Self.same(Self.row(cv), before))
        #expect(Self.row(cv).prefix(4).map(\.1) == [F.r(16, 8, 50, 50), F.r(66, 8, 50, 50), F.r(16, 68, 50, 50), F.r(66, 68, 50, 50)])
    }

    @Test("paging behaviours move one page or group per notch however quickly the notches come; Shift+wheel is a horizontal wheel")
    func notchesInARow() {
        let (cv, ds) = Self.view(Self.layout(.groupPaging))
        defer { withExtendedLifetime(ds) {} }
        for (i, t) in [0.0, 0.02, 0.04].enumerated() {
            if i > 0 { cv.advance(to: Timestamp(seconds: t)) }
            cv.handle(WheelEvent(dx: 1, dy: 0, location: Point(x: 160, y: 30), timestamp: Timestamp(seconds: t)))
        }
        cv.advance(to: Timestamp(seconds: 1.5))
        #expect(cv.orthogonalScrollOffset(forSection: 0) == Point(x: 330, y: 0))
        // Shift+wheel down (dy −1) moves the row forward, as a horizontal notch right does; the page stays.
        cv.handle(WheelEvent(dy: -1, location: Point(x: 160, y: 30), modifiers: .shift, timestamp: Timestamp(seconds: 2)))
        cv.advance(to: Timestamp(seconds: 3))
        #expect(cv.orthogonalScrollOffset(forSection: 0) == Point(x: 440, y: 0))
        // Back one group, then to the end: the last page stops at the row's end (578), not past it.
        cv.handle(WheelEvent(dx: -1, dy: 0, location: Point(x: 160, y: 30), timestamp: Timestamp(seconds: 4)))
        cv.advance(to: Timestamp(seconds: 5))
        #expect(cv.orthogonalScrollOffset(forSection: 0) == Point(x: 330, y: 0))
        for t in [6.0, 7, 8, 9] {
            cv.handle(WheelEvent(dx: 1, dy: 0, location: Point(x: 160, y: 30), timestamp: Timestamp(seconds: t)))
            cv.advance(to: Timestamp(seconds: t + 0.9))
        }
        #expect(cv.orthogonalScrollOffset(forSection: 0) == Point(x: 578, y: 0))
        // A vertical wheel over the row scrolls the page.
        cv.handle(WheelEvent(dy: -1, location: Point(x: 160, y: 30), timestamp: Timestamp(seconds: 10)))
        cv.advance(to: Timestamp(seconds: 11))
        #expect(cv.contentOffset.y == 0, "the page is shorter than the view: \(cv.contentOffset)")
        #expect(cv.orthogonalScrollOffset(forSection: 0) == Point(x: 578, y: 0))
    }

    @Test("paging: two notches in one event are two groups; a trackpad's fractions of a notch add up to one first")
    func wholeNotches() {
        let (cv, ds) = Self.view(Self.layout(.groupPaging))
        defer { withExtendedLifetime(ds) {} }
        cv.handle(WheelEvent(dx: 2, dy: 0, location: Point(x: 160, y: 30), timestamp: .zero))
        cv.advance(to: Timestamp(seconds: 1))
        #expect(cv.orthogonalScrollOffset(forSection: 0) == Point(x: 220, y: 0))
        // 0.4 of a notch a frame: the first two rest back on 220, the third makes a whole notch: 330.
        for (k, t) in [2.0, 2.016, 2.032].enumerated() {
            cv.handle(WheelEvent(dx: 0.4, dy: 0, location: Point(x: 160, y: 30), timestamp: Timestamp(seconds: t)))
            cv.advance(to: Timestamp(seconds: t + 0.016))
            if k < 2 { #expect(cv.orthogonalScrollOffset(forSection: 0).x < 330) }
        }
        cv.advance(to: Timestamp(seconds: 3))
        #expect(cv.orthogonalScrollOffset(forSection: 0) == Point(x: 330, y: 0))
        // The 0.2 left over and 0.3 more make no page: back on 330.
        cv.handle(WheelEvent(dx: 0.3, dy: 0, location: Point(x: 160, y: 30), timestamp: Timestamp(seconds: 4)))
        cv.advance(to: Timestamp(seconds: 5))
        #expect(cv.orthogonalScrollOffset(forSection: 0) == Point(x: 330, y: 0))
    }

    @Test("in a horizontal layout the row runs down and the plain vertical wheel scrolls it")
    func horizontalLayout() {
        let (cv, ds) = Self.view(Self.layout(.groupPaging, .horizontal), counts: [40, 2])
        defer { withExtendedLifetime(ds) {} }
        // Section 0 spans x 0…128; its twenty groups run down from y 8, 50 tall and 60 apart: a row of
        // 8 + 20 × 50 + 19 × 10 + 4 = 1,202, scrollable to 722. One notch: one group, 60.
        cv.handle(WheelEvent(dy: -1, location: Point(x: 30, y: 200), timestamp: .zero))
        cv.advance(to: Timestamp(seconds: 1))
        #expect(cv.orthogonalScrollOffsets == [0: Point(x: 0, y: 60)])
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == F.r(16, 8, 50, 50))
        #expect(cv.contentOffset == .zero)
    }

    @Test("the offset survives invalidation, reloads and a resize (kept within the new range); the visible items handler reads it")
    func survivesInvalidation() {
        var told: [Point] = []
        var section = CompositionalSectionTests.pairs(.groupPaging)
        section.visibleItemsInvalidationHandler = { _, offset, _ in told.append(offset) }
        let (cv, ds) = Self.view(F.layout([section, CompositionalSectionTests.pairs()], .vertical))
        defer { withExtendedLifetime(ds) {} }
        cv.handle(WheelEvent(dx: 1, dy: 0, location: Point(x: 160, y: 30), timestamp: .zero))
        cv.advance(to: Timestamp(seconds: 1))
        #expect(told.last == Point(x: 110, y: 0), "told on the frame it moved, without a prepare")
        let prepares = cv.prepareCount
        cv.invalidateLayout()
        cv.layoutIfNeeded()
        #expect(cv.prepareCount == prepares + 1)
        #expect(Self.same(Self.row(cv), Self.expected(1...7, firstGroupAt: -94)))
        cv.reloadData()
        cv.layoutIfNeeded()
        #expect(cv.orthogonalScrollOffsets == [0: Point(x: 110, y: 0)])
        // 640 wide: the row (still 898) scrolls only to 258; at 110 it stays.
        cv.viewportSize = Size(width: 640, height: 480)
        cv.layoutIfNeeded()
        #expect(cv.orthogonalScrollOffsets == [0: Point(x: 110, y: 0)])
        cv.setOrthogonalScrollOffset(Point(x: 578, y: 0), forSection: 0)
        #expect(cv.orthogonalScrollOffsets == [0: Point(x: 258, y: 0)], "the end of the row at this width")
        cv.viewportSize = Size(width: 1000, height: 480)
        cv.layoutIfNeeded()
        #expect(cv.orthogonalScrollOffsets.isEmpty, "the row fits: back to 0")
        cv.viewportSize = Size(width: 320, height: 480)
        cv.layoutIfNeeded()
        #expect(cv.orthogonalScrollOffsets.isEmpty)
        #expect(told.last == .zero)
        #expect(cv.checkInvariants().isEmpty, "\(cv.checkInvariants())")
    }

    @Test("the public offset: set at once (within range, no prepare) or eased, read back, and reset by an empty dictionary")
    func publicOffset() {
        let (cv, ds) = Self.view(Self.layout(.continuous))
        defer { withExtendedLifetime(ds) {} }
        let prepares = cv.prepareCount
        cv.setOrthogonalScrollOffset(Point(x: 200, y: 0), forSection: 0)
        cv.layoutIfNeeded()
        #expect(cv.orthogonalScrollOffsets == [0: Point(x: 200, y: 0)])
        #expect(Self.same(Self.row(cv), Self.expected(3...9, firstGroupAt: -184)))
        cv.setOrthogonalScrollOffset(Point(x: 5000, y: 0), forSection: 0)
        #expect(cv.orthogonalScrollOffset(forSection: 0) == Point(x: 578, y: 0), "kept within the row")
        cv.setOrthogonalScrollOffset(Point(x: 10, y: 0), forSection: 1)
        #expect(cv.orthogonalScrollOffset(forSection: 1) == .zero, "section 1 does not scroll across")
        cv.orthogonalScrollOffsets = [:]
        cv.layoutIfNeeded()
        #expect(cv.orthogonalScrollOffsets.isEmpty)
        #expect(Self.same(Self.row(cv), Self.expected(0...5, firstGroupAt: 16)))
        #expect(cv.prepareCount == prepares)
        cv.setOrthogonalScrollOffset(Point(x: 300, y: 0), forSection: 0, animated: true)
        cv.advance(to: Timestamp(seconds: 0.1))
        let eased = cv.orthogonalScrollOffset(forSection: 0).x
        #expect(eased > 0 && eased < 300)
        cv.advance(to: Timestamp(seconds: 0.4))
        #expect(cv.orthogonalScrollOffset(forSection: 0) == Point(x: 300, y: 0))
        #expect(!cv.isScrollingOrthogonally)
        // A layout value's own offset is laid out until the collection view scrolls the section.
        var layout = Self.layout(.continuous)
        layout.orthogonalScrollOffsets[0] = 55
        let (cv2, ds2) = Self.view(layout)
        defer { withExtendedLifetime(ds2) {} }
        #expect(cv2.orthogonalScrollOffsets == [0: Point(x: 55, y: 0)])
        cv2.setOrthogonalScrollOffset(.zero, forSection: 0)
        cv2.invalidateLayout()
        cv2.layoutIfNeeded()
        #expect(cv2.orthogonalScrollOffsets.isEmpty, "0 set on the collection view wins over the layout's 55")
    }

    /// A press at (160, 30) in the row at `start`, moved to each x at 10 ms steps, released `hold` seconds after
    /// the last move (a frame drawn just before the release, as a window's loop draws them); returns the release time.
    static func drag(_ cv: CollectionView, _ ix: CollectionViewInteraction, at start: Double = 0, to xs: [Double],
                     hold: Double = 0) -> Double {
        ix.handle(PointerEvent(.down, at: Point(x: 160, y: 30), timestamp: Timestamp(seconds: start)))
        var t = start
        for x in xs {
            t += 0.01
            ix.handle(PointerEvent(.move, at: Point(x: x, y: 31), timestamp: Timestamp(seconds: t)))
        }
        t += hold
        cv.advance(to: Timestamp(seconds: t))
        ix.handle(PointerEvent(.up, at: Point(x: xs.last!, y: 31), timestamp: Timestamp(seconds: t)))
        return t
    }

    @Test("a press-drag along the row scrolls it 1:1 and cancels the press: no highlight, no selection, no lift")
    func pressDrag() {
        let (cv, ds) = Self.view(Self.layout(.continuous))
        defer { withExtendedLifetime(ds) {} }
        ds.movable = { _ in true }
        let ix = CollectionViewInteraction(collectionView: cv)
        ix.handle(PointerEvent(.down, at: Point(x: 160, y: 30), timestamp: .zero))
        ix.handle(PointerEvent(.move, at: Point(x: 150, y: 31), timestamp: Timestamp(seconds: 0.01)))
        #expect(cv.orthogonalScrollOffset(forSection: 0) == Point(x: 10, y: 0))
        #expect(cv.orthogonalScrollGestureRecognizer.state == .began)
        ix.handle(PointerEvent(.move, at: Point(x: 60, y: 31), timestamp: Timestamp(seconds: 0.02)))
        #expect(cv.orthogonalScrollOffset(forSection: 0) == Point(x: 100, y: 0))
        #expect(!ix.isDragging)
        #expect(cv.isScrollingOrthogonally)
        // Held still 0.3 s, then released: nothing is thrown.
        ix.handle(PointerEvent(.up, at: Point(x: 60, y: 31), timestamp: Timestamp(seconds: 0.32)))
        cv.advance(to: Timestamp(seconds: 1))
        #expect(cv.orthogonalScrollOffset(forSection: 0) == Point(x: 100, y: 0))
        #expect(cv.indexPathsForSelectedItems.isEmpty && ds.moves.isEmpty)
        #expect(cv.visibleCells.allSatisfy { !$0.isHighlighted })
        #expect(!cv.isScrollingOrthogonally)
        // A press moving down the page (across the row) is the view's: it lifts its item.
        ix.handle(PointerEvent(.down, at: Point(x: 160, y: 30), timestamp: Timestamp(seconds: 2)))
        ix.handle(PointerEvent(.move, at: Point(x: 161, y: 60), timestamp: Timestamp(seconds: 2.01)))
        #expect(ix.isDragging)
        #expect(cv.orthogonalScrollOffset(forSection: 0) == Point(x: 100, y: 0))
        ix.handle(PointerEvent(.cancel, at: Point(x: 161, y: 60), timestamp: Timestamp(seconds: 2.02)))
    }

    @Test("a thrown press-drag glides on; a paging row rests on its next group, or on the nearest one when let go still")
    func thrown() {
        let (cv, ds) = Self.view(Self.layout(.continuous))
        defer { withExtendedLifetime(ds) {} }
        let ix = CollectionViewInteraction(collectionView: cv)
        // 10 points every 10 ms: 1,000 pt/s at the release, offset 100.
        let end = Self.drag(cv, ix, to: stride(from: 150.0, through: 60, by: -10).map { $0 })
        cv.advance(to: Timestamp(seconds: end + 1))
        // The glide from 100 at 1,000 pt/s: 1,000·(1 − e^(−k))/k in one step of 1 s, then it stops.
        let rest = 100 + 1000 * (1 - Math.exp(-Self.k)) / Self.k
        #expect(abs(cv.orthogonalScrollOffset(forSection: 0).x - rest) < 1e-9)

        let (paged, ds2) = Self.view(Self.layout(.groupPaging))
        defer { withExtendedLifetime(ds2) {} }
        let ix2 = CollectionViewInteraction(collectionView: paged)
        let end2 = Self.drag(paged, ix2, to: stride(from: 150.0, through: 90, by: -10).map { $0 })  // offset 70, thrown forward
        paged.advance(to: Timestamp(seconds: end2 + 1))
        #expect(paged.orthogonalScrollOffset(forSection: 0) == Point(x: 110, y: 0))
        let end3 = Self.drag(paged, ix2, at: end2 + 2, to: [150, 140, 130, 120], hold: 0.5)  // from 110 to 150, let go still: nearest group 110
        paged.advance(to: Timestamp(seconds: end3 + 1))
        #expect(paged.orthogonalScrollOffset(forSection: 0) == Point(x: 110, y: 0))
        #expect(paged.checkInvariants().isEmpty, "\(paged.checkInvariants())")
    }

    @Test("edge bounce: a notch back at the row's start overshoots as the main axis's does and is back on 0 by 0.6 s")
    func wheelBounce() {
        let (cv, ds) = Self.view(Self.layout(.continuous))
        defer { withExtendedLifetime(ds) {} }
        cv.handle(WheelEvent(dx: -1, dy: 0, location: Point(x: 160, y: 30), timestamp: .zero))
        cv.advance(to: Timestamp(seconds: 0.0625))
        // The spring's raw peak v/(16·e) at 1/16 s, v = 120·k, drawn through the rubber band of the 320-wide row.
        let drawn = RubberBand.offset(forOvershoot: 120 * Self.k / (16 * Math.exp(1)), dimension: 320)
        #expect(abs(cv.orthogonalScrollOffset(forSection: 0).x + drawn) < 1e-9)
        #expect(abs(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.minX - (16 + drawn)) < 1e-9)
        #expect(cv.checkInvariants().isEmpty, "\(cv.checkInvariants())")
        cv.advance(to: Timestamp(seconds: 0.3))
        #expect(cv.orthogonalScrollOffset(forSection: 0).x < 0)
        cv.advance(to: Timestamp(seconds: 0.6))
        #expect(cv.orthogonalScrollOffsets.isEmpty)
        #expect(!cv.isScrollingOrthogonally)
        #expect(Self.same(Self.row(cv), Self.expected(0...5, firstGroupAt: 16)))

        // With bounces off the row stops dead at its start.
        cv.bounces = false
        cv.handle(WheelEvent(dx: -1, dy: 0, location: Point(x: 160, y: 30), timestamp: Timestamp(seconds: 1)))
        cv.advance(to: Timestamp(seconds: 1.0625))
        #expect(cv.orthogonalScrollOffsets.isEmpty)
    }

    @Test("edge bounce: dragged past the row's end it follows through the rubber band and springs back to the end on release")
    func dragBounce() {
        let (cv, ds) = Self.view(Self.layout(.continuous))
        defer { withExtendedLifetime(ds) {} }
        cv.setOrthogonalScrollOffset(Point(x: 578, y: 0), forSection: 0)
        let ix = CollectionViewInteraction(collectionView: cv)
        ix.handle(PointerEvent(.down, at: Point(x: 160, y: 30), timestamp: .zero))
        ix.handle(PointerEvent(.move, at: Point(x: 60, y: 30), timestamp: Timestamp(seconds: 0.01)))
        // 100 points past the end, drawn: (1 − 1/(100·0.55/320 + 1))·320.
        let drawn = RubberBand.offset(forOvershoot: 100, dimension: 320)
        #expect(abs(cv.orthogonalScrollOffset(forSection: 0).x - (578 + drawn)) < 1e-9)
        ix.handle(PointerEvent(.up, at: Point(x: 60, y: 30), timestamp: Timestamp(seconds: 0.5)))
        cv.advance(to: Timestamp(seconds: 0.6))
        #expect(cv.orthogonalScrollOffset(forSection: 0).x > 578, "springing back")
        cv.advance(to: Timestamp(seconds: 1.2))
        #expect(cv.orthogonalScrollOffset(forSection: 0) == Point(x: 578, y: 0))
        #expect(!cv.isScrollingOrthogonally)
    }

    @Test("the compositional article's listing: section 1 of a provider's layout set to 110")
    func articleListing() {
        let (collectionView, ds) = Self.view(CompositionalLayout { index, _ in CompositionalSectionTests.pairs(index == 1 ? .groupPaging : .none) },
                                             counts: [2, 16])
        defer { withExtendedLifetime(ds) {} }
        collectionView.setOrthogonalScrollOffset(Point(x: 110, y: 0), forSection: 1)
        let offsets = collectionView.orthogonalScrollOffsets  // [1: (110, 0)]
        #expect(offsets == [1: Point(x: 110, y: 0)])
        // Section 1 starts at 62: its first group's second item at 16 − 110 + 50, 8 down.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == F.r(-44, 70, 50, 50))
    }

    @Test("a section provider's layout scrolls the same way")
    func provider() {
        let layout = CompositionalLayout { index, _ in CompositionalSectionTests.pairs(index == 0 ? .groupPaging : .none) }
        let (cv, ds) = Self.view(layout)
        defer { withExtendedLifetime(ds) {} }
        cv.handle(WheelEvent(dx: 1, dy: 0, location: Point(x: 160, y: 30), timestamp: .zero))
        cv.advance(to: Timestamp(seconds: 1))
        #expect(Self.same(Self.row(cv), Self.expected(1...7, firstGroupAt: -94)))
    }
}
