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

    /// Told, before an animated change of the collection view's bounds size (a window resize) animates, the
    /// bounds it had until now (UICollectionViewLayout's prepare(forAnimatedBoundsChange:)). The geometry left
    /// (at the old size) and the one entered (at the new size) both get it, before any element is asked for;
    /// keep what the appearing and disappearing hooks need. Default: nothing.
    mutating func prepare(forAnimatedBoundsChange oldBounds: Rect)

    /// Told that the animated bounds change is over (UICollectionViewLayout's finalizeAnimatedBoundsChange());
    /// forget what `prepare(forAnimatedBoundsChange:)` kept. Asked of the geometry entered, when the animation
    /// lands (UIKit asks once the animations are made; here they are made frame by frame). Default: nothing.
    mutating func finalizeAnimatedBoundsChange()

    /// Where an element shown after an update or a layout switch starts its animation, asked of the new
    /// geometry for every such element, survivors included (as UIKit asks; a layout that animates only
    /// inserted items answers for the index paths it recorded as inserted). Default: the category's method below.
    func initialLayoutAttributesForAppearingElement(_ key: ElementKey) -> LayoutAttributes?

    /// Where an element that disappears (deleted, or absent from the next layout) ends its animation, asked of
    /// the old geometry with old index paths. Default: the category's method below.
    func finalLayoutAttributesForDisappearingElement(_ key: ElementKey) -> LayoutAttributes?

    /// UIKit's initialLayoutAttributesForAppearingItem(at:). Default nil: an inserted item fades in at its
    /// place, a surviving one starts where it was.
    func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes?
    /// UIKit's finalLayoutAttributesForDisappearingItem(at:). Default nil: a deleted item fades out in place.
    func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes?
    /// UIKit's initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:). Default nil (as for items).
    func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> LayoutAttributes?
    /// UIKit's finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:). Default nil (a fade out).
    func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> LayoutAttributes?
    /// UIKit's initialLayoutAttributesForAppearingDecorationElement(ofKind:at:). Default nil (as for items).
    func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> LayoutAttributes?
    /// UIKit's finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:). Default nil (a fade out).
    func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> LayoutAttributes?

    /// Whether the element may lie (partly) outside `collectionViewContentSize` by design: an item larger than
    /// its container, lines pushed out by negative insets, a section scrolling across the main axis.
    /// `LayoutConformance` reports elements outside the content unless this says so. Default: false.
    func elementMayOverflowContent(_ key: ElementKey) -> Bool
    /// Applies an invalidation in place (UICollectionViewLayout.invalidateLayout(with:) without a new prepare),
    /// setting the context's `contentOffsetAdjustment` and `contentSizeAdjustment` when content moved; false
    /// when it cannot, and the layout is then prepared again. `layoutContext` is the collection view's now.
    /// Default: false (every invalidation prepares again).
    mutating func invalidateLayout(with context: inout LayoutInvalidationContext, in layoutContext: LayoutContext) -> Bool

    /// Whether an item is placed at an estimated size its cell has not answered for yet (self-sizing): the
    /// collection view then asks the cell for its `preferredLayoutAttributesFitting(_:)`. Default: false.
    func hasEstimatedSize(forItemAt indexPath: IndexPath) -> Bool

    /// An element drawn between items (a tree parent's connector to its children) as a transition shows it:
    /// `attributes` (its interpolated attributes: alpha, zIndex) redrawn to join the items where they are shown
    /// at that moment, `itemFrame(indexPath)` (content coordinates, index paths of this geometry). Asked during
    /// a transition for an element this geometry has and the other side lacks, so a connector fading in or out
    /// follows its cells instead of floating where they will be (or were); and of the new geometry for an
    /// element both sides have, so a connector whose items moved, or whose parent gained or lost children,
    /// joins them at every frame. Nil, the default, for an element that is placed on its own.
    func layoutAttributes(_ attributes: LayoutAttributes, followingItems itemFrame: (IndexPath) -> Rect?) -> LayoutAttributes?

    /// The column each item was placed in, by index path, for a geometry that chooses its items' columns (the
    /// shortest one next) and follows `LayoutContext.preferredColumns` when given them. Read when a drag begins,
    /// with the data's item counts then; the collection view hands the columns back while the drag previews and
    /// after its drop, so a move shifts only the items after it in the fill order instead of reshuffling every
    /// column. Empty, the default, for a geometry without such columns or whose items do not match `itemCounts`.
    func itemColumns(forItemCounts itemCounts: [Int]) -> [IndexPath: Int]
}

extension LayoutGeometry {
    public func layoutAttributes(_ attributes: LayoutAttributes, followingItems itemFrame: (IndexPath) -> Rect?) -> LayoutAttributes? {
        nil
    }
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
    public mutating func prepare(forAnimatedBoundsChange oldBounds: Rect) {}
    public mutating func finalizeAnimatedBoundsChange() {}
    public func initialLayoutAttributesForAppearingElement(_ key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: return initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView(let kind): return initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: key.indexPath)
        case .decorationView(let kind): return initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: key.indexPath)
        }
    }
    public func finalLayoutAttributesForDisappearingElement(_ key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: return finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView(let kind): return finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: key.indexPath)
        case .decorationView(let kind): return finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: key.indexPath)
        }
    }
    public func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? { nil }
    public func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? { nil }
    public func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> LayoutAttributes? { nil }
    public func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> LayoutAttributes? { nil }
    public func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> LayoutAttributes? { nil }
    public func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> LayoutAttributes? { nil }
    public func elementMayOverflowContent(_ key: ElementKey) -> Bool { false }
    public mutating func invalidateLayout(with context: inout LayoutInvalidationContext, in layoutContext: LayoutContext) -> Bool {
        false
    }
    public func hasEstimatedSize(forItemAt indexPath: IndexPath) -> Bool { false }
    public func itemColumns(forItemCounts itemCounts: [Int]) -> [IndexPath: Int] { [:] }

    /// Attributes of any element by key, dispatching on its category.
    public func layoutAttributes(for key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: return layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView(let kind): return layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
        case .decorationView(let kind): return layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath)
        }
    }
}
