import LayoutCore

/// Where a frame has drawn so far, as a few boxes (then one box holding them all): what an item drawn next may
/// lie over besides the cleared background. Errs on the side of "drawn": a box may hold more than was drawn,
/// never less.
struct DrawnArea {
    /// Boxes kept apart before they are merged into their bounding box.
    static let maximumBoxes = 8
    private var boxes: [Rect] = []
    /// Set once something was drawn whose extent is not known (a transformed shape): everything counts as drawn.
    private(set) var isEverywhere = false

    /// Whether anything drawn so far may touch `rect`.
    func meets(_ rect: Rect) -> Bool {
        isEverywhere || boxes.contains { $0.intersects(rect) }
    }

    /// Adds a box drawn into; nil when its extent is not known.
    mutating func add(_ rect: Rect?) {
        guard !isEverywhere else { return }
        guard let rect, rect.isValid else { isEverywhere = true; return }
        if boxes.count < Self.maximumBoxes {
            boxes.append(rect)
        } else {
            boxes = [boxes.reduce(rect) { $0.union($1) }]
        }
    }
}
