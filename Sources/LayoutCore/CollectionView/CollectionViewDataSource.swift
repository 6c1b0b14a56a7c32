/// Supplies the content (UICollectionViewDataSource, guide §2.1): how many sections and items, and the view
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
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) throws -> ReusableView? { nil }
}
