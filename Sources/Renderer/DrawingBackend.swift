import LayoutCore

/// The small vocabulary a renderer draws with. Coordinates are window points; colors carry final alpha.
public protocol DrawingBackend {
    /// Fills the whole target.
    mutating func clear(_ color: Color)
    /// Fills an axis-aligned rectangle with rounded corners (radius 0 for a plain rectangle).
    mutating func fillRoundedRect(_ rect: Rect, radius: Double, color: Color)
    /// Fills a rounded rectangle as `fillRoundedRect` does, except (where the backend can) inside `hidden`, which
    /// something opaque drawn next covers: a shadow's layers under their own card. The same picture, fewer pixels.
    mutating func fillRoundedRect(_ rect: Rect, radius: Double, color: Color, hidden: Rect)
    /// Fills a rounded rectangle as `fillRoundedRect` does, where nothing but the opaque `base` (the cleared
    /// background) lies under it yet: a backend that knows exactly what its blending leaves there may fill a
    /// translucent color's inside with that opaque color instead. The same picture, no pixel blended.
    mutating func fillRoundedRect(_ rect: Rect, radius: Double, color: Color, over base: Color)
    /// Strokes the inside edge of an axis-aligned rounded rectangle with a line `width` thick.
    mutating func strokeRoundedRect(_ rect: Rect, radius: Double, width: Double, color: Color)
    /// Fills a convex polygon given by its outline (projected, transformed shapes).
    mutating func fillPolygon(_ points: [Point], color: Color)
    /// Draws a straight line `width` thick.
    mutating func drawLine(from: Point, to: Point, width: Double, color: Color)
    /// The size a label takes at a point size (on one line; lines separated by "\n" stack).
    mutating func measureText(_ text: String, fontSize: Double) -> Size
    /// A label set in lines no wider than `maxWidth` (at most `maxLines`, 0: no limit), wrapped at word
    /// boundaries and between CJK characters and cut with "…", as it will be drawn: `drawText` draws the
    /// setting's `text`.
    mutating func setText(_ text: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> TextSetting
    /// Draws a label scaled into an axis-aligned rectangle.
    mutating func drawText(_ text: String, fontSize: Double, color: Color, in rect: Rect)
    /// Draws a label mapped onto a quadrilateral (top-left, top-right, bottom-right, bottom-left).
    mutating func drawText(_ text: String, fontSize: Double, color: Color, quad: [Point])
    /// Draws a label turned 90° counter-clockwise (reading bottom to top) scaled into an axis-aligned rectangle:
    /// the text runs along the rectangle's height, its lines across the width.
    mutating func drawVerticalText(_ text: String, fontSize: Double, color: Color, in rect: Rect)
    /// Fills many quadrilaterals of their own colors, in order (a batch: one call where the backend can).
    mutating func fillQuads(_ quads: [DisplayQuad])
    /// Draws an image fitted by its content mode into a view's frame `rect`, clipped to its corners of `cornerRadius`,
    /// faded by `alpha`; with `quad` (the frame's corners, top-left clockwise) mapped onto that instead (a
    /// transformed view). Says whether it drew, is still loading, or failed (the caller draws the placeholder).
    mutating func drawImage(_ image: ImageReference, in rect: Rect, quad: [Point]?, cornerRadius: Double, alpha: Double) -> ImageDrawResult
    /// Device pixels per point when the backend can limit drawing to a rectangle (`clip(to:)`), so the renderer
    /// may skip the covered parts of a dense list; nil when it cannot.
    var clipScale: Double? { get }
    /// Limits what is drawn to `rect` (edges on the device-pixel grid) until the next call; nil: everywhere.
    mutating func clip(to rect: Rect?)
    /// True when `drawImage` would now cover the whole of `rect` (within its rounded corners) with opaque pixels, so
    /// the view's fill under it would never show and need not be drawn.
    mutating func imageCovers(_ image: ImageReference, in rect: Rect, cornerRadius: Double) -> Bool
}

extension DrawingBackend {
    /// Backends that cannot leave a hole fill all of it.
    public mutating func fillRoundedRect(_ rect: Rect, radius: Double, color: Color, hidden: Rect) {
        fillRoundedRect(rect, radius: radius, color: color)
    }

    /// Backends that cannot tell what blending leaves blend.
    public mutating func fillRoundedRect(_ rect: Rect, radius: Double, color: Color, over base: Color) {
        fillRoundedRect(rect, radius: radius, color: color)
    }

    /// Backends without clipping draw every item whole.
    public var clipScale: Double? { nil }
    /// Backends without clipping ignore it (the renderer only clips when `clipScale` is set).
    public mutating func clip(to rect: Rect?) {}

    /// Backends without images show every image's placeholder.
    public mutating func drawImage(_ image: ImageReference, in rect: Rect, quad: [Point]?, cornerRadius: Double,
                                   alpha: Double) -> ImageDrawResult { .loading }

    /// Backends without images never cover a fill.
    public mutating func imageCovers(_ image: ImageReference, in rect: Rect, cornerRadius: Double) -> Bool { false }

    /// One polygon per quad, for backends without a batched path.
    public mutating func fillQuads(_ quads: [DisplayQuad]) {
        for q in quads { fillPolygon([q.topLeft, q.topRight, q.bottomRight, q.bottomLeft], color: q.color) }
    }

    /// Breaks lines with the backend's `measureText` widths, each line as tall as one measured line.
    public mutating func setText(_ text: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> TextSetting {
        var copy = self
        let broken = TextLineBreaker { copy.measureText(String($0), fontSize: fontSize).width }
            .breakLines(text, maxWidth: maxWidth, maxLines: maxLines)
        let lineHeight = measureText("X", fontSize: fontSize).height
        return TextSetting(lines: broken.lines, size: Size(width: broken.width, height: lineHeight * Double(broken.lines.count)),
                           truncated: broken.truncated)
    }

    /// Turns the label with the quad call, so backends written before vertical labels still draw them (unsnapped).
    public mutating func drawVerticalText(_ text: String, fontSize: Double, color: Color, in rect: Rect) {
        // The text's top-left corner goes to the rectangle's bottom-left, its top-right to the top-left, and so on.
        drawText(text, fontSize: fontSize, color: color, quad: [Point(x: rect.minX, y: rect.maxY), Point(x: rect.minX, y: rect.minY),
                                                                Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY)])
    }
}
