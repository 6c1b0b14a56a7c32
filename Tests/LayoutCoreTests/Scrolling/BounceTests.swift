import Testing
import LayoutCore
import LayoutCoreTestSupport

@Suite("Rubber-band bounce")
struct BounceTests {
    @Test("the rubber band: (1 − 1/(x·0.55/d + 1))·d, about 0.55·x when small, never reaching d")
    func formula() {
        #expect(abs(RubberBand.offset(forOvershoot: 100, dimension: 600) - 50.381679389313064) < 1e-9)
        #expect(abs(RubberBand.offset(forOvershoot: 600, dimension: 600) - 212.90322580645162) < 1e-9)
        #expect(abs(RubberBand.offset(forOvershoot: 50, dimension: 480) - 26.00985221674879) < 1e-9)
        #expect(RubberBand.offset(forOvershoot: 1e12, dimension: 600) < 600)
        #expect(RubberBand.offset(forOvershoot: 0, dimension: 600) == 0)
        #expect(RubberBand.offset(forOvershoot: -5, dimension: 600) == 0)
        #expect(RubberBand.offset(forOvershoot: .nan, dimension: 600) == 0)
    }

    /// A 320×480 flow of 200 items at rest at the top, one wheel notch up at t = 0; offsets at each time.
    private func wheelAtTop(bounces: Bool = true, times: [Double]) -> (offsets: [Double], problems: [String], cv: CollectionView, ds: TestItems) {
        let ds = TestItems(counts: [200])
        let cv = ds.makeCollectionView()
        cv.bounces = bounces
        cv.handle(WheelEvent(dy: 1, timestamp: .zero))
        var offsets: [Double] = [], problems: [String] = []
        for t in times {
            cv.advance(to: Timestamp(seconds: t))
            offsets.append(cv.contentOffset.y)
            problems += cv.checkInvariants()
        }
        return (offsets, problems, cv, ds)
    }

    @Test("a wheel notch up at the top overshoots (14.78 pt at the 62.5 ms peak) and is back on 0 within 0.6 s")
    func wheelAtTopBounces() {
        // One notch: v = 120 pt · k, k = −ln 0.99 · 1000 /s; the spring's raw peak v/(16·e) = 27.73 pt, drawn
        // through the rubber band of a 480 pt viewport: 14.78 pt.
        let run = wheelAtTop(times: [0.0625])
        #expect(abs(run.offsets[0] - -14.781740066627371) < 1e-9)
        #expect(run.cv.isBouncing)
        #expect(run.problems.isEmpty, "the overshoot is allowed while it springs back: \(run.problems)")
        withExtendedLifetime(run.ds) {}

        // Frame by frame at 60 Hz: out, then monotonically back, never past 0 into the content, at rest by 0.6 s.
        let frames = (1...60).map { Double($0) / 60 }
        let framed = wheelAtTop(times: frames)
        let peak = framed.offsets.firstIndex(of: framed.offsets.min()!)!
        #expect(framed.offsets.min()! < -14 && framed.offsets.allSatisfy { $0 <= 0 })
        #expect(zip(framed.offsets[peak...], framed.offsets[peak...].dropFirst()).allSatisfy { $0 <= $1 }, "no wobble")
        let settled = frames.firstIndex { $0 >= Bounce.settleDuration }!
        #expect(framed.offsets[settled...].allSatisfy { $0 == 0 }, "exactly 0 from 0.6 s: \(framed.offsets)")
        #expect(!framed.cv.isBouncing && !framed.cv.scrollPhysics.isMoving)
        #expect(framed.problems.isEmpty, "\(framed.problems)")
        withExtendedLifetime(framed.ds) {}
    }

    @Test("the same bounce at 30 and 120 frames per second (closed form)")
    func frameRateIndependent() {
        let slow = wheelAtTop(times: (1...6).map { Double($0) / 30 })
        let fast = wheelAtTop(times: (1...24).map { Double($0) / 120 })
        #expect(abs(slow.offsets.last! - fast.offsets.last!) < 1e-9)
        #expect(slow.offsets.last! < 0)
        withExtendedLifetime((slow.ds, fast.ds)) {}
    }

    @Test("with bounces off, or content that cannot scroll, the wheel stops dead at the edge")
    func noBounce() {
        let off = wheelAtTop(bounces: false, times: [0.0625, 0.2])
        #expect(off.offsets == [0, 0])
        withExtendedLifetime(off.ds) {}
        let ds = TestItems(counts: [3])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView()
        cv.handle(WheelEvent(dy: 1, timestamp: .zero))
        cv.advance(to: Timestamp(seconds: 0.0625))
        #expect(cv.contentOffset.y == 0)
        // alwaysBounceVertical: the short content bounces too.
        cv.alwaysBounceVertical = true
        cv.advance(to: Timestamp(seconds: 1))
        cv.handle(WheelEvent(dy: 1, timestamp: Timestamp(seconds: 1)))
        cv.advance(to: Timestamp(seconds: 1.0625))
        #expect(cv.contentOffset.y < -10)
    }

