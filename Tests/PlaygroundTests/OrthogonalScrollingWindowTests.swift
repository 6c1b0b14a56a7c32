import Foundation
import Testing

/// In the window, a compositional section that scrolls orthogonally scrolls on its own: a horizontal wheel over
/// it moves its row with its paging; a vertical wheel still scrolls the page. Driven by a hand-written recording.
@Suite("Orthogonal sections scroll in the window", .serialized)
struct OrthogonalScrollingWindowTests {
    /// The state after replaying one wheel over the catalog's row section (section 1) in a 400×700 window.
    func state(wheel: String) throws -> [String: Any] {
        try RecordedReplay.state(options: ["--layout", "compositional", "--items", "9", "--sections", "3"],
                                 lines: [#"{"frame": 0, "viewport": [400, 700]}"#, #"{"frame": 0.1}"#,
                                         #"{"wheel": \#(wheel), "at": [200, 450], "mods": [], "t": 0.2}"#, #"{"frame": 0.25}"#, #"{"frame": 0.3}"#,
                                         // The row glides to its page with the main axis's momentum: at rest well within 0.8 s.
                                         #"{"frame": 1.0}"#],
                                 in: try ProcessRunner.temporaryDirectory(), name: "wheel")
    }

    /// The state after replaying `wheels` (window point, notches right) over `Assets/layouts/app-store.json`, given
    /// alone with `--layout-file` (no `--layout`), in a 400×700 window.
    func layoutFileState(wheels: [(at: [Double], dx: Double)]) throws -> [String: Any] {
        let file = ProcessRunner.packageRoot + "/Assets/layouts/app-store.json"
        var lines = [#"{"frame": 0, "viewport": [400, 700]}"#, #"{"frame": 0.1}"#]
        for (k, wheel) in wheels.enumerated() {
            let t = 0.2 + Double(k)
            lines += [#"{"wheel": [\#(wheel.dx), 0], "at": [\#(wheel.at[0]), \#(wheel.at[1])], "mods": [], "t": \#(t)}"#,
                      #"{"frame": \#(t + 0.05)}"#, #"{"frame": \#(t + 0.9)}"#]
        }
        return try RecordedReplay.state(options: ["--layout-file", file, "--items", "30", "--sections", "3"], lines: lines,
                                        in: try ProcessRunner.temporaryDirectory(), name: "wheels")
    }

    @Test("a layout file's rows scroll: app-store.json's centred row by one group, its group-paging row by one group")
    func layoutFile() throws {
        // Section 0: a 44-point header, then groups 0.9 × 400 = 360 wide (centred), at y 44…304. Section 1, 24 below:
        // its header at 328, groups 0.45 × (400 − 2 × 16) wide and 12 apart from y 372.
        let s = try layoutFileState(wheels: [(at: [200, 150], dx: 1), (at: [200, 450], dx: 1)])
        #expect(s["layout"] as? String == "file", "--layout-file alone shows the file's layout")
        #expect(s["orthogonalOffsets"] as? [String: [Double]] == ["0": [360, 0], "1": [0.45 * 368 + 12, 0]])
        #expect(s["contentOffset"] as? [Double] == [0, 0])
        // Back over the first row: one group back, to 0, which the state file leaves out.
        let back = try layoutFileState(wheels: [(at: [200, 150], dx: 1), (at: [200, 150], dx: -1)])
        #expect(back["orthogonalOffsets"] as? [String: [Double]] == [:])
    }

    @Test("--layout-file alone opens the file's layout, headless and at once")
    func layoutFileAlone() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let out = dir.appendingPathComponent("s.json").path
        let file = ProcessRunner.packageRoot + "/Assets/layouts/app-store.json"
        let r = try ProcessRunner.run(ProcessRunner.playground, ["--layout-file", file, "--headless", "--size", "400x700", "--frames", "1",
                                                                  "--state-out", out])
        #expect(r.status == 0, "\(r.stderr)")
        let s = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
        #expect(s["layout"] as? String == "file")
        // The first row's first group: centred, (400 − 360) / 2 = 20 from the left, under the 44-point header; its
        // item inset 6 on each side.
        let first = (s["cells"] as? [[String: Any]])?.first { ($0["indexPath"] as? [Int]) == [0, 0] }
        #expect(first?["frame"] as? [Double] == [26, 44, 348, 260], "\(String(describing: first))")
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
