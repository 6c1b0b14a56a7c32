/// UIScrollView's scroll indicators as a value: which are shown, their insets and style, when the offset last
/// moved, and — pure functions of that — each bar's frame and its opacity at a time that arrives as a value.
///
/// Shape (UIKit's): a bar `thickness` points wide, `edgeInset` points from the viewport's edge and from the
/// track's ends, rounded, its length the track's times visible ÷ content (at least `minimumLength`), squeezed
/// towards `minimumCompressedLength` by the drawn overshoot while the content bounces. Timing: fully opaque
/// while the offset moves and `visibleDuration` seconds after it stops, then fading out over `fadeDuration`.
public struct ScrollIndicators: Hashable, Sendable {
    /// Light or dark bars (UIScrollView.IndicatorStyle).
    public enum Style: Hashable, Sendable {
        /// Dark on a light background, light on a dark one (decided by the collection view's background).
        case `default`
        /// A dark bar.
        case black
        /// A light bar.
        case white
    }

    /// The bar's width across its axis (points).
    public static let thickness = 3.0
    /// Distance from the viewport's edge and from the ends of the track (points).
    public static let edgeInset = 3.0
    /// The shortest bar while the offset lies within the content (points).
    public static let minimumLength = 36.0
    /// The shortest bar while the content is squeezed past an edge (points).
    public static let minimumCompressedLength = 8.0
    /// How long the bars stay after the offset stops moving (seconds).
    public static let visibleDuration = 0.5
    /// How long they take to fade out after that (seconds).
    public static let fadeDuration = 0.3

    /// Whether the vertical bar is shown (UIKit: `showsVerticalScrollIndicator`); default true.
    public var showsVertical = true
    /// Whether the horizontal bar is shown (UIKit: `showsHorizontalScrollIndicator`); default true.
    public var showsHorizontal = true
    /// Extra insets of each bar's track, added to the content inset (UIKit adjusts indicator insets by it).
    public var verticalInsets = EdgeInsets.zero
    /// Extra insets of the horizontal bar's track, added to the content inset (UIKit:
    /// `horizontalScrollIndicatorInsets`).
    public var horizontalInsets = EdgeInsets.zero
    /// Light or dark bars (UIKit: `indicatorStyle`); default `.default`, chosen by the background.
    public var style = Style.default
    /// When the offset last moved (or the bars were flashed); nil until then: no bars.
    public var lastActivity: Timestamp?
    /// The offset at the last time step, to notice movement.
    var lastOffset: Point?
    /// A flash asked for, shown from the next time step.
    var flashPending = false

    /// Both bars shown, no extra insets, the default style, and no activity yet (nothing drawn until the offset moves).
    public init() {}

    /// Notes the offset at `now`: a change (or a pending flash) restarts the bars' visible time.
    mutating func note(offset: Point, at now: Timestamp) {
        if flashPending || (lastOffset != nil && lastOffset != offset) { lastActivity = now }
        flashPending = false
        lastOffset = offset
    }

    /// The bars' opacity at `now`: 1 while moving and `visibleDuration` after, then a linear fade to 0.
    public func alpha(at now: Timestamp) -> Double {
        guard let last = lastActivity else { return 0 }
        let idle = now - last - Self.visibleDuration
        if idle <= 0 { return 1 }
        // Times are sums of frame intervals: a residue of rounding at the fade's end reads as gone.
        let alpha = 1 - idle / Self.fadeDuration
        return alpha < 1e-9 ? 0 : alpha
    }

    /// The bar's position and length along a track from `trackStart` to `trackEnd` for an offset in
    /// `minimum…maximum` (beyond it while bouncing) when `visibleLength` of the content shows; nil when the axis
    /// cannot scroll or the track has no room.
    public static func bar(offset: Double, minimum: Double, maximum: Double, visibleLength: Double,
                           trackStart: Double, trackEnd: Double) -> (start: Double, length: Double)? {
        let span = maximum - minimum, track = trackEnd - trackStart
        guard span > 0, visibleLength > 0, track > 0, offset.isFinite else { return nil }
        // visible ÷ content: the scrollable span plus what shows is the whole content (with its insets).
        var length = max(min(track, minimumLength), track * visibleLength / (visibleLength + span))
        let floor = min(length, minimumCompressedLength)
        if offset < minimum {
            length = max(floor, length - (minimum - offset))
            return (trackStart, length)
        }
        if offset > maximum {
            length = max(floor, length - (offset - maximum))
            return (trackEnd - length, length)
        }
        return (trackStart + (offset - minimum) / span * (track - length), length)
    }

    /// The vertical (`.vertical`) or horizontal bar's frame in window coordinates, for an offset within
    /// `minimum…maximum` (content-offset range), a viewport of `viewport` and the content inset `contentInset`;
    /// nil when that bar is hidden or its axis cannot scroll.
    public func frame(_ axis: Axis, offset: Point, minimum: Point, maximum: Point, viewport: Size,
                      contentInset: EdgeInsets) -> Rect? {
        let t = Self.thickness, e = Self.edgeInset
        let scrollsX = showsHorizontal && maximum.x > minimum.x, scrollsY = showsVertical && maximum.y > minimum.y
        switch axis {
        case .vertical:
            guard scrollsY else { return nil }
            let i = Self.sum(contentInset, verticalInsets)
            // The corner where both bars would meet is left to the horizontal one.
            let end = viewport.height - i.bottom - e - (scrollsX ? t + e : 0)
            guard let bar = Self.bar(offset: offset.y, minimum: minimum.y, maximum: maximum.y,
                                     visibleLength: viewport.height - contentInset.top - contentInset.bottom,
                                     trackStart: i.top + e, trackEnd: end) else { return nil }
            return Rect(x: viewport.width - i.right - e - t, y: bar.start, width: t, height: bar.length)
        case .horizontal:
            guard scrollsX else { return nil }
            let i = Self.sum(contentInset, horizontalInsets)
            let end = viewport.width - i.right - e - (scrollsY ? t + e : 0)
            guard let bar = Self.bar(offset: offset.x, minimum: minimum.x, maximum: maximum.x,
                                     visibleLength: viewport.width - contentInset.left - contentInset.right,
                                     trackStart: i.left + e, trackEnd: end) else { return nil }
            return Rect(x: bar.start, y: viewport.height - i.bottom - e - t, width: bar.length, height: t)
        }
    }

    /// The bar's fill for a background: UIKit's translucent black on light backgrounds, white on dark ones.
    public func color(background: Color) -> Color {
        let light: Bool
        switch style {
        case .black: light = false
        case .white: light = true
        case .default:
            // Relative luminance of an opaque-enough background; a clear one reads as light (the window's white).
            let b = background.alpha < 0.5 ? Color.white : background
            light = 0.2126 * b.red + 0.7152 * b.green + 0.0722 * b.blue < 0.5
        }
        return light ? Color(red: 1, green: 1, blue: 1, alpha: 0.5) : Color(red: 0, green: 0, blue: 0, alpha: 0.35)
    }

    private static func sum(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
