import ArgumentParser
import Foundation
import LayoutCore
import Renderer

/// The frame benchmarks of `playground bench`: each scene runs headless on SDL's software renderer for a fixed
/// number of frames with scripted input, in a child process of its own (so its peak memory is its own), and
/// prints one JSON line: frame-time percentiles split into model and draw, fps, views, peak RSS, renderer.
enum FrameBenchmarks {
    /// A scene: its data, its script and how long it runs.
    enum Scene: String, CaseIterable {
        case scroll, drag, transition, pinch, circle, pinch1M, scroll10M, photos, scrollSelfSizing

        var arguments: [String] {
            switch self {
            case .scroll: return ["--items", "1000000", "--sections", "100"]
            case .drag: return ["--items", "100000", "--sections", "10"]
            case .transition: return ["--items", "500", "--sections", "5"]
            case .pinch: return ["--items", "100000", "--sections", "10"]
            case .circle: return ["--items", "100000", "--sections", "20"]
            case .pinch1M: return ["--items", "1000000", "--sections", "100"]
            case .scroll10M: return ["--items", "10000000", "--sections", "1000"]
            // The folder is added by `run` (made there once); two decoding threads, as in the window.
            case .photos: return ["--image-workers", "2"]
            // Issue 14: the scroll scene with every cell sized to its label (the flow's self-sizing cells).
            case .scrollSelfSizing: return ["--items", "1000000", "--sections", "100"]
            }
        }
        /// Frames run before measuring: none for the circle, whose switch is what is measured; the self-sizing
        /// scroll's switch to self-sizing cells (0.5 s) lands before its measured scroll.
        var warmupFrames: Int {
            switch self {
            case .circle: return 2
            case .scrollSelfSizing: return 60
            default: return 30
            }
        }
        /// Frames measured: the circle's switch (0.5 s) then 5 s in it; ten seconds for the others.
        var measuredFrames: Int { self == .circle ? 330 : 600 }
    }

    /// Runs every scene in its own process and prints its line.
    static func runAll(quick: Bool) throws {
        for scene in Scene.allCases {
            var args = ["bench", "--frame-scene", scene.rawValue]
            if quick { args.append("--quick") }
            let out = try runChild(args)
            for line in out.split(separator: "\n") where line.hasPrefix("{") { print(line) }
        }
        print(try startup(runs: quick ? 2 : 7))
    }

