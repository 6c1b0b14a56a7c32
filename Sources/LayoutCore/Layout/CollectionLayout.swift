/// A layout's configuration (UICollectionViewLayout, split in two): cheap to copy and compare. Preparing it
/// against a context yields an immutable `LayoutGeometry` that answers every query. A configuration that
/// compares equal to the current one changes nothing; a different one invalidates.
public protocol CollectionLayout {
    /// Short name used on the command line, in hotkeys and in state files ("flow", "circle", …).
    var name: String { get }

    /// Computes everything the queries need (UICollectionViewLayout.prepare()). Pure: the same context gives
    /// the same geometry.
    func prepare(in context: LayoutContext) -> any LayoutGeometry

    /// Whether a bounds change needs a new prepare. Default: only when the size changes (scrolling is free).
    func shouldInvalidateLayout(forBoundsChange oldBounds: Rect, newBounds: Rect) -> Bool

    /// The adjustable parameters, by name, as reported in state files and changed by gestures. Default: none;
    /// an `AdjustableLayout` reports its declared parameters.
    var parameters: [String: Double] { get }

    /// View classes for the decoration kinds this layout emits (registerClass:forDecorationViewOfKind:).
    var decorationViews: DecorationRegistry { get set }

    /// True when `other` is the same configuration; default compares with `==` for Equatable layouts.
    func isEqual(to other: any CollectionLayout) -> Bool

    /// Whether a cell's preferred attributes (its `preferredLayoutAttributesFitting(_:)`) should change the
    /// layout (shouldInvalidateLayoutForPreferredLayoutAttributes:withOriginalAttributes:). Default: false.
    func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                withOriginalAttributes original: LayoutAttributes) -> Bool

    /// The invalidation to apply when `shouldInvalidateLayout(forPreferredLayoutAttributes:…)` said yes
    /// (invalidationContextForPreferredLayoutAttributes:withOriginalAttributes:). Default: the element
    /// invalidated, a cell with its preferred size.
    func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                             withOriginalAttributes original: LayoutAttributes) -> LayoutInvalidationContext

    /// Whether a drag may carry several items at once (`beginInteractiveMovementForItem(at:together:)`, a
    /// selection dragged together). A layout whose items may move only to places it restricts per item
    /// (`allowedTargetIndexPathsForInteractivelyMovingItem(at:in:)`) says false: the collection view then refuses
    /// a drag with companions, and the interaction says so. Default: true.
    var allowsInteractivelyMovingMultipleItems: Bool { get }

    /// The only places the item at `indexPath` may be dropped at (index paths after the move, the item's own
    /// place included), asked once when its drag begins, and before each swap of a swapping drag; nil, the
    /// default, for anywhere the data source and the delegate's `targetIndexPathForMoveFromItemAt` allow. A
    /// layout's own drag rule lives here (a tree keeps an item beside its parent). `context` is the collection
    /// view's now: its item counts and delegate, the index paths the data source's.
    func allowedTargetIndexPathsForInteractivelyMovingItem(at indexPath: IndexPath, in context: LayoutContext) -> Set<IndexPath>?
}

extension CollectionLayout {
    public func shouldInvalidateLayout(forBoundsChange oldBounds: Rect, newBounds: Rect) -> Bool {
        oldBounds.size != newBounds.size
    }
    public var parameters: [String: Double] { [:] }

    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool { false }

    public func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                    withOriginalAttributes original: LayoutAttributes) -> LayoutInvalidationContext {
        var context = LayoutInvalidationContext()
        switch original.category {
        case .cell: context.invalidateItem(at: original.indexPath, preferredSize: preferred.size)
        case .supplementaryView(let kind): context.invalidateSupplementaryElements(ofKind: kind, at: [original.indexPath])
        case .decorationView: context.invalidateEverything = true
        }
        return context
    }

    public var allowsInteractivelyMovingMultipleItems: Bool { true }

    public func allowedTargetIndexPathsForInteractivelyMovingItem(at indexPath: IndexPath,
                                                                  in context: LayoutContext) -> Set<IndexPath>? { nil }

    /// Registers the view class for a decoration kind this layout emits (UIKit registers these on the layout).
    public mutating func register(_ viewClass: ReusableView.Type, forDecorationViewOfKind kind: String) {
        decorationViews.register(viewClass, forKind: kind)
    }
}

extension CollectionLayout where Self: Equatable {
    public func isEqual(to other: any CollectionLayout) -> Bool {
        guard let o = other as? Self else { return false }
        return self == o
    }
}
