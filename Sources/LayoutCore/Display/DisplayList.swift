/// Everything visible in one frame, sorted back to front: the whole contract between LayoutCore and a renderer.
public struct DisplayList: Hashable, Sendable {
    /// The viewport size in window coordinates.
    public var viewportSize: Size
    /// Color behind everything.
    public var backgroundColor: Color
    /// Cells beyond a collection view's live-view cap, back to front, in their cheap form: drawn after the
    /// background and before every item (they are the ones furthest back, see `maximumLiveViewCount`).
    public var quads: [DisplayQuad]
    /// Items, back to front.
    public var items: [DisplayItem]

    /// A list of `items` to draw back to front over `backgroundColor`, in a viewport of `viewportSize` points.
    public init(viewportSize: Size, backgroundColor: Color, quads: [DisplayQuad] = [], items: [DisplayItem]) {
        self.viewportSize = viewportSize; self.backgroundColor = backgroundColor; self.quads = quads; self.items = items
    }

    /// Back-to-front order: zIndex, then category (decorations, cells, supplementary views), then index path.
    /// Never depends on hashing, so frames are reproducible.
    public static func drawsBefore(_ a: DisplayItem, _ b: DisplayItem) -> Bool {
        if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
        return a.key < b.key
    }
}
