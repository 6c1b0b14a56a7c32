import Foundation
import LayoutCore
import Testing
@testable import Playground

/// `--layout-file` with a real window: an editor's save (a new file renamed over the old one) reloads the layout
/// within a second, animated; a save that does not parse keeps the last good layout and names the field.
@Suite("Layout files under Xvfb", .serialized)
struct XvfbLayoutFileTests {
    /// One section per data section: groups of `perRow` equal items, 100 pt high, 16 pt side insets.
    static func layout(perRow: Int, widthKey: String = "fractionalWidth") -> String {
        #"{"layout": "compositional", "sections": [{"group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "subitems": [{"size": {"width": {"\#(widthKey)": \#(1.0 / Double(perRow))}, "height": {"fractionalHeight": 1}}}], "count": \#(perRow)}, "contentInsets": {"top": 0, "leading": 16, "bottom": 0, "trailing": 16}}]}"#
    }

    /// Saves as editors do: the new text in a file beside it, renamed over the old one.
    private func save(_ text: String, to path: String) throws {
        let temporary = path + ".tmp"
        try text.write(toFile: temporary, atomically: false, encoding: .utf8)
        #expect(rename(temporary, path) == 0)
    }

    @Test("a save reloads the layout file within a second and animates to it; a broken save keeps the last good layout and names the field")
    func liveReload() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let file = dir.appendingPathComponent("grid.json").path
        try Self.layout(perRow: 2).write(toFile: file, atomically: false, encoding: .utf8)
        let app = try XvfbWindowTests.App(extra: ["--layout-file", file, "--layout", "file"])

        let saved = Date()
        try save(Self.layout(perRow: 4), to: file)
        #expect(ProcessRunner.wait(timeout: 10) { app.stdout.contains("layout file reloaded: \(file)") }, "the save was seen")
        let seenAfter = Date().timeIntervalSince(saved)
        #expect(seenAfter < 1, "seen \(seenAfter) s after the save")
        // Let the switch animation finish on the app's clock, then save a broken file.
        let t = try #require(app.recording.lastFrameTime)
        try app.letRun(1, after: t)
        try save(Self.layout(perRow: 3, widthKey: "fractionalWidht"), to: file)
        let t2 = try #require(app.recording.lastFrameTime)
        try app.letRun(1, after: t2)
        let state = try app.quit()

        #expect(state["layout"] as? String == "file")
        let layoutFile = try #require(state["layoutFile"] as? [String: Any])
        let error = try #require(layoutFile["error"] as? String)
        #expect(error.contains("sections[0].group.subitems[0].size.width") && error.contains("fractionalWidth"), "\(error)")
        // Four items a row (the good save), not two (the start) nor three (the broken save): 1280 − 32 wide.
        let cells = try #require(state["cells"] as? [[String: Any]])
        let frames = cells.compactMap { $0["frame"] as? [Double] }
        let first = try #require(frames.first)
        #expect(first == [16, first[1], 312, 100], "\(first)")
        #expect(frames.filter { $0[1] == first[1] }.count == 4, "four items on the first row")
    }

    @Test("a layout file that does not parse at start-up is one line naming the field, exit code 2")
    func badAtStart() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let file = dir.appendingPathComponent("bad.json").path
        try Self.layout(perRow: 2, widthKey: "fractionalWidht").write(toFile: file, atomically: false, encoding: .utf8)
        let r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--layout-file", file])
        #expect(r.status == 2 && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(r.stderr.contains("--layout-file: '\(file)': sections[0].group.subitems[0].size.width"), "\(r.stderr)")
    }
}
