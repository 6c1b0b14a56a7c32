import Testing
import LayoutCore
import LayoutCoreTestSupport

@Suite("Update plans")
struct UpdatePlanTests {
    @Test("deletes use old indexes, inserts and move targets new ones, the rest keep their order")
    func mapping() throws {
        var u = BatchUpdate()
        u.deletedItems = [IndexPath(item: 1, section: 0)]          // B
        u.insertedItems = [IndexPath(item: 0, section: 0)]         // X
        u.movedItems = [.init(from: IndexPath(item: 3, section: 0), to: IndexPath(item: 1, section: 0))]  // D
        let plan = try UpdatePlan(oldCounts: [5], newCounts: [5], update: u)
        // [A B C D E] → [X D A C E]
        let old = ["A", "B", "C", "D", "E"]
        let new = (0..<5).map { i in plan.oldIndexPath(forNew: IndexPath(item: i, section: 0)).map { old[$0.item] } ?? "new" }
        #expect(new == ["new", "D", "A", "C", "E"])
        #expect(plan.newIndexPath(forOld: IndexPath(item: 1, section: 0)) == nil)
        #expect(plan.newIndexPath(forOld: IndexPath(item: 4, section: 0)) == IndexPath(item: 4, section: 0))
        #expect(plan.newIndexPath(forOld: IndexPath(item: 0, section: 0)) == IndexPath(item: 2, section: 0))
    }

    @Test("moving to a negative index of an inserted section is refused, not a crash")
    func negativeIntoInsertedSection() {
        var u = BatchUpdate()
        u.insertedSections = [1]
        u.movedItems = [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: -1, section: 1))]
        #expect(throws: BatchUpdateError.self) { try UpdatePlan(oldCounts: [2], newCounts: [1, 1], update: u) }
    }

    @Test("sections insert, delete and move; items move across sections")
    func sections() throws {
        var u = BatchUpdate()
        u.deletedSections = [0]
        u.insertedSections = [2]
        u.movedItems = [.init(from: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 1))]
        // Old: s0 [a b], s1 [c d], s2 [e]. New: s0 [d] (old s1 minus c), s1 [e, c]… counts must add up.
        let plan = try UpdatePlan(oldCounts: [2, 2, 1], newCounts: [1, 2, 3], update: u)
        #expect(plan.sectionNewToOld == [1, 2, nil])
        #expect(plan.newIndexPath(forOld: IndexPath(item: 0, section: 1)) == IndexPath(item: 0, section: 1))
        #expect(plan.newIndexPath(forOld: IndexPath(item: 1, section: 1)) == IndexPath(item: 0, section: 0))
        #expect(plan.newIndexPath(forOld: IndexPath(item: 0, section: 2)) == IndexPath(item: 1, section: 1))
        #expect(plan.newIndexPath(forOld: IndexPath(item: 0, section: 0)) == nil)
        #expect(plan.oldIndexPath(forNew: IndexPath(item: 2, section: 2)) == nil)
    }

    @Test("counts that do not add up give UIKit's message with the section and all the counts")
    func invalidCounts() {
        var u = BatchUpdate()
        u.deletedItems = [IndexPath(item: 0, section: 1)]
        #expect(throws: BatchUpdateError.self) { try UpdatePlan(oldCounts: [3, 4], newCounts: [3, 4], update: u) }
        do {
            _ = try UpdatePlan(oldCounts: [3, 4], newCounts: [3, 4], update: u)
        } catch {
            #expect(error.message == "Invalid update: invalid number of items in section 1. The number of items contained in an existing "
                + "section after the update (4) must be equal to the number of items contained in that section before the update (4), "
                + "plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus "
                + "the number of items moved into or out of that section (0 moved in, 0 moved out).")
        }
        do {
            _ = try UpdatePlan(oldCounts: [3], newCounts: [3, 1], update: BatchUpdate())
            Issue.record("expected a section-count error")
        } catch {
            #expect(error.message.contains("invalid number of sections") && error.message.contains("(2)") && error.message.contains("(1)"))
        }
    }

    @Test("out-of-range and contradictory changes are refused", arguments: [
        ("delete beyond count", { var u = BatchUpdate(); u.deletedItems = [IndexPath(item: 9, section: 0)]; return u }()),
        ("delete twice", { var u = BatchUpdate(); u.deletedItems = [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)]; return u }()),
        ("delete and move", { var u = BatchUpdate(); u.deletedItems = [IndexPath(item: 1, section: 0)]; u.movedItems = [.init(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))]; return u }()),
        ("delete missing section", { var u = BatchUpdate(); u.deletedSections = [4]; return u }()),
        ("move to a negative index", { var u = BatchUpdate(); u.movedItems = [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: -1, section: 0))]; return u }()),
    ])
    func refused(_ label: String, _ update: BatchUpdate) {
        #expect(throws: BatchUpdateError.self, "\(label)") { try UpdatePlan(oldCounts: [3], newCounts: [3], update: update) }
    }
}

