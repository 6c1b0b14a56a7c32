// Only what the asset test needs: a whole-module import would make IndexPath ambiguous with LayoutCore's.
import class Foundation.JSONSerialization
import struct Foundation.Data
import struct Foundation.URL
import Testing
@testable import LayoutCore

// MARK: - Helpers shared by the tree layout tests

/// A delegate that forwards to a `ClassTree`, optionally answering row counts and replacing children lists;
/// records the row questions so tests can see the protocol is consulted.
final class TreeSource: TreeLayoutDelegate {
    let tree: ClassTree
    var rowAnswers: [IndexPath: Int] = [:]
    var childrenOverride: [IndexPath: [IndexPath]] = [:]
    private(set) var rowQuestions: [IndexPath] = []

    init(_ tree: ClassTree) { self.tree = tree }

    func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: IndexPath) -> [IndexPath] {
        childrenOverride[indexPath] ?? tree.children(of: indexPath)
    }
    func treeLayout(_ layout: TreeLayout, numberOfRowsForItemAndChildrenAt indexPath: IndexPath) -> Int? {
        rowQuestions.append(indexPath)
        return rowAnswers[indexPath]
    }
}

/// A delegate that answers children only, so the row-count default (nil: computed) is the protocol's own.
/// Listing 6-1's MyCustomProtocol adopter: answers the tree's questions without being a collection view delegate.
final class HierarchySource: TreeLayoutDataSource {
    let tree: ClassTree
    init(_ tree: ClassTree) { self.tree = tree }
    func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: IndexPath) -> [IndexPath] { tree.children(of: indexPath) }
}

/// A collection view delegate that knows nothing of trees.
final class PlainDelegate: CollectionViewDelegate {}

final class ChildrenOnlySource: TreeLayoutDelegate {
    let tree: ClassTree
    init(_ tree: ClassTree) { self.tree = tree }
    func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: IndexPath) -> [IndexPath] { tree.children(of: indexPath) }
}

private typealias Node = ClassTree.Node

/// The hand-worked tree: A → (B → (D, E), C). Sections: [A], [B, C], [D, E].
private let abcde = ClassTree(root: Node(name: "A", children: [
    Node(name: "B", children: [Node(name: "D"), Node(name: "E")]),
    Node(name: "C"),
]))

/// Prepares a tree layout, keeping the (weakly held) delegate alive meanwhile.
private func treePrepared(_ layout: TreeLayout, counts: [Int], delegate: (any CollectionViewDelegate)?) -> TreeLayout.Geometry {
    withExtendedLifetime(delegate) {
        layout.prepareGeometry(in: LayoutContext(bounds: Rect(x: 0, y: 0, width: 800, height: 600), itemCounts: counts,
                                                 delegate: delegate))
    }
}

/// Prepares a tree layout for a class tree through a forwarding delegate.
private func treePrepared(_ layout: TreeLayout, _ tree: ClassTree) -> TreeLayout.Geometry {
    treePrepared(layout, counts: tree.itemCounts, delegate: TreeSource(tree))
}

/// Every cell path of a tree, section by section.
private func paths(_ tree: ClassTree) -> [IndexPath] {
    tree.itemCounts.enumerated().flatMap { s, n in (0..<n).map { IndexPath(item: $0, section: s) } }
}

private func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// A random forest from a seed: 1–3 roots, up to `maxDepth` levels, 0–4 children per node (leaves likelier deeper).
func randomTree(seed: UInt64, maxDepth: Int = 6) -> ClassTree {
    var rng = SplitMix64(seed: seed)
    var counter = 0
    func node(_ depth: Int) -> Node {
        counter += 1
        let name = "C\(counter)"
        guard depth < maxDepth, Int.random(in: 0...depth + 1, using: &rng) <= 1 else { return Node(name: name) }
        return Node(name: name, children: (0..<Int.random(in: 1...4, using: &rng)).map { _ in node(depth + 1) })
    }
    return ClassTree(roots: (0..<Int.random(in: 1...3, using: &rng)).map { _ in node(0) })
}

/// Every class in a subtree (the path included), by walking the tree's children.
private func subtree(_ tree: ClassTree, _ p: IndexPath) -> [IndexPath] {
    var out: [IndexPath] = [], stack = [p]
    while let q = stack.popLast() { out.append(q); stack.append(contentsOf: tree.children(of: q)) }
    return out
}

