import Testing
@testable import LayoutCore
import FoundationEssentials

// MARK: - Helpers shared by the flow layout tests

/// Flow metrics answered per section / per item; anything missing answers nil (the layout's property).
final class MetricsDelegate: FlowLayoutDelegate {
    var sizes: [IndexPath: Size] = [:]
    var insets: [Int: EdgeInsets] = [:]
    var lineSpacing: [Int: Double] = [:]
    var interitemSpacing: [Int: Double] = [:]
    var headerSizes: [Int: Size] = [:]
    var footerSizes: [Int: Size] = [:]

    init(sizes: [[Size]] = []) {
        for (s, row) in sizes.enumerated() {
            for (i, size) in row.enumerated() { self.sizes[IndexPath(item: i, section: s)] = size }
        }
    }

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? { sizes[indexPath] }
    func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? { insets[section] }
    func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? { lineSpacing[section] }
    func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        interitemSpacing[section]
    }
    func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? { headerSizes[section] }
    func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? { footerSizes[section] }

    /// The same answers for the other scroll direction (widths↔heights, top↔left, bottom↔right).
    func transposed() -> MetricsDelegate {
        let t = MetricsDelegate()
        t.sizes = sizes.mapValues(transpose)
        t.insets = insets.mapValues(transpose)
        t.lineSpacing = lineSpacing
        t.interitemSpacing = interitemSpacing
        t.headerSizes = headerSizes.mapValues(transpose)
        t.footerSizes = footerSizes.mapValues(transpose)
        return t
    }
}

/// Item sizes from a function (for large sections, where a dictionary would be slow to build).
final class SizeFunctionDelegate: FlowLayoutDelegate {
    let size: (IndexPath) -> Size?
    init(_ size: @escaping (IndexPath) -> Size?) { self.size = size }
    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? { size(indexPath) }
}

func transpose(_ r: Rect) -> Rect { Rect(x: r.minY, y: r.minX, width: r.height, height: r.width) }
func transpose(_ s: Size) -> Size { Size(width: s.height, height: s.width) }
func transpose(_ e: EdgeInsets) -> EdgeInsets { EdgeInsets(top: e.left, left: e.top, bottom: e.right, right: e.bottom) }

func cellKey(_ section: Int, _ item: Int) -> ElementKey { .cell(IndexPath(item: item, section: section)) }
func headerKey(_ section: Int) -> ElementKey { .supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: section)) }
func footerKey(_ section: Int) -> ElementKey { .supplementary(ElementKind.sectionFooter, IndexPath(item: 0, section: section)) }

/// A rectangle containing any content a test builds.
let everywhere = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)

/// Prepares a flow layout for a viewport at the origin, keeping the (weakly held) delegate alive meanwhile.
func prepared(_ layout: FlowLayout, viewport: Size, counts: [Int], delegate: (any CollectionViewDelegate)? = nil,
              contentOffset: Point = .zero) -> FlowLayout.Geometry {
    withExtendedLifetime(delegate) {
        let context = LayoutContext(bounds: Rect(origin: contentOffset, size: viewport), itemCounts: counts, delegate: delegate)
        return layout.prepareGeometry(in: context)
    }
}

