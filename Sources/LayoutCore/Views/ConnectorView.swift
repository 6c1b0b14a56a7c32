/// A line between two points carried in its attributes' custom values "from" and "to" (content
/// coordinates), drawn in the view's own coordinates: the tree layout's parent-to-child connectors. As in the
/// guide's figure 6-1 the line is an orthogonal elbow: across from the parent, down (or up) half way between
/// the columns, across into the child, so the elbows of one parent's children share their trunk.
open class ConnectorView: ReusableView {
    /// Line color.
    open var lineColor = Color(hex: 0x8C9AA8)
    /// Line width in points; default 0, a hairline of one device pixel at any pixel ratio.
    open var lineWidth = 0.0
    /// True (the default) for an orthogonal elbow; false for a straight line from parent to child.
    open var drawsElbow = true
    private var segment: ViewAppearance.LineSegment?

    open override func apply(_ attributes: LayoutAttributes) {
        super.apply(attributes)
        guard case .point(let from)? = attributes[custom: "from"], case .point(let to)? = attributes[custom: "to"] else {
            segment = nil
            return
        }
        let o = attributes.frame.origin
        let a = from - o, b = to - o, midX = (a.x + b.x) / 2
        let bends = drawsElbow && a.y != b.y ? [Point(x: midX, y: a.y), Point(x: midX, y: b.y)] : []
        segment = .init(from: a, to: b, width: lineWidth, bends: bends)
    }

    open override var appearance: ViewAppearance {
        var a = ViewAppearance()
        a.line = segment
        a.borderColor = lineColor
        return a
    }
}
