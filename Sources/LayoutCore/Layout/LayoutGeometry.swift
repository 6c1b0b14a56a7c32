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

    /// Told the changes of a batch update before it animates (prepareForCollectionViewUpdates:). The old
    /// geometry and the new one both get it; keep what the appearing/disappearing hooks need. Default: nothing.
    mutating func prepare(forCollectionViewUpdates updateItems: [UpdateItem])

    /// Told that the update's animation is over; forget what `prepare(forCollectionViewUpdates:)` kept. Default: nothing.
    mutating func finalizeCollectionViewUpdates()

    /// Where an element that appears (inserted, or new in a layout switch) starts its animation, asked of the
    /// new geometry. Default: nil, which means "at its final attributes with alpha 0" (a fade in).
    func initialLayoutAttributesForAppearingElement(_ key: ElementKey) -> LayoutAttributes?

    /// Where an element that disappears (deleted, or absent from the next layout) ends its animation, asked of
    /// the old geometry with old index paths. Default: nil, which means "where it was, with alpha 0" (a fade out).
    func finalLayoutAttributesForDisappearingElement(_ key: ElementKey) -> LayoutAttributes?

    /// Whether the element may lie (partly) outside `collectionViewContentSize` by design: an item larger than
    /// its container, lines pushed out by negative insets, a section scrolling across the main axis.
    /// `LayoutConformance` reports elements outside the content unless this says so. Default: false.
    func elementMayOverflowContent(_ key: ElementKey) -> Bool
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
    public mutating func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {}
    public mutating func finalizeCollectionViewUpdates() {}
    public func initialLayoutAttributesForAppearingElement(_ key: ElementKey) -> LayoutAttributes? { nil }
    public func finalLayoutAttributesForDisappearingElement(_ key: ElementKey) -> LayoutAttributes? { nil }
    public func elementMayOverflowContent(_ key: ElementKey) -> Bool { false }

    /// Attributes of any element by key, dispatching on its category.
    public func layoutAttributes(for key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: return layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView(let kind): return layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
        case .decorationView(let kind): return layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath)
        }
    }
}
