/// A width and a height (CGSize).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size `width` by `height`.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// A size of zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// `width×height`, with whole numbers printed without a fraction.
    public var description: String { "\(width.compact)×\(height.compact)" }

    /// True when both dimensions are finite and not negative: a size a layout may hand out.
    public var isValid: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }

    /// The size at progress t between self and other.
    public func interpolated(to other: Size, progress t: Double) -> Size {
        Size(width: Math.lerp(width, other.width, t), height: Math.lerp(height, other.height, t))
    }

    /// Length along an axis.
    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
