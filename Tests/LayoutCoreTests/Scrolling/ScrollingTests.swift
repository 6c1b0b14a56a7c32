import Testing
import LayoutCore
import LayoutCoreTestSupport

@Suite("Scrolling")
struct ScrollingTests {
    private func scrolled(framesPerSecond fps: Double, seconds: Double) -> Point {
        let ds = TestItems(counts: [10_000])
        defer { withExtendedLifetime(ds) {} }  // the collection view holds its data source weakly, as in UIKit
        let cv = ds.makeCollectionView(settled: false)
        cv.advance(to: .zero)
        cv.handle(WheelEvent(dy: -3, timestamp: .zero))  // three notches down
        // Frame i at exactly i/fps, so both rates end at the same instant.
        for i in 1...Int((seconds * fps).rounded()) { cv.advance(to: Timestamp(seconds: Double(i) / fps)) }
        return cv.contentOffset
    }

    @Test("wheel momentum decelerates to the same offset at 30 and 120 frames per second")
    func frameRateIndependent() {
        let slow = scrolled(framesPerSecond: 30, seconds: 0.1), fast = scrolled(framesPerSecond: 120, seconds: 0.1)
        #expect(slow.y > 0)
        #expect(abs(slow.y - fast.y) < 1e-6)
    }

    @Test("a wheel notch glides its distance and then stops")
    func glideDistance() {
        let final = scrolled(framesPerSecond: 60, seconds: 3)
        let expected = 3 * ScrollPhysics().pointsPerWheelNotch
        // Momentum stops below the resting speed, a fraction of a point short of the full glide.
        #expect(final.y <= expected && final.y > expected - 1)
        let mid = scrolled(framesPerSecond: 60, seconds: 0.05)
        #expect(mid.y > 0 && mid.y < final.y, "it decelerates over time rather than jumping")
    }

    @Test("shift+wheel scrolls horizontally; control+wheel is left for pinch")
    func modifiers() {
        var flow = FlowLayout()
        flow.scrollDirection = .horizontal
        let ds = TestItems(counts: [10_000])
        defer { withExtendedLifetime(ds) {} }  // the collection view holds its data source weakly, as in UIKit
        let cv = ds.makeCollectionView(flow, settled: false)
        cv.advance(to: .zero)
        #expect(!cv.handle(WheelEvent(dy: -1, modifiers: .control, timestamp: .zero)))
        cv.handle(WheelEvent(dy: -1, modifiers: .shift, timestamp: .zero))
        cv.advance(to: Timestamp(seconds: 2))
        #expect(cv.contentOffset.x > 100 && cv.contentOffset.y == 0)
    }

    @Test("scrolling stops at the content edge")
    func stopsAtEdge() {
        let ds = TestItems(counts: [20])
        defer { withExtendedLifetime(ds) {} }  // the collection view holds its data source weakly, as in UIKit
        let cv = ds.makeCollectionView(height: 200, settled: false)
        cv.advance(to: .zero)
        cv.handle(WheelEvent(dy: -50, timestamp: .zero))
        cv.advance(to: Timestamp(seconds: 1))
        #expect(cv.contentOffset.y == cv.maximumContentOffset.y)
        #expect(!cv.scrollPhysics.isMoving)
    }

    @Test("PageDown moves by 90% of the viewport, End reaches the end, Home returns, all animated")
    func keyboard() {
        let ds = TestItems(counts: [10_000])
        defer { withExtendedLifetime(ds) {} }  // the collection view holds its data source weakly, as in UIKit
        let cv = ds.makeCollectionView(settled: false)
        cv.advance(to: .zero)
        cv.handle(KeyEvent(.pageDown, timestamp: .zero))
        cv.advance(to: Timestamp(seconds: 0.1))
        #expect(cv.contentOffset.y > 0 && cv.contentOffset.y < 432, "part way through the animation")
        cv.advance(to: Timestamp(seconds: 0.5))
        #expect(cv.contentOffset.y == 432)
        cv.handle(KeyEvent(.end, timestamp: Timestamp(seconds: 0.5)))
        cv.advance(to: Timestamp(seconds: 1))
        #expect(cv.contentOffset.y == cv.maximumContentOffset.y)
        cv.handle(KeyEvent(.home, timestamp: Timestamp(seconds: 1)))
        cv.advance(to: Timestamp(seconds: 2))
        #expect(cv.contentOffset.y == 0)
        #expect(!cv.handle(KeyEvent(.character("x"), timestamp: Timestamp(seconds: 2))))
    }
}
