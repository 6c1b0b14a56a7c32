/// Identifiers known to be Comparable where the snapshot is built: their order is checked in the caller's
/// module, specialized for their type, instead of through the type opened at run time (ten million items: a few
/// milliseconds instead of a few hundred).
extension DiffableDataSourceSnapshot where ItemIdentifierType: Comparable {
    /// Adds items at the end of a section; without a section, at the end of the last one.
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let ascending = identifiers.withUnsafeBufferPointer { b in
            var i = 1
            while i < b.count {
                if !(b[i - 1] < b[i]) { return false }
                i += 1
            }
            return true
        }
        append(identifiers, toSection: sectionIdentifier, ascending: ascending)
    }
}

/// Adding, removing, moving, reloading and reconfiguring items (UIKit's names). An item already in the
/// snapshot, or an anchor that is not, is reported and left out; the rest of the call goes ahead.
extension DiffableDataSourceSnapshot {
    /// Adds items at the end of a section; without a section, at the end of the last one.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        append(identifiers, toSection: sectionIdentifier, ascending: nil)
    }

    /// `appendItems`; `ascending` says whether the identifiers are strictly increasing among themselves when
    /// the caller has found out (nil: not known).
    @usableFromInline
    mutating func append(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType?, ascending: Bool?) {
        let call = "appendItems"
        let target: Int
        if let sectionIdentifier {
            guard let s = sectionIndexes[sectionIdentifier] else {
                report("\(call): section \(Self.name(sectionIdentifier)) is not in the snapshot; append it first (\(Self.leftOut(identifiers.count, "item")))")
                return
            }
            target = s
        } else {
            guard !sectionIDs.isEmpty else {
                report("\(call): the snapshot has no sections; append a section first (\(Self.leftOut(identifiers.count, "item")))")
                return
            }
            target = sectionIDs.count - 1
        }
        let fresh = admit(identifiers, section: target, position: sectionItems[target].count, call: call, ascending: ascending)
        // Into an empty section the array itself goes: its storage is shared, not copied (ten million items).
        if sectionItems[target].isEmpty { sectionItems[target] = fresh } else { sectionItems[target].append(contentsOf: fresh) }
        settleOrder()
    }

    /// Adds items just before another item, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, relativeTo: beforeIdentifier, after: false, call: "insertItems(_:beforeItem:)")
    }

    /// Adds items just after another item, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, relativeTo: afterIdentifier, after: true, call: "insertItems(_:afterItem:)")
    }

    /// Removes items from whichever sections they are in.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        if itemsAscending { return deleteOrdered(identifiers) }
        var bySection: [Int: Set<ItemID>] = [:]
        var removed = Set<ItemID>()
        for id in identifiers {
            // In ascending order the items stay in order without the deleted ones: no table to update.
            let found = itemsAscending ? (removed.contains(id) ? nil : locate(id).map { sectionIDs[$0.section] })
                : itemSections.removeValue(forKey: id)
            guard let section = found else {
                if !removed.contains(id) {
                    report("deleteItems: item \(Self.name(id)) is not in the snapshot; nothing is deleted for it")
                }
                continue
            }
            removed.insert(id)
            bySection[sectionIndexes[section]!, default: []].insert(id)
        }
        for (s, doomed) in bySection { sectionItems[s].removeAll { doomed.contains($0) } }
        forgetMarks(of: removed)
    }

    /// Removes every item and every section (as UIKit's does).
    public mutating func deleteAllItems() {
        sectionIDs = []
        sectionItems = []
        sectionIndexes = [:]
        itemSections = [:]
        itemsAscending = true
        displacedItems = [:]
        reloadedSectionIdentifiers = []
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
    }

    /// Moves an item just before another one (into that one's section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, relativeTo: toIdentifier, after: false, call: "moveItem(_:beforeItem:)")
    }

    /// Moves an item just after another one (into that one's section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, relativeTo: toIdentifier, after: true, call: "moveItem(_:afterItem:)")
    }

    /// Marks items to have their cells asked for again when applied: the old cell cross-fades to the new one.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers = marked(identifiers, adding: reloadedItemIdentifiers, call: "reloadItems",
                                         consequence: "it is not reloaded")
    }

    /// Marks items to have their cells configured again when applied: the cell provider is asked again and gets
    /// the cell already on screen from its dequeue call, so the cell changes in place, without an animation.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers = marked(identifiers, adding: reconfiguredItemIdentifiers, call: "reconfigureItems",
                                             consequence: "it is not reconfigured")
    }

    // MARK: Helpers

    /// The identifiers that are new to the snapshot (the others reported), now recorded as in section `s`, where
    /// they go at `position`. Identifiers that keep the snapshot in ascending order are new by that alone.
    private mutating func admit(_ identifiers: [ItemID], section s: Int, position: Int, call: String, ascending: Bool? = nil) -> [ItemID] {
        if keepsAscending(identifiers, section: s, position: position, ascending: ascending) {
            shiftDisplaced(inSection: sectionIDs[s], from: position, by: identifiers.count)
            return identifiers
        }
        // Displaced while the side table stays small (within the limit once the items are in).
        let displaced = displacedItems.count + identifiers.count
        if itemsAscending, Self.hasOrder, displaced <= 64 || displaced <= displacedLimit + identifiers.count / 32 {
            return displace(identifiers, section: s, position: position, call: call)
        }
        indexItems()
        let section = sectionIDs[s]
        var fresh: [ItemID] = []
        fresh.reserveCapacity(identifiers.count)
        itemSections.reserveCapacity(itemSections.count + identifiers.count)
        for id in identifiers {
            if let first = itemSections.updateValue(section, forKey: id) {
                // The first one stays where it is; the duplicate is the one left out.
                itemSections[id] = first
                report("\(call): item \(Self.name(id)) is already in the snapshot; item identifiers must be unique, so the duplicate is left out")
                continue
            }
            fresh.append(id)
        }
        return fresh
    }

    /// The identifiers that are new, recorded as displaced at their places from `position` of section `s` (the
    /// others reported): out of order, in an ordered snapshot.
    private mutating func displace(_ identifiers: [ItemID], section s: Int, position: Int, call: String) -> [ItemID] {
        var fresh: [ItemID] = []
        fresh.reserveCapacity(identifiers.count)
        var seen = Set<ItemID>()
        for id in identifiers {
            guard !containsItem(id), seen.insert(id).inserted else {
                report("\(call): item \(Self.name(id)) is already in the snapshot; item identifiers must be unique, so the duplicate is left out")
                continue
            }
            fresh.append(id)
        }
        let section = sectionIDs[s]
        shiftDisplaced(inSection: section, from: position, by: fresh.count)
        for (k, id) in fresh.enumerated() { displacedItems[id] = (section, position + k) }
        return fresh
    }

    /// `deleteItems` in an ordered snapshot: every item found by binary search (or in the side table) and
    /// removed by index, so a delete costs the moves of the array's tail, not a pass over every item.
    private mutating func deleteOrdered(_ identifiers: [ItemID]) {
        var removed = Set<ItemID>()
        var positions: [Int: [Int]] = [:]
        for id in identifiers where !removed.contains(id) {
            guard let at = locate(id) else {
                report("deleteItems: item \(Self.name(id)) is not in the snapshot; nothing is deleted for it")
                continue
            }
            removed.insert(id)
            positions[at.section, default: []].append(at.item)
        }
        guard !removed.isEmpty else { return }
        // Displaced entries go only now: until every item is found, the search must still step over them.
        if !displacedItems.isEmpty { for id in removed { displacedItems[id] = nil } }
        for (s, unsorted) in positions {
            let doomed = unsorted.sorted()
            Self.remove(doomed, from: &sectionItems[s])
            guard !displacedItems.isEmpty else { continue }
            let section = sectionIDs[s]
            var i = displacedItems.values.startIndex
            while i != displacedItems.values.endIndex {
                if displacedItems.values[i].section == section {
                    // Less the removed items before it.
                    let place = displacedItems.values[i].item
                    var lo = 0, hi = doomed.count
                    while lo < hi { let mid = (lo + hi) / 2; if doomed[mid] < place { lo = mid + 1 } else { hi = mid } }
                    displacedItems.values[i].item -= lo
                }
                displacedItems.values.formIndex(after: &i)
            }
        }
        forgetMarks(of: removed)
    }

    /// Removes the elements at `positions` (ascending, distinct) in one pass.
    private static func remove(_ positions: [Int], from items: inout [ItemID]) {
        if positions.count == 1 { items.remove(at: positions[0]); return }
        var write = positions[0], next = 0
        for read in positions[0]..<items.count {
            if next < positions.count, positions[next] == read { next += 1; continue }
            items.swapAt(write, read)
            write += 1
        }
        items.removeLast(items.count - write)
    }

    private mutating func insert(_ identifiers: [ItemID], relativeTo anchor: ItemID, after: Bool, call: String) {
        guard let at = indexPath(of: anchor) else {
            report("\(call): item \(Self.name(anchor)) is not in the snapshot; \(Self.leftOut(identifiers.count, "item"))")
            return
        }
        let position = at.item + (after ? 1 : 0)
        let fresh = admit(identifiers, section: at.section, position: position, call: call)
        sectionItems[at.section].insert(contentsOf: fresh, at: position)
        settleOrder()
    }

    private mutating func move(_ id: ItemID, relativeTo anchor: ItemID, after: Bool, call: String) {
        guard let from = indexPath(of: id) else {
            report("\(call): item \(Self.name(id)) is not in the snapshot; nothing is moved")
            return
        }
        guard let anchorSection = sectionIdentifier(containingItem: anchor) else {
            report("\(call): item \(Self.name(anchor)) is not in the snapshot; \(Self.name(id)) stays where it is")
            return
        }
        guard id != anchor else {
            report("\(call): item \(Self.name(id)) cannot be moved relative to itself; it stays where it is")
            return
        }
        if itemsAscending, Self.hasOrder {
            // In order: the item leaves its place (and the side table), and comes back displaced unless its new
            // neighbours keep the order (a move undone).
            sectionItems[from.section].remove(at: from.item)
            displacedItems[id] = nil
            shiftDisplaced(inSection: sectionIDs[from.section], from: from.item + 1, by: -1)
            let at = locate(anchor)!
            let target = at.item + (after ? 1 : 0)
            let inOrder = keepsAscending([id], section: at.section, position: target)
            shiftDisplaced(inSection: anchorSection, from: target, by: 1)
            sectionItems[at.section].insert(id, at: target)
            if !inOrder { displacedItems[id] = (anchorSection, target) }
            settleOrder()
            return
        }
        indexItems()
        sectionItems[from.section].remove(at: from.item)
        let s = sectionIndexes[anchorSection]!
        let target = sectionItems[s].firstIndex(of: anchor)! + (after ? 1 : 0)
        sectionItems[s].insert(id, at: target)
        itemSections[id] = anchorSection
    }

    /// `marks` followed by those of `identifiers` in the snapshot and not marked yet (the others reported).
    private mutating func marked(_ identifiers: [ItemID], adding marks: [ItemID], call: String, consequence: String) -> [ItemID] {
        var result = marks
        var seen = Set(marks)
        for id in identifiers {
            guard containsItem(id) else {
                report("\(call): item \(Self.name(id)) is not in the snapshot; \(consequence)")
                continue
            }
            if seen.insert(id).inserted { result.append(id) }
        }
        return result
    }
}
