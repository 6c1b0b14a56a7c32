import LayoutCore

/// The document's items: a diffable data source's snapshot (the collection view's data source once `attach` made
/// one), the section headings and the parents deletes cleared. Every change is a snapshot edit applied with
/// `apply(_:animatingDifferences:)`, whose difference is the animated batch update. Revisions and history are the
/// document's: these are only the items and their edits.
final class DocumentItems {
    typealias Snapshot = DemoDocument.Snapshot
    typealias Diffable = DemoDocument.Diffable

    /// Where the items are: in a snapshot of their own while no collection view shows them (before the window
    /// opens; the dump command never attaches one), then in the diffable data source.
    private enum Store {
        case detached(Snapshot)
        case attached(Diffable)
    }

    private var store: Store
    /// The sections' titles, themes, colors and fields, by index (their `items` are empty: those are the
    /// snapshot's), and their identifiers in the snapshot.
    private(set) var headings: [DemoSection]
    private(set) var sectionIDs: [DemoSectionID]
    /// Items whose parent was deleted: roots (parent −1) until an undo brings the parent back. A snapshot's item
    /// never changes (it is its own identifier), so the cleared parents are kept here.
    private(set) var orphaned: Set<Int32> = []
    /// The next id handed to an inserted item.
    var nextID: Int
    /// Counts every change of the items shown (edits, drops, data switches, the fuzzer's injected loss), so a
    /// cache of the items (the tree's edges) knows it is stale; unlike a revision it never goes back.
    private(set) var changeCount = 0
    /// True while the diffable data source applies a snapshot: it swaps its data in the middle of `apply`, inside
    /// the batch update, so a cache read then must check the arrays it was read from (see `DemoDataSource`).
    private(set) var isApplying = false

    init(_ contents: DocumentContents) {
        store = .detached(contents.snapshot)
        headings = contents.headings
        sectionIDs = contents.snapshot.sectionIdentifiers
        orphaned = contents.orphaned
        nextID = contents.nextID
    }

    /// The collection view's data source, holding the items; nil until `attach` made one.
    var diffable: Diffable? {
        if case .attached(let diffable) = store { return diffable }
        return nil
    }

    /// The data shown: the diffable data source's snapshot (a copy sharing its storage).
    var snapshot: Snapshot {
        switch store {
        case .detached(let snapshot): return snapshot
        case .attached(let diffable): return diffable.snapshot()
        }
    }

