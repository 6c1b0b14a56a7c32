import Foundation
import Testing

@Suite("Headless runs", .serialized)
struct HeadlessRunTests {
    private func runHeadless(_ extra: [String] = []) throws -> (png: Data, state: [String: Any], stdout: String) {
        let dir = try ProcessRunner.temporaryDirectory()
        let shot = dir.appendingPathComponent("shot.png").path, state = dir.appendingPathComponent("state.json").path
        let r = try ProcessRunner.run(ProcessRunner.playground,
                                      ["--headless", "--frames", "30", "--screenshot", shot, "--state-out", state] + extra)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: shot))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as? [String: Any]
        return (png, try #require(json), r.stdout)
    }

    @Test("a headless run writes a PNG and a state file matching the schema")
    func schema() throws {
        let (png, state, stdout) = try runHeadless()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(stdout.contains("screenshot:") && stdout.contains("state:"))
        #expect(state["layout"] as? String == "flow")
        #expect(state["bounds"] as? [Double] == [1280, 800])
        #expect(state["contentOffset"] as? [Double] == [0, 0])
        let contentSize = try #require(state["contentSize"] as? [Double])
        #expect(contentSize[0] == 1280 && contentSize[1] > 800)
        let sections = try #require(state["sections"] as? [[String]])
        #expect(sections.count == 6)
        #expect(sections.flatMap { $0 } == (0..<240).map { "item-\($0)" })
        #expect(state["selected"] as? [String] == [])
        #expect((state["parameters"] as? [String: Any])?["itemWidth"] as? Double != nil)
        let cells = try #require(state["cells"] as? [[String: Any]])
        #expect(!cells.isEmpty)
        let first = try #require(cells.first)
        #expect(first["id"] as? String == "item-0")
        #expect(first["indexPath"] as? [Int] == [0, 0])
        let frame = try #require(first["frame"] as? [Double])
        #expect(frame.count == 4 && frame[1] >= 40, "below the 40 pt header")
        for cell in cells {
            let f = try #require(cell["frame"] as? [Double])
            #expect(f[1] + f[3] > 0 && f[1] < 800, "visible cells intersect the window")
        }
        let live = try #require(state["liveViews"] as? Int)
        #expect(live >= cells.count)
        #expect(state["pooledViews"] as? Int != nil)
        #expect(state["frames"] as? Int == 30)
    }

    @Test("headless output is byte-identical on every run")
    func deterministic() throws {
        let a = try runHeadless(["--items", "500"]), b = try runHeadless(["--items", "500"])
        #expect(a.png == b.png)
    }

    @Test("--items and --sections shape the data")
    func dataShape() throws {
        let (_, state, _) = try runHeadless(["--items", "10", "--sections", "3", "--size", "640x480"])
        let sections = try #require(state["sections"] as? [[String]])
        #expect(sections.map(\.count) == [4, 3, 3])
        #expect(state["bounds"] as? [Double] == [640, 480])
    }
}

@Suite("Benchmarks", .serialized)
struct BenchmarkSmokeTests {
    @Test("a frame scene prints every figure the frame benchmark promises")
    func frameScene() throws {
        let r = try ProcessRunner.run(ProcessRunner.playground, ["bench", "--frame-scene", "transition", "--quick"])
        #expect(r.status == 0, "\(r.stderr)")
        let line = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix("{") })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(json["bench"] as? String == "frame.transition")
        for key in ["frames", "p50_ms", "p95_ms", "p99_ms", "max_ms", "model_p50_ms", "draw_p50_ms", "fps", "live_views", "pooled_views",
                    "peak_rss_mb", "renderer"] {
            #expect(json[key] != nil, "has \(key)")
        }
        #expect(json["renderer"] as? String == "software")
        #expect((json["p50_ms"] as? Double ?? 0) > 0)
    }

    @Test("bad benchmark options are one line and exit code 2", arguments: [["--only", "gpu"], ["--frame-scene", "spin"]])
    func badOptions(arguments: [String]) throws {
        let r = try ProcessRunner.run(ProcessRunner.playground, ["bench"] + arguments)
        #expect(r.status == 2)
        #expect(r.stderr.split(separator: "\n").count == 1)
    }
}
