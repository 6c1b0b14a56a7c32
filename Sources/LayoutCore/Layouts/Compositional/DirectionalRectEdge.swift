/// Edges of a rectangle named by reading direction (NSDirectionalRectEdge); leading is left here.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge (UIKit: `NSDirectionalRectEdge.top`).
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge, the left one here (UIKit: `.leading`).
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge (UIKit: `.bottom`).
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge, the right one here (UIKit: `.trailing`).
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges (UIKit: `.all`).
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