/// Equal within float noise (the expected values are exact; sums of fractions may differ in the last bit).
func sameFrame(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A hand-worked vertical case: the layout, its inputs and every element's expected frame.
struct FlowCase {
    var layout = FlowLayout()
    var viewport = Size(width: 320, height: 480)
    var counts: [Int]
    var delegate: MetricsDelegate?
    var contentSize: Size
    var expected: [ElementKey: Rect]

    /// The same case scrolling horizontally: every size, inset and frame mirrored across the diagonal.
    func transposed() -> FlowCase {
        var layout = self.layout
        layout.scrollDirection = layout.scrollDirection == .vertical ? .horizontal : .vertical
        layout.itemSize = transpose(layout.itemSize)
        layout.sectionInset = transpose(layout.sectionInset)
        layout.headerReferenceSize = transpose(layout.headerReferenceSize)
        layout.footerReferenceSize = transpose(layout.footerReferenceSize)
        return FlowCase(layout: layout, viewport: transpose(viewport), counts: counts, delegate: delegate?.transposed(),
                        contentSize: transpose(contentSize), expected: expected.mapValues(transpose))
    }
}

/// Checks a case and its transposition: content size, the exact set of elements a full query returns (views
/// with a zero-size frame never intersect, so they are expected only from the single-element queries),
/// every frame via the single-element queries and via the rect query, and key order.
func check(_ vertical: FlowCase, sourceLocation: SourceLocation = #_sourceLocation) {
    for c in [vertical, vertical.transposed()] {
        let label = c.layout.scrollDirection.rawValue
        let g = prepared(c.layout, viewport: c.viewport, counts: c.counts, delegate: c.delegate)
        #expect(g.collectionViewContentSize == c.contentSize, "\(label): content size", sourceLocation: sourceLocation)

        let all = g.layoutAttributesForElements(in: everywhere)
        let visibleKeys = Set(c.expected.filter { !$0.value.isEmpty }.keys)
        #expect(Set(all.map(\.key)) == visibleKeys, "\(label): elements returned", sourceLocation: sourceLocation)
        #expect(all.map(\.key) == all.map(\.key).sorted(), "\(label): key order", sourceLocation: sourceLocation)
        for a in all {
            if let want = c.expected[a.key] {
                #expect(sameFrame(a.frame, want), "\(label): \(a.key) is \(a.frame), want \(want)", sourceLocation: sourceLocation)
            }
        }
        for (key, want) in c.expected {
            let got = g.layoutAttributes(for: key)
            #expect(got.map { sameFrame($0.frame, want) } == true,
                    "\(label): \(key) on demand is \(got.map { "\($0.frame)" } ?? "nil"), want \(want)",
                    sourceLocation: sourceLocation)
        }
    }
}

/// Items of one height with the given widths, as delegate answers for one section.
func widths(_ ws: [Double], height: Double = 50) -> [Size] { ws.map { Size(width: $0, height: height) } }

// MARK: - Configuration

@Suite("FlowLayout configuration")
struct FlowLayoutConfigurationTests {
    @Test("when created, it has UIKit's defaults")
    func defaults() {
        let layout = FlowLayout()
        #expect(layout.name == "flow")
        #expect(layout.itemSize == Size(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.headerReferenceSize == .zero)
        #expect(layout.footerReferenceSize == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(!layout.sectionHeadersPinToVisibleBounds)
        #expect(!layout.sectionFootersPinToVisibleBounds)
    }

    @Test("when parameters are read, header and footer height are the extents along the scroll axis")
    func parameters() {
        var layout = FlowLayout()
        layout.itemSize = Size(width: 60, height: 70)
        layout.minimumLineSpacing = 3
        layout.minimumInteritemSpacing = 4
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 5, right: 6)
        layout.headerReferenceSize = Size(width: 11, height: 12)
        layout.footerReferenceSize = Size(width: 13, height: 14)
        #expect(layout.parameters == [
            "itemWidth": 60, "itemHeight": 70, "minimumLineSpacing": 3, "minimumInteritemSpacing": 4,
            "sectionInsetTop": 1, "sectionInsetLeft": 2, "sectionInsetBottom": 5, "sectionInsetRight": 6,
            "headerHeight": 12, "footerHeight": 14, "scrollDirection": 0, "pinHeaders": 0, "pinFooters": 0, "itemScale": 1,
        ])
        layout.scrollDirection = .horizontal
        #expect(layout.parameters["headerHeight"] == 11)
        #expect(layout.parameters["footerHeight"] == 13)
    }

    @Test("when two configurations differ in any property, they are not equal")
    func equality() {
        let a = FlowLayout()
        var b = FlowLayout()
        #expect(a == b)
        #expect(a.isEqual(to: b))
        b.minimumLineSpacing = 11
        #expect(a != b)
        #expect(!a.isEqual(to: b))
    }

    @Test("when only the bounds origin changes, the layout is not invalidated")
    func boundsChange() {
        let layout = FlowLayout()
        let old = Rect(x: 0, y: 0, width: 320, height: 480)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: old, newBounds: old.offsetBy(dx: 0, dy: 300)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: old, newBounds: Rect(x: 0, y: 0, width: 480, height: 320)))
    }

    @Test("when prepared through the protocol, it returns a FlowLayout.Geometry")
    func protocolPrepare() {
        let g = FlowLayout().prepare(in: LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [3]))
        #expect(g is FlowLayout.Geometry)
        #expect(g.collectionViewContentSize == Size(width: 320, height: 50))
    }
}

// MARK: - Geometry, hand-worked

