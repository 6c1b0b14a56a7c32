import Foundation
import Testing

@Suite("dump-layout", .serialized)
struct DumpLayoutTests {
    private func dump(_ caseJSON: String) throws -> ProcessRunner.Result {
        let dir = try ProcessRunner.temporaryDirectory()
        let path = dir.appendingPathComponent("case.json").path
        try caseJSON.write(toFile: path, atomically: true, encoding: .utf8)
        return try ProcessRunner.run(ProcessRunner.playground, ["dump-layout", "--input", path])
    }

    @Test("a flow case prints exact frames: header, justified cells, centred last line in a grid, footer")
    func flowCase() throws {
        // Width 320, insets 10 left/right → A = 300; 80-wide items: n = floor(310 / 90) = 3, gap = (300 − 240) / 2 = 30.
        let r = try dump("""
            {"width": 320, "height": 480, "sections": [{"items": [[80, 40], [80, 40], [80, 40], [80, 40]],
             "insets": {"top": 5, "left": 10, "bottom": 5, "right": 10}, "headerSize": [0, 30], "footerSize": [999, 20]}]}
            """)
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        // 30 header + 5 + 40 + 10 + 40 + 5 + 20 footer = 150.
        #expect(json["contentSize"] as? [Double] == [320, 150])
        let elements = try #require(json["elements"] as? [[String: Any]])
        let frames = elements.map { ($0["category"] as? String ?? "?", $0["frame"] as? [Double] ?? []) }
        #expect(frames.map(\.0) == ["header", "cell", "cell", "cell", "cell", "footer"])
        #expect(frames[0].1 == [0, 0, 320, 30])
        #expect(frames[1].1 == [10, 35, 80, 40])
        #expect(frames[2].1 == [120, 35, 80, 40])
        #expect(frames[3].1 == [230, 35, 80, 40])
        #expect(frames[4].1 == [10, 85, 80, 40], "the incomplete last line keeps the grid's first column")
        #expect(frames[5].1 == [0, 130, 320, 20], "footers span the width whatever width was given")
        #expect(elements[1]["kind"] == nil, "kind only for decoration and custom supplementary elements")
    }

