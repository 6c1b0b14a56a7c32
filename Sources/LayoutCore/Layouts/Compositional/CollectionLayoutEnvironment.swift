/// What a section provider or custom group knows of where it is laid out (NSCollectionLayoutEnvironment).
public struct CollectionLayoutEnvironment: Hashable, Sendable {
    public var container: CollectionLayoutContainer
    public init(container: CollectionLayoutContainer) { self.container = container }
}

/// A container's size and insets (NSCollectionLayoutContainer).
public struct CollectionLayoutContainer: Hashable, Sendable {
    public var contentSize: Size
    public var contentInsets: EdgeInsets
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
