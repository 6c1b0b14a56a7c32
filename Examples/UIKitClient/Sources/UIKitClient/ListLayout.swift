import LayoutCore

/// A layout of the client's own: one full-width row per item. `brokenness` makes it wrong on purpose, so the
/// conformance check has something to find.
public struct ListLayout: CollectionLayout, Equatable {
    public enum Brokenness: Equatable, Sendable { case none, unsorted, negativeHeight, outsideContent }

    public var rowHeight: Double
    public var brokenness: Brokenness
    public var decorationViews = DecorationRegistry()
    public var name: String { "list" }

    public init(rowHeight: Double = 44, brokenness: Brokenness = .none) {
        self.rowHeight = rowHeight; self.brokenness = brokenness
    }

    public func prepare(in context: LayoutContext) -> any LayoutGeometry {
        Geometry(width: context.bounds.width, rowHeight: rowHeight, count: context.itemCounts.first ?? 0, brokenness: brokenness)
    }

    public static func == (a: ListLayout, b: ListLayout) -> Bool { a.rowHeight == b.rowHeight && a.brokenness == b.brokenness }

    struct Geometry: LayoutGeometry {
        let width: Double, rowHeight: Double, count: Int, brokenness: Brokenness

        var collectionViewContentSize: Size { Size(width: width, height: Double(count) * rowHeight) }

        func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
            var y = Double(indexPath.item) * rowHeight, h = rowHeight
            if brokenness == .negativeHeight && indexPath.item == 1 { h = -5 }
            if brokenness == .outsideContent && indexPath.item == count - 1 { y += 1000 }
            return .cell(indexPath, frame: Rect(x: 0, y: y, width: width, height: h))
        }

        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            let all = (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            let hits = all.filter { $0.frame.intersects(rect) || (brokenness == .negativeHeight && $0.frame.height < 0) }
            return brokenness == .unsorted ? hits.reversed() : hits
        }
    }
}