    @Test("horizontal scrolling is accepted and transposes the roles")
    func horizontal() throws {
        let r = try dump(#"{"width": 320, "height": 100, "scrollDirection": "horizontal", "sections": [{"items": [[40, 40], [40, 40], [40, 40]]}]}"#)
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        // Column of height 100: n = floor(110 / 50) = 2 per column, gap 20; second column at x = 50.
        let frames = (json["elements"] as? [[String: Any]] ?? []).compactMap { $0["frame"] as? [Double] }
        #expect(frames == [[0, 0, 40, 40], [0, 60, 40, 40], [50, 0, 40, 40]])
        #expect(json["contentSize"] as? [Double] == [90, 100])
    }

    @Test("invalid input names the field and the problem, exit code 2",
          arguments: [
              (#"{"height": 480, "sections": []}"#, "width"),
              (#"{"width": 0, "height": 480, "sections": []}"#, "width"),
              (#"{"width": 320, "height": 480, "sections": [{"items": [[10, -1]]}]}"#, "sections[0].items[0]"),
              (#"{"width": 320, "height": 480, "sections": [{"items": [[10]]}]}"#, "sections[0].items[0]"),
              (#"{"width": 320, "height": 480, "sections": [{"items": [], "insets": {"top": "x"}}]}"#, "sections[0].insets.top"),
              (#"{"width": 320, "height": 480, "sections": [{"items": [], "headerSzie": [0, 10]}]}"#, "sections[0].headerSzie"),
              (#"{"width": 320, "height": 480, "scrollDirection": "diagonal", "sections": []}"#, "scrollDirection"),
              (#"{"width": 320, "height": 480}"#, "sections"),
              (#"{"width": 320, "#, "not valid JSON"),
          ])
    func invalid(input: String, field: String) throws {
        let r = try dump(input)
        #expect(r.status == 2)
        #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)")
        #expect(r.stderr.contains(field), "names \(field): \(r.stderr)")
    }

    @Test("the demo data dumps in the waterfall layout with section backgrounds, at the given size")
    func demoWaterfall() throws {
        let r = try ProcessRunner.run(ProcessRunner.playground,
                                      ["dump-layout", "--layout", "waterfall", "--items", "6", "--sections", "2", "--size", "640x480"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect((json["contentSize"] as? [Double])?.first == 640)
        let elements = try #require(json["elements"] as? [[String: Any]])
        #expect(elements.filter { $0["category"] as? String == "cell" }.count == 6)
        let backgrounds = elements.filter { $0["category"] as? String == "decoration" }
        #expect(backgrounds.count == 2)
        #expect(backgrounds.allSatisfy { $0["kind"] as? String == "sectionBackground" })
    }

    @Test("demo options are checked like the window's", arguments: [["--layout", "hexagon"], ["--size", "0x3"], ["--items", "x"], ["--to", "spiral"], ["--progress", "1.5"]])
    func demoOptionErrors(arguments: [String]) throws {
        let r = try ProcessRunner.run(ProcessRunner.playground, ["dump-layout"] + arguments)
        #expect(r.status == 2)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains(arguments[0]), "\(r.stderr)")
    }

    @Test("circle and tree dump the demo; a transition dump interpolates at --progress")
    func circleTreeTransition() throws {
        let circle = try ProcessRunner.run(ProcessRunner.playground, ["dump-layout", "--layout", "circle", "--items", "4", "--sections", "1", "--size", "400x300"])
        let c = try #require(try JSONSerialization.jsonObject(with: Data(circle.stdout.utf8)) as? [String: Any])
        // r = min(400, 300) / 2.5 = 120; 2·120 + 70 = 310 does not fit 300, so the content is 400×310 and the
        // circle is centred in it at (200, 155): item 0 centred at (320, 155), 70×70.
        let first = (c["elements"] as? [[String: Any]])?.first?["frame"] as? [Double]
        #expect(first == [285, 120, 70, 70])
        #expect(c["contentSize"] as? [Double] == [400, 310])
        let tree = try ProcessRunner.run(ProcessRunner.playground, ["dump-layout", "--layout", "tree"])
        let t = try #require(try JSONSerialization.jsonObject(with: Data(tree.stdout.utf8)) as? [String: Any])
        let elements = t["elements"] as? [[String: Any]] ?? []
        let cells = elements.filter { $0["category"] as? String == "cell" }
        let connectors = elements.filter { $0["category"] as? String == "supplementary" && $0["kind"] as? String == "connector" }
        // §6.1: one connector per parent (102 classes, 20 of them with subclasses), not one per edge (101).
        #expect(cells.count == 102 && connectors.count == 20, "one connector per parent of the class tree")
        // Every class but the root is reached by exactly one connector from the column before it: the connector's
        // frame ends at the class's left edge and spans its middle.
        func numbers(_ e: [String: Any], _ key: String) -> [Double] { e[key] as? [Double] ?? [] }
        for cell in cells where cell["section"] as? Int != 0 {
            let f = numbers(cell, "frame"), section = cell["section"] as? Int ?? -1
            let reaching = connectors.filter { c in
                let r = numbers(c, "frame")
                return c["section"] as? Int == section - 1 && r.count == 4 && r[0] + r[2] == f[0]
                    && r[1] <= f[1] + f[3] / 2 && f[1] + f[3] / 2 <= r[1] + r[3]
            }
            #expect(reaching.count == 1, "\(cell)")
        }
        let mid = try ProcessRunner.run(ProcessRunner.playground, ["dump-layout", "--layout", "flow", "--to", "circle", "--progress", "0.5",
                                                                  "--items", "4", "--sections", "1", "--size", "400x300"])
        let m = try #require(try JSONSerialization.jsonObject(with: Data(mid.stdout.utf8)) as? [String: Any])
        let header = (m["elements"] as? [[String: Any]])?.first { $0["category"] as? String == "header" }
        #expect(header?["alpha"] as? Double == 0.5, "the header exists only in flow and is half faded")
    }

    @Test("flow → waterfall at --progress 0.5: every header, footer and section background is at the midpoint of its two frames")
    func headersMoveInTransitionDump() throws {
        func elements(_ extra: [String]) throws -> [String: [Double]] {
            let r = try ProcessRunner.run(ProcessRunner.playground, ["dump-layout", "--items", "60", "--sections", "3", "--size", "900x600"] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            var out: [String: [Double]] = [:]
            for e in json["elements"] as? [[String: Any]] ?? [] where e["category"] as? String != "cell" {
                let name = "\(e["category"] ?? "")/\(e["kind"] ?? "")/\(e["section"] ?? "")"
                out[name] = e["frame"] as? [Double]
            }
            return out
        }
        let flow = try elements(["--layout", "flow"]), waterfall = try elements(["--layout", "waterfall"])
        let mid = try elements(["--layout", "flow", "--to", "waterfall", "--progress", "0.5"])
        #expect(flow.count == 9 && Set(flow.keys) == Set(waterfall.keys), "3 headers, 3 footers, 3 backgrounds in both")
        for (name, a) in flow {
            let b = try #require(waterfall[name])
            // Centre and size move linearly, so every edge is at the midpoint too.
            let expected = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2, (a[3] + b[3]) / 2]
            #expect(mid[name] == expected, "\(name): \(a) → \(b)")
        }
    }

    @Test("a missing input file is one line and exit code 2")
    func missingFile() throws {
        let r = try ProcessRunner.run(ProcessRunner.playground, ["dump-layout", "--input", "/nonexistent/case.json"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("/nonexistent/case.json"))
    }
}
