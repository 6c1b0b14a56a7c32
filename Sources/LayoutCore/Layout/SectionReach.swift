/// The bounded rect query's first step, shared by the layouts that lay sections out one after another along the
/// scroll axis (flow, waterfall, compositional): from each section's reach along that axis, kept as running
/// maxima of its end (`maxPrefix[i]`: the furthest any of sections 0…i reaches) and running minima of its start
/// from the back (`minSuffix[i]`: the nearest any of sections i… starts), the sections that may reach into an
/// open interval, in two binary searches. Running extremes, not the sections' own bounds, because a pinned or
/// inset element can reach past its neighbours.
enum SectionReach {
    static func candidates(maxPrefix: [Double], minSuffix: [Double], in lo: Double, _ hi: Double) -> Range<Int> {
        var a = 0, b = maxPrefix.count
        while a < b {
            let mid = (a + b) / 2
            if maxPrefix[mid] > lo { b = mid } else { a = mid + 1 }
        }
        var c = a, d = minSuffix.count
        while c < d {
            let mid = (c + d) / 2
            if minSuffix[mid] >= hi { d = mid } else { c = mid + 1 }
        }
        return a..<c
    }

    /// The running extremes `candidates` searches: each section's reach as (start, end) along the scroll axis.
    static func runningExtremes<S>(of sections: [S], reach: (S) -> (min: Double, max: Double)) -> (maxPrefix: [Double], minSuffix: [Double]) {
        var prefix = [Double](), suffix = [Double](repeating: 0, count: sections.count)
        prefix.reserveCapacity(sections.count)
        var running = -Double.infinity
        for s in sections { running = Swift.max(running, reach(s).max); prefix.append(running) }
        running = .infinity
        for k in sections.indices.reversed() { running = Swift.min(running, reach(sections[k]).min); suffix[k] = running }
        return (prefix, suffix)
    }
}
