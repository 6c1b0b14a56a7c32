import LayoutCore

/// A layout defined outside the library, as a client writes one: shelves (rows as wide as the view, one item
/// each) stacked down the view, each as tall as its own delegate protocol (`ShelfLayoutDelegate`) says. It asks
/// about `context.delegateIndexPaths.delegateIndexPath(for:)` of each place, so a drag's preview gets the height
/// of the item that will be there; it declares its own drag rules: the first `fixedLeadingItems` places take no
/// item, and, unless `allowsMultipleItemDrag`, one item moves at a time.
struct ShelfLayout: CollectionLayout, Equatable {
    var name: String { "shelf" }
    /// Height of an item its delegate does not answer for.
    var rowHeight = 44.0
    /// Gap between shelves, and above the first one.
    var spacing = 4.0
    var topInset = 10.0
    /// Places at the top no drag may drop an item at.
    var fixedLeadingItems = 0
    var allowsMultipleItemDrag = true
    var decorationViews = DecorationRegistry()

    func prepare(in context: LayoutContext) -> any LayoutGeometry {
        let delegate = context.delegate as? ShelfLayoutDelegate
        let mapping = context.delegateIndexPaths
        var frames: [[Rect]] = []
        var y = topInset
        for (s, n) in context.itemCounts.enumerated() {
            var section: [Rect] = []
            for i in 0..<Swift.max(0, n) {
                let ip = IndexPath(item: i, section: s)
                let h = delegate?.shelfLayout(self, heightForItemAt: mapping.delegateIndexPath(for: ip)) ?? rowHeight
                section.append(Rect(x: 0, y: y, width: context.bounds.width, height: h))
                y += h + spacing
            }
            frames.append(section)
        }
        return Geometry(frames: frames, collectionViewContentSize: Size(width: context.bounds.width, height: y))
    }

    var allowsInteractivelyMovingMultipleItems: Bool { allowsMultipleItemDrag }

    func allowedTargetIndexPathsForInteractivelyMovingItem(at indexPath: IndexPath, in context: LayoutContext) -> Set<IndexPath>? {
        guard fixedLeadingItems > 0 else { return nil }
        let n = context.itemCounts[indexPath.section]
        return Set((Swift.min(fixedLeadingItems, n)..<n).map { IndexPath(item: $0, section: indexPath.section) })
    }

    /// The shelves' frames, by section and item.
    struct Geometry: LayoutGeometry {
        let frames: [[Rect]]
        let collectionViewContentSize: Size

        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            var out: [LayoutAttributes] = []
            for (s, section) in frames.enumerated() {
                for (i, f) in section.enumerated() where f.intersects(rect) {
                    out.append(.cell(IndexPath(item: i, section: s), frame: f))
                }
            }
            return out
        }

        func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.isItemPath, frames.indices.contains(indexPath.section),
                  frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
            return .cell(indexPath, frame: frames[indexPath.section][indexPath.item])
        }
    }
}
