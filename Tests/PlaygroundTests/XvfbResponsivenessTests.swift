import Foundation
import Testing

/// Responsiveness at scale under Xvfb: a switch into a layout that shows every one of two million items must
/// not freeze the window. Timing means nothing in a debug build, so this runs the release binary
/// (`swift build -c release --product playground`, or PLAYGROUND_RELEASE_BIN) and is skipped without one.
@Suite("Window responsiveness at two million items", .serialized)
struct XvfbResponsivenessTests {
    static var releaseBinary: String? {
        let path = ProcessInfo.processInfo.environment["PLAYGROUND_RELEASE_BIN"]
            ?? ProcessRunner.packageRoot + "/.build/release/playground"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The app times of the recorded frames, in order.
    static func frameTimes(_ entries: [LiveRecording.Entry]) -> [Double] {
        entries.compactMap { ($0["frame"] as? NSNumber)?.doubleValue }
    }

    @Test("--items 2000000, then C: a key pressed during the switch is handled within 100 ms",
          .enabled(if: releaseBinary != nil, "needs a release build of playground"))
    func keyDuringCircleSwitch() throws {
        let app = try XvfbWindowTests.App(extra: ["--items", "2000000"], binary: try #require(Self.releaseBinary))
        let switched = try app.send(["key", "c"], until: .key("c"))
        // P (the HUD) while the circle animates in: it must be handled by a frame that follows the previous one
        // within 100 ms, and no frame of the switch may take longer (a key then would wait as long).
        let start = app.recording.entries().count
        let pressed = try app.send(["key", "p"], until: .key("p"))
        try app.letRun(0.6, after: switched)
        let entries = app.recording.entries()
        let keyIndex = try #require(entries.indices.dropFirst(start).first { entries[$0]["key"] as? String == "p" })
        let before = try #require(Self.frameTimes(Array(entries[..<keyIndex])).last)
        let after = try #require(Self.frameTimes(Array(entries[keyIndex...])).first)
        let during = Self.frameTimes(entries).filter { $0 >= switched && $0 <= switched + 0.6 }
        let gaps = zip(during.dropFirst(), during).map { $0 - $1 }
        // The figures the issue asks for, printed for the benchmark notes.
        print("xvfb-responsiveness: P handled \(Int((after - before) * 1000)) ms after the frame before; longest frame gap of the switch \(Int((gaps.max() ?? 0) * 1000)) ms over \(gaps.count) gaps; gaps over 100 ms (ms): \(gaps.filter { $0 > 0.1 }.map { Int($0 * 1000) })")
        // Bounded: the circle prepares in closed form (no item placed at the C press), the switch reads it
        // 50,000 cells a frame, and the landing takes over what the switch read (no query of 2,000,000 cells).
        #expect(pressed - switched < 0.5, "P arrived during the 0.5 s switch")
        #expect(after - before <= 0.1, "the frame handling P came \(Int((after - before) * 1000)) ms after the one before")
        #expect(gaps.allSatisfy { $0 <= 0.1 }, "frame gaps during the switch (s): \(gaps.filter { $0 > 0.1 })")
        // Both keys reached the app, in order (the app is stopped by its PID when `app` goes away: quitting
        // would wait on the same slow frames).
        #expect(pressed > switched)
    }
}