    /// The item at an index path of the data shown (the diffable data source's `itemIdentifier(for:)`).
    func item(at indexPath: IndexPath) -> DemoItem? {
        if let diffable { return diffable.itemIdentifier(for: indexPath) }
        guard sectionIDs.indices.contains(indexPath.section) else { return nil }
        let items = snapshot.itemIdentifiers(inSection: sectionIDs[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The items of a section, by index (the snapshot's array).
    func items(inSection section: Int) -> [DemoItem] {
        sectionIDs.indices.contains(section) ? snapshot.itemIdentifiers(inSection: sectionIDs[section]) : []
    }

    /// Number of items in a section, by index.
    func numberOfItems(inSection section: Int) -> Int {
        sectionIDs.indices.contains(section) ? snapshot.numberOfItems(inSection: sectionIDs[section]) : 0
    }

    /// An item's parent: its own, unless a delete cleared it (−1).
    func parent(of item: DemoItem) -> Int32 {
        orphaned.isEmpty || !orphaned.contains(item.number) ? item.parent : -1
    }

    /// Makes the diffable data source for `collectionView`, with the data so far applied without animation.
    func attach(_ diffable: Diffable) {
        diffable.applySnapshotUsingReloadData(snapshot)
        store = .attached(diffable)
    }

    /// A drop the diffable data source made in its own snapshot.
    func didReorder() { changeCount &+= 1 }

    // MARK: Edits (each a snapshot edit, applied: the difference is the animated batch update)

    /// Makes `snapshot` the data: applied through the diffable data source (animated), or kept until one is
    /// attached.
    private func commit(_ snapshot: Snapshot, animated: Bool = true) {
        changeCount &+= 1
        switch store {
        case .attached(let diffable):
            isApplying = true
            diffable.apply(snapshot, animatingDifferences: animated)
            isApplying = false
        case .detached: store = .detached(snapshot)
        }
        // A cache filled during the apply may hold the data from before its swap.
        changeCount &+= 1
    }

    /// Removes items; a removed item's children become roots of their own subtrees (parent −1). Returns what
    /// was removed and whose parent was cleared, for undo.
    @discardableResult
    func removeItems(at indexPaths: [IndexPath]) -> RemovedItems {
        let paths = Set(indexPaths).sorted().filter { item(at: $0) != nil }
        let removed = paths.map { PlacedItem(indexPath: $0, item: item(at: $0)!) }
        guard !removed.isEmpty else { return RemovedItems(items: [], orphans: []) }
        let doomed = Set(removed.map(\.item.number))
        let lowest = doomed.min()!, highest = doomed.max()!
        // Children of removed items, at their index paths before the removal (where undo gives them back):
        // one pass over the items, a hash lookup only for parents in the removed numbers' range.
        var orphans: [PlacedItem] = []
        for s in sectionIDs.indices {
            for (i, item) in items(inSection: s).enumerated() where item.parent >= lowest && item.parent <= highest {
                guard doomed.contains(item.parent), !doomed.contains(item.number), !orphaned.contains(item.number) else { continue }
                orphans.append(PlacedItem(indexPath: IndexPath(item: i, section: s), item: item))
            }
        }
        orphaned.formUnion(orphans.map(\.item.number))
        var next = snapshot
        next.deleteItems(removed.map(\.item))
        commit(next)
        return RemovedItems(items: removed, orphans: orphans)
    }

    /// Puts removed items back where they were (same ids, same index paths) and gives their orphans their
    /// parents back: the undo of `removeItems(at:)`.
    func restore(_ removed: RemovedItems) {
        orphaned.subtract(removed.orphans.map(\.item.number))
        var next = snapshot
        insert(removed.items, into: &next)
        commit(next)
    }

    /// Inserts items at their index paths (after the insertion, ascending).
    func insert(_ placed: [PlacedItem]) {
        var next = snapshot
        insert(placed, into: &next)
        commit(next)
    }

    /// Inserts items at their index paths (after the insertion, ascending) in a snapshot: a run of neighbours
    /// is one insertion.
    private func insert(_ placed: [PlacedItem], into snapshot: inout Snapshot) {
        var k = 0
        while k < placed.count {
            let at = placed[k].indexPath
            var end = k + 1
            while end < placed.count, placed[end].indexPath.section == at.section,
                  placed[end].indexPath.item == placed[end - 1].indexPath.item + 1 { end += 1 }
            guard sectionIDs.indices.contains(at.section) else { k = end; continue }
            let section = sectionIDs[at.section]
            // The anchor is read in a scope of its own: a second reference to the section's array would make
            // the insertion copy it.
            let anchor: DemoItem? = {
                let items = snapshot.itemIdentifiers(inSection: section)
                return at.item < items.count ? items[at.item] : nil
            }()
            let items = placed[k..<end].map(\.item)
            if let anchor { snapshot.insertItems(items, beforeItem: anchor) } else { snapshot.appendItems(items, toSection: section) }
            k = end
        }
    }

    /// Moves one item: a drag's undo and redo. Returns where it landed (a destination past the end of its
    /// section lands at the end).
    @discardableResult
    func moveItem(from source: IndexPath, to destination: IndexPath) -> IndexPath? {
        guard let moved = item(at: source), sectionIDs.indices.contains(destination.section) else { return nil }
        var next = snapshot
        next.deleteItems([moved])
        let landed = IndexPath(item: min(max(0, destination.item), next.numberOfItems(inSection: sectionIDs[destination.section])),
                               section: destination.section)
        insert([PlacedItem(indexPath: landed, item: moved)], into: &next)
        commit(next)
        return landed
    }

    /// Moves items one after another, as one snapshot edit applied as one animated update: the undo (reversed,
    /// each move backwards) and redo of a group of moves. Returns where each one landed.
    @discardableResult
    func moveItems(_ moves: [(from: IndexPath, to: IndexPath)]) -> [IndexPath] {
        var next = snapshot
        var landed: [IndexPath] = []
        for (source, destination) in moves {
            guard sectionIDs.indices.contains(source.section), sectionIDs.indices.contains(destination.section) else { continue }
            let items = next.itemIdentifiers(inSection: sectionIDs[source.section])
            guard items.indices.contains(source.item) else { continue }
            let moved = items[source.item]
            next.deleteItems([moved])
            let at = IndexPath(item: min(max(0, destination.item), next.numberOfItems(inSection: sectionIDs[destination.section])),
                               section: destination.section)
            insert([PlacedItem(indexPath: at, item: moved)], into: &next)
            landed.append(at)
        }
        commit(next)
        return landed
    }

    /// Shows other data, applied as one animated update (every section goes and every new one comes: a
    /// cross-fade).
    func replace(with contents: DocumentContents) {
        headings = contents.headings
        sectionIDs = contents.snapshot.sectionIdentifiers
        orphaned = contents.orphaned
        // New data may hold higher numbers: new ids must stay unique.
        nextID = max(nextID, contents.nextID)
        commit(contents.snapshot)
    }

    /// Inserts a new item after `indexPath` (a sibling: same parent), or at the end of the last section.
    /// Returns where it went, or nil when there is no section to put it in.
    func insertItem(after indexPath: IndexPath?) -> IndexPath? {
        guard !sectionIDs.isEmpty else { return nil }
        let last = sectionIDs.count - 1
        let target = indexPath.map { IndexPath(item: $0.item + 1, section: $0.section) }
            ?? IndexPath(item: numberOfItems(inSection: last), section: last)
        let section = headings[target.section]
        let template = indexPath.flatMap(item(at:))
        let color = (template?.color ?? section.color).interpolated(to: .white, progress: 0.35)
        let new = DemoItem(number: nextID, label: "New \(nextID)", color: color,
                           size: template?.size ?? Size(width: 110, height: 70), parent: template.map(parent(of:)) ?? -1)
        nextID += 1
        insert([PlacedItem(indexPath: target, item: new)])
        return target
    }

    /// The middle item of the first section that has items vanishes, not animated.
    func dropMiddleItem() {
        guard let s = sectionIDs.firstIndex(where: { snapshot.numberOfItems(inSection: $0) > 0 }) else { return }
        let items = items(inSection: s)
        var next = snapshot
        next.deleteItems([items[items.count / 2]])
        commit(next, animated: false)
    }
}
