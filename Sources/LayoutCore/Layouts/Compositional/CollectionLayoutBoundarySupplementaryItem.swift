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
    /// The element's size, resolved against the section's effective size (UIKit: `layoutSize`).
    public var layoutSize: CollectionLayoutSize
    /// The kind the data source is asked a view for, e.g. "header" (UIKit: `elementKind`).
    public var elementKind: String
    /// Which side of the section it sits on: top or bottom starts or ends the section (UIKit: `alignment`).
    public var alignment: RectAlignment
    /// Moves the element from its place.
    public var absoluteOffset = Point.zero
    /// Whether it takes room in the section (default true) or overlaps the content (UIKit: `extendsBoundary`).
    public var extendsBoundary = true
    /// Whether it stays on screen while its section is, like a pinned header (UIKit: `pinToVisibleBounds`); default
    /// false.
    public var pinToVisibleBounds = false
    /// Stacking order (UIKit's default 1: above the cells).
    public var zIndex = 1

    /// A boundary item of `elementKind` and `layoutSize` at `alignment`, moved by `absoluteOffset` points (none unless
    /// given) (UIKit: `init(layoutSize:elementKind:alignment:absoluteOffset:)`).
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: Point = .zero) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
    }
}
