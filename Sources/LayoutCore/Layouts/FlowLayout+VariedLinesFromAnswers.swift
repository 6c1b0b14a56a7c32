extension FlowLayout.VariedLines {
    /// Lines straight from a delegate's bulk answer (`sizesForItemsInSection`), in one pass over it: each line is
    /// broken greedily, then its items' scaled sizes, line thickness and both trees' nodes are written while they
    /// are still in cache. The general path (checked and scaled size arrays, then the lines, then narrowed copies,
    /// then the trees, each a pass over the million) did the same arithmetic in five passes and four times the
    /// memory traffic; this one is what brings a varied prepare near the plain C loop (issue 18).
    ///
    /// The result is exactly the general path's: the same sums in the same order, the trees' nodes added in the
    /// order their in-place build adds them. Nil when an answer is not a usable size (the general path reports
    /// it) or, for `Float` storage, when a size is not exactly a `Float` (the caller then stores `Double`s).
    static func fromAnswers<Stored: BinaryFloatingPoint>(
        _ answers: [Size], factor: Double, horizontal: Bool, storing _: Stored.Type, available: Double,
        leading: Double, interitemSpacing: Double, lineSpacing: Double, linesStart: Double
    ) -> FlowLayout.VariedLines? {
        let count = answers.count
        var ok = true
        var lengths: [Stored] = [], thicknesses: [Stored] = [], lineThickness: [Stored] = [], offsetTree: [Double] = []
        // Every element is written before it is read, so nothing is zero-filled first.
        let startTree = [Int32](unsafeUninitializedCapacity: count) { startNodes, startCount in
            offsetTree = [Double](unsafeUninitializedCapacity: count) { offsetNodes, offsetCount in
                lineThickness = [Stored](unsafeUninitializedCapacity: count) { lineThick, lineCount in
                    thicknesses = [Stored](unsafeUninitializedCapacity: count) { thick, thickCount in
                        lengths = [Stored](unsafeUninitializedCapacity: count) { length, lengthCount in
                            ok = answers.withUnsafeBufferPointer { sizes in
                                breakLines(sizes, factor: factor, horizontal: horizontal, available: available,
                                           interitemSpacing: interitemSpacing, lineSpacing: lineSpacing,
                                           length: length, thickness: thick, lineThickness: lineThick,
                                           offsetNodes: offsetNodes, startNodes: startNodes)
                            }
                            lengthCount = ok ? count : 0
                        }
                        thickCount = ok ? count : 0
                    }
                    lineCount = ok ? count : 0
                }
                offsetCount = ok ? count : 0
            }
            startCount = ok ? count : 0
        }
        guard ok else { return nil }
        func compact(_ values: [Stored]) -> FlowLayout.CompactLengths {
            // One of the two, known when this is specialised: no per-element cast.
            if Stored.self == Float.self { return FlowLayout.CompactLengths(narrow: unsafeBitCast(values, to: [Float].self)) }
            return FlowLayout.CompactLengths(wide: unsafeBitCast(values, to: [Double].self))
        }
        return FlowLayout.VariedLines(
            itemLength: compact(lengths), itemThickness: compact(thicknesses), lineThickness: compact(lineThickness),
            offsets: FlowLayout.PrefixSums(tree: offsetTree), starts: FlowLayout.PrefixSums(tree: startTree),
            available: available, leading: leading, interitemSpacing: interitemSpacing, lineSpacing: lineSpacing,
            linesStart: linesStart)
    }

    /// The loop of `fromAnswers`; false at the first unusable or (for `Float`) inexact size.
    @inline(__always)
    private static func breakLines<Stored: BinaryFloatingPoint>(
        _ sizes: UnsafeBufferPointer<Size>, factor: Double, horizontal: Bool, available: Double,
        interitemSpacing i: Double, lineSpacing l: Double,
        length: UnsafeMutableBufferPointer<Stored>, thickness: UnsafeMutableBufferPointer<Stored>,
        lineThickness: UnsafeMutableBufferPointer<Stored>, offsetNodes: UnsafeMutableBufferPointer<Double>,
        startNodes: UnsafeMutableBufferPointer<Int32>
    ) -> Bool {
        let count = sizes.count
        let limit = available + FlowLayout.fitEpsilon, maximum = SanitizedAnswers.maximumLength
        // The two sides as strided rows of Doubles, so choosing the axis is an address, not a branch per item.
        let base = UnsafeRawPointer(sizes.baseAddress!).assumingMemoryBound(to: Double.self)
        let alongs = horizontal ? base : base + 1, acrosses = horizontal ? base + 1 : base
        @inline(__always) func along(_ x: Int) -> Double { alongs[x &* 2] * factor }
        @inline(__always) func across(_ x: Int) -> Double { acrosses[x &* 2] * factor }
        /// `a && b` without a branch (both are cheap compares already made).
        @inline(__always) func both(_ a: Bool, _ b: Bool) -> Bool {
            unsafeBitCast(unsafeBitCast(a, to: UInt8.self) & unsafeBitCast(b, to: UInt8.self), to: Bool.self)
        }
        /// Checks and stores item x's sizes (one test: finite, not negative, ≤ 1e12, as the general path's).
        @inline(__always) func store(_ x: Int) -> Bool {
            let a = along(x), c = across(x)
            let storedAlong = Stored(a), storedAcross = Stored(c)
            length[x] = storedAlong
            thickness[x] = storedAcross
            return both(both(both(a >= 0, a <= maximum), both(c >= 0, c <= maximum)),
                        both(Double(storedAlong).bitPattern == a.bitPattern, Double(storedAcross).bitPattern == c.bitPattern))
        }
        /// Node m = x + 1 of each Fenwick tree: `own` plus its children m − c (c = lowbit/2 … 1), added smallest
        /// child first, as the in-place build (`PrefixSums.init`) adds them.
        @inline(__always) func node(_ x: Int, offset own: Double, start ownStart: Int32) {
            let m = x &+ 1
            var offset = own, starts = ownStart
            // Half the nodes (odd m) have no children: their own value is the node.
            guard m & 1 == 0 else {
                offsetNodes[x] = offset
                startNodes[x] = starts
                return
            }
            var c = (m & -m) >> 1
            while c > 0 {
                offset += offsetNodes[m &- c &- 1]
                starts &+= startNodes[m &- c &- 1]
                c >>= 1
            }
            offsetNodes[x] = offset
            startNodes[x] = starts
        }
        var first = 0
        while first < count {
            // Greedy, as `init(lengths:…)`: items join while they fit with the minimum spacing; the first always goes.
            var end = first + 1
            var used = along(first)
            var lineThick = across(first)
            while end < count {
                let next = along(end)
                guard used + i + next <= limit else { break }
                used += i + next
                let t = across(end)
                if t > lineThick { lineThick = t }
                end += 1
            }
            // The line's first item starts it; the others start none (−1, and 0 in both trees).
            var ok = store(first)
            lineThickness[first] = Stored(lineThick)
            node(first, offset: lineThick + l, start: 1)
            var x = first &+ 1
            while x < end {
                ok = both(ok, store(x))
                lineThickness[x] = -1
                node(x, offset: 0, start: 0)
                x &+= 1
            }
            guard ok else { return false }
            first = end
        }
        return true
    }
}
