/// What a diffable data source does about drag-to-reorder (UICollectionViewDiffableDataSource.ReorderingHandlers).
extension CollectionViewDiffableDataSource {
    /// Whether items may be reordered and what to do when they were.
    public struct ReorderingHandlers {
        /// Whether an item may be dragged; nil (the default) allows no reordering.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Told after a drop moved an item in the data source's snapshot: update the model to match.
        public var didReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow reordering items `canReorderItem` accepts and report each drop to `didReorder`; both nil
        /// (no reordering) unless given (UIKit: `ReorderingHandlers`' `canReorderItem` and `didReorder`).
        public init(canReorderItem: ((ItemIdentifierType) -> Bool)? = nil,
                    didReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)? = nil) {
            self.canReorderItem = canReorderItem
            self.didReorder = didReorder
        }
    }
}
