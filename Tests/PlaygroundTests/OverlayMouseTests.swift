import ArgumentParser
import Foundation
import LayoutCore
import Renderer
import Testing

@testable import Playground

/// The edit menu and the overlays with the mouse (issue 13), in-process and headless: events go through the app's
/// own input path (`apply`), frames are stepped at 1/60 s, and what the user sees is read back from the display
/// list, the app's state or the drawn pixels.
@Suite("Overlays with the mouse", .serialized)
struct OverlayMouseTests {
    /// A headless app after one frame.
    private func app(_ arguments: [String], size: String = "800x600") throws -> PlaygroundApp {
        let app = try PlaygroundApp(options: try PlaygroundOptions.parse(["--headless", "--size", size] + arguments))
        app.frame(now: .zero, present: false)
        return app
    }

    private final class Clock { var now = 0.0 }

    /// Sends a pointer event and draws a frame after it.
    private func send(_ app: PlaygroundApp, _ clock: Clock, _ phase: PointerEvent.Phase, _ p: Point, button: PointerEvent.Button = .primary) {
        clock.now += 1.0 / 60
        app.apply(.pointer(PointerEvent(phase, at: p, button: button, timestamp: Timestamp(seconds: clock.now))))
        app.frame(now: Timestamp(seconds: clock.now), present: false)
    }

    private func click(_ app: PlaygroundApp, _ clock: Clock, _ p: Point, button: PointerEvent.Button = .primary) {
        send(app, clock, .down, p, button: button)
        send(app, clock, .up, p, button: button)
    }

    /// Frames until time has moved on by `seconds` (animations land, a waiting click resolves).
    private func wait(_ app: PlaygroundApp, _ clock: Clock, _ seconds: Double) {
        let end = clock.now + seconds
        while clock.now < end {
            clock.now += 1.0 / 60
            app.frame(now: Timestamp(seconds: clock.now), present: false)
        }
    }

    private func windowFrame(_ app: PlaygroundApp, item: Int) throws -> Rect {
        let a = try #require(app.collectionView.layoutAttributesForItem(at: LayoutCore.IndexPath(item: item, section: 0)))
        let o = app.collectionView.contentOffset
        return a.frame.offsetBy(dx: -o.x, dy: -o.y)
    }

    /// The legend bar of an 800 × 600 window.
    private let legend = Rect(x: 0, y: 574, width: 800, height: 26)

    // MARK: Edit menu

