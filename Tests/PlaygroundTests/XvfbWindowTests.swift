import Foundation
import Testing

/// Real X input: Xvfb as the display, xdotool as the user. The test starts both processes itself and stops
/// exactly those, by PID.
@Suite("Window under Xvfb", .serialized)
struct XvfbWindowTests {
    final class Session {
        let display: String
        let xvfb: Process
        init() throws {
            guard let xvfbPath = ProcessRunner.which("Xvfb") else {
                throw SessionError("Xvfb is not installed; run 'make test', which installs xvfb and xdotool")
            }
            guard let number = (90..<160).first(where: Self.isFree) else { throw SessionError("no free X display number in :90…:159") }
            display = ":\(number)"
            xvfb = Process()
            xvfb.executableURL = URL(fileURLWithPath: xvfbPath)
            xvfb.arguments = [display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
            xvfb.standardOutput = FileHandle.nullDevice
            xvfb.standardError = FileHandle.nullDevice
            try xvfb.run()
            // Ready once this server holds the lock (a stale socket may already be there) and has its socket.
            let pid = xvfb.processIdentifier
            guard ProcessRunner.wait(timeout: 10, {
                let lock = (try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8)) ?? ""
                return Int32(lock.trimmingCharacters(in: .whitespacesAndNewlines)) == pid
                    && FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            }) else {
                ProcessRunner.stop(xvfb)
                throw SessionError("Xvfb \(display) did not start within 10 s")
            }
        }
        deinit { ProcessRunner.stop(xvfb) }

        /// A display is free when no X server holds its lock: none there, or one left by a server that is gone
        /// (a killed Xvfb leaves its lock and socket behind; Xvfb itself replaces such stale ones).
        static func isFree(_ number: Int) -> Bool {
            guard let lock = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8) else {
                return !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
            }
            guard let pid = Int32(lock.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0 else { return false }
            return kill(pid, 0) != 0 && errno == ESRCH
        }

        var environment: [String: String] {
            var env = ProcessInfo.processInfo.environment
            env["DISPLAY"] = display
            env["SDL_VIDEODRIVER"] = nil
            return env
        }

        /// Runs xdotool with arguments against this display.
        @discardableResult
        func xdotool(_ args: [String]) throws -> ProcessRunner.Result {
            guard let path = ProcessRunner.which("xdotool") else { throw SessionError("xdotool is not installed; run 'make test'") }
            return try ProcessRunner.run(path, args, environment: environment, timeout: 20)
        }
    }

    struct SessionError: Error, CustomStringConvertible { let description: String; init(_ d: String) { description = d } }

