import LayoutCore

/// A backend that records the calls it gets, for tests that check what would be drawn without SDL.
public struct RecordingBackend: DrawingBackend {
    /// One recorded call.
    public enum Call: Hashable, Sendable {
        /// The frame was cleared to a color.
        case clear(Color)
        /// A rounded rectangle filled (radius 0: square corners).
        case fillRoundedRect(Rect, radius: Double, color: Color)
        /// A rounded rectangle's outline stroked, `width` points wide.
        case strokeRoundedRect(Rect, radius: Double, width: Double, color: Color)
        /// A polygon filled (its points in window coordinates).
        case fillPolygon([Point], color: Color)
        /// A line drawn between two points, `width` points wide.
        case drawLine(Point, Point, width: Double, color: Color)
        /// A label drawn in a rectangle.
        case drawText(String, fontSize: Double, color: Color, rect: Rect)
        /// A label drawn into a transformed quadrilateral (its four corners, clockwise from the top-left).
        case drawTextQuad(String, fontSize: Double, color: Color, quad: [Point])
        /// A label drawn rotated a quarter turn, reading bottom to top, in a rectangle.
        case drawVerticalText(String, fontSize: Double, color: Color, rect: Rect)
        /// Cheap cells drawn as filled quads, in one batch.
        case fillQuads([DisplayQuad])
        /// An image drawn in a rectangle, clipped to rounded corners.
        case drawImage(ImageReference, rect: Rect, cornerRadius: Double)
        /// Drawing limited to a rectangle from here on (nil: everywhere again).
        case clip(Rect?)
    }

    /// Calls in order.
    public private(set) var calls: [Call] = []
    /// Glyph advance used by `measureText`, as a fraction of the font size (roughly DejaVu Sans' average).
    public var advancePerPoint = 0.6

    /// What `drawImage` answers, by file path (default: loading, so the placeholder is drawn).
    public var imageResults: [String: ImageDrawResult] = [:]
    /// Files whose images `imageCovers` says hide their view's fill (default: none).
    public var coveringImages: Set<String> = []

    /// Device pixels per point if this backend is to act as one that clips (`clip(to:)` calls are recorded);
    /// nil by default, so the renderer draws every item whole, as it does on backends that cannot clip.
    public var clipScale: Double?

    /// Fills the renderer said lay over nothing but the background (`fillRoundedRect(_:radius:color:over:)`),
    /// each also recorded as a `fillRoundedRect` call.
    public private(set) var fillsOverBackground = 0

    /// A backend that has recorded nothing yet.
    public init() {}

    /// Records the fill as `fillRoundedRect(_:radius:color:)` does, and counts it in `fillsOverBackground`.
    public mutating func fillRoundedRect(_ rect: Rect, radius: Double, color: Color, over base: Color) {
        fillsOverBackground += 1
        fillRoundedRect(rect, radius: radius, color: color)
    }

    public mutating func clip(to rect: Rect?) { calls.append(.clip(rect)) }

    public mutating func drawImage(_ image: ImageReference, in rect: Rect, quad: [Point]?, cornerRadius: Double,
                                   alpha: Double) -> ImageDrawResult {
        calls.append(.drawImage(image, rect: rect, cornerRadius: cornerRadius))
        return imageResults[image.path] ?? .loading
    }

    public func imageCovers(_ image: ImageReference, in rect: Rect, cornerRadius: Double) -> Bool {
        coveringImages.contains(image.path)
    }

    public mutating func clear(_ color: Color) { calls.append(.clear(color)) }
    public mutating func fillQuads(_ quads: [DisplayQuad]) { calls.append(.fillQuads(quads)) }
    public mutating func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        calls.append(.fillRoundedRect(rect, radius: radius, color: color))
    }
    public mutating func strokeRoundedRect(_ rect: Rect, radius: Double, width: Double, color: Color) {
        calls.append(.strokeRoundedRect(rect, radius: radius, width: width, color: color))
    }
    public mutating func fillPolygon(_ points: [Point], color: Color) { calls.append(.fillPolygon(points, color: color)) }
    public mutating func drawLine(from: Point, to: Point, width: Double, color: Color) {
        calls.append(.drawLine(from, to, width: width, color: color))
    }
    public mutating func measureText(_ text: String, fontSize: Double) -> Size {
        Size(width: Double(text.count) * fontSize * advancePerPoint, height: (fontSize * 1.2).rounded())
    }
    public mutating func drawText(_ text: String, fontSize: Double, color: Color, in rect: Rect) {
        calls.append(.drawText(text, fontSize: fontSize, color: color, rect: rect))
    }
    public mutating func drawText(_ text: String, fontSize: Double, color: Color, quad: [Point]) {
        calls.append(.drawTextQuad(text, fontSize: fontSize, color: color, quad: quad))
    }
    public mutating func drawVerticalText(_ text: String, fontSize: Double, color: Color, in rect: Rect) {
        calls.append(.drawVerticalText(text, fontSize: fontSize, color: color, rect: rect))
    }
}
