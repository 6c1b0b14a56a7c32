/// A moment, in seconds since an arbitrary start. Time only enters LayoutCore as these values.
public struct Timestamp: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Seconds since the start the app chose.
    public var seconds: Double
    /// The moment `seconds` after the start.
    public init(seconds: Double) { self.seconds = seconds }
    /// The start of time.
    public static let zero = Timestamp(seconds: 0)
    /// Whether `a` comes before `b`.
    public static func < (a: Timestamp, b: Timestamp) -> Bool { a.seconds < b.seconds }
    /// The moment `s` seconds after `a`.
    public static func + (a: Timestamp, s: Double) -> Timestamp { Timestamp(seconds: a.seconds + s) }
    /// Seconds from `b` to `a`.
    public static func - (a: Timestamp, b: Timestamp) -> Double { a.seconds - b.seconds }
    /// The seconds followed by `s`.
    public var description: String { "\(seconds)s" }
}
