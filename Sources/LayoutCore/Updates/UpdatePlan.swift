/// Where every section and item goes in a batch update, checked the way UIKit checks it. Deleted and
/// moved-out elements leave; inserted and moved-in elements take their final indexes; everything else keeps
/// its relative order and fills the remaining places.
public struct UpdatePlan: Sendable {
    /// Items per section before the update.
    public let oldCounts: [Int]
    /// Items per section after the update, as the data source reports them.
    public let newCounts: [Int]
    /// The recorded changes this plan places.
    public let update: BatchUpdate
    /// For each new section, the old section it continues; nil when inserted.
    public let sectionNewToOld: [Int?]
    /// For each old section, its new index; nil when deleted.
    public let sectionOldToNew: [Int?]
    /// Per new section, the old index path of each item (nil = inserted); nil array = unchanged section.
    private let itemsNewToOld: [[IndexPath?]?]
    /// Per old section, the new index path of each item (nil = deleted); nil array = unchanged section.
    private let itemsOldToNew: [[IndexPath?]?]
    /// Reloaded items and sections, numbered before the update: they keep their places, but their views are
    /// replaced (the old ones fade out, the data source's new ones fade in).
    private let reloadedItems: Set<IndexPath>
    private let reloadedSections: Set<Int>

    /// Plans an update from the counts before and after it. Throws a UIKit-worded error when they do not add up.
    public init(oldCounts: [Int], newCounts: [Int], update: BatchUpdate) throws(BatchUpdateError) {
        self.oldCounts = oldCounts; self.newCounts = newCounts; self.update = update
        let oldS = oldCounts.count, newS = newCounts.count

        // Sections.
        let deletedSections = Set(update.deletedSections)
        guard deletedSections.count == update.deletedSections.count else { throw .invalid("a section is deleted twice") }
        for s in update.deletedSections where !(0..<oldS).contains(s) {
            throw .invalid("attempt to delete section \(s), but there are only \(oldS) sections before the update")
        }
        let movedFrom = Set(update.movedSections.map(\.from))
        for m in update.movedSections {
            guard (0..<oldS).contains(m.from) else {
                throw .invalid("attempt to move section \(m.from), but there are only \(oldS) sections before the update")
            }
            guard !deletedSections.contains(m.from) else { throw .invalid("attempt to both delete and move section \(m.from)") }
        }
        guard movedFrom.count == update.movedSections.count else { throw .invalid("a section is moved twice") }
        let expectedSections = oldS - update.deletedSections.count + update.insertedSections.count
        guard newS == expectedSections else {
            throw .sections(after: newS, before: oldS, inserted: update.insertedSections.count, deleted: update.deletedSections.count)
        }
        var newToOld = [Int?](repeating: nil, count: newS)
        var assigned = [Bool](repeating: false, count: newS)
        for s in update.insertedSections {
            guard (0..<newS).contains(s), !assigned[s] else {
                throw .invalid("attempt to insert section \(s), but there are \(newS) sections after the update")
            }
            assigned[s] = true
        }
        for m in update.movedSections {
            guard (0..<newS).contains(m.to), !assigned[m.to] else {
                throw .invalid("attempt to move section \(m.from) to \(m.to), which is out of range or already taken")
            }
            assigned[m.to] = true
            newToOld[m.to] = m.from
        }
        var remaining = (0..<oldS).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for s in 0..<newS where !assigned[s] { newToOld[s] = remaining.next() }
        var oldToNew = [Int?](repeating: nil, count: oldS)
        for (n, o) in newToOld.enumerated() { if let o { oldToNew[o] = n } }
        sectionNewToOld = newToOld
        sectionOldToNew = oldToNew

        // Items, grouped by the section they touch.
        var deletedBySection: [Int: Set<Int>] = [:]
        for ip in update.deletedItems {
            guard (0..<oldS).contains(ip.section), (0..<oldCounts[ip.section]).contains(ip.item) else {
                throw .invalid("attempt to delete item \(ip.item) from section \(ip.section), which only contains "
                    + "\(ip.section < oldS ? oldCounts[ip.section] : 0) items before the update")
            }
            guard !deletedSections.contains(ip.section) else {
                throw .invalid("attempt to delete item \(ip.item) from section \(ip.section), which is itself deleted")
            }
            guard deletedBySection[ip.section, default: []].insert(ip.item).inserted else {
                throw .invalid("item \(ip.item) of section \(ip.section) is deleted twice")
            }
        }
        var movedOutBySection: [Int: Set<Int>] = [:]
        var movedInBySection: [Int: [Int: IndexPath]] = [:]
        for m in update.movedItems {
            guard (0..<oldS).contains(m.from.section), (0..<oldCounts[m.from.section]).contains(m.from.item) else {
                throw .invalid("attempt to move item \(m.from.item) of section \(m.from.section), which does not exist before the update")
            }
            guard !deletedSections.contains(m.from.section), deletedBySection[m.from.section]?.contains(m.from.item) != true else {
                throw .invalid("attempt to both delete and move item \(m.from.item) of section \(m.from.section)")
            }
            guard (0..<newS).contains(m.to.section) else {
                throw .invalid("attempt to move an item to section \(m.to.section), but there are \(newS) sections after the update")
            }
            guard movedOutBySection[m.from.section, default: []].insert(m.from.item).inserted else {
                throw .invalid("item \(m.from.item) of section \(m.from.section) is moved twice")
            }
            guard movedInBySection[m.to.section, default: [:]].updateValue(m.from, forKey: m.to.item) == nil else {
                throw .invalid("two items are moved to item \(m.to.item) of section \(m.to.section)")
            }
        }
        var insertedBySection: [Int: Set<Int>] = [:]
        for ip in update.insertedItems {
            guard (0..<newS).contains(ip.section) else {
                throw .invalid("attempt to insert item \(ip.item) into section \(ip.section), but there are only \(newS) sections after the update")
            }
            guard insertedBySection[ip.section, default: []].insert(ip.item).inserted else {
                throw .invalid("item \(ip.item) of section \(ip.section) is inserted twice")
            }
        }

        var n2o = [[IndexPath?]?](repeating: nil, count: newS)
        var o2n = [[IndexPath?]?](repeating: nil, count: oldS)
        for s in 0..<newS {
            let inserted = insertedBySection[s] ?? [], movedIn = movedInBySection[s] ?? [:]
            guard let os = newToOld[s] else {
                // An inserted section: all of its items are new, apart from items moved into it.
                var slots = [IndexPath?](repeating: nil, count: newCounts[s])
                for (i, from) in movedIn {
                    guard i >= 0, i < newCounts[s] else { throw .invalid("attempt to move an item to item \(i) of section \(s), which only contains \(newCounts[s]) items after the update") }
                    slots[i] = from
                }
                n2o[s] = slots
                continue
            }
            let deleted = deletedBySection[os] ?? [], movedOut = movedOutBySection[os] ?? []
            let expected = oldCounts[os] - deleted.count - movedOut.count + inserted.count + movedIn.count
            guard newCounts[s] == expected else {
                throw .items(section: s, after: newCounts[s], before: oldCounts[os], inserted: inserted.count,
                             deleted: deleted.count, movedIn: movedIn.count, movedOut: movedOut.count)
            }
            if inserted.isEmpty && movedIn.isEmpty && deleted.isEmpty && movedOut.isEmpty { continue }  // unchanged
            var slots = [IndexPath?](repeating: nil, count: newCounts[s])
            var taken = [Bool](repeating: false, count: newCounts[s])
            for i in inserted {
                guard i >= 0, i < newCounts[s] else {
                    throw .invalid("attempt to insert item \(i) into section \(s), which only contains \(newCounts[s]) items after the update")
                }
                taken[i] = true
            }
            for (i, from) in movedIn {
                guard i >= 0, i < newCounts[s], !taken[i] else {
                    throw .invalid("attempt to move an item to item \(i) of section \(s), which is out of range or already taken")
                }
                taken[i] = true
                slots[i] = from
            }
            var rest = (0..<oldCounts[os]).lazy.filter { !deleted.contains($0) && !movedOut.contains($0) }.makeIterator()
            for i in 0..<newCounts[s] where !taken[i] { slots[i] = rest.next().map { IndexPath(item: $0, section: os) } }
            n2o[s] = slots
        }
        // Invert: every old item that survives has exactly one new place.
        for s in 0..<newS {
            guard let slots = n2o[s] else { continue }
            for (i, old) in slots.enumerated() {
                guard let old else { continue }
                if o2n[old.section] == nil { o2n[old.section] = [IndexPath?](repeating: nil, count: oldCounts[old.section]) }
                o2n[old.section]![old.item] = IndexPath(item: i, section: s)
            }
        }
        for os in 0..<oldS where o2n[os] == nil {
            // Unchanged sections map item for item; deleted sections (and sections whose items all left) map to nothing.
            if let ns = oldToNew[os], n2o[ns] == nil { continue }
            o2n[os] = [IndexPath?](repeating: nil, count: oldCounts[os])
        }
        itemsNewToOld = n2o
        itemsOldToNew = o2n

        // Reloads: of sections and items that exist before the update and stay (UIKit refuses the rest).
        for s in update.reloadedSections {
            guard (0..<oldS).contains(s) else {
                throw .invalid("attempt to reload section \(s), but there are only \(oldS) sections before the update")
            }
            guard !deletedSections.contains(s) else { throw .invalid("attempt to both delete and reload section \(s)") }
        }
        for ip in update.reloadedItems {
            guard ip.isItemPath, (0..<oldS).contains(ip.section), (0..<oldCounts[ip.section]).contains(ip.item) else {
                throw .invalid("attempt to reload item \(ip.item) of section \(ip.section), which does not exist before the update")
            }
            guard !deletedSections.contains(ip.section), deletedBySection[ip.section]?.contains(ip.item) != true else {
                throw .invalid("attempt to both delete and reload item \(ip.item) of section \(ip.section)")
            }
        }
        reloadedItems = Set(update.reloadedItems)
        reloadedSections = Set(update.reloadedSections)
    }

