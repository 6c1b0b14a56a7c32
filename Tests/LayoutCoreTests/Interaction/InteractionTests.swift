import Testing
import LayoutCore

/// Items with ids, a delegate that records every call in order, and cut/copy/paste on its data.
private final class Recorder: CollectionViewDataSource, CollectionViewDelegate {
    var ids: [String]
    var calls: [String] = []
    var allowSelect: Set<Int>? = nil
    var refuseHighlight = false
    var moves: [(IndexPath, IndexPath)] = []
    var clipboard: String?
    var nextID = 1000
    weak var collectionView: CollectionView?

    init(count: Int) { ids = (0..<count).map { "item-\($0)" } }

    func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { ids.count }
    func collectionView(_ cv: CollectionView, cellForItemAt ip: IndexPath) throws -> CollectionViewCell {
        let cell = try cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: ip)
        cell.title = ids[ip.item]
        return cell
    }
    func collectionView(_ cv: CollectionView, shouldHighlightItemAt ip: IndexPath) -> Bool {
        calls.append("shouldHighlight \(ip.item)")
        return !refuseHighlight
    }
    /// Items that may not move (canMoveItemAt false).
    var pinned: Set<Int> = []
    func collectionView(_ cv: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { !pinned.contains(indexPath.item) }
    func collectionView(_ cv: CollectionView, moveItemAt source: IndexPath, to destination: IndexPath) {
        moves.append((source, destination))
        let id = ids.remove(at: source.item)
        ids.insert(id, at: destination.item)
    }
    func collectionView(_ cv: CollectionView, didHighlightItemAt ip: IndexPath) { calls.append("didHighlight \(ip.item)") }
    func collectionView(_ cv: CollectionView, didUnhighlightItemAt ip: IndexPath) { calls.append("didUnhighlight \(ip.item)") }
    func collectionView(_ cv: CollectionView, shouldSelectItemAt ip: IndexPath) -> Bool {
        calls.append("shouldSelect \(ip.item)")
        return allowSelect?.contains(ip.item) ?? true
    }
    func collectionView(_ cv: CollectionView, didSelectItemAt ip: IndexPath) { calls.append("didSelect \(ip.item)") }
    func collectionView(_ cv: CollectionView, shouldDeselectItemAt ip: IndexPath) -> Bool { calls.append("shouldDeselect \(ip.item)"); return true }
    func collectionView(_ cv: CollectionView, didDeselectItemAt ip: IndexPath) { calls.append("didDeselect \(ip.item)") }
    func collectionView(_ cv: CollectionView, shouldShowMenuForItemAt ip: IndexPath) -> Bool { true }
    func collectionView(_ cv: CollectionView, canPerformAction action: EditAction, forItemAt ip: IndexPath) -> Bool {
        action != .paste || clipboard != nil
    }
    func collectionView(_ cv: CollectionView, performAction action: EditAction, forItemAt ip: IndexPath) {
        calls.append("perform \(action.rawValue) \(ip.item)")
        switch action {
        case .copy: clipboard = ids[ip.item]
        case .cut:
            clipboard = ids[ip.item]
            try? cv.performBatchUpdates { ids.remove(at: ip.item); try cv.deleteItems(at: [ip]) }
        case .paste:
            guard clipboard != nil else { return }
            try? cv.performBatchUpdates {
                ids.insert("item-\(nextID)", at: ip.item + 1)
                nextID += 1
                try cv.insertItems(at: [IndexPath(item: ip.item + 1, section: 0)])
            }
        }
    }

    /// 320×480 flow of 50×50 items: 5 columns with 17.5 pt gaps, rows every 60 pt.
    func make() -> (CollectionView, CollectionViewInteraction) {
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FlowLayout())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = self
        cv.delegate = self
        cv.advance(to: .zero)
        collectionView = cv
        return (cv, CollectionViewInteraction(collectionView: cv))
    }
}

/// Centre of item i in the 5-column grid, in window coordinates at offset 0.
private func centre(_ i: Int) -> Point { Point(x: Double(i % 5) * 67.5 + 25, y: Double(i / 5) * 60 + 25) }
private func t(_ s: Double) -> Timestamp { Timestamp(seconds: s) }

