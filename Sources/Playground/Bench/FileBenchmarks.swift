import Foundation

/// Reading the playground's input files (issue: a 2,000,000-item data file loads in a few seconds). The file's
/// text is made in memory, the way a generator script writes one: a label per item, every tenth with a size,
/// every seventh with a color; the figure is parsing it into sections of items, labels measured.
enum FileBenchmarks {
    static func run(quick: Bool) -> [LayoutBenchmarks.Result] {
        let items = quick ? 20_000 : 2_000_000
        let text = Array(dataFile(items: items).utf8)
        let times = Stopwatch.runs(quick ? 1 : 3, warmup: 1) {
            do { _ = try DataFile.parse(text) } catch { fatalError("the generated data file did not parse: \(error)") }
        }
        // For the ratio in the same run: Foundation's JSONSerialization building its tree of the same text, which is
        // what the loader did before (without its field checks, so the ratio understates the gain).
        let data = Data(text)
        let tree = Stopwatch.runs(quick ? 1 : 3, warmup: 0) { _ = try? JSONSerialization.jsonObject(with: data) }
        return [LayoutBenchmarks.Result(name: "file.data.load", items: items, medianMilliseconds: Stopwatch.median(times),
                                        runs: times.count),
                LayoutBenchmarks.Result(name: "file.data.jsonserialization_tree", items: items,
                                        medianMilliseconds: Stopwatch.median(tree), runs: tree.count)]
    }

    static func dataFile(items: Int) -> String {
        var text = #"{"sections": ["#
        text.reserveCapacity(items * 40)
        let perSection = max(1, items / 20)
        for i in 0..<items {
            if i % perSection == 0 { text += (i == 0 ? "" : "]},") + #"{"title": "Part \#(i / perSection)", "items": ["# }
            else { text += "," }
            text += #"{"label": "Item \#(i)""#
            if i % 10 == 0 { text += #", "size": [\#(80 + i % 60), \#(50 + i % 30)]"# }
            if i % 7 == 0 { text += ##", "color": "#3B8EEA""## }
            text += "}"
        }
        return text + "]}]}"
    }
}
