extension FlowLayout {
    /// A section with differing item sizes: greedy lines over flat per-item arrays (no per-item objects).
    ///
    /// Lines are identified by their first item. Their offsets live in two prefix-sum trees indexed by item
    /// (a line's thickness + line spacing at its first item, 0 elsewhere; and 1 at each first item), so a size
    /// change re-breaks only the lines it moved and updates O(log n) tree entries: everything below follows
    /// without being rewritten (issue 14's "a preferred size for one item does not re-prepare the million").
    struct VariedLines: Sendable {
        /// Scroll offset of the first line (moves when a section above changes size).
        var linesStart: Double
        /// The line's available length, its leading inset and the section's spacings.
        let available: Double
        let leading: Double
        let interitemSpacing: Double
        let lineSpacing: Double
        /// Per item: along length and thickness. An item's along offset is not stored: it follows from its line
        /// (`lineSpread`), computed for the few lines on screen, which spares 8 bytes an item.
        private(set) var itemLength: CompactLengths
        private(set) var itemThickness: CompactLengths
        /// Per item: the thickness of the line it starts (its thickest item), or −1 when it starts none.
        private(set) var lineThickness: CompactLengths
        /// Per item: thickness + line spacing where a line starts, else 0; prefix(f) is line f's offset.
        private(set) var offsets: PrefixSums<Double>
        /// Per item: 1 where a line starts, else 0; prefix(i + 1) counts the lines up to item i.
        private(set) var starts: PrefixSums<Int32>
        /// Runs of full lines over same-size items, kept in closed form (see `UniformRun`); sorted, disjoint.
        private(set) var runs: [UniformRun] = []
        /// Lines laid out item by item by in-place size changes since the section was prepared: their work.
        private(set) var linesLaidOut = 0
        /// Per item, in a self-sizing section: true until the item's preferred size arrived. Empty otherwise.
        private(set) var isEstimated: [Bool]
        /// Line ends grow with the index only when line spacing is not negative; otherwise queries scan lines.
        let linesAreOrdered: Bool

        init(lengths: [Double], thicknesses: [Double], available a: Double, leading: Double,
             interitemSpacing i: Double, lineSpacing l: Double, linesStart: Double, estimated: Bool = false) {
            let count = lengths.count
            self.linesStart = linesStart
            available = a
            self.leading = leading
            interitemSpacing = i
            lineSpacing = l
            linesAreOrdered = l >= 0
            var thicks = [Double](repeating: -1, count: count)
            var offs = [Double](repeating: 0, count: count)
            var marks = [Int32](repeating: 0, count: count)

            let eps = FlowLayout.fitEpsilon
            var lines = 0
            var first = 0
            thicks.withUnsafeMutableBufferPointer { thicks in
            offs.withUnsafeMutableBufferPointer { offs in
            marks.withUnsafeMutableBufferPointer { marks in
                lengths.withUnsafeBufferPointer { len in
                    thicknesses.withUnsafeBufferPointer { thick in
                        while first < count {
                            // Greedy: take items while they fit with the minimum spacing; the first always goes.
                            var end = first + 1
                            var used = len[first]
                            var thickness = thick[first]
                            while end < count && used + i + len[end] <= a + eps {
                                used += i + len[end]
                                if thick[end] > thickness { thickness = thick[end] }
                                end += 1
                            }
                            thicks[first] = thickness
                            offs[first] = thickness + l
                            marks[first] = 1
                            lines += 1
                            first = end
                        }
                    }
                }
            }
            }
            }
            itemLength = CompactLengths(lengths)
            itemThickness = CompactLengths(thicknesses)
            lineThickness = CompactLengths(thicks)
            offsets = PrefixSums(offs)
            starts = PrefixSums(marks)
            _ = lines
            isEstimated = estimated ? [Bool](repeating: true, count: count) : []
        }

        /// Every item at its estimated size (a self-sizing section before any cell preferred one).
        mutating func markAllEstimated() {
            isEstimated = [Bool](repeating: true, count: itemCount)
        }

