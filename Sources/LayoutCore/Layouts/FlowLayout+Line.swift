// The two ways a section's items are stored. Both work in axis roles: "along" is the axis a line runs along
// (x when scrolling vertically), "scroll" the axis lines stack along; offsets are in content coordinates.

extension FlowLayout {
    /// Float slack for "does it fit": an exact fit must fit despite rounding in the running sums.
    static let fitEpsilon = 1e-9

    /// Slack for candidate searches, which are then filtered exactly with `Rect.intersects`, so erring wide
    /// only costs a few comparisons while erring narrow would drop elements.
    @inline(__always) static func slack(_ x: Double) -> Double { 1e-9 * Swift.max(1, Swift.abs(x)) }

    /// A section whose items all have one size: a grid computed arithmetically, nothing stored per item.
    struct UniformGrid: Sendable {
        /// Item length along a line and across it (the line's thickness).
        let itemLength: Double
        let thickness: Double
        /// Items per line; an incomplete last line keeps these columns (UIKit's grid behaviour).
        let columns: Int
        /// Along offset of column 0 and distance between column starts (item length + justified gap).
        let firstAlong: Double
        let columnPitch: Double
        /// Scroll offset of line 0 and distance between line starts (thickness + line spacing).
        private(set) var linesStart: Double
        let linePitch: Double
        let lineCount: Int
        let itemCount: Int

        init(itemCount: Int, itemLength m: Double, thickness t: Double, available a: Double, leading: Double,
             interitemSpacing i: Double, lineSpacing l: Double, linesStart: Double) {
            self.itemCount = itemCount
            itemLength = m
            thickness = t
            self.linesStart = linesStart
            linePitch = t + l

            // n = floor((A + I) / (m + I)), then nudged so it agrees exactly with greedy fitting
            // (n·m + (n−1)·I ≤ A), which the division alone can miss by one at exact fits.
            var n: Int
            if m + i > 0 {
                let q = ((a + i) / (m + i)).rounded(.down)
                // Capped so Int() cannot trap; not capped by the item count, since a short section still
                // takes the columns a full line would have.
                n = q.isFinite ? Int(Swift.min(Swift.max(q, 1), 1e15)) : 1
                let fits = { (k: Int) in Double(k) * m + Double(k - 1) * i <= a + FlowLayout.fitEpsilon }
                var steps = 0
                while n > 1 && !fits(n) && steps < 4 { n -= 1; steps += 1 }
                steps = 0
                while n < 1_000_000_000_000_000 && fits(n + 1) && steps < 4 { n += 1; steps += 1 }
            } else {
                // Zero-size items with no (or negative) spacing: they all "fit"; put the section on one line.
                n = Swift.max(1, itemCount)
            }
            columns = n

            if n == 1 {
                // One column is centred even when wider than A (it then starts before the leading inset).
                firstAlong = leading + (a - m) / 2
                columnPitch = 0
            } else {
                firstAlong = leading
                columnPitch = m + (a - Double(n) * m) / Double(n - 1)
            }
            lineCount = itemCount == 0 ? 0 : (itemCount + n - 1) / n
        }

        /// The same grid moved along the scroll axis.
        func shifted(by delta: Double) -> UniformGrid {
            var grid = self
            grid.linesStart += delta
            return grid
        }

        /// Scroll offset just past the last line (linesStart when empty).
        var linesEnd: Double {
            lineCount == 0 ? linesStart : linesStart + Double(lineCount - 1) * linePitch + thickness
        }

        /// The frame of item `i` in axis roles.
        @inline(__always) func placement(of item: Int) -> Placement {
            let line = item / columns, column = item - line * columns
            return Placement(along: firstAlong + Double(column) * columnPitch,
                             scroll: linesStart + Double(line) * linePitch,
                             alongLength: itemLength, thickness: thickness)
        }

        /// Lines that may intersect the open scroll interval (lo, hi); a superset, never a scan.
        func candidateLines(scrollMin lo: Double, scrollMax hi: Double) -> Range<Int> {
            FlowLayout.candidates(count: lineCount, start: linesStart, pitch: linePitch, length: thickness, lo: lo, hi: hi)
        }

        /// Columns that may intersect the open along interval (lo, hi).
        func candidateColumns(alongMin lo: Double, alongMax hi: Double) -> Range<Int> {
            FlowLayout.candidates(count: columns, start: firstAlong, pitch: columnPitch, length: itemLength, lo: lo, hi: hi)
        }
    }

    /// Indexes k in 0..<count whose span [start + k·pitch, … + length] may meet (lo, hi), solved arithmetically
    /// and widened by one on each side against rounding; callers filter exactly.
    static func candidates(count: Int, start: Double, pitch: Double, length: Double, lo: Double, hi: Double) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        guard pitch != 0, pitch.isFinite else { return 0..<count }
        // span k meets (lo, hi) ⇔ k·pitch > lo − start − length and k·pitch < hi − start.
        var a = (lo - start - length) / pitch, b = (hi - start) / pitch
        if pitch < 0 { swap(&a, &b) }
        guard !(a.isNaN || b.isNaN) else { return 0..<count }
        let first = Swift.max(0, Swift.min(Double(count), a.rounded(.down) - 1))
        let last = Swift.max(-1, Swift.min(Double(count - 1), b.rounded(.up) + 1))
        let f = Int(first), l = Int(last)
        return l < f ? f..<f : f..<(l + 1)
    }

    /// A frame in axis roles, converted to x/y by `rect(lineAxis:)`.
    struct Placement {
        var along: Double
        var scroll: Double
        var alongLength: Double
        var thickness: Double

        @inline(__always) func rect(lineAxis: Axis) -> Rect {
            Rect(mainAxis: lineAxis, mainOffset: along, crossOffset: scroll, mainLength: alongLength, crossLength: thickness)
        }
    }

    /// An empty grid, held by a section while its varied lines are taken out to change in place.
    static let placeholderGrid = UniformGrid(itemCount: 0, itemLength: 0, thickness: 0, available: 0, leading: 0,
                                             interitemSpacing: 0, lineSpacing: 0, linesStart: 0)
}
