import Testing
@testable import LayoutCore
import FoundationEssentials
import LayoutCoreTestSupport

// MARK: - Helpers shared by the waterfall layout tests

/// Item heights answered per section and item; nil (or a missing entry) means "no answer". Records every
/// column width it is told, so tests can check what the layout passes.
final class WaterfallHeights: WaterfallLayoutDelegate {
    var heights: [[Double?]]
    private(set) var columnWidths: [Double] = []

    init(_ heights: [[Double?]]) { self.heights = heights }

    func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, columnWidth: Double) -> Double? {
        columnWidths.append(columnWidth)
        guard heights.indices.contains(indexPath.section), heights[indexPath.section].indices.contains(indexPath.item) else {
            return nil
        }
        return heights[indexPath.section][indexPath.item]
    }
}

/// Item heights from a function (for large sections, where building arrays up front would only add noise).
final class WaterfallHeightFunction: WaterfallLayoutDelegate {
    let height: (IndexPath) -> Double?
    init(_ height: @escaping (IndexPath) -> Double?) { self.height = height }
    func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, columnWidth: Double) -> Double? {
        height(indexPath)
    }
}

/// Prepares a waterfall layout for a viewport at the origin, keeping the (weakly held) delegate alive meanwhile.
func waterfallPrepared(_ layout: WaterfallLayout, viewport: Size = Size(width: 320, height: 480), counts: [Int],
                       delegate: (any CollectionViewDelegate)? = nil) -> WaterfallLayout.Geometry {
    withExtendedLifetime(delegate) {
        layout.prepareGeometry(in: LayoutContext(bounds: Rect(origin: .zero, size: viewport), itemCounts: counts,
                                                 delegate: delegate))
    }
}

/// Checks a hand-worked case: content size, the exact elements a full query returns (zero-size frames never
/// intersect, so those are expected only on demand), every frame via the rect query and on demand, key order.
func checkWaterfall(_ g: WaterfallLayout.Geometry, contentSize: Size, expected: [ElementKey: Rect],
                    sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(g.collectionViewContentSize == contentSize, "content size", sourceLocation: sourceLocation)
    let all = g.layoutAttributesForElements(in: everywhere)
    #expect(Set(all.map(\.key)) == Set(expected.filter { !$0.value.isEmpty }.keys), "elements returned",
            sourceLocation: sourceLocation)
    #expect(all.map(\.key) == all.map(\.key).sorted(), "key order", sourceLocation: sourceLocation)
    for a in all {
        #expect(expected[a.key] == a.frame, "\(a.key) is \(a.frame), want \(expected[a.key].map { "\($0)" } ?? "none")",
                sourceLocation: sourceLocation)
    }
    for (key, want) in expected {
        let got = g.layoutAttributes(for: key)
        #expect(got?.frame == want, "\(key) on demand is \(got.map { "\($0.frame)" } ?? "nil"), want \(want)",
                sourceLocation: sourceLocation)
    }
}

private func cell(_ item: Int, _ section: Int = 0) -> ElementKey { .cell(IndexPath(item: item, section: section)) }
private func header(_ section: Int) -> ElementKey {
    .supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: section))
}
private func footer(_ section: Int) -> ElementKey {
    .supplementary(ElementKind.sectionFooter, IndexPath(item: 0, section: section))
}

// MARK: - Configuration

@Suite("WaterfallLayout configuration")
struct WaterfallLayoutConfigurationTests {
    @Test("when created, it has the documented defaults")
    func defaults() {
        let layout = WaterfallLayout()
        #expect(layout.name == "waterfall")
        #expect(layout.columnCount == 3)
        #expect(layout.minimumColumnSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.headerHeight == 0)
        #expect(layout.footerHeight == 0)
        #expect(layout.itemHeight == 50)
        #expect(layout.decorationViews.kinds.isEmpty)
    }

