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

    /// The smallest content offset: minus the leading insets.
    var minimumOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest content offset for content of `size`: its size plus trailing insets minus the viewport,
    /// never below the minimum.
    func maximumOffset(contentSize size: Size) -> Point {
        let lo = minimumOffset
        return Point(x: max(lo.x, size.width + contentInset.right - bounds.width),
                     y: max(lo.y, size.height + contentInset.bottom - bounds.height))
    }

    /// `p` moved into the scrollable range of content of `size` (a non-finite coordinate reads as 0).
    func clamped(_ p: Point, contentSize size: Size) -> Point {
        let hi = maximumOffset(contentSize: size), lo = minimumOffset
        return Point(x: min(max(lo.x, p.x.isFinite ? p.x : 0), hi.x), y: min(max(lo.y, p.y.isFinite ? p.y : 0), hi.y))
    }
}
