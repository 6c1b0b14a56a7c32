import ArgumentParser
import Foundation
import LayoutCore
import Renderer
import Testing

@testable import Playground

/// No items (`--items 0`, a data file without items): a short message in the middle of every layout, never a
/// blank window. Drawn in-process headless and read back pixel by pixel.
@Suite("Empty state", .serialized)
struct EmptyStateTests {
    /// The empty-state message's items as the app draws them now.
    func emptyStateItems(_ app: PlaygroundApp, _ viewport: Size) -> [DisplayItem] {
        EmptyState.items(EmptyState.message(for: app.document), viewport: viewport, bottomInset: app.overlays.showsLegend ? Legend.height : 0)
    }

    /// A headless 600×400 app after one frame.
    private func app(_ arguments: [String]) throws -> PlaygroundApp {
        let app = try PlaygroundApp(options: try PlaygroundOptions.parse(["--headless", "--size", "600x400"] + arguments))
        app.frame(now: .zero, present: false)
        return app
    }

    /// Pixels brighter than the dark background (text), inside and outside a rect of the window.
    private func brightPixels(_ app: PlaygroundApp, inside rect: Rect) -> (inside: Int, outside: Int) {
        var inside = 0, outside = 0
        // Above the legend bar (26 pt at the bottom), every other pixel.
        for y in stride(from: 0, to: 374, by: 2) {
            for x in stride(from: 0, to: 600, by: 2) {
                let c = app.screen.target.pixel(x: x, y: y)
                guard c.red + c.green + c.blue > 1.2 else { continue }
                if rect.contains(Point(x: Double(x), y: Double(y))) { inside += 1 } else { outside += 1 }
            }
        }
        return (inside, outside)
    }

    @Test("--items 0 in flow, circle and waterfall, and an empty data file in the tree: the message, centred, and nothing else")
    func message() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let empty = dir.appendingPathComponent("empty.json").path
        try #"{"sections": [{"title": "A", "items": []}]}"#.write(toFile: empty, atomically: true, encoding: .utf8)
        let runs = [["--items", "0", "--layout", "flow"], ["--items", "0", "--layout", "circle"], ["--items", "0", "--layout", "waterfall"],
                    ["--data", empty, "--layout", "tree"], ["--data", empty, "--layout", "flow"]]
        for arguments in runs {
            let app = try app(arguments)
            let items = emptyStateItems(app, Size(width: 600, height: 400))
            let frame = try #require(items.first?.frame, "\(arguments): a message")
            #expect(items.compactMap(\.appearance.text) == ["No items — press N to add one"])
            // Centred in the 600 × 374 above the legend.
            #expect(abs(frame.midX - 300) < 0.5 && abs(frame.midY - 187) < 0.5, "\(arguments): at \(frame)")
            let bright = brightPixels(app, inside: frame)
            #expect(bright.inside > 40, "\(arguments): the message's letters are drawn (\(bright.inside) bright pixels)")
            // Empty sections still draw their header and footer bands in flow, waterfall and a data file's flow; the
            // circle and the tree draw nothing else.
            if arguments.contains("circle") || arguments.contains("tree") {
                #expect(bright.outside == 0, "\(arguments): nothing else is drawn (\(bright.outside))")
            }
        }
    }

    @Test("N adds an item: the message goes; Ctrl+Z takes the item back: it returns")
    func messageGoesWithTheFirstItem() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let empty = dir.appendingPathComponent("empty.json").path
        try #"{"sections": [{"title": "A", "items": []}]}"#.write(toFile: empty, atomically: true, encoding: .utf8)
        let app = try app(["--data", empty])
        let viewport = Size(width: 600, height: 400)
        #expect(emptyStateItems(app, viewport).isEmpty == false)
        app.editor.insertItem()
        app.frame(now: Timestamp(seconds: 1), present: false)
        #expect(app.document.itemCount == 1 && emptyStateItems(app, viewport).isEmpty)
        app.editor.undo()
        app.frame(now: Timestamp(seconds: 2), present: false)
        #expect(app.document.itemCount == 0 && emptyStateItems(app, viewport).isEmpty == false)
        #expect(!app.library.hasUnsavedEdits(document: app.document), "undone back to the file as read")
    }
}