    @Test("when columnCount is given or set below 1, it becomes 1; other counts are kept")
    func columnCountClamp() {
        #expect(WaterfallLayout(columnCount: 0).columnCount == 1)
        #expect(WaterfallLayout(columnCount: 5).columnCount == 5)
        var layout = WaterfallLayout()
        layout.columnCount = -4
        #expect(layout.columnCount == 1)
        layout.columnCount = 7
        #expect(layout.columnCount == 7)
    }

    @Test("when parameters are read, they report the configured values")
    func parameters() {
        var layout = WaterfallLayout(columnCount: 4)
        layout.minimumColumnSpacing = 6
        layout.minimumInteritemSpacing = 8
        layout.itemHeight = 70
        layout.headerHeight = 30
        layout.footerHeight = 20
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(layout.parameters == [
            "columnCount": 4, "minimumColumnSpacing": 6, "minimumInteritemSpacing": 8,
            "headerHeight": 30, "footerHeight": 20,
            "sectionInsetTop": 1, "sectionInsetLeft": 2, "sectionInsetBottom": 3, "sectionInsetRight": 4,
            "preferredColumnWidth": 0, "selfSizing": 0,
        ])
    }

    @Test("when configurations are compared, any differing property makes them unequal, and other layouts never match")
    func equality() {
        let base = WaterfallLayout()
        #expect(base.isEqual(to: WaterfallLayout()))
        #expect(!base.isEqual(to: FlowLayout()))
        var other = base
        other.columnCount = 2
        #expect(!base.isEqual(to: other))
        other = base
        other.itemHeight = 51
        #expect(base != other)
        other = base
        other.sectionInset.left = 1
        #expect(base != other)
    }

    @Test("when the viewport is resized the layout is invalidated, but scrolling is free")
    func invalidation() {
        let layout = WaterfallLayout()
        let a = Rect(x: 0, y: 0, width: 320, height: 480)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: a, newBounds: a.offsetBy(dx: 0, dy: 500)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: a, newBounds: Rect(x: 0, y: 0, width: 300, height: 480)))
    }
}

// MARK: - Geometry (hand-worked)

@Suite("WaterfallLayout geometry")
struct WaterfallLayoutGeometryTests {
    /// Width 320, 3 columns, spacings 10: columns 100 wide at x 0, 110, 220.
    static let shortestColumnHeights: [Double?] = [100, 50, 80, 30, 60, 40, 70, 50, 20, 30, 10]

    @Test("when items of differing heights are placed, each lands in the shortest column, ties going to the leftmost")
    func shortestColumn() {
        let d = WaterfallHeights([Self.shortestColumnHeights])
        let g = waterfallPrepared(WaterfallLayout(), counts: [11], delegate: d)
        #expect(g.columnWidth == 100)
        // Column bottoms (maxY + 10) before each item, the pick in brackets:
        // 0: [0] 0 0 → col 0   1: 110 [0] 0 → col 1     2: 110 60 [0] → col 2
        // 3: 110 [60] 90       4: 110 100 [90]          5: 110 [100] 160
        // 6: [110] 150 160     7: 190 [150] 160         8: 190 210 [160]
        // 9: [190] 210 190 — a tie, the leftmost wins   10: 230 210 [190]
        checkWaterfall(g, contentSize: Size(width: 320, height: 220), expected: [
            cell(0): Rect(x: 0, y: 0, width: 100, height: 100),
            cell(1): Rect(x: 110, y: 0, width: 100, height: 50),
            cell(2): Rect(x: 220, y: 0, width: 100, height: 80),
            cell(3): Rect(x: 110, y: 60, width: 100, height: 30),
            cell(4): Rect(x: 220, y: 90, width: 100, height: 60),
            cell(5): Rect(x: 110, y: 100, width: 100, height: 40),
            cell(6): Rect(x: 0, y: 110, width: 100, height: 70),
            cell(7): Rect(x: 110, y: 150, width: 100, height: 50),
            cell(8): Rect(x: 220, y: 160, width: 100, height: 20),
            cell(9): Rect(x: 0, y: 190, width: 100, height: 30),
            cell(10): Rect(x: 220, y: 190, width: 100, height: 10),
        ])
    }

