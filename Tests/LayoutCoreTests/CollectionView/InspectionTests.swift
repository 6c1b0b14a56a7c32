import Testing
@testable import LayoutCore
import LayoutCoreTestSupport

// MARK: - Helpers

/// A clock for the prepare timer that answers the given times in turn and logs each reading.
private final class FakeTimer {
    var times: [Double]
    let log: EventLog
    private(set) var readings = 0
    init(_ times: [Double], log: EventLog = EventLog()) { self.times = times; self.log = log }
    func now() -> Double {
        readings += 1
        log.events.append("time")
        return times.isEmpty ? 0 : times.removeFirst()
    }
}

/// What happened, in order: timer readings and prepares.
private final class EventLog {
    var events: [String] = []
}

/// A layout of hand-placed cells (and one cell with a NaN frame that the collection view must skip), which logs
/// its prepares.
private struct PlacedLayout: CollectionLayout {
    var name: String { "placed" }
    var decorationViews = DecorationRegistry()
    let cells: [LayoutAttributes]
    let log: EventLog?

    func prepare(in context: LayoutContext) -> any LayoutGeometry {
        log?.events.append("prepare")
        return PlacedGeometry(cells: cells)
    }
    func isEqual(to other: any CollectionLayout) -> Bool { false }
}

private struct PlacedGeometry: LayoutGeometry {
    let cells: [LayoutAttributes]
    var collectionViewContentSize: Size { Size(width: 320, height: 480) }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        cells.filter { !$0.frame.isValid || $0.frame.intersects(rect) }
    }
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { cells.first { $0.key == .cell(indexPath) } }
}

private func cell(_ item: Int, _ frame: Rect, zIndex: Int = 0, alpha: Double = 1, hidden: Bool = false) -> LayoutAttributes {
    var a = LayoutAttributes.cell(IndexPath(item: item, section: 0), frame: frame)
    a.zIndex = zIndex
    a.alpha = alpha
    a.isHidden = hidden
    return a
}

/// A 320×480 flow over two sections of 30 items with 40-point headers: section 0 is header 0…40, six lines
/// 40…390 (items 50×50 at x 0, 57.5, 115, 172.5, 230, lines every 60); section 1 starts at 390.
private func flowWithHeaders(_ ds: TestItems, pinned: Bool = false, backgrounds: Bool = false) -> CollectionView {
    var flow = FlowLayout()
    flow.headerReferenceSize = Size(width: 0, height: 40)
    flow.sectionHeadersPinToVisibleBounds = pinned
    let layout: any CollectionLayout = backgrounds ? SectionBackgroundDecorator(base: flow, defaultColor: Color(hex: 0x808080)) : flow
    return ds.makeCollectionView(layout, settled: false)
}

private let headerPool = "supplementary view of kind 'header'/Header"
private let backgroundKey = ElementKey.decoration(SectionBackgroundDecorator<FlowLayout>.elementKind, IndexPath(item: 0, section: 0))

// MARK: - Tests

@Suite("Collection view inspection")
struct InspectionTests {
    @Test("the last rect query is the bounds, after scrolling too, and its count is what the geometry returns")
    func lastQuery() throws {
        let ds = TestItems(counts: [1_000])
        let cv = ds.makeCollectionView(settled: false)  // 320×480, 5 columns, lines every 60
        #expect(cv.lastQueryRect == nil)
        #expect(cv.lastQueryResultCount == 0)
        cv.layoutIfNeeded()
        #expect(cv.lastQueryRect == Rect(x: 0, y: 0, width: 320, height: 480))
        // Lines 0…7 (the eighth, 420…470, is the last inside 480).
        #expect(cv.lastQueryResultCount == 40)

        cv.contentOffset = Point(x: 0, y: 1234)
        cv.layoutIfNeeded()
        let rect = Rect(x: 0, y: 1234, width: 320, height: 480)
        #expect(cv.lastQueryRect == rect)
        // Lines 20 (1200…1250) to 28 (1680…1730): nine lines of five.
        #expect(cv.lastQueryResultCount == 45)
        let geometry = try #require(cv.geometry)
        #expect(cv.lastQueryResultCount == geometry.layoutAttributesForElements(in: rect, visibleBounds: rect).count)
        #expect(cv.liveViewCount == 45)
    }

