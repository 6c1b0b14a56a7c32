import LayoutCore
import LayoutCoreTestSupport
import Testing

/// A class tree's names served as cells; the tree's shape answered as its delegate.
private final class NamedTree: CollectionViewDataSource, TreeLayoutDelegate {
    let tree: ClassTree
    init(_ tree: ClassTree) { self.tree = tree }
    func numberOfSections(in collectionView: CollectionView) -> Int { tree.itemCounts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { tree.itemCounts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.title = tree.name(at: indexPath)
        return cell
    }
    func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: IndexPath) -> [IndexPath] { tree.children(of: indexPath) }
}

private typealias Node = ClassTree.Node
private func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// Root → (Branch one → (Leaf, a long leaf), C). Sections: [Root], [Branch one, C], [Leaf, the long leaf].
private let named = ClassTree(root: Node(name: "Root", children: [
    Node(name: "Branch one", children: [Node(name: "Leaf"), Node(name: "an extremely long label for a leaf class")]),
    Node(name: "C"),
]))
private let allPaths = [ip(0, 0), ip(1, 0), ip(1, 1), ip(2, 0), ip(2, 1)]

private func selfSizingTree(compact: Bool = false) -> TreeLayout {
    var t = TreeLayout(compact: compact)
    t.estimatedItemSize = TreeLayout.automaticSize
    return t
}

private func cellFrames(_ g: any LayoutGeometry) -> [Rect] { allPaths.map { g.layoutAttributesForItem(at: $0)!.frame } }

@Suite("Tree self-sizing")
struct TreeSelfSizingTests {
    let measurer = MonospacedTextMeasurer()

