import Testing
@testable import LayoutCore
import LayoutCoreTestSupport

// Guide §3.2, table 3-1 ("Scenarios for subclassing UICollectionViewFlowLayout"), one test per row. Subclassing
// is wrapping here: a `WrappingLayout` whose base is a `FlowLayout` and a `WrappingGeometry` whose `base` is the
// flow's prepared geometry. "Calling super" is asking `base`; every hook the wrapper does not implement is the
// flow's answer. No flow code is copied: each wrapper below is only what the guide's tip says to override.
//
// The flow in every test: default 50 × 50 items, 10-point spacing, no insets, in a 170-point-wide viewport, so
// exactly three items fit a line (3·50 + 2·10 = 170) and items sit at x 0, 60, 120 and y 0, 60, ….

/// The viewport every test lays out in.
private let viewport = Rect(x: 0, y: 0, width: 170, height: 400)

/// A flow prepared for `counts` items per section, as the wrapper's `base` sees it.
private func flowContext(_ counts: [Int]) -> LayoutContext { LayoutContext(bounds: viewport, itemCounts: counts) }

private func ip(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

// MARK: Row 1: new supplementary and decoration views

/// Table 3-1, row 1: a flow that adds a "badge" supplementary view on every item's top-right corner and a
/// "backdrop" decoration view behind every section. It overrides the rect query (super's cells, then the new
/// views in the rect), the supplementary query and the decoration query; the item query stays the flow's.
private struct BadgedFlow: WrappingLayout {
    static let badgeKind = "badge", backdropKind = "backdrop"
    var base = FlowLayout()
    func isEqual(to other: any CollectionLayout) -> Bool { false }
    func prepare(in context: LayoutContext) -> any LayoutGeometry {
        Geometry(base: base.prepare(in: context), sections: context.numberOfSections)
    }

    struct Geometry: WrappingGeometry {
        var base: any LayoutGeometry
        let sections: Int

        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            let flow = base.layoutAttributesForElements(in: rect)  // super
            let badges = flow.filter { $0.category == .cell }.compactMap { layoutAttributesForSupplementaryView(ofKind: BadgedFlow.badgeKind, at: $0.indexPath) }
            let backdrops = (0..<sections).compactMap { layoutAttributesForDecorationView(ofKind: BadgedFlow.backdropKind, at: ip(0, $0)) }
            return flow + (badges + backdrops).filter { $0.frame.intersects(rect) }
        }
        func layoutAttributesForElements(in rect: Rect, visibleBounds: Rect) -> [LayoutAttributes] {
            layoutAttributesForElements(in: rect)
        }
        /// A 16-point badge centred on the item's top-right corner, in front of it.
        func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
            guard kind == BadgedFlow.badgeKind else { return base.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) }
            guard let cell = base.layoutAttributesForItem(at: indexPath) else { return nil }
            var a = LayoutAttributes.supplementary(kind, indexPath, frame: Rect(x: cell.frame.maxX - 8, y: cell.frame.minY - 8, width: 16, height: 16))
            a.zIndex = 1
            return a
        }
        /// The section's frame (the flow's), behind its cells.
        func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
            guard kind == BadgedFlow.backdropKind else { return base.layoutAttributesForDecorationView(ofKind: kind, at: indexPath) }
            guard indexPath.item == 0, let frame = frameForSection(indexPath.section) else { return nil }
            var a = LayoutAttributes.decoration(kind, indexPath, frame: frame)
            a.zIndex = -1
            return a
        }
    }
}

// MARK: Row 2: adjusting the flow's attributes

/// Table 3-1, row 2: a flow whose cells are the flow's, each inset by 5 points (a gap around every cell) and
/// stacked by item number. Overrides the rect query and the item query; both call super and adjust.
private struct InsetCellsFlow: WrappingLayout {
    var base = FlowLayout()
    func isEqual(to other: any CollectionLayout) -> Bool { false }
    func prepare(in context: LayoutContext) -> any LayoutGeometry { Geometry(base: base.prepare(in: context)) }