        /// Lines from parts already worked out (`init(answers:…)`): per item, lengths and thicknesses, line
        /// thicknesses (−1 where no line starts) and the built offset and start trees.
        init(itemLength: CompactLengths, itemThickness: CompactLengths, lineThickness: CompactLengths,
             offsets: PrefixSums<Double>, starts: PrefixSums<Int32>, available: Double, leading: Double,
             interitemSpacing: Double, lineSpacing: Double, linesStart: Double) {
            self.linesStart = linesStart
            self.available = available
            self.leading = leading
            self.interitemSpacing = interitemSpacing
            self.lineSpacing = lineSpacing
            linesAreOrdered = lineSpacing >= 0
            self.itemLength = itemLength
            self.itemThickness = itemThickness
            self.lineThickness = lineThickness
            self.offsets = offsets
            self.starts = starts
            isEstimated = []
        }

        /// How the items first..<end of a line are spread along it: the first item's along offset, and the gap
        /// after each item (the next item starts at the offset + the item's length + the gap, added in that order,
        /// exactly as the offsets were once stored). Every line is justified except a varied section's last, which
        /// is left-aligned with exactly the item spacing (unless all lines are single items, centred like the
        /// rest, or its leftover matches the line above's, which UIKit then treats as a full line); a line of one
        /// item is centred, an over-long one starts at the leading inset.
        func lineSpread(first: Int, end: Int) -> (start: Double, gap: Double) {
            let (sum, used) = measure(first, end)
            let a = available
            if end == itemCount && lineCount != itemCount {
                let leftover = a - used
                let above = first > 0 ? a - measure(lineFirst(containing: first - 1), first).used : Double.nan
                if !(Swift.abs(leftover - above) <= FlowLayout.fitEpsilon) { return (leading, interitemSpacing) }
            }
            if end - first == 1 { return (sum > a ? leading : leading + (a - sum) / 2, 0) }
            return (leading, (a - sum) / Double(end - first - 1))
        }

        /// The along offset of `item` on the line first..<`end`.
        func along(of item: Int, lineFirst first: Int, end: Int) -> Double {
            let (start, gap) = lineSpread(first: first, end: end)
            var x = start
            var k = first
            while k < item { x += itemLength[k] + gap; k += 1 }
            return x
        }

        /// Calls `body(item, placement)` for every item of the line first..<`end` starting at scroll offset
        /// `lineStart`, in order: the line's spread is worked out once for all its items.
        @inline(__always)
        func forEachPlacement(lineFirst first: Int, end: Int, lineStart: Double, _ body: (Int, Placement) -> Void) {
            let (start, gap) = lineSpread(first: first, end: end)
            let lineThick = thickness(ofLineAt: first)
            var x = start
            for item in first..<end {
                let length = itemLength[item], t = itemThickness[item]
                body(item, Placement(along: x, scroll: lineStart + (lineThick - t) / 2, alongLength: length, thickness: t))
                x += length + gap
            }
        }

        var itemCount: Int { itemLength.count }

        /// How many lines there are (runs included).
        var lineCount: Int { Int(starts.prefix(itemCount)) }

        /// The run holding `item`, if any.
        @inline(__always) func runIndex(containing item: Int) -> Int? {
            guard !runs.isEmpty else { return nil }
            let r = firstRun(endingAfter: item)
            return r < runs.count && runs[r].p <= item ? r : nil
        }

