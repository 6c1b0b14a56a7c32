import Testing
import LayoutCoreTestSupport

@testable import LayoutCore

/// Sizes of every section answered at once, as the demo's data source does.
private final class SectionSizes: FlowLayoutDelegate {
    let sections: [[Size]]
    init(_ sections: [[Size]]) { self.sections = sections }
    func flowLayout(_ layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? { sections[section] }
}

/// Random whole-point sizes as the benchmark's (30…200 × 30…120), `count` per section.
private func randomSections(_ sectionCount: Int, items count: Int, seed: UInt64) -> [[Size]] {
    var rng = SplitMix64(seed: seed)
    return (0..<sectionCount).map { _ in
        (0..<count).map { _ in Size(width: 30 + Double(rng.next() % 171), height: 30 + Double(rng.next() % 91)) }
    }
}

/// The pinch's flow: spacings 10, insets 20 and 16, 30-point headers and footers (as the demo's sections).
private func pinchFlow(scale: Double = 1) -> FlowLayout {
    var flow = FlowLayout()
    flow.minimumLineSpacing = 10
    flow.minimumInteritemSpacing = 10
    flow.sectionInset = EdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    flow.headerReferenceSize = Size(width: 0, height: 30)
    flow.footerReferenceSize = Size(width: 0, height: 24)
    flow.itemScale = scale
    return flow
}

/// Issue 18's `frame.pinch1M`: while a pinch gesture is live the flow is laid out only through the sections the
/// anchor and the viewport need, the rest when anything asks or once the gesture ends. What is laid out, and so
/// every frame, offset and content size anyone can query, is exactly a full prepare's.
@Suite("Live pinch: partial prepare")
struct LivePinchTests {
    /// Every section's stored lines and extent, and frames at screens and items, as the full prepare's.
    static func expectSame(_ partial: FlowLayout.Geometry, _ full: FlowLayout.Geometry) {
        #expect(partial.unpreparedStart == nil)
        #expect(partial.collectionViewContentSize == full.collectionViewContentSize)
        #expect(partial.sections.count == full.sections.count)
        for (a, b) in zip(partial.sections, full.sections) {
            #expect(a.start == b.start && a.end == b.end && a.itemCount == b.itemCount)
            guard case .varied(let x) = a.items, case .varied(let y) = b.items else {
                Issue.record("section \(a.index) is not varied")
                continue
            }
            #expect(x.offsets.tree == y.offsets.tree && x.starts.tree == y.starts.tree && x.linesStart == y.linesStart)
        }
        let h = full.collectionViewContentSize.height
        for y in stride(from: 0, to: h, by: h / 7) {
            let rect = Rect(x: 0, y: y, width: 1280, height: 800)
            let frames = partial.layoutAttributesForElements(in: rect).map(\.frame)
            #expect(!frames.isEmpty && frames == full.layoutAttributesForElements(in: rect).map(\.frame))
        }
    }

