import ArgumentParser

/// `playground bench`: release-mode benchmarks, one JSON object per line.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground bench",
        abstract: "Run the layout benchmarks (build with -c release) and print one JSON line per figure.",
        discussion: "Each line: {\"bench\": NAME, \"items\": N, \"median_ms\": x, \"runs\": k}. Medians over k runs after 2 warm-ups.")

    @Flag(name: .long, help: "Fewer items and runs: a smoke test of the benchmark itself, not a measurement.")
    var quick = false

    func run() throws {
        #if DEBUG
        if !quick { print("{\"warning\": \"debug build: figures are not representative; use swift build -c release\"}") }
        #endif
        for result in LayoutBenchmarks.run(quick: quick) { print(result.json) }
    }
}
