/// One section of a compositional layout (NSCollectionLayoutSection): a group repeated along the scroll axis
/// (or, scrolling orthogonally, in one row across it) until the section's items run out.
public struct CollectionLayoutSection: Equatable {
    /// Told the section's visible cells and supplementary views before they are shown, which it may change
    /// (transform, alpha, zIndex; not the keys), with the section's orthogonal offset and the environment.
    public typealias VisibleItemsInvalidationHandler = (inout [LayoutAttributes], Point, CollectionLayoutEnvironment) -> Void

    /// The group the section repeats until its items run out (UIKit: `group`).
    public var group: CollectionLayoutGroup
    /// Insets of the section; the container less these is the effective size groups resolve against.
    public var contentInsets = EdgeInsets.zero
    /// Space between repetitions of the group. Default 0.
    public var interGroupSpacing = 0.0
    /// Whether the section scrolls across the layout's scroll axis in one row, and how it stops; default `.none`
    /// (UIKit: `orthogonalScrollingBehavior`).
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Headers, footers and other views that start or end the section (UIKit: `boundarySupplementaryItems`).
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section, such as a background (UIKit: `decorationItems`).
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Whether boundary items follow the section's insets across the scroll axis. Default true.
    public var supplementariesFollowContentInsets = true
    var invalidationHandler: IdentityBox<VisibleItemsInvalidationHandler>?

    /// A section repeating `group`, with no insets, spacing, boundary items or decorations (UIKit: `init(group:)`).
    public init(group: CollectionLayoutGroup) { self.group = group }

    /// See `VisibleItemsInvalidationHandler`; called by the visible-bounds query only.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? {
        get { invalidationHandler?.value }
        set { invalidationHandler = newValue.map(IdentityBox.init) }
    }
}
