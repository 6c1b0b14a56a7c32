/// How quickly momentum dies (UIScrollView.DecelerationRate): the fraction of velocity kept per millisecond.
public struct DecelerationRate: Hashable, Sendable {
    /// The fraction of velocity kept after each millisecond, between 0 and 1 (UIKit's raw value: 0.998 for `.normal`).
    public var perMillisecond: Double
    /// A rate keeping `perMillisecond` of the velocity each millisecond (UIKit: `DecelerationRate(rawValue:)`).
    public init(perMillisecond: Double) { self.perMillisecond = perMillisecond }
    /// UIKit's default: 0.998 per ms, a 0.5 s time constant.
    public static let normal = DecelerationRate(perMillisecond: 0.998)
    /// UIKit's fast rate: 0.99 per ms, a 0.1 s time constant. Used for wheel notches so a wheel feels direct.
    public static let fast = DecelerationRate(perMillisecond: 0.99)

    /// Decay constant k in v(t) = v0·e^(−k·t), t in seconds.
    public var decayPerSecond: Double { -Math.log(perMillisecond) * 1000 }
}
