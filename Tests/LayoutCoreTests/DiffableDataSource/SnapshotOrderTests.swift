import Testing
@testable import LayoutCore
import LayoutCoreTestSupport

/// An identifier that is only Hashable: its snapshots always keep the table of items (the plain algorithm).
private struct Plain: Hashable, CustomStringConvertible {
    let value: Int
    var description: String { "\(value)" }
}

/// Snapshots of items in ascending order keep no table of items (DiffableDataSourceSnapshot+Order) and must
/// behave exactly as snapshots that do: the same edits on Int identifiers and on identifiers that are not
/// Comparable give the same items, lookups, problems and differences.
@Suite("Diffable snapshots in ascending order")
struct SnapshotOrderTests {
    @Test("items added in order keep no table; a delete keeps the order; an item out of order builds the table")
    func ascending() {
        var s = DiffableDataSourceSnapshot<Int, Int>()
        s.appendSections(Array(0..<100))
        for k in 0..<100 { s.appendItems(Array(k * 1000..<(k + 1) * 1000), toSection: k) }
        #expect(s.itemsAscending && s.itemSections.isEmpty)
        #expect(s.numberOfItems == 100_000)
        #expect(s.sectionIdentifier(containingItem: 54_321) == 54)
        #expect(s.indexOfItem(54_321) == 54_321)
        #expect(s.sectionIdentifier(containingItem: 100_000) == nil)
        s.deleteItems([54_321, 7])
        #expect(s.itemsAscending && s.itemSections.isEmpty)
        #expect(s.indexOfItem(54_322) == 54_320)
        // Between its neighbours: still in order.
        s.insertItems([54_321], afterItem: 54_320)
        #expect(s.itemsAscending && s.itemSections.isEmpty)
        // A new number in the middle (a paste): only that item leaves the order, into the side table.
        s.insertItems([200_000], beforeItem: 10)
        #expect(s.itemsAscending && s.itemSections.isEmpty)
        #expect(s.displacedItems.count == 1)
        #expect(s.indexOfItem(200_000) == 9)
        #expect(s.sectionIdentifier(containingItem: 200_000) == 0)
        // The items after it are still found, by binary search stepping over it.
        #expect(s.indexOfItem(10) == 10 && s.indexOfItem(9) == 8 && s.indexOfItem(99_999) == 99_999)
        #expect(s.numberOfItems == 100_000)
        // Its undo (a delete) empties the side table; a drag out of order and back does too.
        s.deleteItems([200_000])
        #expect(s.itemsAscending && s.displacedItems.isEmpty)
        s.moveItem(500, afterItem: 70_000)
        #expect(s.itemsAscending && s.displacedItems.count == 1 && s.indexOfItem(500) == 69_999)
        #expect(s.indexOfItem(501) == 499)
        s.moveItem(500, afterItem: 499)
        #expect(s.itemsAscending && s.displacedItems.isEmpty && s.indexOfItem(500) == 499)
        #expect(s.itemIdentifiers == Array(0..<100_000).filter { $0 != 7 })
        // A section moved: its items are all out of order, and the snapshot keeps the table of every item.
        s.moveSection(3, beforeSection: 0)
        #expect(!s.itemsAscending && s.displacedItems.isEmpty && s.itemSections.count == s.numberOfItems)
    }

