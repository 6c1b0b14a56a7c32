import Foundation
import LayoutCore
import Testing
@testable import Playground

/// Saving edits with real X input: a drag-reorder, Ctrl+S, the "•" of unsaved edits in the title, and the
/// recovered file at quit. Waits poll the app's recording, stdout and window title; nothing sleeps.
@Suite("Saving edits under Xvfb", .serialized)
struct XvfbSavingTests {
    /// Two sections; every item 110×70 like the demo's (so the cells sit where the window tests expect them),
    /// some fields left out on purpose: Ctrl+S must leave them out again.
    static let original = ##"""
        {"sections": [
          {"title": "Fruit", "color": "#3B8EEA", "items": [
            {"label": "L0", "color": "#E53935", "size": [110, 70]},
            {"label": "L1", "size": [110, 70]},
            {"label": "L2", "color": "#43A047", "size": [110, 70]},
            {"label": "L3", "size": [110, 70]},
            {"label": "L4", "size": [110.5, 70.25]}]},
          {"items": [{"label": "L5", "color": "#FFAA0080"}, {"label": "Leek and potato"}]}
        ]}
        """##

    private func windowName(_ app: XvfbWindowTests.App) -> String { app.title }

    @Test("--data FILE: a drag then Ctrl+S writes FILE whole with the new order and every title, color and size as it was; • marks unsaved edits; quitting with unsaved edits keeps them in FILE.recovered.json")
    func dragSaveRecover() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let file = dir.appendingPathComponent("data.json").path
        try Self.original.write(toFile: file, atomically: false, encoding: .utf8)
        let before = try DataFile.parse(Self.original)
        let app = try XvfbWindowTests.App(extra: ["--data", file])
        #expect(ProcessRunner.wait(timeout: 20) { windowName(app) == "Collection Playground — data.json" }, "\(windowName(app))")

        // Drag L2 (item-2, at x 256…366, y 56…126) onto L0's place and drop it.
        let moved = try app.send(["mousemove", "310", "90", "mousedown", "1", "mousemove", "310", "120", "mousemove", "60", "92"],
                                 until: .pointerAt("move", y: 92))
        try app.letRun(0.3, after: moved)
        let up = try app.send(["mouseup", "1"], until: .pointer("up"))
        try app.letRun(0.6, after: up)
        #expect(ProcessRunner.wait(timeout: 20) { windowName(app).hasSuffix(" •") }, "unsaved: \(windowName(app))")

        try app.send(["key", "ctrl+s"], until: .key("s"))
        #expect(ProcessRunner.wait(timeout: 20) { app.stdout.contains("saved: \(file)") }, "Ctrl+S prints where it saved")
        #expect(ProcessRunner.wait(timeout: 20) { windowName(app) == "Collection Playground — data.json" }, "saved: \(windowName(app))")
        let savedText = try String(contentsOfFile: file, encoding: .utf8)
        let saved = try DataFile.parse(savedText)
        let labels = saved.flatMap { $0.items.map(\.label) }
        #expect(labels != before.flatMap { $0.items.map(\.label) }, "the drag changed the order: \(labels)")
        #expect(labels.sorted() == before.flatMap { $0.items.map(\.label) }.sorted(), "nothing lost")
        #expect(saved.map(\.title) == before.map(\.title) && saved.map(\.color) == before.map(\.color))
        // Every item keeps its color and size, wherever it went.
        let original = Dictionary(uniqueKeysWithValues: before.flatMap(\.items).map { ($0.label, $0) })
        for item in saved.flatMap(\.items) {
            let was = try #require(original[item.label])
            #expect(item.color.rgba8 == was.color.rgba8 && item.size == was.size, "\(item.label)")
        }
        // Fields the file left out stay out: the second section's title and L5's and the leek's sizes.
        #expect(!savedText.contains("Section 2") && savedText.contains(#"{"label": "Leek and potato"}"#), "\(savedText)")
        #expect(!FileManager.default.fileExists(atPath: DataLibrary.recoveryPath(for: file)))

        // An unsaved edit, then quit: the file stays as saved and the edit is kept beside it.
        let click = try app.send(["mousemove", "70", "100", "click", "1"], until: .pointer("up"))
        try app.letRun((CollectionViewInteraction.doubleClickInterval + 0.05), after: click)
        let delete = try app.send(["key", "Delete"], until: .key("delete"))
        try app.letRun(CollectionView.updateAnimationDuration, after: delete)
        #expect(ProcessRunner.wait(timeout: 20) { windowName(app).hasSuffix(" •") })
        let state = try app.quit()
        #expect(state["unsavedEdits"] as? Bool == true)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == savedText, "quitting never writes the file itself")
        let recovered = DataLibrary.recoveryPath(for: file)
        #expect(recovered == dir.appendingPathComponent("data.recovered.json").path)
        #expect(app.stdout.contains("unsaved edits kept in: \(recovered)"))
        let kept = try DataFile.load(recovered)
        #expect(kept.flatMap(\.items).count == 6 && kept.flatMap { $0.items.map(\.label) } == Array(labels.dropFirst()))
    }

    @Test("a save killed at any moment leaves the file whole: the old text or the new, never a mix", .timeLimit(.minutes(5)))
    func killedMidSave() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let file = dir.appendingPathComponent("big.json").path
        // 150,000 items (4 MB): writing and flushing take long enough that the poll sees the temporary file.
        let text = FileBenchmarks.dataFile(items: 150_000)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        let prefix = AtomicFile.temporaryPrefix(for: file)
        var killedInside = 0
        for round in 0..<4 {
            let app = try XvfbWindowTests.App(extra: ["--data", file])
            // Delete the first item so each save writes a new text (one item fewer than the file holds).
            let click = try app.send(["mousemove", "70", "100", "click", "1"], until: .pointer("up"))
            try app.letRun((CollectionViewInteraction.doubleClickInterval + 0.05), after: click)
            try app.send(["key", "Delete"], until: .key("delete"))
            let previous = try Data(contentsOf: URL(fileURLWithPath: file))
            try app.session.xdotool(["key", "ctrl+s"])
            // Kill as soon as the temporary file appears (the save is under way), or when the save is over.
            let folder = dir.path
            _ = ProcessRunner.wait(timeout: 30) {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                return names.contains { (folder + "/" + $0).hasPrefix(prefix) } || app.stdout.contains("saved: ")
            }
            if !app.stdout.contains("saved: ") { killedInside += 1 }
            kill(app.process.processIdentifier, SIGKILL)
            app.process.waitUntilExit()
            // A kill leaves the temporary file behind (the target is untouched); the next round must not see it.
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where (folder + "/" + name).hasPrefix(prefix) {
                try FileManager.default.removeItem(atPath: folder + "/" + name)
            }
            let now = try Data(contentsOf: URL(fileURLWithPath: file))
            let sections = try DataFile.parse([UInt8](now))
            let count = sections.reduce(0) { $0 + $1.items.count }
            let previousCount = try DataFile.parse([UInt8](previous)).reduce(0) { $0 + $1.items.count }
            #expect(now == previous || count == previousCount - 1, "round \(round): the file is the old one or the new one, whole")
        }
        #expect(killedInside > 0, "at least one kill landed inside a save")
    }
}
