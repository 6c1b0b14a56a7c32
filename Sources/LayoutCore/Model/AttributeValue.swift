import FoundationEssentials  // IndexPath (Model/IndexPath.swift)

/// A custom value a layout attaches to its attributes (what a UICollectionViewLayoutAttributes subclass adds as
/// properties, e.g. a section background's color or the tree layout's children). Takes part in equality and
/// interpolation.
public enum AttributeValue: Hashable, Sendable, CustomStringConvertible {
    /// A number, interpolated linearly during transitions.
    case number(Double)
    /// A color, interpolated per component.
    case color(Color)
    /// A point, interpolated per coordinate.
    case point(Point)
    /// A string; transitions switch it at the halfway point rather than blend it.
    case text(String)
    /// A Boolean; transitions switch it at the halfway point.
    case flag(Bool)
    /// A list of index paths (the tree layout's children of a node); switched, not blended.
    case indexPaths([IndexPath])
    /// A list of points (the tree layout's connector ends, one per child); interpolated point by point when the
    /// two lists are as long, switched at the halfway point otherwise.
    case points([Point])

    public var description: String {
        switch self {
        case .number(let v): return v.compact
        case .color(let c): return c.description
        case .point(let p): return p.description
        case .text(let s): return "\"\(s)\""
        case .flag(let b): return b ? "true" : "false"
        case .indexPaths(let ps): return "[" + ps.map(\.description).joined(separator: ", ") + "]"
        case .points(let ps): return "[" + ps.map(\.description).joined(separator: ", ") + "]"
        }
    }

    /// The value at progress t toward `other`. Numbers, colors and points interpolate; values that cannot
    /// (text, flags, index-path lists, point lists of different lengths, or mismatched cases) switch to the target at the halfway point.
    public func interpolated(to other: AttributeValue, progress t: Double) -> AttributeValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(Math.lerp(a, b, t))
        case (.color(let a), .color(let b)): return .color(a.interpolated(to: b, progress: t))
        case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, progress: t))
        case (.points(let a), .points(let b)) where a.count == b.count:
            return .points(zip(a, b).map { $0.interpolated(to: $1, progress: t) })
        default: return t < 0.5 ? self : other
        }
    }
}
