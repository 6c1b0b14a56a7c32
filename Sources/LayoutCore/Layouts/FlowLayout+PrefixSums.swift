extension FlowLayout {
    /// A Fenwick (binary indexed) tree over per-item values: prefix sums, point updates and "last prefix not
    /// above" searches, each in O(log n). A varied section keeps its line offsets here, so a preferred size
    /// that changes one line's thickness updates O(log n) entries instead of rewriting every line below it.
    struct PrefixSums<Value: AdditiveArithmetic & Comparable & Sendable>: Sendable {
        /// Node k (1-based) at index k − 1 holds the sum of values (k − lowbit(k)) ..< k.
        private(set) var tree: [Value]
        /// Highest power of two ≤ count, where the descent starts (0 when empty).
        private let topStep: Int

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
            tree = t
            var step = 1
            while step * 2 <= n { step *= 2 }
            topStep = n == 0 ? 0 : step
        }

        /// A tree already built (node k at index k − 1, as `init(_:)` lays it out), e.g. while the values were
        /// worked out (`VariedLines.init(answers:…)`).
        init(tree: [Value]) {
            self.tree = tree
            let n = tree.count
            var step = 1
            while step * 2 <= n { step *= 2 }
            topStep = n == 0 ? 0 : step
        }

        var count: Int { tree.count }

        /// Sum of values 0 ..< k.
        @inline(__always) func prefix(_ k: Int) -> Value {
            tree.withUnsafeBufferPointer { t in
                var sum = Value.zero
                var i = k
                while i > 0 { sum += t[i - 1]; i &= i - 1 }
                return sum
            }
        }

        /// Adds `delta` to value `index`.
        mutating func add(_ delta: Value, at index: Int) {
            let n = tree.count
            tree.withUnsafeMutableBufferPointer { t in
                var i = index + 1
                while i <= n { t[i - 1] += delta; i += i & -i }
            }
        }

        /// The largest k in 0...count with prefix(k) ≤ target, for non-negative values (prefixes then grow with k).
        func lastPrefix(notAbove target: Value) -> Int {
            tree.withUnsafeBufferPointer { t in
                let n = t.count
                var position = 0, remaining = target, step = topStep
                while step > 0 {
                    let next = position + step
                    if next <= n && t[next - 1] <= remaining {
                        position = next
                        remaining -= t[next - 1]
                    }
                    step >>= 1
                }
                return position
            }
        }
    }
}