    @Test("when the content height is computed, it is the tallest column's last item, with no trailing spacing")
    func contentHeightFromTallestColumn() {
        // Columns end at 100 (col 0), 50 + 10 + 30 = 90 (col 1) and 80 (col 2): content is 100 high, not 110.
        let d = WaterfallHeights([[100, 50, 80, 30]])
        let g = waterfallPrepared(WaterfallLayout(), counts: [4], delegate: d)
        #expect(g.collectionViewContentSize == Size(width: 320, height: 100))
        #expect(g.frameForSection(0) == Rect(x: 0, y: 0, width: 320, height: 100))
    }

    @Test("when there are a header, a footer and insets, items start below the header and top inset and the footer follows the tallest column")
    func headerFooterInsets() {
        var layout = WaterfallLayout(columnCount: 2)
        layout.minimumColumnSpacing = 20
        layout.minimumInteritemSpacing = 5
        layout.sectionInset = EdgeInsets(top: 8, left: 12, bottom: 16, right: 28)
        layout.headerHeight = 30
        layout.footerHeight = 24
        // Column width (320 − 12 − 28 − 20) / 2 = 130, columns at x 12 and 162; items start at 30 + 8 = 38.
        // Item 2 goes under item 0 (bottom 38 + 40 + 5 = 83 < 103) and ends the items at 113;
        // the footer starts 16 below, at 129, and ends the content at 153.
        let g = waterfallPrepared(layout, counts: [3], delegate: WaterfallHeights([[40, 60, 30]]))
        checkWaterfall(g, contentSize: Size(width: 320, height: 153), expected: [
            header(0): Rect(x: 0, y: 0, width: 320, height: 30),
            cell(0): Rect(x: 12, y: 38, width: 130, height: 40),
            cell(1): Rect(x: 162, y: 38, width: 130, height: 60),
            cell(2): Rect(x: 12, y: 83, width: 130, height: 30),
            footer(0): Rect(x: 0, y: 129, width: 320, height: 24),
        ])
        #expect(g.frameForSection(0) == Rect(x: 0, y: 0, width: 320, height: 153))
        #expect(g.layoutAttributes(for: header(0))?.zIndex == WaterfallLayout.Geometry.supplementaryZIndex)
        #expect(g.layoutAttributes(for: footer(0))?.zIndex == 10)
        #expect(g.layoutAttributes(for: cell(0))?.zIndex == 0)
    }

    @Test("when a section is empty, it is just header, top inset, bottom inset and footer")
    func emptySection() {
        var layout = WaterfallLayout()
        layout.sectionInset = EdgeInsets(top: 5, left: 3, bottom: 7, right: 3)
        layout.headerHeight = 20
        layout.footerHeight = 10
        let g = waterfallPrepared(layout, counts: [0])
        checkWaterfall(g, contentSize: Size(width: 320, height: 42), expected: [
            header(0): Rect(x: 0, y: 0, width: 320, height: 20),
            footer(0): Rect(x: 0, y: 32, width: 320, height: 10),
        ])
        #expect(g.frameForSection(0) == Rect(x: 0, y: 0, width: 320, height: 42))
        // Without header and footer only the insets remain; with no sections there is no content at all.
        layout.headerHeight = 0
        layout.footerHeight = 0
        #expect(waterfallPrepared(layout, counts: [0]).collectionViewContentSize == Size(width: 320, height: 12))
        #expect(waterfallPrepared(layout, counts: []).collectionViewContentSize == Size(width: 320, height: 0))
        #expect(waterfallPrepared(layout, counts: []).layoutAttributesForElements(in: everywhere).isEmpty)
    }

