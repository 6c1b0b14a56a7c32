/// Supplies the content (UICollectionViewDataSource): how many sections and items, and the view
/// for each element.
public protocol CollectionViewDataSource: AnyObject {
    /// Number of sections. Optional; default 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// Number of items in a section. Required.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The configured cell for an item, dequeued from `collectionView`. Required.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell
    /// The view for a supplementary element of a kind. Optional; default nil (nothing is shown and the
    /// omission is reported once).
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) throws -> ReusableView?
    /// Whether an item may be dragged to a new place. Optional; default false (reordering is opt-in).
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user dropped an item at a new place: move it in the data. Called exactly once per completed drag.
    /// Optional; default does nothing (pair it with canMoveItemAt).
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The color of an item drawn in its cheap form, beyond the live-view cap (`maximumLiveViewCount`): it
    /// gets no cell, so this is all that shows of it. Optional; default a neutral grey.
    func collectionView(_ collectionView: CollectionView, summaryColorForItemAt indexPath: IndexPath) -> Color
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) throws -> ReusableView? { nil }
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, summaryColorForItemAt indexPath: IndexPath) -> Color {
        Color(hex: 0x8C9AA8)
    }
}
