import Testing
import LayoutCore
import LayoutCoreTestSupport


/// A collection view (320×480 flow of 50×50 cells) fed by a diffable data source whose cells show their item
/// and, when `labels` has one, the label, and counts how often the cell provider ran.
private final class Fixture {
    let cv: CollectionView
    var labels: [Int: String] = [:]
    var provided = 0
    var returnsNil: Set<Int> = []
    private(set) var dataSource: CollectionViewDiffableDataSource<String, Int>!
    let clock = TestClock()

    init(height: Double = 480) {
        cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: FlowLayout())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        dataSource = CollectionViewDiffableDataSource(collectionView: cv) { [unowned self] cv, ip, item in
            provided += 1
            if returnsNil.contains(item) { return nil }
            let cell = try cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: ip)
            cell.title = labels[item] ?? "\(item)"
            return cell
        }
    }

    /// Applies and runs frames until the update has landed.
    func apply(_ s: Snapshot, animating: Bool = true, completion: (() -> Void)? = nil) {
        dataSource.apply(s, animatingDifferences: animating, completion: completion)
        settle()
    }

    func settle() { for _ in 0..<40 { clock.frame(cv) } }

    /// The visible cells' titles by index path.
    var shown: [IndexPath: String] {
        var r: [IndexPath: String] = [:]
        for ip in cv.indexPathsForVisibleItems { r[ip] = cv.cellForItem(at: ip)?.title }
        return r
    }
}

private func snapshot(_ sections: KeyValuePairs<String, [Int]>) -> Snapshot {
    var s = Snapshot()
    for (id, items) in sections {
        s.appendSections([id])
        s.appendItems(items, toSection: id)
    }
    return s
}

@Suite("Diffable data source")
struct CollectionViewDiffableDataSourceTests {
    @Test("the applied snapshot is what the collection view shows, and what the data source answers")
    func firstApply() {
        let f = Fixture()
        f.apply(snapshot(["A": [10, 11, 12], "B": [20]]))
        #expect(f.cv.itemCountsBySection == [3, 1])
        #expect(f.shown == [ip(0): "10", ip(1): "11", ip(2): "12", ip(0, 1): "20"])
        #expect(f.dataSource.itemIdentifier(for: ip(2)) == 12)
        #expect(f.dataSource.itemIdentifier(for: ip(3)) == nil)
        #expect(f.dataSource.indexPath(for: 20) == ip(0, 1))
        #expect(f.dataSource.indexPath(for: 99) == nil)
        #expect(f.dataSource.sectionIdentifier(for: 1) == "B")
        #expect(f.dataSource.sectionIdentifier(for: 2) == nil)
        #expect(f.dataSource.index(for: "B") == 1)
        #expect(f.dataSource.snapshot().itemIdentifiers == [10, 11, 12, 20])
    }

    @Test("an edit is one animated batch update: survivors keep their cells, the completion runs once")
    func animatedEdit() {
        let f = Fixture()
        f.apply(snapshot(["A": [1, 2, 3, 4, 5]]))
        let cellOf3 = f.cv.cellForItem(at: ip(2))
        let generation = f.cv.changeGeneration
        var s = f.dataSource.snapshot()
        s.deleteItems([2])
        s.insertItems([6], beforeItem: 1)
        s.moveItem(4, beforeItem: 1)
        var done = 0
        f.dataSource.apply(s) { done += 1 }
        #expect(f.cv.changeGeneration == generation + 1, "one batch")
        f.clock.frame(f.cv)
        #expect(f.cv.isTransitioning)
        #expect(done == 0)
        #expect(f.cv.cellForItem(at: ip(3)) === cellOf3, "3's cell moved with it to 3")
        f.settle()
        #expect(!f.cv.isTransitioning)
        #expect(done == 1)
        #expect(f.shown == [ip(0): "6", ip(1): "4", ip(2): "1", ip(3): "3", ip(4): "5"])
        #expect(f.dataSource.indexPath(for: 5) == ip(4))
    }

    @Test("applying the same snapshot again is no batch and no animation; the completion still runs")
    func sameTwice() {
        let f = Fixture()
        let s = snapshot(["A": [1, 2, 3]])
        f.apply(s)
        let generation = f.cv.changeGeneration, provided = f.provided
        var done = 0
        f.dataSource.apply(s) { done += 1 }
        f.dataSource.apply(f.dataSource.snapshot()) { done += 1 }
        #expect(done == 2)
        #expect(f.cv.changeGeneration == generation)
        #expect(!f.cv.isTransitioning)
        f.settle()
        #expect(f.provided == provided, "no cell was asked for again")
    }

    @Test("without animation the collection view is at the end state on return, and the completion has run")
    func withoutAnimation() {
        let f = Fixture()
        f.apply(snapshot(["A": [1, 2, 3]]))
        var done = false
        f.dataSource.apply(snapshot(["A": [3, 1, 4]]), animatingDifferences: false) { done = true }
        #expect(done)
        #expect(!f.cv.isTransitioning)
        f.clock.frame(f.cv)
        #expect(f.shown == [ip(0): "3", ip(1): "1", ip(2): "4"])
    }

