import ArgumentParser
import Foundation
import LayoutCore
import Testing

@testable import Playground

/// The parameter panel with real X input (Xvfb as the display, xdotool as the user): a click on a slider sets the
/// value at that spot; a click and the wheel on the panel never reach the collection view beneath it.
@Suite("Overlays under Xvfb", .serialized)
struct XvfbOverlayTests {
    @Test("waterfall panel: a click at 3/4 of the columns slider sets 15; a click on the panel selects nothing; the wheel over it leaves the content where it was")
    func panelWithTheMouse() throws {
        let arguments = ["--layout", "waterfall", "--show", "parameters"]
        // The panel's geometry as the window (1280 × 800, the default size) draws it, from the same code in-process.
        let model = try PlaygroundApp(options: try PlaygroundOptions.parse(["--headless"] + arguments))
        model.frame(now: .zero, present: false)
        let area = try #require(model.parameterPanelArea)
        let parameters = model.shelf.panelParameters
        let geometry = model.overlays.parameterPanel.geometry(parameters: parameters, area: area)
        let index = try #require(parameters.firstIndex { $0.name == "columnCount" })
        guard case .slider(let track, _) = try #require(geometry.rows.first { $0.index == index }).control else {
            Issue.record("the columns row has no slider"); return
        }
        let x = Int((track.minX + 0.75 * track.width).rounded()), y = Int(track.midY)
        let expected = try #require(ParameterPanel.sliderValue(parameters[index], track: track, x: Double(x)))
        #expect(expected == 15, "1 + 0.75 × 19 on the step grid")
        // The panel's title line, right of the title: a passive spot of the panel (waterfall cells lie under it).
        let title = Point(x: geometry.panel.maxX - 30, y: geometry.panel.minY + 14)
        #expect(model.overlays.parameterPanel.hit(at: title, parameters: parameters, area: area) == .panel)
        #expect(model.collectionView.indexPathForItem(atWindowPoint: title) != nil, "a cell under \(title)")

        let app = try XvfbWindowTests.App(extra: arguments)
        let up = try app.send(["mousemove", "\(x)", "\(y)", "click", "1"], until: .pointer("up"))
        try app.letRun(CollectionView.updateAnimationDuration, after: up)
        let press = try app.send(["mousemove", "\(Int(title.x))", "\(Int(title.y))", "click", "1"], until: .pointer("up"))
        try app.letRun(CollectionViewInteraction.doubleClickInterval + 0.05, after: press)
        // Three wheel notches down over the panel.
        let wheel = try app.send(["click", "--repeat", "3", "--delay", "30", "5"], until: .wheel, count: 3)
        try app.letRun(1, after: wheel)
        let state = try app.quit()
        #expect((state["parameters"] as? [String: Any])?["columnCount"] as? Double == expected)
        #expect(state["selected"] as? [String] == [], "the click on the panel selected nothing")
        #expect(state["contentOffset"] as? [Double] == [0, 0], "the wheel over the panel did not scroll the content")
        let frames = try #require(state["overlayFrames"] as? [String: [[Double]]])
        let drawn = Rect(x: geometry.panel.minX, y: geometry.panel.minY, width: geometry.panel.width, height: geometry.panel.height)
        #expect(frames["parameters"] == [[drawn.minX, drawn.minY, drawn.width, drawn.height]], "the window drew the panel where the model put it")
    }

    @Test("right-click on an item just above the legend bar: the menu opens above it, clear of the bar and the item; hovering a row highlights it")
    func menuWithTheMouse() throws {
        // The model (1280 × 800, the window's default) names an item whose bottom is within 60 points of the legend
        // bar (774): a two-row menu (56 points, 6 from the item, 4 from the bar) has no room under it.
        let model = try PlaygroundApp(options: try PlaygroundOptions.parse(["--headless"]))
        model.frame(now: .zero, present: false)
        let o = model.collectionView.contentOffset
        let cells = model.collectionView.visibleLayoutAttributes.filter { $0.category == .cell }.map { $0.frame.offsetBy(dx: -o.x, dy: -o.y) }
        let cell = try #require(cells.filter { $0.maxY < 774 && $0.maxY > 774 - 60 && $0.minY > 100 }.min { $0.minX < $1.minX })
        let app = try XvfbWindowTests.App()
        let up = try app.send(["mousemove", "\(Int(cell.midX))", "\(Int(cell.midY))", "click", "3"], until: .pointer("up"))
        try app.letRun(0.05, after: up)
        // The Copy row (the second) of a menu above the item: 6 + 28 + 14 points above the item's top.
        let copyY = Int(cell.minY - 6 - 28 + 14)
        let move = try app.send(["mousemove", "\(Int(cell.minX) + 40)", "\(copyY)"], until: .pointer("move"))
        try app.letRun(0.05, after: move)
        let state = try app.quit()
        let menu = try #require(state["menu"] as? [String: Any], "the menu is open")
        let frame = try #require(menu["frame"] as? [Double])
        let itemFrame = try #require(menu["itemFrame"] as? [Double])
        #expect(menu["placement"] as? String == "above")
        #expect(frame == [cell.minX, cell.minY - 6 - 56, 150, 56], "above the item \(cell), lined up with it")
        #expect(abs(itemFrame[1] - cell.minY) < 1e-9 && abs(itemFrame[3] - cell.height) < 1e-9)
        #expect(frame[1] + frame[3] <= 774 && frame[1] + frame[3] <= cell.minY, "clear of the legend bar and the item")
        #expect(menu["highlighted"] as? String == "copy")
        #expect(menu["shortcuts"] as? [String] == ["Ctrl+X", "Ctrl+C"])
    }
}
