import FoundationEssentials  // IndexPath's members

/// A data source that holds the data as a snapshot (UICollectionViewDiffableDataSource): make one with a cell
/// provider, then `apply` snapshots; each apply animates the collection view from the last one to the new one
/// in one batch update. It sets itself as the collection view's `dataSource` (held weakly there, as in UIKit:
/// keep a reference to it).
public final class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: CollectionViewDataSource {
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell of an item, dequeued from the collection view. Returning nil is reported (naming the
    /// item) and the item gets no cell. It may throw the dequeue's error, which is reported the same way.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) throws -> CollectionViewCell?
    /// Makes a supplementary view: (collection view, kind, index path). Nil shows nothing (reported once).
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) throws -> ReusableView?

    /// The color of an item drawn in its cheap form beyond the live-view cap: (collection view, index path, item).
    public typealias SummaryColorProvider = (CollectionView, IndexPath, ItemIdentifierType) -> Color

    /// Supplementary views (headers, footers, …); without one, the collection view shows none.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// The colors items beyond `maximumLiveViewCount` are drawn in (they get no cell, so this is all that shows
    /// of them); without one, a neutral grey. UIKit has no such cap, so no counterpart.
    public var summaryColorProvider: SummaryColorProvider?
    /// Drag-to-reorder (UIKit's reorderingHandlers): which items may be dragged, and what to do after a drop.
    public var reorderingHandlers = ReorderingHandlers()

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    /// What the collection view shows (or is animating to), without reload marks or problems.
    @usableFromInline private(set) var current = Snapshot()
    /// Index paths by item for the current snapshot, built on the first `indexPath(for:)` after a change (only
    /// for snapshots out of order: an ordered one finds items by binary search, without a table).
    private var indexPaths: [ItemIdentifierType: IndexPath]?

    /// A data source for `collectionView`, which it becomes the data source of; empty until a snapshot is applied.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the data shown (or being animated to). Its reload and reconfigure marks are empty.
    public func snapshot() -> Snapshot { current }