    @Test("when there are several sections, they stack with no gap and each starts its columns level again")
    func sectionsStack() {
        var layout = WaterfallLayout()
        layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
        layout.headerHeight = 20
        layout.footerHeight = 10
        // Items are 50 high (itemHeight, no delegate). Section 0: header 0…20, items from 25 to 75, footer
        // 82…92. Section 1 (empty) is 20 + 5 + 7 + 10 = 42 high: 92…134. Section 2: header 134…154, items
        // from 159; item 3 goes back to column 0 at 159 + 60; items end at 269, footer 276…286.
        let g = waterfallPrepared(layout, counts: [2, 0, 4])
        checkWaterfall(g, contentSize: Size(width: 320, height: 286), expected: [
            header(0): Rect(x: 0, y: 0, width: 320, height: 20),
            cell(0, 0): Rect(x: 0, y: 25, width: 100, height: 50),
            cell(1, 0): Rect(x: 110, y: 25, width: 100, height: 50),
            footer(0): Rect(x: 0, y: 82, width: 320, height: 10),
            header(1): Rect(x: 0, y: 92, width: 320, height: 20),
            footer(1): Rect(x: 0, y: 124, width: 320, height: 10),
            header(2): Rect(x: 0, y: 134, width: 320, height: 20),
            cell(0, 2): Rect(x: 0, y: 159, width: 100, height: 50),
            cell(1, 2): Rect(x: 110, y: 159, width: 100, height: 50),
            cell(2, 2): Rect(x: 220, y: 159, width: 100, height: 50),
            cell(3, 2): Rect(x: 0, y: 219, width: 100, height: 50),
            footer(2): Rect(x: 0, y: 276, width: 320, height: 10),
        ])
        #expect(g.frameForSection(0) == Rect(x: 0, y: 0, width: 320, height: 92))
        #expect(g.frameForSection(1) == Rect(x: 0, y: 92, width: 320, height: 42))
        #expect(g.frameForSection(2) == Rect(x: 0, y: 134, width: 320, height: 152))
        #expect(g.numberOfSections == 3)
        #expect(g.numberOfItems(inSection: 2) == 4)
        #expect(g.numberOfItems(inSection: 3) == 0)
        // A band across section 2's first row finds its three cells and nothing from section 0.
        let band = g.layoutAttributesForElements(in: Rect(x: 0, y: 160, width: 320, height: 20)).map(\.key)
        #expect(band == [cell(0, 2), cell(1, 2), cell(2, 2)])
    }

    @Test("when columnCount is 1, items stack in one column as wide as the insets allow")
    func singleColumn() {
        var layout = WaterfallLayout(columnCount: 1)
        layout.itemHeight = 40
        layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let g = waterfallPrepared(layout, viewport: Size(width: 200, height: 300), counts: [3])
        checkWaterfall(g, contentSize: Size(width: 200, height: 140), expected: [
            cell(0): Rect(x: 10, y: 0, width: 180, height: 40),
            cell(1): Rect(x: 10, y: 50, width: 180, height: 40),
            cell(2): Rect(x: 10, y: 100, width: 180, height: 40),
        ])
    }

    @Test("when the delegate answers, its heights override itemHeight, and it is told the column width")
    func delegateOverrides() {
        // Items 0 and 2 get no answer (itemHeight 50). Item 3: columns end at 60, 130, 60 — a tie, column 0.
        let d = WaterfallHeights([[nil, 120, nil, 30]])
        let g = waterfallPrepared(WaterfallLayout(), counts: [4], delegate: d)
        checkWaterfall(g, contentSize: Size(width: 320, height: 120), expected: [
            cell(0): Rect(x: 0, y: 0, width: 100, height: 50),
            cell(1): Rect(x: 110, y: 0, width: 100, height: 120),
            cell(2): Rect(x: 220, y: 0, width: 100, height: 50),
            cell(3): Rect(x: 0, y: 60, width: 100, height: 30),
        ])
        #expect(d.columnWidths == [100, 100, 100, 100])
    }

