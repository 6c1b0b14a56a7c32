/// Insets from each edge of a rectangle (UIEdgeInsets).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Insets from each edge; any left out are zero.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No insets.
    public static let zero = EdgeInsets()

    /// `{top, left, bottom, right}`.
    public var description: String { "{\(top.compact), \(left.compact), \(bottom.compact), \(right.compact)}" }

    /// The inset at the start of an axis (left for horizontal, top for vertical).
    @inlinable public func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
    /// The inset at the end of an axis (right for horizontal, bottom for vertical).
    @inlinable public func trailing(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }
    /// Sum of both insets along an axis.
    @inlinable public func total(_ axis: Axis) -> Double { leading(axis) + trailing(axis) }
}