/// Records an issue for every pair of cells whose frames overlap.
private func expectNoOverlaps(_ g: TreeLayout.Geometry, _ tree: ClassTree, sourceLocation: SourceLocation = #_sourceLocation) {
    let cells = paths(tree).compactMap { g.layoutAttributesForItem(at: $0) }
    #expect(cells.count == tree.count, sourceLocation: sourceLocation)
    for i in cells.indices {
        for j in cells.indices where j > i && cells[i].frame.intersects(cells[j].frame) {
            Issue.record("\(cells[i]) overlaps \(cells[j])", sourceLocation: sourceLocation)
        }
    }
}

/// A frame contains a point, edges included (Rect.contains excludes the max edges).
private func closedContains(_ r: Rect, _ p: Point) -> Bool { p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY }

// MARK: - ClassTree

@Suite("ClassTree")
struct ClassTreeTests {
    /// A → (B → (D, E), C → (F)), where pre-order keeps each parent's children contiguous in the next section.
    let tree = ClassTree(root: Node(name: "A", children: [
        Node(name: "B", children: [Node(name: "D"), Node(name: "E")]),
        Node(name: "C", children: [Node(name: "F")]),
    ]))

    @Test("sections hold the classes by depth, in pre-order")
    func sectionsByDepth() {
        #expect(tree.itemCounts == [1, 2, 3])
        #expect(tree.depth == 3 && tree.count == 6)
        let names = paths(tree).map { tree.name(at: $0) }
        #expect(names == ["A", "B", "C", "D", "E", "F"])
    }

    @Test("children, parent and row counts link the sections")
    func links() {
        #expect(tree.children(of: ip(0, 0)) == [ip(1, 0), ip(1, 1)])
        #expect(tree.children(of: ip(1, 0)) == [ip(2, 0), ip(2, 1)])
        #expect(tree.children(of: ip(1, 1)) == [ip(2, 2)])
        #expect(tree.children(of: ip(2, 1)).isEmpty)
        #expect(tree.parent(of: ip(2, 2)) == ip(1, 1))
        #expect(tree.parent(of: ip(1, 0)) == ip(0, 0))
        #expect(tree.parent(of: ip(0, 0)) == nil)
        #expect(tree.numberOfRowsForItemAndChildren(at: ip(0, 0)) == 3)
        #expect(tree.numberOfRowsForItemAndChildren(at: ip(1, 0)) == 2)
        #expect(tree.numberOfRowsForItemAndChildren(at: ip(2, 2)) == 1)
        #expect(tree.indexPath(ofClassNamed: "F") == ip(2, 2))
        #expect(tree.node(at: ip(0, 0)) == Node(name: "A", children: [
            Node(name: "B", children: [Node(name: "D"), Node(name: "E")]), Node(name: "C", children: [Node(name: "F")]),
        ]))
    }

    @Test("paths that name no class get empty answers")
    func invalidPaths() {
        for p in [ip(3, 0), ip(0, 1), ip(-1, 0), ip(1, -1), IndexPath(indexes: [0, 0, 0])] {
            #expect(tree.name(at: p) == nil)
            #expect(tree.children(of: p).isEmpty)
            #expect(tree.parent(of: p) == nil)
            #expect(tree.numberOfRowsForItemAndChildren(at: p) == 0)
            #expect(tree.node(at: p) == nil)
        }
        #expect(tree.indexPath(ofClassNamed: "Z") == nil)
    }

    @Test("a forest puts every root in section 0, each followed by its own subtree")
    func forest() {
        let f = ClassTree(roots: [Node(name: "R1", children: [Node(name: "x")]), Node(name: "R2", children: [Node(name: "y")])])
        #expect(f.itemCounts == [2, 2])
        #expect(f.children(of: ip(0, 1)) == [ip(1, 1)])
        #expect(ClassTree(roots: []).itemCounts.isEmpty)
    }

    @Test("in random trees, children are contiguous, ordered and point back to their parent", arguments: 0..<20)
    func randomLinks(seed: UInt64) {
        let t = randomTree(seed: seed)
        // Concatenating one section's children lists, in item order, must give the next section exactly.
        for s in 0..<(t.depth - 1) {
            let kids = (0..<t.itemCounts[s]).flatMap { t.children(of: ip(s, $0)) }
            #expect(kids == (0..<t.itemCounts[s + 1]).map { ip(s + 1, $0) })
        }
        for p in paths(t) {
            let kids = t.children(of: p)
            #expect(kids.allSatisfy { t.parent(of: $0) == p })
            let sum = kids.map { t.numberOfRowsForItemAndChildren(at: $0) }.reduce(0, +)
            #expect(t.numberOfRowsForItemAndChildren(at: p) == (kids.isEmpty ? 1 : sum))
        }
    }
}