        /// The first run ending after `item` (runs.count when none).
        func firstRun(endingAfter item: Int) -> Int {
            var lo = 0, hi = runs.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if runs[mid].q > item { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }

        @inline(__always) func isLineStart(_ item: Int) -> Bool {
            if let r = runIndex(containing: item) { return (item - runs[r].p) % runs[r].perLine == 0 }
            return lineThickness[item] >= 0
        }

        /// The first item of line k (0-based).
        func firstItem(ofLine k: Int) -> Int {
            let x = starts.lastPrefix(notAbove: Int32(k))
            guard x < itemCount, let r = runIndex(containing: x) else { return x }
            // Inside a run the tree only knows the run's total: count from its first line.
            let run = runs[r]
            let j = Swift.max(0, Swift.min(run.lineCount - 1, k - Int(starts.prefix(run.p))))
            return run.p + j * run.perLine
        }

        /// The thickness of the line starting at `first`.
        @inline(__always) func thickness(ofLineAt first: Int) -> Double {
            if let r = runIndex(containing: first) { return runs[r].thickness }
            return lineThickness[first]
        }

        /// The first item of the line holding `item`: a short scan back, else the tree.
        func lineFirst(containing item: Int) -> Int {
            if let r = runIndex(containing: item) { return runs[r].lineFirst(containing: item) }
            var k = item
            while k > item - 8 && k >= 0 {
                if lineThickness[k] >= 0 { return k }
                k -= 1
            }
            return firstItem(ofLine: Int(starts.prefix(item + 1)) - 1)
        }

        /// One past the last item of the line starting at `first`.
        func lineEnd(from first: Int) -> Int {
            if let r = runIndex(containing: first) { return first + runs[r].perLine }
            var k = first + 1
            let n = itemCount
            while k < n && lineThickness[k] < 0 { k += 1 }
            return k
        }

        /// Scroll offset of the line starting at `first`.
        @inline(__always) func start(ofLineAt first: Int) -> Double {
            if let r = runIndex(containing: first) {
                let run = runs[r]
                return linesStart + offsets.prefix(run.p) + Double((first - run.p) / run.perLine) * (run.thickness + lineSpacing)
            }
            return linesStart + offsets.prefix(first)
        }

        /// The first item of the last line starting at or before scroll offset `offset` (lines ordered).
        func lineFirst(atOffset offset: Double) -> Int {
            let target = offset - linesStart
            let x = Swift.min(offsets.lastPrefix(notAbove: target), itemCount - 1)
            guard let r = runIndex(containing: x) else { return lineFirst(containing: x) }
            let run = runs[r], pitch = run.thickness + lineSpacing
            guard pitch > 0 else { return run.p }
            let j = ((target - offsets.prefix(run.p)) / pitch).rounded(.down)
            return run.p + Int(Swift.max(0, Swift.min(Double(run.lineCount - 1), j))) * run.perLine
        }

        /// The frame of an item; thinner items are centred across their line.
        func placement(of item: Int) -> Placement {
            let f = lineFirst(containing: item)
            return placement(of: item, lineFirst: f, lineStart: start(ofLineAt: f))
        }

        /// The frame of an item on a known line.
        func placement(of item: Int, lineFirst f: Int, lineStart: Double) -> Placement {
            let t = itemThickness[item]
            return Placement(along: along(of: item, lineFirst: f, end: lineEnd(from: f)), scroll: lineStart + (thickness(ofLineAt: f) - t) / 2,
                             alongLength: itemLength[item], thickness: t)
        }

        /// Scroll offset just past the last line.
        func linesEnd(default start: Double) -> Double {
            guard lineCount > 0 else { return start }
            let last = firstItem(ofLine: lineCount - 1)
            return self.start(ofLineAt: last) + lineThickness[last]
        }

        /// Lowest line start and highest line end (lines may run backwards with a negative line spacing).
        func linesReach() -> (low: Double, high: Double)? {
            guard lineCount > 0 else { return nil }
            var low = Double.infinity, high = -Double.infinity
            var f = 0
            while f < itemCount {
                let s = start(ofLineAt: f)
                low = Swift.min(low, s); high = Swift.max(high, s + thickness(ofLineAt: f))
                f = lineEnd(from: f)
            }
            return (low, high)
        }

        /// Calls `body(first, end, start)` for the lines that may intersect the open scroll interval (lo, hi), in
        /// order: found by a descent of the offset tree when lines are ordered, else every line.
        func forEachCandidateLine(scrollMin lo: Double, scrollMax hi: Double, _ body: (Int, Int, Double) -> Void) {
            let n = itemCount
            guard n > 0 else { return }
            guard linesAreOrdered else {
                var f = 0
                while f < n { let e = lineEnd(from: f); body(f, e, start(ofLineAt: f)); f = e }
                return
            }
            let lower = lo - FlowLayout.slack(lo), upper = hi + FlowLayout.slack(hi)
            // The last line starting at or before `lower` (offsets grow with the item when spacing ≥ 0).
            var f = lineFirst(atOffset: lower)
            while f < n {
                let s = start(ofLineAt: f)
                if s >= upper { return }
                let e = lineEnd(from: f)
                if s + thickness(ofLineAt: f) > lower { body(f, e, s) }
                f = e
            }
        }

        // MARK: Changing sizes

        /// Marks an item as sized by its cell.
        mutating func markSized(_ item: Int) {
            if !isEstimated.isEmpty { isEstimated[item] = false }
        }

        /// Sets one item's size and re-breaks the lines it can move: from the line above its own (a smaller first
        /// item may now fit there) until a line starts where one started before (everything after is unchanged,
        /// only shifted, which the offset tree does for free). The last line's alignment is then settled.
        mutating func setSize(length: Double, thickness: Double, ofItem item: Int) {
            setSizes([(item, length, thickness)])
        }

        /// Several sizes at once, re-broken in one sweep from the first changed item to past the last (a sweep per
        /// item would redo the lines between them each time). `changes` need not be sorted.
        mutating func setSizes(_ changes: [(item: Int, length: Double, thickness: Double)]) {
            var firstChanged = Int.max, item = -1
            for c in changes {
                if !isEstimated.isEmpty { isEstimated[c.item] = false }
                guard itemLength[c.item] != c.length || itemThickness[c.item] != c.thickness else { continue }
                itemLength[c.item] = c.length
                itemThickness[c.item] = c.thickness
                firstChanged = Swift.min(firstChanged, c.item)
                item = Swift.max(item, c.item)
            }
            guard item >= 0 else { return }
            var f = lineFirst(containing: firstChanged)
            if f > 0 { f = lineFirst(containing: f - 1) }
            let n = itemCount, a = available, i = interitemSpacing, eps = FlowLayout.fitEpsilon
            while true {
                if f > item {
                    // Past the changes: a line starting where one started before ends the sweep (all below is
                    // unchanged, only shifted); a long stretch of same-size items becomes a run in closed form.
                    if isLineStart(f) { break }
                    if let q = makeRun(at: f) { f = q; continue }
                }
                var end = f + 1
                var used = itemLength[f], t = itemThickness[f]
                while end < n && used + i + itemLength[end] <= a + eps {
                    used += i + itemLength[end]
                    if itemThickness[end] > t { t = itemThickness[end] }
                    end += 1
                }
                // The old lines here (and the start test at `end`) must be per item before they are rewritten.
                materialize(f, Swift.min(n, end + 1))
                markStart(f, thickness: t)
                for k in (f + 1)..<end where lineThickness[k] >= 0 { clearStart(k) }
                linesLaidOut += 1
                if end == n { break }
                f = end
            }
        }

        // MARK: Runs

        /// At a line start `f` past the changes, not where an old line started: when a long stretch of items of
        /// f's size follows, records its full lines from f as one run (the sweep then goes on at the run's end,
        /// which is per item) and returns the run's end; nil when the stretch is short.
        private mutating func makeRun(at f: Int) -> Int? {
            let n = itemCount, a = available, i = interitemSpacing, eps = FlowLayout.fitEpsilon
            let length = itemLength[f], thick = itemThickness[f]
            guard length + i > 0 else { return nil }
            // Items a line holds, summed as the sweep sums them.
            var perLine = 1, used = length
            while used + i + length <= a + eps {
                used += i + length
                perLine += 1
                if perLine > 4096 { return nil }
            }
            // The stretch of items of this size from f: runs of the same size are stepped over whole.
            var r = firstRun(endingAfter: f)
            var x = f + 1
            while x < n {
                if r < runs.count && runs[r].p <= x {
                    guard runs[r].length == length && runs[r].thickness == thick else { break }
                    x = Swift.max(x, runs[r].q); r += 1
                    continue
                }
                if itemLength[x] != length || itemThickness[x] != thick { break }
                x += 1
            }
            // Full lines only, and the item after the run has the run's size too (a line then breaks before it),
            // with a full line after the run so the section's last two lines stay per item.
            let lines = (x - f - perLine - 1) / perLine
            guard x - f - perLine - 1 >= 0, lines >= 4 else { return nil }
            let q = f + lines * perLine
            // The old lines from q on become per item (the sweep goes on there); runs inside are dropped.
            materialize(q, Swift.min(n, q + perLine + 1))
            let k = firstRun(endingAfter: f)
            while k < runs.count && runs[k].p < q { removeLump(of: runs[k]); runs.remove(at: k) }
            markStart(f, thickness: thick)
            var run = UniformRun(p: f, q: q, perLine: perLine, length: length, thickness: thick)
            addLump(to: &run)
            runs.insert(run, at: k)
            return q
        }

        /// Makes the lines of runs overlapping items lo ..< hi per item again (in the runs' own breaks), splitting
        /// each run around them.
        private mutating func materialize(_ lo: Int, _ hi: Int) {
            guard !runs.isEmpty else { return }
            var k = firstRun(endingAfter: lo)
            while k < runs.count && runs[k].p < hi {
                let run = runs[k]
                removeLump(of: run)
                let m = run.perLine
                let from = run.lineFirst(containing: Swift.max(lo, run.p))
                let to = Swift.min(run.q, run.p + (Swift.min(hi, run.q) - run.p + m - 1) / m * m)
                var s = from
                while s < to {
                    markStart(s, thickness: run.thickness)
                    for x in (s + 1)..<(s + m) where lineThickness[x] >= 0 { clearStart(x) }
                    linesLaidOut += 1
                    s += m
                }
                runs.remove(at: k)
                if from > run.p {
                    var left = run; left.q = from; left.offsetLump = 0; left.startLump = 0
                    addLump(to: &left)
                    runs.insert(left, at: k); k += 1
                }
                if to < run.q {
                    markStart(to, thickness: run.thickness)
                    var right = run; right.p = to; right.offsetLump = 0; right.startLump = 0
                    addLump(to: &right)
                    runs.insert(right, at: k); k += 1
                }
            }
        }

        /// Makes the trees' sums over a run its own (its lines' pitches and count), adding the difference at its
        /// last item; stale starts inside are cleared first while they would make that difference negative.
        private mutating func addLump(to run: inout UniformRun) {
            let pitch = run.thickness + lineSpacing
            let wantOffset = Double(run.lineCount) * pitch, wantStarts = Int32(run.lineCount)
            var haveOffset = offsets.prefix(run.q) - offsets.prefix(run.p)
            var haveStarts = starts.prefix(run.q) - starts.prefix(run.p)
            var x = run.q - 1
            while (haveOffset > wantOffset || haveStarts > wantStarts) && x > run.p {
                if lineThickness[x] >= 0 {
                    haveOffset -= lineThickness[x] + lineSpacing; haveStarts -= 1
                    clearStart(x)
                }
                x -= 1
            }
            run.offsetLump = Swift.max(0, wantOffset - haveOffset)
            run.startLump = Swift.max(0, wantStarts - haveStarts)
            offsets.add(run.offsetLump, at: run.q - 1)
            starts.add(run.startLump, at: run.q - 1)
        }

        private mutating func removeLump(of run: UniformRun) {
            offsets.add(-run.offsetLump, at: run.q - 1)
            starts.add(-run.startLump, at: run.q - 1)
        }

        private mutating func markStart(_ f: Int, thickness t: Double) {
            let old = lineThickness[f]
            if old >= 0 {
                if old != t { offsets.add(t - old, at: f) }
            } else {
                offsets.add(t + lineSpacing, at: f)
                starts.add(1, at: f)
            }
            lineThickness[f] = t
        }

        private mutating func clearStart(_ k: Int) {
            offsets.add(-(lineThickness[k] + lineSpacing), at: k)
            starts.add(-1, at: k)
            lineThickness[k] = -1
        }

        /// Sum of lengths and used length (with minimum spacing) of items first..<end, summed as prepare does.
        private func measure(_ first: Int, _ end: Int) -> (sum: Double, used: Double) {
            var sum = itemLength[first], used = sum
            for k in (first + 1)..<end { used += interitemSpacing + itemLength[k]; sum += itemLength[k] }
            return (sum, used)
        }
    }
}
