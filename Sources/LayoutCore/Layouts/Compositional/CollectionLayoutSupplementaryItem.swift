/// A view attached to each item of a group, e.g. a badge (NSCollectionLayoutSupplementaryItem): a
/// supplementary element of `elementKind` at the item's index path, sized against the item's cell frame and
/// placed by `containerAnchor` on it.
public struct CollectionLayoutSupplementaryItem: Hashable, Sendable {
    public var layoutSize: CollectionLayoutSize
    public var elementKind: String
    public var containerAnchor: CollectionLayoutAnchor
    /// Stacking order (UIKit's default 1: above the cells).
    public var zIndex = 1

    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
    }
}