private func click(_ ix: CollectionViewInteraction, _ p: Point, at time: Double, modifiers: Modifiers = [], button: PointerEvent.Button = .primary) {
    ix.handle(PointerEvent(.down, at: p, button: button, modifiers: modifiers, timestamp: t(time)))
    ix.handle(PointerEvent(.up, at: p, button: button, modifiers: modifiers, timestamp: t(time + 0.05)))
}

@Suite("Highlight and selection (figure 2-3)")
struct SelectionInteractionTests {
    @Test("a tap: shouldHighlight, didHighlight on press; didUnhighlight, shouldSelect, didSelect on release")
    func tapOrder() {
        let r = Recorder(count: 20)
        let (cv, ix) = r.make()
        ix.handle(PointerEvent(.down, at: centre(2), timestamp: t(1)))
        #expect(r.calls == ["shouldHighlight 2", "didHighlight 2"])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isHighlighted == true)
        ix.handle(PointerEvent(.up, at: centre(2), timestamp: t(1.1)))
        #expect(r.calls == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "shouldSelect 2", "didSelect 2"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isHighlighted == false)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    }

    @Test("moving past the slop before release cancels the highlight and selects nothing")
    func cancelledTap() {
        let r = Recorder(count: 20)
        let (cv, ix) = r.make()
        ix.handle(PointerEvent(.down, at: centre(2), timestamp: t(1)))
        ix.handle(PointerEvent(.move, at: centre(2) + Point(x: 0, y: 20), timestamp: t(1.05)))
        ix.handle(PointerEvent(.up, at: centre(2) + Point(x: 0, y: 20), timestamp: t(1.1)))
        #expect(r.calls == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2"])
        #expect(cv.indexPathsForSelectedItems.isEmpty)
    }

    @Test("in single mode a tap on another item deselects the first: shouldSelect, didDeselect, didSelect")
    func singleMode() {
        let r = Recorder(count: 20)
        let (cv, ix) = r.make()
        click(ix, centre(0), at: 1)
        r.calls.removeAll()
        click(ix, centre(6), at: 2)
        #expect(r.calls == ["shouldHighlight 6", "didHighlight 6", "didUnhighlight 6", "shouldSelect 6", "didDeselect 0", "didSelect 6"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
        r.calls.removeAll()
        click(ix, centre(6), at: 3)
        // UIKit asks again on every tap; the item stays selected (no deselection in single mode).
        #expect(r.calls == ["shouldHighlight 6", "didHighlight 6", "didUnhighlight 6", "shouldSelect 6", "didSelect 6"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
    }

    @Test("multiple mode toggles; ctrl+click adds and removes in single mode; shouldSelect can refuse")
    func multipleAndControl() {
        let r = Recorder(count: 20)
        let (cv, ix) = r.make()
        ix.selectionMode = .multiple
        click(ix, centre(0), at: 1); click(ix, centre(1), at: 2)
        #expect(cv.indexPathsForSelectedItems.map(\.item) == [0, 1])
        r.calls.removeAll()
        click(ix, centre(0), at: 3)
        #expect(r.calls.suffix(2) == ["shouldDeselect 0", "didDeselect 0"])
        #expect(cv.indexPathsForSelectedItems.map(\.item) == [1])

        ix.selectionMode = .single
        click(ix, centre(4), at: 4, modifiers: .control)
        #expect(cv.indexPathsForSelectedItems.map(\.item) == [1, 4])
        click(ix, centre(1), at: 5, modifiers: .control)
        #expect(cv.indexPathsForSelectedItems.map(\.item) == [4])

        r.allowSelect = [4]
        click(ix, centre(7), at: 6)
        #expect(cv.indexPathsForSelectedItems.map(\.item) == [4], "shouldSelect said no")
        ix.selectionMode = .none
        r.allowSelect = nil
        click(ix, centre(9), at: 7)
        #expect(cv.indexPathsForSelectedItems.map(\.item) == [4], "plain clicks select nothing in none mode")
        click(ix, centre(9), at: 8, modifiers: .control)
        #expect(cv.indexPathsForSelectedItems.map(\.item) == [4], "none mode (allowsSelection false): ctrl+click selects nothing either")
        #expect(!cv.allowsSelection && !cv.allowsMultipleSelection, "the mode is the collection view's two flags")
    }

    @Test("when shouldHighlight refuses, the whole selection process is skipped (UIKit)")
    func highlightRefused() {
        let r = Recorder(count: 10)
        let (cv, ix) = r.make()
        r.refuseHighlight = true
        click(ix, centre(2), at: 1)
        #expect(r.calls == ["shouldHighlight 2"])
        #expect(cv.indexPathsForSelectedItems.isEmpty)
    }

    @Test("quick clicks on two items in multiple mode select both, even with a double-click action waiting")
    func quickClicksOnTwoItems() {
        let r = Recorder(count: 10)
        let (cv, ix) = r.make()
        ix.selectionMode = .multiple
        ix.doubleClickAction = { _ in }
        click(ix, centre(1), at: 1)
        click(ix, centre(2), at: 1.1)
        ix.advance(to: t(2))
        #expect(cv.indexPathsForSelectedItems.map(\.item) == [1, 2])
    }

    @Test("a click on empty space clears the selection")
    func emptySpace() {
        let r = Recorder(count: 3)
        let (cv, ix) = r.make()
        click(ix, centre(1), at: 1)
        click(ix, Point(x: 300, y: 400), at: 2)
        #expect(cv.indexPathsForSelectedItems.isEmpty)
        #expect(r.calls.suffix(2) == ["shouldDeselect 1", "didDeselect 1"])
    }
}

@Suite("Double click has priority over the single click")
struct DoubleClickTests {
    @Test("a double click runs its action and never selects; a single click selects after the double-click window")
    func priority() {
        let r = Recorder(count: 20)
        let (cv, ix) = r.make()
        var doubled: [Int] = []
        ix.doubleClickAction = { doubled.append($0.item) }
        click(ix, centre(3), at: 1)
        click(ix, centre(3), at: 1.2)
        ix.advance(to: t(2))
        #expect(doubled == [3])
        #expect(!r.calls.contains { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") })
        #expect(cv.indexPathsForSelectedItems.isEmpty)

        click(ix, centre(5), at: 3)
        ix.advance(to: t(3.2))
        #expect(cv.indexPathsForSelectedItems.isEmpty, "still inside the double-click window")
        ix.advance(to: t(3.4))
        #expect(cv.indexPathsForSelectedItems.map(\.item) == [5])
        #expect(doubled == [3])
    }

