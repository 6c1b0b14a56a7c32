/// A view attached to each item of a group, e.g. a badge (NSCollectionLayoutSupplementaryItem): a
/// supplementary element of `elementKind` at the item's index path, sized against the item's cell frame and
/// placed by `containerAnchor` on it.
public struct CollectionLayoutSupplementaryItem: Hashable, Sendable {
    /// The element's size, resolved against the item's cell frame (UIKit: `layoutSize`).
    public var layoutSize: CollectionLayoutSize
    /// The kind the data source is asked a view for, e.g. "badge" (UIKit: `elementKind`).
    public var elementKind: String
    /// Where it is attached to the item (UIKit: `containerAnchor`).
    public var containerAnchor: CollectionLayoutAnchor
    /// Stacking order (UIKit's default 1: above the cells).
    public var zIndex = 1

    /// An element of `elementKind` and `layoutSize` placed by `containerAnchor` on each item
    /// (UIKit: `init(layoutSize:elementKind:containerAnchor:)`).
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
    }
}
