import Testing
@testable import LayoutCore
import FoundationEssentials
import LayoutCoreTestSupport

// MARK: - Helpers shared by the circle layout tests

/// Prepares a circle layout for a viewport (at `origin`, which must not matter) with the given item counts.
private func circlePrepared(_ layout: CircleLayout = CircleLayout(), size: Size, counts: [Int],
                            origin: Point = .zero) -> CircleLayout.Geometry {
    layout.prepareGeometry(in: LayoutContext(bounds: Rect(origin: origin, size: size), itemCounts: counts))
}

/// Seed 004's centre for item `g` of `n`, written out independently of the layout: centre of the viewport plus
/// the radius (default min(w, h) / 2.5) along the angle 2·g·π / n.
private func seedCenter(_ g: Int, of n: Int, size: Size, radius: Double? = nil) -> Point {
    let cx = size.width / 2.0, cy = size.height / 2.0
    let r = radius ?? min(size.width, size.height) / 2.5
    let angle = 2 * Double(g) * Double.pi / Double(n)
    return Point(x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle))
}

/// Every cell of a geometry, asked one by one, in index path order.
private func everyCell(_ g: CircleLayout.Geometry) -> [LayoutAttributes] {
    var out: [LayoutAttributes] = []
    for s in 0..<g.numberOfSections {
        for i in 0..<g.numberOfItems(inSection: s) {
            if let a = g.layoutAttributesForItem(at: IndexPath(item: i, section: s)) { out.append(a) }
        }
    }
    return out
}

private func circleCell(_ item: Int, _ section: Int = 0) -> ElementKey { .cell(IndexPath(item: item, section: section)) }
private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

/// True when two points agree to 1e-9 (for hand-worked values, where cos(π/2) is not exactly 0).
private func nearlyEqual(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) <= 1e-9 && abs(a.y - b.y) <= 1e-9 }

private let desktop = Size(width: 1280, height: 800)
private let portrait = Size(width: 500, height: 900)

// MARK: - Configuration

@Suite("CircleLayout configuration")
struct CircleLayoutConfigurationTests {
    @Test("when created, it is named circle, with an automatic radius and 70×70 items")
    func defaults() {
        let layout = CircleLayout()
        #expect(layout.name == "circle")
        #expect(layout.radius == nil)
        #expect(layout.itemSize == Size(width: 70, height: 70))
        #expect(layout.decorationViews.kinds.isEmpty)
    }

    @Test("when the radius is set to a value that is not finite and positive, it is stored as automatic",
          arguments: [0.0, -5.0, Double.nan, Double.infinity, -Double.infinity])
    func invalidRadius(value: Double) {
        var layout = CircleLayout(radius: 120)
        layout.radius = value
        #expect(layout.radius == nil)
        #expect(CircleLayout(radius: value).radius == nil)
        #expect(CircleLayout(radius: value) == CircleLayout())
    }

    @Test("when parameters are read, they give the item size and the configured radius, 0 meaning automatic")
    func parameters() {
        #expect(CircleLayout().parameters == ["itemWidth": 70, "itemHeight": 70, "radius": 0])
        let custom = CircleLayout(radius: 150, itemSize: Size(width: 40, height: 30))
        #expect(custom.parameters == ["itemWidth": 40, "itemHeight": 30, "radius": 150])
    }

    @Test("when two configurations differ in radius or item size, they are not equal")
    func equality() {
        let base = CircleLayout()
        #expect(base.isEqual(to: CircleLayout()))
        #expect(!base.isEqual(to: CircleLayout(radius: 100)))
        #expect(!base.isEqual(to: CircleLayout(itemSize: Size(width: 70, height: 71))))
        #expect(!base.isEqual(to: WaterfallLayout()))
    }

    @Test("when the bounds change, only a size change invalidates (the content never scrolls)")
    func boundsChange() {
        let layout = CircleLayout()
        let a = Rect(x: 0, y: 0, width: 1280, height: 800)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: a, newBounds: a.offsetBy(dx: 10, dy: 20)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: a, newBounds: Rect(x: 0, y: 0, width: 1280, height: 801)))
    }
}

