import LayoutCore

/// A mosaic (as in Apple's "Customizing collection view layouts" sample): items in blocks of three, one large
/// square tile two columns wide and two small square tiles stacked beside it; the large tile alternates sides
/// from block to block. One section, scrolling vertically.
///
/// The configuration is a value: two mosaics with the same spacing are the same layout, and changing the
/// spacing is a new value given to the collection view (which animates to it).
public struct MosaicLayout: CollectionLayout, Equatable {
    /// Points between tiles, across and along.
    public var spacing: Double
    public var decorationViews = DecorationRegistry()
    public var name: String { "mosaic" }

    public init(spacing: Double = 10) { self.spacing = spacing }

    public func prepare(in context: LayoutContext) -> any LayoutGeometry {
        // Three columns fill the width less the two gaps; a large tile spans two columns and the gap between.
        let side = max(0, (context.bounds.width - 2 * spacing) / 3)
        return Geometry(side: side, spacing: spacing, count: context.itemCounts.first ?? 0)
    }

    public static func == (a: MosaicLayout, b: MosaicLayout) -> Bool { a.spacing == b.spacing }

    /// Everything the queries need, computed once per prepare: three numbers, since a tile's frame follows
    /// from its index alone.
    struct Geometry: LayoutGeometry {
        let side: Double, spacing: Double, count: Int

        /// A block's height and the distance from one block's top to the next.
        var blockHeight: Double { 2 * side + spacing }
        var blockPitch: Double { blockHeight + spacing }
        var blockCount: Int { (count + 2) / 3 }

        var collectionViewContentSize: Size {
            Size(width: 3 * side + 2 * spacing, height: blockCount == 0 ? 0 : Double(blockCount) * blockPitch - spacing)
        }

        func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
            return .cell(indexPath, frame: frame(ofItem: indexPath.item))
        }

        func frame(ofItem item: Int) -> Rect {
            let block = item / 3, top = Double(block) * blockPitch
            let largeOnLeft = block % 2 == 0
            let large = blockHeight, smallX = largeOnLeft ? large + spacing : 0
            switch item % 3 {
            case 0: return Rect(x: largeOnLeft ? 0 : side + spacing, y: top, width: large, height: large)
            case 1: return Rect(x: smallX, y: top, width: side, height: side)
            default: return Rect(x: smallX, y: top + side + spacing, width: side, height: side)
            }
        }

        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            guard count > 0, blockPitch > 0 else { return [] }
            // Only the blocks the rect spans are looked at, so a query costs the elements it returns.
            let first = max(0, Int((rect.minY / blockPitch).rounded(.down)))
            let last = min(blockCount - 1, Int((rect.maxY / blockPitch).rounded(.down)))
            guard first <= last else { return [] }
            return (first * 3..<min(count, (last + 1) * 3)).compactMap { item in
                let frame = frame(ofItem: item)
                return frame.intersects(rect) ? .cell(IndexPath(item: item, section: 0), frame: frame) : nil
            }
        }
    }
}
