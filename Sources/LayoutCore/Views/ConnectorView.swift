/// A line between two points carried in its attributes' custom values "from" and "to" (content
/// coordinates), drawn in the view's own coordinates: the tree layout's parent-to-child connectors.
open class ConnectorView: ReusableView {
    /// Line color.
    open var lineColor = Color(hex: 0x8C9AA8)
    /// Line width in points.
    open var lineWidth = 1.5
    private var segment: ViewAppearance.LineSegment?

    open override func apply(_ attributes: LayoutAttributes) {
        super.apply(attributes)
        guard case .point(let from)? = attributes[custom: "from"], case .point(let to)? = attributes[custom: "to"] else {
            segment = nil
            return
        }
        let o = attributes.frame.origin
        segment = .init(from: from - o, to: to - o, width: lineWidth)
    }

    open override var appearance: ViewAppearance {
        var a = ViewAppearance()
        a.line = segment
        a.borderColor = lineColor
        return a
    }
}
