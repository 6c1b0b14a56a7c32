/// A header, footer or other view that starts or ends a section or the whole layout
/// (NSCollectionLayoutBoundarySupplementaryItem), at index path (section, k), k counting the items of the same
/// kind in that section (layout-level ones: (0, k)).
///
/// Aligned `top` (`leading` when the layout scrolls horizontally) it starts the section, `bottom` (`trailing`)
/// it ends it after the last inset; with `extendsBoundary` it takes room, else it overlaps the content. Its
/// size resolves against the section's effective size; across the scroll axis it follows the section's insets
/// (when the section's `supplementariesFollowContentInsets`), against the side its alignment names, else
/// centred. `pinToVisibleBounds` keeps it on screen while its section is, as flow's pinned headers.
public struct CollectionLayoutBoundarySupplementaryItem: Hashable, Sendable {
    public var layoutSize: CollectionLayoutSize
    public var elementKind: String
    public var alignment: RectAlignment
    /// Moves the element from its place.
    public var absoluteOffset = Point.zero
    public var extendsBoundary = true
    public var pinToVisibleBounds = false
    /// Stacking order (UIKit's default 1: above the cells).
    public var zIndex = 1

    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: Point = .zero) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
    }
}
