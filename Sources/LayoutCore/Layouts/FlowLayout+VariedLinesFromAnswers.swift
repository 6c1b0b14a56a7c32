extension FlowLayout.VariedLines {
    /// What one attempt of `fromAnswers` gave: the lines, or why it could not (a form too narrow, or an answer
    /// that is not a usable size: the general path reports it).
    enum OnePassOutcome {
        case built(FlowLayout.VariedLines)
        case inexactLengths, inexactOffsets, unusable
    }

    /// Lines straight from a delegate's bulk answer (`sizesForItemsInSection`), in one pass over it, stored in the
    /// narrowest forms that hold them exactly (quarter points, else `Float`, else `Double` for lengths; `Float`,
    /// else `Double` offset nodes; 16-bit start nodes below 65,536 items): a form that turns out too narrow is
    /// widened and the pass run again, which happens at the first value it cannot hold. Nil when an answer is
    /// not a usable size (the general path reports it).
    static func fromAnswers(_ answers: [Size], factor: Double, horizontal: Bool, available: Double, leading: Double,
                            interitemSpacing: Double, lineSpacing: Double, linesStart: Double) -> FlowLayout.VariedLines? {
        var lengths = 0, offsets = 0
        let small = answers.count <= Int(UInt16.max)
        while true {
            func attempt<L: CompactLengthCode, N: BinaryFloatingPoint, S: FixedWidthInteger>(_: L.Type, _: N.Type, _: S.Type) -> OnePassOutcome {
                fromAnswers(answers, factor: factor, horizontal: horizontal, storing: L.self, nodes: N.self, starts: S.self,
                            available: available, leading: leading, interitemSpacing: interitemSpacing,
                            lineSpacing: lineSpacing, linesStart: linesStart)
            }
            func attempt<L: CompactLengthCode, N: BinaryFloatingPoint>(_ l: L.Type, _ n: N.Type) -> OnePassOutcome {
                small ? attempt(l, n, UInt16.self) : attempt(l, n, Int32.self)
            }
            func attempt<L: CompactLengthCode>(_ l: L.Type) -> OnePassOutcome {
                offsets == 0 ? attempt(l, Float.self) : attempt(l, Double.self)
            }
            let outcome = lengths == 0 ? attempt(Int16.self) : lengths == 1 ? attempt(Float.self) : attempt(Double.self)
            switch outcome {
            case .built(let lines): return lines
            case .unusable: return nil
            case .inexactLengths:
                guard lengths < 2 else { return nil }
                lengths += 1
            case .inexactOffsets:
                guard offsets < 1 else { return nil }
                offsets += 1
            }
        }
    }

    /// One pass of `fromAnswers` in the given forms: each line is broken greedily, then its items' scaled sizes,
    /// line thickness and both trees' nodes are written while they are still in cache. The general path (checked
    /// and scaled size arrays, then the lines, then narrowed copies, then the trees, each a pass over the million)
    /// did the same arithmetic in five passes and four times the memory traffic; this one is what brings a varied
    /// prepare near the plain C loop (issue 18).
    ///
    /// The result is exactly the general path's: the same sums in the same order, the trees' nodes added in the
    /// order their in-place build adds them.
    static func fromAnswers<Stored: CompactLengthCode, Node: BinaryFloatingPoint, Start: FixedWidthInteger>(
        _ answers: [Size], factor: Double, horizontal: Bool, storing _: Stored.Type, nodes _: Node.Type,
        starts _: Start.Type, available: Double, leading: Double, interitemSpacing: Double, lineSpacing: Double,
        linesStart: Double
    ) -> OnePassOutcome {
        let count = answers.count
        var outcome: OnePassOutcome? = .unusable
        var lengths: [Stored] = [], thicknesses: [Stored] = [], lineThickness: [Stored] = [], offsetTree: [Node] = []
        // Every element is written before it is read, so nothing is zero-filled first.
        let startTree = [Start](unsafeUninitializedCapacity: count) { startNodes, startCount in
            offsetTree = [Node](unsafeUninitializedCapacity: count) { offsetNodes, offsetCount in
                lineThickness = [Stored](unsafeUninitializedCapacity: count) { lineThick, lineCount in
                    thicknesses = [Stored](unsafeUninitializedCapacity: count) { thick, thickCount in
                        lengths = [Stored](unsafeUninitializedCapacity: count) { length, lengthCount in
                            outcome = answers.withUnsafeBufferPointer { sizes in
                                // The axis and an unscaled factor as constants in each copy of the loop: both
                                // sides are then one pointer's fixed offsets, which frees a register the loop
                                // otherwise spills, and sizes at scale 1 are not multiplied (x × 1 is x).
                                @inline(__always) func lines(horizontal: Bool, factor: Double) -> OnePassOutcome? {
                                    breakLines(sizes, factor: factor, horizontal: horizontal, available: available,
                                               interitemSpacing: interitemSpacing, lineSpacing: lineSpacing,
                                               length: length, thickness: thick, lineThickness: lineThick,
                                               offsetNodes: offsetNodes, startNodes: startNodes)
                                }
                                switch (horizontal, factor == 1) {
                                case (true, true): return lines(horizontal: true, factor: 1)
                                case (true, false): return lines(horizontal: true, factor: factor)
                                case (false, true): return lines(horizontal: false, factor: 1)
                                case (false, false): return lines(horizontal: false, factor: factor)
                                }
                            }
                            lengthCount = outcome == nil ? count : 0
                        }
                        thickCount = outcome == nil ? count : 0
                    }
                    lineCount = outcome == nil ? count : 0
                }
                offsetCount = outcome == nil ? count : 0
            }
            startCount = outcome == nil ? count : 0
        }
        if let outcome { return outcome }
        return .built(FlowLayout.VariedLines(
            itemLength: Stored.compact(lengths), itemThickness: Stored.compact(thicknesses),
            lineThickness: Stored.compact(lineThickness),
            offsets: FlowLayout.PrefixSums<Double>(nodes: offsetTree), starts: FlowLayout.PrefixSums<Int32>(nodes: startTree),
            available: available, leading: leading, interitemSpacing: interitemSpacing, lineSpacing: lineSpacing,
            linesStart: linesStart))
    }

    /// The loop of `fromAnswers`; nil when every value was held exactly, else why not (at the first failure).
    @inline(__always)
    private static func breakLines<Stored: CompactLengthCode, Node: BinaryFloatingPoint, Start: FixedWidthInteger>(
        _ sizes: UnsafeBufferPointer<Size>, factor: Double, horizontal: Bool, available: Double,
        interitemSpacing i: Double, lineSpacing l: Double,
        length: UnsafeMutableBufferPointer<Stored>, thickness: UnsafeMutableBufferPointer<Stored>,
        lineThickness: UnsafeMutableBufferPointer<Stored>, offsetNodes: UnsafeMutableBufferPointer<Node>,
        startNodes: UnsafeMutableBufferPointer<Start>
    ) -> OnePassOutcome? {
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
        var usable = true, exactLengths = true
        /// The bits in which any offset node read back differs from its sum: zero while every node is exact.
        var nodeErrors: UInt64 = 0
        /// The codes' sign bits or-ed together, for a form whose exact codes are bounded (see `store`).
        var signs: Int16 = 0
        /// Checks and stores item x's sizes (usable: finite, not negative, ≤ 1e12, as the general path's; exact:
        /// the stored form gives them back bit for bit).
        @inline(__always) func store(_ x: Int) {
            let a = along(x), c = across(x)
            let storedAlong = Stored.code(a), storedAcross = Stored.code(c)
            length[x] = storedAlong
            thickness[x] = storedAcross
            if Stored.exactCodesAreBounded {
                // An exact quarter-point code is finite, not −0 and far below the maximum: such a size is
                // usable exactly when its code is not negative, so the code's sign stands for the four compares.
                signs |= storedAlong.signWord | storedAcross.signWord
            } else {
                usable = both(usable, both(both(a >= 0, a <= maximum), both(c >= 0, c <= maximum)))
            }
            exactLengths = both(exactLengths, both(Stored.holds(a, in: storedAlong), Stored.holds(c, in: storedAcross)))
        }
        /// Stores node x of each Fenwick tree (the narrow offset node must read back as its `Double` sum).
        @inline(__always) func setNode(_ x: Int, offset: Double, starts: Start) {
            let stored = Node(offset)
            offsetNodes[x] = stored
            startNodes[x] = starts
            nodeErrors |= Double(stored).bitPattern ^ offset.bitPattern
        }
        /// Adds node m's children m − c to the sums, for c = `from` down to `stop` (excluded), smallest child
        /// first, as the in-place build (`PrefixSums.init`) adds them (in `Double`: the narrow nodes read back
        /// exactly while every node so far was exact).
        @inline(__always) func addChildren(of m: Int, from: Int, above stop: Int, offset: inout Double, starts: inout Start) {
            var c = from
            while c > stop {
                offset += Double(offsetNodes[m &- c &- 1])
                starts &+= startNodes[m &- c &- 1]
                c >>= 1
            }
        }
        /// The last node a line summed its first item into, still held: its position's lowbit and its sums, and
        /// the node it is a child of (where the next line's first node may be).
        var held = (parent: 0, low: 0, offset: 0.0, starts: Start(0))
        var first = 0
        while first < count {
            // Greedy, as `init(lengths:…)`: items join while they fit with the minimum spacing; the first always goes.
            var end = first + 1
            var used = along(first)
            var lineThick = across(first)
            store(first)
            while end < count {
                let next = along(end)
                guard used + i + next <= limit else { break }
                used += i + next
                let t = across(end)
                if t > lineThick { lineThick = t }
                // An item's own sizes do not depend on its line, so they are stored here, beside the chain of
                // sums above (each waits for the one before), not after it. Past the first, an item starts no
                // line (−1) and its own value is 0 in both trees; its node is 0 too unless it sums the line's
                // first item (below).
                store(end)
                lineThickness[end] = Stored.code(-1)
                offsetNodes[end] = 0
                startNodes[end] = 0
                end += 1
            }
            // The line's first item (tree position m) starts it: its own sums are the line's extent and one line
            // start, and its children sum earlier lines.
            lineThickness[first] = Stored.code(lineThick)
            var m = first &+ 1
            var offset = lineThick + l, starts: Start = 1
            if held.parent == m {
                // The last line's last such node is one of these children: its sums come from the register they
                // are in, so the nodes form a chain of additions, not of stores read back.
                addChildren(of: m, from: (m & -m) >> 1, above: held.low, offset: &offset, starts: &starts)
                offset += held.offset
                starts &+= held.starts
                addChildren(of: m, from: held.low >> 1, above: 0, offset: &offset, starts: &starts)
            } else {
                addChildren(of: m, from: (m & -m) >> 1, above: 0, offset: &offset, starts: &starts)
            }
            setNode(first, offset: offset, starts: starts)
            // The line's other nodes that sum its first item are those a Fenwick update of m visits (m + lowbit(m),
            // …), a few a line. Each adds its children before the node it follows on that path (earlier lines'),
            // then that node, held here; its later children sum only this line's other items, +0, and are left
            // out: adding +0 to a sum begun at +0 changes no bit.
            while true {
                let low = m & -m, next = m &+ low
                guard next <= end else {
                    held = (next, low, offset, starts)
                    break
                }
                var nextOffset = 0.0, nextStarts: Start = 0
                addChildren(of: next, from: (next & -next) >> 1, above: low, offset: &nextOffset, starts: &nextStarts)
                nextOffset += offset
                nextStarts &+= starts
                setNode(next &- 1, offset: nextOffset, starts: nextStarts)
                (m, offset, starts) = (next, nextOffset, nextStarts)
            }
            // The line's thickness is one of its items' (exact when they are).
            if Stored.exactCodesAreBounded {
                // Exactness first: the sign test stands for usability only on exact codes. A size both unusable
                // and inexact here widens the form, whose pass then reports it unusable: the same nil in the end.
                guard exactLengths else { return .inexactLengths }
                guard signs >= 0 else { return .unusable }
            } else {
                guard usable else { return .unusable }
                guard exactLengths else { return .inexactLengths }
            }
            guard nodeErrors == 0 else { return .inexactOffsets }
            first = end
        }
        return nil
    }
}