    @Test("a million random sizes in 100 sections, scaled or not: laid out in parts, then the rest, exactly the full prepare")
    func partsEqualFull() {
        let sizes = SectionSizes(randomSections(100, items: 10_000, seed: 18))
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 1280, height: 800), itemCounts: Array(repeating: 10_000, count: 100),
                                    delegate: sizes)
        for scale in [1, 1.1 * 1.1 * 1.1] {
            let flow = pinchFlow(scale: scale)
            let full = flow.prepareGeometry(in: context)
            var partial = flow.prepareGeometry(in: context, through: .section(2))
            #expect(partial.sections.count == 3 && partial.unpreparedStart == full.sections[3].start)
            // Until complete, the content size is the laid-out part plus an estimate of the rest, never less.
            #expect(partial.collectionViewContentSize.height > full.sections[2].end)
            // Through a rect in section 40: every section up to the one holding the rect's end.
            let y = full.sections[40].start + 100
            flow.prepareSections(of: &partial, in: context, through: .rect(Rect(x: 0, y: y, width: 1280, height: 800)))
            #expect(partial.sections.count == 41 && partial.unpreparedStart != nil)
            let rect = Rect(x: 0, y: y, width: 1280, height: 800)
            #expect(partial.layoutAttributesForElements(in: rect).map(\.frame) == full.layoutAttributesForElements(in: rect).map(\.frame))
            flow.prepareSections(of: &partial, in: context, through: .all)
            Self.expectSame(partial, full)
        }
        withExtendedLifetime(sizes) {}
    }

    /// A collection view of 40 sections of 500 random sizes (per item, as TestItems answers) scrolled into
    /// section 12, with its interaction.
    static func scrolledView() -> (CollectionView, CollectionViewInteraction, TestItems) {
        let items = TestItems(counts: Array(repeating: 500, count: 40))
        items.titles = .none
        items.provideHeaders = false
        var rng = SplitMix64(seed: 5)
        let sizes = (0..<20_000).map { _ in Size(width: 30 + Double(rng.next() % 171), height: 30 + Double(rng.next() % 91)) }
        items.sizeRule = { id in sizes[id % sizes.count] }
        let cv = items.makeCollectionView(pinchFlow(), width: 1280, height: 800)
        let start = (cv.geometry as? FlowLayout.Geometry)!.sections[12].start
        cv.contentOffset = Point(x: 0, y: start + 400)
        cv.advance(to: seconds(0.1))
        return (cv, CollectionViewInteraction(collectionView: cv), items)
    }

    /// The flow at the collection view's current scale, prepared in full in its context.
    static func fullPrepare(_ cv: CollectionView) -> FlowLayout.Geometry {
        (cv.collectionViewLayout as! FlowLayout).prepareGeometry(in: cv.layoutContext())
    }

    @Test("ctrl+wheel on a flow: laid out partly while the gesture lasts, the views and the anchor as a full prepare's; complete once it ends")
    func liveGesture() throws {
        let (cv, ix, items) = Self.scrolledView()
        defer { withExtendedLifetime(items) {} }
        let pointer = Point(x: 640, y: 400)
        let notches = [0.25, 0.25, 0.25, -0.25, 0.5, -0.75]
        var t = 0.2
        for notch in notches {
            // The item under the pointer (else the nearest), and where in it the pointer is: read off the views.
            let p = pointer + cv.contentOffset
            func distance(_ f: Rect) -> Double {
                let dx = max(f.minX - p.x, 0, p.x - f.maxX), dy = max(f.minY - p.y, 0, p.y - f.maxY)
                return dx * dx + dy * dy
            }
            let cells = cv.visibleLayoutAttributes.filter { $0.category == .cell }
            let nearest = try #require(cells.min { distance($0.frame) < distance($1.frame) })
            let anchor = cv.indexPathForItem(atWindowPoint: pointer) ?? nearest.indexPath
            let before = try #require(cells.first { $0.indexPath == anchor }?.frame)
            let relative = (pointer.y + cv.contentOffset.y - before.minY) / before.height
            let prepares = cv.prepareCount
            ix.handle(WheelEvent(dy: notch, location: pointer, modifiers: .control, timestamp: seconds(t)))
            cv.advance(to: seconds(t + 1.0 / 60))
            t += 1.0 / 30
            #expect(cv.prepareCount == prepares + 1, "one prepare per notch")
            // Drawing the frame (scroll indicators included) leaves the rest for later too.
            #expect(!cv.displayList().items.isEmpty)
            let partial = cv.prepared.isPartial
            #expect(partial, "the sections below the viewport wait")
            let full = Self.fullPrepare(cv)
            let shown = cv.visibleLayoutAttributes.filter { $0.category == .cell }.map { $0.frame }
            let expected = full.layoutAttributesForElements(in: cv.bounds).filter { $0.category == .cell }.map(\.frame)
            #expect(!shown.isEmpty && shown == expected)
            // The anchor stays under the pointer, by the full prepare's frame of it.
            let frame = try #require(full.layoutAttributesForItem(at: anchor)?.frame)
            #expect(abs(frame.minY + relative * frame.height - cv.contentOffset.y - pointer.y) < 1e-6)
        }
        #expect(abs(cv.collectionViewLayout.parameters["itemScale"]! - Math.pow(1.1, notches.reduce(0, +))) < 1e-12)
        // The gesture ends 0.3 s after its last step; the rest is laid out then.
        cv.advance(to: seconds(t + 0.5))
        #expect(cv.pinchGestureRecognizer.state == .possible || cv.pinchGestureRecognizer.state == .ended)
        let partial = cv.prepared.isPartial
        #expect(!partial)
        LivePinchTests.expectSame((cv.geometry as? FlowLayout.Geometry)!, Self.fullPrepare(cv))
    }

    @Test("asked mid-gesture, the content size and any item's attributes are a full prepare's")
    func queriesMidGesture() {
        let (cv, ix, items) = Self.scrolledView()
        defer { withExtendedLifetime(items) {} }
        ix.handle(WheelEvent(dy: 1, location: Point(x: 640, y: 400), modifiers: .control, timestamp: seconds(0.2)))
        cv.advance(to: seconds(0.21))
        let partial = cv.prepared.isPartial
        #expect(partial)
        let full = Self.fullPrepare(cv)
        let last = IndexPath(item: 499, section: 39)
        #expect(cv.layoutAttributesForItem(at: last)?.frame == full.layoutAttributesForItem(at: last)?.frame)
        let after = cv.prepared.isPartial
        #expect(!after, "a query lays out the rest")
        #expect(cv.contentSize == full.collectionViewContentSize)
    }

    @Test("pinch(scale:at:) called directly (no gesture going on) prepares in full, as before")
    func directPinchIsFull() {
        let (cv, _, items) = Self.scrolledView()
        defer { withExtendedLifetime(items) {} }
        #expect(cv.pinch(scale: 1.21, at: Point(x: 640, y: 400)))
        let partial = cv.prepared.isPartial
        #expect(!partial)
    }
}