// MARK: - Seed 004's formula

@Suite("CircleLayout placement")
struct CircleLayoutPlacementTests {
    @Test("when prepared, every frame is seed 004's 70×70 square on the circle and the content is the viewport",
          arguments: [1, 2, 12, 100], [desktop, portrait])
    func seedFormula(n: Int, size: Size) {
        let g = circlePrepared(size: size, counts: [n])
        #expect(g.collectionViewContentSize == size)
        #expect(g.center == Point(x: size.width / 2, y: size.height / 2))
        #expect(g.radius == min(size.width, size.height) / 2.5)
        let cells = everyCell(g)
        #expect(cells.count == n)
        for (i, a) in cells.enumerated() {
            let c = seedCenter(i, of: n, size: size)
            #expect(a.key == circleCell(i))
            #expect(a.frame == Rect(x: c.x - 35, y: c.y - 35, width: 70, height: 70), "item \(i)")
            #expect(a.center == c, "item \(i)")
            #expect(a.size == Size(width: 70, height: 70))
            #expect(a.zIndex == 0 && a.alpha == 1 && a.transform3D == .identity && !a.isHidden)
        }
        // A rect covering everything returns exactly the same cells, in index path order.
        #expect(g.layoutAttributesForElements(in: everywhere) == cells)
    }

    @Test("when worked by hand, the numbers are the circle's: 1 item right of centre, 4 items at the compass points")
    func handWorked() {
        // 1280×800: centre (640, 400), radius 800 / 2.5 = 320.
        let one = circlePrepared(size: desktop, counts: [1])
        #expect(one.layoutAttributesForItem(at: path(0))?.frame == Rect(x: 925, y: 365, width: 70, height: 70))
        let four = circlePrepared(size: desktop, counts: [4])
        let want = [Point(x: 960, y: 400), Point(x: 640, y: 720), Point(x: 320, y: 400), Point(x: 640, y: 80)]
        for (i, c) in want.enumerated() {
            let got = four.layoutAttributesForItem(at: path(i))?.center ?? Point(x: .nan, y: .nan)
            #expect(nearlyEqual(got, c), "item \(i) at \(got), want \(c)")
        }
        // 500×900: centre (250, 450), radius 500 / 2.5 = 200.
        let two = circlePrepared(size: portrait, counts: [2])
        #expect(two.layoutAttributesForItem(at: path(0))?.frame == Rect(x: 415, y: 415, width: 70, height: 70))
        #expect(nearlyEqual(two.layoutAttributesForItem(at: path(1))?.center ?? .zero, Point(x: 50, y: 450)))
    }

    @Test("when the bounds are scrolled away from the origin, the circle stays at the bounds size's centre")
    func originIgnored() {
        let atZero = circlePrepared(size: desktop, counts: [12])
        let moved = circlePrepared(size: desktop, counts: [12], origin: Point(x: 300, y: -40))
        #expect(moved.center == Point(x: 640, y: 400))
        #expect(moved.layoutAttributesForElements(in: everywhere) == atZero.layoutAttributesForElements(in: everywhere))
    }

    @Test("when there are no items, nothing is laid out and the content is still the viewport")
    func empty() {
        for counts in [[], [0], [0, 0]] {
            let g = circlePrepared(size: desktop, counts: counts)
            #expect(g.collectionViewContentSize == desktop)
            #expect(g.totalItemCount == 0)
            #expect(g.layoutAttributesForElements(in: everywhere).isEmpty)
            #expect(g.layoutAttributesForItem(at: path(0)) == nil)
        }
    }
}

// MARK: - Parameters

