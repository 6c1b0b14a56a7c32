/// How a section scrolls across the layout's scroll axis (UICollectionLayoutSectionOrthogonalScrollingBehavior).
/// Any value but `.none` lays the section's groups in one row across the scroll axis, one group deep.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