    @Test("a wheel turned back during a bounce springs the content in, and what is left of it scrolls on as momentum")
    func wheelBackDuringBounce() {
        let run = wheelAtTop(times: [0.0625])
        let cv = run.cv
        defer { withExtendedLifetime(run.ds) {} }
        #expect(cv.contentOffset.y < -14)
        cv.handle(WheelEvent(dy: -3, timestamp: Timestamp(seconds: 0.0625)))
        var offsets: [Double] = []
        for i in 1...60 {
            cv.advance(to: Timestamp(seconds: 0.0625 + Double(i) / 60))
            offsets.append(cv.contentOffset.y)
            #expect(cv.checkInvariants().isEmpty)
        }
        #expect(!cv.isBouncing)
        #expect(offsets.last! > 100, "the push carried on into the content: \(offsets.last!)")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "straight back in, no second overshoot")
    }

    @Test("momentum reaching the bottom carries past it and springs back onto the last offset")
    func momentumAtBottom() {
        let ds = TestItems(counts: [200])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView()
        let bottom = cv.maximumContentOffset.y
        cv.contentOffset = Point(x: 0, y: bottom - 50)
        cv.advance(to: .zero)
        cv.handle(WheelEvent(dy: -5, timestamp: .zero))  // glides 600 pt: far past the 50 left
        var deepest = 0.0
        for i in 1...60 {
            cv.advance(to: Timestamp(seconds: Double(i) / 60))
            deepest = max(deepest, cv.contentOffset.y - bottom)
            #expect(cv.checkInvariants().isEmpty)
        }
        #expect(deepest > 20 && deepest < 480)
        #expect(cv.contentOffset.y == bottom && !cv.isBouncing)
    }

    @Test("PageDown and a drag's auto-scroll never overshoot")
    func noOvershootWhenAimed() {
        let ds = TestItems(counts: [60])
        ds.movable = { _ in true }
        ds.provideHeaders = false
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView()
        let clock = TestClock()
        // Auto-scroll with the pointer below the window, then above it: pinned at each end, never past it.
        #expect(cv.beginReorder(at: IndexPath(item: 0, section: 0), pointer: Point(x: 25, y: 25), now: clock.time))
        cv.moveReorder(pointer: Point(x: 25, y: 600), now: clock.time)
        for _ in 0..<240 {
            clock.frame(cv)
            #expect(cv.contentOffset.y <= cv.maximumContentOffset.y && !cv.isBouncing)
        }
        #expect(cv.contentOffset.y == cv.maximumContentOffset.y)
        cv.moveReorder(pointer: Point(x: 25, y: -100), now: clock.time)
        for _ in 0..<240 {
            clock.frame(cv)
            #expect(cv.contentOffset.y >= 0 && !cv.isBouncing)
        }
        cv.endReorder(now: clock.time)
        for _ in 0..<60 { clock.frame(cv) }
        // End twice from the top: the eased scroll lands on the end exactly.
        cv.handle(KeyEvent(.end, timestamp: clock.time))
        for _ in 0..<30 {
            clock.frame(cv)
            #expect(cv.contentOffset.y <= cv.maximumContentOffset.y && !cv.isBouncing)
        }
        #expect(cv.contentOffset.y == cv.maximumContentOffset.y)
    }

    @Test("focus moved by the arrows stays above a bottom inset (the legend bar)")
    func focusAboveInset() {
        let ds = TestItems(counts: [200])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView()
        cv.contentInset = EdgeInsets(bottom: 26)
        cv.advance(to: .zero)
        let ix = CollectionViewInteraction(collectionView: cv)
        var now = 0.0
        for _ in 0..<30 {
            ix.handle(KeyEvent(.down, timestamp: Timestamp(seconds: now)))
            for _ in 0..<30 { now += 1.0 / 60; cv.advance(to: Timestamp(seconds: now)) }
            let ip = cv.focusedIndexPath!
            let frame = cv.layoutAttributesForItem(at: ip)!.frame
            #expect(frame.maxY - cv.contentOffset.y <= 480 - 26, "item \(ip.item) ends \(frame.maxY - cv.contentOffset.y) under the inset at 454")
            #expect(frame.minY >= cv.contentOffset.y)
        }
        #expect(cv.contentOffset.y > 500, "the focus went down far enough to scroll")
        // scrollRectToVisible itself: a rect just under the inset scrolls until it clears it (8 pt margin).
        cv.contentOffset = .zero
        cv.scrollRectToVisible(Rect(x: 0, y: 440, width: 10, height: 10), animated: false)
        #expect(cv.contentOffset.y == 450 + 8 - 454)
    }
}