// MARK: - Configuration

@Suite("TreeLayout configuration")
struct TreeLayoutConfigurationTests {
    @Test("when created, it has the documented defaults and parameters")
    func defaults() {
        let layout = TreeLayout()
        #expect(layout.name == "tree")
        #expect(layout.itemSize == Size(width: 120, height: 36))
        #expect(layout.horizontalSpacing == 60 && layout.verticalSpacing == 12)
        #expect(layout.insets == EdgeInsets(top: 6, left: 30, bottom: 6, right: 30), "the spacings are the insets' sums")
        #expect(!layout.compact)
        #expect(layout.parameters == ["itemWidth": 120, "itemHeight": 36, "verticalSpacing": 12, "horizontalSpacing": 60, "compact": 0, "selfSizing": 0])
        #expect(TreeLayout(compact: true).parameters["compact"] == 1)
    }

    @Test("configurations compare by value, and bounds changes never invalidate")
    func equality() {
        var a = TreeLayout(), b = TreeLayout()
        #expect(a.isEqual(to: b))
        b.verticalSpacing = 20
        #expect(!a.isEqual(to: b))
        a.compact = true
        #expect(a != TreeLayout())
        #expect(!a.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 0, width: 100, height: 100),
                                          newBounds: Rect(x: 0, y: 0, width: 300, height: 50)))
    }
}

// MARK: - Non-compact (the guide's layout)

