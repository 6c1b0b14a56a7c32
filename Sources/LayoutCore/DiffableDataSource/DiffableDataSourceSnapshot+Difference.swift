import FoundationEssentials  // IndexPath (Model/IndexPath.swift)

/// Diffing two snapshots by identifier (the diffable data source's `apply`): which sections and items left,
/// came, moved or are reloaded, as the batch update UIKit's diffable data source performs.
///
/// Identity is by hash, so the work is linear in the items of the sections that changed (sections whose items
/// are equal in both are skipped; arrays shared by copy-on-write compare in constant time), plus
/// O(m log m) to order m survivors of a section that were reordered. Moves are the fewest that put the
/// survivors in order: within a section, the survivors off one longest increasing run of old indexes.
extension DiffableDataSourceSnapshot {
    /// The changes from `old` to this snapshot: sections and items deleted (old index paths), inserted (new
    /// ones) and moved (old to new); items and sections marked reloaded here that exist in both (old index
    /// paths); items marked reconfigured that exist in both and are not reloaded (new index paths). Items of
    /// a deleted or inserted section go with it and are not listed; an item that moves into an inserted section
    /// is a move, one that leaves a deleted section a delete and an insert.
    @inlinable
    public func difference(from old: Self) -> SnapshotDifference {
        var update = BatchUpdate()

        // Sections: survivors off the longest run of increasing old indexes move.
        let oldS = old.sectionIDs.count, newS = sectionIDs.count
        var oldToNew = [Int](repeating: -1, count: oldS)
        var newToOld = [Int](repeating: -1, count: newS)
        for (n, id) in sectionIDs.enumerated() {
            if let o = old.sectionIndexes[id] { newToOld[n] = o; oldToNew[o] = n }
        }
        for o in 0..<oldS where oldToNew[o] < 0 { update.deletedSections.append(o) }
        var survivorsNew: [Int] = [], survivorsOld: [Int] = []
        for n in 0..<newS {
            if newToOld[n] < 0 { update.insertedSections.append(n) } else { survivorsNew.append(n); survivorsOld.append(newToOld[n]) }
        }
        let stays = IncreasingSubsequence.members(of: survivorsOld)
        for k in survivorsNew.indices where !stays[k] { update.movedSections.append(.init(from: survivorsOld[k], to: survivorsNew[k])) }

        // Items: only sections whose contents differ take part (an item can only leave or join those).
        let changed = (0..<newS).filter { n in newToOld[n] < 0 || old.sectionItems[newToOld[n]] != sectionItems[n] }
        let changedOld = changed.compactMap { newToOld[$0] >= 0 ? newToOld[$0] : nil }
        // Each changed old section's items get a run of `found` (set when the item turns up in the new snapshot).
        var firstFound = [Int](repeating: 0, count: oldS)
        var total = 0
        for o in changedOld { firstFound[o] = total; total += old.sectionItems[o].count }
        var found = [Bool](repeating: false, count: total)
        var oldPlaces: [ItemIdentifierType: Int] = [:]
        oldPlaces.reserveCapacity(total)
        for o in changedOld {
            for (i, item) in old.sectionItems[o].enumerated() { oldPlaces[item] = Self.place(o, i) }
        }
        // Items that left a deleted section are not in `oldPlaces`: wherever they are now, they are inserted.
        for n in changed {
            let sameOld = newToOld[n]
            var stayOld: [Int] = [], stayNew: [Int] = []
            for (i, item) in sectionItems[n].enumerated() {
                if let place = oldPlaces[item] {
                    let (o, oi) = Self.split(place)
                    found[firstFound[o] + oi] = true
                    if o == sameOld {
                        stayOld.append(oi); stayNew.append(i)
                    } else {
                        update.movedItems.append(.init(from: IndexPath(item: oi, section: o), to: IndexPath(item: i, section: n)))
                    }
                } else if sameOld >= 0 {
                    // New items of an inserted section come with it.
                    update.insertedItems.append(IndexPath(item: i, section: n))
                }
            }
            let keep = IncreasingSubsequence.members(of: stayOld)
            for k in stayOld.indices where !keep[k] {
                update.movedItems.append(.init(from: IndexPath(item: stayOld[k], section: sameOld), to: IndexPath(item: stayNew[k], section: n)))
            }
        }
        // Items that turned up nowhere leave.
        for o in changedOld.sorted() {
            let first = firstFound[o]
            for i in old.sectionItems[o].indices where !found[first + i] { update.deletedItems.append(IndexPath(item: i, section: o)) }
        }
        update.movedItems.sort { $0.to < $1.to }

        // Reloads (old index paths) of what exists before and after; reconfigures (new ones) of the rest.
        for id in reloadedSectionIdentifiers {
            if let o = old.sectionIndexes[id], oldToNew[o] >= 0 { update.reloadedSections.append(o) }
        }
        update.reloadedSections.sort()
        var reloaded = Set<ItemIdentifierType>()
        for id in reloadedItemIdentifiers where itemSections[id] != nil {
            guard let (o, oi) = old.place(of: id, in: oldPlaces), oldToNew[o] >= 0 else { continue }
            update.reloadedItems.append(IndexPath(item: oi, section: o))
            reloaded.insert(id)
        }
        update.reloadedItems.sort()
        var reconfigured: [IndexPath] = []
        for id in reconfiguredItemIdentifiers where !reloaded.contains(id) && old.itemSections[id] != nil {
            if let at = indexPath(of: id) { reconfigured.append(IndexPath(item: at.item, section: at.section)) }
        }
        reconfigured.sort()
        return SnapshotDifference(batchUpdate: update, reconfiguredItems: reconfigured)
    }

    /// A section and item index in one integer (a dictionary value half the size of a pair).
    @inlinable
    static func place(_ section: Int, _ item: Int) -> Int { section << 32 | item }
    @inlinable
    static func split(_ place: Int) -> (Int, Int) { (place >> 32, place & 0xFFFF_FFFF) }

    /// Where an item is in this (old) snapshot: from the places already gathered, or by looking.
    @inlinable
    func place(of item: ItemIdentifierType, in places: [ItemIdentifierType: Int]) -> (Int, Int)? {
        if let p = places[item] { return Self.split(p) }
        return indexPath(of: item).map { ($0.section, $0.item) }
    }
}
