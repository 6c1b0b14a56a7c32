/// A tree parent's connector (guide §6.1: one connector view per parent, which decides how many lines to draw):
/// lines from the parent's right-edge midpoint, its attributes' custom value "from", to each child's left-edge
/// midpoint, the custom value "to" (a list, one point per child; content coordinates), drawn in the view's own
/// coordinates. As in the guide's figure 6-1 the lines are orthogonal elbows sharing one trunk: across from the
/// parent to half way to the nearest child, the trunk down (and up) through every child's row, and across into
/// each child; each line is drawn once, so a fading connector does not darken where its legs would overlap.
/// Every leg is horizontal or vertical whatever the cells' positions (mid-transition too), so a hairline is
/// always one crisp device pixel.
open class ConnectorView: ReusableView {
    /// Line color.
    open var lineColor = Color(hex: 0x8C9AA8)
    /// Line width in points; default 0, a hairline of one device pixel at any pixel ratio.
    open var lineWidth = 0.0
    /// True (the default) for orthogonal elbows on a shared trunk; false for a straight line from the parent to
    /// each child.
    open var drawsElbow = true
    private var segment: ViewAppearance.LineSegment?

    open override func apply(_ attributes: LayoutAttributes) {
        super.apply(attributes)
        guard case .point(let from)? = attributes[custom: "from"], case .points(let ends)? = attributes[custom: "to"],
              !ends.isEmpty else {
            segment = nil
            return
        }
        let o = attributes.frame.origin
        let a = from - o, children = ends.map { $0 - o }
        guard drawsElbow else {
            segment = .init(from: a, to: children[0], width: lineWidth, branches: children.dropFirst().map { [a, $0] })
            return
        }
        // The trunk stands half way between the parent and its nearest child, and runs through the parent's row and
        // every child's; a child on the parent's row is reached by the stub and its own leg, in one straight line.
        let midX = (a.x + children.map(\.x).min()!) / 2
        let ys = [a.y] + children.map(\.y)
        let top = ys.min()!, bottom = ys.max()!
        var branches: [[Point]] = top < bottom ? [[Point(x: midX, y: top), Point(x: midX, y: bottom)]] : []
        branches += children.map { [Point(x: midX, y: $0.y), $0] }
        segment = .init(from: a, to: Point(x: midX, y: a.y), width: lineWidth, branches: branches)
    }

    open override var appearance: ViewAppearance {
        var a = ViewAppearance()
        a.line = segment
        a.borderColor = lineColor
        return a
    }
}