@Suite("TreeLayout, the guide's rows")
struct TreeLayoutBandTests {
    @Test("A → (B → (D, E), C): exact frames, connectors and content size")
    func handWorked() {
        let g = treePrepared(TreeLayout(), abcde)
        // Every cell padded by the insets (6, 30, 6, 30): columns at x 30, 210, 390 (pitch 120 + 30 + 30); rows at
        // y 6, 54, 102 (pitch 36 + 6 + 6). Bands: D 1, E 1, B 2, C 1, A 3, so A, B, D share row 0, E is row 1, C row 2.
        let want: [IndexPath: Rect] = [
            ip(0, 0): Rect(x: 30, y: 6, width: 120, height: 36),
            ip(1, 0): Rect(x: 210, y: 6, width: 120, height: 36),
            ip(1, 1): Rect(x: 210, y: 102, width: 120, height: 36),
            ip(2, 0): Rect(x: 390, y: 6, width: 120, height: 36),
            ip(2, 1): Rect(x: 390, y: 54, width: 120, height: 36),
        ]
        for (p, r) in want { #expect(g.layoutAttributesForItem(at: p)?.frame == r, "\(p)") }
        #expect(paths(abcde).map { g.row(ofItemAt: $0) } == [0, 0, 2, 0, 1])
        #expect(g.rowCount == 3)
        // Listing 6-6: 3·(120 + 30 + 30) by 3·(36 + 6 + 6).
        #expect(g.collectionViewContentSize == Size(width: 540, height: 144))

        // §6.1: one connector per parent, at the parent's index path, reaching all its children.
        let connectors: [IndexPath: Rect] = [
            ip(0, 0): Rect(x: 150, y: 24, width: 60, height: 96),
            ip(1, 0): Rect(x: 330, y: 24, width: 60, height: 48),
        ]
        for (p, r) in connectors {
            #expect(g.layoutAttributesForSupplementaryView(ofKind: TreeLayout.connectorKind, at: p)?.frame == r, "\(p)")
        }
        let c = g.layoutAttributesForSupplementaryView(ofKind: "connector", at: ip(0, 0))
        #expect(c?[custom: "from"] == AttributeValue.point(Point(x: 150, y: 24)))
        #expect(c?[custom: "to"] == AttributeValue.points([Point(x: 210, y: 24), Point(x: 210, y: 120)]))
        #expect(c?.zIndex == -1)
        // Leaves have no connector: a connector whose parent has no children does not exist.
        for leaf in [ip(1, 1), ip(2, 0), ip(2, 1)] {
            #expect(g.layoutAttributesForSupplementaryView(ofKind: "connector", at: leaf) == nil)
        }
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: ip(1, 0)) == nil)
    }

    @Test("every child's first row is its parent's row, and sibling subtrees' rows never interleave", arguments: 0..<30)
    func childrenStartAtParentRow(seed: UInt64) throws {
        let tree = randomTree(seed: seed)
        let g = treePrepared(TreeLayout(), tree)
        for p in paths(tree) {
            let kids = tree.children(of: p)
            guard let first = kids.first else { continue }
            #expect(g.row(ofItemAt: first) == g.row(ofItemAt: p), "\(p)")
            #expect(g.layoutAttributesForItem(at: first)?.frame.minY == g.layoutAttributesForItem(at: p)?.frame.minY)
            for (a, b) in zip(kids, kids.dropFirst()) {
                let lastOfA = try #require(subtree(tree, a).compactMap { g.row(ofItemAt: $0) }.max())
                #expect(lastOfA < (g.row(ofItemAt: b) ?? -1), "subtree of \(a) reaches below \(b)")
            }
        }
        expectNoOverlaps(g, tree)
        // With computed counts every leaf has its own row: the rows used are the leaves.
        let leaves = paths(tree).filter { tree.children(of: $0).isEmpty }.count
        #expect(g.rowCount == Double(leaves))
    }

    @Test("rows are counted through the delegate: every item is asked once; larger answers leave room, smaller ones are raised")
    func rowsThroughDelegate() {
        let source = TreeSource(abcde)
        source.rowAnswers = [ip(1, 1): 3, ip(0, 0): 1]
        let g = treePrepared(TreeLayout(), counts: abcde.itemCounts, delegate: source)
        #expect(source.rowQuestions.sorted() == paths(abcde))
        // C takes 3 rows (2 wasted, as in the guide's figure), so A needs 5 and its answer 1 is raised to it.
        #expect(g.rowCount == 5)
        #expect(g.collectionViewContentSize.height == 5 * (36 + 6 + 6))
        #expect(g.row(ofItemAt: ip(1, 1)) == 2)
    }

    @Test("listing 6-1: the layout asks its customDataSource, held weakly, before the collection view's delegate")
    func listing6_1CustomDataSource() {
        var source: HierarchySource? = HierarchySource(abcde)
        var layout = TreeLayout()
        layout.customDataSource = source
        let g = treePrepared(layout, counts: abcde.itemCounts, delegate: PlainDelegate())
        #expect(paths(abcde).map { g.row(ofItemAt: $0) } == [0, 0, 2, 0, 1], "the tree came from the custom data source")
        #expect(g.layoutAttributesForItem(at: ip(0, 0))?[custom: "children"] == .indexPaths([ip(1, 0), ip(1, 1)]))
        // It wins over a delegate that is a tree delegate too.
        let other = TreeSource(abcde)
        other.childrenOverride = [ip(0, 0): []]
        let g2 = treePrepared(layout, counts: abcde.itemCounts, delegate: other)
        #expect(g2.layoutAttributesForItem(at: ip(0, 0))?[custom: "children"] == .indexPaths([ip(1, 0), ip(1, 1)]))
        #expect(layout == layout && layout != TreeLayout(), "the same source compares equal; none differs")
        source = nil
        #expect(layout.customDataSource == nil, "weak, as listing 6-1's property")
        let g3 = treePrepared(layout, counts: abcde.itemCounts, delegate: PlainDelegate())
        #expect(g3.layoutAttributesForItem(at: ip(0, 0))?[custom: "children"] == .indexPaths([]))
    }

    @Test("a delegate answering children only gets the computed counts")
    func defaultRowCount() {
        let source = ChildrenOnlySource(abcde)
        #expect(source.treeLayout(TreeLayout(), numberOfRowsForItemAndChildrenAt: ip(0, 0)) == nil)
        let g = treePrepared(TreeLayout(), counts: abcde.itemCounts, delegate: source)
        #expect(paths(abcde).map { g.row(ofItemAt: $0) } == [0, 0, 2, 0, 1])
    }

    @Test("with no delegate every item is a leaf: roots stack, no connectors")
    func noDelegate() {
        let g = treePrepared(TreeLayout(), counts: [1, 3, 2], delegate: nil)
        let ps = [ip(0, 0), ip(1, 0), ip(1, 1), ip(1, 2), ip(2, 0), ip(2, 1)]
        #expect(ps.map { g.row(ofItemAt: $0) } == [0, 1, 2, 3, 4, 5])
        #expect(ps.allSatisfy { g.layoutAttributesForItem(at: $0)?[custom: "children"] == .indexPaths([]) })
        #expect(g.layoutAttributesForElements(in: everywhere).allSatisfy { $0.category == .cell })
    }

    @Test("listing 6-6: the content size is numberOfSections·(ITEM_WIDTH + insets.left + insets.right) by maxNumRows·(ITEM_HEIGHT + insets.top + insets.bottom), whatever the insets", arguments: 0..<10)
    func listing6_6ContentSize(seed: UInt64) {
        let tree = randomTree(seed: seed)
        var layout = TreeLayout()
        layout.insets = EdgeInsets(top: 5, left: 7, bottom: 3, right: 11)
        #expect(layout.horizontalSpacing == 18 && layout.verticalSpacing == 8)
        let g = treePrepared(layout, tree)
        // Listing 6-6: sections·(ITEM_WIDTH + left + right) by maxNumRows·(ITEM_HEIGHT + top + bottom).
        let sections = Double(tree.depth)
        #expect(g.collectionViewContentSize == Size(width: sections * (120 + 7 + 11), height: g.rowCount * (36 + 5 + 3)))
    }
}