@Suite("FlowLayout geometry")
struct FlowLayoutGeometryTests {
    @Test("when 50×50 items fill a 320-wide view, five fit per line and the gaps are justified to 17.5")
    func workedExample() {
        var expected: [ElementKey: Rect] = [:]
        for i in 0..<10 {
            expected[cellKey(0, i)] = Rect(x: [0, 67.5, 135, 202.5, 270][i % 5], y: Double(i / 5) * 60, width: 50, height: 50)
        }
        check(FlowCase(counts: [10], contentSize: Size(width: 320, height: 110), expected: expected))
    }

    @Test("when a line of varied items is full, it is justified so its ends touch both insets")
    func justifiedFullLine() {
        // 100+80+60 = 240 fits (260 with spacing); +120 does not. Gap = (320−240)/2 = 40.
        let d = MetricsDelegate(sizes: [widths([100, 80, 60, 120, 50], height: 40)])
        check(FlowCase(counts: [5], delegate: d, contentSize: Size(width: 320, height: 90), expected: [
            cellKey(0, 0): Rect(x: 0, y: 0, width: 100, height: 40),
            cellKey(0, 1): Rect(x: 140, y: 0, width: 80, height: 40),
            cellKey(0, 2): Rect(x: 260, y: 0, width: 60, height: 40),
            // Last line of a varied section: left-aligned with exactly the interitem spacing.
            cellKey(0, 3): Rect(x: 0, y: 50, width: 120, height: 40),
            cellKey(0, 4): Rect(x: 130, y: 50, width: 50, height: 40),
        ]))
    }

    @Test("when a line holds a single item that is not the last line, the item is centred")
    func singleItemLineCentred() {
        // 200+10+150 > 320, so item 0 is alone: x = (320−200)/2. Items 1 and 2 form the left-aligned last line.
        let d = MetricsDelegate(sizes: [widths([200, 150, 100])])
        check(FlowCase(counts: [3], delegate: d, contentSize: Size(width: 320, height: 110), expected: [
            cellKey(0, 0): Rect(x: 60, y: 0, width: 200, height: 50),
            cellKey(0, 1): Rect(x: 0, y: 60, width: 150, height: 50),
            cellKey(0, 2): Rect(x: 160, y: 60, width: 100, height: 50),
        ]))
    }

    @Test("when every line of a varied section holds one item, all are centred, the last one too")
    func allSingleLinesCentred() {
        let d = MetricsDelegate(sizes: [widths([200, 250, 180])])
        check(FlowCase(counts: [3], delegate: d, contentSize: Size(width: 320, height: 170), expected: [
            cellKey(0, 0): Rect(x: 60, y: 0, width: 200, height: 50),
            cellKey(0, 1): Rect(x: 35, y: 60, width: 250, height: 50),
            cellKey(0, 2): Rect(x: 70, y: 120, width: 180, height: 50),
        ]))
    }

    @Test("when the last line of a varied section holds one item but others hold more, it sits at the leading inset")
    func lastSingleItemLeftAligned() {
        let d = MetricsDelegate(sizes: [widths([150, 150, 100])])
        check(FlowCase(counts: [3], delegate: d, contentSize: Size(width: 320, height: 110), expected: [
            cellKey(0, 0): Rect(x: 0, y: 0, width: 150, height: 50),
            cellKey(0, 1): Rect(x: 170, y: 0, width: 150, height: 50),
            cellKey(0, 2): Rect(x: 0, y: 60, width: 100, height: 50),
        ]))
    }

    @Test("when a uniform section's last line is incomplete, its items keep the columns of the lines above")
    func uniformIncompleteLastLine() {
        check(FlowCase(counts: [7], contentSize: Size(width: 320, height: 110), expected: [
            cellKey(0, 0): Rect(x: 0, y: 0, width: 50, height: 50),
            cellKey(0, 1): Rect(x: 67.5, y: 0, width: 50, height: 50),
            cellKey(0, 2): Rect(x: 135, y: 0, width: 50, height: 50),
            cellKey(0, 3): Rect(x: 202.5, y: 0, width: 50, height: 50),
            cellKey(0, 4): Rect(x: 270, y: 0, width: 50, height: 50),
            cellKey(0, 5): Rect(x: 0, y: 60, width: 50, height: 50),
            cellKey(0, 6): Rect(x: 67.5, y: 60, width: 50, height: 50),
        ]))
    }

    @Test("when a uniform section has fewer items than a line holds, they still take grid columns")
    func uniformSingleShortLine() {
        check(FlowCase(counts: [3], contentSize: Size(width: 320, height: 50), expected: [
            cellKey(0, 0): Rect(x: 0, y: 0, width: 50, height: 50),
            cellKey(0, 1): Rect(x: 67.5, y: 0, width: 50, height: 50),
            cellKey(0, 2): Rect(x: 135, y: 0, width: 50, height: 50),
        ]))
    }

