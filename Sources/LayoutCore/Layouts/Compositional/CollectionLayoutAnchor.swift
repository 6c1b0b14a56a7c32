/// Where a supplementary item (a badge) is attached to its item (NSCollectionLayoutAnchor). On each axis the
/// named edge lines the badge up with the item's edge of that side (both or neither: centred); the offset then
/// moves it, in points (`absoluteOffset`) or in fractions of the badge's own size (`fractionalOffset`).
public struct CollectionLayoutAnchor: Hashable, Sendable {
    /// The item's edges the element lines up with; none or both on an axis centre it on that axis (UIKit: `edges`).
    public var edges: DirectionalRectEdge
    /// How far the element moves from its anchored place: points, or fractions of its own size (UIKit: `offset`).
    public var offset: Point
    /// True when `offset` is in points (UIKit: `isAbsoluteOffset`).
    public var isAbsoluteOffset: Bool
    /// True when `offset` is in fractions of the element's own size (UIKit: `isFractionalOffset`).
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor on `edges` with no offset (UIKit: `init(edges:)`).
    public init(edges: DirectionalRectEdge) { self.init(edges: edges, absoluteOffset: .zero) }
    /// An anchor on `edges`, moved by `absoluteOffset` points (UIKit: `init(edges:absoluteOffset:)`).
    public init(edges: DirectionalRectEdge, absoluteOffset: Point) {
        self.edges = edges; offset = absoluteOffset; isAbsoluteOffset = true
    }
    /// An anchor on `edges`, moved by `fractionalOffset` times the element's own size: edges `[.top, .trailing]`
    /// with (0.5, −0.5) centre a badge on the item's top-trailing corner (UIKit: `init(edges:fractionalOffset:)`).
    public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
        self.edges = edges; offset = fractionalOffset; isAbsoluteOffset = false
    }

    /// The frame of an element of `size` anchored to `container`.
    public func frame(of size: Size, in container: Rect) -> Rect {
        func place(_ lo: Double, _ hi: Double, _ length: Double, start: Bool, end: Bool) -> Double {
            if start && !end { return lo }
            if end && !start { return hi - length }
            return (lo + hi) / 2 - length / 2
        }
        var x = place(container.minX, container.maxX, size.width, start: edges.contains(.leading), end: edges.contains(.trailing))
        var y = place(container.minY, container.maxY, size.height, start: edges.contains(.top), end: edges.contains(.bottom))
        let dx = isAbsoluteOffset ? offset.x : offset.x * size.width
        let dy = isAbsoluteOffset ? offset.y : offset.y * size.height
        if dx.isFinite { x += dx }
        if dy.isFinite { y += dy }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