// MARK: - Compact (tidy tree)

@Suite("TreeLayout, compact")
struct TreeLayoutCompactTests {
    @Test("A → (B → (D, E), C): parents centred, C one row below B, exact frames")
    func handWorked() {
        let g = treePrepared(TreeLayout(compact: true), abcde)
        // D 0, E 1, B centred at 0.5; C clears B by a row at 1.5; A centred on B and C at 1.
        #expect(paths(abcde).map { g.row(ofItemAt: $0) } == [1, 0.5, 1.5, 0, 1])
        #expect(g.rowCount == 2.5)
        let want: [IndexPath: Rect] = [
            ip(0, 0): Rect(x: 30, y: 54, width: 120, height: 36),
            ip(1, 0): Rect(x: 210, y: 30, width: 120, height: 36),
            ip(1, 1): Rect(x: 210, y: 78, width: 120, height: 36),
            ip(2, 0): Rect(x: 390, y: 6, width: 120, height: 36),
            ip(2, 1): Rect(x: 390, y: 54, width: 120, height: 36),
        ]
        for (p, r) in want { #expect(g.layoutAttributesForItem(at: p)?.frame == r, "\(p)") }
        // Height 2.5·(36 + 6 + 6): shorter than the guide's 144.
        #expect(g.collectionViewContentSize == Size(width: 540, height: 120))
        let connectors: [IndexPath: Rect] = [
            ip(0, 0): Rect(x: 150, y: 48, width: 60, height: 48),
            ip(1, 0): Rect(x: 330, y: 24, width: 60, height: 48),
        ]
        for (p, r) in connectors { #expect(g.layoutAttributesForSupplementaryView(ofKind: "connector", at: p)?.frame == r) }
    }

    @Test("compact does not ask the delegate for row counts")
    func noRowQuestions() {
        let source = TreeSource(abcde)
        _ = treePrepared(TreeLayout(compact: true), counts: abcde.itemCounts, delegate: source)
        #expect(source.rowQuestions.isEmpty)
    }

    @Test("with no delegate, leaves pack into the top rows of their columns")
    func noDelegate() {
        let g = treePrepared(TreeLayout(compact: true), counts: [1, 3, 2], delegate: nil)
        let ps = [ip(0, 0), ip(1, 0), ip(1, 1), ip(1, 2), ip(2, 0), ip(2, 1)]
        #expect(ps.map { g.row(ofItemAt: $0) } == [0, 0, 1, 2, 0, 1])
        #expect(g.rowCount == 3)
    }

    @Test("random trees: no overlaps, parents centred, siblings in order, never taller than the guide's rows",
          arguments: 0..<60)
    func properties(seed: UInt64) {
        let tree = randomTree(seed: seed, maxDepth: 7)
        var layout = TreeLayout(compact: true)
        // Vary the metrics too: zero spacing makes any overlap show.
        var rng = SplitMix64(seed: seed ^ 0xC0FFEE)
        layout.verticalSpacing = [0, 12, 30][Int.random(in: 0...2, using: &rng)]
        layout.itemSize.height = [10, 36][Int.random(in: 0...1, using: &rng)]
        let g = treePrepared(layout, tree)
        layout.compact = false
        let bands = treePrepared(layout, tree)

        expectNoOverlaps(g, tree)
        #expect(g.collectionViewContentSize.height <= bands.collectionViewContentSize.height)
        #expect(g.rowCount <= bands.rowCount)
        #expect(g.collectionViewContentSize.width == bands.collectionViewContentSize.width)
        for p in paths(tree) {
            let kids = tree.children(of: p)
            guard let first = kids.first, let last = kids.last,
                  let parent = g.layoutAttributesForItem(at: p),
                  let a = g.layoutAttributesForItem(at: first), let b = g.layoutAttributesForItem(at: last) else { continue }
            #expect(abs(parent.frame.midY - (a.frame.midY + b.frame.midY) / 2) < 1e-9, "\(p) not centred")
            for (x, y) in zip(kids, kids.dropFirst()) {
                #expect((g.row(ofItemAt: y) ?? 0) - (g.row(ofItemAt: x) ?? 0) >= 1, "\(y) not a row below \(x)")
            }
        }
        // Rows are normalised: the topmost item sits at row 0, and every item within the rows used.
        let rows = paths(tree).compactMap { g.row(ofItemAt: $0) }
        #expect(rows.min() == 0)
        #expect(rows.allSatisfy { $0 + 1 <= g.rowCount })
    }
}

// MARK: - Attributes, connectors and queries (both modes)

@Suite("TreeLayout attributes and queries")
struct TreeLayoutQueryTests {
    @Test("the children custom value matches the tree", arguments: [false, true])
    func childrenValue(compact: Bool) {
        let tree = randomTree(seed: 7)
        let g = treePrepared(TreeLayout(compact: compact), tree)
        for p in paths(tree) {
            #expect(g.layoutAttributesForItem(at: p)?[custom: TreeLayout.childrenKey] == .indexPaths(tree.children(of: p)))
        }
    }

    @Test("§6.1: one connector per parent, at the parent's index path, joining its right edge to every child's left edge",
          arguments: [false, true], 0..<10)
    func connectors(compact: Bool, seed: UInt64) {
        let tree = randomTree(seed: seed)
        let g = treePrepared(TreeLayout(compact: compact), tree)
        let parents = paths(tree).filter { !tree.children(of: $0).isEmpty }
        let all = g.layoutAttributesForElements(in: everywhere).filter { $0.category == .supplementaryView(kind: "connector") }
        #expect(all.map(\.indexPath) == parents.sorted())
        for parent in parents {
            guard let c = g.layoutAttributesForSupplementaryView(ofKind: "connector", at: parent),
                  let pf = g.layoutAttributesForItem(at: parent)?.frame else {
                Issue.record("no connector or cell for \(parent)"); continue
            }
            let from = Point(x: pf.maxX, y: pf.midY)
            let to = tree.children(of: parent).compactMap { g.layoutAttributesForItem(at: $0)?.frame }.map { Point(x: $0.minX, y: $0.midY) }
            #expect(to.count == tree.children(of: parent).count)
            #expect(c[custom: TreeLayout.fromKey] == AttributeValue.point(from))
            #expect(c[custom: TreeLayout.toKey] == AttributeValue.points(to))
            #expect(([from] + to).allSatisfy { closedContains(c.frame, $0) })
            #expect(c.frame.width >= 1 && c.frame.height >= 1)
            #expect(c.zIndex == TreeLayout.Geometry.connectorZIndex)
        }
        for leaf in paths(tree) where tree.children(of: leaf).isEmpty {
            #expect(g.layoutAttributesForSupplementaryView(ofKind: "connector", at: leaf) == nil)
        }
    }

    @Test("listing 6-6 in both row modes: the content size is the formula and every element lies inside it, the insets as margins", arguments: [false, true], 0..<10)
    func listing6_6ContentSizeBothModes(compact: Bool, seed: UInt64) {
        let tree = randomTree(seed: seed)
        var layout = TreeLayout(compact: compact)
        layout.insets = EdgeInsets(top: 4, left: 8, bottom: 16, right: 32)
        let g = treePrepared(layout, tree)
        let s = Double(tree.depth), r = g.rowCount
        #expect(g.collectionViewContentSize == Size(width: s * (120 + 8 + 32), height: r * (36 + 4 + 16)))
        // Every element lies inside the content, with the insets as margins.
        for a in g.layoutAttributesForElements(in: everywhere) {
            #expect(a.frame.minX >= 8 - 0.5 && a.frame.maxX <= g.collectionViewContentSize.width - 32 + 0.5)
            #expect(a.frame.minY >= 4 - 0.5 && a.frame.maxY <= g.collectionViewContentSize.height - 16 + 0.5)
        }
    }

    // Rect queries against the full layout, on-demand queries and frames: LayoutConformanceTests.
    @Test("the full query is exactly every cell and every connector, sorted by key", arguments: [false, true], 0..<10)
    func fullQuery(compact: Bool, seed: UInt64) {
        let tree = randomTree(seed: seed)
        let g = treePrepared(TreeLayout(compact: compact), tree)
        let all = paths(tree).compactMap { g.layoutAttributesForItem(at: $0) }
            + paths(tree).compactMap { g.layoutAttributesForSupplementaryView(ofKind: "connector", at: $0) }
        #expect(g.layoutAttributesForElements(in: everywhere) == all.sorted { $0.key < $1.key })
    }

    @Test("on-demand queries reject paths that name no element")
    func invalidPaths() {
        let g = treePrepared(TreeLayout(), abcde)
        for p in [ip(3, 0), ip(0, 1), ip(-1, 0), ip(1, -1), IndexPath(indexes: [1, 0, 0])] {
            #expect(g.layoutAttributesForItem(at: p) == nil)
            #expect(g.layoutAttributesForSupplementaryView(ofKind: "connector", at: p) == nil)
            #expect(g.row(ofItemAt: p) == nil)
        }
        #expect(g.layoutAttributesForDecorationView(ofKind: "connector", at: ip(1, 0)) == nil)
    }

    @Test("no items: listing 6-6 gives no rows, so no height; empty sections still make columns")
    func empty() {
        for compact in [false, true] {
            let g = treePrepared(TreeLayout(compact: compact), counts: [], delegate: nil)
            #expect(g.collectionViewContentSize == Size(width: 0, height: 0))
            #expect(g.layoutAttributesForElements(in: everywhere).isEmpty)
            let two = treePrepared(TreeLayout(compact: compact), counts: [0, 0], delegate: nil)
            #expect(two.collectionViewContentSize == Size(width: 2 * (120 + 30 + 30), height: 0))
        }
    }
}

// MARK: - Robustness

@Suite("TreeLayout robustness")
struct TreeLayoutRobustnessTests {
    @Test("children outside the next section, out of range, repeated or claimed twice are ignored", arguments: [false, true])
    func badChildren(compact: Bool) {
        let source = TreeSource(abcde)
        source.childrenOverride = [
            ip(0, 0): [ip(1, 0), ip(1, 0), ip(2, 0), ip(1, 5), ip(1, -1), IndexPath(indexes: [1, 1, 0]), ip(0, 0)],
            ip(1, 0): [ip(2, 1), ip(2, 0)],
            ip(1, 1): [ip(2, 0), ip(3, 0)],
            ip(2, 1): [ip(3, 0)],
        ]
        let g = treePrepared(TreeLayout(compact: compact), counts: abcde.itemCounts, delegate: source)
        // A keeps B only; B keeps both, in its order; C's claim on D comes second and loses; C is an orphan root.
        #expect(g.layoutAttributesForItem(at: ip(0, 0))?[custom: "children"] == .indexPaths([ip(1, 0)]))
        #expect(g.layoutAttributesForItem(at: ip(1, 0))?[custom: "children"] == .indexPaths([ip(2, 1), ip(2, 0)]))
        #expect(g.layoutAttributesForItem(at: ip(1, 1))?[custom: "children"] == .indexPaths([]))
        #expect(g.layoutAttributesForSupplementaryView(ofKind: "connector", at: ip(1, 1)) == nil)
        let connectors = g.layoutAttributesForElements(in: everywhere).filter { $0.category != .cell }.map(\.indexPath)
        // One connector per parent: A (to B) and B (to E, then D, in B's order).
        #expect(connectors == [ip(0, 0), ip(1, 0)])
        #expect(g.layoutAttributesForSupplementaryView(ofKind: "connector", at: ip(1, 0)).map { c in
            c[custom: TreeLayout.toKey] == .points([ip(2, 1), ip(2, 0)].compactMap { g.layoutAttributesForItem(at: $0)?.frame }
                .map { Point(x: $0.minX, y: $0.midY) })
        } == true)
        expectNoOverlaps(g, abcde)
        if !compact {
            // E before D, as B listed them; the orphan C is a root after A's band of 2 rows.
            #expect(paths(abcde).map { g.row(ofItemAt: $0) } == [0, 0, 2, 1, 0])
        }
    }