    @Test("when the delegate gives every item the same size, the section is a uniform grid storing no per-item data")
    func uniformFromDelegate() {
        let d = MetricsDelegate(sizes: [Array(repeating: Size(width: 70, height: 30), count: 5)])
        // A = 320, n = floor(330/80) = 4, gap = (320−280)/3 = 40/3.
        let pitch = 70 + 40.0 / 3
        check(FlowCase(counts: [5], delegate: d, contentSize: Size(width: 320, height: 70), expected: [
            cellKey(0, 0): Rect(x: 0, y: 0, width: 70, height: 30),
            cellKey(0, 1): Rect(x: pitch, y: 0, width: 70, height: 30),
            cellKey(0, 2): Rect(x: 2 * pitch, y: 0, width: 70, height: 30),
            cellKey(0, 3): Rect(x: 250, y: 0, width: 70, height: 30),
            cellKey(0, 4): Rect(x: 0, y: 40, width: 70, height: 30),
        ]))
        let g = prepared(FlowLayout(), viewport: Size(width: 320, height: 480), counts: [5], delegate: d)
        guard case .uniform = g.sections[0].items else {
            Issue.record("equal delegate sizes should give a uniform section")
            return
        }
    }

    @Test("when items fit exactly, with fractions that do not add up exactly in binary, they share the line")
    func exactFitWithRounding() {
        var layout = FlowLayout()
        layout.minimumInteritemSpacing = 0
        let d = MetricsDelegate(sizes: [widths([0.1, 0.2, 0.3], height: 10)])
        check(FlowCase(layout: layout, viewport: Size(width: 0.6, height: 100), counts: [3], delegate: d,
                       contentSize: Size(width: 0.6, height: 10), expected: [
            cellKey(0, 0): Rect(x: 0, y: 0, width: 0.1, height: 10),
            cellKey(0, 1): Rect(x: 0.1, y: 0, width: 0.2, height: 10),
            cellKey(0, 2): Rect(x: 0.3, y: 0, width: 0.3, height: 10),
        ]))
    }

    @Test("when uniform items fit exactly with the spacing, the line holds them all")
    func uniformExactFit() {
        // 5·50 + 4·10 = 290 = A exactly.
        check(FlowCase(viewport: Size(width: 290, height: 480), counts: [6], contentSize: Size(width: 290, height: 110),
                       expected: [
            cellKey(0, 0): Rect(x: 0, y: 0, width: 50, height: 50),
            cellKey(0, 1): Rect(x: 60, y: 0, width: 50, height: 50),
            cellKey(0, 2): Rect(x: 120, y: 0, width: 50, height: 50),
            cellKey(0, 3): Rect(x: 180, y: 0, width: 50, height: 50),
            cellKey(0, 4): Rect(x: 240, y: 0, width: 50, height: 50),
            cellKey(0, 5): Rect(x: 0, y: 60, width: 50, height: 50),
        ]))
    }

    @Test("when the last line's leftover space equals the line above's, it is justified like the others")
    func lastLineSameLeftoverJustified() {
        // Both lines: 260 of items, 280 with spacing, leftover 40 → gap (320−260)/2 = 30.
        let d = MetricsDelegate(sizes: [widths([100, 100, 60, 60, 100, 100], height: 40)])
        check(FlowCase(counts: [6], delegate: d, contentSize: Size(width: 320, height: 90), expected: [
            cellKey(0, 0): Rect(x: 0, y: 0, width: 100, height: 40),
            cellKey(0, 1): Rect(x: 130, y: 0, width: 100, height: 40),
            cellKey(0, 2): Rect(x: 260, y: 0, width: 60, height: 40),
            cellKey(0, 3): Rect(x: 0, y: 50, width: 60, height: 40),
            cellKey(0, 4): Rect(x: 90, y: 50, width: 100, height: 40),
            cellKey(0, 5): Rect(x: 220, y: 50, width: 100, height: 40),
        ]))
    }

