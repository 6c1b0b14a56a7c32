import Testing
import LayoutCore
import LayoutCoreTestSupport

@Suite("Scroll indicators")
struct ScrollIndicatorTests {
    private let viewport = Size(width: 400, height: 600)

    @Test("the vertical bar: 3 pt wide, 3 pt from the right edge, length visible ÷ content, placed by the offset")
    func verticalFrame() {
        let bars = ScrollIndicators()
        // Content 2,400 tall in a 600 viewport, halfway: the track runs 3…597 (594), the bar is a quarter of it.
        let frame = bars.frame(.vertical, offset: Point(x: 0, y: 900), minimum: .zero, maximum: Point(x: 0, y: 1800),
                               viewport: viewport, contentInset: .zero)
        #expect(frame == Rect(x: 394, y: 225.75, width: 3, height: 148.5))
        #expect(bars.frame(.vertical, offset: .zero, minimum: .zero, maximum: Point(x: 0, y: 1800), viewport: viewport,
                           contentInset: .zero)?.minY == 3)
        // No vertical scrolling, no horizontal bar.
        #expect(bars.frame(.horizontal, offset: .zero, minimum: .zero, maximum: Point(x: 0, y: 1800), viewport: viewport,
                           contentInset: .zero) == nil)
    }

    @Test("the legend's inset keeps the bar above it; very long content keeps the 36 pt minimum length")
    func insetAndMinimum() {
        let bars = ScrollIndicators()
        // A 26 pt bottom inset: 574 visible, track 3…571; content 2,870 with its inset: the bar is a fifth.
        let inset = EdgeInsets(bottom: 26)
        let mid = bars.frame(.vertical, offset: Point(x: 0, y: 1148), minimum: .zero, maximum: Point(x: 0, y: 2296),
                             viewport: viewport, contentInset: inset)
        #expect(mid == Rect(x: 394, y: 230.2, width: 3, height: 113.6))
        let end = bars.frame(.vertical, offset: Point(x: 0, y: 2296), minimum: .zero, maximum: Point(x: 0, y: 2296),
                             viewport: viewport, contentInset: inset)
        #expect(end?.maxY == 571, "3 pt above the legend at 574")
        let long = bars.frame(.vertical, offset: Point(x: 0, y: 100_000), minimum: .zero, maximum: Point(x: 0, y: 100_000),
                              viewport: viewport, contentInset: .zero)
        #expect(long == Rect(x: 394, y: 561, width: 3, height: 36))
    }

    @Test("both axes: each bar leaves the corner to the other; indicator insets move the track")
    func bothAxes() {
        var bars = ScrollIndicators()
        let max = Point(x: 1200, y: 1800)
        #expect(bars.frame(.vertical, offset: .zero, minimum: .zero, maximum: max, viewport: viewport, contentInset: .zero)
                == Rect(x: 394, y: 3, width: 3, height: 147))
        #expect(bars.frame(.horizontal, offset: .zero, minimum: .zero, maximum: max, viewport: viewport, contentInset: .zero)
                == Rect(x: 3, y: 594, width: 97, height: 3))
        bars.verticalInsets = EdgeInsets(top: 10, right: 5)
        #expect(bars.frame(.vertical, offset: .zero, minimum: .zero, maximum: max, viewport: viewport, contentInset: .zero)?.origin
                == Point(x: 389, y: 13))
        bars.showsHorizontal = false
        #expect(bars.frame(.horizontal, offset: .zero, minimum: .zero, maximum: max, viewport: viewport, contentInset: .zero) == nil)
    }

    @Test("past an edge the bar shrinks by the overshoot, down to 8 pt, pinned to that end")
    func squeezedWhileBouncing() {
        let bars = ScrollIndicators()
        let max = Point(x: 0, y: 1800)
        #expect(bars.frame(.vertical, offset: Point(x: 0, y: -20), minimum: .zero, maximum: max, viewport: viewport,
                           contentInset: .zero) == Rect(x: 394, y: 3, width: 3, height: 128.5))
        #expect(bars.frame(.vertical, offset: Point(x: 0, y: 2000), minimum: .zero, maximum: max, viewport: viewport,
                           contentInset: .zero) == Rect(x: 394, y: 589, width: 3, height: 8))
    }

    @Test("shown while the offset moves, opaque for 0.5 s after it stops, then fading out over 0.3 s")
    func fadeTiming() throws {
        let ds = TestItems(counts: [200])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView()
        #expect(cv.scrollIndicatorAlpha == 0, "no bars before any scroll")
        #expect(!cv.displayList().items.contains { $0.key.category.kind == CollectionView.scrollIndicatorKind })
        cv.contentOffset = Point(x: 0, y: 300)
        cv.advance(to: Timestamp(seconds: 1))  // the move is noticed at t = 1
        #expect(cv.scrollIndicatorAlpha == 1)
        let bar = try #require(cv.displayList().items.first { $0.key.category.kind == CollectionView.scrollIndicatorKind })
        #expect(bar.frame == cv.scrollIndicatorFrame(.vertical) && bar.frame.width == 3 && bar.frame.minX == 314)
        #expect(bar.appearance.cornerRadius == 1.5 && bar.alpha == 1)
        cv.advance(to: Timestamp(seconds: 1.5))
        #expect(cv.scrollIndicatorAlpha == 1)
        cv.advance(to: Timestamp(seconds: 1.65))
        #expect(abs(cv.scrollIndicatorAlpha - 0.5) < 1e-9)
        cv.advance(to: Timestamp(seconds: 1.8))
        #expect(cv.scrollIndicatorAlpha == 0)
        #expect(!cv.displayList().items.contains { $0.key.category.kind == CollectionView.scrollIndicatorKind })
        // flashScrollIndicators(): shown from the next step, fading as after a scroll.
        cv.flashScrollIndicators()
        cv.advance(to: Timestamp(seconds: 3))
        #expect(cv.scrollIndicatorAlpha == 1)
        cv.advance(to: Timestamp(seconds: 3.8))
        #expect(cv.scrollIndicatorAlpha == 0)
        // Hidden bars are not drawn, however recently the offset moved.
        cv.showsVerticalScrollIndicator = false
        cv.contentOffset = Point(x: 0, y: 0)
        cv.advance(to: Timestamp(seconds: 4))
        #expect(cv.scrollIndicatorFrame(.vertical) == nil)
        #expect(!cv.displayList().items.contains { $0.key.category.kind == CollectionView.scrollIndicatorKind })
    }

    @Test("default style: a dark bar on a light background, a light one on a dark background")
    func style() {
        var bars = ScrollIndicators()
        #expect(bars.color(background: .white) == Color(red: 0, green: 0, blue: 0, alpha: 0.35))
        #expect(bars.color(background: Color(hex: 0x101418)) == Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        bars.style = .black
        #expect(bars.color(background: .black).red == 0)
    }
}