@Suite("Batch updates")
struct BatchUpdateTests {
    @Test("mixed insert, delete and move keep every other item's identity, during and after the animation")
    func identity() throws {
        let ds = LabelledItems(sections: [["A", "B", "C", "D", "E"], ["F", "G"]])
        let cv = ds.makeCollectionView(FlowLayout(), settled: true)
        let viewOfC = cv.cellForItem(at: IndexPath(item: 2, section: 0))
        var done = 0
        try cv.performBatchUpdates({
            ds.sections[0] = ["X", "D", "A", "C", "E"]
            ds.sections[1] = ["G", "B"]
            try cv.deleteItems(at: [IndexPath(item: 0, section: 1)])      // F
            try cv.insertItems(at: [IndexPath(item: 0, section: 0)])      // X
            try cv.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 1, section: 0))  // D
            try cv.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 1))  // B across sections
        }, completion: { _ in done += 1 })
        cv.advance(to: Timestamp(seconds: 0))
        cv.advance(to: Timestamp(seconds: 0.1))
        #expect(cv.isTransitioning)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) === viewOfC, "C's view moved with it")
        for (ip, title) in ds.shown(in: cv) { #expect(title == ds.sections[ip.section][ip.item], "mid-animation \(ip)") }
        cv.advance(to: Timestamp(seconds: 1))
        #expect(!cv.isTransitioning)
        let shown = ds.shown(in: cv)
        #expect(shown.count == 7)
        for (ip, title) in shown { #expect(title == ds.sections[ip.section][ip.item], "after \(ip)") }
        cv.advance(to: Timestamp(seconds: 2))
        #expect(done == 1, "the completion runs once")
    }

    @Test("an invalid update throws UIKit's message and changes nothing in the view")
    func invalid() {
        let ds = LabelledItems(sections: [["A", "B", "C", "D"]])
        let cv = ds.makeCollectionView(FlowLayout(), settled: true)
        let before = ds.shown(in: cv), prepares = cv.prepareCount
        let saved = ds.sections
        var completed = false
        do {
            try cv.performBatchUpdates({ ds.sections[0].append("E") }, completion: { _ in completed = true })
            Issue.record("expected the update to be refused")
        } catch {
            #expect("\(error)".contains("invalid number of items in section 0"))
            #expect("\(error)".contains("after the update (5)") && "\(error)".contains("before the update (4)"))
            #expect("\(error)".contains("(0 inserted, 0 deleted)"))
        }
        // Checked while the data source still holds the refused change: the view did not take it.
        cv.advance(to: Timestamp(seconds: 1))
        #expect(ds.sections[0].count == 5)
        #expect(cv.numberOfItems(inSection: 0) == 4)
        #expect(ds.shown(in: cv) == before)
        #expect(cv.prepareCount == prepares)
        #expect(!completed)
        #expect(!cv.isTransitioning)
        ds.sections = saved  // the caller restores its data, as the playground does
        cv.advance(to: Timestamp(seconds: 2))
        #expect(ds.shown(in: cv) == before)
    }

    @Test("an update during a running layout switch starts from the old counts and never asks about deleted items")
    func updateDuringTransition() throws {
        final class Sized: CollectionViewDataSource, FlowLayoutDelegate {
            var ids = (0..<10).map { "i\($0)" }
            var asked: [Int] = []
            func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { ids.count }
            func collectionView(_ cv: CollectionView, cellForItemAt ip: IndexPath) throws -> CollectionViewCell {
                try cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: ip)
            }
            func flowLayout(_ layout: FlowLayout, sizeForItemAt ip: IndexPath) -> Size? {
                asked.append(ip.item)
                precondition(ip.item < ids.count, "asked about item \(ip.item) of \(ids.count)")
                return Size(width: 40, height: 40)
            }
        }
        let ds = Sized()
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FlowLayout())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = ds
        cv.delegate = ds
        cv.advance(to: .zero)
        var bigger = FlowLayout()
        bigger.minimumInteritemSpacing = 30
        cv.setCollectionViewLayout(bigger, animated: true)
        cv.advance(to: Timestamp(seconds: 0.1))
        #expect(cv.isTransitioning)
        try cv.performBatchUpdates {
            ds.ids.removeLast(3)
            try cv.deleteItems(at: (7..<10).map { IndexPath(item: $0, section: 0) })
        }
        cv.advance(to: Timestamp(seconds: 0.2)); cv.advance(to: Timestamp(seconds: 1))
        #expect(cv.numberOfItems(inSection: 0) == 7)
        #expect(cv.collectionViewLayout.isEqual(to: bigger))
    }

    @Test("inserted cells fade in and deleted cells fade out by default")
    func defaultFades() throws {
        let ds = LabelledItems(sections: [["A", "B", "C"]])
        let cv = ds.makeCollectionView(FlowLayout(), settled: true)
        try cv.performBatchUpdates({
            ds.sections[0] = ["A", "N", "C"]
            try cv.deleteItems(at: [IndexPath(item: 1, section: 0)])
            try cv.insertItems(at: [IndexPath(item: 1, section: 0)])
        })
        cv.advance(to: Timestamp(seconds: 0))
        cv.advance(to: Timestamp(seconds: 0.15))
        let list = cv.displayList()
        let inserted = list.items.first { $0.appearance.text == "N" }
        let deleted = list.items.first { $0.appearance.text == "B" }
        #expect(inserted != nil && deleted != nil)
        #expect((inserted?.alpha ?? 1) < 1 && (inserted?.alpha ?? 0) > 0)
        #expect((deleted?.alpha ?? 1) < 1)
        cv.advance(to: Timestamp(seconds: 1))
        #expect(cv.displayList().items.contains { $0.appearance.text == "B" } == false)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.title == "N")
    }

    @Test("single changes outside a batch animate as their own batch")
    func singleChange() throws {
        let ds = LabelledItems(sections: [["A", "B"]])
        let cv = ds.makeCollectionView(FlowLayout(), settled: true)
        ds.sections[0].append("C")
        try cv.insertItems(at: [IndexPath(item: 2, section: 0)])
        cv.advance(to: Timestamp(seconds: 1))
        cv.advance(to: Timestamp(seconds: 2))
        #expect(cv.numberOfItems(inSection: 0) == 3)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.title == "C")
    }

    @Test("selection follows moved items and drops deleted ones")
    func selection() throws {
        let ds = LabelledItems(sections: [["A", "B", "C"]])
        let cv = ds.makeCollectionView(FlowLayout(), settled: true)
        cv.selectItem(at: IndexPath(item: 2, section: 0))
        cv.selectItem(at: IndexPath(item: 1, section: 0))
        try cv.performBatchUpdates({
            ds.sections[0] = ["C", "A"]
            try cv.deleteItems(at: [IndexPath(item: 1, section: 0)])
            try cv.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        })
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }
}