    @Test("the result count is taken before undrawable attributes are filtered out")
    func countBeforeFiltering() {
        let ds = TestItems(counts: [3])
        let layout = PlacedLayout(cells: [
            cell(0, Rect(x: 0, y: 0, width: 50, height: 50)),
            cell(1, Rect(x: .nan, y: 0, width: 50, height: 50)),
            cell(2, Rect(x: 60, y: 0, width: 50, height: 50)),
        ], log: nil)
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = ds
        cv.layoutIfNeeded()
        #expect(cv.lastQueryResultCount == 3)
        #expect(cv.liveViewCount == 2)
    }

    @Test("the prepare timer brackets the layout's prepare; the duration is the difference of its two readings")
    func prepareTimer() {
        let ds = TestItems(counts: [3])
        let log = EventLog()
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480),
                                collectionViewLayout: PlacedLayout(cells: [cell(0, Rect(x: 0, y: 0, width: 50, height: 50))], log: log))
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = ds
        let timer = FakeTimer([1.0, 1.25, 2.0, 2.5], log: log)
        cv.prepareTimer = { timer.now() }
        #expect(cv.lastPrepareDuration == nil)
        cv.layoutIfNeeded()
        #expect(cv.lastPrepareDuration == 0.25)
        #expect(timer.readings == 2)
        #expect(log.events == ["time", "prepare", "time"])

        // No prepare, no reading.
        cv.layoutIfNeeded()
        #expect(timer.readings == 2)

        cv.invalidateLayout()
        cv.layoutIfNeeded()
        #expect(cv.lastPrepareDuration == 0.5)
        #expect(timer.readings == 4)
        #expect(cv.prepareCount == 2)
    }

    @Test("without a timer prepares run untimed")
    func noTimer() {
        let ds = TestItems(counts: [10])
        let cv = ds.makeCollectionView(settled: false)
        cv.layoutIfNeeded()
        #expect(cv.prepareCount == 1)
        #expect(cv.lastPrepareDuration == nil)
    }

    @Test("live views per pool name cells and headers as the pooled counts do, sorted, and sum to the live count")
    func liveCounts() {
        let ds = TestItems(counts: [30, 30])
        let cv = flowWithHeaders(ds)
        #expect(cv.liveViewCounts.isEmpty)
        cv.layoutIfNeeded()
        // All of section 0 (30 cells, its header) and section 1's header (390…430) and first line (430…480).
        let counts = cv.liveViewCounts
        #expect(counts.map(\.pool) == ["cell/Cell", headerPool])
        #expect(counts.map(\.count) == [35, 2])
        #expect(counts.map(\.count).reduce(0, +) == cv.liveViewCount)

        // Scrolled to the end, views went to the pools: the pools' names are the same strings.
        cv.contentOffset = Point(x: 0, y: cv.maximumContentOffset.y)
        cv.layoutIfNeeded()
        #expect(Set(cv.pooledViewCounts.map(\.pool)).isSubset(of: Set(cv.liveViewCounts.map(\.pool))))
        #expect(cv.pooledViewCounts.map(\.pool).contains("cell/Cell"))
        #expect(cv.liveViewCounts.map(\.count).reduce(0, +) == cv.liveViewCount)
    }

    @Test("section backgrounds count in their decoration pool")
    func liveCountsWithDecorations() {
        let ds = TestItems(counts: [30, 30])
        let cv = flowWithHeaders(ds, backgrounds: true)
        cv.layoutIfNeeded()
        let counts = cv.liveViewCounts
        #expect(counts.map(\.pool) == ["cell/Cell", "decoration view/sectionBackground", headerPool])
        #expect(counts.map(\.count) == [35, 2, 2])
        #expect(counts.map(\.count).reduce(0, +) == cv.liveViewCount)
    }

    @Test("a hit-test returns the pinned header over the cell it covers, over the section background, front-most first")
    func hitTestLayers() {
        let ds = TestItems(counts: [30, 30])
        let cv = flowWithHeaders(ds, pinned: true, backgrounds: true)
        cv.contentOffset = Point(x: 0, y: 100)
        cv.layoutIfNeeded()
        let header = ElementKey.supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 0))
        // Window (25, 10) is content (25, 110): the header pinned at 100…140 lies over item 5 (line 100…150).
        let hits = cv.layoutAttributesForElements(atWindowPoint: Point(x: 25, y: 10))
        #expect(hits.map(\.key) == [header, .cell(IndexPath(item: 5, section: 0)), backgroundKey])
        #expect(hits.map(\.zIndex) == [1024, 0, -1])
        #expect(hits.first?.frame == Rect(x: 0, y: 100, width: 320, height: 40))

        // Between two items (x 50…57.5) only the header and the background.
        #expect(cv.layoutAttributesForElements(atWindowPoint: Point(x: 53, y: 10)).map(\.key) == [header, backgroundKey])
        // Below the header: the cell and the background.
        #expect(cv.layoutAttributesForElements(atWindowPoint: Point(x: 25, y: 45)).map(\.key)
            == [.cell(IndexPath(item: 5, section: 0)), backgroundKey])
        // Outside the viewport's content nothing is live.
        #expect(cv.layoutAttributesForElements(atWindowPoint: Point(x: 25, y: 900)).isEmpty)
    }

    @Test("a layout's drag count draws a badge from 2 up; an infinite or huge one draws none and does not trap")
    func dragCountBadgeBounds() {
        let ds = TestItems(counts: [4])
        defer { withExtendedLifetime(ds) {} }
        func counted(_ item: Int, _ n: Double) -> LayoutAttributes {
            var a = cell(item, Rect(x: Double(item) * 60, y: 0, width: 50, height: 50))
            a[custom: CollectionViewCell.dragCountAttributeKey] = .number(n)
            return a
        }
        let layout = PlacedLayout(cells: [counted(0, 3), counted(1, .infinity), counted(2, 1e300), counted(3, 1)], log: nil)
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = ds
        cv.layoutIfNeeded()
        let badges = cv.displayList().items.filter { $0.key == .decoration("dragBadge", IndexPath(item: 0, section: 0)) }
        #expect(badges.map(\.appearance.text) == ["3"])
    }

    @Test("a hit-test orders equal zIndex by key, later first, and skips hidden and transparent elements")
    func hitTestOrderAndVisibility() {
        let ds = TestItems(counts: [5])
        let square = Rect(x: 0, y: 0, width: 100, height: 100)
        let layout = PlacedLayout(cells: [
            cell(0, square, zIndex: 2),
            cell(1, square),
            cell(2, square),
            cell(3, square, alpha: 0),
            cell(4, square, zIndex: 5, hidden: true),
        ], log: nil)
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = ds
        cv.layoutIfNeeded()
        #expect(cv.liveViewCount == 5)
        let hits = cv.layoutAttributesForElements(atWindowPoint: Point(x: 50, y: 50))
        #expect(hits.map(\.indexPath.item) == [0, 2, 1])
        // The same order as the display list, reversed.
        let drawn = cv.displayList().items.map(\.key)
        #expect(hits.map(\.key) == drawn.reversed())
        #expect(cv.layoutAttributesForElements(atWindowPoint: Point(x: 150, y: 50)).isEmpty)
    }

    @Test("tools hear how element keys change: a batch update's mapping, nil for a reload")
    func keyChangesAreReported() throws {
        let ds = TestItems(counts: [10])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(settled: false)
        cv.layoutIfNeeded()
        var heard: [ElementKeyMapping?] = []
        cv.onElementKeysChanged = { heard.append($0) }
        try cv.performBatchUpdates {
            ds.counts = [9]
            try cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        try #require(heard.count == 1)
        let mapping = try #require(heard[0])
        #expect(mapping.newKey(.cell(IndexPath(item: 5, section: 0))) == .cell(IndexPath(item: 4, section: 0)))
        #expect(mapping.newKey(.cell(IndexPath(item: 0, section: 0))) == nil, "a deleted item has no new key")
        cv.reloadData()
        #expect(heard.count == 2 && heard[1] == nil, "after a reload no old key holds")
    }

    @Test("hit-testing follows the element as drawn: a rotated square covers its diamond, not its frame's corners")
    func transformedHitTest() {
        var a = LayoutAttributes(key: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 0, y: 0, width: 100, height: 100))
        a.transform3D = .rotation(angle: .pi / 4, x: 0, y: 0, z: 1)
        // The frame's corner (5, 5) lies outside the diamond; (50, -15) lies above the frame but inside the diamond
        // (whose top vertex is at 50 − 70.7).
        #expect(!CollectionView.drawnShape(of: a, contains: Point(x: 5, y: 5)))
        #expect(CollectionView.drawnShape(of: a, contains: Point(x: 50, y: -15)))
        #expect(CollectionView.drawnShape(of: a, contains: Point(x: 50, y: 50)))
        a.transform3D = .scale(x: 0.5, y: 0.5)
        #expect(!CollectionView.drawnShape(of: a, contains: Point(x: 10, y: 10)), "shrunk about its centre to 25…75")
        #expect(CollectionView.drawnShape(of: a, contains: Point(x: 30, y: 70)))
    }
}
