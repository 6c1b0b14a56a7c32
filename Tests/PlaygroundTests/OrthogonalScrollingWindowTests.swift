import Foundation
import Testing

/// In the window, a compositional section that scrolls orthogonally scrolls on its own: a horizontal wheel over
/// it moves its row with its paging; a vertical wheel still scrolls the page. Driven by a hand-written recording.
@Suite("Orthogonal sections scroll in the window", .serialized)
struct OrthogonalScrollingWindowTests {
    /// The state after replaying one wheel over the catalog's row section (section 1) in a 400×700 window.
    func state(wheel: String) throws -> [String: Any] {
        let dir = try ProcessRunner.temporaryDirectory()
        let lines = [#"{"recording": "collection-playground", "version": 1, "options": ["--layout", "compositional", "--items", "9", "--sections", "3"]}"#,
                     #"{"frame": 0, "viewport": [400, 700]}"#, #"{"frame": 0.1}"#,
                     #"{"wheel": \#(wheel), "at": [200, 450], "mods": [], "t": 0.2}"#, #"{"frame": 0.25}"#, #"{"frame": 0.3}"#,
                     // The row glides to its page with the main axis's momentum: at rest well within 0.8 s.
                     #"{"frame": 1.0}"#]
        let recording = dir.appendingPathComponent("r.jsonl").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: recording, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("s.json").path
        let r = try ProcessRunner.run(ProcessRunner.playground, ["--replay", recording, "--headless", "--state-out", out])
        #expect(r.status == 0, "\(r.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
    }

    func frame(_ s: [String: Any], _ id: String) -> [Double]? {
        (s["cells"] as? [[String: Any]])?.first { $0["id"] as? String == id }?["frame"] as? [Double]
    }

    @Test("a horizontal notch pages the row by one group (groupPaging); the page does not move")
    func horizontal() throws {
        let s = try state(wheel: "[1, 0]")
        // Section 0 (3 items, one 260-tall group) ends at 324; the row section starts at 336, its header 40 and
        // top inset 8: cells at 388 (item inset 4). Groups 280 wide from 16; one page back: 16 − 280 + 4 = −260.
        #expect(frame(s, "item-3") == [-260, 388, 272, 152])
        #expect(frame(s, "item-4") == [20, 388, 272, 152])
        #expect(s["contentOffset"] as? [Double] == [0, 0])
        #expect(s["orthogonalOffsets"] as? [String: [Double]] == ["1": [280, 0]])
    }

    @Test("a vertical wheel over the row scrolls the page, not the row")
    func vertical() throws {
        let s = try state(wheel: "[0, -3]")
        #expect((s["contentOffset"] as? [Double]).map { $0[1] > 0 } == true, "\(s["contentOffset"] ?? "")")
        #expect(frame(s, "item-3")?.first == 20)
        #expect(s["orthogonalOffsets"] as? [String: [Double]] == [:])
    }
}
