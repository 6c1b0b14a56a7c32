import Testing
@testable import LayoutCore
import LayoutCoreTestSupport

// MARK: - Helpers

private typealias Decorated = SectionBackgroundDecorator<FlowLayout>

private let backgroundKind = "sectionBackground"
private let backgroundCategory = ElementCategory.decorationView(kind: backgroundKind)
private func backgroundKey(_ section: Int) -> ElementKey { .decoration(backgroundKind, IndexPath(item: 0, section: section)) }

private let red = Color(hex: 0xE05050)
private let blue = Color(hex: 0x5070E0)
private let gray = Color(hex: 0x808080)

/// Per-section background colors, plus flow metrics forwarded to an optional `MetricsDelegate` (a context has
/// one delegate, so the two roles share an object as they would in an app).
final class ColoredSections: SectionBackgroundDelegate, FlowLayoutDelegate {
    var colors: [Int: Color]
    let metrics: MetricsDelegate?

    init(colors: [Int: Color] = [:], metrics: MetricsDelegate? = nil) { self.colors = colors; self.metrics = metrics }

    func sectionBackgroundColor(forSectionAt section: Int) -> Color? { colors[section] }

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
        metrics?.flowLayout(layout, sizeForItemAt: indexPath)
    }
    func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? {
        metrics?.flowLayout(layout, insetForSectionAt: section)
    }
    func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? {
        metrics?.flowLayout(layout, minimumLineSpacingForSectionAt: section)
    }
    func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        metrics?.flowLayout(layout, minimumInteritemSpacingForSectionAt: section)
    }
    func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? {
        metrics?.flowLayout(layout, referenceSizeForHeaderInSection: section)
    }
    func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? {
        metrics?.flowLayout(layout, referenceSizeForFooterInSection: section)
    }
}

/// Prepares a decorated flow layout for a viewport, keeping the (weakly held) delegate alive meanwhile.
private func decorated(_ layout: FlowLayout, viewport: Size, counts: [Int], delegate: (any CollectionViewDelegate)?,
                       defaultColor: Color? = nil, contentOffset: Point = .zero) -> Decorated.Geometry {
    withExtendedLifetime(delegate) {
        let context = LayoutContext(bounds: Rect(origin: contentOffset, size: viewport), itemCounts: counts, delegate: delegate)
        return Decorated(base: layout, defaultColor: defaultColor).prepareGeometry(in: context)
    }
}

/// Three sections under 40-high headers over 30-high footers, insets top 5 / bottom 15 / sides 10, in a
/// 320×480 view (five 50-wide columns, lines every 60):
/// section 0, 7 items: header 0…40, lines 45…95 and 105…155, footer 170…200 → background y 0…200;
/// section 1, empty and without header: insets 200…220, footer 220…250 → background y 200…250;
/// section 2, 3 items: header 250…290, line 295…345, footer 360…390 → background y 250…390.
private func threeSections() -> FlowCase {
    var layout = FlowLayout()
    layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
    layout.headerReferenceSize = Size(width: 0, height: 40)
    layout.footerReferenceSize = Size(width: 0, height: 30)
    let metrics = MetricsDelegate()
    metrics.headerSizes[1] = .zero
    return FlowCase(layout: layout, counts: [7, 0, 3], delegate: metrics, contentSize: Size(width: 320, height: 390), expected: [
        backgroundKey(0): Rect(x: 0, y: 0, width: 320, height: 200),
        backgroundKey(1): Rect(x: 0, y: 200, width: 320, height: 50),
        backgroundKey(2): Rect(x: 0, y: 250, width: 320, height: 140),
    ])
}

/// The hand-worked case scrolling in a direction (horizontal = mirrored across the diagonal).
private func threeSections(_ direction: ScrollDirection) -> FlowCase {
    direction == .vertical ? threeSections() : threeSections().transposed()
}

/// Equal within float noise, relative to the magnitude.
private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * Swift.max(1, abs(a), abs(b)) }

private func color(_ a: LayoutAttributes?) -> AttributeValue? { a?[custom: DecorationView.backgroundColorKey] }

// MARK: - Hand-worked geometry