    struct Geometry: WrappingGeometry {
        var base: any LayoutGeometry
        static func adjusted(_ a: LayoutAttributes) -> LayoutAttributes {
            guard a.category == .cell else { return a }
            var r = a
            r.frame = a.frame.insetBy(dx: 5, dy: 5)
            r.zIndex = a.indexPath.item
            return r
        }
        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            base.layoutAttributesForElements(in: rect).map(Self.adjusted)
        }
        func layoutAttributesForElements(in rect: Rect, visibleBounds: Rect) -> [LayoutAttributes] {
            base.layoutAttributesForElements(in: rect, visibleBounds: visibleBounds).map(Self.adjusted)
        }
        func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            base.layoutAttributesForItem(at: indexPath).map(Self.adjusted)
        }
    }
}

// MARK: Row 3: new layout attributes

/// Table 3-1, row 3: a flow whose cells carry a new attribute, the line they are on ("line", a number) and a tint
/// ("tint", a color): custom values play the role of a `layoutAttributesClass` subclass's properties (they
/// interpolate in transitions and reach the cell's `apply(_:)`). Overrides every query returning cells.
private struct LineNumberedFlow: WrappingLayout {
    static let lineKey = "line", tintKey = "tint"
    var base = FlowLayout()
    func isEqual(to other: any CollectionLayout) -> Bool { false }
    func prepare(in context: LayoutContext) -> any LayoutGeometry { Geometry(base: base.prepare(in: context)) }

    struct Geometry: WrappingGeometry {
        var base: any LayoutGeometry
        static func numbered(_ a: LayoutAttributes) -> LayoutAttributes {
            guard a.category == .cell else { return a }
            var r = a
            let line = (a.frame.minY / 60).rounded(.down)
            r[custom: LineNumberedFlow.lineKey] = .number(line)
            r[custom: LineNumberedFlow.tintKey] = .color(line == 0 ? .white : .black)
            return r
        }
        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            base.layoutAttributesForElements(in: rect).map(Self.numbered)
        }
        func layoutAttributesForElements(in rect: Rect, visibleBounds: Rect) -> [LayoutAttributes] {
            base.layoutAttributesForElements(in: rect, visibleBounds: visibleBounds).map(Self.numbered)
        }
        func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            base.layoutAttributesForItem(at: indexPath).map(Self.numbered)
        }
    }
}

/// A cell reading the new attribute in `apply(_:)`, as a cell reads its attributes subclass's properties.
private final class LineCell: CollectionViewCell {
    var line: Double?
    override func apply(_ attributes: LayoutAttributes) {
        super.apply(attributes)
        if case .number(let n)? = attributes[custom: LineNumberedFlow.lineKey] { line = n }
    }
}

// MARK: Row 4: initial and final positions of inserted and deleted items

/// Table 3-1, row 4: a flow whose inserted items fly in from 30 points to the left and whose deleted items
/// shrink to nothing at their centre, both transparent. As the guide recommends it tracks the inserted and
/// deleted index paths in `prepare(forCollectionViewUpdates:)` (after calling super) and forgets them in
/// `finalizeCollectionViewUpdates()`; every other element gets super's answer (nil: the flow's fade).
private struct FlyInFlow: WrappingLayout {
    var base = FlowLayout()
    func isEqual(to other: any CollectionLayout) -> Bool { false }
    func prepare(in context: LayoutContext) -> any LayoutGeometry { Geometry(base: base.prepare(in: context)) }

    struct Geometry: WrappingGeometry {
        var base: any LayoutGeometry
        var inserted: Set<IndexPath> = []
        var deleted: Set<IndexPath> = []