@Suite("CircleLayout parameters")
struct CircleLayoutParameterTests {
    @Test("when a radius is configured, it replaces min(w, h) / 2.5 in the formula", arguments: [desktop, portrait])
    func radiusOverrides(size: Size) {
        let g = circlePrepared(CircleLayout(radius: 100), size: size, counts: [12])
        #expect(g.radius == 100)
        for (i, a) in everyCell(g).enumerated() {
            #expect(a.center == seedCenter(i, of: 12, size: size, radius: 100), "item \(i)")
        }
        // Hand-worked: item 0 sits 100 right of the centre.
        let c = Point(x: size.width / 2 + 100, y: size.height / 2)
        #expect(g.layoutAttributesForItem(at: path(0))?.frame == Rect(x: c.x - 35, y: c.y - 35, width: 70, height: 70))
    }

    @Test("when an item size is configured, every item has it and stays centred on the circle")
    func itemSize() {
        let g = circlePrepared(CircleLayout(itemSize: Size(width: 40, height: 20)), size: desktop, counts: [12])
        for (i, a) in everyCell(g).enumerated() {
            let c = seedCenter(i, of: 12, size: desktop)
            #expect(a.frame == Rect(x: c.x - 20, y: c.y - 10, width: 40, height: 20), "item \(i)")
        }
    }

    @Test("when the item size or viewport is invalid, it counts as 0 and nothing crashes")
    func invalidSizes() {
        let flat = circlePrepared(CircleLayout(itemSize: Size(width: .nan, height: -3)), size: desktop, counts: [5])
        #expect(flat.itemSize == .zero)
        #expect(flat.layoutAttributesForItem(at: path(2))?.size == .zero)
        // Zero-size frames intersect nothing (Rect.intersects), so no query finds them.
        #expect(flat.layoutAttributesForElements(in: everywhere).isEmpty)

        let nowhere = circlePrepared(size: Size(width: .infinity, height: -10), counts: [3])
        #expect(nowhere.collectionViewContentSize == .zero)
        #expect(nowhere.center == .zero && nowhere.radius == 0)
        #expect(everyCell(nowhere).allSatisfy { $0.frame == Rect(x: -35, y: -35, width: 70, height: 70) })
    }
}

// MARK: - Insert and delete animations (seed 004)

@Suite("CircleLayout batch updates")
struct CircleLayoutUpdateTests {
    /// Two inserts, a delete, a move, a reload and two section changes, all in one batch.
    static let batch: [UpdateItem] = [
        UpdateItem(action: .insert, before: nil, after: path(3)),
        UpdateItem(action: .insert, before: nil, after: path(7)),
        UpdateItem(action: .delete, before: path(5), after: nil),
        UpdateItem(action: .move, before: path(1), after: path(9)),
        UpdateItem(action: .reload, before: path(2), after: path(2)),
        UpdateItem(action: .insert, before: nil, after: path(-1, 1)),
        UpdateItem(action: .delete, before: path(-1, 2), after: nil),
    ]

    @Test("when items are inserted, only they start transparent at the circle's centre; others get nil")
    func insertAttributes() {
        var g = circlePrepared(size: desktop, counts: [12])
        g.prepare(forCollectionViewUpdates: Self.batch)
        #expect(g.insertedIndexPaths == [path(3), path(7)])
        for i in 0..<12 {
            let got = g.initialLayoutAttributesForAppearingElement(circleCell(i))
            guard i == 3 || i == 7 else {
                #expect(got == nil, "item \(i) is not inserted")
                continue
            }
            var want = g.layoutAttributesForItem(at: path(i))!
            want.alpha = 0
            want.center = Point(x: 640, y: 400)
            #expect(got == want)
            #expect(got?.frame == Rect(x: 605, y: 365, width: 70, height: 70))
            #expect(got?.transform3D == .identity)
        }
        // Only cells: a header at an inserted path, and the section insert, get nothing.
        #expect(g.initialLayoutAttributesForAppearingElement(.supplementary(ElementKind.sectionHeader, path(3))) == nil)
        #expect(g.initialLayoutAttributesForAppearingElement(circleCell(-1, 1)) == nil)
    }

