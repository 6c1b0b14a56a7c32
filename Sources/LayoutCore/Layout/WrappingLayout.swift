/// A layout that wraps another and changes only part of what it does (the section-background decorator adds
/// backgrounds, the carousel snaps). Every `CollectionLayout` hook defaults to the wrapped layout's answer,
/// so a wrapper implements only what it changes, and a hook it does not think of (or one added later) is
/// forwarded instead of silently falling back to the protocol's default. `prepare(in:)` stays the wrapper's
/// own: it prepares the base and wraps the geometry, usually in a `WrappingGeometry`.
public protocol WrappingLayout: CollectionLayout {
    /// The type of the wrapped layout.
    associatedtype Base: CollectionLayout
    /// The wrapped layout.
    var base: Base { get set }
}

extension WrappingLayout {
    /// The base layout's name: a wrapper is a feature of that layout unless it names itself.
    public var name: String { base.name }

    /// The base layout's parameters.
    public var parameters: [String: Double] { base.parameters }

    /// The base layout's registry, shared rather than separate so the collection view, which only sees the
    /// wrapper, still finds the classes the base registered for its own kinds.
    public var decorationViews: DecorationRegistry {
        get { base.decorationViews }
        set { base.decorationViews = newValue }
    }

    /// Asks the base layout.
    public func shouldInvalidateLayout(forBoundsChange oldBounds: Rect, newBounds: Rect) -> Bool {
        base.shouldInvalidateLayout(forBoundsChange: oldBounds, newBounds: newBounds)
    }

    /// Asks the base layout (a self-sizing base stays self-sizing when wrapped).
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        base.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    /// Asks the base layout.
    public func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                    withOriginalAttributes original: LayoutAttributes) -> LayoutInvalidationContext {
        base.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    /// Asks the base layout (a wrapped layout keeps its drag rules).
    public var allowsInteractivelyMovingMultipleItems: Bool { base.allowsInteractivelyMovingMultipleItems }

    /// Asks the base layout (a wrapped layout keeps its drag rules).
    public func allowedTargetIndexPathsForInteractivelyMovingItem(at indexPath: IndexPath,
                                                                  in context: LayoutContext) -> Set<IndexPath>? {
        base.allowedTargetIndexPathsForInteractivelyMovingItem(at: indexPath, in: context)
    }

    /// A copy wrapping `layout` instead of the base, or nil when `layout` is not of the base's type (a changed
    /// base that became another layout cannot be wrapped again; callers decide between refusing and keeping).
    public func replacingBase(with layout: any CollectionLayout) -> Self? {
        guard let newBase = layout as? Base else { return nil }
        var copy = self
        copy.base = newBase
        return copy
    }
}

extension WrappingLayout where Self: PinchableLayout, Base: PinchableLayout {
    /// The base layout's pinch parameter.
    public var pinchParameterName: String { base.pinchParameterName }

    /// The base layout pinched, still wrapped; unchanged when the base's pinch returns another type.
    public func pinched(by scale: Double, in context: LayoutContext) -> any CollectionLayout {
        replacingBase(with: base.pinched(by: scale, in: context)) ?? self
    }
}

extension WrappingLayout where Self: AdjustableLayout {
    /// The wrapper's declared parameters (its base's, through it, perhaps fewer), as any `AdjustableLayout`
    /// reports them; spelled out because the two defaults would otherwise both apply.
    public var parameters: [String: Double] {
        Dictionary(adjustableParameters.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}
