import LayoutCore

/// Where a drop took its item from and put it, read off the diffable data source's transaction.
enum ReorderTransactionMove {
    /// The move, nil for a drop where it started. The transaction's difference counts offsets among all items, so
    /// a drop across a section boundary that keeps the item's offset (the first item of a section dropped at the end
    /// of the section before, or the other way round) has an empty one: the section counts tell that move.
    static func move(in transaction: DiffableDataSourceTransaction<DemoSectionID, DemoItem>) -> (from: IndexPath, to: IndexPath)? {
        let initial = transaction.initialSnapshot, final = transaction.finalSnapshot
        if case .remove(let from, _, _)? = transaction.difference.removals.first,
           case .insert(let to, _, _)? = transaction.difference.insertions.first {
            return (indexPath(ofOffset: from, in: initial), indexPath(ofOffset: to, in: final))
        }
        let before = initial.sectionIdentifiers.map(initial.numberOfItems(inSection:))
        let after = final.sectionIdentifiers.map(final.numberOfItems(inSection:))
        guard before.count == after.count, let s = before.indices.first(where: { before[$0] != after[$0] }) else { return nil }
        let start = before[..<s].reduce(0, +)
        // Section s gained the item at its end (from the start of a later section), or lost its last one to a
        // later section's start.
        return after[s] > before[s]
            ? (indexPath(ofOffset: start + before[s], in: initial), IndexPath(item: before[s], section: s))
            : (IndexPath(item: after[s], section: s), indexPath(ofOffset: start + after[s], in: final))
    }

    /// The index path of the item at `offset` among all items of `snapshot`.
    static func indexPath(ofOffset offset: Int, in snapshot: DemoDocument.Snapshot) -> IndexPath {
        var rest = offset
        for (s, id) in snapshot.sectionIdentifiers.enumerated() {
            let count = snapshot.numberOfItems(inSection: id)
            if rest < count { return IndexPath(item: rest, section: s) }
            rest -= count
        }
        return IndexPath(item: rest, section: max(0, snapshot.numberOfSections - 1))
    }
}