    @Test("when cells size themselves, each takes its label's size; columns are as wide as their widest cell, rows as tall as the tallest")
    func cellsAtTheirLabels() throws {
        let source = NamedTree(named)
        defer { withExtendedLifetime(source) {} }
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 800, height: 600), collectionViewLayout: selfSizingTree())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.textMeasurer = measurer
        cv.dataSource = source
        cv.delegate = source
        cv.layoutIfNeeded()
        // 7 points a character plus 16, one line 34 tall; the long leaf wraps at 240 (224 for text): "an extremely
        // long label for a" (29 characters) over "leaf class", 219 × 51.
        let sizes = allPaths.map { CollectionViewCell.fittingSize(of: named.name(at: $0)!, measurer: measurer, fontSize: 14, maximumWidth: 240) }
        #expect(sizes == [Size(width: 44, height: 34), Size(width: 86, height: 34), Size(width: 23, height: 34),
                          Size(width: 44, height: 34), Size(width: 219, height: 51)])
        let g = try #require(cv.geometry)
        // Columns 44, 86 and 219 wide, each padded by 30 a side: they start at 30, 134 and 280. Rows are 51 tall and
        // 63 apart (6 above and below); rows 0, 1 and 2 (the guide's bands); a cell is centred in its row.
        #expect(cellFrames(g) == [
            Rect(x: 30, y: 14.5, width: 44, height: 34), Rect(x: 134, y: 14.5, width: 86, height: 34),
            Rect(x: 134, y: 140.5, width: 23, height: 34), Rect(x: 280, y: 14.5, width: 44, height: 34),
            Rect(x: 280, y: 69, width: 219, height: 51),
        ])
        // Listing 6-6 with those lengths: (44 + 60) + (86 + 60) + (219 + 60) by 3 rows × (51 + 12).
        #expect(g.collectionViewContentSize == Size(width: 529, height: 189))
        // The connector of Branch one runs from its right edge's middle to its children's left edges' middles.
        let connector = try #require(g.layoutAttributesForSupplementaryView(ofKind: TreeLayout.connectorKind, at: ip(1, 0)))
        #expect(connector[custom: TreeLayout.fromKey] == .point(Point(x: 220, y: 31.5)))
        #expect(connector[custom: TreeLayout.toKey] == .points([Point(x: 280, y: 31.5), Point(x: 280, y: 94.5)]))
        #expect(cv.prepareCount == 1 && cv.inPlaceInvalidationCount > 0, "sized in place in the first update cycle")
        #expect(allPaths.allSatisfy { !g.hasEstimatedSize(forItemAt: $0) })
        #expect(cv.checkInvariants() == [])
    }

    @Test("at its estimates a self-sizing tree has the guide's frames and listing 6-6's content size exactly", arguments: [false, true])
    func estimatesAreTheGuides(compact: Bool) {
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 800, height: 600), itemCounts: named.itemCounts, delegate: NamedTree(named))
        let source = context.delegate
        let sized = selfSizingTree(compact: compact).prepareGeometry(in: context)
        let plain = TreeLayout(compact: compact).prepareGeometry(in: context)
        withExtendedLifetime(source) {
            #expect(cellFrames(sized) == cellFrames(plain))
            #expect(sized.collectionViewContentSize == plain.collectionViewContentSize)
            #expect(sized.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 1000, height: 1000)).map(\.frame)
                        == plain.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 1000, height: 1000)).map(\.frame))
            #expect(sized.hasEstimatedSize(forItemAt: ip(1, 1)) && !plain.hasEstimatedSize(forItemAt: ip(1, 1)))
            // An estimated cell tells its cell how wide its label may be.
            #expect(sized.layoutAttributesForItem(at: ip(0, 0))?[custom: CollectionViewCell.maximumWidthAttributeKey] == .number(240))
        }
    }

    @Test("when a preferred size changes no column width nor the row height, only that cell moves")
    func onlyWhatMoved() throws {
        let source = NamedTree(named)
        var context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 800, height: 600), itemCounts: named.itemCounts, delegate: source)
        let sizes: [Size] = [Size(width: 44, height: 34), Size(width: 86, height: 34), Size(width: 23, height: 34),
                             Size(width: 44, height: 34), Size(width: 219, height: 51)]
        context.preferredItemSizes = Dictionary(uniqueKeysWithValues: zip(allPaths, sizes))
        var g = selfSizingTree().prepareGeometry(in: context)
        let before = g.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 1000, height: 1000))
        var c = LayoutInvalidationContext()
        c.invalidateItem(at: ip(1, 1), preferredSize: Size(width: 60, height: 40))
        #expect(g.invalidateLayout(with: &c, in: context))
        let after = g.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 1000, height: 1000))
        let changed = Set(zip(before, after).filter { $0 != $1 }.map { $0.0.key })
        // Its parent's connector still meets its left edge's middle (cells are centred in their rows): it stays too.
        #expect(changed == [ElementKey.cell(ip(1, 1))])
        #expect(g.layoutAttributesForItem(at: ip(1, 1))?.frame == Rect(x: 134, y: 137.5, width: 60, height: 40))
        #expect(c.contentSizeAdjustment == .zero && c.contentOffsetAdjustment == .zero)
        // The same as a prepare that knew the size.
        context.preferredItemSizes[ip(1, 1)] = Size(width: 60, height: 40)
        let fresh = selfSizingTree().prepareGeometry(in: context)
        #expect(after == fresh.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 1000, height: 1000)))
        withExtendedLifetime(source) {}
    }

    @Test("when a column widens, the columns after it move, the content grows, and the first cell in a scrolled view stays in place")
    func columnWidens() throws {
        let source = NamedTree(named)
        var context = LayoutContext(bounds: Rect(x: 400, y: 0, width: 200, height: 100), itemCounts: named.itemCounts, delegate: source)
        var g = selfSizingTree().prepareGeometry(in: context)
        // At the estimates (120 × 36): columns 180 apart; the view (x 400…600) shows column 2, from Leaf at x 390.
        var c = LayoutInvalidationContext()
        c.invalidateItem(at: ip(1, 0), preferredSize: Size(width: 200, height: 36))
        #expect(g.invalidateLayout(with: &c, in: context))
        // Column 1 is now 200 + 60 wide: column 2's cells move from x 390 to 470 and the content is 80 wider.
        #expect(g.layoutAttributesForItem(at: ip(2, 1))?.frame == Rect(x: 470, y: 54, width: 120, height: 36))
        #expect(g.collectionViewContentSize == Size(width: 620, height: 144))
        #expect(c.contentSizeAdjustment == Size(width: 80, height: 0))
        // Leaf, the first cell in view, moved 80 right: so does the offset (not down: the view is at the top).
        #expect(c.contentOffsetAdjustment == Point(x: 80, y: 0))
        context.preferredItemSizes = [ip(1, 0): Size(width: 200, height: 36)]
        let fresh = selfSizingTree().prepareGeometry(in: context)
        #expect(cellFrames(g) == cellFrames(fresh) && g.collectionViewContentSize == fresh.collectionViewContentSize)
        #expect(g.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 1000, height: 1000))
                    == fresh.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 1000, height: 1000)))
        withExtendedLifetime(source) {}
    }

    @Test("the tree's self-sizing toggle turns it on at the item size; a tree that does not size itself is not asked")
    func parameter() throws {
        let on = try #require(try TreeLayout().setting("selfSizing", to: 1) as? TreeLayout)
        #expect(on.estimatedItemSize == TreeLayout.automaticSize && on.parameters["selfSizing"] == 1)
        #expect(on != TreeLayout() && TreeLayout().parameters["selfSizing"] == 0)
        let source = NamedTree(named)
        defer { withExtendedLifetime(source) {} }
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 800, height: 600), collectionViewLayout: TreeLayout())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.textMeasurer = measurer
        cv.dataSource = source
        cv.delegate = source
        cv.layoutIfNeeded()
        #expect(cv.inPlaceInvalidationCount == 0)
        #expect(cv.visibleLayoutAttributes.filter { $0.category == .cell }.allSatisfy { $0.size == Size(width: 120, height: 36) })
    }
}
