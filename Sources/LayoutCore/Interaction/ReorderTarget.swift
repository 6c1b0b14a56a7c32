/// One item moved from `source` to `target`, with UIKit's moveItem(at:to:) meaning: `target` is where the
/// item is after the move (the others close the gap it leaves and open one where it lands). Maps every index
/// path between the order before the move and the order after it in O(1).
public struct ReorderMove: Hashable, Sendable {
    /// Where the item is before the move.
    public var source: IndexPath
    /// Where the item is after the move.
    public var target: IndexPath

    /// The move of the item at `source` to `target` (UIKit: `moveItem(at:to:)`).
    public init(source: IndexPath, target: IndexPath) { self.source = source; self.target = target }

    /// Where the item that was at `ip` before the move is after it.
    public func indexPathAfterMove(_ ip: IndexPath) -> IndexPath {
        if ip == source { return target }
        var p = ip
        if p.section == source.section && p.item > source.item { p.item -= 1 }
        if p.section == target.section && p.item >= target.item { p.item += 1 }
        return p
    }

    /// Where the item that is at `ip` after the move was before it.
    public func indexPathBeforeMove(_ ip: IndexPath) -> IndexPath {
        if ip == target { return source }
        var p = ip
        if p.section == target.section && p.item > target.item { p.item -= 1 }
        if p.section == source.section && p.item >= source.item { p.item += 1 }
        return p
    }

    /// Items per section after the move, given the counts before it.
    public func counts(after counts: [Int]) -> [Int] {
        guard source.section != target.section else { return counts }
        var c = counts
        c[source.section] -= 1
        c[target.section] += 1
        return c
    }

    /// True when `target` is a place the item at `source` can move to, given the counts before the move: an
    /// existing item of its own section, or any place from the start to just past the end of another section.
    public static func isValid(source: IndexPath, target: IndexPath, counts: [Int]) -> Bool {
        guard source.isItemPath, target.isItemPath,
              counts.indices.contains(source.section), source.item >= 0, source.item < counts[source.section],
              counts.indices.contains(target.section), target.item >= 0 else { return false }
        return target.section == source.section ? target.item < counts[target.section] : target.item <= counts[target.section]
    }
}

/// How the drop target follows the dragged item, with hysteresis so it never oscillates, even between cells of
/// different sizes (where "the target is the cell under the pointer" flickers: the reflow moves that cell away).
///
/// The rule, with P the dragged item's centre (content coordinates):
/// 1. While P is inside the dragged item's own slot in the layout now shown, the target stays.
/// 2. Otherwise every candidate C (slots near P) is scored by cost(C) = the distance from P to the centre of the
///    dragged item's slot in the layout previewed *with C as the target* (so the reflow of differently sized
///    cells is accounted for, rather than the slot of the cell under the pointer before the reflow). When the
///    item would be alone in its section, the whole section's area counts as its slot (distance 0 inside), so an
///    empty section is easy to drop into.
/// 3. The target changes to the cheapest candidate only if it beats the current target by `margin` points.
///
/// cost(C) depends on P and C alone, never on the current target, so going T → C needs cost(C) < cost(T) − m
/// and coming back needs cost(T) < cost(C) − m: the difference must swing by 2m, which takes P moving at least
/// m. A pointer jittering less than that on a boundary cannot flip the target back and forth.
public struct ReorderTargetRule: Hashable, Sendable {
    /// How much closer (points) a candidate's slot must be than the current one's to take over.
    public var margin: Double

    /// A rule with a fixed margin.
    public init(margin: Double = 12) { self.margin = margin.isFinite ? max(0, margin) : 0 }

    /// A rule whose margin suits a dragged item of a size: 20 % of its shorter side, between 4 and 16 points.
    public init(itemSize: Size) {
        let side = min(itemSize.width, itemSize.height)
        self.init(margin: side.isFinite ? min(16, max(4, side * 0.2)) : 4)
    }

    /// The next target for a dragged item centred at `position`. `currentSlot` is its slot in the layout shown
    /// for `current`; `cost(C)` is cost(C) for `position` (nil when C is not possible), asked of the current
    /// target too.
    public func choose(current: IndexPath, position: Point, currentSlot: Rect?, candidates: [IndexPath],
                       cost: (IndexPath) -> Double?) -> IndexPath {
        if let currentSlot, currentSlot.contains(position) { return current }
        let currentCost = cost(current) ?? .infinity
        var best: (target: IndexPath, cost: Double)?
        for c in candidates where c != current {
            guard let value = cost(c), value.isFinite else { continue }
            // Ties keep the earlier candidate (candidates come nearest first), so the choice is deterministic.
            if best == nil || value < best!.cost { best = (c, value) }
        }
        guard let best, best.cost + margin < currentCost else { return current }
        return best.target
    }
}
