import Testing
import LayoutCore
import LayoutCoreTestSupport

typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

/// A snapshot of sections named by the keys of `sections`, in the order given.
private func snapshot(_ sections: KeyValuePairs<String, [Int]>) -> Snapshot {
    var s = Snapshot()
    for (id, items) in sections {
        s.appendSections([id])
        s.appendItems(items, toSection: id)
    }
    return s
}

private func move(_ from: IndexPath, _ to: IndexPath) -> BatchUpdate.Move<IndexPath> { .init(from: from, to: to) }

@Suite("Snapshot differences")
struct SnapshotDifferenceTests {
    @Test("deletes at old index paths, inserts at new ones, and the one move that restores the order")
    func items() {
        let old = snapshot(["A": [1, 2, 3, 4, 5]])
        let new = snapshot(["A": [6, 4, 1, 3, 5]])
        let d = new.difference(from: old).batchUpdate
        #expect(d.deletedItems == [ip(1)])
        #expect(d.insertedItems == [ip(0)])
        #expect(d.movedItems == [move(ip(3), ip(1))], "1 3 5 keep their order; only 4 moves")
        #expect(d.deletedSections.isEmpty && d.insertedSections.isEmpty && d.movedSections.isEmpty)
    }

    @Test("sections delete, insert and move; items move across sections and into an inserted one")
    func sections() {
        let old = snapshot(["A": [1, 2], "B": [3], "C": [4]])
        let new = snapshot(["C": [4], "A": [2, 3], "D": [5, 1]])
        let d = new.difference(from: old).batchUpdate
        #expect(d.deletedSections == [1])
        #expect(d.insertedSections == [2])
        #expect(d.movedSections == [.init(from: 2, to: 0)])
        #expect(d.deletedItems.isEmpty)
        #expect(d.insertedItems == [ip(1, 1)], "3 left a deleted section: it is inserted where it is now")
        #expect(d.movedItems == [move(ip(0, 0), ip(1, 2))], "1 moves into the inserted section; 5 comes with it")
        // The collection view takes it as it is.
        #expect(throws: Never.self) { try UpdatePlan(oldCounts: [2, 1, 1], newCounts: [1, 2, 2], update: d) }
    }

    @Test("reloads at old index paths, reconfigures at new ones; marks of new items are left out")
    func marks() {
        let old = snapshot(["A": [1, 2, 3], "B": [4]])
        var new = old
        new.deleteItems([1])
        new.appendItems([5], toSection: "A")
        new.reloadItems([3, 5])
        new.reconfigureItems([2, 3, 5])
        new.reloadSections(["B"])
        let d = new.difference(from: old)
        #expect(d.batchUpdate.deletedItems == [ip(0)])
        #expect(d.batchUpdate.insertedItems == [ip(2)])
        #expect(d.batchUpdate.reloadedItems == [ip(2)])
        #expect(d.batchUpdate.reloadedSections == [1])
        #expect(d.reconfiguredItems == [ip(0)], "3 is reloaded, 5 is new: only 2 is reconfigured")
    }

    @Test("the same snapshot, or an equal one, is no difference")
    func same() {
        let a = snapshot(["A": [1, 2, 3], "B": [4]])
        #expect(a.difference(from: a).isEmpty)
        #expect(snapshot(["A": [1, 2, 3], "B": [4]]).difference(from: a).isEmpty)
        #expect(Snapshot().difference(from: Snapshot()).isEmpty)
    }

    @Test("edits far apart in a long section: exactly those changes, the rest untouched")
    func sparseEdits() {
        let old = snapshot(["A": Array(0..<1000)])
        var new = old
        new.deleteItems([100])
        new.insertItems([5000], afterItem: 500)
        new.moveItem(700, beforeItem: 10)
        new.moveItem(20, afterItem: 999)
        let d = new.difference(from: old).batchUpdate
        #expect(d.deletedItems == [ip(100)])
        // 5000 lands after 500, which sits at 499: 700 came before it, 100 and 20 left from before it (+1 − 2).
        #expect(d.insertedItems == [ip(500)])
        #expect(d.movedItems == [move(ip(700), ip(10)), move(ip(20), ip(999))])
    }

    @Test("a reversed section keeps one item and moves the rest")
    func reversed() {
        let old = snapshot(["A": Array(0..<6)])
        let new = snapshot(["A": Array((0..<6).reversed())])
        let d = new.difference(from: old).batchUpdate
        #expect(d.movedItems.count == 5)
        #expect(d.insertedItems.isEmpty && d.deletedItems.isEmpty)
    }

