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
