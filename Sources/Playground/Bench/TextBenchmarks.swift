import LayoutCore
import Renderer

/// The text benchmarks of `playground bench`: measuring and setting a screen of 300 labels never seen before
/// (every run new strings, so nothing comes from the cache), as a cell's label is set: one unwrapped measurement
/// and, when it does not fit, wrapping to at most 3 lines of a 152-point-wide cell.
/// `text.set.new_labels`: labels as the demo data makes them (a word or two and an item number; one in five in
/// Chinese, Japanese or Korean). `text.set.new_labels.mixed`: every label several words mixing all the scripts of
/// Assets/scripts.json (Hebrew, Arabic, emoji …), a worst case where each label is shaped run by run.
enum TextBenchmarks {
    static let labelsPerScreen = 300

    static func run(quick: Bool, fontPath: String) throws -> [LayoutBenchmarks.Result] {
        let typesetter = try Typesetter(fontPath: fontPath)
        let runs = quick ? 3 : 15
        let demo = ["Lemon", "Kumquat", "Bergamot", "Lagoon", "Coral reef", "Maple", "东京塔", "こんにちは", "서울 타워", "Larch"]
        let mixed = ["Kumquat", "Apple", "label", "東京", "こんにちは", "서울", "שלום", "مرحبا", "😀", "Ελληνικά", "line", "the"]
        var results: [LayoutBenchmarks.Result] = []
        for (name, words, perLabel) in [("text.set.new_labels", demo, 1), ("text.set.new_labels.mixed", mixed, 5)] {
            var round = 0
            func screen() -> [String] {
                round += 1
                return (0..<labelsPerScreen).map { i in
                    let count = perLabel == 1 ? 1 : 1 + (i % perLabel) * 2
                    return (0..<count).map { words[(i + $0 * 7) % words.count] }.joined(separator: " ") + " \(round * 1000 + i)"
                }
            }
            // Fallback fonts open on first use: a warm-up screen, as a running app has drawn one already.
            for label in screen() { _ = typesetter.set(label, fontSize: 14, maxWidth: .infinity, maxLines: 0) }
            // Every screen's strings made before timing: the row times setting labels, not building test strings.
            let screens = (0...runs).map { _ in screen() }
            var next = 0
            let times = Stopwatch.runs(runs, warmup: 1) {
                for label in screens[next] {
                    let one = typesetter.set(label, fontSize: 14, maxWidth: .infinity, maxLines: 0)
                    if one.size.width > 152 { _ = typesetter.set(label, fontSize: 14, maxWidth: 152, maxLines: 3) }
                }
                next += 1
            }
            results.append(LayoutBenchmarks.Result(name: name, items: labelsPerScreen, medianMilliseconds: Stopwatch.median(times), runs: runs))
        }
        return results
    }
}
