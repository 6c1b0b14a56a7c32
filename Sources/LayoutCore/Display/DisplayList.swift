/// Everything visible in one frame, sorted back to front: the whole contract between LayoutCore and a renderer.
public struct DisplayList: Hashable, Sendable {
    /// The viewport size in window coordinates.
    public var viewportSize: Size
    /// Color behind everything.
    public var backgroundColor: Color
    /// Items, back to front.
    public var items: [DisplayItem]

    public init(viewportSize: Size, backgroundColor: Color, items: [DisplayItem]) {
        self.viewportSize = viewportSize; self.backgroundColor = backgroundColor; self.items = items
    }

    /// Back-to-front order: zIndex, then category (decorations, cells, supplementary views), then index path.
    /// Never depends on hashing, so frames are reproducible.
    public static func drawsBefore(_ a: DisplayItem, _ b: DisplayItem) -> Bool {
        if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
        return a.key < b.key
    }
}