    @Test("duplicates in an applied snapshot are reported once in the collection view's problems, and left out")
    func duplicates() {
        let f = Fixture()
        var s = snapshot(["A": [1, 2]])
        s.appendItems([2, 3])
        f.apply(s)
        f.apply(s)
        let message = "appendItems: item '2' is already in the snapshot; item identifiers must be unique, so the duplicate is left out"
        #expect(f.cv.problems == [message])
        #expect(f.shown == [ip(0): "1", ip(1): "2", ip(2): "3"])
        #expect(f.dataSource.snapshot().problems.isEmpty, "the data source's snapshot is clean")
    }

    @Test("reconfigure updates the cell on screen in place: same cell, no animation")
    func reconfigure() {
        let f = Fixture()
        f.apply(snapshot(["A": [1, 2, 3]]))
        let cell = f.cv.cellForItem(at: ip(1))
        let reuses = cell?.prepareForReuseCount
        f.labels[2] = "two"
        var s = f.dataSource.snapshot()
        s.reconfigureItems([2])
        f.dataSource.apply(s)
        #expect(!f.cv.isTransitioning)
        #expect(f.cv.cellForItem(at: ip(1)) === cell)
        #expect(cell?.title == "two")
        #expect(cell?.prepareForReuseCount == reuses, "the cell was not prepared for reuse")
        #expect(f.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    }

    @Test("reload cross-fades to a new cell")
    func reload() {
        let f = Fixture()
        f.apply(snapshot(["A": [1, 2, 3]]))
        let cell = f.cv.cellForItem(at: ip(1))
        f.labels[2] = "two"
        var s = f.dataSource.snapshot()
        s.reloadItems([2])
        f.dataSource.apply(s)
        f.clock.frame(f.cv)
        #expect(f.cv.isTransitioning)
        f.settle()
        #expect(f.cv.cellForItem(at: ip(1)) !== cell)
        #expect(f.shown[ip(1)] == "two")
    }

    @Test("a cell provider that returns nil is reported, naming the item")
    func nilCell() {
        let f = Fixture()
        f.returnsNil = [2]
        f.apply(snapshot(["A": [1, 2, 3]]))
        #expect(f.cv.problems == ["the cell provider returned no cell for item '2' at 0-1; return a dequeued cell for every item"])
        #expect(f.shown == [ip(0): "1", ip(2): "3"])
    }

    @Test("a drop moves the item in the data source's snapshot and tells didReorder")
    func reorder() {
        let f = Fixture()
        f.apply(snapshot(["A": [1, 2, 3], "B": [4]]))
        var finals: [[Int]] = []
        f.dataSource.reorderingHandlers.canReorderItem = { $0 != 4 }
        f.dataSource.reorderingHandlers.didReorder = { finals.append($0.finalSnapshot.itemIdentifiers) }
        #expect(f.dataSource.collectionView(f.cv, canMoveItemAt: ip(0)))
        #expect(!f.dataSource.collectionView(f.cv, canMoveItemAt: ip(0, 1)))
        f.dataSource.collectionView(f.cv, moveItemAt: ip(0), to: ip(1, 1))
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: "B") == [4, 1])
        f.dataSource.collectionView(f.cv, moveItemAt: ip(1), to: ip(0))
        #expect(f.dataSource.snapshot().itemIdentifiers(inSection: "A") == [3, 2])
        #expect(finals == [[2, 3, 4, 1], [3, 2, 4, 1]])
    }

    @Test("random edits applied one after another: the screen always ends as the snapshot, nothing is refused")
    func randomApplies() {
        for seed in UInt64(0)..<30 {
            var rng = SeededGenerator(seed: seed)
            let f = Fixture(height: 4000)
            var s = SnapshotDifferenceTests.randomSnapshot(&rng)
            f.apply(s)
            var fresh = 1000
            for round in 0..<5 {
                SnapshotDifferenceTests.edit(&s, steps: 1 + Int(rng.next() % 6), &rng, fresh: &fresh)
                f.dataSource.apply(s, animatingDifferences: round % 2 == 0)
                // Half the time the next edit comes mid-animation.
                for _ in 0..<(rng.next() % 2 == 0 ? 5 : 40) { f.clock.frame(f.cv) }
            }
            f.settle()
            var expected: [IndexPath: String] = [:]
            for (sec, id) in s.sectionIdentifiers.enumerated() {
                for (i, item) in s.itemIdentifiers(inSection: id).enumerated() { expected[ip(i, sec)] = "\(item)" }
            }
            #expect(f.shown == expected, "seed \(seed)")
            #expect(f.cv.problems.isEmpty, "seed \(seed)")
        }
    }
}
