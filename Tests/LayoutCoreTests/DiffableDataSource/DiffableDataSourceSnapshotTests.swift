import Testing
import LayoutCore


/// Sections "A", "B", "C" holding 1 2 3 / 4 5 / (none).
private func abc() -> Snapshot {
    var s = Snapshot()
    s.appendSections(["A", "B", "C"])
    s.appendItems([1, 2, 3], toSection: "A")
    s.appendItems([4, 5], toSection: "B")
    return s
}

/// Every section's items, in order.
private func contents(_ s: Snapshot) -> [String: [Int]] {
    Dictionary(uniqueKeysWithValues: s.sectionIdentifiers.map { ($0, s.itemIdentifiers(inSection: $0)) })
}

@Suite("Diffable snapshots")
struct DiffableDataSourceSnapshotTests {
    @Test("queries: counts, identifiers, indexes and containing sections")
    func queries() {
        let s = abc()
        #expect(s.numberOfSections == 3)
        #expect(s.numberOfItems == 5)
        #expect(s.sectionIdentifiers == ["A", "B", "C"])
        #expect(s.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(s.numberOfItems(inSection: "B") == 2)
        #expect(s.numberOfItems(inSection: "C") == 0)
        #expect(s.numberOfItems(inSection: "Z") == 0)
        #expect(s.itemIdentifiers(inSection: "A") == [1, 2, 3])
        #expect(s.indexOfItem(4) == 3, "an item's index counts the items of the sections before it")
        #expect(s.indexOfItem(9) == nil)
        #expect(s.indexOfSection("C") == 2)
        #expect(s.indexOfSection("Z") == nil)
        #expect(s.sectionIdentifier(containingItem: 5) == "B")
        #expect(s.sectionIdentifier(containingItem: 9) == nil)
        #expect(s.problems.isEmpty)
    }

    @Test("appendItems without a section goes to the last one")
    func appendToLast() {
        var s = abc()
        s.appendItems([6, 7])
        #expect(contents(s) == ["A": [1, 2, 3], "B": [4, 5], "C": [6, 7]])
        #expect(s.itemIdentifiers == [1, 2, 3, 4, 5, 6, 7])
    }

    @Test("sections insert before and after, move before and after, and delete with their items")
    func sections() {
        var s = abc()
        s.insertSections(["X"], beforeSection: "A")
        s.insertSections(["Y", "Z"], afterSection: "B")
        #expect(s.sectionIdentifiers == ["X", "A", "B", "Y", "Z", "C"])
        s.moveSection("X", afterSection: "C")
        #expect(s.sectionIdentifiers == ["A", "B", "Y", "Z", "C", "X"])
        s.moveSection("B", beforeSection: "A")
        #expect(s.sectionIdentifiers == ["B", "A", "Y", "Z", "C", "X"])
        #expect(s.itemIdentifiers == [4, 5, 1, 2, 3], "items travel with their section")
        #expect(s.indexOfSection("A") == 1)
        s.deleteSections(["A", "Y"])
        #expect(s.sectionIdentifiers == ["B", "Z", "C", "X"])
        #expect(s.itemIdentifiers == [4, 5])
        #expect(s.numberOfItems == 2)
        #expect(s.sectionIdentifier(containingItem: 1) == nil)
        #expect(s.indexOfSection("X") == 3)
        #expect(s.problems.isEmpty)
    }

    @Test("items insert before and after an item, in its section")
    func insertItems() {
        var s = abc()
        s.insertItems([10, 11], beforeItem: 1)
        s.insertItems([12], afterItem: 5)
        s.insertItems([13], afterItem: 2)
        #expect(contents(s) == ["A": [10, 11, 1, 2, 13, 3], "B": [4, 5, 12], "C": []])
        #expect(s.sectionIdentifier(containingItem: 12) == "B")
    }

    @Test("items move before and after another item, across sections")
    func moveItems() {
        var s = abc()
        s.moveItem(1, afterItem: 3)
        #expect(s.itemIdentifiers(inSection: "A") == [2, 3, 1])
        s.moveItem(3, beforeItem: 2)
        #expect(s.itemIdentifiers(inSection: "A") == [3, 2, 1])
        s.moveItem(2, beforeItem: 4)
        #expect(contents(s) == ["A": [3, 1], "B": [2, 4, 5], "C": []])
        #expect(s.sectionIdentifier(containingItem: 2) == "B")
        #expect(s.indexOfItem(2) == 2)
    }

