/// A cell drawn in its cheap form: a filled quadrilateral of one color, no label, no border, no corners.
/// Collection views capped by `maximumLiveViewCount` draw the cells beyond the cap this way, where they are
/// too many and too small for a label to be read, so a renderer can draw them all in one batched call.
public struct DisplayQuad: Hashable, Sendable {
    /// Corners in window coordinates: top-left, top-right, bottom-right, bottom-left (after the transform).
    public var topLeft: Point
    /// The top-right corner in window coordinates (after the transform).
    public var topRight: Point
    /// The bottom-right corner in window coordinates (after the transform).
    public var bottomRight: Point
    /// The bottom-left corner in window coordinates (after the transform).
    public var bottomLeft: Point
    /// Fill color, with the element's alpha applied.
    public var color: Color

    /// A quad from its four corners (window coordinates, clockwise from the top-left) and its fill color.
    public init(topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point, color: Color) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
        self.color = color
    }

    /// An axis-aligned rectangle.
    public init(rect r: Rect, color: Color) {
        self.init(topLeft: Point(x: r.minX, y: r.minY), topRight: Point(x: r.maxX, y: r.minY),
                  bottomRight: Point(x: r.maxX, y: r.maxY), bottomLeft: Point(x: r.minX, y: r.maxY), color: color)
    }
}
