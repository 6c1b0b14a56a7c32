import Testing
import LayoutCore
import LayoutCoreTestSupport

/// A one-column list whose cells carry custom values, to watch them interpolate.
private struct ListLayout: CollectionLayout, Equatable {
    var name: String { "list" }
    var rowHeight: Double
    var weight: Double
    var tint: Color
    var decorationViews = DecorationRegistry()

    struct Geometry: LayoutGeometry {
        let rows: Int, width: Double, rowHeight: Double, weight: Double, tint: Color
        var collectionViewContentSize: Size { Size(width: width, height: Double(rows) * rowHeight) }
        func layoutAttributesForItem(at ip: IndexPath) -> LayoutAttributes? {
            guard ip.section == 0, ip.item >= 0, ip.item < rows else { return nil }
            var a = LayoutAttributes.cell(ip, frame: Rect(x: 0, y: Double(ip.item) * rowHeight, width: width, height: rowHeight))
            a[custom: "weight"] = .number(weight * Double(ip.item))
            a[custom: "tint"] = .color(tint)
            return a
        }
        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            (0..<rows).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
        }
    }
    func prepare(in context: LayoutContext) -> any LayoutGeometry {
        Geometry(rows: context.itemCounts.first ?? 0, width: context.bounds.width, rowHeight: rowHeight, weight: weight, tint: tint)
    }
}

private func flow(_ side: Double, header: Double = 0) -> FlowLayout {
    var f = FlowLayout()
    f.itemSize = Size(width: side, height: side)
    f.headerReferenceSize = Size(width: 0, height: header)
    return f
}

private func approx(_ a: Rect?, _ b: Rect?, _ tolerance: Double = 1e-6) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}

@Suite("Layout transitions")
struct TransitionTests {
    let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [30])

    @Test("progress 0 equals the current layout, 1 the next, 0.5 the midpoint of frames and alpha")
    func endpointsAndMidpoint() {
        let t = TransitionLayout(currentLayout: flow(50, header: 40), nextLayout: flow(100))
        let a = flow(50, header: 40).prepare(in: context), b = flow(100).prepare(in: context)
        let everything = Rect(x: -1000, y: -1000, width: 5000, height: 5000)
        t.transitionProgress = 0
        #expect(t.prepare(in: context).layoutAttributesForElements(in: everything) == a.layoutAttributesForElements(in: everything))
        t.transitionProgress = 1
        let atEnd = t.prepare(in: context).layoutAttributesForElements(in: everything).filter { $0.alpha > 0 }
        #expect(atEnd == b.layoutAttributesForElements(in: everything))
        t.transitionProgress = 0.5
        let mid = t.prepare(in: context)
        for i in [0, 3, 17] {
            let ip = IndexPath(item: i, section: 0)
            let fa = a.layoutAttributesForItem(at: ip)!.frame, fb = b.layoutAttributesForItem(at: ip)!.frame
            let expected = Rect(x: (fa.midX + fb.midX) / 2 - (fa.width + fb.width) / 4, y: (fa.midY + fb.midY) / 2 - (fa.height + fb.height) / 4,
                                width: (fa.width + fb.width) / 2, height: (fa.height + fb.height) / 2)
            #expect(approx(mid.layoutAttributesForItem(at: ip)?.frame, expected))
        }
        // The header exists only in the current layout: it fades out where it is.
        let header = mid.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.alpha == 0.5)
        #expect(header?.frame == Rect(x: 0, y: 0, width: 320, height: 40))
        #expect(mid.collectionViewContentSize.width == 320)
    }

    @Test("custom attribute values interpolate; animated keys reach a custom transition")
    func customValues() {
        let from = ListLayout(rowHeight: 40, weight: 0, tint: .black), to = ListLayout(rowHeight: 60, weight: 10, tint: .white)
        let t = TransitionLayout(currentLayout: from, nextLayout: to)
        t.transitionProgress = 0.5
        let a = t.prepare(in: context).layoutAttributesForItem(at: IndexPath(item: 2, section: 0))
        #expect(a?[custom: "weight"] == .number(10))
        #expect(a?[custom: "tint"] == .color(Color(red: 0.5, green: 0.5, blue: 0.5)))
        t.updateValue(0.8, forAnimatedKey: "spin")
        #expect(t.value(forAnimatedKey: "spin") == 0.8)
        #expect(t.value(forAnimatedKey: "unset") == 0)
        t.attributesAdjustment = { attributes, transition in
            var r = attributes
            r.transform3D = .rotation(angle: transition.value(forAnimatedKey: "spin"), x: 0, y: 0, z: 1)
            return r
        }
        let spun = t.prepare(in: context).layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(spun?.transform3D == .rotation(angle: 0.8, x: 0, y: 0, z: 1))
    }

    @Test("a transition layout is one object: its progress changes in place, and both layouts are prepared only once")
    func progressInvalidates() {
        let t = TransitionLayout(currentLayout: flow(50), nextLayout: flow(80))
        let same = t
        t.transitionProgress = 0.1
        #expect(t.isEqual(to: same) && same.transitionProgress == 0.1, "a reference, as UICollectionViewTransitionLayout")
        #expect(!t.isEqual(to: TransitionLayout(currentLayout: flow(50), nextLayout: flow(80))))
        let g1 = t.geometries(in: context), g2 = same.geometries(in: context)
        #expect(g1.from.collectionViewContentSize == g2.from.collectionViewContentSize)
    }
}

