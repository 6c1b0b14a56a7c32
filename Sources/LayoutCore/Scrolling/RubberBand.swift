/// UIScrollView's rubber band: how far content drawn past an edge actually moves for a raw overshoot.
/// offset = (1 − 1/(x·c/d + 1))·d, the widely used approximation of UIKit's curve: about c·x for small
/// overshoots, and never reaching d (the viewport's extent along the axis), however hard it is pushed.
public enum RubberBand {
    /// UIKit's coefficient.
    public static let coefficient = 0.55

    /// The drawn overshoot for a raw overshoot `x` (points, ≥ 0) along an axis whose viewport extent is `d`.
    /// Zero for a non-positive, non-finite or degenerate input.
    public static func offset(forOvershoot x: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard x > 0, x.isFinite, d > 0, d.isFinite, c > 0 else { return 0 }
        return (1 - 1 / (x * c / d + 1)) * d
    }
}