    @Test("two clicks slower than the window are two single clicks")
    func slowClicks() {
        let r = Recorder(count: 20)
        let (cv, ix) = r.make()
        var doubled = 0
        ix.doubleClickAction = { _ in doubled += 1 }
        ix.selectionMode = .multiple
        click(ix, centre(3), at: 1); ix.advance(to: t(1.5))
        click(ix, centre(3), at: 2); ix.advance(to: t(2.5))
        #expect(doubled == 0)
        #expect(cv.indexPathsForSelectedItems.isEmpty, "selected, then deselected")
        #expect(r.calls.filter { $0 == "didSelect 3" || $0 == "didDeselect 3" } == ["didSelect 3", "didDeselect 3"])
    }
}

@Suite("Edit menu (§2.5)")
struct EditMenuTests {
    @Test("a long press opens the menu under the cell with only the available actions (UIKit); a click elsewhere closes it")
    func longPress() {
        let r = Recorder(count: 20)
        let (_, ix) = r.make()
        ix.handle(PointerEvent(.down, at: centre(1), timestamp: t(1)))
        ix.advance(to: t(1.3))
        #expect(ix.menu == nil)
        ix.advance(to: t(1.5))
        let menu = ix.menu
        #expect(menu?.indexPath == IndexPath(item: 1, section: 0))
        #expect(menu?.items.map(\.action) == [.cut, .copy], "nothing to paste yet: paste is left out, not greyed")
        // Issue 13: the menu opens below its item (room permitting), lined up with it, and never covers it.
        #expect(menu?.frame == Rect(x: 67.5, y: 56, width: 150, height: 56), "below the cell (67.5, 0, 50, 50), 6 points under it")
        #expect(menu?.placement == .below && menu?.itemFrame == Rect(x: 67.5, y: 0, width: 50, height: 50))
        ix.handle(PointerEvent(.up, at: centre(1), timestamp: t(1.6)))
        #expect(r.calls.contains("didUnhighlight 1") && !r.calls.contains("didSelect 1"), "a long press is not a tap")
        click(ix, Point(x: 10, y: 470), at: 2)
        #expect(ix.menu == nil)
    }