    @Test("a flow delegate's sizeForItemAt gives the height (seed 003's fill ordering, issue 15); a delegate that is neither leaves itemHeight")
    func foreignDelegate() {
        let flowDelegate = MetricsDelegate(sizes: [[Size(width: 10, height: 999)]])
        let g = waterfallPrepared(WaterfallLayout(), counts: [1], delegate: flowDelegate)
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 100, height: 999))
        let plain = waterfallPrepared(WaterfallLayout(), counts: [1], delegate: PlainDelegate())
        #expect(plain.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("when heights are negative, NaN or infinite, they count as zero and nothing crashes")
    func invalidHeights() {
        var layout = WaterfallLayout()
        layout.itemHeight = .nan
        // Items 0…3 are zero high (item 5 has no answer, and itemHeight NaN is 0 too); columns still advance
        // by the spacing: item 3 sits at 10 in column 0, item 4 at 10 in column 1 (20 > 10, ties go left).
        let d = WaterfallHeights([[-20, .nan, .infinity, -.infinity, 40, nil]])
        let g = waterfallPrepared(layout, counts: [6], delegate: d)
        checkWaterfall(g, contentSize: Size(width: 320, height: 50), expected: [
            cell(0): Rect(x: 0, y: 0, width: 100, height: 0),
            cell(1): Rect(x: 110, y: 0, width: 100, height: 0),
            cell(2): Rect(x: 220, y: 0, width: 100, height: 0),
            cell(3): Rect(x: 0, y: 10, width: 100, height: 0),
            cell(4): Rect(x: 110, y: 10, width: 100, height: 40),
            cell(5): Rect(x: 220, y: 10, width: 100, height: 0),
        ])
        for i in 0..<6 { #expect(g.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.isValid == true) }
    }

    @Test("when metrics are invalid (NaN spacing, negative interitem spacing, negative counts, header NaN), they are neutralised")
    func invalidMetrics() {
        var layout = WaterfallLayout()
        layout.minimumColumnSpacing = .nan  // → 0: three columns of 320 / 3
        layout.minimumInteritemSpacing = -25  // → 0: items in a column touch
        layout.headerHeight = .nan  // → no header
        layout.footerHeight = -5  // → no footer
        layout.sectionInset = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)  // → 0
        let g = waterfallPrepared(layout, counts: [4, -3])
        let w = 320.0 / 3
        checkWaterfall(g, contentSize: Size(width: 320, height: 100), expected: [
            cell(0): Rect(x: 0, y: 0, width: w, height: 50),
            cell(1): Rect(x: w, y: 0, width: w, height: 50),
            cell(2): Rect(x: 2 * w, y: 0, width: w, height: 50),
            cell(3): Rect(x: 0, y: 50, width: w, height: 50),
        ])
        #expect(g.numberOfItems(inSection: 1) == 0)
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("when the columns do not fit the width, items are zero wide: placed, valid, never returned by a rect query")
    func columnsDoNotFit() {
        var layout = WaterfallLayout(columnCount: 1_000_000)
        layout.headerHeight = 20
        let g = waterfallPrepared(layout, counts: [5])
        #expect(g.columnWidth == 0)
        // Five items, so five columns are used: all at the top, 20 below the header.
        #expect(g.collectionViewContentSize == Size(width: 320, height: 70))
        #expect(g.layoutAttributesForElements(in: everywhere).map(\.key) == [header(0)])
        let last = g.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))
        #expect(last?.frame == Rect(x: 40, y: 20, width: 0, height: 50))
        #expect(last?.isValid == true)
    }

    @Test("when there are more than sixteen columns (a heap picks the shortest), ties still go to the leftmost")
    func manyColumns() {
        var layout = WaterfallLayout(columnCount: 20)
        layout.minimumColumnSpacing = 0
        // Columns 20 wide. Items 0…19 fill the top row, 30, 20, 10, 30, 20, 10, … high, so columns 2, 5, 8,
        // 11, 14 and 17 end lowest (bottom 20); items 20…24 take the five leftmost of them.
        let heights: [Double?] = (0..<20).map { Double(30 - 10 * ($0 % 3)) } + [5, 5, 5, 5, 5]
        let g = waterfallPrepared(layout, viewport: Size(width: 400, height: 300), counts: [25],
                                  delegate: WaterfallHeights([heights]))
        for (offset, column) in [2, 5, 8, 11, 14].enumerated() {
            #expect(g.layoutAttributesForItem(at: IndexPath(item: 20 + offset, section: 0))?.frame
                        == Rect(x: Double(column) * 20, y: 20, width: 20, height: 5))
        }
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 19, section: 0))?.frame == Rect(x: 380, y: 0, width: 20, height: 20))
        #expect(g.collectionViewContentSize.height == 30)
    }

    @Test("when a query rect only touches an item's edge, the item is not returned")
    func touchingEdges() {
        let g = waterfallPrepared(WaterfallLayout(), counts: [11],
                                  delegate: WaterfallHeights([WaterfallLayoutGeometryTests.shortestColumnHeights]))
        // The gap between columns 0 and 1 (x 100…110) holds no cell.
        #expect(g.layoutAttributesForElements(in: Rect(x: 100, y: -10, width: 10, height: 500)).isEmpty)
        // y 180…185: item 6 (110…180) and item 8 (160…180) only touch; item 7 (150…200) is inside.
        #expect(g.layoutAttributesForElements(in: Rect(x: 0, y: 180, width: 320, height: 5)).map(\.key) == [cell(7)])
        // An empty rect finds nothing.
        #expect(g.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 320, height: 0)).isEmpty)
    }

    @Test("when out-of-range paths or absent views are asked for, the answer is nil")
    func outOfRange() {
        var layout = WaterfallLayout()
        layout.headerHeight = 10
        let g = waterfallPrepared(layout, counts: [3])
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(g.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(g.layoutAttributesForItem(at: IndexPath(indexes: [0, 0, 0])) == nil)
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 1, section: 0)) == nil)
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(g.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)) != nil)
        #expect(g.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(g.frameForSection(-1) == nil)
        #expect(g.frameForSection(1) == nil)
    }

    @Test("when prepared through the CollectionLayout protocol, the geometry gives the same answers")
    func protocolPrepare() {
        let layout: any CollectionLayout = WaterfallLayout()
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [7])
        let g = layout.prepare(in: context)
        #expect(g is WaterfallLayout.Geometry)
        #expect(g.layoutAttributesForElements(in: everywhere)
                    == waterfallPrepared(WaterfallLayout(), counts: [7]).layoutAttributesForElements(in: everywhere))
        #expect(g.collectionViewContentSize == Size(width: 320, height: 170))  // rows at 0, 60, 120
    }
}