@Suite("SectionBackgroundDecorator geometry")
struct SectionBackgroundGeometryTests {
    @Test("when every section is colored, each background spans its section from header top to footer bottom at zIndex −1",
          arguments: ScrollDirection.allCases)
    func framesFromHeaderToFooter(direction: ScrollDirection) {
        let c = threeSections(direction)
        let delegate = ColoredSections(colors: [0: red, 1: gray, 2: blue], metrics: c.delegate)
        let g = decorated(c.layout, viewport: c.viewport, counts: c.counts, delegate: delegate)
        #expect(g.collectionViewContentSize == c.contentSize)
        for (key, want) in c.expected {
            let a = g.layoutAttributes(for: key)
            #expect(a?.frame == want, "\(direction): \(key)")
            #expect(a?.zIndex == -1, "\(direction): \(key)")
            #expect(g.frameForSection(key.indexPath.section) == want, "\(direction): frame of section \(key.indexPath.section)")
        }
        #expect(color(g.layoutAttributes(for: backgroundKey(0))) == .color(red))
        #expect(color(g.layoutAttributes(for: backgroundKey(1))) == .color(gray))
        #expect(color(g.layoutAttributes(for: backgroundKey(2))) == .color(blue))

        // The edges are the header's leading and the footer's trailing edge along the scroll axis.
        let axis = direction.axis
        for s in [0, 2] {
            let bg = g.layoutAttributes(for: backgroundKey(s))!.frame
            #expect(g.layoutAttributes(for: headerKey(s))?.frame.min(axis) == bg.min(axis), "\(direction): section \(s)")
            #expect(g.layoutAttributes(for: footerKey(s))?.frame.max(axis) == bg.max(axis), "\(direction): section \(s)")
        }
        #expect(g.frameForSection(3) == nil)
        #expect(g.frameForSection(-1) == nil)
        #expect(g.layoutAttributesForDecorationView(ofKind: backgroundKind, at: IndexPath(item: 0, section: 3)) == nil)
        #expect(g.layoutAttributesForDecorationView(ofKind: backgroundKind, at: IndexPath(item: 1, section: 0)) == nil)
        #expect(g.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("when queried everywhere, the backgrounds come first in section order, then the base's elements unchanged",
          arguments: ScrollDirection.allCases)
    func backgroundsFirstThenBase(direction: ScrollDirection) {
        let c = threeSections(direction)
        let delegate = ColoredSections(colors: [0: red, 1: gray, 2: blue], metrics: c.delegate)
        let g = decorated(c.layout, viewport: c.viewport, counts: c.counts, delegate: delegate)
        let base = prepared(c.layout, viewport: c.viewport, counts: c.counts, delegate: delegate)
        let all = g.layoutAttributesForElements(in: everywhere)
        #expect(all.prefix(3).map(\.key) == [backgroundKey(0), backgroundKey(1), backgroundKey(2)])
        #expect(Array(all.dropFirst(3)) == base.layoutAttributesForElements(in: everywhere))
        #expect(all.map(\.key) == all.map(\.key).sorted())
    }

    @Test("when a rect meets only the empty section, only its background and nothing of the base is returned",
          arguments: ScrollDirection.allCases)
    func rectInsideEmptySection(direction: ScrollDirection) {
        let c = threeSections(direction)
        let delegate = ColoredSections(colors: [0: red, 1: gray, 2: blue], metrics: c.delegate)
        let g = decorated(c.layout, viewport: c.viewport, counts: c.counts, delegate: delegate)
        // y 205…220 lies between section 0's footer (…200) and section 1's footer (220…).
        var rect = Rect(x: 0, y: 205, width: 320, height: 15)
        if direction == .horizontal { rect = transpose(rect) }
        #expect(g.layoutAttributesForElements(in: rect).map(\.key) == [backgroundKey(1)])
    }

    @Test("when the delegate colors some sections, the others get no background, or defaultColor when set",
          arguments: ScrollDirection.allCases)
    func uncoloredSections(direction: ScrollDirection) {
        let c = threeSections(direction)
        let delegate = ColoredSections(colors: [0: red, 2: blue], metrics: c.delegate)
        var g = decorated(c.layout, viewport: c.viewport, counts: c.counts, delegate: delegate)
        #expect(g.layoutAttributes(for: backgroundKey(1)) == nil)
        #expect(g.layoutAttributesForElements(in: everywhere).filter { $0.category == backgroundCategory }.map(\.key)
            == [backgroundKey(0), backgroundKey(2)])

