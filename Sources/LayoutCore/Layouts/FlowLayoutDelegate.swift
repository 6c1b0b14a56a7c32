/// Per-section and per-item flow metrics (UICollectionViewDelegateFlowLayout; Apple's Collection View Programming
/// Guide for iOS, "Customizing the Flow Layout Attributes"). Every
/// method is optional: nil means "no answer", and the layout's own property is used.
public protocol FlowLayoutDelegate: CollectionViewDelegate {
    /// Size of one item.
    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size?
    /// Sizes of all items of a section at once, in item order, or nil to be asked item by item. An app that
    /// keeps its sizes in an array answers here and spares a million-item section a million calls (and index
    /// paths); an answer whose count is not the section's item count is not used (asked item by item instead).
    /// Varied answers are laid out in one pass over the array, the fastest way into a flow layout.
    func flowLayout(_ layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]?
    /// Insets of a section.
    func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets?
    /// Minimum spacing between lines of a section.
    func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double?
    /// Minimum spacing between items of a line in a section.
    func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double?
    /// Header size of a section (only the extent along the scroll axis is used).
    func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size?
    /// Footer size of a section (only the extent along the scroll axis is used).
    func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size?
}

extension FlowLayoutDelegate {
    public func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? { nil }
    public func flowLayout(_ layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? { nil }
    public func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? { nil }
    public func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? { nil }
    public func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? { nil }
    public func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? { nil }
    public func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? { nil }
}
