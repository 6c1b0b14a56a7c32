/// How a section scrolls across the layout's scroll axis (UICollectionLayoutSectionOrthogonalScrollingBehavior).
/// Any value but `.none` lays the section's groups in one row across the scroll axis, one group deep.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// `none`: the section follows the layout's scroll axis. `continuous`: scrolls freely across it.
    /// `continuousGroupLeadingBoundary`: scrolls freely and rests with a group's leading edge at the section's start.
    /// `paging`: moves by one visible width. `groupPaging`: moves by one group. `groupPagingCentered`: moves by one
    /// group and keeps the current group centred. UIKit's cases of the same names.
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