    @Test("displaced items: pastes and moves among ordered ones, then deletes around them, are found where they are")
    func displaced() {
        var s = DiffableDataSourceSnapshot<String, Int>()
        s.appendSections(["A", "B"])
        s.appendItems(Array(0..<10), toSection: "A")
        s.appendItems(Array(10..<20), toSection: "B")
        s.insertItems([100, 101], afterItem: 3)       // a paste of two
        s.insertItems([102], beforeItem: 0)           // before the first
        s.moveItem(15, beforeItem: 1)                 // into the other section
        #expect(s.itemIdentifiers(inSection: "A") == [102, 0, 15, 1, 2, 3, 100, 101, 4, 5, 6, 7, 8, 9])
        #expect(s.itemsAscending && s.displacedItems.count == 4)
        s.deleteItems([0, 2, 101, 19])
        #expect(s.itemIdentifiers(inSection: "A") == [102, 15, 1, 3, 100, 4, 5, 6, 7, 8, 9])
        #expect(s.itemIdentifiers(inSection: "B") == [10, 11, 12, 13, 14, 16, 17, 18])
        for (k, id) in s.itemIdentifiers.enumerated() { #expect(s.indexOfItem(id) == k, "\(id)") }
        #expect(s.indexOfItem(0) == nil && s.indexOfItem(101) == nil && s.indexOfItem(19) == nil)
        // A displaced number again is a duplicate, even where it would be in order.
        s.appendItems([15], toSection: "B")
        #expect(s.problems == ["appendItems: item '15' is already in the snapshot; item identifiers must be unique, so the duplicate is left out"])
        #expect(s.numberOfItems == 19)
    }

    @Test("a paste at 10,000,000 items: one item displaced, no table of items; the difference is that insert; its undo leaves none")
    func pasteAtTenMillion() {
        let n: Int32 = 10_000_000
        var s = DiffableDataSourceSnapshot<Int, Int32>()
        s.appendSections(Array(0..<6))
        for k in 0..<6 { s.appendItems(Array(Int32(k) * n / 6..<Int32(k + 1) * n / 6), toSection: k) }
        #expect(s.itemsAscending && s.itemSections.isEmpty && s.numberOfItems == 10_000_000)
        // The paste: a new, highest number after item 5,000,000 (the first of section 3).
        var pasted = s
        pasted.insertItems([n], afterItem: 5_000_000)
        #expect(pasted.itemsAscending && pasted.itemSections.isEmpty && pasted.displacedItems.count == 1)
        #expect(pasted.indexOfItem(n) == 5_000_001 && pasted.indexOfItem(5_000_001) == 5_000_002)
        #expect(pasted.sectionIdentifier(containingItem: n) == 3 && pasted.numberOfItems == 10_000_001)
        let paste = pasted.difference(from: s)
        #expect(paste.batchUpdate.insertedItems == [IndexPath(item: 1, section: 3)])
        #expect(paste.batchUpdate.deletedItems.isEmpty && paste.batchUpdate.movedItems.isEmpty)
        // Its undo: the same items as before the paste, nothing displaced.
        var undone = pasted
        undone.deleteItems([n])
        #expect(undone.itemsAscending && undone.itemSections.isEmpty && undone.displacedItems.isEmpty)
        #expect(undone.difference(from: s).isEmpty)
        #expect(undone.difference(from: pasted).batchUpdate.deletedItems == [IndexPath(item: 1, section: 3)])
    }

    @Test("pastes, drags and deletes on a long ordered snapshot: it stays ordered with a few displaced items, and agrees with a plain one",
          arguments: [11, 12, 13, 14])
    func displacedEdits(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var ordered = DiffableDataSourceSnapshot<Int, Int>()
        var plain = DiffableDataSourceSnapshot<Int, Plain>()
        ordered.appendSections([0, 1, 2]); plain.appendSections([0, 1, 2])
        for k in 0..<3 {
            let ids = Array(k * 2000..<(k + 1) * 2000)
            ordered.appendItems(ids, toSection: k); plain.appendItems(ids.map(Plain.init), toSection: k)
        }
        var next = 10_000
        for step in 0..<100 {
            let before = ordered, beforePlain = plain
            let items = ordered.itemIdentifiers
            let some = { items[Int.random(in: 0..<items.count, using: &rng)] }
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:  // a paste of 1 to 3 new numbers after an item
                let ids = Array(next..<next + Int.random(in: 1...3, using: &rng)); next += ids.count
                let anchor = some()
                ordered.insertItems(ids, afterItem: anchor); plain.insertItems(ids.map(Plain.init), afterItem: Plain(value: anchor))
            case 1:  // a drag
                let a = some(), b = some()
                ordered.moveItem(a, beforeItem: b); plain.moveItem(Plain(value: a), beforeItem: Plain(value: b))
            default:  // a delete of 1 or 2, sometimes a pasted or dragged one
                let ids = (0..<Int.random(in: 1...2, using: &rng)).map { _ in some() }
                ordered.deleteItems(ids); plain.deleteItems(ids.map(Plain.init))
            }
            #expect(ordered.itemsAscending && ordered.itemSections.isEmpty, "step \(step)")
            #expect(plain.itemIdentifiers.map(\.value) == ordered.itemIdentifiers, "step \(step)")
            #expect(plain.problems == ordered.problems)
            for id in (0..<8).map({ _ in some() }) + [next, 999_999] {
                #expect(plain.indexOfItem(Plain(value: id)) == ordered.indexOfItem(id), "step \(step): \(id)")
                #expect(plain.sectionIdentifier(containingItem: Plain(value: id)) == ordered.sectionIdentifier(containingItem: id))
            }
            #expect(plain.difference(from: beforePlain) == ordered.difference(from: before), "step \(step)")
        }
        // Every displaced item is where the side table says.
        for (id, place) in ordered.displacedItems {
            #expect(ordered.itemIdentifiers(inSection: place.section)[place.item] == id)
        }
    }

    @Test("a duplicate in order is still reported once and left out")
    func duplicates() {
        var s = DiffableDataSourceSnapshot<String, Int>()
        s.appendSections(["A"])
        s.appendItems([1, 2, 3])
        s.appendItems([3, 4])
        #expect(s.itemIdentifiers == [1, 2, 3, 4])
        #expect(s.problems == ["appendItems: item '3' is already in the snapshot; item identifiers must be unique, so the duplicate is left out"])
    }

