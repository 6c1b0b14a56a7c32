extension CircleLayout.Geometry {
    /// True for every cell when the circle with its items does not fit the content (which grows to hold it, so
    /// only for sizes the arithmetic cannot hold).
    public func elementMayOverflowContent(_ key: ElementKey) -> Bool {
        key.category == .cell && !Rect(origin: .zero, size: collectionViewContentSize).contains(bounding)
    }
}
