import Foundation
import LayoutCore
import Testing

/// Undo and redo with real X input (Xvfb as the display, xdotool as the user).
@Suite("Undo under Xvfb", .serialized)
struct XvfbUndoTests {
    private let allItems = (0..<240).map { "item-\($0)" }
    /// A click resolves once the double-click window has passed on the app's clock, plus a frame.
    private let clickResolves = CollectionViewInteraction.doubleClickInterval + 0.05

    private func ids(_ state: [String: Any]) throws -> [String] {
        try #require(state["sections"] as? [[String]]).flatMap { $0 }
    }

    @Test("select an item, Delete, Ctrl+Z: exactly the original ids in order, the item selected again; Ctrl+Shift+Z deletes it again, Ctrl+Z brings it back")
    func deleteUndo() throws {
        let app = try XvfbWindowTests.App()
        // item-1, the second cell of the first row (1280 × 800 window).
        let up = try app.send(["mousemove", "200", "100", "click", "1"], until: .pointer("up"))
        try app.letRun(clickResolves, after: up)
        let delete = try app.send(["key", "Delete"], until: .key("delete"))
        try app.letRun(CollectionView.updateAnimationDuration, after: delete)
        var undo = try app.send(["key", "ctrl+z"], until: .key("z"))
        try app.letRun(CollectionView.updateAnimationDuration, after: undo)
        let redo = try app.send(["key", "ctrl+shift+z"], until: .key("z"), count: 1)
        try app.letRun(CollectionView.updateAnimationDuration, after: redo)
        undo = try app.send(["key", "ctrl+z"], until: .key("z"), count: 1)
        try app.letRun(CollectionView.updateAnimationDuration, after: undo)
        let state = try app.quit()
        #expect(try ids(state) == allItems)
        #expect(state["selected"] as? [String] == ["item-1"])
        #expect(state["undo"] as? [String: Int] == ["undoable": 0, "redoable": 1])
    }
}