        g = decorated(c.layout, viewport: c.viewport, counts: c.counts, delegate: delegate, defaultColor: gray)
        #expect(color(g.layoutAttributes(for: backgroundKey(0))) == .color(red))
        #expect(color(g.layoutAttributes(for: backgroundKey(1))) == .color(gray))
        #expect(color(g.layoutAttributes(for: backgroundKey(2))) == .color(blue))
        #expect(g.layoutAttributes(for: backgroundKey(1))?.frame == c.expected[backgroundKey(1)])
    }

    @Test("when the delegate is not a SectionBackgroundDelegate, only defaultColor gives backgrounds")
    func delegateWithoutColors() {
        let c = threeSections()
        let metricsOnly = c.delegate!
        let none = decorated(c.layout, viewport: c.viewport, counts: c.counts, delegate: metricsOnly)
        let base = prepared(c.layout, viewport: c.viewport, counts: c.counts, delegate: metricsOnly)
        #expect(none.layoutAttributesForElements(in: everywhere) == base.layoutAttributesForElements(in: everywhere))

        let filled = decorated(c.layout, viewport: c.viewport, counts: c.counts, delegate: metricsOnly, defaultColor: gray)
        let backgrounds = filled.layoutAttributesForElements(in: everywhere).filter { $0.category == backgroundCategory }
        #expect(backgrounds.map(\.key) == [backgroundKey(0), backgroundKey(1), backgroundKey(2)])
        #expect(backgrounds.allSatisfy { color($0) == .color(gray) })
    }

    @Test("when headers pin, the visible-bounds query still pins them through the decorator",
          arguments: ScrollDirection.allCases)
    func pinnedHeadersForwarded(direction: ScrollDirection) {
        // Two sections of ten 50×50 items under 40-high headers in 320×200: sections y 0…150 and 150…300.
        var layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        var viewport = Size(width: 320, height: 200)
        var visible = Rect(x: 0, y: 60, width: 320, height: 200)
        if direction == .horizontal {
            layout.scrollDirection = .horizontal
            layout.headerReferenceSize = transpose(layout.headerReferenceSize)
            viewport = transpose(viewport)
            visible = transpose(visible)
        }
        let orient = { (r: Rect) in direction == .horizontal ? transpose(r) : r }
        let g = decorated(layout, viewport: viewport, counts: [10, 10], delegate: nil, defaultColor: gray)
        let base = prepared(layout, viewport: viewport, counts: [10, 10])
        let result = g.layoutAttributesForElements(in: visible, visibleBounds: visible)
        #expect(result.filter { $0.category != backgroundCategory }
            == base.layoutAttributesForElements(in: visible, visibleBounds: visible))
        let header0 = result.first { $0.key == headerKey(0) }
        #expect(header0?.frame == orient(Rect(x: 0, y: 60, width: 320, height: 40)))
        #expect(header0?.zIndex == 1024)
        // Backgrounds never pin: they stay on their sections.
        #expect(result.filter { $0.category == backgroundCategory }.map(\.frame)
            == [Rect(x: 0, y: 0, width: 320, height: 150), Rect(x: 0, y: 150, width: 320, height: 150)].map(orient))
        #expect(result.map(\.key) == result.map(\.key).sorted())
    }

    @Test("when there are 100,000 sections, a viewport query returns just the backgrounds it meets")
    func manySections() {
        var layout = FlowLayout()
        layout.footerReferenceSize = Size(width: 0, height: 10)
        let counts = [Int](repeating: 5, count: 100_000)  // one 50-high line + 10-high footer: 60 per section
        let g = decorated(layout, viewport: Size(width: 320, height: 480), counts: counts, delegate: nil, defaultColor: gray)
        let rect = Rect(x: 0, y: 3_000_030, width: 320, height: 480)  // sections 50,000 (from its middle) to 50,008
        let backgrounds = g.layoutAttributesForElements(in: rect).filter { $0.category == backgroundCategory }
        #expect(backgrounds.map(\.indexPath.section) == Array(50_000...50_008))
        #expect(backgrounds.first?.frame == Rect(x: 0, y: 3_000_000, width: 320, height: 60))
        #expect(g.layoutAttributes(for: backgroundKey(99_999))?.frame == Rect(x: 0, y: 5_999_940, width: 320, height: 60))
    }
}

// MARK: - Properties

