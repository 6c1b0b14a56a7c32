/// Times a piece of work over several runs and reports the median, the figure benchmarks quote (robust to
/// the noise of a shared machine).
struct Stopwatch {
    /// Milliseconds for each measured run, after `warmup` unmeasured runs.
    static func runs(_ count: Int, warmup: Int = 2, _ work: () -> Void) -> [Double] {
        for _ in 0..<warmup { work() }
        let clock = ContinuousClock()
        return (0..<count).map { _ in
            let d = clock.measure(work)
            return Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
        }
    }

    /// The median of a list of numbers.
    static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        guard !s.isEmpty else { return .nan }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}