    /// Starts the playground on the session's display with a state file, and waits for its first frame and its
    /// window. The caller stops it (by PID) when done.
    /// `extra` arguments are added; the app runs in a fresh folder (`directory`), so files it saves land there.
    func launch(in session: Session, extra: [String] = []) throws -> (app: Process, statePath: String, directory: URL, outPath: String) {
        let dir = try ProcessRunner.temporaryDirectory()
        let statePath = dir.appendingPathComponent("state.json").path
        let outPath = dir.appendingPathComponent("out.txt").path
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        let app = Process()
        app.executableURL = URL(fileURLWithPath: ProcessRunner.playground)
        app.arguments = ["--state-out", statePath, "--software"] + extra
        var environment = session.environment
        environment["COLLECTION_PLAYGROUND_ASSETS"] = ProcessRunner.packageRoot + "/Assets"
        app.environment = environment
        app.currentDirectoryURL = dir
        app.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        app.standardError = FileHandle.standardError
        try app.run()
        let ready = ProcessRunner.wait(timeout: 30) { ((try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "").contains("READY") }
        guard ready else {
            ProcessRunner.stop(app)
            throw SessionError("the app did not print READY after its first frame within 30 s")
        }
        let search = try session.xdotool(["search", "--sync", "--onlyvisible", "--name", "Collection Playground"])
        guard search.status == 0 else {
            ProcessRunner.stop(app)
            throw SessionError("the window did not become visible: \(search.stderr)")
        }
        return (app, statePath, dir, outPath)
    }

    @Test("the app opens a window, shows a frame, selects by click, deletes, scrolls, switches W → C → T and quits on ctrl+Q")
    func startScrollQuit() throws {
        let session = try Session()
        let (app, statePath, _, _) = try launch(in: session)
        defer { ProcessRunner.stop(app) }

        // Click the first cell (item-0, under the 40 pt header at the top left) and delete it.
        try session.xdotool(["mousemove", "70", "100", "click", "1"])
        _ = ProcessRunner.wait(timeout: 0.3) { false }
        try session.xdotool(["key", "Delete"])
        _ = ProcessRunner.wait(timeout: 0.8) { false }
        // Five notches down over the window, then let the momentum settle.
        try session.xdotool(["mousemove", "640", "400", "click", "--repeat", "5", "--delay", "40", "5"])
        _ = ProcessRunner.wait(timeout: 1.5) { false }
        // W, then C, then T: animated switches; the state file reports the layout shown at exit.
        try session.xdotool(["key", "w"])
        _ = ProcessRunner.wait(timeout: 0.8) { false }
        try session.xdotool(["key", "c"])
        _ = ProcessRunner.wait(timeout: 0.2) { false }
        try session.xdotool(["key", "t"])
        _ = ProcessRunner.wait(timeout: 1.0) { false }
        try session.xdotool(["key", "ctrl+q"])
        let exited = ProcessRunner.wait(timeout: 15) { !app.isRunning }
        try #require(exited, "ctrl+Q quits")
        #expect(app.terminationStatus == 0)

        let state = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: statePath))) as? [String: Any])
        #expect(state["layout"] as? String == "tree")
        #expect((state["parameters"] as? [String: Any])?["compact"] as? Bool == false)
        let ids = try #require(state["sections"] as? [[String]]).flatMap { $0 }
        #expect(ids.count == 239 && !ids.contains("item-0"), "the clicked item was deleted, nothing else")
        #expect(Set(ids) == Set((1..<240).map { "item-\($0)" }))
        #expect((state["frames"] as? Int ?? 0) >= 1)
    }

    @Test("real input: click, ctrl+click, drag held at the bottom edge, ctrl+wheel and a hotkey change the state as expected")
    func interaction() throws {
        let session = try Session()
        let (app, statePath, _, _) = try launch(in: session)
        defer { ProcessRunner.stop(app) }

        // Click item-0, then ctrl+click item-1 (the demo's first row, under the 40 pt header).
        try session.xdotool(["mousemove", "70", "100", "click", "1"])
        _ = ProcessRunner.wait(timeout: 0.2) { false }
        try session.xdotool(["keydown", "ctrl", "mousemove", "215", "100", "click", "1", "keyup", "ctrl"])
        _ = ProcessRunner.wait(timeout: 0.2) { false }
        // Drag item-2 to the bottom edge and hold there: the content auto-scrolls, then the drop moves it.
        try session.xdotool(["mousemove", "359", "100", "mousedown", "1", "mousemove", "359", "130", "mousemove", "359", "400",
                             "mousemove", "359", "795", "sleep", "1.5", "mouseup", "1"])
        _ = ProcessRunner.wait(timeout: 0.8) { false }
        // Pinch: two ctrl+wheel-up notches over the content.
        try session.xdotool(["mousemove", "640", "300", "keydown", "ctrl", "click", "4", "click", "4", "keyup", "ctrl"])
        _ = ProcessRunner.wait(timeout: 0.5) { false }
        // A hotkey: M switches to multiple selection.
        try session.xdotool(["key", "m"])
        _ = ProcessRunner.wait(timeout: 0.3) { false }
        try session.xdotool(["key", "ctrl+q"])
        try #require(ProcessRunner.wait(timeout: 15) { !app.isRunning })
        #expect(app.terminationStatus == 0)

        let state = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: statePath))) as? [String: Any])
        #expect(state["layout"] as? String == "flow")
        #expect(state["selectionMode"] as? String == "multiple")
        #expect(Set(state["selected"] as? [String] ?? []) == ["item-0", "item-1"])
        let ids = try #require(state["sections"] as? [[String]]).flatMap { $0 }
        #expect(ids.sorted() == (0..<240).map { "item-\($0)" }.sorted(), "a permutation: nothing lost or duplicated")
        #expect(ids.firstIndex(of: "item-2").map { $0 > 2 } == true, "item-2 was dragged further down: \(ids.prefix(6))")
        let offset = try #require(state["contentOffset"] as? [Double])
        #expect(offset[1] > 200, "auto-scroll moved the content: \(offset)")
        let scale = (state["parameters"] as? [String: Any])?["itemScale"] as? Double ?? 1
        #expect(scale > 1.15, "the pinch enlarged the items: \(scale)")
    }

    @Test("a recorded window session (clicks, a drag, wheel, keys, S) replays headless to the same state, every time")
    func recordReplay() throws {
        let session = try Session()
        let dir = try ProcessRunner.temporaryDirectory()
        let recording = dir.appendingPathComponent("session.jsonl").path
        let (app, statePath, appDir, outPath) = try launch(in: session, extra: ["--record", recording])
        defer { ProcessRunner.stop(app) }

        try session.xdotool(["mousemove", "70", "100", "click", "1"])
        _ = ProcessRunner.wait(timeout: 0.4) { false }
        try session.xdotool(["mousemove", "359", "100", "mousedown", "1", "mousemove", "359", "140", "mousemove", "600", "260",
                             "sleep", "0.3", "mouseup", "1"])
        _ = ProcessRunner.wait(timeout: 0.6) { false }
        try session.xdotool(["mousemove", "640", "400", "click", "--repeat", "3", "--delay", "40", "5"])
        _ = ProcessRunner.wait(timeout: 0.3) { false }
        // S saves a screenshot into the app's folder while the momentum still runs; I opens the inspector.
        try session.xdotool(["key", "s"])
        _ = ProcessRunner.wait(timeout: 0.5) { false }
        try session.xdotool(["key", "i", "key", "w"])
        _ = ProcessRunner.wait(timeout: 0.3) { false }
        try session.xdotool(["key", "ctrl+q"])
        try #require(ProcessRunner.wait(timeout: 15) { !app.isRunning })
        #expect(app.terminationStatus == 0)

        let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let shotLine = try #require(out.split(separator: "\n").first { $0.hasPrefix("screenshot: ") && $0.contains("playground-") })
        let shotPath = String(shotLine.dropFirst("screenshot: ".count))
        #expect(shotPath.hasPrefix(appDir.path) && shotPath.hasSuffix(".png"))
        let png = try Data(contentsOf: URL(fileURLWithPath: shotPath))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))

        let live = try Data(contentsOf: URL(fileURLWithPath: statePath))
        var replays: [Data] = []
        for n in 0..<2 {
            let replayState = dir.appendingPathComponent("replay-\(n).json").path
            let r = try ProcessRunner.run(ProcessRunner.playground, ["--replay", recording, "--headless", "--state-out", replayState])
            #expect(r.status == 0, "stderr: \(r.stderr)")
            replays.append(try Data(contentsOf: URL(fileURLWithPath: replayState)))
        }
        #expect(replays[0] == replays[1], "replaying gives the same state JSON every time")
        #expect(live == replays[0], "the replay ends exactly where the session ended (byte-identical state JSON)")
        let replayed = try #require(try JSONSerialization.jsonObject(with: replays[0]) as? [String: Any])
        #expect(replayed["layout"] as? String == "waterfall")
        #expect(replayed["overlays"] as? [String] == ["inspector"])
        #expect(replayed["selected"] as? [String] == ["item-0"])
        let ids = try #require(replayed["sections"] as? [[String]]).flatMap { $0 }
        #expect(ids.firstIndex(of: "item-2") != 2, "the drag moved item-2: \(ids.prefix(8))")
    }

    @Test("resizing the window continuously keeps the layout working: the state at exit matches the last size")
    func continuousResize() throws {
        let session = try Session()
        let (app, statePath, _, _) = try launch(in: session, extra: ["--layout", "waterfall"])
        defer { ProcessRunner.stop(app) }
        let search = try session.xdotool(["search", "--onlyvisible", "--name", "Collection Playground"])
        let window = try #require(search.stdout.split(separator: "\n").first.map(String.init))
        // Twenty sizes in quick succession, as a drag of the window's corner would give, while content scrolls.
        var sizes: [(Int, Int)] = []
        for i in 0..<20 { sizes.append((500 + (i * 37) % 700, 400 + (i * 53) % 380)) }
        for (n, (w, h)) in sizes.enumerated() {
            try session.xdotool(["windowsize", window, "\(w)", "\(h)"])
            if n % 5 == 0 { try session.xdotool(["mousemove", "200", "200", "click", "5"]) }
        }
        let last = (900, 600)
        try session.xdotool(["windowsize", window, "\(last.0)", "\(last.1)"])
        _ = ProcessRunner.wait(timeout: 1.0) { false }
        try session.xdotool(["key", "ctrl+q"])
        try #require(ProcessRunner.wait(timeout: 15) { !app.isRunning })
        #expect(app.terminationStatus == 0)
        let state = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: statePath))) as? [String: Any])
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