// MARK: - Properties

/// A random waterfall configuration built from one seed: 1…24 columns (both the scan and the heap), spacings
/// and insets ≥ 0, heights mostly multiples of 10 (so ties happen), some zero, some unanswered.
struct RandomWaterfallConfig {
    var layout = WaterfallLayout()
    var viewport: Size
    var counts: [Int]
    var delegate: WaterfallHeights?

    init(seed: UInt64) {
        var g = SeededGenerator(seed: seed)
        func number(_ range: ClosedRange<Double>) -> Double {
            let x = Double.random(in: range, using: &g)
            return Bool.random(using: &g) ? (x / 10).rounded() * 10 : x
        }
        func extent() -> Double {
            switch Int.random(in: 0..<4, using: &g) {
            case 0: return 0
            case 1: return -number(1...20)  // ≤ 0: no view
            default: return number(1...60)
            }
        }
        viewport = Size(width: number(150...500), height: number(150...500))
        layout.columnCount = Int.random(in: 0..<4, using: &g) == 0 ? Int.random(in: 17...24, using: &g)
            : Int.random(in: 1...6, using: &g)
        layout.minimumColumnSpacing = number(0...20)
        layout.minimumInteritemSpacing = number(0...20)
        layout.sectionInset = EdgeInsets(top: number(0...30), left: number(0...30), bottom: number(0...30), right: number(0...30))
        layout.headerHeight = extent()
        layout.footerHeight = extent()
        layout.itemHeight = number(0...120)

        let sectionCount = Int.random(in: 0...5, using: &g)
        counts = (0..<sectionCount).map { _ in Int.random(in: 0...60, using: &g) }
        if Int.random(in: 0..<4, using: &g) != 0 {
            let heights: [[Double?]] = counts.map { n in
                (0..<n).map { _ in
                    switch Int.random(in: 0..<10, using: &g) {
                    case 0: return nil
                    case 1: return 0
                    default: return number(1...150)
                    }
                }
            }
            delegate = WaterfallHeights(heights)
        }
    }

