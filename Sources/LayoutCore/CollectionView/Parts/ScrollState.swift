/// The scroll view half of the collection view: the visible rect, the content inset, momentum, and the one
/// clamp every scroll, update, transition and drag uses (UIScrollView keeps the offset within
/// −inset…content + inset − viewport).
struct ScrollState {
    /// Viewport in content coordinates: origin is the content offset, size is the visible area.
    var bounds: Rect
    /// Extra scrollable room around the content (UIScrollView.contentInset).
    var contentInset = EdgeInsets.zero
    /// Scroll momentum and page animations.
    var physics = ScrollPhysics()
    /// The time of the last `advance(to:)`, from which the next step's length is measured.
    var lastAdvance: Timestamp?
    /// Whether momentum and the wheel may carry the content past an edge and spring back (UIScrollView.bounces).
    var bounces = true
    /// Bounce along an axis even when the content does not scroll along it (alwaysBounceVertical/Horizontal).
    var alwaysBounceVertical = false
    var alwaysBounceHorizontal = false
    /// The scroll indicators: what shows, their insets, and when the offset last moved.
    var indicators = ScrollIndicators()

    /// The smallest content offset: minus the leading insets.
    var minimumOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest content offset for content of `size`: its size plus trailing insets minus the viewport,
    /// never below the minimum.
    func maximumOffset(contentSize size: Size) -> Point {
        let lo = minimumOffset
        return Point(x: max(lo.x, size.width + contentInset.right - bounds.width),
                     y: max(lo.y, size.height + contentInset.bottom - bounds.height))
    }

    /// True when momentum may carry the content past an edge along `axis` and spring back: bouncing is on and
    /// the axis scrolls, or is told to bounce anyway.
    func canBounce(_ axis: Axis, contentSize size: Size) -> Bool {
        guard bounces else { return false }
        let lo = minimumOffset, hi = maximumOffset(contentSize: size)
        return axis == .vertical ? hi.y > lo.y || alwaysBounceVertical : hi.x > lo.x || alwaysBounceHorizontal
    }

    /// `p` moved into the scrollable range of content of `size` (a non-finite coordinate reads as 0). With
    /// `allowingBounce`, an axis springing back from past an edge keeps its overshoot, up to the viewport's
    /// extent (the rubber band never reaches it): the only time the offset may lie outside the content.
    func clamped(_ p: Point, contentSize size: Size, allowingBounce: Bool = false) -> Point {
        var hi = maximumOffset(contentSize: size), lo = minimumOffset
        if allowingBounce {
            if let b = physics.horizontalBounce {
                if b.edge == .leading { lo.x -= bounds.width } else { hi.x += bounds.width }
            }
            if let b = physics.verticalBounce {
                if b.edge == .leading { lo.y -= bounds.height } else { hi.y += bounds.height }
            }
        }
        return Point(x: min(max(lo.x, p.x.isFinite ? p.x : 0), hi.x), y: min(max(lo.y, p.y.isFinite ? p.y : 0), hi.y))
    }
}
