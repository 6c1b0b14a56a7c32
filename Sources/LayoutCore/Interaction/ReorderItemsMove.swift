/// Several items moved together by one drag (a multi-item drag, as iOS drags a selection): the moved items leave
/// their places and land on consecutive places of `target.section`, from `target.item` on, in their original
/// relative order (index path order); the others keep their order and close the gaps. One item is UIKit's
/// moveItem(at:to:) (`ReorderMove`): `target` is where it is after the move. Maps index paths both ways in
/// O(log n) for n moved items, so a preview of a large selection costs what a single move costs.
struct ReorderItemsMove: Hashable {
    /// The moved items before the move, in index path order: they land in this order.
    let sources: [IndexPath]
    /// Where the first moved item is after the move (the others follow it).
    let target: IndexPath
    /// Per section, the moved items' indices there, ascending (for the O(log n) mappings).
    private let movedIndices: [Int: [Int]]
    /// Each moved item's rank in `sources`.
    private let ranks: [IndexPath: Int]
    /// The move of one item, when one moves: its O(1) arithmetic serves every mapping (previews ask per item, a
    /// million times for a large flow), with no table lookups.
    private let single: ReorderMove?

    /// The move of the items at `sources` (any order; duplicates count once) to consecutive places from `target`.
    init(sources: [IndexPath], target: IndexPath) {
        let sorted = Array(Set(sources)).sorted()
        self.sources = sorted
        self.target = target
        var indices: [Int: [Int]] = [:]
        var ranks: [IndexPath: Int] = [:]
        for (r, ip) in sorted.enumerated() {
            indices[ip.section, default: []].append(ip.item)
            ranks[ip] = r
        }
        movedIndices = indices
        self.ranks = ranks
        single = sorted.count == 1 ? ReorderMove(source: sorted[0], target: target) : nil
    }

    /// One item's move (UIKit's moveItem(at:to:)).
    init(_ move: ReorderMove) { self.init(sources: [move.source], target: move.target) }

    /// How many items move.
    var count: Int { sources.count }

    /// True when the item at `ip` (before the move) is one of the moved ones.
    func isMoved(_ ip: IndexPath) -> Bool { ranks[ip] != nil }

    /// The rank of a moved item among the moved ones (its offset from `target` after the move).
    func rank(of ip: IndexPath) -> Int? { ranks[ip] }

    /// True when `ip` (after the move) is one of the places the moved items land on.
    func isLandingPlace(_ ip: IndexPath) -> Bool {
        ip.section == target.section && ip.item >= target.item && ip.item < target.item + count
    }

    /// Moved items of `section` before index `item` (binary search).
    private func movedBefore(_ item: Int, inSection section: Int) -> Int {
        guard let list = movedIndices[section] else { return 0 }
        var lo = 0, hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid] < item { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Where the item that was at `ip` before the move is after it.
    func indexPathAfterMove(_ ip: IndexPath) -> IndexPath {
        if let single { return single.indexPathAfterMove(ip) }
        if let r = ranks[ip] { return IndexPath(item: target.item + r, section: target.section) }
        var p = ip
        p.item -= movedBefore(ip.item, inSection: ip.section)
        if p.section == target.section && p.item >= target.item { p.item += count }
        return p
    }

    /// Where the item that is at `ip` after the move was before it.
    func indexPathBeforeMove(_ ip: IndexPath) -> IndexPath {
        if let single { return single.indexPathBeforeMove(ip) }
        if isLandingPlace(ip) { return sources[ip.item - target.item] }
        // Its rank among the items that stay in its section…
        var rank = ip.item
        if ip.section == target.section && ip.item >= target.item + count { rank -= count }
        guard let list = movedIndices[ip.section] else { return IndexPath(item: rank, section: ip.section) }
        // …then the index whose count of staying items before it is that rank: the smallest k with
        // list[k] > rank + k (list[k] − k never decreases) says how many moved items come before it.
        var lo = 0, hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid] <= rank + mid { lo = mid + 1 } else { hi = mid }
        }
        return IndexPath(item: rank + lo, section: ip.section)
    }

    /// Items per section after the move, given the counts before it.
    func counts(after counts: [Int]) -> [Int] {
        var c = counts
        for (s, list) in movedIndices where c.indices.contains(s) { c[s] -= list.count }
        if c.indices.contains(target.section) { c[target.section] += count }
        return c
    }

    /// Items that stay in `section` (given the counts before the move).
    func staying(inSection section: Int, counts: [Int]) -> Int {
        counts.indices.contains(section) ? counts[section] - (movedIndices[section]?.count ?? 0) : 0
    }

    /// True when the moved items may land from `target` on, given the counts before the move: every source an
    /// existing item, and `target` a place among the items that stay in its section (from the first to just past
    /// the last). For one item this is `ReorderMove.isValid`.
    static func isValid(sources: [IndexPath], target: IndexPath, counts: [Int]) -> Bool {
        guard !sources.isEmpty, target.isItemPath, counts.indices.contains(target.section), target.item >= 0 else { return false }
        for s in sources {
            guard s.isItemPath, counts.indices.contains(s.section), s.item >= 0, s.item < counts[s.section] else { return false }
        }
        let move = ReorderItemsMove(sources: sources, target: target)
        return target.item <= move.staying(inSection: target.section, counts: counts)
    }

    /// The data source's moveItemAt calls that make this move, one per moved item, in order: each moved item in
    /// turn, first to last, goes just before the item that will follow the moved run (or to the end of the
    /// section when none will), so the run builds up in order in front of it and nothing placed earlier is
    /// displaced. Each call is (where the item is now, where it is after that call), as UIKit's moveItemAt means
    /// them; a call may move an item onto its own place (source == destination), as UIKit's drop does.
    /// O(n²) in the moved items.
    func dataSourceMoves(counts: [Int]) -> [ReorderMove] {
        // The item that will follow the run: the target.item-th staying item of the target section, if any.
        let staying = staying(inSection: target.section, counts: counts)
        var anchor: IndexPath? = target.item < staying
            ? indexPathBeforeMove(IndexPath(item: target.item + count, section: target.section)) : nil
        var counts = counts
        var positions = sources
        var moves: [ReorderMove] = []
        moves.reserveCapacity(count)
        for r in positions.indices {
            let from = positions[r]
            // Where the anchor is once `from` is taken out, or the end of the section.
            var to: IndexPath
            if let a = anchor {
                to = a
                if a.section == from.section && a.item > from.item { to.item -= 1 }
            } else {
                to = IndexPath(item: counts[target.section] - (from.section == target.section ? 1 : 0), section: target.section)
            }
            let move = ReorderMove(source: from, target: to)
            moves.append(move)
            counts = move.counts(after: counts)
            for k in (r + 1)..<positions.count { positions[k] = move.indexPathAfterMove(positions[k]) }
            anchor = anchor.map(move.indexPathAfterMove)
        }
        return moves
    }
}
