import Testing
import LayoutCore

/// What the geometries of a `BoundsLoggingLayout` were told, in order.
private final class BoundsLog {
    var calls: [String] = []
}

/// A flow layout whose geometries log `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()`,
/// each with the width they were prepared at.
private struct BoundsLoggingLayout: CollectionLayout {
    let log: BoundsLog
    var name: String { "logging flow" }
    var decorationViews = DecorationRegistry()
    func isEqual(to other: any CollectionLayout) -> Bool { (other as? BoundsLoggingLayout)?.log === log }
    func prepare(in context: LayoutContext) -> any LayoutGeometry {
        Geometry(base: FlowLayout().prepare(in: context), width: context.bounds.width, log: log)
    }

    struct Geometry: LayoutGeometry {
        let base: any LayoutGeometry
        let width: Double
        let log: BoundsLog
        var collectionViewContentSize: Size { base.collectionViewContentSize }
        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { base.layoutAttributesForElements(in: rect) }
        func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { base.layoutAttributesForItem(at: indexPath) }
        mutating func prepare(forAnimatedBoundsChange oldBounds: Rect) {
            log.calls.append("prepare(forAnimatedBoundsChange: \(oldBounds.width)×\(oldBounds.height)) at width \(width)")
        }
        mutating func finalizeAnimatedBoundsChange() { log.calls.append("finalizeAnimatedBoundsChange() at width \(width)") }
    }
}

private final class TwentyItems: CollectionViewDataSource {
    func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ cv: CollectionView, cellForItemAt ip: IndexPath) throws -> CollectionViewCell {
        try cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: ip)
    }
}

private func frame(_ cv: CollectionView, _ item: Int) -> Rect? {
    cv.displayList().items.first { $0.key == .cell(IndexPath(item: item, section: 0)) }?.frame
}

@Suite("Animated bounds change (prepareForAnimatedBoundsChange, finalizeAnimatedBoundsChange)")
struct AnimatedBoundsChangeTests {
    /// 320 pt wide: 5 columns of 50 pt, 17.5 pt apart, rows every 60 pt. 480 pt wide: 8 columns, 80/7 pt apart.
    private func make(_ layout: any CollectionLayout = FlowLayout()) -> (CollectionView, TwentyItems) {
        let source = TwentyItems()
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = source
        cv.advance(to: Timestamp(seconds: 0))
        return (cv, source)
    }

    @Test("prepare with the old bounds on the geometry left and the one entered, then finalize once the animation lands")
    func callOrder() {
        let log = BoundsLog()
        let (cv, source) = make(BoundsLoggingLayout(log: log))
        var completed: [Bool] = []
        cv.setViewportSize(Size(width: 480, height: 480), animated: true) { completed.append($0) }
        #expect(log.calls == ["prepare(forAnimatedBoundsChange: 320.0×480.0) at width 320.0",
                              "prepare(forAnimatedBoundsChange: 320.0×480.0) at width 480.0"])
        cv.advance(to: Timestamp(seconds: 1))
        cv.advance(to: Timestamp(seconds: 1.25))
        #expect(cv.isTransitioning)
        #expect(log.calls.count == 2)
        cv.advance(to: Timestamp(seconds: 1.6))
        #expect(!cv.isTransitioning)
        #expect(completed == [true])
        #expect(log.calls.last == "finalizeAnimatedBoundsChange() at width 480.0")
        #expect(log.calls.count == 3)
        withExtendedLifetime(source) {}
    }

    @Test("mid-animation, a cell is drawn between its frame at the old width and its frame at the new one")
    func interpolatedFrames() throws {
        let (cv, source) = make()
        let old = try #require(frame(cv, 5))
        #expect(old == Rect(x: 0, y: 60, width: 50, height: 50))
        cv.setViewportSize(Size(width: 480, height: 480), animated: true)
        cv.advance(to: Timestamp(seconds: 1))
        cv.advance(to: Timestamp(seconds: 1.25))
        let p = try #require(cv.transitionProgress)
        #expect(p > 0.3 && p < 0.7)
        let newX = 5 * (50 + 80.0 / 7)
        let mid = try #require(frame(cv, 5))
        #expect(abs(mid.minX - newX * p) < 1e-6)
        #expect(abs(mid.minY - 60 * (1 - p)) < 1e-6)
        cv.advance(to: Timestamp(seconds: 1.6))
        let end = try #require(frame(cv, 5))
        #expect(abs(end.minX - newX) < 1e-6)
        #expect(end.minY == 0)
        #expect(cv.viewportSize == Size(width: 480, height: 480))
        withExtendedLifetime(source) {}
    }

    @Test("without animation the new frames show at once and no hook is asked")
    func unanimated() throws {
        let log = BoundsLog()
        let (cv, source) = make(BoundsLoggingLayout(log: log))
        cv.setViewportSize(Size(width: 480, height: 480), animated: false)
        cv.advance(to: Timestamp(seconds: 1))
        #expect(!cv.isTransitioning)
        #expect(log.calls.isEmpty)
        let f = try #require(frame(cv, 5))
        #expect(abs(f.minX - 5 * (50 + 80.0 / 7)) < 1e-6)
        withExtendedLifetime(source) {}
    }

    @Test("a second resize mid-flight starts from what is shown; the first completion hears false")
    func retarget() throws {
        let (cv, source) = make()
        var completed: [String] = []
        cv.setViewportSize(Size(width: 480, height: 480), animated: true) { completed.append("first \($0)") }
        cv.advance(to: Timestamp(seconds: 1))
        cv.advance(to: Timestamp(seconds: 1.25))
        let shown = try #require(frame(cv, 5))
        cv.setViewportSize(Size(width: 320, height: 480), animated: true) { completed.append("second \($0)") }
        #expect(completed == ["first false"])
        cv.advance(to: Timestamp(seconds: 1.26))
        let start = try #require(frame(cv, 5))
        #expect(abs(start.minX - shown.minX) < 1.5 && abs(start.minY - shown.minY) < 1.5)
        cv.advance(to: Timestamp(seconds: 3))
        #expect(completed == ["first false", "second true"])
        #expect(frame(cv, 5) == Rect(x: 0, y: 60, width: 50, height: 50))
        withExtendedLifetime(source) {}
    }
}

@Suite("Animated bounds change, landing early")
struct AnimatedBoundsChangeLandingTests {
    @Test("completeAnimatedBoundsChange() shows the new size's frames at once and finalizes the layout")
    func completeEarly() throws {
        let log = BoundsLog()
        let source = TwentyItems()
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: BoundsLoggingLayout(log: log))
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = source
        cv.advance(to: Timestamp(seconds: 0))
        var completed: [Bool] = []
        cv.setViewportSize(Size(width: 480, height: 480), animated: true) { completed.append($0) }
        cv.advance(to: Timestamp(seconds: 0.1))
        #expect(cv.isAnimatingBoundsChange)
        cv.completeAnimatedBoundsChange()
        #expect(!cv.isAnimatingBoundsChange && !cv.isTransitioning)
        #expect(completed == [true])
        #expect(log.calls.last == "finalizeAnimatedBoundsChange() at width 480.0")
        let f = try #require(frame(cv, 5))
        #expect(abs(f.minX - 5 * (50 + 80.0 / 7)) < 1e-6 && f.minY == 0)
        withExtendedLifetime(source) {}
    }
}