    @Test("the row under the pointer is highlighted, hovering or pressed; off the menu none is; nothing is performed by hovering")
    func hoverHighlightsARow() throws {
        let r = Recorder(count: 6)
        let (_, ix) = r.make()
        click(ix, centre(2), at: 1, button: .secondary)
        let menu = try #require(ix.menu)
        #expect(menu.highlightedIndex == nil)
        ix.handle(PointerEvent(.move, at: menu.items[1].frame.center, button: .none, timestamp: t(2)))
        #expect(ix.menu?.highlightedIndex == 1)
        ix.handle(PointerEvent(.down, at: menu.items[0].frame.center, timestamp: t(3)))
        #expect(ix.menu?.highlightedIndex == 0, "a press on a row highlights it until the release")
        ix.handle(PointerEvent(.move, at: Point(x: 300, y: 470), timestamp: t(3.1)))
        #expect(ix.menu?.highlightedIndex == nil)
        ix.handle(PointerEvent(.up, at: Point(x: 300, y: 470), timestamp: t(3.2)))
        #expect(r.clipboard == nil, "released off the menu: nothing cut or copied")
    }

    @Test("right click opens the menu; copy then paste inserts a copy with a new id; cut removes; ids stay unique")
    func cutCopyPaste() throws {
        let r = Recorder(count: 6)
        let (cv, ix) = r.make()
        click(ix, centre(2), at: 1, button: .secondary)
        let copyRow = try #require(ix.menu?.items.first { $0.action == .copy })
        click(ix, copyRow.frame.center, at: 2)
        #expect(ix.menu == nil && r.clipboard == "item-2")
        click(ix, centre(4), at: 3, button: .secondary)
        let pasteRow = try #require(ix.menu?.items.first { $0.action == .paste })
        click(ix, pasteRow.frame.center, at: 4)
        cv.advance(to: t(5)); cv.advance(to: t(6))
        #expect(r.ids == ["item-0", "item-1", "item-2", "item-3", "item-4", "item-1000", "item-5"])
        // Keyboard: select item 0, ctrl+X cuts it, ctrl+V pastes after the selection.
        click(ix, centre(0), at: 7)
        ix.handle(KeyEvent(.character("x"), modifiers: .control, timestamp: t(8)))
        cv.advance(to: t(9)); cv.advance(to: t(10))
        #expect(r.ids.first == "item-1" && r.clipboard == "item-0")
        #expect(Set(r.ids).count == r.ids.count, "ids unique")
        #expect(cv.numberOfItems(inSection: 0) == r.ids.count)
    }
}

@Suite("Keyboard focus")
struct KeyboardFocusTests {
    @Test("arrows move focus by geometry; Space selects; Esc clears; ctrl+A selects all in multiple mode")
    func arrows() {
        let r = Recorder(count: 40)
        let (cv, ix) = r.make()
        ix.handle(KeyEvent(.right, timestamp: t(1)))
        #expect(cv.focusedIndexPath?.item == 0, "the first press focuses the top-left item")
        ix.handle(KeyEvent(.right, timestamp: t(1)))
        ix.handle(KeyEvent(.down, timestamp: t(1)))
        ix.handle(KeyEvent(.down, timestamp: t(1)))
        #expect(cv.focusedIndexPath?.item == 11)
        #expect(cv.cellForItem(at: IndexPath(item: 11, section: 0))?.isFocused == true)
        ix.handle(KeyEvent(.left, timestamp: t(1)))
        #expect(cv.focusedIndexPath?.item == 10)
        ix.handle(KeyEvent(.left, timestamp: t(1)))
        #expect(cv.focusedIndexPath?.item == 10, "nothing further left")
        ix.handle(KeyEvent(.space, timestamp: t(1)))
        #expect(cv.indexPathsForSelectedItems.map(\.item) == [10])
        ix.handle(KeyEvent(.escape, timestamp: t(1)))
        #expect(cv.indexPathsForSelectedItems.isEmpty)
        ix.handle(KeyEvent(.character("a"), modifiers: .control, timestamp: t(1)))
        #expect(cv.indexPathsForSelectedItems.isEmpty, "ctrl+A only in multiple mode")
        ix.selectionMode = .multiple
        ix.handle(KeyEvent(.character("a"), modifiers: .control, timestamp: t(1)))
        #expect(cv.indexPathsForSelectedItems.count == 40)
    }

