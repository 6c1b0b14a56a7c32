/// A rectangle by origin and size (CGRect). Sizes are kept non-negative by the initialisers that take them.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rectangle with its top-left corner at `x`, `y`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y); size = Size(width: width, height: height)
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// `(x, y, width, height)`.
    public var description: String { "(\(origin.x.compact), \(origin.y.compact), \(size.width.compact), \(size.height.compact))" }

    /// The left edge.
    @inlinable public var minX: Double { origin.x }
    /// The top edge.
    @inlinable public var minY: Double { origin.y }
    /// The right edge.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The width (`size.width`).
    @inlinable public var width: Double { size.width }
    /// The height (`size.height`).
    @inlinable public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// True when width or height is zero (or negative).
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// The start of the rectangle along an axis.
    @inlinable public func min(_ axis: Axis) -> Double { axis == .horizontal ? origin.x : origin.y }
    /// The end of the rectangle along an axis.
    @inlinable public func max(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }

    /// A rectangle from lengths given in axis roles: `main` is the axis named by `mainAxis`.
    @inlinable public init(mainAxis: Axis, mainOffset: Double, crossOffset: Double, mainLength: Double, crossLength: Double) {
        if mainAxis == .horizontal {
            self.init(x: mainOffset, y: crossOffset, width: mainLength, height: crossLength)
        } else {
            self.init(x: crossOffset, y: mainOffset, width: crossLength, height: mainLength)
        }
    }

    /// True when the two rectangles share interior area (touching edges do not intersect, as in CGRect).
    @inlinable public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// True when the point lies inside (min edges inclusive, max edges exclusive).
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }

    /// True when `other` lies entirely inside this rectangle.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The overlapping part, or nil when the rectangles do not intersect.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved by dx, dy.
    public func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: minX + dx, y: minY + dy, width: width, height: height) }

    /// The rectangle grown by dx on the left and right and dy on top and bottom (negative shrinks).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: Swift.max(0, width - 2 * dx), height: Swift.max(0, height - 2 * dy))
    }

    /// The rectangle inside the given insets.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: Swift.max(0, width - insets.left - insets.right),
             height: Swift.max(0, height - insets.top - insets.bottom))
    }

    /// True when every component is finite and the size is not negative.
    public var isValid: Bool { origin.x.isFinite && origin.y.isFinite && size.isValid }

    /// The rectangle at progress t between self and other.
    public func interpolated(to other: Rect, progress t: Double) -> Rect {
        Rect(origin: origin.interpolated(to: other.origin, progress: t), size: size.interpolated(to: other.size, progress: t))
    }
}