    /// True when the element, by its key before the update, is reloaded: its old view leaves, a new one comes.
    private func isReloaded(old key: ElementKey) -> Bool {
        guard !reloadedItems.isEmpty || !reloadedSections.isEmpty else { return false }
        switch key.category {
        case .cell: return reloadedItems.contains(key.indexPath) || reloadedSections.contains(key.indexPath.section)
        case .supplementaryView: return reloadedSections.contains(key.indexPath.section)
        case .decorationView: return false
        }
    }

    /// The new index path of an item that existed before; nil when it was deleted.
    public func newIndexPath(forOld ip: IndexPath) -> IndexPath? {
        guard ip.section >= 0, ip.section < oldCounts.count, ip.item >= 0, ip.item < oldCounts[ip.section] else { return nil }
        if let map = itemsOldToNew[ip.section] { return map[ip.item] }
        guard let ns = sectionOldToNew[ip.section] else { return nil }
        return IndexPath(item: ip.item, section: ns)
    }

    /// The old index path of an item after the update; nil when it was inserted.
    public func oldIndexPath(forNew ip: IndexPath) -> IndexPath? {
        guard ip.section >= 0, ip.section < newCounts.count, ip.item >= 0, ip.item < newCounts[ip.section] else { return nil }
        if let map = itemsNewToOld[ip.section] { return map[ip.item] }
        guard let os = sectionNewToOld[ip.section] else { return nil }
        return IndexPath(item: ip.item, section: os)
    }

    /// Element identity across the update: cells by item, supplementary and decoration views by section.
    public var keyMapping: ElementKeyMapping {
        let plan = self
        func remapSection(_ key: ElementKey, _ map: [Int?]) -> ElementKey? {
            guard key.indexPath.section >= 0, key.indexPath.section < map.count, let s = map[key.indexPath.section] else { return nil }
            var ip = key.indexPath
            ip.section = s
            return ElementKey(key.category, ip)
        }
        return ElementKeyMapping(
            oldKey: { key in
                let old = key.category == .cell ? plan.oldIndexPath(forNew: key.indexPath).map { .cell($0) } : remapSection(key, plan.sectionNewToOld)
                return old.flatMap { plan.isReloaded(old: $0) ? nil : $0 }
            },
            newKey: { key in
                if plan.isReloaded(old: key) { return nil }
                return key.category == .cell ? plan.newIndexPath(forOld: key.indexPath).map { .cell($0) } : remapSection(key, plan.sectionOldToNew)
            })
    }
}