    @Test("focus moving below the viewport scrolls it into view")
    func scrollsIntoView() {
        let r = Recorder(count: 200)
        let (cv, ix) = r.make()
        ix.handle(KeyEvent(.down, timestamp: t(0)))
        for _ in 0..<9 { ix.handle(KeyEvent(.down, timestamp: t(0))) }
        #expect(cv.focusedIndexPath?.item == 45)
        cv.advance(to: t(0)); cv.advance(to: t(1))
        let frame = cv.layoutAttributesForItem(at: IndexPath(item: 45, section: 0))!.frame
        #expect(frame.maxY <= cv.contentOffset.y + 480 && frame.minY >= cv.contentOffset.y)
    }

    @Test("in the tree, right moves from a parent to its first child")
    func treeFocus() {
        final class Tree: CollectionViewDataSource, TreeLayoutDelegate {
            func numberOfSections(in cv: CollectionView) -> Int { 2 }
            func collectionView(_ cv: CollectionView, numberOfItemsInSection s: Int) -> Int { s == 0 ? 1 : 3 }
            func collectionView(_ cv: CollectionView, cellForItemAt ip: IndexPath) throws -> CollectionViewCell {
                try cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: ip)
            }
            func treeLayout(_ layout: TreeLayout, childrenOfItemAt ip: IndexPath) -> [IndexPath] {
                ip.section == 0 ? (0..<3).map { IndexPath(item: $0, section: 1) } : []
            }
        }
        let ds = Tree()
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 800, height: 600), collectionViewLayout: TreeLayout())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = ds
        cv.delegate = ds
        cv.advance(to: .zero)
        let ix = CollectionViewInteraction(collectionView: cv)
        cv.focusedIndexPath = IndexPath(item: 0, section: 0)
        ix.handle(KeyEvent(.right, timestamp: t(0)))
        #expect(cv.focusedIndexPath == IndexPath(item: 0, section: 1))
        ix.handle(KeyEvent(.down, timestamp: t(0)))
        #expect(cv.focusedIndexPath == IndexPath(item: 1, section: 1))
    }
}


@Suite("Drags through pointer events")
struct PointerDragTests {
    @Test("press, move past the threshold, move, release: one moveItemAt, nothing selected, order changed")
    func dragByEvents() {
        let r = Recorder(count: 20)
        let (cv, ix) = r.make()
        ix.handle(PointerEvent(.down, at: centre(0), timestamp: t(1)))
        ix.handle(PointerEvent(.move, at: centre(0) + Point(x: 4, y: 0), timestamp: t(1.02)))
        #expect(!ix.isDragging, "within the threshold it is still a press")
        for k in 1...10 {
            ix.handle(PointerEvent(.move, at: centre(0).interpolated(to: centre(3), progress: Double(k) / 10), timestamp: t(1.02 + 0.02 * Double(k))))
            ix.advance(to: t(1.02 + 0.02 * Double(k))); cv.advance(to: t(1.02 + 0.02 * Double(k)))
        }
        #expect(ix.isDragging)
        ix.handle(PointerEvent(.up, at: centre(3), timestamp: t(1.3)))
        ix.advance(to: t(2)); cv.advance(to: t(2)); cv.advance(to: t(3))
        #expect(r.moves.count == 1)
        #expect(r.moves.first?.0 == IndexPath(item: 0, section: 0) && r.moves.first?.1 == IndexPath(item: 3, section: 0))
        #expect(r.ids.prefix(4) == ["item-1", "item-2", "item-3", "item-0"])
        #expect(cv.indexPathsForSelectedItems.isEmpty)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.title == "item-0")
    }

