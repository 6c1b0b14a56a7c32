extension TreeLayout {
    /// The outline of a laid-out subtree: per column, from its root's column rightwards, the topmost and
    /// bottommost rows its items take, relative to the subtree root's row.
    struct Contour {
        var top: [Double]
        var bottom: [Double]

        /// A single item at row 0.
        static let leaf = Contour(top: [0], bottom: [0])

        /// How far `other` must move down to sit at least one row below this outline in every column both
        /// reach (columns counted from `shift` on in this outline); nil when they share no column.
        func clearance(below other: Contour, shift: Int = 0) -> Double? {
            var needed: Double? = nil
            var d = 0
            while d < other.top.count && d + shift < bottom.count {
                // bottom is −infinity in columns this outline skips (a forest's gaps): no constraint there.
                if bottom[d + shift] > -Double.infinity {
                    let n = bottom[d + shift] + 1 - other.top[d]
                    needed = needed.map { Swift.max($0, n) } ?? n
                }
                d += 1
            }
            return needed
        }

        /// Adds `other`, moved down by `offset`, whose first column is this outline's column `shift`.
        mutating func merge(_ other: Contour, offset: Double, shift: Int = 0) {
            while top.count < shift + other.top.count { top.append(.infinity); bottom.append(-.infinity) }
            for d in other.top.indices {
                top[d + shift] = Swift.min(top[d + shift], other.top[d] + offset)
                bottom[d + shift] = Swift.max(bottom[d + shift], other.bottom[d] + offset)
            }
        }
    }

    /// Tidy-tree rows (Reingold–Tilford with columns for levels), from the deepest section up: each subtree's
    /// outline is built from its children's, each child after the first moved down just far enough to clear
    /// its elder siblings' outline by a row in every shared column, and the parent centred on the midpoint of
    /// its first and last child. Roots (and orphans) are then placed the same way against the roots before
    /// them; one sharing no column with them is top-aligned. Leaves thus take the next free row of their
    /// column and no row is wasted; parents centred over children are what the guide's layout lacks.
    ///
    /// Never taller than `bandRows`: moving a subtree to clear an outline of extent e adds at most its own
    /// extent + 1 rows, so a subtree spans at most as many rows as it has leaves, which is the least a band
    /// can hold. Returns rows normalised so the topmost is 0, and the rows used (bottom − top + 1).
    static func tidyRows(_ tree: Structure) -> (row: [Double], count: Double) {
        guard tree.count > 0 else { return ([], 0) }
        var contour = [Contour?](repeating: nil, count: tree.count)
        // Each child's row relative to its parent's.
        var relative = [Double](repeating: 0, count: tree.count)

        for s in tree.itemCounts.indices.reversed() {
            for id in tree.sectionBase[s]..<tree.sectionBase[s + 1] {
                let kids = tree.children[id]
                guard let first = kids.first else { contour[id] = .leaf; continue }
                // Children are finished (deeper section); take() moves their outlines out, so none is copied.
                var siblings = contour[first].take() ?? .leaf
                var offsets = [0.0]
                for c in kids.dropFirst() {
                    let sub = contour[c].take() ?? .leaf
                    // Siblings share their first column, so the clearance always exists.
                    let o = siblings.clearance(below: sub) ?? 0
                    offsets.append(o)
                    siblings.merge(sub, offset: o)
                }
                let mid = (offsets[0] + offsets[offsets.count - 1]) / 2
                for (c, o) in zip(kids, offsets) { relative[c] = o - mid }
                contour[id] = Contour(top: [0] + siblings.top.map { $0 - mid }, bottom: [0] + siblings.bottom.map { $0 - mid })
            }
        }

        // The forest, in absolute columns: roots in id order, each against the outline of those before it.
        var forest = Contour(top: [], bottom: [])
        var row = [Double](repeating: 0, count: tree.count)
        for id in tree.roots {
            let sub = contour[id].take() ?? .leaf
            let shift = tree.section[id]
            let o: Double
            if let needed = forest.clearance(below: sub, shift: shift) {
                o = needed
            } else {
                // Nothing shares a column with it: align its top with the forest's (or row 0 for the first).
                let forestTop = forest.top.min().map { $0.isFinite ? $0 : 0 } ?? 0
                o = forestTop - (sub.top.min() ?? 0)
            }
            row[id] = o
            forest.merge(sub, offset: o, shift: shift)
        }
        // Ids run section by section, so a parent's row is always set before its children's.
        for id in 0..<tree.count where tree.parent[id] >= 0 { row[id] = row[tree.parent[id]] + relative[id] }

        let lo = row.min() ?? 0, hi = row.max() ?? 0
        return (row.map { $0 - lo }, hi - lo + 1)
    }
}
