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
                                // The axis as a constant in each copy of the loop: both sides are then one pointer's
                                // fixed offsets, which frees a register the loop otherwise spills.
                                horizontal
                                    ? breakLines(sizes, factor: factor, horizontal: true, available: available,
                                                 interitemSpacing: interitemSpacing, lineSpacing: lineSpacing,
                                                 length: length, thickness: thick, lineThickness: lineThick,
                                                 offsetNodes: offsetNodes, startNodes: startNodes)
                                    : breakLines(sizes, factor: factor, horizontal: false, available: available,
                                                 interitemSpacing: interitemSpacing, lineSpacing: lineSpacing,
                                                 length: length, thickness: thick, lineThickness: lineThick,
                                                 offsetNodes: offsetNodes, startNodes: startNodes)
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
            exactLengths = both(exactLengths, both(storedAlong.value.bitPattern == a.bitPattern,
                                                   storedAcross.value.bitPattern == c.bitPattern))
        }
        /// Node m = x + 1 of each Fenwick tree: `own` plus its children m − c (c = lowbit/2 … 1), added smallest
        /// child first, as the in-place build (`PrefixSums.init`) adds them (in `Double`: the narrow nodes read
        /// back exactly while every node so far was exact).
        @inline(__always) func node(_ x: Int, offset own: Double, start ownStart: Start) {
            let m = x &+ 1
            var offset = own, starts = ownStart
            // Half the nodes (odd m) have no children: their own value is the node.
            if m & 1 == 0 {
                var c = (m & -m) >> 1
                while c > 0 {
                    offset += Double(offsetNodes[m &- c &- 1])
                    starts &+= startNodes[m &- c &- 1]
                    c >>= 1
                }
            }
            let stored = Node(offset)
            offsetNodes[x] = stored
            startNodes[x] = starts
            nodeErrors |= Double(stored).bitPattern ^ offset.bitPattern
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
            store(first)
            lineThickness[first] = Stored.code(lineThick)
            node(first, offset: lineThick + l, start: 1)
            var x = first &+ 1
            while x < end {
                store(x)
                lineThickness[x] = Stored.code(-1)
                // Node x + 1 odd: no children, and its own value is 0 in both trees (exact in any form).
                if x & 1 == 0 {
                    offsetNodes[x] = 0
                    startNodes[x] = 0
                } else {
                    node(x, offset: 0, start: 0)
                }
                x &+= 1
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