    func geometry() -> WaterfallLayout.Geometry {
        waterfallPrepared(layout, viewport: viewport, counts: counts, delegate: delegate)
    }

    /// Every cell's frame by the plain algorithm: all columns, a linear scan for the leftmost lowest bottom.
    func referenceCellFrames() -> [ElementKey: Rect] {
        let c = layout.columnCount, s = layout.minimumColumnSpacing, inset = layout.sectionInset
        let w = Swift.max(0, (viewport.width - inset.left - inset.right - Double(c - 1) * s) / Double(c))
        let header = Swift.max(0, layout.headerHeight), footer = Swift.max(0, layout.footerHeight)
        var frames: [ElementKey: Rect] = [:]
        var y = 0.0
        for (section, n) in counts.enumerated() {
            let start = y + header + inset.top
            var bottoms = [Double](repeating: start, count: c)
            var end = start
            for i in 0..<n {
                let column = bottoms.indices.min { bottoms[$0] < bottoms[$1] }!  // first of the minima
                let h = delegate?.heights[section][i] ?? layout.itemHeight
                let frame = Rect(x: inset.left + Double(column) * (w + s), y: bottoms[column], width: w, height: h)
                frames[.cell(IndexPath(item: i, section: section))] = frame
                bottoms[column] = frame.maxY + layout.minimumInteritemSpacing
                end = Swift.max(end, frame.maxY)
            }
            y = end + inset.bottom + footer
        }
        return frames
    }
}

let waterfallSeeds: [UInt64] = Array(1...150)

@Suite("WaterfallLayout properties")
struct WaterfallLayoutPropertyTests {
    // Rect queries, on-demand queries, finite frames and frames inside the content: LayoutConformanceTests.
    @Test("when items are placed, every frame matches a plain leftmost-shortest-column reference", arguments: waterfallSeeds)
    func matchesReference(seed: UInt64) {
        let config = RandomWaterfallConfig(seed: seed)
        let geometry = config.geometry()
        for (key, want) in config.referenceCellFrames() {
            let got = geometry.layoutAttributes(for: key)?.frame
            #expect(got.map { sameFrame($0, want) } == true, "seed \(seed): \(key) is \(got.map { "\($0)" } ?? "nil"), want \(want)")
        }
    }

    @Test("when spacings are not negative, no two cells overlap and the content is as wide as the viewport", arguments: waterfallSeeds)
    func noOverlap(seed: UInt64) {
        let config = RandomWaterfallConfig(seed: seed)
        let geometry = config.geometry()
        let all = geometry.layoutAttributesForElements(in: everywhere)
        #expect(geometry.collectionViewContentSize.width == config.viewport.width)
        let cells = all.filter { $0.category == .cell }
        for i in cells.indices {
            for j in cells.indices where j > i && overlap(cells[i].frame, cells[j].frame) {
                Issue.record("seed \(seed): \(cells[i]) overlaps \(cells[j])")
            }
        }
        for s in all where s.category != .cell {
            for c in cells where overlap(s.frame, c.frame) { Issue.record("seed \(seed): \(s) overlaps \(c)") }
        }
    }

