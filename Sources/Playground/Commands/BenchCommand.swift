import ArgumentParser

/// `playground bench`: release-mode benchmarks, one JSON object per line.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground bench",
        abstract: "Run the layout benchmarks (build with -c release) and print one JSON line per figure.",
        discussion: "Layout lines: {\"bench\": NAME, \"items\": N, \"median_ms\": x, \"runs\": k}, medians over k runs after 2 warm-ups "
            + "(text.set.new_labels: measuring and setting a screen of 300 new labels; diffable.diff: the difference of two 100,000-item "
            + "snapshots that differ in 1 % of positions). "
            + "Frame lines: {\"bench\": \"frame.SCENE\", \"frames\", \"p50_ms\", \"p95_ms\", \"p99_ms\", \"max_ms\", \"model_p50_ms\", "
            + "\"draw_p50_ms\", the frame's parts (\"input_p50_ms\", \"layout_p50_ms\", \"views_p50_ms\", \"list_p50_ms\", \"present_p50_ms\"), "
            + "\"first_frame_ms\", \"summarized_cells\", \"fps\", \"live_views\", \"pooled_views\", \"peak_rss_mb\", \"renderer\"}, each scene in its own process, "
            + "headless on the software renderer; then {\"bench\": \"startup.first_frame\", \"median_ms\"}.")

    @Flag(name: .long, help: "Fewer items and runs: a smoke test of the benchmark itself, not a measurement.")
    var quick = false

    @Option(name: .long, help: ArgumentHelp("Only this group: layout, text, file, diff, frame, or compositional or selfsizing (parts of layout).", valueName: "group"))
    var only: String?

    @Option(name: [.customLong("frame-scene")], help: .hidden)
    var frameScene: String?

    func validate() throws {
        if let only, !["layout", "text", "file", "diff", "frame", "compositional", "selfsizing"].contains(only) {
            throw ValidationError("--only: '\(only)' is not a group; allowed: layout, text, file, diff, frame, compositional, selfsizing")
        }
        if let frameScene, FrameBenchmarks.Scene(rawValue: frameScene) == nil {
            throw ValidationError("--frame-scene: unknown scene '\(frameScene)'; allowed: \(FrameBenchmarks.Scene.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        if let scene = frameScene.flatMap(FrameBenchmarks.Scene.init(rawValue:)) {
            try FrameBenchmarks.run(scene, quick: quick)
            return
        }
        #if DEBUG
        if !quick { print("{\"warning\": \"debug build: figures are not representative; use swift build -c release\"}") }
        #endif
        if only == "compositional" {
            for result in CompositionalBenchmarks.run(items: quick ? 100_000 : 1_000_000, runs: quick ? 3 : 15) { print(result.json) }
        }
        if only == "selfsizing" {
            for result in SelfSizingBenchmarks.run(items: quick ? 100_000 : 1_000_000, runs: quick ? 3 : 15) { print(result.json) }
        }
        if only == nil || only == "layout" { for result in LayoutBenchmarks.run(quick: quick) { print(result.json) } }
        if only == nil || only == "text" {
            let font = try AssetLocator().fontPath(explicit: nil)
            for result in try TextBenchmarks.run(quick: quick, fontPath: font) { print(result.json) }
        }
        if only == nil || only == "file" { for result in FileBenchmarks.run(quick: quick) { print(result.json) } }
        if only == nil || only == "diff" { for result in DiffBenchmarks.run(quick: quick) { print(result.json) } }
        if only == nil || only == "frame" { try FrameBenchmarks.runAll(quick: quick) }
    }
}
