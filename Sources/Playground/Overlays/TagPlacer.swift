import LayoutCore

/// Remembers where the inspector's tags went, so a new tag can avoid covering an earlier one. Tags are
/// bucketed on a coarse grid, so each check looks at a few neighbours instead of every tag placed.
struct TagPlacer {
    private static let bucketWidth = 64.0, bucketHeight = 16.0
    private var buckets: [Int64: [Rect]] = [:]
    /// Tags placed so far.
    private(set) var count = 0

    private static func keys(_ r: Rect) -> [Int64] {
        let x0 = Int64((r.minX / bucketWidth).rounded(.down)), x1 = Int64((r.maxX / bucketWidth).rounded(.down))
        let y0 = Int64((r.minY / bucketHeight).rounded(.down)), y1 = Int64((r.maxY / bucketHeight).rounded(.down))
        var result: [Int64] = []
        for x in x0...x1 { for y in y0...y1 { result.append(x << 32 ^ (y & 0xFFFF_FFFF)) } }
        return result
    }

    /// True when `r` overlaps no tag placed so far.
    func isFree(_ r: Rect) -> Bool {
        for key in Self.keys(r) {
            if let placed = buckets[key], placed.contains(where: { $0.intersects(r) }) { return false }
        }
        return true
    }

    /// Places a tag at `r` if that spot is free; returns whether it was placed.
    mutating func place(_ r: Rect) -> Bool {
        guard r.isValid, isFree(r) else { return false }
        for key in Self.keys(r) { buckets[key, default: []].append(r) }
        count += 1
        return true
    }
}
