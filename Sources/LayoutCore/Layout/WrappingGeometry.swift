/// A prepared geometry that wraps the base layout's geometry (the geometry half of `WrappingLayout`). Every
/// `LayoutGeometry` hook, and `SectionFrameProviding`, defaults to the base's answer; a wrapper implements only
/// the hooks it changes. Without this a wrapper that forgot one hook silently lost what the base does there:
/// pinned headers (the visible-bounds query) or update animations (the update and appearing hooks).
///
/// A wrapper that changes the rect query must change both rect queries: the visible-bounds one defaults to the
/// base's, not to the wrapper's plain one.
public protocol WrappingGeometry: LayoutGeometry, SectionFrameProviding {
    /// The base layout's prepared geometry. Settable so the mutating update hooks reach it; a wrapper replaces
    /// it only with a geometry of the same layout.
    var base: any LayoutGeometry { get set }
}

extension WrappingGeometry {
    public var collectionViewContentSize: Size { base.collectionViewContentSize }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        base.layoutAttributesForElements(in: rect)
    }

    public func layoutAttributesForElements(in rect: Rect, visibleBounds: Rect) -> [LayoutAttributes] {
        base.layoutAttributesForElements(in: rect, visibleBounds: visibleBounds)
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        base.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        base.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        base.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
    }

    public func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        base.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    public func layoutAttributes(_ attributes: LayoutAttributes, followingItems itemFrame: (IndexPath) -> Rect?) -> LayoutAttributes? {
        base.layoutAttributes(attributes, followingItems: itemFrame)
    }

    public mutating func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        base.prepare(forCollectionViewUpdates: updateItems)
    }

    public mutating func finalizeCollectionViewUpdates() {
        base.finalizeCollectionViewUpdates()
    }

    public mutating func prepare(forAnimatedBoundsChange oldBounds: Rect) {
        base.prepare(forAnimatedBoundsChange: oldBounds)
    }

    public mutating func finalizeAnimatedBoundsChange() {
        base.finalizeAnimatedBoundsChange()
    }

    // The element-keyed hooks keep LayoutGeometry's default (dispatch to the six below), so a wrapper that
    // overrides one of the six is asked; the six ask the base's element-keyed hook, so a base that implements
    // either form is reached.
    public func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        base.initialLayoutAttributesForAppearingElement(.cell(itemIndexPath))
    }
    public func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        base.finalLayoutAttributesForDisappearingElement(.cell(itemIndexPath))
    }
    public func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> LayoutAttributes? {
        base.initialLayoutAttributesForAppearingElement(.supplementary(elementKind, elementIndexPath))
    }
    public func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> LayoutAttributes? {
        base.finalLayoutAttributesForDisappearingElement(.supplementary(elementKind, elementIndexPath))
    }
    public func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> LayoutAttributes? {
        base.initialLayoutAttributesForAppearingElement(.decoration(elementKind, decorationIndexPath))
    }
    public func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> LayoutAttributes? {
        base.finalLayoutAttributesForDisappearingElement(.decoration(elementKind, decorationIndexPath))
    }

    public func elementMayOverflowContent(_ key: ElementKey) -> Bool {
        base.elementMayOverflowContent(key)
    }

    /// Applies the invalidation to the base in place. A wrapper that derives anything from the base's answers
    /// (the decorator's backgrounds) overrides this to derive it again.
    public mutating func invalidateLayout(with context: inout LayoutInvalidationContext, in layoutContext: LayoutContext) -> Bool {
        base.invalidateLayout(with: &context, in: layoutContext)
    }

    public func hasEstimatedSize(forItemAt indexPath: IndexPath) -> Bool {
        base.hasEstimatedSize(forItemAt: indexPath)
    }

    /// The base's columns (a wrapped layout with columns keeps them through a drag).
    public func itemColumns(forItemCounts itemCounts: [Int]) -> [IndexPath: Int] {
        base.itemColumns(forItemCounts: itemCounts)
    }

    /// The base's section frame; nil when the base provides none, which every caller treats as a geometry
    /// without section frames.
    public func frameForSection(_ section: Int) -> Rect? {
        (base as? SectionFrameProviding)?.frameForSection(section)
    }
}
