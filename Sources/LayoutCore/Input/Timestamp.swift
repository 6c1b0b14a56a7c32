/// A moment, in seconds since an arbitrary start. Time only enters LayoutCore as these values.
public struct Timestamp: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var seconds: Double
    public init(seconds: Double) { self.seconds = seconds }
    /// The start of time.
    public static let zero = Timestamp(seconds: 0)
    public static func < (a: Timestamp, b: Timestamp) -> Bool { a.seconds < b.seconds }
    public static func + (a: Timestamp, s: Double) -> Timestamp { Timestamp(seconds: a.seconds + s) }
    public static func - (a: Timestamp, b: Timestamp) -> Double { a.seconds - b.seconds }
    public var description: String { "\(seconds)s" }
}
