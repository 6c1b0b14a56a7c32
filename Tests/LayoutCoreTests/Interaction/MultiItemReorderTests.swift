import Testing
@testable import LayoutCore
import LayoutCoreTestSupport

/// The arrangement a multi-item move must give: the moved ids taken out, then put back together, in their
/// original order, from `target` on.
private func expected(_ sections: [[Int]], moving sources: [IndexPath], to target: IndexPath) -> [[Int]] {
    let moved = sources.sorted().map { sections[$0.section][$0.item] }
    var out = sections.map { $0.filter { !moved.contains($0) } }
    out[target.section].insert(contentsOf: moved, at: target.item)
    return out
}

/// Applies moveItemAt calls to ids as UIKit's data sources do (remove, then insert at the destination).
private func apply(_ moves: [ReorderMove], to sections: [[Int]]) -> [[Int]] {
    var s = sections
    for m in moves { s[m.target.section].insert(s[m.source.section].remove(at: m.source.item), at: m.target.item) }
    return s
}

@Suite("Multi-item drag")
struct MultiItemReorderTests {
    @Test("the data source calls put the moved items together, in order, from the target: every target of sampled selections")
    func dataSourceMovesArrangeExactly() {
        var rng = SeededGenerator(seed: 13)
        let sections = [Array(0..<9), Array(100..<104), [], Array(200..<7 + 200)]
        let counts = sections.map(\.count)
        let all = counts.enumerated().flatMap { s, n in (0..<n).map { IndexPath(item: $0, section: s) } }
        var checked = 0
        for _ in 0..<60 {
            let sources = Array(all.shuffled(using: &rng).prefix(Int.random(in: 1...6, using: &rng)))
            for s in counts.indices {
                let move = ReorderItemsMove(sources: sources, target: IndexPath(item: 0, section: s))
                for t in 0...move.staying(inSection: s, counts: counts) {
                    let target = IndexPath(item: t, section: s)
                    let m = ReorderItemsMove(sources: sources, target: target)
                    #expect(ReorderItemsMove.isValid(sources: sources, target: target, counts: counts))
                    let calls = m.dataSourceMoves(counts: counts)
                    #expect(calls.count == sources.count, "one call per item")
                    let want = expected(sections, moving: sources, to: target)
                    #expect(apply(calls, to: sections) == want, "\(sources) → \(target)")
                    // The preview's mapping agrees with the data both ways.
                    for (sec, ids) in sections.enumerated() {
                        for (i, id) in ids.enumerated() {
                            let after = m.indexPathAfterMove(IndexPath(item: i, section: sec))
                            #expect(want[after.section][after.item] == id)
                            #expect(m.indexPathBeforeMove(after) == IndexPath(item: i, section: sec))
                        }
                    }
                    #expect(m.counts(after: counts) == want.map(\.count))
                    checked += 1
                }
                #expect(!ReorderItemsMove.isValid(sources: sources, target: IndexPath(item: move.staying(inSection: s, counts: counts) + 1, section: s),
                                                  counts: counts))
            }
        }
        #expect(checked > 1000)
    }

    @Test("items from before and after the target: the exact calls and the final order")
    func exactCalls() {
        // 2, 5 and 9 dragged to land from place 4 among the staying items (0 1 3 4 | 6 7 8 10 11): before 6.
        let m = ReorderItemsMove(sources: [ip(9), ip(2), ip(5)], target: ip(4))
        let calls = m.dataSourceMoves(counts: [12]).map { [$0.source.item, $0.target.item] }
        // 2 goes just before 6 (at 5 once 2 is out); 5, now at 4, follows it; 9 goes before 6 (at 6).
        #expect(calls == [[2, 5], [4, 5], [9, 6]])
        #expect(apply(m.dataSourceMoves(counts: [12]), to: [Array(0..<12)]) == [[0, 1, 3, 4, 2, 5, 9, 6, 7, 8, 10, 11]])
    }

    @Test("a drag of three selected items in a flow: they stack under the pointer with a count badge, a gap of three opens, the drop moves them together")
    func flowDrop() throws {
        let ds = TestItems.movable([Array(0..<20)])
        let cv = ds.makeCollectionView(FlowLayout())
        let d = ReorderDriver(cv)
        // 50 × 50 items, five per row over 320 pt.
        let slots = (0..<20).map { cv.layoutAttributesForItem(at: ip($0))!.frame }
        #expect(d.lift(ip(6), together: [ip(1), ip(12)]))
        #expect(cv.reorderSourceIndexPaths == [ip(1), ip(6), ip(12)])
        // Lifted without moving, the gap is where the dragged item was: 0 2 3 4 5, the gap (slots 5–7), 7 8…
        d.settle()
        #expect(cv.reorderTargetIndexPath == ip(5))
        #expect(cv.cellForItem(at: ip(0))?.layoutAttributes?.frame == slots[0])
        #expect(cv.cellForItem(at: ip(2))?.layoutAttributes?.frame == slots[1])
        #expect(cv.cellForItem(at: ip(7))?.layoutAttributes?.frame == slots[8])
        // Over slot 17: the dragged item will land there, 1 before it and 12 after it; the others close up
        // (three fewer before) and open a gap of three there (slots 16–18): 16 staying items, then the run, then 19.
        d.drag(to: slots[17].center)
        d.settle()
        #expect(cv.reorderTargetIndexPath == ip(16))
        for (id, slot) in [(13, 10), (16, 13), (18, 15), (19, 19)] {
            #expect(cv.cellForItem(at: ip(id))?.layoutAttributes?.frame == slots[slot], "item \(id)")
        }
        // The stack: the dragged cell under the pointer, on top; its companions behind it, turned, shadowed.
        let top = try #require(cv.cellForItem(at: ip(6))?.layoutAttributes)
        #expect(top.center == slots[17].center)
        for companion in [ip(1), ip(12)] {
            let a = try #require(cv.cellForItem(at: companion)?.layoutAttributes)
            #expect(a.zIndex < top.zIndex && a.zIndex > 1024)
            #expect(!a.transform3D.isIdentity && !a.isHidden)
            #expect(a.center.distance(to: top.center) < 25)
            #expect(cv.cellForItem(at: companion)?.isLifted == true)
        }
        // The badge, right after the dragged cell in the display list: "3", white bold on the tint.
        let items = cv.displayList().items
        let k = try #require(items.firstIndex { $0.key == .cell(ip(6)) })
        let badge = items[k + 1]
        #expect(badge.appearance.text == "3" && badge.appearance.isBold && badge.appearance.textColor == .white)
        #expect(badge.appearance.backgroundColor == CollectionView.dragBadgeColor)
        let cell = items[k].frame
        #expect(badge.frame.midX == cell.maxX - 3 && badge.frame.midY == cell.minY + 3)
        #expect(ds.moves.isEmpty)

        cv.endReorder(now: d.time)
        // 1 goes just before 19 (at 18 once 1 is out), 6 (now at 5) follows it, then 12 (now at 10): one call each.
        #expect(ds.moves.map { [$0.from.item, $0.to.item] } == [[1, 18], [5, 18], [10, 18]])
        #expect(ds.sections == [[0, 2, 3, 4, 5, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 1, 6, 12, 19]])
        // They spread from the stack into their slots as the lift settles; the badge fades with it.
        d.frame(0.1)
        #expect(cv.cellForItem(at: ip(16))?.layoutAttributes?.frame != slots[16])
        d.settle()
        for (i, id) in ds.sections[0].enumerated() {
            #expect(cv.cellForItem(at: ip(i))?.title == "\(id)")
            #expect(cv.cellForItem(at: ip(i))?.layoutAttributes?.frame == slots[i])
        }
        #expect(cv.displayList().items.allSatisfy { $0.appearance.text != "3" || $0.key.category == .cell })
        #expect(ds.agrees(with: cv))
    }

    @Test("across sections: items of two sections land together in a third place, in their order")
    func acrossSections() {
        let ds = TestItems.movable([Array(0..<6), Array(10..<16)])
        let cv = ds.makeCollectionView(FlowLayout())
        let d = ReorderDriver(cv)
        let target = cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 1))!.center
        #expect(d.lift(ip(4), together: [IndexPath(item: 1, section: 1), ip(0)]))
        d.drag(to: Point(x: target.x, y: target.y - cv.contentOffset.y))
        d.settle()
        #expect(cv.reorderTargetIndexPath == IndexPath(item: 3, section: 1))
        cv.endReorder(now: d.time)
        d.settle()
        #expect(ds.sections == [[1, 2, 3, 5], [10, 12, 13, 0, 4, 11, 14, 15]])
        #expect(ds.moves.count == 3)
        #expect(ds.agrees(with: cv))
    }

    @Test("Esc puts every item back: no data source call, every view where it was")
    func cancel() {
        let ds = TestItems.movable([Array(0..<15)])
        let cv = ds.makeCollectionView(FlowLayout())
        let d = ReorderDriver(cv)
        let before = Dictionary(uniqueKeysWithValues: cv.visibleLayoutAttributes.map { ($0.key, $0.frame) })
        d.lift(ip(2), together: [ip(9), ip(10)])
        d.drag(to: Point(x: 25, y: 200))
        d.settle()
        cv.cancelReorder()
        d.settle()
        #expect(ds.moves.isEmpty)
        #expect(ds.sections == [Array(0..<15)])
        #expect(Dictionary(uniqueKeysWithValues: cv.visibleLayoutAttributes.map { ($0.key, $0.frame) }) == before)
        #expect(cv.visibleCells.allSatisfy { !$0.isLifted })
    }

    @Test("a tree refuses a drag with companions (items move only beside their parent); alone the item may still move")
    func treeRefuses() {
        let ds = TestItems.movable([[0], [1, 2, 3]])
        ds.tree = .parents([1: 0, 2: 0, 3: 0])
        let cv = ds.makeCollectionView(TreeLayout())
        let d = ReorderDriver(cv)
        #expect(!d.lift(IndexPath(item: 0, section: 1), together: [IndexPath(item: 2, section: 1)]))
        #expect(!cv.isReordering)
        #expect(d.lift(IndexPath(item: 0, section: 1), together: []))
    }

    @Test("by pointer events: dragging one of several selected items in a tree is refused and said once (refusedReorderAction); an unselected item still moves")
    func treeRefusalIsSaid() {
        let ds = TestItems.movable([[0], [1, 2, 3]])
        ds.tree = .parents([1: 0, 2: 0, 3: 0])
        let cv = ds.makeCollectionView(TreeLayout())
        let ix = CollectionViewInteraction(collectionView: cv)
        ix.selectionMode = .multiple
        var refused: [IndexPath] = []
        ix.refusedReorderAction = { refused.append($0) }
        var now = 1.0
        func step(_ dt: Double = 1.0 / 60) { now += dt; ix.advance(to: Timestamp(seconds: now)); cv.advance(to: Timestamp(seconds: now)) }
        func centre(_ p: IndexPath) -> Point { cv.layoutAttributesForItem(at: p)!.center }
        func press(_ p: IndexPath, by offset: Point) {
            ix.handle(PointerEvent(.down, at: centre(p), timestamp: Timestamp(seconds: now))); step()
            for k in 1...12 {
                ix.handle(PointerEvent(.move, at: centre(p) + offset * (Double(k) / 12), timestamp: Timestamp(seconds: now))); step()
            }
        }
        func release(at p: Point) { ix.handle(PointerEvent(.up, at: p, timestamp: Timestamp(seconds: now))); for _ in 0..<40 { step() } }
        let a = IndexPath(item: 0, section: 1), b = IndexPath(item: 2, section: 1)
        for p in [a, b] {
            ix.handle(PointerEvent(.down, at: centre(p), timestamp: Timestamp(seconds: now))); step()
            ix.handle(PointerEvent(.up, at: centre(p), timestamp: Timestamp(seconds: now))); step(0.4)
        }
        #expect(cv.indexPathsForSelectedItems == [a, b])
        press(a, by: Point(x: 0, y: 60))
        #expect(!ix.isDragging && !cv.isReordering)
        #expect(refused == [a], "said once for the press")
        release(at: centre(a))
        #expect(refused == [a] && ds.moves.isEmpty)
        // An item outside the selection is dragged alone, and nothing is said.
        press(IndexPath(item: 1, section: 1), by: Point(x: 0, y: 60))
        #expect(ix.isDragging)
        #expect(refused == [a])
    }

    @Test("by pointer events: pressing one of several selected items drags them all; an unselected item is dragged alone")
    func selectionJoinsTheDrag() {
        let ds = TestItems.movable([Array(0..<20)])
        let cv = ds.makeCollectionView(FlowLayout())
        let ix = CollectionViewInteraction(collectionView: cv)
        ix.selectionMode = .multiple
        var now = 1.0
        func time() -> Timestamp { Timestamp(seconds: now) }
        func step(_ dt: Double = 1.0 / 60) { now += dt; ix.advance(to: time()); cv.advance(to: time()) }
        func centre(_ i: Int) -> Point { cv.layoutAttributesForItem(at: ip(i))!.center }
        func click(_ i: Int) {
            ix.handle(PointerEvent(.down, at: centre(i), timestamp: time())); step()
            ix.handle(PointerEvent(.up, at: centre(i), timestamp: time())); step(0.4)
        }
        func press(_ i: Int, to p: Point) {
            ix.handle(PointerEvent(.down, at: centre(i), timestamp: time())); step()
            for k in 1...12 {
                ix.handle(PointerEvent(.move, at: centre(i).interpolated(to: p, progress: Double(k) / 12), timestamp: time())); step()
            }
        }
        let slots = (0..<20).map { cv.layoutAttributesForItem(at: ip($0))!.frame }
        click(1); click(6); click(12)
        #expect(cv.indexPathsForSelectedItems == [ip(1), ip(6), ip(12)])
        press(6, to: slots[17].center)
        #expect(ix.isDragging)
        #expect(cv.reorderSourceIndexPaths == [ip(1), ip(6), ip(12)])
        for _ in 0..<30 { step() }
        ix.handle(PointerEvent(.up, at: slots[17].center, timestamp: time()))
        for _ in 0..<40 { step() }
        #expect(ds.moves.count == 3)
        #expect(ds.sections == [[0, 2, 3, 4, 5, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 1, 6, 12, 19]])
        // The selection follows the items.
        #expect(cv.indexPathsForSelectedItems == [ip(16), ip(17), ip(18)])
        // An item outside the selection goes alone.
        press(3, to: slots[9].center)
        #expect(cv.reorderSourceIndexPaths == [ip(3)])
        ix.handle(PointerEvent(.up, at: slots[9].center, timestamp: time()))
        for _ in 0..<40 { step() }
        #expect(ds.moves.count == 4)
    }

    @Test("seeded random multi-item drags, auto-scroll included: each drop gives exactly the arrangement its target names; views and data agree")
    func randomMultiDrags() {
        for seed: UInt64 in [3, 13, 99] {
            var rng = SplitMix64(seed: seed)
            let (ds, cv) = TestItems.randomDragFixture(lengths: 2...16, using: &rng)
            let d = ReorderDriver(cv)
            for round in 0..<15 {
                let visible = cv.indexPathsForVisibleItems
                guard visible.count > 1 else { break }
                let pick = visible[Int.random(in: 0..<visible.count, using: &rng)]
                let all = ds.counts.enumerated().flatMap { s, n in (0..<n).map { IndexPath(item: $0, section: s) } }
                let companions = Array(all.shuffled(using: &rng).prefix(Int.random(in: 1...5, using: &rng))).filter { $0 != pick }
                #expect(d.lift(pick, together: companions))
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    d.drag(to: Point(x: Double.random(in: -20...340, using: &rng), y: Double.random(in: -20...380, using: &rng)),
                           steps: Int.random(in: 2...10, using: &rng))
                    for _ in 0..<Int.random(in: 0...20, using: &rng) { d.frame() }
                }
                let sources = cv.reorderSourceIndexPaths, target = cv.reorderTargetIndexPath!
                #expect(sources == Array(Set(companions + [pick])).sorted())
                let before = ds.sections, movesBefore = ds.moves.count
                let cancel = Int.random(in: 0..<5, using: &rng) == 0
                if cancel { cv.cancelReorder() } else { cv.endReorder(now: d.time) }
                #expect(ds.moves.count == movesBefore + (cancel ? 0 : sources.count), "seed \(seed) round \(round)")
                #expect(ds.sections == (cancel ? before : expected(before, moving: sources, to: target)), "seed \(seed) round \(round)")
                d.settle()
                #expect(ds.agrees(with: cv), "seed \(seed) round \(round): view and data disagree")
                #expect(cv.visibleCells.allSatisfy { !$0.isLifted })
            }
        }
    }
}
