/// What a layout may know about its collection view while preparing (UICollectionViewLayout.collectionView):
/// the bounds, the item counts per section and the delegate that supplies per-item metrics.
public struct LayoutContext {
    /// The collection view's bounds: origin is the content offset, size the viewport.
    public var bounds: Rect
    /// Items per section, in section order.
    public var itemCounts: [Int]
    /// The collection view's delegate; layouts cast it to their own delegate protocol (e.g. FlowLayoutDelegate).
    public weak var delegate: (any CollectionViewDelegate)?

    public init(bounds: Rect, itemCounts: [Int], delegate: (any CollectionViewDelegate)? = nil) {
        self.bounds = bounds; self.itemCounts = itemCounts; self.delegate = delegate
    }

    /// Number of sections.
    public var numberOfSections: Int { itemCounts.count }
    /// Number of items in a section.
    public func numberOfItems(inSection s: Int) -> Int { itemCounts[s] }
    /// Total items over all sections.
    public var totalItems: Int { itemCounts.reduce(0, +) }
}