    @Test("when items are asked for on demand, every item has attributes and none beyond the count", arguments: waterfallSeeds)
    func onDemandCoversTheItems(seed: UInt64) {
        let config = RandomWaterfallConfig(seed: seed)
        let geometry = config.geometry()
        for (s, count) in config.counts.enumerated() {
            #expect(geometry.layoutAttributesForItem(at: IndexPath(item: count, section: s)) == nil)
            if count > 0 { #expect(geometry.layoutAttributesForItem(at: IndexPath(item: count - 1, section: s)) != nil) }
        }
    }

    @Test("when sections are laid out, their frames tile the content and hold all their elements", arguments: waterfallSeeds)
    func sectionFramesTile(seed: UInt64) {
        let config = RandomWaterfallConfig(seed: seed)
        let geometry = config.geometry()
        var y = 0.0
        for s in config.counts.indices {
            guard let frame = geometry.frameForSection(s) else {
                Issue.record("seed \(seed): no frame for section \(s)")
                continue
            }
            // start + (end − start) may differ from end in the last bit, hence the tolerance.
            #expect(abs(frame.minY - y) <= 1e-9 && frame.minX == 0 && frame.width == config.viewport.width,
                    "seed \(seed): section \(s) at \(frame), previous ended at \(y)")
            y = frame.maxY
            let bounds = frame.insetBy(dx: -1e-7, dy: -1e-7)
            for i in 0..<config.counts[s] {
                let f = geometry.layoutAttributesForItem(at: IndexPath(item: i, section: s))!.frame
                // When the columns do not fit, items are zero wide and their x may run past the width; only y counts.
                let inside = geometry.columnWidth > 0 ? bounds.contains(f) : f.minY >= bounds.minY && f.maxY <= bounds.maxY
                #expect(inside, "seed \(seed): item \(s).\(i) at \(f) outside section \(frame)")
            }
        }
        #expect(abs(y - geometry.collectionViewContentSize.height) <= 1e-9, "seed \(seed): sections end where the content does")
    }
}

// MARK: - Scale (counts only; timing belongs to the benchmark)

@Suite("WaterfallLayout scale")
struct WaterfallLayoutScaleTests {
    @Test("when 100,000 equal items are laid out, they fill rows left to right and a mid-content query returns one screenful")
    func hundredThousandUniform() {
        // Every row ends level, so ties send item i to column i % 3, row i / 3 at y 60·row.
        let g = waterfallPrepared(WaterfallLayout(), counts: [100_000])
        #expect(g.collectionViewContentSize == Size(width: 320, height: 33_333 * 60 + 50))
        // Rows 16,666 (999,960…1,000,010) through 16,674 (1,000,440…) meet y 1,000,000…1,000,480.
        let visible = g.layoutAttributesForElements(in: Rect(x: 0, y: 1_000_000, width: 320, height: 480))
        #expect(visible.count == 27)
        #expect(visible.first?.indexPath == IndexPath(item: 49_998, section: 0))
        #expect(visible.last?.indexPath == IndexPath(item: 50_024, section: 0))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 99_999, section: 0))?.frame
                    == Rect(x: 0, y: 1_999_980, width: 100, height: 50))
    }

    @Test("when 100,000 items of varied heights are laid out, a mid-content query returns exactly the screenful a full scan finds")
    func hundredThousandVaried() {
        let d = WaterfallHeightFunction { Double(40 + ($0.item &* 37) % 100) }
        let g = waterfallPrepared(WaterfallLayout(), counts: [100_000], delegate: d)
        let rect = Rect(x: 0, y: (g.collectionViewContentSize.height / 2).rounded(), width: 320, height: 480)
        let visible = g.layoutAttributesForElements(in: rect)
        let scanned = (0..<100_000).compactMap { g.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
        #expect(visible == scanned)
        // Items are 40…139 high with 10 between: each column shows 3…11 of them in 480 points.
        #expect((9...33).contains(visible.count), "\(visible.count) cells")
    }
}
