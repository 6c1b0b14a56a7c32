/// The mean of `count` 8-bit samples from their sum, rounded half up: `(sum + count / 2) / count`, exactly, by one
/// floating-point reciprocal per pixel instead of four integer divisions (a 64-bit division costs tens of cycles,
/// and averaging a photo into its thumbnail divides hundreds of thousands of times: it was a fifth of a PNG
/// thumbnail's time).
struct RoundedMean {
    let half: Int
    let reciprocal: Double

    init(count: Int) {
        half = count / 2
        reciprocal = 1 / Double(count)
    }

    /// The rounded mean of samples summing to `sum` (at most 255 × count). Exact: the quotient's fraction is
    /// either 0 (computed a hair low, which the nudge lifts) or at least 1 / count, far above the nudge and the
    /// product's rounding error for any count a thumbnail sums.
    @inline(__always)
    func of(_ sum: Int) -> UInt32 { UInt32(Double(sum + half) * reciprocal + 1e-7) }
}