@Suite("SectionBackgroundDecorator properties")
struct SectionBackgroundPropertyTests {
    // Rect queries, on-demand queries and key order of the decorated layouts: LayoutConformanceTests.
    @Test("when sections are colored at random, each background is its section's frame and the base's elements are unchanged",
          arguments: Array(flowSeeds.prefix(100)))
    func backgroundsAreSectionFrames(seed: UInt64) {
        let config = RandomFlowConfig(seed: seed)
        var g = SeededGenerator(seed: seed ^ 0x5EC7)
        var colors: [Int: Color] = [:]
        for s in config.counts.indices where Bool.random(using: &g) {
            colors[s] = Color(hue: Double.random(in: 0..<1, using: &g), saturation: 0.5, brightness: 0.8)
        }
        let defaultColor: Color? = Bool.random(using: &g) ? gray : nil
        let delegate = ColoredSections(colors: colors, metrics: config.delegate)
        for direction in ScrollDirection.allCases {
            let label = "seed \(seed) \(direction)"
            var layout = config.layout
            layout.scrollDirection = direction
            let geometry = decorated(layout, viewport: config.viewport, counts: config.counts, delegate: delegate,
                                     defaultColor: defaultColor)
            let base = prepared(layout, viewport: config.viewport, counts: config.counts, delegate: delegate)
            let all = geometry.layoutAttributesForElements(in: everywhere)
            #expect(all.filter { $0.category != backgroundCategory } == base.layoutAttributesForElements(in: everywhere),
                    "\(label): base elements unchanged")

            // Sections tile the content along the scroll axis; each background is its section's frame and
            // holds every element of its section.
            let axis = direction.axis, content = geometry.collectionViewContentSize
            var end = 0.0
            for s in config.counts.indices {
                let frame = base.frameForSection(s)!
                // origin + length rounds, so the previous frame's end may differ from this start in the last bit.
                #expect(close(frame.min(axis), end), "\(label): section \(s) starts where the previous ended")
                #expect(frame.min(axis.cross) == 0 && frame.size[axis.cross] == config.viewport[axis.cross], "\(label): \(s)")
                end = frame.max(axis)
                let bg = geometry.layoutAttributes(for: backgroundKey(s))
                if let want = colors[s] ?? defaultColor {
                    #expect(bg?.frame == frame, "\(label): background \(s)")
                    #expect(bg?.zIndex == -1)
                    #expect(color(bg) == .color(want), "\(label): color \(s)")
                    #expect(all.contains { $0.key == backgroundKey(s) } == !frame.isEmpty, "\(label): \(s) in full query")
                } else {
                    #expect(bg == nil, "\(label): uncolored section \(s)")
                }
                let inside = frame.insetBy(dx: -1e-7, dy: -1e-7)
                for a in all where a.indexPath.section == s && a.category != backgroundCategory {
                    #expect(inside.contains(a.frame), "\(label): \(a) outside section frame \(frame)")
                }
            }
            #expect(close(end, content[axis]), "\(label): last section ends at the content's end")
            #expect(base.frameForSection(config.counts.count) == nil)
        }
    }
}

// MARK: - Configuration and composition

/// A stand-in base layout: three 100×100 sections stacked vertically, each with a cell and decorations of
/// kinds sorting before ("grid") and after ("zebra") the backgrounds, to check the merge. Its geometry
/// provides section frames only when `framed`.
private struct StubLayout: CollectionLayout, Equatable {
    var framed = true
    var decorationViews = DecorationRegistry()
    var name: String { "stub" }
    var parameters: [String: Double] { ["framed": framed ? 1 : 0] }
    func shouldInvalidateLayout(forBoundsChange oldBounds: Rect, newBounds: Rect) -> Bool { true }
    func prepare(in context: LayoutContext) -> any LayoutGeometry {
        framed ? FramedStubGeometry(stub: StubGeometry()) : StubGeometry()
    }
}

private struct StubGeometry: LayoutGeometry {
    static func section(_ s: Int) -> Rect { Rect(x: 0, y: Double(s) * 100, width: 100, height: 100) }
    var collectionViewContentSize: Size { Size(width: 100, height: 300) }
    var all: [LayoutAttributes] {
        let grid = (0..<3).map { LayoutAttributes.decoration("grid", IndexPath(item: 0, section: $0), frame: Self.section($0)) }
        let zebra = (0..<3).map { LayoutAttributes.decoration("zebra", IndexPath(item: 0, section: $0), frame: Self.section($0)) }
        let cells = (0..<3).map {
            LayoutAttributes.cell(IndexPath(item: 0, section: $0), frame: Self.section($0).insetBy(dx: 10, dy: 10))
        }
        return grid + zebra + cells
    }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { all.filter { $0.frame.intersects(rect) } }
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { all.first { $0.key == .cell(indexPath) } }
    func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        all.first { $0.key == .decoration(kind, indexPath) }
    }
    func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        Point(x: 0, y: (proposed.y / 100).rounded() * 100)
    }
}

