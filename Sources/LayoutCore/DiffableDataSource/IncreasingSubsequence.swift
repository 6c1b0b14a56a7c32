/// The longest strictly increasing subsequence of a list of distinct numbers (patience sorting, O(n log n);
/// O(n) when the list is already increasing, the common case of an edit without moves). Diffing keeps these
/// elements in place and moves the rest: the fewest moves that put the survivors in their new order.
@usableFromInline
enum IncreasingSubsequence {
    /// For each position of `values`, whether it belongs to one longest increasing subsequence.
    @usableFromInline
    static func members(of values: [Int]) -> [Bool] {
        let n = values.count
        if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { return [Bool](repeating: true, count: n) }
        // tails[k]: position of the smallest last value of an increasing run of length k + 1 found so far.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: n)
        for i in 0..<n {
            let v = values[i]
            // Mostly increasing input extends the longest run: no search.
            if let last = tails.last, values[last] < v {
                previous[i] = last
                tails.append(i)
                continue
            }
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var result = [Bool](repeating: false, count: n)
        var i = tails.last ?? -1
        while i >= 0 { result[i] = true; i = previous[i] }
        return result
    }
}
