import Testing
import LayoutCore
import LayoutCoreTestSupport

/// Heights by label for both the client's shelf layout (its own delegate protocol) and a flow list (the
/// library's): "tall" items are 100 points, the others the layouts' 44. Records the shelf's questions.
private final class ShelfHeights: ShelfLayoutDelegate, FlowLayoutDelegate {
    let items: LabelledItems
    /// The index paths the shelf layout asked about, in order.
    var asked: [IndexPath] = []
    init(_ items: LabelledItems) { self.items = items }

    func height(at indexPath: IndexPath) -> Double { items.label(at: indexPath).hasPrefix("tall") ? 100 : 44 }

    func shelfLayout(_ layout: ShelfLayout, heightForItemAt indexPath: IndexPath) -> Double? {
        asked.append(indexPath)
        return height(at: indexPath)
    }

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
        Size(width: 320, height: height(at: indexPath))
    }
}

/// The same list in the client's layout and in a flow layout: one item per row, 4 points apart, 10 from the top.
private struct Pair {
    let items: LabelledItems, heights: ShelfHeights, cv: CollectionView, drag: ReorderDriver

    init(_ layout: any CollectionLayout, labels: [String]) {
        items = LabelledItems(labels)
        items.movable = { _ in true }
        heights = ShelfHeights(items)
        cv = items.makeCollectionView(layout, size: Size(width: 320, height: 480), delegate: heights, settled: true)
        drag = ReorderDriver(cv)
    }

    static func flowList() -> FlowLayout {
        var flow = FlowLayout()
        flow.minimumLineSpacing = 4
        flow.minimumInteritemSpacing = 0
        flow.sectionInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        return flow
    }

    /// Every visible cell's frame and what it shows, by index path (the lifted cell excluded).
    var shown: [IndexPath: Rect] {
        var r: [IndexPath: Rect] = [:]
        for ip in cv.indexPathsForVisibleItems {
            guard let cell = cv.cellForItem(at: ip), !cell.isLifted, let a = cell.layoutAttributes else { continue }
            r[ip] = a.frame
        }
        return r
    }
}

private let labels = ["tall a", "b", "c", "d", "tall e", "f", "g"]

@Suite("A client's layout with a delegate protocol of its own: drag, drop, undo")
struct ClientLayoutReorderTests {
    @Test("while a drag previews, the client layout's own delegate is asked about the item each place will hold, so heights follow their items exactly as flow's sizes do")
    func delegateAskedThroughTheMapping() throws {
        let shelf = Pair(ShelfLayout(), labels: labels), flow = Pair(Pair.flowList(), labels: labels)
        // At rest the two lists are the same: rows of 100, 44, 44, 44, 100, … from y = 10, 4 apart.
        #expect(shelf.shown == flow.shown)
        #expect(shelf.cv.layoutAttributesForItem(at: ip(1))?.frame == Rect(x: 0, y: 114, width: 320, height: 44))
        let target = shelf.cv.layoutAttributesForItem(at: ip(3))!.center
        for pair in [shelf, flow] {
            pair.heights.asked = []
            #expect(pair.drag.lift(ip(0)))
            pair.drag.drag(to: target)
            #expect(pair.cv.reorderTargetIndexPath == ip(3))
            pair.drag.settle()
        }
        // The tall item is lifted from the top; b, c and d moved up into its place at their own 44 points, and
        // the gap it leaves at the fourth place is its own 100 points tall.
        #expect(!shelf.heights.asked.isEmpty, "the client's delegate is asked while the drag previews")
        #expect(Set(shelf.heights.asked) == Set((0..<labels.count).map { ip($0) }), "about the data source's index paths")
        #expect(shelf.cv.cellForItem(at: ip(1))?.layoutAttributes?.frame == Rect(x: 0, y: 10, width: 320, height: 44))
        #expect(shelf.cv.cellForItem(at: ip(3))?.layoutAttributes?.frame == Rect(x: 0, y: 106, width: 320, height: 44))
        #expect(shelf.cv.cellForItem(at: ip(4))?.layoutAttributes?.frame == Rect(x: 0, y: 258, width: 320, height: 100))
        #expect(shelf.shown == flow.shown, "the preview is flow's")
        let lifted = try #require(shelf.cv.cellForItem(at: ip(0))?.layoutAttributes)
        #expect(abs(lifted.size.height - 108) < 1e-9, "the lifted cell is its own 100 points, lifted 1.08×")
        for pair in [shelf, flow] { pair.drag.cancel(); pair.drag.settle() }
        #expect(shelf.items.moves.isEmpty && shelf.items.labels == labels)
    }

    @Test("its items drag, drop and undo as flow's do: one moveItemAt, the same order and frames, the undo puts everything back")
    func dragDropUndoLikeFlow() throws {
        let shelf = Pair(ShelfLayout(), labels: labels), flow = Pair(Pair.flowList(), labels: labels)
        let resting = shelf.shown
        let target = shelf.cv.layoutAttributesForItem(at: ip(5))!.center
        for pair in [shelf, flow] {
            #expect(pair.drag.lift(ip(1)))
            pair.drag.drag(to: target)
            pair.drag.drop()
            pair.drag.settle()
        }
        #expect(shelf.items.moves.count == 1)
        #expect(shelf.items.moves.map { [$0.from, $0.to] } == flow.items.moves.map { [$0.from, $0.to] })
        #expect(shelf.items.moves.first.map { $0.from == ip(1) && $0.to == ip(5) } == true)
        #expect(shelf.items.labels == ["tall a", "c", "d", "tall e", "f", "b", "g"])
        #expect(shelf.items.labels == flow.items.labels)
        #expect(shelf.shown == flow.shown && shelf.items.agrees(with: shelf.cv))
        #expect(shelf.cv.cellForItem(at: ip(5))?.layoutAttributes?.frame == Rect(x: 0, y: 362, width: 320, height: 44))

        // Undo, as an app plays it back: the data source moves the item back, the same move as an animated update.
        for pair in [shelf, flow] {
            let move = try #require(pair.items.moves.last)
            try pair.cv.performBatchUpdates({
                pair.items.collectionView(pair.cv, moveItemAt: move.to, to: move.from)
                try pair.cv.moveItem(at: move.to, to: move.from)
            })
            pair.drag.frame(0.1)
            #expect(pair.cv.isTransitioning, "the undo animates")
            pair.drag.settle()
        }
        #expect(shelf.items.labels == labels && flow.items.labels == labels)
        #expect(shelf.shown == resting && flow.shown == resting)
        #expect(shelf.items.agrees(with: shelf.cv) && flow.items.agrees(with: flow.cv))
    }

    @Test("its own drag rules: places it reserves are never targets, and a layout that moves one item at a time refuses companions")
    func ownDragRules() {
        var layout = ShelfLayout()
        layout.fixedLeadingItems = 2
        layout.allowsMultipleItemDrag = false
        let shelf = Pair(layout, labels: labels)
        #expect(!shelf.cv.beginInteractiveMovementForItem(at: ip(3), together: [ip(4)]), "one item at a time")
        #expect(shelf.drag.lift(ip(4)))
        shelf.drag.drag(to: shelf.drag.windowCentre(ip(0)))
        #expect(shelf.cv.reorderTargetIndexPath == ip(2), "as near the top as it may go")
        shelf.drag.drop()
        shelf.drag.settle()
        #expect(shelf.items.labels == ["tall a", "b", "tall e", "c", "d", "f", "g"])
    }
}