    @Test("random edits, then the difference replayed through the update plan gives the new snapshot", arguments: 0..<4)
    func replay(_ batch: Int) throws {
        for k in 0..<100 {
            let seed = UInt64(batch * 100 + k)
            var rng = SeededGenerator(seed: seed)
            let old = Self.randomSnapshot(&rng)
            var new = old
            var fresh = 1000
            Self.edit(&new, steps: Int(rng.next() % 12), &rng, fresh: &fresh)
            if rng.next() % 3 == 0, let item = new.itemIdentifiers.first { new.reloadItems([item]) }
            let update = new.difference(from: old).batchUpdate
            let oldIDs = old.sectionIdentifiers.map { old.itemIdentifiers(inSection: $0) }
            let newIDs = new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }
            let plan: UpdatePlan
            do { plan = try UpdatePlan(oldCounts: oldIDs.map(\.count), newCounts: newIDs.map(\.count), update: update) } catch {
                Issue.record("seed \(seed): the update is refused: \(error.message)\n\(update)")
                continue
            }
            // Every item of the new snapshot comes from where the same item was, or is new to its place.
            for (s, items) in newIDs.enumerated() {
                for (i, id) in items.enumerated() {
                    if let from = plan.oldIndexPath(forNew: ip(i, s)) {
                        #expect(oldIDs[from.section][from.item] == id, "seed \(seed): new \(s)-\(i)")
                    } else {
                        let oldSection = old.sectionIdentifier(containingItem: id)
                        #expect(oldSection == nil || !new.sectionIdentifiers.contains(oldSection!),
                                "seed \(seed): \(id) survived but is inserted at \(s)-\(i)")
                    }
                }
            }
            // Every old item goes where it is now, or leaves with its section, or is gone.
            for (s, items) in oldIDs.enumerated() {
                for (i, id) in items.enumerated() {
                    if let to = plan.newIndexPath(forOld: ip(i, s)) {
                        #expect(newIDs[to.section][to.item] == id, "seed \(seed): old \(s)-\(i)")
                    } else {
                        #expect(new.sectionIdentifier(containingItem: id) == nil
                                || !new.sectionIdentifiers.contains(old.sectionIdentifiers[s]), "seed \(seed): \(id) was lost")
                    }
                }
            }
        }
    }

    // MARK: Random snapshots and edits

    static func randomSnapshot(_ rng: inout SeededGenerator) -> Snapshot {
        var s = Snapshot()
        var next = 0
        for k in 0..<Int(rng.next() % 4) {
            s.appendSections(["s\(k)"])
            // Mostly short sections; one in three long enough for edits far apart in it.
            let n = Int(rng.next() % 3 == 0 ? rng.next() % 40 : rng.next() % 9)
            s.appendItems(Array(next..<(next + n)))
            next += n
        }
        return s
    }

    /// `steps` random edits; new identifiers are taken from `fresh` on (≥ 1000, above the random snapshot's).
    static func edit(_ s: inout Snapshot, steps: Int, _ rng: inout SeededGenerator, fresh: inout Int) {
        func anyItem(_ rng: inout SeededGenerator) -> Int? {
            let all = s.itemIdentifiers
            return all.isEmpty ? nil : all[Int(rng.next() % UInt64(all.count))]
        }
        func anySection(_ rng: inout SeededGenerator) -> String? {
            let all = s.sectionIdentifiers
            return all.isEmpty ? nil : all[Int(rng.next() % UInt64(all.count))]
        }
        for _ in 0..<steps {
            switch rng.next() % 9 {
            case 0: if let sec = anySection(&rng) { s.appendItems([fresh, fresh + 1], toSection: sec); fresh += 2 }
            case 1: if let a = anyItem(&rng) { s.insertItems([fresh], beforeItem: a); fresh += 1 }
            case 2: if let a = anyItem(&rng) { s.deleteItems([a]) }
            case 3: if let a = anyItem(&rng), let b = anyItem(&rng), a != b { s.moveItem(a, afterItem: b) }
            case 4: if let a = anyItem(&rng), let b = anyItem(&rng), a != b { s.moveItem(a, beforeItem: b) }
            case 5: if let sec = anySection(&rng) { s.deleteSections([sec]) }
            case 6:
                let id = "n\(fresh)"; fresh += 1
                if let sec = anySection(&rng) { s.insertSections([id], beforeSection: sec) } else { s.appendSections([id]) }
                s.appendItems([fresh], toSection: id); fresh += 1
                if let a = anyItem(&rng), a != fresh - 1, rng.next() % 2 == 0 { s.moveItem(a, afterItem: fresh - 1) }
            case 7: if let a = anySection(&rng), let b = anySection(&rng), a != b { s.moveSection(a, afterSection: b) }
            default: if let a = anyItem(&rng), let b = anyItem(&rng), a != b { s.moveItem(a, beforeItem: b); s.moveItem(b, afterItem: a) }
            }
        }
    }
}
