import Testing
import LayoutCore
import LayoutCoreTestSupport

/// A horizontal carousel: 200×300 items 20 apart in one row (a 480-point viewport has room for one), so item i
/// spans x 220·i … 220·i + 200 and is centred at 220·i + 100.
private func carouselLayout(vertical: Bool = false) -> CarouselLayout {
    var flow = FlowLayout()
    flow.scrollDirection = vertical ? .vertical : .horizontal
    flow.itemSize = vertical ? Size(width: 300, height: 200) : Size(width: 200, height: 300)
    flow.minimumLineSpacing = 20
    return CarouselLayout(flow: flow)
}

/// Runs frames at `fps` from time 0 (when the wheel events in `wheels` with timestamp 0 arrive) until `seconds`;
/// events with later timestamps are delivered at the first frame at or after them.
private func run(_ layout: any CollectionLayout, count: Int = 100, width: Double = 320, height: Double = 480,
                 wheels: [WheelEvent], fps: Double, seconds: Double) -> CollectionView {
    let ds = TestItems(counts: [count])
    defer { withExtendedLifetime(ds) {} }  // the collection view holds its data source weakly, as in UIKit
    let cv = ds.makeCollectionView(layout, width: width, height: height)
    var pending = wheels
    while let w = pending.first, w.timestamp.seconds <= 0 { cv.handle(w); pending.removeFirst() }
    for i in 1...Int((seconds * fps).rounded()) {
        let now = Timestamp(seconds: Double(i) / fps)
        cv.advance(to: now)
        while let w = pending.first, w.timestamp <= now { cv.handle(w); pending.removeFirst() }
    }
    return cv
}

/// Distance along x from the viewport's centre to the nearest item centre of the carousel above.
private func centringError(_ cv: CollectionView) -> Double {
    let centre = cv.contentOffset.x + cv.viewportSize.width / 2
    let nearest = ((centre - 100) / 220).rounded()
    return abs(220 * nearest + 100 - centre)
}

@Suite("Snapping")
struct SnappingTests {
    @Test("carousel: wheel momentum comes to rest with the item nearest the natural resting point exactly centred")
    func carouselCentres() {
        // Three notches glide 360 points: the viewport centre would rest at 520, nearest item 2 (centre 540).
        let cv = run(carouselLayout(), wheels: [WheelEvent(dy: -3, timestamp: .zero)], fps: 60, seconds: 3)
        #expect(!cv.scrollPhysics.isMoving)
        #expect(cv.contentOffset == Point(x: 380, y: 0))
        #expect(centringError(cv) < 1e-9)
    }

    @Test("carousel: the resting offset is the same at 30 and 120 frames per second, and so is the glide")
    func carouselFrameRateIndependent() {
        let wheels = [WheelEvent(dy: -2, timestamp: .zero), WheelEvent(dy: -5, timestamp: Timestamp(seconds: 0.1))]
        let slow = run(carouselLayout(), wheels: wheels, fps: 30, seconds: 3)
        let fast = run(carouselLayout(), wheels: wheels, fps: 120, seconds: 3)
        #expect(slow.contentOffset == fast.contentOffset)
        #expect(centringError(slow) < 1e-9)
        let slowMid = run(carouselLayout(), wheels: wheels, fps: 30, seconds: 0.2)
        let fastMid = run(carouselLayout(), wheels: wheels, fps: 120, seconds: 0.2)
        #expect(abs(slowMid.contentOffset.x - fastMid.contentOffset.x) < 1e-6)
        #expect(slowMid.contentOffset.x < slow.contentOffset.x, "still gliding")
    }

    @Test("carousel: a wheel event during the glide retargets it, and scrolling back snaps back")
    func carouselRetargets() {
        let forward = run(carouselLayout(), wheels: [WheelEvent(dy: -3, timestamp: .zero),
                                                     WheelEvent(dy: -3, timestamp: Timestamp(seconds: 0.05))],
                          fps: 60, seconds: 3)
        #expect(forward.contentOffset.x > 380 && centringError(forward) < 1e-9)
        let back = run(carouselLayout(), wheels: [WheelEvent(dy: -3, timestamp: .zero),
                                                  WheelEvent(dy: 6, timestamp: Timestamp(seconds: 1))],
                       fps: 60, seconds: 3)
        #expect(back.contentOffset == .zero, "item 0 centred would need a negative offset: clamped to the start")
    }

