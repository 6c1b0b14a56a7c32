import Testing
import LayoutCore
import LayoutCoreTestSupport

// MARK: - Helpers

/// A data source for pinch tests: fixed counts, plain untitled cells and no supplementary views; a test may add
/// flow item sizes (as the demo's) or a tree in which every item of a section has n children in the next one.
private func pinchSource(counts: [Int]) -> TestItems {
    let items = TestItems(counts: counts)
    items.titles = .none
    items.provideHeaders = false
    return items
}

/// A layout with nothing to pinch.
private struct PlainLayout: CollectionLayout, Equatable {
    var name: String { "plain" }
    var decorationViews = DecorationRegistry()
    func prepare(in context: LayoutContext) -> any LayoutGeometry { FlowLayout().prepare(in: context) }
}

/// The item under a window point and the point's position in its frame, as fractions of the frame's size.
private func anchor(_ cv: CollectionView, _ p: Point) -> (IndexPath, Point)? {
    guard let ip = cv.indexPathForItem(atWindowPoint: p), let f = cv.layoutAttributesForItem(at: ip)?.frame else { return nil }
    let o = cv.contentOffset
    return (ip, Point(x: (p.x + o.x - f.minX) / f.width, y: (p.y + o.y - f.minY) / f.height))
}

/// Where the anchor's point is on screen now.
private func windowPoint(_ cv: CollectionView, of anchor: (IndexPath, Point)) -> Point {
    let f = cv.layoutAttributesForItem(at: anchor.0)!.frame
    let o = cv.contentOffset
    return Point(x: f.minX + anchor.1.x * f.width - o.x, y: f.minY + anchor.1.y * f.height - o.y)
}

// MARK: - Tests

@Suite("Pinch")
struct PinchTests {
    @Test("flow: the pinch multiplies itemScale, delegate sizes included, and the item under the pointer stays there")
    func flowKeepsAnchor() throws {
        let ds = pinchSource(counts: [400])
        ds.itemSize = Size(width: 40, height: 30)
        defer { withExtendedLifetime(ds) {} }  // the collection view holds its data source weakly, as in UIKit
        let cv = ds.makeCollectionView(FlowLayout())
        cv.contentOffset = Point(x: 0, y: 600)
        cv.advance(to: Timestamp(seconds: 0.1))
        let pointer = Point(x: 75, y: 215)
        let a = try #require(anchor(cv, pointer))

        #expect(cv.pinch(scale: 1.5, at: pointer))
        #expect(cv.collectionViewLayout.parameters["itemScale"] == 1.5)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size == Size(width: 60, height: 45))
        // Vertical flow: the content is as wide as the viewport, so only the scroll axis can follow the pointer.
        #expect(abs(windowPoint(cv, of: a).y - pointer.y) < 1e-6)

        #expect(cv.pinch(scale: 1 / 1.5, at: pointer))
        #expect(abs(cv.collectionViewLayout.parameters["itemScale"]! - 1) < 1e-12)
        #expect(abs(windowPoint(cv, of: a).y - pointer.y) < 1e-6)
    }

    @Test("flow: itemScale stays within 0.25…4, and a pinch at a bound changes nothing")
    func flowClamps() {
        let ds = pinchSource(counts: [50])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(FlowLayout())
        #expect(cv.pinch(scale: 100, at: Point(x: 10, y: 10)))
        #expect(cv.collectionViewLayout.parameters["itemScale"] == 4)
        let prepares = cv.prepareCount
        #expect(cv.pinch(scale: 2, at: Point(x: 10, y: 10)))
        cv.advance(to: Timestamp(seconds: 0.1))
        #expect(cv.prepareCount == prepares, "already at the bound: no invalidation")
        #expect(cv.pinch(scale: 0.001, at: Point(x: 10, y: 10)))
        #expect(cv.collectionViewLayout.parameters["itemScale"] == 0.25)
    }