/// The demo's flow is wrapped in a section-background decorator: it prepares in parts too, its backgrounds
/// following the sections laid out.
@Suite("Live pinch: partial prepare through a decorator")
struct DecoratedPartialPrepareTests {
    @Test("backgrounds and items of a decorated flow laid out in parts are the full prepare's")
    func decoratedParts() throws {
        let sizes = SectionSizes(randomSections(30, items: 400, seed: 3))
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 1280, height: 800), itemCounts: Array(repeating: 400, count: 30),
                                    delegate: sizes)
        let decorator = SectionBackgroundDecorator(base: pinchFlow(scale: 1.21), defaultColor: Color(hex: 0x336699))
        let full = decorator.prepare(in: context)
        var (partial, complete) = decorator.prepare(in: context, through: .section(4))
        #expect(!complete)
        let rect = Rect(x: 0, y: 0, width: 1280, height: 800)
        #expect(partial.layoutAttributesForElements(in: rect) == full.layoutAttributesForElements(in: rect))
        #expect(decorator.continuePreparing(&partial, in: context, through: .all))
        #expect(partial.collectionViewContentSize == full.collectionViewContentSize)
        let h = full.collectionViewContentSize.height
        for y in stride(from: 0, to: h, by: h / 9) {
            let r = Rect(x: 0, y: y, width: 1280, height: 800)
            let found = partial.layoutAttributesForElements(in: r)
            #expect(found.contains { if case .decorationView = $0.category { return true } else { return false } } && found == full.layoutAttributesForElements(in: r))
        }
        withExtendedLifetime(sizes) {}
    }
}

/// Sections may only be left for later when none can reach back above where it starts.
@Suite("Live pinch: partial prepare keeps order")
struct PartialPrepareOrderTests {
    @Test("a negative line spacing or scroll-axis inset anywhere: the partial prepare lays out every section")
    func negativeMetricsPrepareAll() {
        let sizes = SectionSizes(randomSections(10, items: 300, seed: 9))
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 1280, height: 800), itemCounts: Array(repeating: 300, count: 10),
                                    delegate: sizes)
        var spaced = pinchFlow()
        #expect(spaced.prepareGeometry(in: context, through: .section(0)).sections.count == 1)
        spaced.minimumLineSpacing = -5
        let negativeSpacing = spaced.prepareGeometry(in: context, through: .section(0))
        #expect(negativeSpacing.sections.count == 10 && negativeSpacing.unpreparedStart == nil)
        var inset = pinchFlow()
        inset.sectionInset.bottom = -40
        let negativeInset = inset.prepareGeometry(in: context, through: .section(0))
        #expect(negativeInset.sections.count == 10
                && negativeInset.collectionViewContentSize == inset.prepareGeometry(in: context).collectionViewContentSize)
        withExtendedLifetime(sizes) {}
    }
}
