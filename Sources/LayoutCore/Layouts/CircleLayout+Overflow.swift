extension CircleLayout.Geometry {
    /// True for every cell when the circle with its items does not fit the viewport: the content is the
    /// viewport whatever the radius and item size, so a large radius or large items hang over its edges.
    public func elementMayOverflowContent(_ key: ElementKey) -> Bool {
        key.category == .cell && !Rect(origin: .zero, size: collectionViewContentSize).contains(bounding)
    }
}
