import LayoutCore
import Testing

/// Where the edit menu opens (issue 13): below its item, else above, else beside it, always inside the visible
/// area (the window less the content insets: the playground's legend bar) and never over the item when any side
/// has room. Exact frames: rows are 150 × 28, 6 points from the item, 4 from the visible area's edges.
@Suite("Edit menu placement")
struct EditMenuPlacementTests {
    private let visible = Rect(x: 0, y: 0, width: 800, height: 574)  // 800 × 600 less a 26-point legend bar
    private func menu(_ cell: Rect, actions: [EditAction] = [.cut, .copy, .paste]) -> EditMenu {
        EditMenu(indexPath: IndexPath(item: 0, section: 0), cellFrame: cell, visible: visible, actions: actions)
    }

    @Test("room below: under the item, lined up with its left edge")
    func below() {
        let m = menu(Rect(x: 100, y: 50, width: 120, height: 60))
        #expect(m.placement == .below)
        #expect(m.frame == Rect(x: 100, y: 116, width: 150, height: 84))
        #expect(m.items.map(\.frame.minY) == [116, 144, 172])
    }

    @Test("no room below (the legend bar): above the item")
    func above() {
        let cell = Rect(x: 413.6, y: 450, width: 129, height: 62)
        let m = menu(cell, actions: [.cut, .copy])
        // Below would end at 450 + 62 + 6 + 56 = 574, past 570 (the legend's top less the margin).
        #expect(m.placement == .above)
        #expect(m.frame == Rect(x: 413.6, y: 388, width: 150, height: 56))
        #expect(!m.frame.intersects(cell) && m.frame.maxY <= visible.maxY)
    }

    @Test("an item as tall as the visible area: beside it, right first, then left")
    func sideways() {
        let right = menu(Rect(x: 100, y: 0, width: 200, height: 574))
        #expect(right.placement == .right && right.frame == Rect(x: 306, y: 4, width: 150, height: 84))
        let left = menu(Rect(x: 500, y: 0, width: 300, height: 574))
        #expect(left.placement == .left && left.frame == Rect(x: 344, y: 4, width: 150, height: 84))
    }

    @Test("near the right edge the menu slides left to stay inside the window")
    func slidesInside() {
        let m = menu(Rect(x: 740, y: 40, width: 56, height: 40))
        #expect(m.placement == .below && m.frame == Rect(x: 646, y: 86, width: 150, height: 84))
    }

    @Test("no side has room: inside the visible area, over as little of the item as it can")
    func overlapping() {
        let cell = Rect(x: 20, y: 20, width: 760, height: 540)
        let m = menu(cell)
        #expect(m.placement == .overlapping)
        #expect(visible.insetBy(dx: 4, dy: 4).contains(m.frame))
        // Slid into the room, above covers 150 × 68 of the item; below 150 × 74, right and left 134 × 84 each.
        #expect(m.frame == Rect(x: 20, y: 4, width: 150, height: 84))
    }

    @Test("a top inset keeps the menu below it too")
    func topInset() {
        let m = EditMenu(indexPath: IndexPath(item: 0, section: 0), cellFrame: Rect(x: 10, y: 50, width: 100, height: 500),
                         visible: Rect(x: 0, y: 40, width: 800, height: 534), actions: [.copy])
        #expect(m.placement == .right && m.frame == Rect(x: 116, y: 50, width: 150, height: 28))
    }

    @Test("each action names its shortcut, as the keys that perform it")
    func shortcuts() {
        #expect(EditAction.allCases.map(\.shortcut) == ["Ctrl+X", "Ctrl+C", "Ctrl+V"])
    }
}
