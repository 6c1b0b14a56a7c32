/// Layout-wide settings of a compositional layout (UICollectionViewCompositionalLayoutConfiguration).
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    /// The direction sections follow each other and groups repeat in. Default vertical.
    public var scrollDirection = ScrollDirection.vertical
    /// Space between consecutive sections (none after the last). Default 0.
    public var interSectionSpacing = 0.0
    /// Items bracketing the whole content: aligned top (leading) before the first section, bottom (trailing)
    /// after the last, sized against the collection view's visible size.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// Vertical scrolling, no spacing between sections and no layout-level boundary items.
    public init() {}
}
