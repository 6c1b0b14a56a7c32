/// What an inspector shows about the collection view's work: the last rect query, prepare counts and times,
/// live views per reuse pool, and hit-testing of every element kind.
extension CollectionView {
    /// Live views per pool ("category/identifier", as `pooledViewCounts`), sorted by pool.
    public var liveViewCounts: [(pool: String, count: Int)] {
        []  // STUB
    }

    /// Every live, visible element (cells, supplementary and decoration views) whose frame contains a point in
    /// window coordinates, front-most first (the reverse of the display list's drawing order).
    public func layoutAttributesForElements(atWindowPoint p: Point) -> [LayoutAttributes] {
        []  // STUB
    }
}