private struct FramedStubGeometry: LayoutGeometry, SectionFrameProviding {
    let stub: StubGeometry
    var collectionViewContentSize: Size { stub.collectionViewContentSize }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { stub.layoutAttributesForElements(in: rect) }
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { stub.layoutAttributesForItem(at: indexPath) }
    func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        stub.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
    }
    func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        stub.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }
    func frameForSection(_ section: Int) -> Rect? { (0..<3).contains(section) ? StubGeometry.section(section) : nil }
}

private final class DecorationSubclass: DecorationView {}

@Suite("SectionBackgroundDecorator configuration")
struct SectionBackgroundConfigurationTests {
    @Test("when compared, decorators of equal bases and colors are equal; any difference makes them unequal")
    func equality() {
        let a = SectionBackgroundDecorator(base: FlowLayout())
        var b = SectionBackgroundDecorator(base: FlowLayout())
        #expect(a == b)
        #expect(a.isEqual(to: b))
        #expect(!a.isEqual(to: FlowLayout()), "the wrapper is not its base")
        b.base.minimumLineSpacing = 11
        #expect(a != b)
        #expect(!a.isEqual(to: b))
        b = a
        b.defaultColor = gray
        #expect(a != b)
        #expect(!a.isEqual(to: b))
    }

    @Test("when configured, name, parameters and bounds invalidation come from the base")
    func forwardsConfiguration() {
        var flow = FlowLayout()
        flow.itemSize = Size(width: 60, height: 70)
        let d = SectionBackgroundDecorator(base: flow)
        #expect(d.name == "flow")
        #expect(d.parameters == flow.parameters)
        #expect(SectionBackgroundDecorator<FlowLayout>.elementKind == backgroundKind)
        let old = Rect(x: 0, y: 0, width: 320, height: 480)
        #expect(!d.shouldInvalidateLayout(forBoundsChange: old, newBounds: old.offsetBy(dx: 0, dy: 300)))
        #expect(d.shouldInvalidateLayout(forBoundsChange: old, newBounds: Rect(x: 0, y: 0, width: 480, height: 320)))
        let stub = SectionBackgroundDecorator(base: StubLayout())
        #expect(stub.shouldInvalidateLayout(forBoundsChange: old, newBounds: old.offsetBy(dx: 0, dy: 300)))
        #expect(stub.name == "stub" && stub.parameters == ["framed": 1])
    }

    @Test("when decoration classes are registered, the wrapper and its base share one registry")
    func sharedRegistry() {
        var stub = StubLayout()
        stub.register(DecorationSubclass.self, forDecorationViewOfKind: "grid")
        var d = SectionBackgroundDecorator(base: stub)
        #expect(d.decorationViews.viewClass(forKind: "grid") == DecorationSubclass.self, "the base's kinds stay visible")
        #expect(SectionBackgroundDecorator(base: FlowLayout()).decorationViews.kinds.isEmpty, "nothing registered by default")
        d.register(DecorationSubclass.self, forDecorationViewOfKind: backgroundKind)
        #expect(d.base.decorationViews.kinds == ["grid", backgroundKind])
    }

