/// Adding, removing, moving and reloading sections (UIKit's names). A section already in the snapshot, or an
/// anchor that is not, is reported and left out; the rest of the call goes ahead.
extension DiffableDataSourceSnapshot {
    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insert(sections: identifiers, at: sectionIDs.count, call: "appendSections")
    }

    /// Adds sections just before another one.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let anchor = anchorSection(toIdentifier, call: "insertSections(_:beforeSection:)", consequence: Self.leftOut(identifiers.count, "section")) else { return }
        insert(sections: identifiers, at: anchor, call: "insertSections(_:beforeSection:)")
    }

    /// Adds sections just after another one.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let anchor = anchorSection(toIdentifier, call: "insertSections(_:afterSection:)", consequence: Self.leftOut(identifiers.count, "section")) else { return }
        insert(sections: identifiers, at: anchor + 1, call: "insertSections(_:afterSection:)")
    }

    /// Removes sections and every item in them.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var doomed = Set<SectionID>()
        for id in identifiers {
            if sectionIndexes[id] == nil {
                report("deleteSections: section \(Self.name(id)) is not in the snapshot; nothing is deleted for it")
            } else {
                doomed.insert(id)
            }
        }
        guard !doomed.isEmpty else { return }
        // The removed items are only needed to drop their marks and (unordered) their table entries.
        let marks = !reloadedItemIdentifiers.isEmpty || !reconfiguredItemIdentifiers.isEmpty
        var removedItems = Set<ItemID>()
        for (s, id) in sectionIDs.enumerated() where doomed.contains(id) {
            for item in sectionItems[s] {
                if !itemsAscending { itemSections[item] = nil }
                if marks { removedItems.insert(item) }
            }
        }
        if itemsAscending, !displacedItems.isEmpty { displacedItems = displacedItems.filter { !doomed.contains($0.value.section) } }
        let kept = sectionIDs.indices.filter { !doomed.contains(sectionIDs[$0]) }
        sectionItems = kept.map { sectionItems[$0] }
        sectionIDs = kept.map { sectionIDs[$0] }
        reindexSections()
        reloadedSectionIdentifiers.removeAll { doomed.contains($0) }
        forgetMarks(of: removedItems)
    }

    /// Moves a section, with its items, just before another one.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, call: "moveSection(_:beforeSection:)")
    }

    /// Moves a section, with its items, just after another one.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, call: "moveSection(_:afterSection:)")
    }

    /// Marks sections to have their cells and supplementary views asked for again (a cross-fade) when applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard sectionIndexes[id] != nil else {
                report("reloadSections: section \(Self.name(id)) is not in the snapshot; it is not reloaded")
                continue
            }
            if !reloadedSectionIdentifiers.contains(id) { reloadedSectionIdentifiers.append(id) }
        }
    }

    // MARK: Helpers

    private mutating func insert(sections identifiers: [SectionID], at index: Int, call: String) {
        var fresh: [SectionID] = []
        var seen = Set<SectionID>()
        for id in identifiers {
            guard sectionIndexes[id] == nil, seen.insert(id).inserted else {
                report("\(call): section \(Self.name(id)) is already in the snapshot; section identifiers must be unique, so the duplicate is left out")
                continue
            }
            fresh.append(id)
        }
        guard !fresh.isEmpty else { return }
        sectionIDs.insert(contentsOf: fresh, at: index)
        sectionItems.insert(contentsOf: Array(repeating: [], count: fresh.count), at: index)
        if index == sectionIDs.count - fresh.count {
            for (k, id) in fresh.enumerated() { sectionIndexes[id] = index + k }
        } else {
            reindexSections()
        }
    }

    private mutating func moveSection(_ id: SectionID, relativeTo anchor: SectionID, after: Bool, call: String) {
        guard let from = sectionIndexes[id] else {
            report("\(call): section \(Self.name(id)) is not in the snapshot; nothing is moved")
            return
        }
        guard anchorSection(anchor, call: call, consequence: "nothing is moved") != nil else { return }
        guard id != anchor else {
            report("\(call): section \(Self.name(id)) cannot be moved relative to itself; it stays where it is")
            return
        }
        if !sectionItems[from].isEmpty { indexItems() }  // items of a moved section are out of order
        let items = sectionItems.remove(at: from)
        sectionIDs.remove(at: from)
        let target = sectionIDs.firstIndex(of: anchor)! + (after ? 1 : 0)
        sectionIDs.insert(id, at: target)
        sectionItems.insert(items, at: target)
        reindexSections()
    }

    /// The index of an anchor section, or nil after reporting that it is missing.
    private mutating func anchorSection(_ id: SectionID, call: String, consequence: String) -> Int? {
        if let index = sectionIndexes[id] { return index }
        report("\(call): section \(Self.name(id)) is not in the snapshot; \(consequence)")
        return nil
    }

    /// "the section is left out", "the 3 items are left out".
    static func leftOut(_ count: Int, _ noun: String) -> String {
        count == 1 ? "the \(noun) is left out" : "the \(count) \(noun)s are left out"
    }

    mutating func reindexSections() {
        sectionIndexes.removeAll(keepingCapacity: true)
        for (s, id) in sectionIDs.enumerated() { sectionIndexes[id] = s }
    }

    /// Drops reload and reconfigure marks of items no longer in the snapshot.
    mutating func forgetMarks(of removed: Set<ItemID>) {
        guard !removed.isEmpty else { return }
        reloadedItemIdentifiers.removeAll { removed.contains($0) }
        reconfiguredItemIdentifiers.removeAll { removed.contains($0) }
    }
}