    @Test("a drag of an item that may not move is said once per press (refusedReorderAction), never for a click or a movable item")
    func refusedDrag() {
        let r = Recorder(count: 20)
        r.pinned = [2]
        let (cv, ix) = r.make()
        var refused: [IndexPath] = []
        ix.refusedReorderAction = { refused.append($0) }
        ix.handle(PointerEvent(.down, at: centre(2), timestamp: t(1)))
        ix.handle(PointerEvent(.move, at: centre(2) + Point(x: 7, y: 0), timestamp: t(1.02)))
        #expect(refused.isEmpty, "past the tap slop (6 pt) but not the drag threshold (8 pt): not yet a drag")
        for k in 1...10 {
            ix.handle(PointerEvent(.move, at: centre(2) + Point(x: 7 + 10 * Double(k), y: 0), timestamp: t(1.02 + 0.02 * Double(k))))
        }
        #expect(refused == [IndexPath(item: 2, section: 0)], "once, however far it moves")
        #expect(!ix.isDragging && !cv.isReordering)
        ix.handle(PointerEvent(.up, at: centre(4), timestamp: t(1.3)))
        // A click on it says nothing; a drag of a movable item lifts it and says nothing; the next refused press
        // is said again.
        click(ix, centre(2), at: 2)
        ix.handle(PointerEvent(.down, at: centre(1), timestamp: t(3)))
        ix.handle(PointerEvent(.move, at: centre(6), timestamp: t(3.1)))
        #expect(ix.isDragging)
        ix.handle(PointerEvent(.up, at: centre(6), timestamp: t(3.2)))
        cv.advance(to: t(4)); cv.advance(to: t(5))
        #expect(refused.count == 1)
        ix.handle(PointerEvent(.down, at: centre(2), timestamp: t(6)))
        ix.handle(PointerEvent(.move, at: centre(8), timestamp: t(6.1)))
        #expect(refused == [IndexPath(item: 2, section: 0), IndexPath(item: 2, section: 0)])
        #expect(r.moves.count == 1 && r.moves.first?.0 == IndexPath(item: 1, section: 0))
    }

    @Test("seed 003's drag: a long press lifts, panning into an item swaps the two at once (moveItemAt, a batch update), the release moves nothing")
    func longPressSwap() throws {
        let r = Recorder(count: 20)
        let (cv, ix) = r.make()
        ix.reorderStyle = .longPressSwap
        #expect(ix.swapReorderGestureRecognizer.isEnabled && !ix.reorderGestureRecognizer.isEnabled && !ix.longPressGestureRecognizer.isEnabled)
        // Press and move at once: in this style that lifts nothing.
        ix.handle(PointerEvent(.down, at: centre(0), timestamp: t(1)))
        ix.handle(PointerEvent(.move, at: centre(2), timestamp: t(1.1)))
        ix.advance(to: t(1.7))
        #expect(!ix.isDragging)
        ix.handle(PointerEvent(.up, at: centre(2), timestamp: t(1.8)))
        // Held still for 0.5 s: it lifts, with no menu.
        ix.handle(PointerEvent(.down, at: centre(0), timestamp: t(2)))
        ix.advance(to: t(2.49)); cv.advance(to: t(2.49))
        #expect(!ix.isDragging)
        ix.advance(to: t(2.5)); cv.advance(to: t(2.5))
        #expect(ix.isDragging && cv.isSwapReordering && ix.menu == nil)
        // Into item 1: the neighbours swap (one moveItemAt does it), the lifted item stays under the pointer.
        ix.handle(PointerEvent(.move, at: centre(1), timestamp: t(2.6)))
        #expect(r.moves.count == 1 && r.moves[0].0 == IndexPath(item: 0, section: 0) && r.moves[0].1 == IndexPath(item: 1, section: 0))
        #expect(r.ids.prefix(3) == ["item-1", "item-0", "item-2"])
        #expect(cv.reorderSourceIndexPath == IndexPath(item: 1, section: 0))
        let lifted = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(lifted.center == centre(1) && cv.cellForItem(at: IndexPath(item: 1, section: 0))?.title == "item-0")
        // Into item 7 (the row below): 1 and 7 swap, two moves (1 → 7, then 6 → 1); nothing else moves.
        for k in 1...6 {
            let time = 2.6 + 0.02 * Double(k)
            ix.handle(PointerEvent(.move, at: centre(1).interpolated(to: centre(7), progress: Double(k) / 6), timestamp: t(time)))
            ix.advance(to: t(time)); cv.advance(to: t(time))
        }
        #expect(r.moves.count == 3)
        #expect(r.ids == ["item-1", "item-7"] + (2..<7).map { "item-\($0)" } + ["item-0"] + (8..<20).map { "item-\($0)" })
        ix.handle(PointerEvent(.up, at: centre(7), timestamp: t(3)))
        ix.advance(to: t(3.5)); cv.advance(to: t(3.5)); cv.advance(to: t(4))
        #expect(!ix.isDragging && !cv.isReordering && r.moves.count == 3, "the drop moves nothing more")
        #expect(cv.cellForItem(at: IndexPath(item: 7, section: 0))?.layoutAttributes?.center == centre(7))
        #expect(cv.indexPathsForSelectedItems.isEmpty && ix.menu == nil)
        // Back to the default: a long press opens the menu again.
        ix.reorderStyle = .interactiveMovement
        ix.handle(PointerEvent(.down, at: centre(3), timestamp: t(5)))
        ix.advance(to: t(5.6))
        #expect(ix.menu != nil && !ix.isDragging)
    }