    @Test("flow: itemScale 1 (or an unusable one) leaves every frame exactly as it was")
    func flowScaleOneIsExact() {
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 333, height: 500), itemCounts: [37, 5])
        var layout = FlowLayout()
        layout.itemSize = Size(width: 33.3, height: 17.1)
        let plain = layout.prepare(in: context).layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 333, height: 5000))
        layout.itemScale = .nan
        let nan = layout.prepare(in: context).layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 333, height: 5000))
        #expect(!plain.isEmpty && plain == nan)
    }

    @Test("one pinch invalidates once: exactly one prepare, none at the next update cycles")
    func onePrepare() {
        let ds = pinchSource(counts: [200])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(FlowLayout())
        let before = cv.prepareCount
        cv.pinch(scale: 1.1, at: Point(x: 30, y: 30))
        cv.advance(to: Timestamp(seconds: 1 / 60))
        cv.advance(to: Timestamp(seconds: 2 / 60))
        #expect(cv.prepareCount == before + 1)
    }

    @Test("circle: the pinch scales the radius, an automatic radius becoming explicit, within 30…2000")
    func circleRadius() {
        let ds = pinchSource(counts: [12])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(CircleLayout())
        #expect(cv.pinch(scale: 1.25, at: Point(x: 160, y: 240)))
        // Automatic: min(320, 480) / 2.5 = 128.
        #expect(cv.collectionViewLayout.parameters["radius"] == 160)
        #expect((cv.geometry as? CircleLayout.Geometry)?.radius == 160)
        cv.pinch(scale: 1000, at: Point(x: 160, y: 240))
        #expect(cv.collectionViewLayout.parameters["radius"] == 2000)
        cv.pinch(scale: 1e-6, at: Point(x: 160, y: 240))
        #expect(cv.collectionViewLayout.parameters["radius"] == 30)
    }

    @Test("circle: past the window the content grows to hold the circle, the item under the pointer stays there on both axes, and it shrinks back")
    func circleContentGrows() throws {
        let ds = pinchSource(counts: [12])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(CircleLayout(radius: 200))
        // 2·200 + 70 = 470: wider than 320, not taller than 480; the circle is centred in 470×480.
        #expect(cv.contentSize == Size(width: 470, height: 480))
        cv.contentOffset = Point(x: 150, y: 0)
        cv.advance(to: Timestamp(seconds: 0.1))
        // Item 0 (angle 0) is centred at (235 + 200, 240), on screen at (285, 240).
        let pointer = Point(x: 295, y: 250)
        let a = try #require(anchor(cv, pointer))
        #expect(a.0 == IndexPath(item: 0, section: 0))
        #expect(cv.pinch(scale: 1.5, at: pointer))
        // r = 300: 670×670, so the top and bottom of the circle can be scrolled to.
        #expect(cv.contentSize == Size(width: 670, height: 670))
        let now = windowPoint(cv, of: a)
        #expect(abs(now.x - pointer.x) < 1 && abs(now.y - pointer.y) < 1, "\(now)")
        cv.contentOffset = Point(x: 0, y: 0)
        cv.advance(to: Timestamp(seconds: 0.2))
        #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 9, section: 0)), "the top of the circle is reachable")
        cv.contentOffset = Point(x: 350, y: 190)
        cv.advance(to: Timestamp(seconds: 0.3))
        #expect(cv.contentOffset == Point(x: 350, y: 190))
        #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 3, section: 0)), "and so is its bottom")
        cv.pinch(scale: 1 / 1.5, at: Point(x: 160, y: 240))
        #expect(cv.contentSize == Size(width: 470, height: 480))
        cv.pinch(scale: 0.5, at: Point(x: 160, y: 240))
        // r = 100: 270×270 fits, the content is the window again.
        #expect(cv.contentSize == Size(width: 320, height: 480))
        #expect(cv.contentOffset == .zero)
    }

    @Test("horizontal flow: the item under the pointer stays there along x, the axis the content scrolls")
    func horizontalFlowKeepsX() throws {
        let ds = pinchSource(counts: [400])
        ds.itemSize = Size(width: 40, height: 30)
        defer { withExtendedLifetime(ds) {} }
        var flow = FlowLayout()
        flow.scrollDirection = .horizontal
        let cv = ds.makeCollectionView(flow)
        cv.contentOffset = Point(x: 900, y: 0)
        cv.advance(to: Timestamp(seconds: 0.1))
        // A point in the cell nearest the middle of the window.
        let middle = try #require(cv.visibleLayoutAttributes.min { abs($0.frame.midX - 1060) < abs($1.frame.midX - 1060) })
        let pointer = Point(x: middle.frame.minX + 10 - cv.contentOffset.x, y: middle.frame.minY + 10)
        var held = 0
        for scale in [1.5, 1.1, 1 / 1.1, 0.8, 1.3] {
            // Each step anchors the item under the pointer then: y cannot be held (the content is exactly the
            // window high), so a reflow may bring another item under the pointer for the next step.
            guard let a = anchor(cv, pointer) else { cv.pinch(scale: scale, at: pointer); continue }
            #expect(cv.pinch(scale: scale, at: pointer))
            #expect(abs(windowPoint(cv, of: a).x - pointer.x) < 1, "after \(scale)")
            held += 1
        }
        #expect(held >= 3)
    }

    @Test("tree: the pinch scales both spacings and the item under the pointer stays there on both axes")
    func treeSpacing() throws {
        let ds = pinchSource(counts: [1, 4, 16, 64])
        ds.tree = .fanOut(4)
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(TreeLayout(), width: 300, height: 300)
        cv.contentOffset = Point(x: 350, y: 900)
        cv.advance(to: Timestamp(seconds: 0.1))
        let pointer = Point(x: 250, y: 130)  // a leaf (section 3, row 21)
        let a = try #require(anchor(cv, pointer))

        #expect(cv.pinch(scale: 1.5, at: pointer))
        #expect(cv.collectionViewLayout.parameters["verticalSpacing"] == 18)
        #expect(cv.collectionViewLayout.parameters["horizontalSpacing"] == 90)
        let now = windowPoint(cv, of: a)
        #expect(abs(now.x - pointer.x) < 1e-6 && abs(now.y - pointer.y) < 1e-6)

        cv.pinch(scale: 100, at: pointer)
        #expect(cv.collectionViewLayout.parameters["verticalSpacing"] == 200)
        #expect(cv.collectionViewLayout.parameters["horizontalSpacing"] == 400)
        cv.pinch(scale: 1e-9, at: pointer)
        #expect(cv.collectionViewLayout.parameters["verticalSpacing"]! < 1e-6)
        #expect(cv.collectionViewLayout.parameters["horizontalSpacing"] == 20)
    }

    @Test("tree: a zero spacing can be spread out again")
    func treeFromZero() {
        var tree = TreeLayout()
        tree.verticalSpacing = 0
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 300, height: 300), itemCounts: [1])
        let pinched = tree.pinched(by: 2, in: context)
        #expect(pinched.parameters["verticalSpacing"] == 2)
    }

    @Test("waterfall: the pinch widens the columns, so fewer fit; slow pinches accumulate; 1…12 columns")
    func waterfallColumns() throws {
        let ds = pinchSource(counts: [600])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(WaterfallLayout(columnCount: 3))  // 100-point columns, 10 apart
        cv.contentOffset = Point(x: 0, y: 2000)
        cv.advance(to: Timestamp(seconds: 0.1))
        let pointer = Point(x: 150, y: 200)
        let a = try #require(anchor(cv, pointer))

        // 110 and 121 still round to 3 columns in 320 points; 133.1 gives 2.
        cv.pinch(scale: 1.1, at: pointer)
        cv.pinch(scale: 1.1, at: pointer)
        #expect(cv.collectionViewLayout.parameters["columnCount"] == 3)
        #expect(abs(cv.collectionViewLayout.parameters["preferredColumnWidth"]! - 121) < 1e-9)
        cv.pinch(scale: 1.1, at: pointer)
        #expect(cv.collectionViewLayout.parameters["columnCount"] == 2)
        #expect((cv.geometry as? WaterfallLayout.Geometry)?.columnCount == 2)
        #expect(abs(windowPoint(cv, of: a).y - pointer.y) < 1e-6)

        cv.pinch(scale: 1e-6, at: pointer)
        #expect((cv.geometry as? WaterfallLayout.Geometry)?.columnCount == 12)
        cv.pinch(scale: 1e6, at: pointer)
        #expect((cv.geometry as? WaterfallLayout.Geometry)?.columnCount == 1)
        #expect(cv.collectionViewLayout.parameters["preferredColumnWidth"] == 320)
    }

    @Test("a section background decorator pinches its base and keeps decorating; a carousel pinches its flow")
    func wrappers() {
        let ds = pinchSource(counts: [40])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(SectionBackgroundDecorator(base: FlowLayout(), defaultColor: .white))
        #expect(cv.pinch(scale: 2, at: Point(x: 10, y: 10)))
        let decorated = cv.collectionViewLayout as? SectionBackgroundDecorator<FlowLayout>
        #expect(decorated?.base.itemScale == 2)
        #expect(decorated?.pinchParameterName == "itemScale")

        let carousel = ds.makeCollectionView(CarouselLayout())
        #expect(carousel.pinch(scale: 2, at: Point(x: 10, y: 10)))
        #expect((carousel.collectionViewLayout as? CarouselLayout)?.flow.itemScale == 2)
    }

    @Test("layouts without a pinch parameter, and scales that are not finite and positive, are refused")
    func refused() {
        let ds = pinchSource(counts: [40])
        defer { withExtendedLifetime(ds) {} }
        let plain = ds.makeCollectionView(PlainLayout())
        #expect(!plain.pinch(scale: 2, at: .zero))
        let wrapped = ds.makeCollectionView(SectionBackgroundDecorator(base: PlainLayout()))
        #expect(!wrapped.pinch(scale: 2, at: .zero))

        let cv = ds.makeCollectionView(FlowLayout())
        let before = cv.prepareCount
        for bad in [0, -1, .nan, .infinity] { #expect(!cv.pinch(scale: bad, at: .zero)) }
        cv.advance(to: Timestamp(seconds: 0.1))
        #expect(cv.prepareCount == before && cv.collectionViewLayout.parameters["itemScale"] == 1)
    }

    @Test("with the pointer between cells the nearest visible cell is the anchor")
    func nearestAnchor() {
        let ds = pinchSource(counts: [400])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(FlowLayout())  // 50-point items 10 apart: a gap at y 50…60 of each line
        cv.contentOffset = Point(x: 0, y: 600)
        cv.advance(to: Timestamp(seconds: 0.1))
        let pointer = Point(x: 20, y: 55)  // content y 655, in the gap below the line at 600…650
        #expect(cv.indexPathForItem(atWindowPoint: pointer) == nil)
        let below = cv.layoutAttributesForItem(at: IndexPath(item: 50, section: 0))!.frame  // line 10 at y 600
        #expect(below.minY == 600)
        cv.pinch(scale: 2, at: pointer)
        // The gap point is 1.1 cell heights below item 50's top; it still is, on screen, at the pointer.
        let f = cv.layoutAttributesForItem(at: IndexPath(item: 50, section: 0))!.frame
        #expect(abs(f.minY + 1.1 * f.height - cv.contentOffset.y - pointer.y) < 1e-6)
    }
}