    /// Makes `snapshot` the data: the difference from the current one is performed as one batch update,
    /// animated unless `animatingDifferences` is false (then the collection view is at the end state on
    /// return). A snapshot equal to the current one changes nothing. The snapshot's problems (duplicates left
    /// out, …) go to the collection view's problem log. `completion` runs once the update has landed (at once
    /// when there was nothing to animate). Never throws.
    @inlinable
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // Diffed here, in the caller's module, so the diff is specialized for its identifier types (see
        // `DiffableDataSourceSnapshot`'s storage).
        perform(snapshot, difference: snapshot.difference(from: current), animatingDifferences: animatingDifferences,
                completion: completion)
    }

    @usableFromInline
    func perform(_ snapshot: Snapshot, difference: SnapshotDifference, animatingDifferences: Bool, completion: (() -> Void)?) {
        var next = snapshot
        next.reloadedSectionIdentifiers = []
        next.reloadedItemIdentifiers = []
        next.reconfiguredItemIdentifiers = []
        next.problems = []
        guard let collectionView, collectionView.dataSource === self else {
            replace(with: next)
            completion?()
            return
        }
        for message in snapshot.problems { collectionView.reportMessage(message) }
        guard !difference.isEmpty else {
            replace(with: next)
            completion?()
            return
        }
        let update = difference.batchUpdate
        guard !update.isEmpty else {
            // Only reconfigures: cells change in place, nothing moves, nothing to animate.
            replace(with: next)
            collectionView.reconfigureItems(at: difference.reconfiguredItems)
            completion?()
            return
        }
        let landing = completion.map { done in { (_: Bool) in done() } }
        do {
            try collectionView.performBatchUpdates({
                self.replace(with: next)
                try collectionView.deleteSections(update.deletedSections)
                try collectionView.insertSections(update.insertedSections)
                for m in update.movedSections { try collectionView.moveSection(m.from, toSection: m.to) }
                try collectionView.deleteItems(at: update.deletedItems)
                try collectionView.insertItems(at: update.insertedItems)
                for m in update.movedItems { try collectionView.moveItem(at: m.from, to: m.to) }
                collectionView.reloadSections(update.reloadedSections)
                collectionView.reloadItems(at: update.reloadedItems)
            }, completion: landing)
        } catch {
            // Only a bug in the diff gets here (the collection view reported it in UIKit's words): show the new
            // data without animation rather than something out of step with it.
            collectionView.reloadData()
            completion?()
            return
        }
        if !difference.reconfiguredItems.isEmpty { collectionView.reconfigureItems(at: difference.reconfiguredItems) }
        if !animatingDifferences, collectionView.isTransitioning { collectionView.endAnimation(atEnd: true) }
    }

    /// Makes `snapshot` the data and reloads the collection view: no diff, no animation
    /// (applySnapshotUsingReloadData(_:completion:)).
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        var next = snapshot
        next.reloadedSectionIdentifiers = []
        next.reloadedItemIdentifiers = []
        next.reconfiguredItemIdentifiers = []
        next.problems = []
        if let collectionView {
            for message in snapshot.problems { collectionView.reportMessage(message) }
        }
        replace(with: next)
        collectionView?.reloadData()
        completion?()
    }

    private func replace(with snapshot: Snapshot) {
        current = snapshot
        indexPaths = nil
    }

    // MARK: Identifiers and index paths

    /// The item at an index path of the current snapshot, nil when there is none. Inlinable: layouts ask for
    /// every item's size through it, and specialized for the client's types it is an array read.
    @inlinable
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count >= 2, current.sectionItems.indices.contains(indexPath.section),
              current.sectionItems[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return current.sectionItems[indexPath.section][indexPath.item]
    }

    /// Where an item is in the current snapshot, nil when it is not there.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        if current.itemsAscending { return current.locate(itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) } }
        if indexPaths == nil {
            var map = [ItemIdentifierType: IndexPath](minimumCapacity: current.numberOfItems)
            for (s, items) in current.sectionItems.enumerated() {
                for (i, item) in items.enumerated() { map[item] = IndexPath(item: i, section: s) }
            }
            indexPaths = map
        }
        return indexPaths?[itemIdentifier]
    }

    /// The section at an index of the current snapshot, nil when there is none.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIDs.indices.contains(index) ? current.sectionIDs[index] : nil
    }

    /// The index of a section in the current snapshot, nil when it is not there.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.sectionIndexes[sectionIdentifier] }

    // MARK: CollectionViewDataSource

    public func numberOfSections(in collectionView: CollectionView) -> Int { current.sectionIDs.count }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.sectionItems.indices.contains(section) ? current.sectionItems[section].count : 0
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else { throw DiffableDataSourceError.noItem(indexPath) }
        guard let cell = try cellProvider(collectionView, indexPath, item) else {
            throw DiffableDataSourceError.noCell(item: "\(item)", indexPath: indexPath)
        }
        return cell
    }

    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) throws -> ReusableView? {
        try supplementaryViewProvider?(collectionView, kind, indexPath)
    }

    /// The item's color from `summaryColorProvider`, else a neutral grey.
    public func collectionView(_ collectionView: CollectionView, summaryColorForItemAt indexPath: IndexPath) -> Color {
        guard let provider = summaryColorProvider, let item = itemIdentifier(for: indexPath) else { return Color(hex: 0x8C9AA8) }
        return provider(collectionView, indexPath, item)
    }

    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorder(item)
    }

    /// A drop: the item moves in the current snapshot (before the item now at the destination, or at the end
    /// of the destination section), then `didReorder` is told.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath),
              current.sectionIDs.indices.contains(destinationIndexPath.section) else { return }
        let before = current
        var after = current
        after.deleteItems([item])
        let section = after.sectionIDs[destinationIndexPath.section]
        let items = after.sectionItems[destinationIndexPath.section]
        if destinationIndexPath.item < items.count {
            after.insertItems([item], beforeItem: items[max(0, destinationIndexPath.item)])
        } else {
            after.appendItems([item], toSection: section)
        }
        replace(with: after)
        // Offsets among all items, as UIKit's transaction gives them.
        func offset(_ snapshot: Snapshot) -> Int { snapshot.indexOfItem(item) ?? 0 }
        let from = offset(before), to = offset(after)
        let difference = from == to ? CollectionDifference<ItemIdentifierType>([])!
            : CollectionDifference([.remove(offset: from, element: item, associatedWith: to),
                                    .insert(offset: to, element: item, associatedWith: from)])!
        reorderingHandlers.didReorder?(DiffableDataSourceTransaction(initialSnapshot: before, finalSnapshot: after,
                                                                     difference: difference))
    }
}
