/// How quickly momentum dies (UIScrollView.DecelerationRate): the fraction of velocity kept per millisecond.
public struct DecelerationRate: Hashable, Sendable {
    public var perMillisecond: Double
    public init(perMillisecond: Double) { self.perMillisecond = perMillisecond }
    /// UIKit's default: 0.998 per ms, a 0.5 s time constant.
    public static let normal = DecelerationRate(perMillisecond: 0.998)
    /// UIKit's fast rate: 0.99 per ms, a 0.1 s time constant. Used for wheel notches so a wheel feels direct.
    public static let fast = DecelerationRate(perMillisecond: 0.99)

    /// Decay constant k in v(t) = v0·e^(−k·t), t in seconds.
    public var decayPerSecond: Double { -Math.log(perMillisecond) * 1000 }
}
