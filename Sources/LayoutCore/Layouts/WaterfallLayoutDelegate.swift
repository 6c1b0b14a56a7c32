/// Per-item heights for a `WaterfallLayout` (its counterpart of UICollectionViewDelegateFlowLayout's size
/// method). Optional: nil means "no answer", and the layout's `itemHeight` is used.
public protocol WaterfallLayoutDelegate: CollectionViewDelegate {
    /// Height of one item laid out `columnWidth` wide, or nil for the layout's `itemHeight`.
    func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, columnWidth: Double) -> Double?
}

extension WaterfallLayoutDelegate {
    public func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath,
                                columnWidth: Double) -> Double? { nil }
}
