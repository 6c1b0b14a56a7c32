import FoundationEssentials  // IndexPath (Model/IndexPath.swift)

/// Diffing two snapshots by identifier (the diffable data source's `apply`): which sections and items left,
/// came, moved or are reloaded, as the batch update UIKit's diffable data source performs.
///
/// The work is linear in the items of the sections that changed (sections whose items are equal in both are
/// skipped; arrays shared by copy-on-write compare in constant time), with identifiers hashed only where old and
/// new differ, plus O(m log m) to order m survivors of a section that were reordered. Moves are the fewest that put the
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

        // Items: only sections whose contents differ take part (an item can only leave or join those). Each such
        // new section is walked beside its old one: equal items at the cursors stay, and only where they
        // differ is anything hashed, so a few edits in a long section cost a few lookups, not one per item.
        // Per new item, `sources` holds its old place (`place(section, item)`), `inserted` or `pending` (it is
        // in the old snapshot, elsewhere: found afterwards among the old items the walks set aside).
        // Within a section the items before the first difference and after the last one stay: only the middle
        // takes part (`trims`: how many items are left out at the front and at the back), so a one-item edit of
        // a section of millions allocates nothing per item.
        let changed = (0..<newS).filter { n in newToOld[n] < 0 || old.sectionItems[newToOld[n]] != sectionItems[n] }
        let inserted = -1, pending = -2
        var sources: [[Int]] = []
        sources.reserveCapacity(changed.count)
        var trims: [(front: Int, back: Int)] = []
        trims.reserveCapacity(changed.count)
        var setAside: [ItemIdentifierType: Int] = [:]
        // Items of inserted sections are new unless the old snapshot has them. When the old snapshot is the
        // smaller side (data swapped for other data), its items are looked up in the new one instead: none there,
        // and the inserted sections take no work per item (`sources` empty).
        var insertedCount = 0
        for n in changed where newToOld[n] < 0 { insertedCount += sectionItems[n].count }
        var carried: Set<ItemIdentifierType>?
        if insertedCount > 0, old.numberOfItems < insertedCount {
            var found = Set<ItemIdentifierType>()
            for items in old.sectionItems { for item in items where containsItem(item) { found.insert(item) } }
            carried = found
        }
        for n in changed {
            let allNew = sectionItems[n]
            let o = newToOld[n]
            guard o >= 0 else {
                if let carried, carried.isEmpty {
                    sources.append([])
                    trims.append((0, 0))
                    continue
                }
                var source = [Int](repeating: pending, count: allNew.count)
                for (j, item) in allNew.enumerated() where !(carried?.contains(item) ?? old.containsItem(item)) { source[j] = inserted }
                sources.append(source)
                trims.append((0, 0))
                continue
            }
            let allOld = old.sectionItems[o]
            var front = 0, back = 0
            while front < allOld.count, front < allNew.count, allOld[front] == allNew[front] { front += 1 }
            while back < allOld.count - front, back < allNew.count - front,
                  allOld[allOld.count - 1 - back] == allNew[allNew.count - 1 - back] { back += 1 }
            trims.append((front, back))
            let oldItems = allOld[front..<(allOld.count - back)], newItems = allNew[front..<(allNew.count - back)]
            var source = [Int](repeating: pending, count: newItems.count)
            // i and j count from the middles' starts; the slices keep their sections' indexes (front + i).
            var i = 0, j = 0
            while i < oldItems.count || j < newItems.count {
                if i < oldItems.count, j < newItems.count, oldItems[front + i] == newItems[front + j] {
                    source[j] = Self.place(o, front + i)
                    i += 1; j += 1
                    continue
                }
                if i < oldItems.count {
                    if !containsItem(oldItems[front + i]) {
                        update.deletedItems.append(IndexPath(item: front + i, section: o))
                        i += 1
                        continue
                    }
                    // The old item is elsewhere now: set it aside when the walk can go on without it.
                    if j == newItems.count || (i + 1 < oldItems.count && oldItems[front + i + 1] == newItems[front + j]) {
                        setAside[oldItems[front + i]] = Self.place(o, front + i)
                        i += 1
                        continue
                    }
                }
                // Here j < newItems.count: the new item is new, or came from elsewhere.
                source[j] = old.containsItem(newItems[front + j]) ? pending : inserted
                j += 1
                // Unless the old item is next in the new section, it is elsewhere too.
                if i < oldItems.count, !(j < newItems.count && oldItems[front + i] == newItems[front + j]), containsItem(oldItems[front + i]) {
                    setAside[oldItems[front + i]] = Self.place(o, front + i)
                    i += 1
                }
            }
            sources.append(source)
        }
        // An item from a deleted section is not set aside: wherever it is now, it is inserted.
        for (k, n) in changed.enumerated() {
            let newItems = sectionItems[n], front = trims[k].front
            for j in sources[k].indices where sources[k][j] == pending { sources[k][j] = setAside[newItems[front + j]] ?? inserted }
        }
        for (k, n) in changed.enumerated() {
            let sameOld = newToOld[n]
            var stayOld: [Int] = [], stayNew: [Int] = []
            stayOld.reserveCapacity(sources[k].count)
            stayNew.reserveCapacity(sources[k].count)
            let front = trims[k].front
            for (jm, source) in sources[k].enumerated() {
                let j = front + jm
                if source == inserted {
                    // New items of an inserted section come with it.
                    if sameOld >= 0 { update.insertedItems.append(IndexPath(item: j, section: n)) }
                    continue
                }
                let (o, i) = Self.split(source)
                if o == sameOld {
                    stayOld.append(i); stayNew.append(j)
                } else {
                    update.movedItems.append(.init(from: IndexPath(item: i, section: o), to: IndexPath(item: j, section: n)))
                }
            }
            let keep = IncreasingSubsequence.members(of: stayOld)
            for k in stayOld.indices where !keep[k] {
                update.movedItems.append(.init(from: IndexPath(item: stayOld[k], section: sameOld), to: IndexPath(item: stayNew[k], section: n)))
            }
        }
        update.deletedItems.sort()
        update.movedItems.sort { $0.to < $1.to }

        // Reloads (old index paths) of what exists before and after; reconfigures (new ones) of the rest.
        for id in reloadedSectionIdentifiers {
            if let o = old.sectionIndexes[id], oldToNew[o] >= 0 { update.reloadedSections.append(o) }
        }
        update.reloadedSections.sort()
        var reloaded = Set<ItemIdentifierType>()
        for id in reloadedItemIdentifiers where containsItem(id) {
            guard let at = old.indexPath(of: id), oldToNew[at.section] >= 0 else { continue }
            update.reloadedItems.append(IndexPath(item: at.item, section: at.section))
            reloaded.insert(id)
        }
        update.reloadedItems.sort()
        var reconfigured: [IndexPath] = []
        for id in reconfiguredItemIdentifiers where !reloaded.contains(id) && old.containsItem(id) {
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
}