    @Test("carousel: the target centres the nearest item, clamped to the content, along either axis")
    func carouselTarget() {
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [10])
        let g = carouselLayout().prepare(in: context)
        // Viewport centre at 160 + 500 = 660: item 3 (centre 760) is 100 away, item 2 (540) 120.
        #expect(g.targetContentOffset(forProposedContentOffset: Point(x: 500, y: 0), withScrollingVelocity: .zero)
            == Point(x: 600, y: 0))
        // Far beyond the end: the last item, clamped so the content's end meets the viewport's.
        let end = g.collectionViewContentSize.width - 320
        #expect(g.targetContentOffset(forProposedContentOffset: Point(x: 1e6, y: 0), withScrollingVelocity: .zero)
            == Point(x: end, y: 0))

        let vertical = carouselLayout(vertical: true).prepare(in: LayoutContext(bounds: Rect(x: 0, y: 0, width: 480, height: 320),
                                                                                itemCounts: [10]))
        #expect(vertical.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 500), withScrollingVelocity: .zero)
            == Point(x: 0, y: 600))

        let empty = carouselLayout().prepare(in: LayoutContext(bounds: context.bounds, itemCounts: [0]))
        #expect(empty.targetContentOffset(forProposedContentOffset: Point(x: 7, y: 0), withScrollingVelocity: .zero)
            == Point(x: 7, y: 0))
    }

    @Test("carousel: a vertical one snaps too, driven by the plain wheel")
    func verticalCarousel() {
        let cv = run(carouselLayout(vertical: true), width: 480, height: 320,
                     wheels: [WheelEvent(dy: -3, timestamp: .zero)], fps: 60, seconds: 3)
        #expect(cv.contentOffset == Point(x: 0, y: 380))
    }

    @Test("non-snapping layouts rest exactly where the plain closed-form momentum puts them")
    func nonSnappingUnchanged() {
        for fps in [30.0, 60, 144] {
            let cv = run(FlowLayout(), count: 10_000, wheels: [WheelEvent(dy: -3, timestamp: .zero),
                                                                WheelEvent(dy: -2, timestamp: Timestamp(seconds: 0.1))],
                         fps: fps, seconds: 3)
            // The same momentum, stepped by the same intervals, without any collection view.
            var physics = ScrollPhysics()
            var offset = Point.zero
            physics.addWheel(notchesX: 0, notchesY: 3)
            var last = Timestamp.zero, added = false
            for i in 1...Int((3 * fps).rounded()) {
                let now = Timestamp(seconds: Double(i) / fps)
                offset = physics.advance(offset: offset, dt: now - last, now: now)
                last = now
                if !added && now.seconds >= 0.1 { physics.addWheel(notchesX: 0, notchesY: 2); added = true }
            }
            #expect(cv.contentOffset == offset, "at \(fps) fps")
            #expect(offset.y > 590 && offset.y < 600, "five notches, a fraction short as before")
        }
    }

    @Test("glide(from:to:) lands exactly on its target at any frame rate")
    func glideLands() {
        for fps in [24.0, 60, 240] {
            var physics = ScrollPhysics()
            var offset = Point(x: 10, y: -4)
            physics.glide(from: offset, to: Point(x: 133.7, y: -4))
            #expect(abs(physics.restingOffset(from: offset).x - 133.7) < 1e-9)
            var t = 0.0
            while physics.isMoving && t < 10 {
                offset = physics.advance(offset: offset, dt: 1 / fps, now: Timestamp(seconds: t + 1 / fps))
                t += 1 / fps
            }
            #expect(offset == Point(x: 133.7, y: -4), "at \(fps) fps")
        }
    }
}