        mutating func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
            base.prepare(forCollectionViewUpdates: updateItems)  // super
            inserted = Set(updateItems.filter { $0.action == .insert }.compactMap(\.indexPathAfterUpdate))
            deleted = Set(updateItems.filter { $0.action == .delete }.compactMap(\.indexPathBeforeUpdate))
        }
        mutating func finalizeCollectionViewUpdates() {
            base.finalizeCollectionViewUpdates()  // super
            inserted = []; deleted = []
        }
        func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
            let flow = base.initialLayoutAttributesForAppearingElement(.cell(itemIndexPath))  // super
            guard inserted.contains(itemIndexPath), var a = base.layoutAttributesForItem(at: itemIndexPath) else { return flow }
            a.frame = a.frame.offsetBy(dx: -30, dy: 0)
            a.alpha = 0
            return a
        }
        func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
            let flow = base.finalLayoutAttributesForDisappearingElement(.cell(itemIndexPath))  // super
            guard deleted.contains(itemIndexPath), var a = base.layoutAttributesForItem(at: itemIndexPath) else { return flow }
            a.frame = Rect(x: a.frame.midX, y: a.frame.midY, width: 0, height: 0)
            a.alpha = 0
            return a
        }
    }
}

@Suite("Guide §3.2, table 3-1: every scenario for subclassing the flow layout, calling super first")
struct FlowSubclassingTableTests {
    @Test("table 3-1, row 1: adding new supplementary or decoration views to the flow's cells")
    func addNewSupplementaryOrDecorationViews() {
        let layout = BadgedFlow()
        let g = layout.prepare(in: flowContext([4]))
        // Super's cells are untouched; the item query is the flow's.
        #expect(g.layoutAttributesForItem(at: ip(3))?.frame == Rect(x: 0, y: 60, width: 50, height: 50))
        #expect(g.layoutAttributesForSupplementaryView(ofKind: BadgedFlow.badgeKind, at: ip(0))?.frame
                == Rect(x: 42, y: -8, width: 16, height: 16))
        #expect(g.layoutAttributesForSupplementaryView(ofKind: BadgedFlow.badgeKind, at: ip(3))?.frame
                == Rect(x: 42, y: 52, width: 16, height: 16))
        #expect(g.layoutAttributesForSupplementaryView(ofKind: BadgedFlow.badgeKind, at: ip(4)) == nil, "no item, no badge")
        // The section's frame from the flow: three items wide, two lines tall.
        #expect(g.layoutAttributesForDecorationView(ofKind: BadgedFlow.backdropKind, at: ip(0))?.frame
                == Rect(x: 0, y: 0, width: 170, height: 110))
        // The rect query: super's four cells, then the four badges and the backdrop.
        let all = g.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 170, height: 400))
        let cells: [ElementKey] = (0..<4).map { ElementKey.cell(ip($0)) }
        let badges: [ElementKey] = (0..<4).map { ElementKey.supplementary(BadgedFlow.badgeKind, ip($0)) }
        let backdrop: [ElementKey] = [.decoration(BadgedFlow.backdropKind, ip(0))]
        #expect(all.map(\.key) == cells + badges + backdrop)
        // The first line's badges end at y 8, so a rect from y 55 holds only item 3, its badge and the backdrop.
        let second = g.layoutAttributesForElements(in: Rect(x: 0, y: 55, width: 170, height: 60))
        #expect(second.map(\.key) == [.cell(ip(3)), .supplementary(BadgedFlow.badgeKind, ip(3)), .decoration(BadgedFlow.backdropKind, ip(0))])
    }

    @Test("table 3-1, row 2: adjusting the layout attributes the flow returns")
    func adjustTheFlowsAttributes() {
        let g = InsetCellsFlow().prepare(in: flowContext([5]))
        let flow = FlowLayout().prepare(in: flowContext([5]))
        #expect(g.layoutAttributesForItem(at: ip(0))?.frame == Rect(x: 5, y: 5, width: 40, height: 40))
        #expect(g.layoutAttributesForItem(at: ip(4))?.frame == Rect(x: 65, y: 65, width: 40, height: 40))
        #expect(g.layoutAttributesForItem(at: ip(4))?.zIndex == 4)
        // The rect query agrees with the item query, and the content size stays the flow's.
        let all = g.layoutAttributesForElements(in: viewport)
        let expected: [Rect] = (0..<5).map { i in Rect(x: Double(i % 3) * 60 + 5, y: Double(i / 3) * 60 + 5, width: 40, height: 40) }
        #expect(all.map(\.frame) == expected)
        #expect(g.collectionViewContentSize == flow.collectionViewContentSize)
        #expect(g.collectionViewContentSize == Size(width: 170, height: 110))
    }

    @Test("table 3-1, row 3: adding new layout attributes for cells (layoutAttributesClass's role), read in the cell's apply")
    func addNewLayoutAttributes() throws {
        let g = LineNumberedFlow().prepare(in: flowContext([5]))
        let all = g.layoutAttributesForElements(in: viewport)
        let lines: [AttributeValue?] = all.map { $0[custom: LineNumberedFlow.lineKey] }
        #expect(lines == [.number(0), .number(0), .number(0), .number(1), .number(1)])
        #expect(g.layoutAttributesForItem(at: ip(4))?[custom: LineNumberedFlow.tintKey] == .color(.black))
        #expect(g.layoutAttributesForItem(at: ip(4))?.frame == Rect(x: 60, y: 60, width: 50, height: 50), "super's frame")
        // The cell gets the new attribute where UIKit's cell gets its attributes subclass: in apply(_:).
        let cell = LineCell()
        cell.apply(try #require(g.layoutAttributesForItem(at: ip(4))))
        #expect(cell.line == 1)
        // In a transition the new attribute interpolates like a property of the subclass would be animated.
        let first = try #require(g.layoutAttributesForItem(at: ip(0))), last = try #require(g.layoutAttributesForItem(at: ip(4)))
        let mid = first.interpolated(to: last, progress: 0.25)
        #expect(mid[custom: LineNumberedFlow.lineKey] == .number(0.25))
    }

    @Test("table 3-1, row 4: specifying the initial and final positions of inserted and deleted items, tracked in prepare(forCollectionViewUpdates:)")
    func initialAndFinalPositionsOfInsertedAndDeletedItems() throws {
        var g = FlyInFlow().prepare(in: flowContext([4]))
        g.prepare(forCollectionViewUpdates: [UpdateItem(action: .insert, before: nil, after: ip(3)),
                                             UpdateItem(action: .delete, before: ip(1), after: nil)])
        let appearing = try #require(g.initialLayoutAttributesForAppearingElement(.cell(ip(3))))
        #expect(appearing.frame == Rect(x: -30, y: 60, width: 50, height: 50) && appearing.alpha == 0)
        let disappearing = try #require(g.finalLayoutAttributesForDisappearingElement(.cell(ip(1))))
        #expect(disappearing.frame == Rect(x: 85, y: 25, width: 0, height: 0) && disappearing.alpha == 0)
        // Survivors get super's answer: nil, the flow's own (they move from where they were).
        #expect(g.initialLayoutAttributesForAppearingElement(.cell(ip(0))) == nil)
        #expect(g.finalLayoutAttributesForDisappearingElement(.cell(ip(0))) == nil)
        g.finalizeCollectionViewUpdates()
        #expect(g.initialLayoutAttributesForAppearingElement(.cell(ip(3))) == nil, "forgotten after the update")

        // In a collection view: the inserted cell starts 30 points to the left of its place, transparent.
        let ds = TestItems(counts: [3])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(FlyInFlow(), width: 170, height: 400)
        try ds.insert(at: ip(3), in: cv)
        cv.advance(to: Timestamp(seconds: 0))
        let start = try #require(cv.visibleLayoutAttributes.first { $0.key == .cell(ip(3)) })
        #expect(start.frame == Rect(x: -30, y: 60, width: 50, height: 50) && start.alpha == 0)
    }
}
