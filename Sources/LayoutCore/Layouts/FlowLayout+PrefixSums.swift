extension FlowLayout {
    /// A Fenwick (binary indexed) tree over per-item values: prefix sums, point updates and "last prefix not
    /// above" searches, each in O(log n). A varied section keeps its line offsets here, so a preferred size
    /// that changes one line's thickness updates O(log n) entries instead of rewriting every line below it.
    ///
    /// The nodes are held in the value's narrow form (`PrefixSumValue.Narrow`: `Float` for `Double`, 16 bits for
    /// `Int32`) while every node is exactly one, and widened, all at once and for good, when an update makes one
    /// not: sums, searches and updates then work on exactly the values a wide tree holds, at half the memory
    /// in the usual case (whole-point offsets, sections under 65,536 items).
    struct PrefixSums<Value: PrefixSumValue>: Sendable {
        /// Node k (1-based) at index k − 1 holds the sum of values (k − lowbit(k)) ..< k: in `narrow` while
        /// `isNarrow`, else in `wide` (the other is empty).
        private var narrow: [Value.Narrow]
        private var wide: [Value]
        private(set) var isNarrow: Bool
        /// Highest power of two ≤ count, where the descent starts (0 when empty).
        private var topStep: Int

        /// Builds the tree over `values` in O(n), in place.
        init(_ values: consuming [Value]) {
            // Consumed, so the tree is built in the caller's storage instead of a copy of it.
            var t = consume values
            let n = t.count
            t.withUnsafeMutableBufferPointer { t in
                var k = 1
                while k <= n {
                    let parent = k &+ (k & -k)
                    if parent <= n { t[parent &- 1] += t[k &- 1] }
                    k &+= 1
                }
            }
            self.init(tree: t)
        }

        /// A tree already built (node k at index k − 1, as `init(_:)` lays it out), e.g. while the values were
        /// worked out (`VariedLines.init(answers:…)`).
        init(tree: [Value]) {
            if let n = Value.narrowed(tree) {
                narrow = n; wide = []; isNarrow = true
            } else {
                narrow = []; wide = tree; isNarrow = false
            }
            topStep = Self.topStep(tree.count)
        }

        /// A tree already built in either form (`Value` or `Value.Narrow` nodes, as the one-pass prepare writes them).
        init<Node>(nodes: [Node]) {
            if Node.self == Value.Narrow.self {
                narrow = unsafeBitCast(nodes, to: [Value.Narrow].self); wide = []; isNarrow = true
            } else {
                precondition(Node.self == Value.self, "PrefixSums(nodes:) takes \(Value.self) or \(Value.Narrow.self) nodes")
                narrow = []; wide = unsafeBitCast(nodes, to: [Value].self); isNarrow = false
            }
            topStep = Self.topStep(nodes.count)
        }

        /// A tree already built, its nodes kept wide whatever they are (the reference narrow trees are checked against).
        init(wideTree tree: [Value]) {
            self.init(tree: [])
            wide = tree
            isNarrow = false
            topStep = Self.topStep(tree.count)
        }

        private static func topStep(_ n: Int) -> Int {
            var step = 1
            while step * 2 <= n { step *= 2 }
            return n == 0 ? 0 : step
        }

        var count: Int { isNarrow ? narrow.count : wide.count }

        /// The nodes, widened (for checks: node k at index k − 1).
        var tree: [Value] { isNarrow ? narrow.map(Value.init(widening:)) : wide }

        /// Sum of values 0 ..< k.
        @inline(__always) func prefix(_ k: Int) -> Value {
            if isNarrow {
                return narrow.withUnsafeBufferPointer { t in
                    var sum = Value.zero
                    var i = k
                    while i > 0 { sum += Value(widening: t[i - 1]); i &= i - 1 }
                    return sum
                }
            }
            return wide.withUnsafeBufferPointer { t in
                var sum = Value.zero
                var i = k
                while i > 0 { sum += t[i - 1]; i &= i - 1 }
                return sum
            }
        }

        /// Adds `delta` to value `index`.
        mutating func add(_ delta: Value, at index: Int) {
            var i = index + 1
            if isNarrow {
                let n = narrow.count
                let done = narrow.withUnsafeMutableBufferPointer { t -> Bool in
                    while i <= n {
                        guard let node = Value.narrowSum(t[i - 1], plus: delta) else { return false }
                        t[i - 1] = node
                        i += i & -i
                    }
                    return true
                }
                if done { return }
                // Node i − 1 cannot hold its new sum narrow: the whole tree goes wide, and the update goes on there.
                wide = narrow.map(Value.init(widening:))
                narrow = []
                isNarrow = false
            }
            let n = wide.count
            wide.withUnsafeMutableBufferPointer { t in
                while i <= n { t[i - 1] += delta; i += i & -i }
            }
        }

        /// The largest k in 0...count with prefix(k) ≤ target, for non-negative values (prefixes then grow with k).
        func lastPrefix(notAbove target: Value) -> Int {
            if isNarrow {
                return narrow.withUnsafeBufferPointer { t in
                    descend(count: t.count, target: target) { Value(widening: t[$0]) }
                }
            }
            return wide.withUnsafeBufferPointer { t in descend(count: t.count, target: target) { t[$0] } }
        }

        @inline(__always)
        private func descend(count n: Int, target: Value, _ node: (Int) -> Value) -> Int {
            var position = 0, remaining = target, step = topStep
            while step > 0 {
                let next = position + step
                if next <= n {
                    let v = node(next - 1)
                    if v <= remaining {
                        position = next
                        remaining -= v
                    }
                }
                step >>= 1
            }
            return position
        }
    }
}