    @Test("when items are deleted, only they end transparent at the centre scaled to 0.1; others get nil")
    func deleteAttributes() {
        var g = circlePrepared(size: portrait, counts: [12])
        g.prepare(forCollectionViewUpdates: Self.batch)
        #expect(g.deletedIndexPaths == [path(5)])
        for i in 0..<12 {
            let got = g.finalLayoutAttributesForDisappearingElement(circleCell(i))
            guard i == 5 else {
                #expect(got == nil, "item \(i) is not deleted")
                continue
            }
            #expect(got?.key == circleCell(5))
            #expect(got?.alpha == 0)
            #expect(got?.frame == Rect(x: 215, y: 415, width: 70, height: 70))
            #expect(got?.transform3D == .scale(x: 0.1, y: 0.1, z: 1.0))
            #expect(got?.zIndex == 0)
        }
        // Deleted items get no appearing attributes, inserted ones no disappearing attributes.
        #expect(g.initialLayoutAttributesForAppearingElement(circleCell(5)) == nil)
        #expect(g.finalLayoutAttributesForDisappearingElement(circleCell(3)) == nil)
    }

    @Test("when only section changes, moves and reloads happen, no item gets special attributes")
    func ignoredUpdates() {
        var g = circlePrepared(size: desktop, counts: [12, 4])
        g.prepare(forCollectionViewUpdates: Array(Self.batch[3...]))
        #expect(g.insertedIndexPaths.isEmpty && g.deletedIndexPaths.isEmpty)
        for key in everyCell(g).map(\.key) {
            #expect(g.initialLayoutAttributesForAppearingElement(key) == nil)
            #expect(g.finalLayoutAttributesForDisappearingElement(key) == nil)
        }
    }

    @Test("when the update is finalized, the recorded index paths are forgotten")
    func finalizeForgets() {
        var g = circlePrepared(size: desktop, counts: [12])
        g.prepare(forCollectionViewUpdates: Self.batch)
        #expect(g.initialLayoutAttributesForAppearingElement(circleCell(3)) != nil)
        #expect(g.finalLayoutAttributesForDisappearingElement(circleCell(5)) != nil)
        g.finalizeCollectionViewUpdates()
        #expect(g.insertedIndexPaths.isEmpty && g.deletedIndexPaths.isEmpty)
        #expect(g.initialLayoutAttributesForAppearingElement(circleCell(3)) == nil)
        #expect(g.finalLayoutAttributesForDisappearingElement(circleCell(5)) == nil)
        // Placement is untouched by the whole round trip.
        #expect(g.layoutAttributesForElements(in: everywhere)
                    == circlePrepared(size: desktop, counts: [12]).layoutAttributesForElements(in: everywhere))
    }

    @Test("when a second batch is prepared, it replaces the first one's index paths")
    func secondBatchReplaces() {
        var g = circlePrepared(size: desktop, counts: [12])
        g.prepare(forCollectionViewUpdates: Self.batch)
        g.prepare(forCollectionViewUpdates: [UpdateItem(action: .insert, before: nil, after: path(0))])
        #expect(g.insertedIndexPaths == [path(0)] && g.deletedIndexPaths.isEmpty)
        #expect(g.initialLayoutAttributesForAppearingElement(circleCell(3)) == nil)
    }

    @Test("when a recorded index path has no item in this geometry, the hooks answer nil")
    func missingItem() {
        var g = circlePrepared(size: desktop, counts: [3])
        g.prepare(forCollectionViewUpdates: [UpdateItem(action: .insert, before: nil, after: path(8)),
                                             UpdateItem(action: .delete, before: path(4, 2), after: nil)])
        #expect(g.initialLayoutAttributesForAppearingElement(circleCell(8)) == nil)
        #expect(g.finalLayoutAttributesForDisappearingElement(circleCell(4, 2)) == nil)
    }
}

// MARK: - Queries and sections