    @Test("random edits: ordered and plain snapshots agree on items, lookups, problems and differences", arguments: [1, 2, 3, 4, 5, 6])
    func randomEdits(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var ordered = DiffableDataSourceSnapshot<Int, Int>()
        var plain = DiffableDataSourceSnapshot<Int, Plain>()
        var nextItem = 0, nextSection = 0
        func both(_ edit: (inout DiffableDataSourceSnapshot<Int, Int>) -> Void, _ same: (inout DiffableDataSourceSnapshot<Int, Plain>) -> Void) {
            edit(&ordered); same(&plain)
        }
        for _ in 0..<300 {
            let beforeOrdered = ordered, beforePlain = plain
            let items = ordered.itemIdentifiers
            let some = { () -> Int in items.isEmpty ? 999_999 : items[Int.random(in: 0..<items.count, using: &rng)] }
            let sections = ordered.sectionIdentifiers
            switch Int.random(in: 0..<20, using: &rng) {
            case 0..<3:
                let ids = Array(nextSection..<nextSection + Int.random(in: 1...2, using: &rng)); nextSection += ids.count
                both({ $0.appendSections(ids) }, { $0.appendSections(ids) })
            case 3..<9:
                // Mostly new numbers in order; sometimes an old one or a repeat (duplicates).
                var ids = Array(nextItem..<nextItem + Int.random(in: 0...6, using: &rng)); nextItem += ids.count
                if Bool.random(using: &rng) { ids.shuffle(using: &rng) }
                if Int.random(in: 0..<4, using: &rng) == 0 { ids.append(some()) }
                let section = sections.isEmpty || Bool.random(using: &rng) ? nil : sections.randomElement(using: &rng)
                both({ $0.appendItems(ids, toSection: section) }, { $0.appendItems(ids.map(Plain.init), toSection: section) })
            case 9..<11:
                let ids = [nextItem]; nextItem += 1
                let anchor = some(), after = Bool.random(using: &rng)
                both({ after ? $0.insertItems(ids, afterItem: anchor) : $0.insertItems(ids, beforeItem: anchor) },
                     { after ? $0.insertItems(ids.map(Plain.init), afterItem: Plain(value: anchor)) : $0.insertItems(ids.map(Plain.init), beforeItem: Plain(value: anchor)) })
            case 11..<14:
                let ids = (0..<Int.random(in: 1...3, using: &rng)).map { _ in some() } + [888_888]
                both({ $0.deleteItems(ids) }, { $0.deleteItems(ids.map(Plain.init)) })
            case 14:
                let a = some(), b = some()
                both({ $0.moveItem(a, afterItem: b) }, { $0.moveItem(Plain(value: a), afterItem: Plain(value: b)) })
            case 15:
                if let a = sections.randomElement(using: &rng), let b = sections.randomElement(using: &rng) {
                    both({ $0.moveSection(a, beforeSection: b) }, { $0.moveSection(a, beforeSection: b) })
                }
            case 16:
                if let a = sections.randomElement(using: &rng) { both({ $0.deleteSections([a]) }, { $0.deleteSections([a]) }) }
            case 17:
                let ids = [some(), 777_777]
                both({ $0.reloadItems(ids) }, { $0.reloadItems(ids.map(Plain.init)) })
            case 18:
                let ids = [some()]
                both({ $0.reconfigureItems(ids) }, { $0.reconfigureItems(ids.map(Plain.init)) })
            default:
                if Int.random(in: 0..<5, using: &rng) == 0 { both({ $0.deleteAllItems() }, { $0.deleteAllItems() }) }
            }
            #expect(plain.itemIdentifiers.map(\.value) == ordered.itemIdentifiers)
            #expect(plain.sectionIdentifiers == ordered.sectionIdentifiers)
            #expect(plain.numberOfItems == ordered.numberOfItems)
            #expect(plain.problems == ordered.problems)
            #expect(plain.reloadedItemIdentifiers.map(\.value) == ordered.reloadedItemIdentifiers)
            #expect(plain.reconfiguredItemIdentifiers.map(\.value) == ordered.reconfiguredItemIdentifiers)
            for id in [some(), some(), 999_999] {
                #expect(plain.sectionIdentifier(containingItem: Plain(value: id)) == ordered.sectionIdentifier(containingItem: id))
                #expect(plain.indexOfItem(Plain(value: id)) == ordered.indexOfItem(id))
            }
            #expect(plain.difference(from: beforePlain) == ordered.difference(from: beforeOrdered))
            #expect(plain.difference(from: plain) == ordered.difference(from: ordered))
        }
    }
}
