import ArgumentParser
import Foundation
import LayoutCore
import Testing

@testable import Playground

/// The playground's data goes through a diffable data source (issue 16): the collection view's data source is
/// a `CollectionViewDiffableDataSource`, and edits and their undo are snapshots applied to it.
@Suite("Playground data through a diffable data source", .serialized)
struct DiffableDataTests {
    /// A headless 900×600 app after one frame.
    private func app(_ arguments: [String]) throws -> PlaygroundApp {
        let app = try PlaygroundApp(options: try PlaygroundOptions.parse(["--headless", "--size", "900x600"] + arguments))
        app.frame(now: .zero, present: false)
        return app
    }

    private func ids(_ app: PlaygroundApp) throws -> [String] {
        try #require(app.document.diffable).snapshot().itemIdentifiers.map(\.id)
    }

    @Test("the collection view's data source is the diffable data source holding the demo's items")
    func dataSourceIsDiffable() throws {
        let app = try app(["--items", "40", "--sections", "3"])
        let diffable = try #require(app.document.diffable)
        #expect(app.collectionView.dataSource === diffable)
        #expect(app.collectionView.dataSource is CollectionViewDiffableDataSource<DemoSectionID, DemoItem>)
        let snapshot = diffable.snapshot()
        #expect(snapshot.numberOfSections == 3 && snapshot.numberOfItems == 40)
        #expect(snapshot.itemIdentifiers.map(\.id) == (0..<40).map { "item-\($0)" })
        // Items beyond the live-view cap are drawn in their own color, read from the snapshot.
        let ip = IndexPath(item: 5, section: 1)
        let item = try #require(diffable.itemIdentifier(for: ip))
        #expect(item.id == "item-19")
        #expect(diffable.collectionView(app.collectionView, summaryColorForItemAt: ip) == item.color)
    }