    @Test("the menu opens upward over the legend bar's edge, never over its item; hover highlights a row, drawn blue")
    func menuAboveTheLegend() throws {
        let app = try app(["--layout", "flow"])
        let clock = Clock()
        // Item 27 ends 62 points above the legend bar: a two-row menu (56) does not fit below it with its gaps.
        let cell = try windowFrame(app, item: 27)
        #expect(cell == Rect(x: 413.59999999999997, y: 450, width: 129, height: 62))
        click(app, clock, Point(x: cell.midX, y: cell.midY), button: .secondary)
        let menu = try #require(app.interaction.menu)
        #expect(menu.placement == .above)
        #expect(menu.frame == Rect(x: 413.59999999999997, y: 388, width: 150, height: 56))
        #expect(!menu.frame.intersects(legend) && !menu.frame.intersects(cell))
        // The menu's items: shortcuts right-aligned in their rows, and the outline on the item it acts on.
        let items = MenuOverlay.items(menu)
        #expect(items.allSatisfy { !$0.frame.intersects(legend) })
        for row in menu.items {
            let shortcut = try #require(items.first { $0.appearance.text == row.action.shortcut })
            #expect(shortcut.frame.minY >= row.frame.minY && shortcut.frame.maxY <= row.frame.maxY)
            #expect(shortcut.frame.midX > row.frame.midX, "\(row.action.shortcut) in the row's right half")
        }
        let outline = try #require(items.first { $0.appearance.borderColor == MenuOverlay.targetColor })
        #expect(outline.frame == cell.insetBy(dx: -2, dy: -2))
        // Hover over the second row: it is the highlighted one, and drawn in the highlight colour.
        #expect(menu.highlightedIndex == nil)
        let copy = menu.items[1].frame
        send(app, clock, .move, copy.center, button: .none)
        #expect(app.interaction.menu?.highlightedIndex == 1)
        let pixel = app.screen.target.pixel(x: Int(copy.minX + 7), y: Int(copy.midY))
        #expect(abs(pixel.red - 0x2F / 255.0) < 0.02 && abs(pixel.green - 0x6F / 255.0) < 0.02 && abs(pixel.blue - 0xEB / 255.0) < 0.02,
                "highlight colour at the row: \(pixel)")
        send(app, clock, .move, Point(x: 20, y: 20), button: .none)
        #expect(app.interaction.menu?.highlightedIndex == nil, "off the menu: no row highlighted")
    }

    @Test("at the top of the window the menu opens below its item; the state file reports it")
    func menuBelow() throws {
        let app = try app(["--layout", "flow"])
        let clock = Clock()
        let cell = try windowFrame(app, item: 1)
        click(app, clock, Point(x: cell.midX, y: cell.midY), button: .secondary)
        let menu = try #require(app.interaction.menu)
        #expect(menu.placement == .below && menu.frame == Rect(x: cell.minX, y: cell.maxY + 6, width: 150, height: 56))
        let state = StateSnapshot.make(interaction: app.interaction, layoutName: "flow", itemIDs: app.document.itemIDs, enlargedIDs: [], frames: 1)
        let reported = try #require(state["menu"] as? [String: Any])
        #expect(reported["placement"] as? String == "below")
        #expect(reported["shortcuts"] as? [String] == ["Ctrl+X", "Ctrl+C"])
        #expect(reported["frame"] as? [Double] == [cell.minX, cell.maxY + 6, 150, 56])
    }

    // MARK: Parameter panel

    /// The panel's geometry as the app draws it now.
    private func panel(_ app: PlaygroundApp) throws -> ParameterPanel.Geometry {
        let area = try #require(app.parameterPanelArea)
        return app.overlays.parameterPanel.geometry(parameters: app.shelf.panelParameters, area: area)
    }

    private func value(_ app: PlaygroundApp, _ name: String) -> Double? { app.shelf.panelParameters.first { $0.name == name }?.value }

    @Test("a click on a slider sets the value at that spot, and the slider shows it: value text and knob")
    func sliderClick() throws {
        let app = try app(["--layout", "waterfall", "--show", "parameters"])
        let clock = Clock()
        let g = try panel(app)
        let index = try #require(app.shelf.panelParameters.firstIndex { $0.name == "columnCount" })
        let row = try #require(g.rows.first { $0.index == index })
        guard case .slider(let track, _) = row.control else { Issue.record("columns has no slider"); return }
        // Half way along 1…20 is 10.5: the step grid makes it 11.
        click(app, clock, Point(x: track.minX + track.width / 2, y: track.midY))
        #expect(value(app, "columnCount") == 11)
        #expect(app.overlays.parameterPanel.selectedRow == index, "the clicked row becomes the selected one")
        let drawn = app.overlays.parameterPanel.items(layoutName: "waterfall", parameters: app.shelf.panelParameters, area: try #require(app.parameterPanelArea))
        let shown = try #require(drawn.first { $0.appearance.text == "11" && abs($0.frame.minY - row.frame.minY) < row.frame.height })
        #expect(shown.frame.minX > track.maxX, "the value is written right of the slider")
        guard case .slider(_, let knob) = try panel(app).rows.first(where: { $0.index == index })?.control else { return }
        #expect(abs(knob.midX - (track.minX + 10.0 / 19 * track.width)) <= 0.5, "the knob sits at 11 on 1…20")
        wait(app, clock, 1)
        let state = StateSnapshot.make(interaction: app.interaction, layoutName: "waterfall", itemIDs: app.document.itemIDs, enlargedIDs: [], frames: 1)
        #expect((state["parameters"] as? [String: Any])?["columnCount"] as? Double == 11, "the layout in charge has 11 columns")
    }

    @Test("dragging a slider changes the layout live, animated; the release ends the drag")
    func sliderDrag() throws {
        let app = try app(["--layout", "waterfall", "--show", "parameters"])
        let clock = Clock()
        let g = try panel(app)
        let index = try #require(app.shelf.panelParameters.firstIndex { $0.name == "columnCount" })
        guard case .slider(let track, _) = try #require(g.rows.first { $0.index == index }).control else { return }
        send(app, clock, .down, Point(x: track.minX, y: track.midY))
        #expect(value(app, "columnCount") == 1)
        var seen: [Double] = []
        for f in stride(from: 0.1, through: 0.4, by: 0.1) {
            // The pointer leaves the row while dragging: the slider still follows it.
            send(app, clock, .move, Point(x: track.minX + f * track.width, y: track.midY + 40))
            seen.append(value(app, "columnCount") ?? -1)
            #expect(app.collectionView.isTransitioning, "each change animates")
        }
        #expect(seen == [3, 5, 7, 9], "1 + f × 19 on the step grid: \(seen)")
        send(app, clock, .up, Point(x: track.minX + 0.4 * track.width, y: track.midY + 40))
        send(app, clock, .move, Point(x: track.maxX, y: track.midY), button: .none)
        #expect(value(app, "columnCount") == 9 && app.overlays.parameterPanel.draggedRow == nil, "a move after the release changes nothing")
    }

    @Test("a switch flips, a segment chooses, the button copies as Swift")
    func switchesSegmentsButton() throws {
        let app = try app(["--layout", "flow", "--show", "parameters"], size: "1280x800")
        let clock = Clock()
        var g = try panel(app)
        let pin = try #require(app.shelf.panelParameters.firstIndex { $0.name == "pinHeaders" })
        guard case .toggle(let knob) = try #require(g.rows.first { $0.index == pin }).control else { Issue.record("no switch"); return }
        let before = try #require(value(app, "pinHeaders"))
        click(app, clock, knob.center)
        #expect(value(app, "pinHeaders") == 1 - before)
        g = try panel(app)
        let sizes = try #require(app.shelf.panelParameters.firstIndex { $0.name == LayoutShelf.itemSizesParameter })
        guard case .segments(let segments) = try #require(g.rows.first { $0.index == sizes }).control else { Issue.record("no segments"); return }
        #expect(segments.count == 3)
        click(app, clock, segments[1].center)
        #expect(app.shelf.itemSizesChoice == 1 && value(app, LayoutShelf.itemSizesParameter) == 1)
        click(app, clock, try panel(app).copyButton.center)
        #expect(app.overlays.toast.shown?.text.hasSuffix("the flow layout as Swift") == true, "\(app.overlays.toast.shown?.text ?? "no toast")")
    }

    @Test("a click on the panel never reaches the cell beneath it; nor with the inspector on")
    func clicksStayOnThePanel() throws {
        for inspector in [false, true] {
            let app = try app(["--layout", "flow", "--show", inspector ? "parameters,inspector" : "parameters"])
            let clock = Clock()
            let g = try panel(app)
            // A spot of the panel away from its controls (title, row titles) with a cell under it.
            let area = try #require(app.parameterPanelArea)
            let spots = stride(from: g.panel.minY + 4, to: g.panel.maxY - 4, by: 4).flatMap { y in
                stride(from: g.panel.minX + 4, to: g.panel.maxX - 4, by: 4).map { Point(x: $0, y: y) }
            }
            let p = try #require(spots.first { spot in
                let hit = app.overlays.parameterPanel.hit(at: spot, parameters: app.shelf.panelParameters, area: area)
                let passive = hit == .panel || { if case .row = hit { return true } else { return false } }()
                return passive && app.collectionView.indexPathForItem(atWindowPoint: spot) != nil
            }, "a cell under the panel")
            click(app, clock, p)
            wait(app, clock, 0.5)  // past the double-click window
            #expect(app.collectionView.indexPathsForSelectedItems.isEmpty)
            #expect(app.overlays.inspector.selectedKey == nil, "the inspector did not take the click either")
            // The same click beside the panel selects (or inspects) as before.
            // (Below the inspector's counts panel, at the top left.)
            click(app, clock, Point(x: 40, y: 470))
            wait(app, clock, 0.5)
            if inspector { #expect(app.overlays.inspector.selectedKey != nil) } else { #expect(app.collectionView.indexPathsForSelectedItems.count == 1) }
        }
    }

    @Test("the wheel over the panel scrolls the panel's rows, not the collection view; elsewhere it scrolls the content")
    func wheelOverThePanel() throws {
        let app = try app(["--layout", "waterfall", "--show", "parameters"], size: "800x400")
        let clock = Clock()
        let g = try panel(app)
        #expect(g.below > 0, "10 rows do not fit in 400 points")
        let offset = app.collectionView.contentOffset
        for _ in 0..<3 {
            clock.now += 0.05
            app.apply(.wheel(WheelEvent(dy: -1, location: g.panel.center, timestamp: Timestamp(seconds: clock.now))))
        }
        wait(app, clock, 1)
        #expect(app.collectionView.contentOffset == offset, "the content did not move")
        let scrolled = try panel(app)
        #expect(scrolled.above == min(3, g.below) && app.overlays.parameterPanel.scrollRow == scrolled.above)
        #expect(scrolled.rows.first?.index == scrolled.above, "the first row shown is the one scrolled to")
        clock.now += 0.05
        app.apply(.wheel(WheelEvent(dy: -1, location: Point(x: 100, y: 200), timestamp: Timestamp(seconds: clock.now))))
        wait(app, clock, 1)
        #expect(app.collectionView.contentOffset.y > offset.y, "beside the panel the wheel scrolls the content")
    }

    @Test("a row title stays on one line: as is when it fits, 2 points smaller, else cut with an ellipsis")
    func titlesFitOneLine() {
        #expect(ParameterPanel.fitted("columns", width: 120) == ("columns", 13))
        let long = ParameterPanel.fitted("column width (0 = by count)", width: 120)
        #expect(long.fontSize == 11 && long.text.hasSuffix("…") && long.text.hasPrefix("column width"))
        #expect(OverlayStyle.textWidth(long.text, fontSize: 11) <= 120)
    }

    // MARK: Overlays side by side

    @Test("help, inspector, parameter panel and HUD open at once never overlap each other or the legend bar",
          arguments: ["800x600", "1280x800", "640x480"])
    func overlaysApart(size: String) throws {
        let app = try app(["--layout", "flow", "--show", "help,inspector,parameters,hud"], size: size)
        let clock = Clock()
        // Inspect an element too: its attributes panel joins the counts panel.
        app.overlays.inspector.select(at: Point(x: 30, y: 300), in: app.collectionView)
        wait(app, clock, 0.1)
        let frames = app.overlays.frames
        #expect(Set(frames.keys) == Set(OverlayName.allCases))
        #expect(frames[.inspector]?.count == 2, "counts and attributes")
        let viewport = app.collectionView.viewportSize
        let bar = Rect(x: 0, y: viewport.height - Legend.height, width: viewport.width, height: Legend.height)
        let all = frames.flatMap { name, rects in rects.map { (name, $0) } }
        for (name, r) in all {
            #expect(!r.intersects(bar) && r.minX >= 0 && r.maxX <= viewport.width && r.minY >= 0, "\(name) \(r) in \(size)")
        }
        // From 800 × 600 up help fits beside the others; at 640 × 480 the inspector's two panels leave it too
        // little room, so help (asked for last, modal) covers them with an opaque panel.
        let helpCovers = viewport.width < 800
        for (i, a) in all.enumerated() {
            for b in all[(i + 1)...] where a.0 != b.0 && !(helpCovers && (a.0 == .help || b.0 == .help)) {
                #expect(!a.1.intersects(b.1), "\(a.0) \(a.1) and \(b.0) \(b.1) overlap in \(size)")
            }
        }
        // Help shows rows in every size.
        #expect((app.overlays.help.cached?.shown ?? 0) >= HelpOverlay.minimumRowsBesidePanels, "help shows \(app.overlays.help.cached?.shown ?? 0) rows in \(size)")
        let helpPanel = try #require(app.overlays.help.cached?.items.first)
        #expect(helpPanel.appearance.backgroundColor.alpha == (helpCovers ? 1 : OverlayStyle.panelBackground.alpha))
        if helpCovers {
            let inspected = try #require(frames[.inspector]?.last)
            #expect(helpPanel.frame.intersects(inspected) && helpPanel.zIndex > InspectorOverlay.panelTextZ)
        }
    }
}