    @Test("invalid metrics and huge row answers never trap and give valid attributes")
    func invalidMetrics() {
        let source = TreeSource(abcde)
        source.rowAnswers = [ip(0, 0): Int.max, ip(1, 1): -5]
        var layout = TreeLayout()
        layout.itemSize = Size(width: .nan, height: -10)
        layout.horizontalSpacing = -40
        layout.verticalSpacing = .infinity
        layout.insets = EdgeInsets(top: .nan, left: -.infinity, bottom: 5, right: 5)
        for compact in [false, true] {
            layout.compact = compact
            let g = treePrepared(layout, counts: [-3, 2], delegate: source)
            #expect(g.collectionViewContentSize.isValid)
            for p in [ip(1, 0), ip(1, 1)] { #expect(g.layoutAttributesForItem(at: p)?.isValid == true) }
            let big = treePrepared(TreeLayout(compact: compact), counts: abcde.itemCounts, delegate: source)
            #expect(big.collectionViewContentSize.isValid)
            #expect(big.rowCount == (compact ? 2.5 : Double(TreeLayout.maximumRowsPerItem)))
        }
    }
}

// MARK: - The class-hierarchy asset

@Suite("Class hierarchy asset")
struct ClassHierarchyAssetTests {
    /// Converts JSONSerialization's output for `{"name": …, "children": [...]}` into nodes.
    static func node(_ json: Any) throws -> ClassTree.Node {
        let object = try #require(json as? [String: Any])
        let name = try #require(object["name"] as? String)
        let children = (object["children"] as? [Any]) ?? []
        return ClassTree.Node(name: name, children: try children.map(node))
    }

