/// A number parameter as a slider shows it (UIKit: `UISlider`'s `value` between `minimumValue` and
/// `maximumValue`): where the value sits along the track, and the value a position on the track stands for.
extension LayoutParameter {
    /// How far along its range a number's value is, 0 at the lower bound and 1 at the upper; nil for toggles,
    /// choices and a range without width.
    public var sliderFraction: Double? {
        guard case .number(let range, _) = kind, range.upperBound > range.lowerBound, value.isFinite else { return nil }
        return Swift.min(1, Swift.max(0, (value - range.lowerBound) / (range.upperBound - range.lowerBound)))
    }

    /// The value a slider at `fraction` of its track sets (0 and below: the lower bound; 1 and above: the upper),
    /// on the keyboard's step grid and within the range (so the value shown is the value set); nil for toggles
    /// and choices.
    public func sliderValue(atFraction fraction: Double) -> Double? {
        guard case .number(let range, let step) = kind else { return nil }
        let f = fraction.isFinite ? Swift.min(1, Swift.max(0, fraction)) : 0
        let raw = range.lowerBound + f * (range.upperBound - range.lowerBound)
        // The ends are always reachable, even when the range is not a whole number of steps.
        if f == 0 { return clamped(range.lowerBound) }
        if f == 1 { return clamped(range.upperBound) }
        let snapped = step > 0 ? Self.tidied((raw / step).rounded() * step, step: step) : raw
        return clamped(snapped)
    }
}