    @Test("deleteItems removes from any section; deleteAllItems removes the sections too")
    func deletes() {
        var s = abc()
        s.deleteItems([5, 1, 3])
        #expect(contents(s) == ["A": [2], "B": [4], "C": []])
        #expect(s.numberOfItems == 2)
        s.deleteAllItems()
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
        #expect(s.itemIdentifiers.isEmpty)
    }

    @Test("reload and reconfigure marks: once each, dropped with their items and sections")
    func marks() {
        var s = abc()
        s.reloadItems([2, 4, 2])
        s.reconfigureItems([1, 5])
        s.reloadSections(["B", "C"])
        #expect(s.reloadedItemIdentifiers == [2, 4])
        #expect(s.reconfiguredItemIdentifiers == [1, 5])
        #expect(s.reloadedSectionIdentifiers == ["B", "C"])
        s.deleteItems([4])
        s.deleteSections(["C"])
        #expect(s.reloadedItemIdentifiers == [2])
        #expect(s.reloadedSectionIdentifiers == ["B"])
        s.deleteSections(["A"])
        #expect(s.reconfiguredItemIdentifiers == [5], "deleting a section drops its items' marks")
        #expect(s.problems.isEmpty)
    }

    @Test("a duplicate identifier is left out and reported once, naming it")
    func duplicates() {
        var s = abc()
        s.appendItems([6, 2, 7, 2], toSection: "B")
        s.appendItems([2])
        s.insertItems([3], afterItem: 4)
        #expect(contents(s) == ["A": [1, 2, 3], "B": [4, 5, 6, 7], "C": []], "the first 2 and 3 stay where they were")
        #expect(s.sectionIdentifier(containingItem: 2) == "A")
        #expect(s.numberOfItems == 7)
        s.appendSections(["B", "D", "D"])
        #expect(s.sectionIdentifiers == ["A", "B", "C", "D"])
        #expect(s.problems == [
            "appendItems: item '2' is already in the snapshot; item identifiers must be unique, so the duplicate is left out",
            "insertItems(_:afterItem:): item '3' is already in the snapshot; item identifiers must be unique, so the duplicate is left out",
            "appendSections: section 'B' is already in the snapshot; section identifiers must be unique, so the duplicate is left out",
            "appendSections: section 'D' is already in the snapshot; section identifiers must be unique, so the duplicate is left out",
        ])
    }

    @Test("unknown identifiers and anchors are reported and change nothing")
    func unknowns() {
        var s = abc()
        let before = contents(s)
        s.insertItems([8, 9], beforeItem: 99)
        s.moveItem(1, afterItem: 99)
        s.moveItem(99, afterItem: 1)
        s.moveItem(1, beforeItem: 1)
        s.deleteItems([99])
        s.reloadItems([99])
        s.reconfigureItems([99])
        s.appendItems([8], toSection: "Z")
        s.insertSections(["Q"], afterSection: "Z")
        s.moveSection("A", beforeSection: "Z")
        s.deleteSections(["Z"])
        s.reloadSections(["Z"])
        #expect(contents(s) == before)
        #expect(s.sectionIdentifiers == ["A", "B", "C"])
        #expect(s.problems == [
            "insertItems(_:beforeItem:): item '99' is not in the snapshot; the 2 items are left out",
            "moveItem(_:afterItem:): item '99' is not in the snapshot; '1' stays where it is",
            "moveItem(_:afterItem:): item '99' is not in the snapshot; nothing is moved",
            "moveItem(_:beforeItem:): item '1' cannot be moved relative to itself; it stays where it is",
            "deleteItems: item '99' is not in the snapshot; nothing is deleted for it",
            "reloadItems: item '99' is not in the snapshot; it is not reloaded",
            "reconfigureItems: item '99' is not in the snapshot; it is not reconfigured",
            "appendItems: section 'Z' is not in the snapshot; append it first (the item is left out)",
            "insertSections(_:afterSection:): section 'Z' is not in the snapshot; the section is left out",
            "moveSection(_:beforeSection:): section 'Z' is not in the snapshot; nothing is moved",
            "deleteSections: section 'Z' is not in the snapshot; nothing is deleted for it",
            "reloadSections: section 'Z' is not in the snapshot; it is not reloaded",
        ])
        var empty = Snapshot()
        empty.appendItems([1, 2])
        #expect(empty.problems == ["appendItems: the snapshot has no sections; append a section first (the 2 items are left out)"])
        #expect(empty.numberOfItems == 0)
    }

    @Test("the same problem twice is recorded once")
    func problemOnce() {
        var s = abc()
        for _ in 0..<3 { s.appendItems([1]) }
        #expect(s.problems.count == 1)
    }
}