@Suite("CircleLayout queries")
struct CircleLayoutQueryTests {
    // Rect queries against the full layout (rects touching edges included) and on-demand queries:
    // LayoutConformanceTests.
    @Test("when a rect only touches an item's edges it misses the item; a 1×1 rect inside its corner finds it")
    func touchingRects() {
        let g = circlePrepared(size: desktop, counts: [12])
        let f = everyCell(g)[0].frame
        for rect in [Rect(x: f.maxX, y: f.minY, width: 10, height: 10), Rect(x: f.minX - 10, y: f.minY, width: 10, height: 70),
                     Rect(x: f.minX, y: f.maxY, width: 70, height: 5)] {
            #expect(!g.layoutAttributesForElements(in: rect).contains { $0.key == circleCell(0) }, "\(rect)")
        }
        #expect(g.layoutAttributesForElements(in: Rect(x: f.maxX - 1, y: f.maxY - 1, width: 1, height: 1)).contains {
            $0.key == circleCell(0)
        })
    }

    @Test("when there are several sections, all their items share one circle in global order")
    func multiSection() {
        let counts = [3, 0, 5, 4]
        let g = circlePrepared(size: desktop, counts: counts)
        #expect(g.totalItemCount == 12 && g.numberOfSections == 4 && g.numberOfItems(inSection: 2) == 5)
        let single = everyCell(circlePrepared(size: desktop, counts: [12]))
        let cells = g.layoutAttributesForElements(in: everywhere)
        let keys = [circleCell(0, 0), circleCell(1, 0), circleCell(2, 0),
                    circleCell(0, 2), circleCell(1, 2), circleCell(2, 2), circleCell(3, 2), circleCell(4, 2),
                    circleCell(0, 3), circleCell(1, 3), circleCell(2, 3), circleCell(3, 3)]
        #expect(cells.map(\.key) == keys)
        // Global item g of 12 is where the single section's item g is: (2, 1) is global 4, (3, 0) is global 8.
        #expect(cells.map(\.frame) == single.map(\.frame))
        #expect(g.layoutAttributesForItem(at: path(1, 2))?.center == seedCenter(4, of: 12, size: desktop))
        #expect(g.layoutAttributesForItem(at: path(0, 3))?.center == seedCenter(8, of: 12, size: desktop))
    }

    @Test("when an index path names no item, the item query answers nil")
    func invalidPaths() {
        let g = circlePrepared(size: desktop, counts: [3, 0, 5])
        for p in [path(3, 0), path(0, 1), path(-1, 0), path(0, -1), path(0, 3), path(5, 2)] {
            #expect(g.layoutAttributesForItem(at: p) == nil, "\(p)")
        }
        #expect(g.layoutAttributesForItem(at: IndexPath(indexes: [0, 1, 2])) == nil)
        #expect(g.layoutAttributesForItem(at: path(4, 2)) != nil)
        // No headers, footers or decorations, whatever the data source has.
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: path(0)) == nil)
        #expect(g.layoutAttributesForElements(in: everywhere).allSatisfy { $0.category == .cell })
    }

    @Test("when a section count is negative, it counts as 0")
    func negativeCounts() {
        let g = circlePrepared(size: desktop, counts: [-4, 2])
        #expect(g.totalItemCount == 2 && g.numberOfItems(inSection: 0) == 0)
        #expect(g.layoutAttributesForElements(in: everywhere).map(\.key) == [circleCell(0, 1), circleCell(1, 1)])
    }

    @Test("when there are 100k items, the rect query still equals the filter and uses the exact formula")
    func large() {
        let n = 100_000
        let g = circlePrepared(size: desktop, counts: [n])
        let rect = Rect(x: 900, y: 350, width: 100, height: 100)
        let got = g.layoutAttributesForElements(in: rect)
        let want = everyCell(g).filter { $0.frame.intersects(rect) }
        #expect(!got.isEmpty && got == want)
        for i in [0, 1, 24_999, 50_000, 99_999] {
            #expect(g.layoutAttributesForItem(at: path(i))?.center == seedCenter(i, of: n, size: desktop), "item \(i)")
        }
        #expect(g.layoutAttributesForElements(in: everywhere).count == n)
    }
}

