import Foundation
import Testing

/// Writes a `w`×`h` 24-bit BMP of one color (the simplest image file there is, so thousands are quick to make).
private func bmp(width w: Int, height h: Int, rgb: (UInt8, UInt8, UInt8)) -> Data {
    let row = (w * 3 + 3) / 4 * 4, size = 54 + row * h
    func le(_ v: Int, _ n: Int) -> [UInt8] { (0..<n).map { UInt8((v >> (8 * $0)) & 0xFF) } }
    var b: [UInt8] = Array("BM".utf8) + le(size, 4) + le(0, 4) + le(54, 4)
    b += le(40, 4) + le(w, 4) + le(h, 4) + le(1, 2) + le(24, 2) + le(0, 4) + le(row * h, 4) + le(2835, 4) + le(2835, 4) + le(0, 4) + le(0, 4)
    let line = (0..<w).flatMap { _ in [rgb.2, rgb.1, rgb.0] } + [UInt8](repeating: 0, count: row - w * 3)
    for _ in 0..<h { b += line }
    return Data(b)
}

@Suite("Photos (--photos)", .serialized)
struct PhotosTests {
    private func run(_ extra: [String]) throws -> (state: [String: Any], stderr: String) {
        let dir = try ProcessRunner.temporaryDirectory()
        let state = dir.appendingPathComponent("state.json").path
        let r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--state-out", state, "--frames", "3"] + extra)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as? [String: Any]
        return (try #require(json), r.stderr)
    }

    @Test("Assets/photos: a section per folder, every format decoded in line, the truncated file reported once")
    func assetsPhotos() throws {
        let root = ProcessRunner.packageRoot + "/Assets/photos"
        let (state, stderr) = try run(["--photos", root])
        #expect(state["data"] as? String == "photos")
        #expect((state["sections"] as? [[String]])?.map(\.count) == [6, 8, 5])
        let images = try #require(state["images"] as? [String: Any])
        let line = "image '\(root)/formats/06-truncated.jpg' is truncated (the file ends before its JPEG data does)"
        #expect(images["failed"] as? [String] == [line])
        #expect((state["problems"] as? [String])?.contains(line) == true)
        #expect(stderr.components(separatedBy: line).count == 2)
        // Headless decodes in line: every visible photo but the broken one is decoded and cached, nothing pending.
        let cells = (state["cells"] as? [Any])?.count ?? 0
        #expect(cells > 10)
        #expect(images["decoded"] as? Int == cells - 1)
        #expect(images["cached"] as? Int == cells - 1)
        #expect(images["pending"] as? Int == 0)
        #expect((images["cacheBytes"] as? Int ?? 0) > 0)
    }

    @Test("bad photo options fail with one line naming the option and the fix, exit code 2")
    func badOptions() throws {
        let cases: [([String], String)] = [
            (["--photos", "/nonexistent-photos"], "--photos: '/nonexistent-photos' is not a folder; give a folder of images, e.g. --photos Assets/photos"),
            (["--photos", "Assets/photos", "--data", "demo"], "--photos and --data cannot be combined; the photos are the data"),
            (["--image-cache", "8"], "--image-cache: 8 MB is out of range; allowed: 16…4096"),
        ]
        for (arguments, message) in cases {
            let r = try ProcessRunner.run(ProcessRunner.playground, ["--headless"] + arguments)
            #expect(r.status == 2, "\(arguments)")
            #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
        }
    }

    @Test("headless runs with photos are identical every run, mid-transition included (decodes in line)")
    func deterministic() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        var shots: [Data] = [], states: [Data] = []
        for i in 0..<2 {
            let shot = dir.appendingPathComponent("shot\(i).png").path, state = dir.appendingPathComponent("state\(i).json").path
            let r = try ProcessRunner.run(ProcessRunner.playground, ["--headless", "--frames", "20", "--photos", "Assets/photos",
                                                                     "--switch-to", "waterfall", "--screenshot", shot, "--state-out", state])
            #expect(r.status == 0, "stderr: \(r.stderr)")
            shots.append(try Data(contentsOf: URL(fileURLWithPath: shot)))
            states.append(try Data(contentsOf: URL(fileURLWithPath: state)))
        }
        #expect(shots[0] == shots[1])
        #expect(states[0] == states[1])
        #expect(shots[0].count > 10_000)
    }

    @Test("a folder of 2,000 generated images in four subfolders works in every layout")
    func thousandsInEveryLayout() throws {
        let dir = try ProcessRunner.temporaryDirectory().appendingPathComponent("library")
        for folder in 0..<4 {
            let sub = dir.appendingPathComponent("album-\(folder)")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            for i in 0..<500 {
                let shade = UInt8(40 + (i * 7) % 200)
                try bmp(width: 8 + i % 5 * 2, height: 6 + i % 3 * 4, rgb: (shade, UInt8(60 * folder), 255 - shade))
                    .write(to: sub.appendingPathComponent(String(format: "img-%04d.bmp", i)))
            }
        }
        for layout in ["flow", "waterfall", "circle", "tree"] {
            let (state, _) = try run(["--photos", dir.path, "--layout", layout])
            #expect((state["sections"] as? [[String]])?.map(\.count) == [500, 500, 500, 500], "\(layout)")
            let images = try #require(state["images"] as? [String: Any])
            #expect(images["failed"] as? [String] == [], "\(layout)")
            #expect(images["pending"] as? Int == 0, "\(layout)")
            #expect((images["decoded"] as? Int ?? 0) > 0, "\(layout)")
        }
    }

    /// The state after a replay of `frames` frames with `--photos Assets/photos` and clicks at (90, 150) (the first
    /// photo, 01-png.png) at the frames given with their click counts.
    private func zoomRecording(frames: Int, clicks: [Int: Int]) throws -> [String: Any] {
        var lines = [#"{"frame": 0, "viewport": [1280, 800]}"#]
        for f in 1..<frames {
            let t = Double(f) / 60
            if let n = clicks[f] {
                for phase in ["down", "up"] {
                    lines.append(#"{"pointer": "\#(phase)", "button": "primary", "at": [90, 150], "mods": [], "clicks": \#(n), "t": \#(t)}"#)
                }
            }
            lines.append(#"{"frame": \#(t)}"#)
        }
        return try RecordedReplay.state(options: ["--photos", "Assets/photos"], lines: lines, in: try ProcessRunner.temporaryDirectory(),
                                        name: "zoom")
    }

    @Test("with --photos a double click opens the photo large (it does not enlarge the cell); a click closes it")
    func doubleClickZooms() throws {
        let opened = try zoomRecording(frames: 45, clicks: [6: 1, 12: 2])
        #expect(opened["zoomed"] as? String == "item-0")
        #expect(opened["enlarged"] as? [String] == [])
        let after = try zoomRecording(frames: 90, clicks: [6: 1, 12: 2, 50: 1])
        #expect(after["zoomed"] is NSNull)
        #expect(after["enlarged"] as? [String] == [])
    }
}
