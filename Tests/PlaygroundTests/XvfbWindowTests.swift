import Foundation
import LayoutCore
import Testing

/// Real X input: Xvfb as the display, xdotool as the user. Each test starts both processes itself and stops
/// exactly those, by PID. Nothing sleeps: after each input the test waits (with a deadline) until the app's
/// recording shows it received it, and, where the next step needs an animation or the double-click window to be
/// over, until the app's own clock has passed that point; the state file is read after the app quits.
@Suite("Window under Xvfb", .serialized)
struct XvfbWindowTests {
    /// The playground running on a session's display, with its state file, recording and stdout.
    final class App {
        let session: XvfbSession
        let process: Process
        let directory: URL
        let statePath: String
        let outPath: String
        let recording: LiveRecording

        /// Starts the playground with a state file and a recording, and waits for its first frame (READY on
        /// stdout) and its window. The app runs in a fresh folder, so files it saves land there.
        init(extra: [String] = [], binary: String = ProcessRunner.playground) throws {
            session = try XvfbSession()
            directory = try ProcessRunner.temporaryDirectory()
            statePath = directory.appendingPathComponent("state.json").path
            outPath = directory.appendingPathComponent("out.txt").path
            recording = LiveRecording(path: directory.appendingPathComponent("session.jsonl").path)
            _ = FileManager.default.createFile(atPath: outPath, contents: nil)
            process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["--state-out", statePath, "--record", recording.path, "--software"] + extra
            var environment = session.environment
            environment["COLLECTION_PLAYGROUND_ASSETS"] = ProcessRunner.packageRoot + "/Assets"
            process.environment = environment
            process.currentDirectoryURL = directory
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
            process.standardError = FileHandle.standardError
            try process.run()
            guard ProcessRunner.wait(timeout: 30, { self.stdout.contains("READY") }) else {
                ProcessRunner.stop(process)
                throw XvfbSession.Failure("the app did not print READY after its first frame within 30 s")
            }
            guard (try? session.xdotool(["search", "--sync", "--onlyvisible", "--classname", "playground"])) != nil else {
                ProcessRunner.stop(process)
                throw XvfbSession.Failure("the window did not become visible within 20 s")
            }
        }

        deinit { ProcessRunner.stop(process) }

        var stdout: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }

        /// The app's window, found by its class (SDL names it after the executable): window names are UTF-8,
        /// which xdotool's name search cannot match in every locale.
        var windowID: String {
            get throws {
                let search = try session.xdotool(["search", "--onlyvisible", "--classname", "playground"])
                return try #require(search.stdout.split(separator: "\n").first.map(String.init), "no playground window")
            }
        }

        /// The window's title as window managers show it (_NET_WM_NAME, UTF-8).
        var title: String {
            guard let id = try? windowID, let xprop = ProcessRunner.which("xprop"),
                  let r = try? ProcessRunner.run(xprop, ["-id", id, "-notype", "_NET_WM_NAME"], environment: session.environment, timeout: 20)
            else { return "" }
            // _NET_WM_NAME = "Collection Playground — d.json •"
            guard let open = r.stdout.firstIndex(of: "\""), let close = r.stdout.lastIndex(of: "\""), open < close else { return "" }
            return String(r.stdout[r.stdout.index(after: open)..<close])
        }