    @Test("when a varied section fits on one line, that last line is left-aligned with exactly the interitem spacing")
    func oneVariedLineLeftAligned() {
        let d = MetricsDelegate(sizes: [widths([40, 60, 80])])
        check(FlowCase(counts: [3], delegate: d, contentSize: Size(width: 320, height: 50), expected: [
            cellKey(0, 0): Rect(x: 0, y: 0, width: 40, height: 50),
            cellKey(0, 1): Rect(x: 50, y: 0, width: 60, height: 50),
            cellKey(0, 2): Rect(x: 120, y: 0, width: 80, height: 50),
        ]))
    }

    @Test("when a line mixes thicknesses, it is as thick as its thickest item and centres the others across it")
    func mixedThicknessCentred() {
        // 100+10+100+10+100 = 320 fits exactly; line thickness 80; next line starts at 80 + 10.
        let d = MetricsDelegate(sizes: [[
            Size(width: 100, height: 40), Size(width: 100, height: 80), Size(width: 100, height: 60), Size(width: 50, height: 20),
        ]])
        check(FlowCase(counts: [4], delegate: d, contentSize: Size(width: 320, height: 110), expected: [
            cellKey(0, 0): Rect(x: 0, y: 20, width: 100, height: 40),
            cellKey(0, 1): Rect(x: 110, y: 0, width: 100, height: 80),
            cellKey(0, 2): Rect(x: 220, y: 10, width: 100, height: 60),
            cellKey(0, 3): Rect(x: 0, y: 90, width: 50, height: 20),
        ]))
    }

