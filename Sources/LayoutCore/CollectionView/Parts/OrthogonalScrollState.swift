/// The sections that scroll on their own across the main scroll axis (a compositional layout's orthogonal
/// sections, through `OrthogonalScrollingGeometry`): how far each is scrolled, kept here so every prepare lays it
/// out there again (`LayoutContext.orthogonalScrollOffsets`), and the motion of those moving.
struct OrthogonalScrollState {
    /// One section's momentum, glide, eased scroll or bounce, on its own `ScrollPhysics` (only its axis moves).
    struct Motion {
        var axis: Axis
        var physics: ScrollPhysics
        /// Where the glide is heading (its target): the next wheel notch of a paging section pages on from
        /// there, so each notch is one page, however quickly they come.
        var heading: Double?
    }

    /// A press-drag scrolling a section: the offset it started from follows the pointer, rubber-banded past the
    /// ends.
    struct Drag {
        var section: Int
        var axis: Axis
        var startOffset: Double
    }

    /// By section, how far it is scrolled (along its axis: (x, 0) in a vertical layout). Zero entries are kept:
    /// they override an offset the layout value itself gives.
    var offsets: [Int: Point] = [:]
    /// The sections moving on their own, by section.
    var motions: [Int: Motion] = [:]
    /// By section, wheel notches not yet turned into pages: a trackpad's fractions add up to whole notches first.
    var pendingNotches: [Int: Double] = [:]
    /// The press-drag in progress, if any.
    var drag: Drag?
    /// The built-in pan that scrolls a section by a press-drag, made once.
    var panGestureRecognizer: OrthogonalScrollPanGestureRecognizer?

    /// True while a section moves: momentum, a glide, an eased scroll, a bounce or a press-drag.
    var isMoving: Bool { !motions.isEmpty || drag != nil }

    /// A point `length` along `axis`, 0 across it.
    static func point(_ length: Double, along axis: Axis) -> Point {
        axis == .horizontal ? Point(x: length, y: 0) : Point(x: 0, y: length)
    }
}
