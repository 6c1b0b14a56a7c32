import LayoutCore

/// Collects one overlay's display items. Keys are numbered in the order items are added, so every item of an
/// overlay has its own key (`ElementKey.decoration(kind, [0, i])`), and the result is sorted back to front
/// because the app appends overlay items to an already sorted display list.
struct OverlayBuilder {
    /// The overlay's decoration kind.
    let kind: String
    private var items: [DisplayItem] = []

    init(kind: String, capacity: Int = 0) {
        self.kind = kind
        items.reserveCapacity(capacity)
    }

    /// Number of items added so far.
    var count: Int { items.count }

    /// The items back to front: by zIndex, then in the order they were added.
    func finished() -> [DisplayItem] {
        items.sorted { $0.zIndex != $1.zIndex ? $0.zIndex < $1.zIndex : $0.key.indexPath.item < $1.key.indexPath.item }
    }

    /// Adds an item with the next key.
    mutating func add(frame: Rect, zIndex: Int, transform: Transform3D = .identity, alpha: Double = 1, _ appearance: ViewAppearance) {
        items.append(DisplayItem(key: .decoration(kind, IndexPath(item: items.count, section: 0)), frame: frame,
                                 transform: transform, alpha: alpha, zIndex: zIndex, appearance: appearance))
    }

    /// A filled rounded rectangle.
    mutating func fill(_ rect: Rect, color: Color, cornerRadius: Double = 0, zIndex: Int) {
        var a = ViewAppearance()
        a.backgroundColor = color
        a.cornerRadius = cornerRadius
        add(frame: rect, zIndex: zIndex, a)
    }

    /// A leading-aligned label whose glyphs start at `x` and may use `width` points: the frame is shifted left
    /// by the renderer's leading inset so the text lands where the overlay planned it.
    mutating func text(_ s: String, x: Double, y: Double, width: Double, height: Double, fontSize: Double, color: Color,
                       zIndex: Int, alpha: Double = 1) {
        var a = ViewAppearance()
        a.text = s
        a.textColor = color
        a.fontSize = fontSize
        a.textAlignment = .leading
        let inset = OverlayStyle.leadingTextInset
        // The renderer gives a label its frame's width less two paddings of room.
        add(frame: Rect(x: x - inset, y: y, width: max(0, width) + 2 * OverlayStyle.labelPadding, height: height),
            zIndex: zIndex, alpha: alpha, a)
    }

    /// The outline of a (possibly transformed) rectangle, `width` points thick. Axis-aligned: one bordered item.
    /// Transformed: four edge lines carrying the same transform, because the renderer strokes borders only on
    /// untransformed items but projects lines through any transform.
    mutating func outline(_ rect: Rect, transform: Transform3D = .identity, color: Color, width: Double, zIndex: Int,
                          alpha: Double = 1) {
        if transform.isIdentity {
            var a = ViewAppearance()
            a.borderColor = color
            a.borderWidth = width
            add(frame: rect, zIndex: zIndex, alpha: alpha, a)
            return
        }
        let w = rect.width, h = rect.height
        let corners = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)]
        for i in 0..<4 {
            var a = ViewAppearance()
            a.borderColor = color
            a.line = ViewAppearance.LineSegment(from: corners[i], to: corners[(i + 1) % 4], width: width)
            add(frame: rect, zIndex: zIndex, transform: transform, alpha: alpha, a)
        }
    }
}