        /// Sends input with xdotool and returns once the app has recorded `count` inputs of the kind given: the
        /// app time of the last of them.
        @discardableResult
        func send(_ args: [String], until input: LiveRecording.Input, count: Int = 1,
                  sourceLocation: SourceLocation = #_sourceLocation) throws -> Double {
            let start = recording.entries().count
            try session.xdotool(args)
            return try #require(recording.waitForInputs(input, count: count, after: start),
                                "the app did not record \(count) × \(input) after xdotool \(args.joined(separator: " "))",
                                sourceLocation: sourceLocation)
        }

        /// Returns once the app has drawn a frame `seconds` after app time `time` (an animation started then is over).
        func letRun(_ seconds: Double, after time: Double, sourceLocation: SourceLocation = #_sourceLocation) throws {
            try #require(recording.waitForFrame(atOrAfter: time + seconds),
                         "the app's clock did not reach \(time + seconds) s (last frame \(recording.lastFrameTime ?? -1))",
                         sourceLocation: sourceLocation)
        }

        /// Presses ctrl+Q, expects a clean exit and returns the state file.
        func quit(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
            try session.xdotool(["key", "ctrl+q"])
            try #require(ProcessRunner.wait(timeout: 15) { !self.process.isRunning }, "ctrl+Q quits", sourceLocation: sourceLocation)
            #expect(process.terminationStatus == 0, sourceLocation: sourceLocation)
            let data = try Data(contentsOf: URL(fileURLWithPath: statePath))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], sourceLocation: sourceLocation)
        }
    }

    /// Item ids in data order.
    private func ids(_ state: [String: Any]) throws -> [String] {
        try #require(state["sections"] as? [[String]]).flatMap { $0 }
    }

    private let allItems = (0..<240).map { "item-\($0)" }

    /// A click resolves once the double-click window has passed on the app's clock (the demo's double click
    /// enlarges an item, so a single click waits it out), plus a frame.
    private let clickResolves = CollectionViewInteraction.doubleClickInterval + 0.05

    // MARK: - Window, click, delete, scroll, switch, quit (one behaviour each)

    @Test("the app opens a window and shows a frame; ctrl+Q quits with status 0 and writes the state file")
    func opensAndQuits() throws {
        let app = try App()
        #expect(app.stdout.contains("READY frame=1 renderer=software"))
        let state = try app.quit()
        #expect((state["frames"] as? Int ?? 0) >= 1)
        #expect(state["layout"] as? String == "flow")
        #expect(try ids(state) == allItems)
        #expect(app.stdout.contains("state: \(app.statePath)"))
    }

    @Test("the window carries the app's icon (the 256×256 picture the desktop file names), read back from X")
    func windowIcon() throws {
        let app = try App()
        let id = try app.windowID
        let xprop = try #require(ProcessRunner.which("xprop"), "xprop is not installed; run 'make deps-test'")
        let icon = try ProcessRunner.run(xprop, ["-id", id, "-len", "8", "_NET_WM_ICON"], environment: app.session.environment, timeout: 20)
        // _NET_WM_ICON starts with the width and height; with -len 8 xprop names them and skips the pixels.
        #expect(icon.stdout.contains("Icon (256 x 256)"), "xprop: \(icon.stdout.prefix(120))")
        _ = try app.quit()
    }

    @Test("a click selects the item under the pointer and Delete deletes it, nothing else")
    func clickSelectsDeleteDeletes() throws {
        let app = try App()
        // The first cell (item-0, under the 40 pt header at the top left).
        let up = try app.send(["mousemove", "70", "100", "click", "1"], until: .pointer("up"))
        try app.letRun(clickResolves, after: up)
        let delete = try app.send(["key", "Delete"], until: .key("delete"))
        try app.letRun(CollectionView.updateAnimationDuration, after: delete)
        let state = try app.quit()
        let ids = try ids(state)
        #expect(ids.count == 239 && !ids.contains("item-0"), "the clicked item was deleted, nothing else")
        #expect(Set(ids) == Set(allItems.dropFirst()))
        #expect(state["selected"] as? [String] == [])
    }

    @Test("five wheel notches down over the window scroll the content down")
    func wheelScrolls() throws {
        let app = try App()
        try app.send(["mousemove", "640", "400", "click", "--repeat", "5", "--delay", "40", "5"], until: .wheel, count: 5)
        let state = try app.quit()
        let offset = try #require(state["contentOffset"] as? [Double])
        #expect(offset[0] == 0 && offset[1] > 0, "\(offset)")
        #expect(try ids(state) == allItems)
    }

    @Test("W, C and T switch layouts with animations, T retargeting C's mid-flight; the state names the tree, not compact")
    func layoutSwitches() throws {
        let app = try App()
        let w = try app.send(["key", "w"], until: .key("w"))
        try app.letRun(defaultTransitionDuration, after: w)
        let c = try app.send(["key", "c"], until: .key("c"))
        // A fifth of the way into the circle's animation (on the app's clock), switch again.
        try app.letRun(0.1, after: c)
        let t = try app.send(["key", "t"], until: .key("t"))
        try app.letRun(defaultTransitionDuration, after: t)
        let state = try app.quit()
        #expect(state["layout"] as? String == "tree")
        #expect((state["parameters"] as? [String: Any])?["compact"] as? Bool == false)
        #expect(Set(try ids(state)) == Set(allItems))
        #expect(state["problems"] as? [String] == [])
    }

    // MARK: - Selection, drag, pinch (one behaviour each)

    @Test("click then ctrl+click selects both items; M then switches to multiple selection and keeps them")
    func clickAndControlClickSelect() throws {
        let app = try App()
        // item-0, then item-1 (the demo's first row, under the 40 pt header).
        try app.send(["mousemove", "70", "100", "click", "1"], until: .pointer("up"))
        let up = try app.send(["keydown", "ctrl", "mousemove", "215", "100", "click", "1", "keyup", "ctrl"], until: .pointer("up"))
        try app.letRun(clickResolves, after: up)
        try app.send(["key", "m"], until: .key("m"))
        let state = try app.quit()
        #expect(state["selectionMode"] as? String == "multiple")
        #expect(Set(state["selected"] as? [String] ?? []) == ["item-0", "item-1"])
    }

    @Test("an item dragged to the bottom edge and held there auto-scrolls the content; the drop moves it, nothing lost")
    func dragHeldAtEdgeAutoScrolls() throws {
        let app = try App()
        // Press item-2, move past the drag threshold and on to the bottom edge …
        let atEdge = try app.send(["mousemove", "359", "100", "mousedown", "1", "mousemove", "359", "130", "mousemove", "359", "400",
                                   "mousemove", "359", "795"], until: .pointerAt("move", y: 795))
        // … hold it there for 1.5 s of the app's time, then drop.
        try app.letRun(1.5, after: atEdge)
        let up = try app.send(["mouseup", "1"], until: .pointer("up"))
        try app.letRun(defaultTransitionDuration, after: up)
        let state = try app.quit()
        let ids = try ids(state)
        #expect(ids.sorted() == allItems.sorted(), "a permutation: nothing lost or duplicated")
        #expect(ids.firstIndex(of: "item-2").map { $0 > 2 } == true, "item-2 was dragged further down: \(ids.prefix(6))")
        let offset = try #require(state["contentOffset"] as? [Double])
        #expect(offset[1] > 200, "auto-scroll moved the content: \(offset)")
        #expect(state["layout"] as? String == "flow")
    }

    @Test("click item-0, ctrl+click item-2, drag item-2 down and drop: both land together, in their order, as one undo step")
    func multiItemDrag() throws {
        let app = try App()
        try app.send(["mousemove", "70", "100", "click", "1"], until: .pointer("up"))
        let up = try app.send(["keydown", "ctrl", "mousemove", "359", "100", "click", "1", "keyup", "ctrl"], until: .pointer("up"))
        try app.letRun(clickResolves, after: up)
        // Press item-2 (one of the two selected) and drag it a few rows down; both ride along.
        let moved = try app.send(["mousemove", "359", "100", "mousedown", "1", "mousemove", "359", "130", "mousemove", "500", "300",
                                  "mousemove", "600", "420"], until: .pointerAt("move", y: 420))
        try app.letRun(0.5, after: moved)
        let drop = try app.send(["mouseup", "1"], until: .pointer("up"))
        try app.letRun(defaultTransitionDuration, after: drop)
        let state = try app.quit()
        let ids = try ids(state)
        #expect(ids.sorted() == allItems.sorted(), "a permutation: nothing lost or duplicated")
        let first = try #require(ids.firstIndex(of: "item-0"))
        #expect(first > 1, "they moved down: \(ids.prefix(12))")
        #expect(ids[first + 1] == "item-2", "together, in their order: \(ids[max(0, first - 2)..<min(ids.count, first + 4)])")
        #expect((state["undo"] as? [String: Int])?["undoable"] == 1, "one undo step")
    }

    @Test("two ctrl+wheel-up notches over the content pinch the items larger")
    func controlWheelPinches() throws {
        let app = try App()
        try app.send(["mousemove", "640", "300", "keydown", "ctrl", "click", "4", "click", "4", "keyup", "ctrl"], until: .wheel, count: 2)
        let state = try app.quit()
        #expect(state["layout"] as? String == "flow")
        let scale = (state["parameters"] as? [String: Any])?["itemScale"] as? Double ?? 1
        #expect(scale > 1.15, "the pinch enlarged the items: \(scale)")
    }

    // MARK: - Recording and resizing

    @Test("a recorded window session (clicks, a drag, wheel, keys, S) replays headless to the same state, every time")
    func recordReplay() throws {
        let app = try App()
        let dir = try ProcessRunner.temporaryDirectory()

        try app.send(["mousemove", "70", "100", "click", "1"], until: .pointer("up"))
        let moved = try app.send(["mousemove", "359", "100", "mousedown", "1", "mousemove", "359", "140", "mousemove", "600", "260"],
                                 until: .pointerAt("move", y: 260))
        try app.letRun(0.3, after: moved)
        try app.send(["mouseup", "1"], until: .pointer("up"))
        try app.send(["mousemove", "640", "400", "click", "--repeat", "3", "--delay", "40", "5"], until: .wheel, count: 3)
        // S saves a screenshot into the app's folder, likely while the momentum still runs; I opens the inspector.
        try app.send(["key", "s"], until: .key("s"))
        try #require(ProcessRunner.wait(timeout: 20) { app.stdout.contains("screenshot: ") }, "S prints where it saved")
        try app.send(["key", "i", "key", "w"], until: .key("w"))
        let live = try app.quit()

        let shotLine = try #require(app.stdout.split(separator: "\n").first { $0.hasPrefix("screenshot: ") && $0.contains("playground-") })
        let shotPath = String(shotLine.dropFirst("screenshot: ".count))
        #expect(shotPath.hasPrefix(app.directory.path) && shotPath.hasSuffix(".png"))
        let png = try Data(contentsOf: URL(fileURLWithPath: shotPath))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))

        let liveData = try Data(contentsOf: URL(fileURLWithPath: app.statePath))
        let replays = try (0..<2).map { n in
            try RecordedReplay.stateData(ofRecording: app.recording.path, out: dir.appendingPathComponent("replay-\(n).json").path)
        }
        #expect(replays[0] == replays[1], "replaying gives the same state JSON every time")
        #expect(liveData == replays[0], "the replay ends exactly where the session ended (byte-identical state JSON)")
        #expect(live["layout"] as? String == "waterfall")
        let replayed = try #require(try JSONSerialization.jsonObject(with: replays[0]) as? [String: Any])
        #expect(replayed["layout"] as? String == "waterfall")
        #expect(replayed["overlays"] as? [String] == ["inspector"])
        #expect(replayed["selected"] as? [String] == ["item-0"])
        let ids = try ids(replayed)
        #expect(ids.firstIndex(of: "item-2") != 2, "the drag moved item-2: \(ids.prefix(8))")
    }

    @Test("resizing the window continuously keeps the layout working: the state at exit matches the last size")
    func continuousResize() throws {
        let app = try App(extra: ["--layout", "waterfall"])
        let window = try app.windowID
        // Twenty sizes in quick succession, as a drag of the window's corner would give, while content scrolls.
        var sizes: [(Int, Int)] = []
        for i in 0..<20 { sizes.append((500 + (i * 37) % 700, 400 + (i * 53) % 380)) }
        for (n, (w, h)) in sizes.enumerated() {
            try app.session.xdotool(["windowsize", window, "\(w)", "\(h)"])
            if n % 5 == 0 { try app.session.xdotool(["mousemove", "200", "200", "click", "5"]) }
        }
        let last = (900, 600)
        try app.session.xdotool(["windowsize", window, "\(last.0)", "\(last.1)"])
        try #require(app.recording.waitForViewport(last), "the app laid out a frame at the last size")
        let state = try app.quit()
        #expect(state["bounds"] as? [Double] == [Double(last.0), Double(last.1)])
        #expect(state["problems"] as? [String] == [])
        let size = try #require(state["contentSize"] as? [Double])
        #expect(size[0] == Double(last.0), "the waterfall fills the new width")
        let cells = try #require(state["cells"] as? [[String: Any]])
        #expect(!cells.isEmpty)
        for cell in cells {
            let f = try #require(cell["frame"] as? [Double])
            #expect(f[0] >= 0 && f[0] + f[2] <= Double(last.0) + 0.001, "cells fit the new width: \(f)")
        }
    }
}