@Suite("Animated layout switches")
struct AnimatedSwitchTests {
    @Test("an animated switch interpolates over time, lands on the new layout and completes once")
    func animatedSwitch() {
        let ds = TestItems(counts: [40])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(flow(50), settled: false)
        cv.advance(to: .zero)
        let start = cv.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))!.frame
        var completions: [Bool] = []
        cv.setCollectionViewLayout(flow(100), animated: true) { completions.append($0) }
        cv.advance(to: Timestamp(seconds: 0))
        #expect(cv.isTransitioning)
        cv.advance(to: Timestamp(seconds: 0.25))
        let mid = cv.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))!.frame
        #expect(mid != start && mid.width > 50 && mid.width < 100)
        cv.advance(to: Timestamp(seconds: 0.6))
        #expect(!cv.isTransitioning)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))!.frame.size == Size(width: 100, height: 100))
        #expect(cv.collectionViewLayout.isEqual(to: flow(100)))
        cv.advance(to: Timestamp(seconds: 1))
        #expect(completions == [true])
    }

    @Test("switching again mid-flight continues from the interpolated state, never jumps")
    func retarget() {
        let ds = TestItems(counts: [40])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(flow(50), settled: false)
        cv.advance(to: .zero)
        var first: [Bool] = [], second: [Bool] = []
        cv.setCollectionViewLayout(flow(100), animated: true) { first.append($0) }
        cv.advance(to: Timestamp(seconds: 0))
        cv.advance(to: Timestamp(seconds: 0.2))
        let before = cv.visibleLayoutAttributes.filter { $0.category == .cell }
        cv.setCollectionViewLayout(flow(30), animated: true) { second.append($0) }
        cv.advance(to: Timestamp(seconds: 0.2))
        for a in before.prefix(10) {
            #expect(approx(cv.layoutAttributesForItem(at: a.indexPath)?.frame, a.frame), "item \(a.indexPath) continues where it was")
        }
        #expect(first == [false], "the interrupted switch reports it did not finish")
        cv.advance(to: Timestamp(seconds: 1))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size == Size(width: 30, height: 30))
        #expect(second == [true])
    }

    @Test("an interactive transition follows its progress; finish installs the new layout whatever the progress, cancel the old")
    func interactive() {
        let ds = TestItems(counts: [20])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(flow(50), settled: false)
        cv.advance(to: .zero)
        var results: [Bool] = []
        cv.startInteractiveTransition(to: flow(100)) { results.append($0) }
        cv.updateInteractiveTransition(progress: 0.2)
        cv.advance(to: Timestamp(seconds: 5))
        #expect(cv.transitionProgress == 0.2, "time does not move an interactive transition")
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 60)
        cv.finishInteractiveTransition()
        cv.advance(to: Timestamp(seconds: 5))
        cv.advance(to: Timestamp(seconds: 6))
        #expect(!cv.isTransitioning)
        #expect(cv.collectionViewLayout.isEqual(to: flow(100)), "finished at 20 %: the new layout (UIKit)")
        #expect(results == [true])

        cv.startInteractiveTransition(to: flow(50)) { results.append($0) }
        cv.updateInteractiveTransition(progress: 0.7)
        cv.cancelInteractiveTransition()
        #expect(cv.destinationLayout.isEqual(to: flow(100)), "a cancelled transition heads back")
        cv.advance(to: Timestamp(seconds: 7))
        cv.advance(to: Timestamp(seconds: 8))
        #expect(cv.collectionViewLayout.isEqual(to: flow(100)), "cancelled at 70 %: the old layout")
        #expect(results == [true, false])
    }

    @Test("UIKit's contract: the returned transition layout is the one shown; setting its progress moves what is shown")
    func returnedTransitionDrives() {
        let ds = TestItems(counts: [20])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(flow(50), settled: false)
        cv.advance(to: .zero)
        let t = cv.startInteractiveTransition(to: flow(100))
        #expect(cv.collectionViewLayout as? TransitionLayout === t, "collectionViewLayout is the transition layout")
        #expect(cv.destinationLayout.isEqual(to: flow(100)))
        t.transitionProgress = 0.5
        cv.layoutIfNeeded()
        #expect(cv.transitionProgress == 0.5)
        #expect(cv.visibleLayoutAttributes.first { $0.indexPath == IndexPath(item: 0, section: 0) }?.frame.width == 75)
        t.updateValue(3, forAnimatedKey: "k")
        #expect(cv.geometry.map { $0 is TransitionGeometry } == true)
        cv.finishInteractiveTransition()
        cv.advance(to: Timestamp(seconds: 1))
        cv.advance(to: Timestamp(seconds: 2))
        #expect(cv.collectionViewLayout.isEqual(to: flow(100)) && !cv.isTransitioning)
        t.transitionProgress = 0.1
        cv.layoutIfNeeded()
        #expect(cv.visibleLayoutAttributes.first?.frame.width == 100, "a landed transition's object no longer drives anything")
    }

    @Test("an animated switch installs the new layout at once (collectionViewLayout), and lands on it")
    func animatedSwitchInstallsAtOnce() {
        let ds = TestItems(counts: [20])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(flow(50), settled: false)
        cv.advance(to: .zero)
        cv.setCollectionViewLayout(flow(100), animated: true)
        #expect(cv.collectionViewLayout.isEqual(to: flow(100)) && cv.isTransitioning && cv.transitionLayout != nil)
        cv.advance(to: Timestamp(seconds: 0.25))
        #expect(cv.collectionViewLayout.isEqual(to: flow(100)))
        cv.advance(to: Timestamp(seconds: 1))
        #expect(!cv.isTransitioning && cv.transitionLayout == nil)
    }

    @Test("an animated invalidation during a transition keeps its destination, and its completion hears that it finished")
    func invalidationDuringTransition() {
        let ds = TestItems(counts: [20])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(flow(50), settled: false)
        cv.advance(to: .zero)
        var interactive: [Bool] = [], invalidation: [Bool] = []
        cv.startInteractiveTransition(to: flow(100)) { interactive.append($0) }
        cv.updateInteractiveTransition(progress: 0.3)
        // e.g. a double click enlarges an item while Shift+key is held: the layout animates on to the destination.
        cv.invalidateLayout(animated: true) { invalidation.append($0) }
        #expect(interactive.isEmpty, "not reported as interrupted: the switch is still going where it was going")
        cv.advance(to: Timestamp(seconds: 0.1))
        cv.advance(to: Timestamp(seconds: 1))
        #expect(!cv.isTransitioning)
        #expect(cv.collectionViewLayout.isEqual(to: flow(100)))
        #expect(interactive == [true] && invalidation == [true], "each completion exactly once, finished")
    }

    @Test("the anchor item keeps its place on screen when the new layout allows it")
    func anchoredOffset() {
        let ds = TestItems(counts: [400])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(flow(50), settled: false)
        cv.contentOffset = Point(x: 0, y: 1200)
        cv.advance(to: .zero)
        cv.selectItem(at: IndexPath(item: 112, section: 0))
        let before = cv.layoutAttributesForItem(at: IndexPath(item: 112, section: 0))!.center.y - cv.contentOffset.y
        cv.setCollectionViewLayout(flow(60), animated: true)
        cv.advance(to: Timestamp(seconds: 0))
        cv.advance(to: Timestamp(seconds: 1))
        let after = cv.layoutAttributesForItem(at: IndexPath(item: 112, section: 0))!.center.y - cv.contentOffset.y
        #expect(abs(after - before) < 1e-6)
    }
}