    @Test("when the base emits decorations of its own, backgrounds merge between them in key order")
    func mergesWithBaseDecorations() {
        let g = SectionBackgroundDecorator(base: StubLayout(), defaultColor: gray)
            .prepareGeometry(in: LayoutContext(bounds: Rect(x: 0, y: 0, width: 100, height: 300), itemCounts: [1, 1, 1]))
        let rect = Rect(x: 0, y: 150, width: 100, height: 100)  // sections 1 and 2
        let keys = g.layoutAttributesForElements(in: rect).map(\.key)
        let path = { (s: Int) in IndexPath(item: 0, section: s) }
        #expect(keys == [.decoration("grid", path(1)), .decoration("grid", path(2)), backgroundKey(1), backgroundKey(2),
                         .decoration("zebra", path(1)), .decoration("zebra", path(2)), .cell(path(1)), .cell(path(2))])
        #expect(g.layoutAttributesForDecorationView(ofKind: "grid", at: path(0))?.frame == StubGeometry.section(0))
        #expect(g.layoutAttributes(for: backgroundKey(0))?.frame == StubGeometry.section(0))
        #expect(g.layoutAttributesForItem(at: path(2))?.frame == Rect(x: 10, y: 210, width: 80, height: 80))
        #expect(g.collectionViewContentSize == Size(width: 100, height: 300))
        #expect(g.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 130), withScrollingVelocity: .zero)
            == Point(x: 0, y: 100))
    }

    @Test("when wrapping a waterfall layout, its section frames become the backgrounds")
    func wrapsWaterfall() {
        var waterfall = WaterfallLayout()
        waterfall.headerHeight = 30
        waterfall.footerHeight = 20
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [7, 0, 4])
        let g = SectionBackgroundDecorator(base: waterfall, defaultColor: gray).prepareGeometry(in: context)
        let frames = g.layoutAttributesForElements(in: everywhere).filter { $0.category == backgroundCategory }.map(\.frame)
        let base = g.base as? SectionFrameProviding
        #expect(base != nil)
        #expect(frames == (0..<3).compactMap { base?.frameForSection($0) })
        #expect(frames.count == 3)
    }

    @Test("when the base geometry provides no section frames, the decorator adds nothing and only forwards")
    func baseWithoutSectionFrames() {
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 100, height: 300), itemCounts: [1, 1, 1])
        let g = SectionBackgroundDecorator(base: StubLayout(framed: false), defaultColor: gray).prepareGeometry(in: context)
        #expect(g.layoutAttributesForElements(in: everywhere) == StubGeometry().layoutAttributesForElements(in: everywhere))
        #expect(g.layoutAttributes(for: backgroundKey(0)) == nil)
        #expect(g.frameForSection(0) == nil)
    }
}

// MARK: - With a collection view

@Suite("SectionBackgroundDecorator in a collection view")
struct SectionBackgroundCollectionViewTests {
    /// A collection view over `ds` with the decorated layout, headers and footers registered.
    private func makeCollectionView(_ ds: TestItems, delegate: ColoredSections, layout: FlowLayout,
                                    defaultColor: Color? = nil) -> CollectionView {
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480),
                                collectionViewLayout: Decorated(base: layout, defaultColor: defaultColor))
        ds.register(in: cv)
        cv.dataSource = ds
        cv.delegate = delegate
        return cv
    }

    @Test("when shown, each colored section has a live DecorationView painted in its color, drawn behind its cells")
    func liveDecorationViews() {
        let c = threeSections()
        // The collection view holds data source and delegate weakly: these locals keep them alive.
        let ds = TestItems(counts: c.counts)
        let delegate = ColoredSections(colors: [0: red, 2: blue], metrics: c.delegate)
        let cv = makeCollectionView(ds, delegate: delegate, layout: c.layout)
        cv.layoutIfNeeded()
        withExtendedLifetime((ds, delegate)) {
            let view0 = cv.view(for: backgroundKey(0))
            #expect(view0 is DecorationView)
            #expect(view0?.backgroundColor == red)
            #expect(view0?.layoutAttributes?.frame == c.expected[backgroundKey(0)])
            #expect(cv.view(for: backgroundKey(1)) == nil)
            #expect(cv.view(for: backgroundKey(2))?.backgroundColor == blue)
            #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
            #expect(cv.problems.isEmpty, "\(cv.problems)")
            let order = cv.displayList().items.map(\.key)
            #expect(order.first == backgroundKey(0))
            #expect(order.firstIndex(of: backgroundKey(2))! < order.firstIndex(of: cellKey(2, 0))!)
        }
    }

    @Test("when scrolled through many sections, reused decoration views always show their section's color")
    func reusedViewsRecolored() {
        var layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 30)
        let counts = [Int](repeating: 12, count: 60)  // three lines + header: 200 per section
        let ds = TestItems(counts: counts)
        let colorOf = { (section: Int) in section % 2 == 0 ? red : blue }
        let delegate = ColoredSections(colors: Dictionary(uniqueKeysWithValues: counts.indices.map { ($0, colorOf($0)) }))
        let cv = makeCollectionView(ds, delegate: delegate, layout: layout)
        withExtendedLifetime((ds, delegate)) {
            var y = 0.0, seen = 0
            while y <= cv.maximumContentOffset.y {
                cv.contentOffset = Point(x: 0, y: y)
                cv.layoutIfNeeded()
                for a in cv.visibleLayoutAttributes where a.category == backgroundCategory {
                    seen += 1
                    #expect(cv.view(for: a.key)?.backgroundColor == colorOf(a.indexPath.section), "at \(y): \(a.key)")
                }
                y += 170
            }
            #expect(seen > 60)
            #expect(cv.problems.isEmpty, "\(cv.problems)")
        }
    }
}
