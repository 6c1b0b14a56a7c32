import LayoutCore

/// The client layout's own delegate protocol (as a library client would declare one): a height per item.
protocol ShelfLayoutDelegate: CollectionViewDelegate {
    /// The height of the item at `indexPath` (the data source's index path), or nil for the layout's `rowHeight`.
    func shelfLayout(_ layout: ShelfLayout, heightForItemAt indexPath: IndexPath) -> Double?
}