    @Test("Assets/class-hierarchy.json is a real class tree of at least 40 classes and 5 levels, laid out cleanly")
    func asset() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/class-hierarchy.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        let tree = ClassTree(root: try Self.node(json))
        #expect(tree.count >= 40)
        #expect(tree.depth >= 5)
        let names = paths(tree).compactMap { tree.name(at: $0) }
        #expect(Set(names).count == names.count, "class names are unique")
        // Spot-check real superclass chains.
        let button = try #require(tree.indexPath(ofClassNamed: "UIButton"))
        var chain: [String] = [], p: IndexPath? = button
        while let q = p { chain.append(tree.name(at: q) ?? "?"); p = tree.parent(of: q) }
        #expect(chain == ["UIButton", "UIControl", "UIView", "UIResponder", "NSObject"])
        #expect(tree.parent(of: try #require(tree.indexPath(ofClassNamed: "UICollectionView"))).flatMap { tree.name(at: $0) } == "UIScrollView")

        let bands = treePrepared(TreeLayout(), tree), tidy = treePrepared(TreeLayout(compact: true), tree)
        expectNoOverlaps(bands, tree)
        expectNoOverlaps(tidy, tree)
        #expect(tidy.collectionViewContentSize.height < bands.collectionViewContentSize.height)
    }
}