    @Test("Delete of three items, then Ctrl+Z: exactly the original items, in order, in the snapshot")
    func deleteUndo() throws {
        let app = try app(["--items", "40"])
        let diffable = try #require(app.document.diffable)
        let original = diffable.snapshot().itemIdentifiers
        app.collectionView.allowsMultipleSelection = true
        for ip in [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 2)] {
            app.collectionView.selectItem(at: ip)
        }
        app.editor.deleteSelection()
        app.frame(now: Timestamp(seconds: 1), present: false)
        let gone = ["item-0", "item-1", "item-17"]
        #expect(try ids(app) == original.map(\.id).filter { !gone.contains($0) })
        app.editor.undo()
        app.frame(now: Timestamp(seconds: 2), present: false)
        #expect(diffable.snapshot().itemIdentifiers == original)
        #expect(try ids(app) == (0..<40).map { "item-\($0)" })
        app.editor.redo()
        #expect(try ids(app) == original.map(\.id).filter { !gone.contains($0) })
    }

    @Test("copy, paste and a drag's undo: the pasted item is new and after its original; undo takes each back")
    func pasteAndMove() throws {
        let app = try app(["--items", "40"])
        let diffable = try #require(app.document.diffable)
        let original = diffable.snapshot().itemIdentifiers
        let source = app.dataSource
        source.collectionView(app.collectionView, performAction: .copy, forItemsAt: [IndexPath(item: 2, section: 0)])
        source.collectionView(app.collectionView, performAction: .paste, forItemsAt: [IndexPath(item: 4, section: 0)])
        var expected = original.map(\.id)
        expected.insert("item-40", at: 5)
        #expect(try ids(app) == expected)
        // A drop: the diffable data source moves the item; the drop is one undo step.
        diffable.collectionView(app.collectionView, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 1))
        #expect(try ids(app)[0] == "item-1" && ids(app).filter { $0 == "item-0" }.count == 1)
        #expect(app.document.history.undoableCount == 2)
        app.editor.undo()
        #expect(try ids(app) == expected)
        app.editor.undo()
        #expect(diffable.snapshot().itemIdentifiers == original)
    }

    @Test("a drop across a section boundary that keeps the item's place among all items is one undo step")
    func dropAcrossSectionBoundary() throws {
        // The transaction's difference, by offsets among all items, is empty for such a drop; the data changed all
        // the same (and the tree's children with it).
        let app = try app(["--items", "40", "--sections", "3"])
        let diffable = try #require(app.document.diffable)
        let original = app.document.itemIDs
        #expect(original.map(\.count) == [14, 13, 13])
        let revision = app.document.revision
        // item-14, the first of section 1, dropped at the end of section 0: still the 15th item of all.
        diffable.collectionView(app.collectionView, moveItemAt: IndexPath(item: 0, section: 1), to: IndexPath(item: 14, section: 0))
        #expect(app.document.itemIDs.map(\.count) == [15, 12, 13])
        #expect(app.document.itemIDs[0].last == "item-14")
        #expect(app.document.revision != revision)
        #expect(app.document.history.undoableCount == 1)
        app.editor.undo()
        #expect(app.document.itemIDs == original)
        #expect(app.document.revision == revision)
        // The other way: item-13, the last of section 0, dropped first in section 1.
        diffable.collectionView(app.collectionView, moveItemAt: IndexPath(item: 13, section: 0), to: IndexPath(item: 0, section: 1))
        #expect(app.document.itemIDs.map(\.count) == [13, 14, 13])
        #expect(app.document.itemIDs[1].first == "item-13")
        #expect(app.document.history.undoableCount == 1)
        app.editor.undo()
        #expect(app.document.itemIDs == original)
        // A drop where it started records nothing.
        diffable.collectionView(app.collectionView, moveItemAt: IndexPath(item: 3, section: 1), to: IndexPath(item: 3, section: 1))
        #expect(app.document.itemIDs == original)
        #expect(app.document.history.undoableCount == 0)
    }

    /// Where the tree's prepared geometry disagrees with the data shown: for every item, the children its cell
    /// carries must be exactly the items whose parent it is (in the next section, in order), read from the
    /// diffable data source's snapshot. One line per disagreeing item.
    private func treeMismatches(_ app: PlaygroundApp) throws -> [String] {
        let snapshot = try #require(app.document.diffable).snapshot()
        let geometry = try #require(app.collectionView.geometry)
        let sections = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
        var lines: [String] = []
        for (s, items) in sections.enumerated() {
            for (i, item) in items.enumerated() {
                let ip = IndexPath(item: i, section: s)
                let next = s + 1 < sections.count ? sections[s + 1] : []
                let expected = next.indices.filter { app.document.parent(of: next[$0]) == item.number }
                    .map { IndexPath(item: $0, section: s + 1) }
                let shown = geometry.layoutAttributesForItem(at: ip)?[custom: TreeLayout.childrenKey]
                if shown != .indexPaths(expected) { lines.append("\(item.id) at \(ip): \(String(describing: shown)), expected \(expected)") }
            }
        }
        return lines
    }

    @Test("a delete in the tree while its layout is stale: the new tree's children are the new data's, at every step")
    func treeChildrenAfterDelete() throws {
        // The fuzz note of seed 20261121 ("named [5, 38] as a child of item [4, 39], but there is no such item"):
        // the collection view prepares the stale layout for the old data inside the batch update, before the
        // diffable data source swaps its snapshot; the children read then must not answer the new layout.
        let app = try app(["--layout", "tree", "--data", "demo", "--items", "40", "--sections", "3"])
        var treeProblems: [String] = []
        app.collectionView.onProblem = { if $0.hasPrefix("treeLayout") { treeProblems.append($0) } }
        var now = 0.0
        /// Frames until the update's animation has landed, then the tree against the data.
        func settle() throws -> [String] {
            for _ in 0..<3 { now += 1; app.frame(now: Timestamp(seconds: now), present: false) }
            #expect(!app.collectionView.isTransitioning)
            return try treeMismatches(app)
        }
        #expect(try treeMismatches(app) == [])
        let gone = try #require(app.document.item(at: IndexPath(item: 0, section: 1)))
        let parent = app.document.parent(of: gone)
        #expect(app.document.items(inSection: 1).filter { app.document.parent(of: $0) == parent }.count == 3)
        app.collectionView.selectItem(at: IndexPath(item: 0, section: 1))
        app.collectionView.invalidateLayout()
        app.editor.deleteSelection()
        #expect(app.document.numberOfItems(inSection: 1) == 12)
        #expect(try ids(app).count == 39 && !ids(app).contains(gone.id))
        #expect(try settle() == [])
        // The deleted item's parent lists its two other children, each one place earlier than before.
        let parentItem = try #require(app.document.items(inSection: 0).firstIndex { $0.number == parent })
        #expect(app.collectionView.geometry?.layoutAttributesForItem(at: IndexPath(item: parentItem, section: 0))?[custom: TreeLayout.childrenKey]
            == .indexPaths([IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)]))
        app.collectionView.invalidateLayout()
        app.editor.undo()
        #expect(try settle() == [])
        app.collectionView.invalidateLayout()
        app.editor.redo()
        #expect(try settle() == [])
        #expect(treeProblems == [])
    }
}