    @Test("when a varied item is longer than the line, it gets its own line starting at the leading inset")
    func overlongVariedItem() {
        var layout = FlowLayout()
        layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)  // A = 300
        let d = MetricsDelegate(sizes: [widths([400, 100, 60])])
        check(FlowCase(layout: layout, counts: [3], delegate: d, contentSize: Size(width: 320, height: 110), expected: [
            cellKey(0, 0): Rect(x: 10, y: 0, width: 400, height: 50),
            cellKey(0, 1): Rect(x: 10, y: 60, width: 100, height: 50),
            cellKey(0, 2): Rect(x: 120, y: 60, width: 60, height: 50),
        ]))
    }

    @Test("when every varied item is longer than the line, each starts at the leading inset instead of centring")
    func allOverlongVariedItems() {
        var layout = FlowLayout()
        layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let d = MetricsDelegate(sizes: [widths([400, 350])])
        check(FlowCase(layout: layout, counts: [2], delegate: d, contentSize: Size(width: 320, height: 110), expected: [
            cellKey(0, 0): Rect(x: 10, y: 0, width: 400, height: 50),
            cellKey(0, 1): Rect(x: 10, y: 60, width: 350, height: 50),
        ]))
    }

    @Test("when uniform items are longer than the line, the single column is centred and may start before 0")
    func overlongUniformCentred() {
        var layout = FlowLayout()
        layout.itemSize = Size(width: 400, height: 50)
        layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        // x = 10 + (300 − 400)/2 = −40.
        check(FlowCase(layout: layout, counts: [2], contentSize: Size(width: 320, height: 110), expected: [
            cellKey(0, 0): Rect(x: -40, y: 0, width: 400, height: 50),
            cellKey(0, 1): Rect(x: -40, y: 60, width: 400, height: 50),
        ]))
    }

    @Test("when only one uniform item fits per line, the column is centred")
    func uniformSingleColumnCentred() {
        var layout = FlowLayout()
        layout.itemSize = Size(width: 200, height: 50)
        check(FlowCase(layout: layout, counts: [2], contentSize: Size(width: 320, height: 110), expected: [
            cellKey(0, 0): Rect(x: 60, y: 0, width: 200, height: 50),
            cellKey(0, 1): Rect(x: 60, y: 60, width: 200, height: 50),
        ]))
    }

    @Test("when a section is empty, it still takes its header, both insets and its footer")
    func emptySection() {
        var layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 40)
        layout.footerReferenceSize = Size(width: 0, height: 30)
        layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
        check(FlowCase(layout: layout, counts: [0, 1], contentSize: Size(width: 320, height: 82 + 132), expected: [
            headerKey(0): Rect(x: 0, y: 0, width: 320, height: 40),
            footerKey(0): Rect(x: 0, y: 52, width: 320, height: 30),
            headerKey(1): Rect(x: 0, y: 82, width: 320, height: 40),
            cellKey(1, 0): Rect(x: 0, y: 127, width: 50, height: 50),
            footerKey(1): Rect(x: 0, y: 184, width: 320, height: 30),
        ]))
    }

    @Test("when a section has insets, they sit between header and items and items and footer, never resizing them")
    func insetsAroundHeaderAndFooter() {
        var layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 40)
        layout.footerReferenceSize = Size(width: 0, height: 30)
        layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 7, right: 20)
        // A = 290: five 50s with 10 spacing fit exactly, gap 10. Items at y = 40 + 5; footer at 45 + 50 + 7.
        check(FlowCase(layout: layout, counts: [3], contentSize: Size(width: 320, height: 132), expected: [
            headerKey(0): Rect(x: 0, y: 0, width: 320, height: 40),
            cellKey(0, 0): Rect(x: 10, y: 45, width: 50, height: 50),
            cellKey(0, 1): Rect(x: 70, y: 45, width: 50, height: 50),
            cellKey(0, 2): Rect(x: 130, y: 45, width: 50, height: 50),
            footerKey(0): Rect(x: 0, y: 102, width: 320, height: 30),
        ]))
    }

    @Test("when a header or footer extent is zero or negative, there is no view; the other dimension is ignored")
    func zeroExtentMeansNoView() {
        var layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 320, height: 0)
        layout.footerReferenceSize = Size(width: 100, height: -5)
        check(FlowCase(layout: layout, counts: [1], contentSize: Size(width: 320, height: 50), expected: [
            cellKey(0, 0): Rect(x: 0, y: 0, width: 50, height: 50),
        ]))
        let g = prepared(layout, viewport: Size(width: 320, height: 480), counts: [1])
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0)) == nil)

        // Only the scroll-axis extent counts: a zero width still gives a full-width header.
        layout.headerReferenceSize = Size(width: 0, height: 25)
        check(FlowCase(layout: layout, counts: [1], contentSize: Size(width: 320, height: 75), expected: [
            headerKey(0): Rect(x: 0, y: 0, width: 320, height: 25),
            cellKey(0, 0): Rect(x: 0, y: 25, width: 50, height: 50),
        ]))
    }

    @Test("when scrolling horizontally, lines are columns, the header is a full-height column on the left and the footer on the right")
    func horizontalWithHeaderAndFooter() {
        var layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.headerReferenceSize = Size(width: 30, height: 999)
        layout.footerReferenceSize = Size(width: 20, height: 999)
        let g = prepared(layout, viewport: Size(width: 400, height: 200), counts: [5])
        // A = 200 (height): n = floor(210/60) = 3, gap (200−150)/2 = 25.
        let want: [ElementKey: Rect] = [
            headerKey(0): Rect(x: 0, y: 0, width: 30, height: 200),
            cellKey(0, 0): Rect(x: 30, y: 0, width: 50, height: 50),
            cellKey(0, 1): Rect(x: 30, y: 75, width: 50, height: 50),
            cellKey(0, 2): Rect(x: 30, y: 150, width: 50, height: 50),
            cellKey(0, 3): Rect(x: 90, y: 0, width: 50, height: 50),
            cellKey(0, 4): Rect(x: 90, y: 75, width: 50, height: 50),
            footerKey(0): Rect(x: 140, y: 0, width: 20, height: 200),
        ]
        #expect(g.collectionViewContentSize == Size(width: 160, height: 200))
        let all = g.layoutAttributesForElements(in: everywhere)
        #expect(Dictionary(uniqueKeysWithValues: all.map { ($0.key, $0.frame) }) == want)
        // The same case written vertically and transposed agrees.
        var vertical = layout
        vertical.scrollDirection = .vertical
        vertical.headerReferenceSize = Size(width: 999, height: 30)
        vertical.footerReferenceSize = Size(width: 999, height: 20)
        check(FlowCase(layout: vertical, viewport: Size(width: 200, height: 400), counts: [5],
                       contentSize: Size(width: 200, height: 160), expected: want.mapValues(transpose)))
    }

    @Test("when there are several sections, they stack with no gap between them")
    func sectionsStack() {
        var layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 20)
        layout.footerReferenceSize = Size(width: 0, height: 10)
        check(FlowCase(layout: layout, counts: [2, 0, 1], contentSize: Size(width: 320, height: 190), expected: [
            headerKey(0): Rect(x: 0, y: 0, width: 320, height: 20),
            cellKey(0, 0): Rect(x: 0, y: 20, width: 50, height: 50),
            cellKey(0, 1): Rect(x: 67.5, y: 20, width: 50, height: 50),
            footerKey(0): Rect(x: 0, y: 70, width: 320, height: 10),
            headerKey(1): Rect(x: 0, y: 80, width: 320, height: 20),
            footerKey(1): Rect(x: 0, y: 100, width: 320, height: 10),
            headerKey(2): Rect(x: 0, y: 110, width: 320, height: 20),
            cellKey(2, 0): Rect(x: 0, y: 130, width: 50, height: 50),
            footerKey(2): Rect(x: 0, y: 180, width: 320, height: 10),
        ]))
    }

    @Test("when the delegate answers metrics for a section, they override the layout's properties there only")
    func delegateOverridesPerSection() {
        let d = MetricsDelegate(sizes: [[], Array(repeating: Size(width: 70, height: 30), count: 5)])
        d.insets[1] = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        d.lineSpacing[1] = 0
        d.interitemSpacing[1] = 0
        d.headerSizes[1] = Size(width: 0, height: 25)
        // Section 1: A = 280, n = 4 with no gap; header 50…75, items from 85, end 85 + 30 + 30 + 10.
        check(FlowCase(counts: [2, 5], delegate: d, contentSize: Size(width: 320, height: 155), expected: [
            cellKey(0, 0): Rect(x: 0, y: 0, width: 50, height: 50),
            cellKey(0, 1): Rect(x: 67.5, y: 0, width: 50, height: 50),
            headerKey(1): Rect(x: 0, y: 50, width: 320, height: 25),
            cellKey(1, 0): Rect(x: 20, y: 85, width: 70, height: 30),
            cellKey(1, 1): Rect(x: 90, y: 85, width: 70, height: 30),
            cellKey(1, 2): Rect(x: 160, y: 85, width: 70, height: 30),
            cellKey(1, 3): Rect(x: 230, y: 85, width: 70, height: 30),
            cellKey(1, 4): Rect(x: 20, y: 115, width: 70, height: 30),
        ]))
    }

    @Test("when the delegate returns NaN, negative or infinite sizes, those items get a zero size and nothing crashes")
    func invalidDelegateSizes() {
        let d = MetricsDelegate(sizes: [[
            Size(width: 50, height: 50), Size(width: .nan, height: 20), Size(width: -5, height: 10),
            Size(width: .infinity, height: 30),
        ]])
        d.insets[0] = EdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0)
        d.lineSpacing[0] = .nan
        d.headerSizes[0] = Size(width: 0, height: .infinity)
        // Varied line: 50, +10+0, +10+0, +10+0 → one left-aligned line; zero items centred across it (y 25).
        check(FlowCase(counts: [4], delegate: d, contentSize: Size(width: 320, height: 50), expected: [
            cellKey(0, 0): Rect(x: 0, y: 0, width: 50, height: 50),
            cellKey(0, 1): Rect(x: 60, y: 25, width: 0, height: 0),
            cellKey(0, 2): Rect(x: 70, y: 25, width: 0, height: 0),
            cellKey(0, 3): Rect(x: 80, y: 25, width: 0, height: 0),
        ]))
    }

    @Test("when the layout's own item size is invalid, items are zero-sized and no query traps")
    func invalidLayoutItemSize() {
        var layout = FlowLayout()
        layout.itemSize = Size(width: .nan, height: -1)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let g = prepared(layout, viewport: Size(width: 320, height: 480), counts: [1000])
        #expect(g.layoutAttributesForElements(in: everywhere).isEmpty)
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 999, section: 0))?.frame.size == .zero)
        #expect(g.collectionViewContentSize == Size(width: 320, height: 0))
    }

    @Test("when an index path is out of range or a view is absent, single-element queries return nil")
    func outOfRange() {
        var layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 20)
        let g = prepared(layout, viewport: Size(width: 320, height: 480), counts: [3, 0])
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(g.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)) == nil)
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 0, section: -1)) == nil)
        #expect(g.layoutAttributesForItem(at: IndexPath(indexes: [0, 1, 2])) == nil)
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 1, section: 0)) == nil)
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(g.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 2)) == nil)
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1)) != nil)
        #expect(g.layoutAttributesForDecorationView(ofKind: "x", at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("when there are no sections, the content is as wide as the view and zero high")
    func noSections() {
        let g = prepared(FlowLayout(), viewport: Size(width: 320, height: 480), counts: [])
        #expect(g.collectionViewContentSize == Size(width: 320, height: 0))
        #expect(g.layoutAttributesForElements(in: everywhere).isEmpty)
    }

    @Test("when elements are returned, cells have zIndex 0 and headers and footers 10")
    func zIndexes() {
        var layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 20)
        layout.footerReferenceSize = Size(width: 0, height: 20)
        let all = prepared(layout, viewport: Size(width: 320, height: 480), counts: [2]).layoutAttributesForElements(in: everywhere)
        #expect(all.count == 4)
        for a in all { #expect(a.zIndex == (a.category == .cell ? 0 : 10)) }
    }

    @Test("when a rect only touches a cell's edge, the cell is not returned")
    func touchingEdgesExcluded() {
        let g = prepared(FlowLayout(), viewport: Size(width: 320, height: 480), counts: [10])
        // Line 0 spans y 0…50, line 1 y 60…110: a rect from 50 to 60 meets neither.
        #expect(g.layoutAttributesForElements(in: Rect(x: 0, y: 50, width: 320, height: 10)).isEmpty)
        #expect(g.layoutAttributesForElements(in: Rect(x: 0, y: 49.5, width: 320, height: 10)).count == 5)
        // Between columns 0 (0…50) and 1 (67.5…117.5).
        #expect(g.layoutAttributesForElements(in: Rect(x: 50, y: 0, width: 17.5, height: 200)).isEmpty)
        #expect(g.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 0, height: 200)).isEmpty)
    }
}