    @Test("Esc during a drag puts everything back; a stray press or another button never leaves it stuck")
    func cancelAndStrayInput() {
        let r = Recorder(count: 20)
        let (cv, ix) = r.make()
        ix.handle(PointerEvent(.down, at: centre(0), timestamp: t(1)))
        ix.handle(PointerEvent(.move, at: centre(7), timestamp: t(1.1)))
        #expect(ix.isDragging)
        // A right-button release during the drag is not the drag's release; a right press opens no menu.
        ix.handle(PointerEvent(.down, at: centre(7), button: .secondary, timestamp: t(1.15)))
        ix.handle(PointerEvent(.up, at: centre(7), button: .secondary, timestamp: t(1.2)))
        #expect(ix.isDragging && ix.menu == nil)
        ix.handle(KeyEvent(.escape, timestamp: t(1.3)))
        #expect(!ix.isDragging && !cv.isReordering)
        cv.advance(to: t(2)); cv.advance(to: t(3))
        #expect(r.moves.isEmpty && r.ids == (0..<20).map { "item-\($0)" })

        // A second primary press while a drag is lifted (its release was lost) ends the first cleanly.
        ix.handle(PointerEvent(.down, at: centre(0), timestamp: t(4)))
        ix.handle(PointerEvent(.move, at: centre(7), timestamp: t(4.1)))
        ix.handle(PointerEvent(.down, at: centre(9), timestamp: t(4.2)))
        ix.handle(PointerEvent(.up, at: centre(9), timestamp: t(4.25)))
        cv.advance(to: t(5)); cv.advance(to: t(6))
        #expect(!cv.isReordering)
        ix.handle(PointerEvent(.down, at: centre(1), timestamp: t(7)))
        ix.handle(PointerEvent(.move, at: centre(6), timestamp: t(7.1)))
        #expect(ix.isDragging, "later drags still work")
        ix.handle(PointerEvent(.up, at: centre(6), timestamp: t(7.2)))
        cv.advance(to: t(8)); cv.advance(to: t(9))
        #expect(r.moves.count == 1)
        #expect(Set(r.ids).count == 20)
    }

    @Test("the menu closes when the data changes or the content scrolls under it")
    func staleMenu() throws {
        let r = Recorder(count: 40)
        let (cv, ix) = r.make()
        click(ix, centre(3), at: 1, button: .secondary)
        #expect(ix.menu != nil)
        try cv.performBatchUpdates { r.ids.remove(at: 3); try cv.deleteItems(at: [IndexPath(item: 3, section: 0)]) }
        ix.advance(to: t(2))
        #expect(ix.menu == nil)
        cv.advance(to: t(3))
        click(ix, centre(5), at: 4, button: .secondary)
        #expect(ix.menu != nil)
        cv.contentOffset = Point(x: 0, y: 50)
        ix.advance(to: t(5))
        #expect(ix.menu == nil)
    }
}
