import LayoutCore

/// Shorthands for the compositional tests: sizes, a one-section layout and its prepared frames.
enum CompositionalFixture {
    static func size(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: w, heightDimension: h)
    }

    static func item(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension, insets: EdgeInsets = .zero) -> CollectionLayoutItem {
        var item = CollectionLayoutItem(layoutSize: size(w, h))
        item.contentInsets = insets
        return item
    }

    static func layout(_ sections: [CollectionLayoutSection], _ direction: ScrollDirection, spacing: Double = 0,
                       boundary: [CollectionLayoutBoundarySupplementaryItem] = []) -> CompositionalLayout {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = direction
        configuration.interSectionSpacing = spacing
        configuration.boundarySupplementaryItems = boundary
        return CompositionalLayout(sections: sections, configuration: configuration)
    }

    static func geometry(_ layout: CompositionalLayout, width: Double = 320, height: Double = 480, counts: [Int],
                         preferred: [IndexPath: Size] = [:]) -> CompositionalLayout.Geometry {
        var context = LayoutContext(bounds: Rect(x: 0, y: 0, width: width, height: height), itemCounts: counts)
        context.preferredItemSizes = preferred
        return layout.prepareGeometry(in: context)
    }

    /// The cell frames of a section, by item.
    static func cells(_ g: CompositionalLayout.Geometry, section: Int = 0, count: Int) -> [Rect] {
        (0..<count).map { g.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? Rect(x: -1, y: -1, width: 0, height: 0) }
    }

    static func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    /// Everything the rect query returns over a huge rect.
    static func all(_ g: CompositionalLayout.Geometry) -> [LayoutAttributes] {
        g.layoutAttributesForElements(in: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
    }
}
