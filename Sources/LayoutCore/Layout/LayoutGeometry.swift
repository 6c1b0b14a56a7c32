/// A prepared layout: the immutable answer to "where is everything?" (the query half of UICollectionViewLayout).
public protocol LayoutGeometry {
    /// The size of the whole content (collectionViewContentSize).
    var collectionViewContentSize: Size { get }

    /// Attributes of every element whose frame intersects `rect`, cells, supplementary and decoration views
    /// alike, sorted by element key. Must not scan elements far outside the rect.
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]

    /// The same query made by the collection view for its visible bounds, so layouts that depend on the
    /// viewport (pinned headers) can adjust without a re-prepare. Default: `layoutAttributesForElements(in:)`.
    func layoutAttributesForElements(in rect: Rect, visibleBounds: Rect) -> [LayoutAttributes]

    /// Attributes of one cell, or nil when there is no such item.
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?

    /// Attributes of one supplementary view. Default: nil.
    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// Attributes of one decoration view. Default: nil.
    func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// Where scrolling that would stop at `proposed` with `velocity` (points per second) should stop.
    /// Default: `proposed` (no snapping).
    func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point
}

extension LayoutGeometry {
    public func layoutAttributesForElements(in rect: Rect, visibleBounds: Rect) -> [LayoutAttributes] {
        layoutAttributesForElements(in: rect)
    }
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    public func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        proposed
    }

    /// Attributes of any element by key, dispatching on its category.
    public func layoutAttributes(for key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: return layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView(let kind): return layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
        case .decorationView(let kind): return layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath)
        }
    }
}
