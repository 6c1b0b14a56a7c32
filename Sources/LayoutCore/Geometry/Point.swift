/// A location in a two-dimensional coordinate system (CGPoint).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downwards (as in UIKit).
    public var y: Double

    /// A point at `x`, `y`.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// `(x, y)`, with whole numbers printed without a fraction.
    public var description: String { "(\(x.compact), \(y.compact))" }

    /// The sum of two points, coordinate by coordinate.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The difference of two points, coordinate by coordinate.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// A point scaled by a factor.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// Euclidean distance to another point.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The point at progress t between self and other.
    public func interpolated(to other: Point, progress t: Double) -> Point {
        Point(x: Math.lerp(x, other.x, t), y: Math.lerp(y, other.y, t))
    }
}

/// Number formatting shared by descriptions and JSON output.
extension Double {
    /// Shortest decimal form without a trailing ".0" for whole numbers (for descriptions and JSON).
    public var compact: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return "\(self)"
    }
}