// MARK: - Scale (counts only; timing belongs to the benchmark)

@Suite("FlowLayout scale")
struct FlowLayoutScaleTests {
    @Test("when a uniform section has a million items, a mid-content query returns only the visible cells")
    func millionUniform() {
        let g = prepared(FlowLayout(), viewport: Size(width: 320, height: 480), counts: [1_000_000])
        guard case .uniform = g.sections[0].items else {
            Issue.record("a section without delegate sizes must be uniform")
            return
        }
        // 200,000 lines of 5, pitch 60.
        #expect(g.collectionViewContentSize == Size(width: 320, height: 200_000 * 60 - 10))
        // Lines 100,000 … 100,007 meet y 6,000,000 … 6,000,480.
        let visible = g.layoutAttributesForElements(in: Rect(x: 0, y: 6_000_000, width: 320, height: 480))
        #expect(visible.count == 40)
        #expect(visible.first?.indexPath == IndexPath(item: 500_000, section: 0))
        #expect(visible.last?.indexPath == IndexPath(item: 500_039, section: 0))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame
                    == Rect(x: 270, y: 199_999 * 60, width: 50, height: 50))
    }

    @Test("when a varied section has a million items, a mid-content query returns only the cells of the lines there")
    func millionVaried() {
        // Widths cycle 50, 100, 150 (height 40): lines of 50+100+150 = 300 + 20 ≤ 320, then the cycle repeats.
        let d = SizeFunctionDelegate { Size(width: Double(50 * ($0.item % 3 + 1)), height: 40) }
        let g = prepared(FlowLayout(), viewport: Size(width: 320, height: 480), counts: [999_999], delegate: d)
        guard case .varied(let lines) = g.sections[0].items else {
            Issue.record("differing sizes must give a varied section")
            return
        }
        #expect(lines.lineCount == 333_333)
        // Line k spans 50k … 50k + 40; lines 120,000 … 120,009 meet y 6,000,000 … 6,000,480.
        let visible = g.layoutAttributesForElements(in: Rect(x: 0, y: 6_000_000, width: 320, height: 480))
        #expect(visible.count == 30)
        #expect(visible.first?.indexPath == IndexPath(item: 360_000, section: 0))
        #expect(visible.first?.frame == Rect(x: 0, y: 6_000_000, width: 50, height: 40))
        // Last line: leftover equals the line above's, so it is justified: 0, 60, 170.
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 999_998, section: 0))?.frame
                    == Rect(x: 170, y: 333_332 * 50, width: 150, height: 40))
    }

    @Test("when there are many sections, a query finds the few it meets")
    func manySections() {
        var layout = FlowLayout()
        layout.headerReferenceSize = Size(width: 0, height: 20)
        // 10,000 sections of 5 items: 20 + 50 = 70 each.
        let g = prepared(layout, viewport: Size(width: 320, height: 480), counts: Array(repeating: 5, count: 10_000))
        #expect(g.collectionViewContentSize.height == 700_000)
        let visible = g.layoutAttributesForElements(in: Rect(x: 0, y: 350_000, width: 320, height: 140))
        // Sections 5000 and 5001 exactly: two headers and ten cells.
        #expect(visible.count == 12)
        #expect(Set(visible.map(\.indexPath.section)) == [5000, 5001])
    }
}
