/// One section of a compositional layout (NSCollectionLayoutSection): a group repeated along the scroll axis
/// (or, scrolling orthogonally, in one row across it) until the section's items run out.
public struct CollectionLayoutSection: Equatable {
    /// Told the section's visible cells and supplementary views before they are shown, which it may change
    /// (transform, alpha, zIndex; not the keys), with the section's orthogonal offset and the environment.
    public typealias VisibleItemsInvalidationHandler = (inout [LayoutAttributes], Point, CollectionLayoutEnvironment) -> Void

    public var group: CollectionLayoutGroup
    /// Insets of the section; the container less these is the effective size groups resolve against.
    public var contentInsets = EdgeInsets.zero
    /// Space between repetitions of the group. Default 0.
    public var interGroupSpacing = 0.0
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Whether boundary items follow the section's insets across the scroll axis. Default true.
    public var supplementariesFollowContentInsets = true
    var invalidationHandler: IdentityBox<VisibleItemsInvalidationHandler>?

    public init(group: CollectionLayoutGroup) { self.group = group }

    /// See `VisibleItemsInvalidationHandler`; called by the visible-bounds query only.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? {
        get { invalidationHandler?.value }
        set { invalidationHandler = newValue.map(IdentityBox.init) }
    }
}
