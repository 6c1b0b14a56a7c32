import LayoutCore

/// The diffable data source's figure in `playground bench` (issue 16: ≤ 20 ms): the difference between two
/// snapshots of 100,000 items in one section that differ in 1 % of positions, seeded (SplitMix64, 16): of
/// 1,000 distinct positions, a third have their item replaced by a new one (a delete and an insert), a third
/// have it deleted, and a third have it moved to a random place. Only `difference(from:)` is timed: building
/// the snapshots is the app's work, not the diff's.
enum DiffBenchmarks {
    static func run(quick: Bool) -> [LayoutBenchmarks.Result] {
        let runs = quick ? 3 : 15
        let n = 100_000
        let (old, new) = snapshots(items: n, changed: n / 100)
        var moves = 0
        let times = Stopwatch.runs(runs) { moves = new.difference(from: old).batchUpdate.movedItems.count }
        precondition(moves > 0, "the benchmark's snapshots differ by no move")
        return [LayoutBenchmarks.Result(name: "diffable.diff", items: n, medianMilliseconds: Stopwatch.median(times), runs: runs)]
            + edits(runs: runs)
    }

    /// The playground's own edits on the demo data at 10,000,000 items in 6 sections (`--items 10000000`), as
    /// snapshot edits plus the difference `apply` animates (the collection view's batch update is not timed):
    /// building the snapshot from the generated sections (`diffable.build10M`), a paste of one new, highest
    /// number mid-data (`diffable.paste10M`), that paste's undo (`diffable.pasteUndo10M`), a one-item delete
    /// (`diffable.delete10M`) and a move across the data, a drag's edit (`diffable.move10M`).
    static func edits(runs: Int) -> [LayoutBenchmarks.Result] {
        let n = 10_000_000
        let theme = DemoData.Theme(name: "bench", color: "#3B8EEA", words: ["item"])
        let sections = DemoData.generate(items: n, sections: 6, themes: [theme])
        var base = DocumentContents(sections: sections, history: EditHistory(), revision: 0).snapshot
        let build = Stopwatch.runs(runs, warmup: 0) {
            base = DocumentContents(sections: sections, history: EditHistory(), revision: 0).snapshot
        }
        let middle = sections[2].items[sections[2].items.count / 2], far = sections[4].items[7]
        let new = DemoItem(number: n, label: "New", color: middle.color, size: middle.size)
        var pasted = base
        func timed(_ name: String, _ edit: @escaping () -> Void) -> LayoutBenchmarks.Result {
            LayoutBenchmarks.Result(name: name, items: n, medianMilliseconds: Stopwatch.median(Stopwatch.runs(runs, warmup: 1, edit)), runs: runs)
        }
        var results = [LayoutBenchmarks.Result(name: "diffable.build10M", items: n, medianMilliseconds: Stopwatch.median(build), runs: runs)]
        results.append(timed("diffable.paste10M") {
            var s = base
            s.insertItems([new], afterItem: middle)
            precondition(s.difference(from: base).batchUpdate.insertedItems.count == 1, "the paste is not one insert")
            pasted = s
        })
        results.append(timed("diffable.pasteUndo10M") {
            var s = pasted
            s.deleteItems([new])
            precondition(s.difference(from: pasted).batchUpdate.deletedItems.count == 1, "the undo is not one delete")
        })
        results.append(timed("diffable.delete10M") {
            var s = base
            s.deleteItems([middle])
            precondition(s.difference(from: base).batchUpdate.deletedItems.count == 1, "the delete is not one delete")
        })
        results.append(timed("diffable.move10M") {
            var s = base
            s.moveItem(middle, afterItem: far)
            precondition(s.difference(from: base).batchUpdate.movedItems.count == 1, "the move is not one move")
        })
        return results
    }

    /// The two snapshots: items 0..<items, and the same with `changed` positions edited as described above.
    static func snapshots(items: Int, changed: Int) -> (DiffableDataSourceSnapshot<Int, Int>, DiffableDataSourceSnapshot<Int, Int>) {
        var rng = SplitMix64(seed: 16)
        var ids = Array(0..<items)
        var positions = Set<Int>()
        while positions.count < changed { positions.insert(Int(rng.next() % UInt64(items))) }
        var next = items
        var deleted = Set<Int>(), moved: [Int] = []
        for (k, p) in positions.sorted().enumerated() {
            switch k % 3 {
            case 0: ids[p] = next; next += 1
            case 1: deleted.insert(ids[p])
            default: moved.append(ids[p])
            }
        }
        let movedSet = Set(moved)
        ids.removeAll { deleted.contains($0) || movedSet.contains($0) }
        for id in moved { ids.insert(id, at: Int(rng.next() % UInt64(ids.count + 1))) }
        var old = DiffableDataSourceSnapshot<Int, Int>()
        old.appendSections([0])
        old.appendItems(Array(0..<items))
        var new = DiffableDataSourceSnapshot<Int, Int>()
        new.appendSections([0])
        new.appendItems(ids)
        return (old, new)
    }
}
