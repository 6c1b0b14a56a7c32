/// What a section provider or custom group knows of where it is laid out (NSCollectionLayoutEnvironment).
public struct CollectionLayoutEnvironment: Hashable, Sendable {
    /// The size and insets of what is being laid out: the collection view for a section provider, the group for a
    /// custom group (UIKit: `container`).
    public var container: CollectionLayoutContainer
    /// An environment for a container of that size and insets.
    public init(container: CollectionLayoutContainer) { self.container = container }
}

/// A container's size and insets (NSCollectionLayoutContainer).
public struct CollectionLayoutContainer: Hashable, Sendable {
    /// The container's full size in points, insets included (UIKit: `contentSize`).
    public var contentSize: Size
    /// Insets inside the container; `left` is leading, `right` trailing (UIKit: `contentInsets`).
    public var contentInsets: EdgeInsets
    /// A container of `contentSize` points with `contentInsets` (none unless given).
    public init(contentSize: Size, contentInsets: EdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }
    /// The size less the insets, never negative.
    public var effectiveContentSize: Size {
        Size(width: Swift.max(0, contentSize.width - contentInsets.left - contentInsets.right),
             height: Swift.max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}