    private static func runChild(_ args: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        p.arguments = args
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw PlaygroundError("bench: scene \(args) failed with status \(p.terminationStatus)", exitCode: 1) }
        return String(decoding: data, as: UTF8.self)
    }

    /// Time to the first frame: `playground --headless --frames 1` from launch to exit (an upper bound: it
    /// includes tearing down), median of several launches.
    static func startup(runs: Int) throws -> String {
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<runs {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            p.arguments = ["--headless", "--frames", "1"]
            p.standardOutput = FileHandle.nullDevice
            let d = clock.measure {
                try? p.run()
                p.waitUntilExit()
            }
            times.append(Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15)
        }
        return "{\"bench\": \"startup.first_frame\", \"median_ms\": \(round2(Stopwatch.median(times))), \"runs\": \(runs)}"
    }

    /// Runs one scene in this process and prints its line.
    static func run(_ scene: Scene, quick: Bool) throws {
        // From before the data is generated to the end of the first frame: what opening the app costs.
        let clock = ContinuousClock()
        var opened = clock.now
        var arguments = ["--headless"] + scene.arguments
        // PLAYGROUND_BENCH_ITEMS replaces the scene's item count (profiling a scene at another size, e.g. the
        // circle at 2,000,000); PLAYGROUND_BENCH_FRAMES prints every measured frame's parts to stderr.
        let environment = ProcessInfo.processInfo.environment
        if let items = environment["PLAYGROUND_BENCH_ITEMS"], let at = arguments.firstIndex(of: "--items") { arguments[at + 1] = items }
        let logsFrames = environment["PLAYGROUND_BENCH_FRAMES"] != nil
        if scene == .photos { arguments += ["--photos", try PhotoBenchmark.folder(count: PhotoBenchmark.imageCount(quick: quick))] }
        // The photos are made once, before the clock starts: opening the app is what is timed.
        if scene == .photos { opened = clock.now }
        let options = try PlaygroundOptions.parse(arguments)
        let app = try PlaygroundApp(options: options)
        let appearances = PhotoBenchmark.AppearanceCounter()
        app.timesUpdateCycle()
        let frames = quick ? min(60, scene.measuredFrames) : scene.measuredFrames
        var timings: [FrameTiming] = []
        var uploads: [Int] = []
        timings.reserveCapacity(frames)
        let dt = PlaygroundApp.frameInterval
        var firstFrame = 0.0
        for f in 0..<(scene.warmupFrames + frames) {
            let now = Timestamp(seconds: Double(f) * dt)
            let started = clock.now
            let t = app.frame(now: now) { script(scene, app: app, frame: f, now: now) }
            if f == 0 { firstFrame = FrameTiming.ms(clock.now - opened) }
            if f >= scene.warmupFrames { timings.append(t); uploads.append(app.images.uploadsThisFrame) }
            if logsFrames {
                let parts = [t.total, t.input, t.layout, t.viewUpdates, t.displayList, t.draw, t.present].map(round2)
                FileHandle.standardError.write(Data("frame \(f) total \(parts[0]) input \(parts[1]) layout \(parts[2]) views \(parts[3]) list \(parts[4]) draw \(parts[5]) present \(parts[6])\n".utf8))
            }
            if scene == .photos {
                // Paced in real time, as the window is: the workers decode while the frame waits for its next tick.
                if f >= scene.warmupFrames { appearances.record(app) }
                let spent = FrameTiming.ms(clock.now - started) / 1000
                if spent < dt { Thread.sleep(forTimeInterval: dt - spent) }
            }
        }
        let decodeSeconds = FrameTiming.ms(clock.now - opened) / 1000
        if scene == .scrollSelfSizing && app.shelf.itemSizesChoice != selfSizingChoice {
            throw PlaygroundError("bench: frame.scrollSelfSizing ran without self-sizing cells", exitCode: 1)
        }
        let total = timings.map(\.total).sorted()
        func pct(_ p: Double) -> Double { total[min(total.count - 1, Int((Double(total.count) * p).rounded(.up)) - 1)] }
        let mean = total.reduce(0, +) / Double(total.count)
        let fields: [(String, String)] = [
            ("bench", "\"frame.\(scene.rawValue)\""), ("frames", "\(timings.count)"),
            ("p50_ms", round2(pct(0.5))), ("p95_ms", round2(pct(0.95))), ("p99_ms", round2(pct(0.99))), ("max_ms", round2(total.last ?? 0)),
            ("model_p50_ms", round2(Stopwatch.median(timings.map(\.model)))), ("draw_p50_ms", round2(Stopwatch.median(timings.map(\.draw)))),
            ("input_p50_ms", round2(Stopwatch.median(timings.map(\.input)))), ("layout_p50_ms", round2(Stopwatch.median(timings.map(\.layout)))),
            ("views_p50_ms", round2(Stopwatch.median(timings.map(\.viewUpdates)))),
            ("list_p50_ms", round2(Stopwatch.median(timings.map(\.displayList)))),
            ("present_p50_ms", round2(Stopwatch.median(timings.map(\.present)))),
            ("first_frame_ms", round2(firstFrame)), ("summarized_cells", "\(app.collectionView.summarizedCellCount)"),
            ("quads", "\(app.collectionView.summaryQuadCount)"),
            ("fps", round2(1000 / max(mean, 1e-6))), ("live_views", "\(app.collectionView.liveViewCount)"),
            ("pooled_views", "\(app.collectionView.pooledViewCount)"), ("peak_rss_mb", round2(peakResidentMegabytes())),
            ("renderer", "\"\(app.rendererName)\""),
        ] + (scene == .photos ? PhotoBenchmark.slowFrameFields(timings: timings, uploads: uploads) + [
            ("images", "\(app.document.photoPaths.count)"), ("appeared", "\(appearances.appeared)"),
            ("placeholder_percent", round2(100 * Double(appearances.placeholders) / Double(max(1, appearances.appeared)))),
            ("decoded", "\(app.imageStatistics.decoded)"), ("decoded_per_s", round2(Double(app.imageStatistics.decoded) / max(1e-6, decodeSeconds))),
            ("cache_mb", round2(Double(app.imageStatistics.cacheBytes) / 1_048_576)),
        ] + PhotoBenchmark.throughputFields(paths: app.document.photoPaths.sorted { $0.key < $1.key }.map(\.value)) : [])
        print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
    }

    /// The flow's item-sizes choice in which cells size themselves to their labels.
    static let selfSizingChoice = LayoutShelf.itemSizesChoices.firstIndex(of: "self-sizing")!

    /// The scripted input of each scene, frame by frame.
    static func script(_ scene: Scene, app: PlaygroundApp, frame f: Int, now: Timestamp) {
        let cv = app.collectionView
        let centre = Point(x: cv.viewportSize.width / 2, y: cv.viewportSize.height / 2)
        switch scene {
        case .circle:
            // Into the circle at the first measured frame; then it stays on screen, every cell visible.
            if f == 2 { app.shelf.show(.circle) }
        case .scroll, .scroll10M, .scrollSelfSizing:
            // Self-sizing turned on first (its switch animates during the warm-up frames), as A A does.
            if scene == .scrollSelfSizing && f == 0 {
                app.shelf.setParameter(LayoutShelf.itemSizesParameter, to: Double(selfSizingChoice))
            }
            // Three wheel notches every 20 frames: continuous momentum scrolling down the million items.
            if f % 20 == 0 { app.interaction.handle(WheelEvent(dy: -3, location: centre, timestamp: now)) }
        case .drag:
            // Press a visible cell, drag it to the bottom edge, and hold it there: auto-scroll all the way.
            if f == 2 {
                cv.layoutIfNeeded()
                let target = cv.visibleLayoutAttributes.first { $0.category == .cell }
                let p = target.map { Point(x: $0.frame.midX - cv.contentOffset.x, y: $0.frame.midY - cv.contentOffset.y) } ?? centre
                app.interaction.handle(PointerEvent(.down, at: p, timestamp: now))
                app.interaction.handle(PointerEvent(.move, at: p + Point(x: 0, y: 20), timestamp: now))
            } else if f > 2 && f < 20 {
                let y = centre.y + (cv.viewportSize.height / 2 - 4 - centre.y) * Double(f - 2) / 17
                app.interaction.handle(PointerEvent(.move, at: Point(x: centre.x, y: y), timestamp: now))
            }
        case .transition:
            // Flow → circle → tree → flow, a new switch every 36 frames (0.6 s; each animates for 0.5 s).
            let order: [LayoutName] = [.circle, .tree, .flow]
            if f % 36 == 0 { app.shelf.show(order[(f / 36) % order.count]) }
        case .photos:
            // A fling of five screens (33 wheel notches of 120 points, 800-point screens) every 1.5 s.
            if f % 90 == 0 { app.interaction.handle(WheelEvent(dy: -33, location: centre, timestamp: now)) }
        case .pinch, .pinch1M:
            // A pinch notch every frame, growing for 40 frames then shrinking: a re-prepare every frame.
            let dy: Double = (f / 40) % 2 == 0 ? 0.25 : -0.25
            app.interaction.handle(WheelEvent(dy: dy, location: centre, modifiers: .control, timestamp: now))
        }
    }

    /// Peak resident memory of this process (VmHWM), in megabytes.
    static func peakResidentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kb = Double(line.split(separator: " ").dropFirst().first ?? "") else { return -1 }
        return kb / 1024
    }

    static func round2(_ v: Double) -> String { (Double(Int((v * 100).rounded())) / 100).compact }
}