// MARK: - Content that holds the circle, and labels that can be read

@Suite("CircleLayout content size and labels")
struct CircleLayoutContentTests {
    @Test("the content is the viewport while the circle fits, and grows along each axis it does not, the circle centred in it")
    func contentHoldsTheCircle() {
        // 1280×800, r = 320: 2·320 + 70 = 710 fits both ways.
        #expect(circlePrepared(size: desktop, counts: [12]).collectionViewContentSize == desktop)
        // r = 400: 870 is taller than 800, not wider than 1280.
        let tall = circlePrepared(CircleLayout(radius: 400), size: desktop, counts: [12])
        #expect(tall.collectionViewContentSize == Size(width: 1280, height: 870))
        #expect(tall.center == Point(x: 640, y: 435))
        // Item 9 of 12 (angle 3π/2) at the very top: its frame starts at y 0.
        #expect(abs(tall.layoutAttributesForItem(at: path(9))!.frame.minY) < 1e-9)
        // r = 1000: 2070 both ways; everything inside the content, nothing overflows.
        let big = circlePrepared(CircleLayout(radius: 1000), size: desktop, counts: [12])
        #expect(big.collectionViewContentSize == Size(width: 2070, height: 2070))
        let content = Rect(origin: .zero, size: big.collectionViewContentSize)
        #expect(everyCell(big).allSatisfy { content.contains($0.frame) })
        #expect(!big.elementMayOverflowContent(circleCell(0)))
    }

    @Test("a label its neighbour covers is hidden: none on a sparse circle, all but the topmost on a dense one, by position on a medium one")
    func labelsHiddenWhenCovered() {
        func hides(_ a: LayoutAttributes?) -> Bool { a?[custom: CollectionViewCell.labelHiddenAttributeKey] == .flag(true) }
        // 12 on r = 320: neighbours 166 apart, far more than 70.
        let sparse = circlePrepared(size: desktop, counts: [12])
        #expect(!everyCell(sparse).contains { hides($0) })
        // 240 on r = 320: 8.4 apart. Only the last item, drawn over all others, keeps its label.
        let dense = circlePrepared(size: desktop, counts: [240])
        let cells = everyCell(dense)
        #expect(cells.dropLast().allSatisfy { hides($0) })
        #expect(!hides(cells.last))
        #expect(dense.layoutAttributesForElements(in: Rect(origin: .zero, size: desktop)).dropLast().allSatisfy { hides($0) })
        // 33 on r = 320: 61 apart. At the right (item 0) the next item sits 60.5 lower and covers only the bottom
        // of the card, below the label's two lines (±18); at the bottom (item 8) it sits 60.5 to the left and
        // its right edge (−25.5) crosses the label (which starts at −35 + 8 = −27).
        let medium = circlePrepared(size: desktop, counts: [33])
        #expect(!hides(medium.layoutAttributesForItem(at: path(0))))
        #expect(hides(medium.layoutAttributesForItem(at: path(8))))
    }

    @Test("a cell whose attributes hide the label draws none, and gets it back with attributes that do not")
    func cellDrawsNoHiddenLabel() {
        let cell = CollectionViewCell()
        cell.title = "Lemon 0"
        var a = LayoutAttributes.cell(path(0), frame: Rect(x: 0, y: 0, width: 70, height: 70))
        cell.apply(a)
        #expect(cell.appearance.text == "Lemon 0")
        a[custom: CollectionViewCell.labelHiddenAttributeKey] = .flag(true)
        cell.apply(a)
        #expect(cell.appearance.text == nil)
        a[custom: CollectionViewCell.labelHiddenAttributeKey] = nil
        cell.apply(a)
        #expect(cell.appearance.text == "Lemon 0")
    }
}
