/// Supplies per-section background colors to a `SectionBackgroundDecorator` (the
/// `collectionView(_:layout:backgroundColorForSectionAt:)` UIKit apps add to their flow layout delegate). Adopt it
/// on the collection view's delegate,
/// alongside the base layout's own delegate protocol.
public protocol SectionBackgroundDelegate: CollectionViewDelegate {
    /// The background color of a section, or nil for the decorator's `defaultColor`. Default: nil.
    func sectionBackgroundColor(forSectionAt section: Int) -> Color?
}

extension SectionBackgroundDelegate {
    public func sectionBackgroundColor(forSectionAt section: Int) -> Color? { nil }
}
