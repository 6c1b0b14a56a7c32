import Testing
import LayoutCore
import LayoutCoreTestSupport

/// The lifted cell's attributes, if one is shown.
private func liftedCell(_ cv: CollectionView) -> (IndexPath, LayoutAttributes)? {
    for ip in cv.indexPathsForVisibleItems {
        if let cell = cv.cellForItem(at: ip), cell.isLifted, let a = cell.layoutAttributes { return (ip, a) }
    }
    return nil
}

@Suite("Drag to reorder")
struct ReorderTests {
    @Test("a same-section drag in a flow layout: live preview, one moveItemAt, ids permuted, views follow")
    func sameSection() throws {
        let ds = TestItems.movable([Array(0..<20)])
        let cv = ds.makeCollectionView(FlowLayout())
        let d = ReorderDriver(cv)
        // 50 × 50 items, five per row, spread over 320 pt: x = 0, 67.5, 135, 202.5, 270.
        let slots = (0..<5).map { cv.layoutAttributesForItem(at: ip($0))!.frame }
        #expect(d.lift(ip(0)))
        #expect(cv.isReordering && cv.isInteractivelyMoving)
        d.drag(to: slots[3].center)
        #expect(cv.reorderTargetIndexPath == ip(3))
        d.settle()
        // The others made room: 1, 2, 3 shifted left by one slot; the lifted cell follows the pointer on top.
        #expect(cv.cellForItem(at: ip(1))?.layoutAttributes?.frame == slots[0])
        #expect(cv.cellForItem(at: ip(3))?.layoutAttributes?.frame == slots[2])
        let lifted = try #require(liftedCell(cv))
        #expect(lifted.0 == ip(0))
        #expect(lifted.1.center == slots[3].center)
        #expect(abs(lifted.1.size.width - 54) < 1e-9)
        #expect(lifted.1.zIndex > 1024)
        let top = try #require(cv.displayList().items.last)
        #expect(top.key == .cell(ip(0)))
        #expect(top.appearance.shadowColor.alpha > 0)
        #expect(ds.moves.isEmpty, "nothing reaches the data source before the drop")

        cv.endReorder(now: d.time)
        #expect(!cv.isReordering)
        #expect(ds.moves.count == 1)
        #expect(ds.moves.first.map { $0.from == ip(0) && $0.to == ip(3) } == true)
        #expect(ds.sections == [[1, 2, 3, 0] + Array(4..<20)])
        // The dropped cell animates from the pointer into its slot.
        d.frame(0.1)
        let landing = try #require(cv.cellForItem(at: ip(3))?.layoutAttributes)
        #expect(landing.frame != slots[3])
        d.settle()
        #expect(cv.cellForItem(at: ip(3))?.layoutAttributes?.frame == slots[3])
        #expect(cv.cellForItem(at: ip(3))?.title == "0")
        #expect(liftedCell(cv) == nil)
        #expect(ds.agrees(with: cv))
        #expect(cv.collectionViewLayout is FlowLayout)
    }

    @Test("the lift animates: up over 0.15 s on a lift, back down while the dropped cell settles (scale and shadow)")
    func liftAnimates() throws {
        let ds = TestItems.movable([Array(0..<20)])
        let cv = ds.makeCollectionView(FlowLayout())
        let d = ReorderDriver(cv)
        let slots = (0..<5).map { cv.layoutAttributesForItem(at: ip($0))!.frame }
        #expect(cv.beginReorder(at: ip(0), pointer: d.windowCentre(ip(0)), now: d.time))
        // An animation starts at the first frame after it is asked for.
        d.frame()
        d.frame(0.075)
        // Half way through the eased lift: half lifted, the shadow half as deep.
        let rising = try #require(cv.cellForItem(at: ip(0)))
        #expect(abs(rising.liftAmount - 0.5) < 1e-9)
        #expect(abs(rising.appearance.shadowColor.alpha - 0.25) < 1e-9)
        #expect(abs(rising.appearance.shadowRadius - 7) < 1e-9 && abs(rising.appearance.shadowOffset.y - 4) < 1e-9)
        d.drag(to: slots[3].center)
        d.settle()
        let lifted = try #require(cv.cellForItem(at: ip(0)))
        #expect(lifted.liftAmount == 1 && lifted.isLifted)
        #expect(lifted.appearance.shadowColor.alpha == 0.5 && lifted.appearance.shadowRadius == 14 && lifted.appearance.shadowOffset.y == 8)

        cv.endReorder(now: d.time)
        d.frame()
        // The drop: over the 0.3 s update animation the cell shrinks from 1.08× to its slot and its lift (the
        // shadow) falls from 1 to 0 with it, never jumping.
        var amounts: [Double] = [], widths: [Double] = []
        for _ in 0..<18 {
            d.frame()
            let cell = try #require(cv.cellForItem(at: ip(3)))
            amounts.append(cell.liftAmount)
            widths.append(try #require(cell.layoutAttributes).size.width)
        }
        #expect(zip(amounts, amounts.dropFirst()).allSatisfy { $0 > $1 }, "falling: \(amounts)")
        #expect(amounts[0] > 0.95 && amounts[8] > 0.4 && amounts[8] < 0.6 && amounts[16] < 0.05, "\(amounts)")
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 > $1 } && widths[0] < 54 && widths[16] > 50, "\(widths)")
        d.settle()
        let dropped = try #require(cv.cellForItem(at: ip(3)))
        #expect(dropped.liftAmount == 0 && !dropped.isLifted && dropped.appearance.shadowColor.alpha == 0)
        #expect(dropped.layoutAttributes?.frame == slots[3])
        #expect(dropped.layoutAttributes?.customValues[CollectionViewCell.liftAmountAttributeKey] == nil)
    }

    @Test("the UIKit-style API: begin, update the target position, end")
    func uikitAPI() {
        let ds = TestItems.movable([Array(0..<10)])
        let cv = ds.makeCollectionView(FlowLayout())
        #expect(cv.beginInteractiveMovementForItem(at: ip(4)))
        #expect(!cv.isReordering, "no pointer gesture")
        #expect(!cv.beginInteractiveMovementForItem(at: ip(1)), "one movement at a time")
        cv.updateInteractiveMovementTargetPosition(Point(x: 25, y: 25))
        #expect(cv.reorderTargetIndexPath == ip(0))
        cv.endInteractiveMovement()
        #expect(ds.moves.count == 1)
        #expect(ds.sections == [[4, 0, 1, 2, 3, 5, 6, 7, 8, 9]])
        #expect(!cv.isInteractivelyMoving)
    }

    @Test("across sections in a flow layout, including into an empty section")
    func crossSection() throws {
        let ds = TestItems.movable([[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], []])
        var flow = FlowLayout()
        flow.sectionInset = EdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
        let cv = ds.makeCollectionView(flow)
        let d = ReorderDriver(cv)
        // Section 0: y 20…70; section 1: y 110…160; section 2 (empty): y 180…220.
        d.lift(ip(1))
        d.drag(to: d.windowCentre(ip(2, 1)))
        #expect(cv.reorderTargetIndexPath == ip(2, 1))
        cv.endReorder(now: d.time)
        #expect(ds.moves.count == 1)
        #expect(ds.moves.first.map { $0.from == ip(1) && $0.to == ip(2, 1) } == true)
        #expect(ds.sections == [[0, 2, 3, 4], [5, 6, 1, 7, 8, 9], []])
        d.settle()
        #expect(ds.agrees(with: cv))

        // Section 1 now has two rows (y 110…220) and ends at 240; the empty section 2 spans y 240…280.
        d.lift(ip(0, 1))
        d.drag(to: Point(x: 160, y: 260))
        #expect(cv.reorderTargetIndexPath == ip(0, 2))
        cv.endReorder(now: d.time)
        d.settle()
        #expect(ds.sections == [[0, 2, 3, 4], [6, 1, 7, 8, 9], [5]])
        #expect(ds.agrees(with: cv))
        #expect(ds.moves.count == 2)
    }

    @Test("Esc cancels: no data source call, the order is unchanged and every view returns")
    func cancel() {
        let ds = TestItems.movable([Array(0..<15)])
        let cv = ds.makeCollectionView(FlowLayout())
        let d = ReorderDriver(cv)
        let before = Dictionary(uniqueKeysWithValues: cv.visibleLayoutAttributes.map { ($0.key, $0.frame) })
        d.lift(ip(2))
        d.drag(to: Point(x: 25, y: 85))
        #expect(cv.reorderTargetIndexPath == ip(5))
        d.settle()
        #expect(cv.cellForItem(at: ip(3))?.layoutAttributes?.frame != before[.cell(ip(3))])
        cv.cancelReorder()
        #expect(!cv.isReordering)
        d.settle()
        #expect(ds.moves.isEmpty)
        #expect(ds.sections == [Array(0..<15)])
        #expect(Dictionary(uniqueKeysWithValues: cv.visibleLayoutAttributes.map { ($0.key, $0.frame) }) == before)
        #expect(liftedCell(cv) == nil)
        #expect(ds.agrees(with: cv))
    }

    @Test("dropping where it started calls moveItemAt once with equal paths (as UIKit does) and puts the cell back")
    func dropInPlace() {
        let ds = TestItems.movable([Array(0..<10)])
        let cv = ds.makeCollectionView(FlowLayout())
        let d = ReorderDriver(cv)
        let slot = cv.layoutAttributesForItem(at: ip(6))!.frame
        d.lift(ip(6))
        d.drag(to: Point(x: slot.midX + 10, y: slot.midY + 5), steps: 3)
        #expect(cv.reorderTargetIndexPath == ip(6))
        cv.endReorder(now: d.time)
        d.settle()
        #expect(ds.moves.count == 1 && ds.moves.first?.from == ip(6) && ds.moves.first?.to == ip(6))
        #expect(cv.cellForItem(at: ip(6))?.layoutAttributes?.frame == slot)
    }

    @Test("canMoveItemAt false (or not implemented) refuses the drag")
    func refused() {
        let ds = TestItems.movable([Array(0..<10)])
        ds.movable = { $0.item != 2 }
        let cv = ds.makeCollectionView(FlowLayout())
        #expect(!cv.beginReorder(at: ip(2), pointer: Point(x: 145, y: 25), now: .zero))
        #expect(!cv.isReordering && !cv.isInteractivelyMoving)
        #expect(cv.beginReorder(at: ip(1), pointer: Point(x: 85, y: 25), now: .zero))
        cv.cancelReorder()

        let plain = TestItems(counts: [10])
        let other = plain.makeCollectionView(settled: false)
        other.layoutIfNeeded()
        #expect(!other.beginInteractiveMovementForItem(at: ip(0)), "reordering is opt-in")
        #expect(!other.beginInteractiveMovementForItem(at: ip(99)))
        withExtendedLifetime(ds) {}
    }

    @Test("selection follows the moved item")
    func selectionFollows() {
        let ds = TestItems.movable([Array(0..<10)])
        let cv = ds.makeCollectionView(FlowLayout())
        let d = ReorderDriver(cv)
        cv.selectItem(at: ip(0))
        cv.selectItem(at: ip(2))
        d.lift(ip(0))
        d.drag(to: d.windowCentre(ip(3)))
        cv.endReorder(now: d.time)
        d.settle()
        #expect(cv.indexPathsForSelectedItems == [ip(1), ip(3)])
        #expect(cv.cellForItem(at: ip(3))?.isSelected == true)
        #expect(cv.cellForItem(at: ip(3))?.title == "0")
    }

    @Test("sizes follow their items in the preview: the lifted cell keeps its own size wherever it goes")
    func sizesFollowItems() throws {
        let ds = TestItems.movable([Array(0..<12)])
        ds.sizes = [0: Size(width: 140, height: 50), 4: Size(width: 30, height: 30)]
        let cv = ds.makeCollectionView(FlowLayout())
        let d = ReorderDriver(cv)
        d.lift(ip(0))
        d.drag(to: d.windowCentre(ip(5)), steps: 10)
        #expect(cv.reorderTargetIndexPath != ip(0))
        d.settle()
        let lifted = try #require(cv.layoutAttributesForItem(at: ip(0)))
        #expect(abs(lifted.size.width - 140 * 1.08) < 1e-9 && abs(lifted.size.height - 50 * 1.08) < 1e-9)
        #expect(cv.layoutAttributesForItem(at: ip(4))?.size == Size(width: 30, height: 30))
        #expect(cv.layoutAttributesForItem(at: ip(1))?.size == Size(width: 50, height: 50))
        cv.endReorder(now: d.time)
        d.settle()
        let target = try #require(ds.moves.first?.to)
        #expect(cv.layoutAttributesForItem(at: target)?.size == Size(width: 140, height: 50))
        #expect(ds.agrees(with: cv))
    }

    @Test("hysteresis: a pointer jittering on the boundary between a small and a big cell does not flip the target")
    func hysteresis() {
        // Item 0 is 50 wide, item 1 is 200 wide: with an "item under the pointer" rule the big cell slides under
        // the pointer each time the small one passes it, and the target flips every frame (seed 003's flicker).
        let ds = TestItems.movable([Array(0..<8)])
        ds.sizes = [1: Size(width: 200, height: 50)]
        let cv = ds.makeCollectionView(FlowLayout())
        // Item 0's slot with target 0, and with target 1 (read from the moved order laid out for real).
        let moved = TestItems.movable([[1, 0, 2, 3, 4, 5, 6, 7]])
        moved.sizes = ds.sizes
        let reference = moved.makeCollectionView(FlowLayout())
        let a = cv.layoutAttributesForItem(at: ip(0))!.center, b = reference.layoutAttributesForItem(at: ip(1))!.center
        #expect(a.y == b.y)
        let boundary = (a.x + b.x) / 2
        // Under the pointer at the boundary: the big cell before the move, and again after it.
        #expect(cv.layoutAttributesForItem(at: ip(1))!.frame.contains(Point(x: boundary, y: a.y)))
        #expect(reference.layoutAttributesForItem(at: ip(0))!.frame.contains(Point(x: boundary, y: a.y)))

        let d = ReorderDriver(cv)
        d.lift(ip(0))
        var targets: [IndexPath] = [cv.reorderTargetIndexPath!]
        func visit(_ x: Double) {
            cv.moveReorder(pointer: Point(x: x, y: a.y), now: d.time)
            d.frame()
            if let t = cv.reorderTargetIndexPath, targets.last != t { targets.append(t) }
        }
        // Jitter of 9 pt peak to peak (the margin is 10 for a 50 pt cell), for 200 frames.
        for i in 0..<200 { visit(boundary + (i.isMultiple(of: 2) ? 4 : -4) + Double(i % 3) / 4) }
        #expect(targets.count <= 2, "the target changed \(targets.count - 1) times: \(targets)")
        // A real move across the boundary and back does change it, once each way.
        targets = [cv.reorderTargetIndexPath!]
        for x in stride(from: boundary - 40, through: boundary + 40, by: 2) { visit(x) }
        for x in stride(from: boundary + 40, through: boundary - 40, by: -2) { visit(x) }
        #expect(targets.count == 2 || targets.count == 3)
        #expect(targets.last == ip(0))
        cv.cancelReorder()
        d.settle()
        #expect(ds.moves.isEmpty)
        withExtendedLifetime(moved) {}
    }

    @Test("the target rule: stays inside its own slot, needs a clear win to change, never flips back at rest")
    func targetRule() {
        let rule = ReorderTargetRule(margin: 10)
        let slots: [IndexPath: Rect] = [ip(0): Rect(x: 0, y: 0, width: 50, height: 50), ip(1): Rect(x: 210, y: 0, width: 50, height: 50)]
        func choose(_ current: IndexPath, _ x: Double) -> IndexPath {
            let p = Point(x: x, y: 25)
            return rule.choose(current: current, position: p, currentSlot: slots[current], candidates: [ip(0), ip(1)]) {
                slots[$0].map { p.distance(to: $0.center) }
            }
        }
        #expect(choose(ip(0), 40) == ip(0))
        #expect(choose(ip(0), 132) == ip(0), "closer, but not by the margin")
        #expect(choose(ip(0), 140) == ip(1))
        #expect(choose(ip(1), 128) == ip(1))
        #expect(choose(ip(1), 110) == ip(0))
        // At any fixed position the choice is a fixed point: applying the rule again never changes it.
        for x in stride(from: -50.0, through: 300, by: 7) {
            for start in [ip(0), ip(1)] {
                let once = choose(start, x)
                #expect(choose(once, x) == once)
            }
        }
    }

    @Test("seeded random drags keep the ids a permutation and the data source and view in agreement")
    func randomDrags() {
        for seed: UInt64 in [1, 7, 42] {
            var rng = SplitMix64(seed: seed)
            let (ds, cv) = TestItems.randomDragFixture(lengths: 0...14, using: &rng)
            let d = ReorderDriver(cv)
            let ids = ds.allIDs.sorted()
            for round in 0..<25 {
                let visible = cv.indexPathsForVisibleItems
                guard !visible.isEmpty else { break }
                let pick = visible[Int.random(in: 0..<visible.count, using: &rng)]
                let start = d.windowCentre(pick)
                #expect(cv.beginReorder(at: pick, pointer: start, now: d.time))
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    let p = Point(x: Double.random(in: -20...340, using: &rng), y: Double.random(in: -20...380, using: &rng))
                    d.drag(to: p, steps: Int.random(in: 2...10, using: &rng))
                    for _ in 0..<Int.random(in: 0...20, using: &rng) { d.frame() }
                }
                let source = cv.reorderSourceIndexPath, target = cv.reorderTargetIndexPath
                let movesBefore = ds.moves.count
                let cancel = Int.random(in: 0..<5, using: &rng) == 0
                if cancel { cv.cancelReorder() } else { cv.endReorder(now: d.time) }
                let expectedMoves = cancel ? 0 : 1
                #expect(ds.moves.count == movesBefore + expectedMoves, "seed \(seed) round \(round)")
                if expectedMoves == 1 { #expect(ds.moves.last.map { $0.from == source && $0.to == target } == true) }
                d.settle()
                #expect(ds.allIDs.sorted() == ids, "seed \(seed) round \(round): ids lost or duplicated")
                #expect(ds.agrees(with: cv), "seed \(seed) round \(round): view and data disagree")
                #expect(liftedCell(cv) == nil)
            }
        }
    }

    @Test("around the circle: the target is the nearest slot, the drop moves once")
    func circle() {
        let ds = TestItems.movable([Array(0..<8)])
        let cv = ds.makeCollectionView(CircleLayout(), width: 400, height: 400)
        let d = ReorderDriver(cv)
        // Radius 160 about (200, 200): item g at angle g · 45°.
        d.lift(ip(0))
        for step in 1...12 {
            let angle = Double(step) / 12 * Math.pi / 2
            cv.moveReorder(pointer: Point(x: 200 + 160 * Math.cos(angle), y: 200 + 160 * Math.sin(angle)), now: d.time)
            d.frame()
        }
        #expect(cv.reorderTargetIndexPath == ip(2))
        d.settle()
        // Items 1 and 2 moved back one slot each, making room at 90°.
        let one = cv.layoutAttributesForItem(at: ip(1))!.center
        #expect(abs(one.x - 360) < 1e-6 && abs(one.y - 200) < 1e-6)
        cv.endReorder(now: d.time)
        d.settle()
        #expect(ds.moves.count == 1)
        #expect(ds.sections == [[1, 2, 0, 3, 4, 5, 6, 7]])
        #expect(ds.agrees(with: cv))
    }

    @Test("around a dense circle the dropped item stays visible where it lands: drawn in front of the items it overlaps until the next change")
    func circleDropInFront() throws {
        let ds = TestItems.movable([Array(0..<40)])
        let cv = ds.makeCollectionView(CircleLayout(), width: 400, height: 400)
        let d = ReorderDriver(cv)
        func cellsBackToFront() -> [IndexPath] {
            cv.displayList().items.compactMap { $0.key.category == .cell ? $0.key.indexPath : nil }
        }
        #expect(cellsBackToFront().last == ip(39), "index order at rest: the last item on top")
        d.lift(ip(0))
        // A quarter turn: 40 items 9° apart; the hysteresis (its margin) keeps the target one slot short, at 81°.
        for step in 1...12 {
            let angle = Double(step) / 12 * Math.pi / 2
            cv.moveReorder(pointer: Point(x: 200 + 160 * Math.cos(angle), y: 200 + 160 * Math.sin(angle)), now: d.time)
            d.frame()
        }
        let target = try #require(cv.reorderTargetIndexPath)
        #expect(target == ip(9))
        cv.endReorder(now: d.time)
        d.settle()
        #expect(ds.sections[0][9] == 0)
        let order = cellsBackToFront()
        #expect(order.last == ip(9), "the dropped item on top: \(order.suffix(3))")
        // Its neighbours, which overlap it, are drawn before it (the one after it too).
        #expect(try #require(order.firstIndex(of: ip(10))) < #require(order.firstIndex(of: ip(9))))
        // The next change (an insert) puts the drawing back in index order.
        try ds.insert(at: ip(40), in: cv)
        d.settle()
        #expect(cellsBackToFront().last == ip(40))
        #expect(ds.agrees(with: cv))
    }

    @Test("waterfall: a drop shifts only the items between its two places along the fill order; every other item keeps its column")
    func waterfallKeepsColumns() throws {
        let ds = TestItems.movable([Array(0..<30)])
        let heights: [Double] = [89, 77, 88, 79, 147, 119, 60, 130]
        ds.heightRule = { heights[$0 % 8] }
        let cv = ds.makeCollectionView(WaterfallLayout(columnCount: 3))
        // Columns by place in the fill order: 3 columns of (320 − 20) / 3 = 100 pt at x 0, 110, 220.
        func columns() -> [Int] {
            (0..<30).map { Int((cv.layoutAttributesForItem(at: ip($0))!.frame.minX / 110).rounded()) }
        }
        let before = columns()
        #expect(cv.beginInteractiveMovementForItem(at: ip(1)))
        cv.updateInteractiveMovementTargetPosition(cv.layoutAttributesForItem(at: ip(3))!.center)
        #expect(cv.reorderTargetIndexPath == ip(3))
        cv.endInteractiveMovement()
        let clock = TestClock(now: 1)
        for _ in 0..<30 { clock.frame(cv) }
        #expect(ds.sections[0].prefix(5) == [0, 2, 3, 1, 4])
        // Every place keeps its column: 2 and 3 moved one place back along the fill order, 1 into 3's place, and
        // the 26 items after them stayed in their columns (only moving up or down by the height difference).
        #expect(columns() == before)
        let frames = (0..<30).map { cv.layoutAttributesForItem(at: ip($0))!.frame }
        for (i, a) in frames.enumerated() {
            for b in frames[(i + 1)...] { #expect(a.intersection(b).map { $0.width * $0.height } ?? 0 < 1e-9) }
        }
        // Without that the shortest-column rule would have sent later items to other columns.
        let fresh = WaterfallLayout(columnCount: 3).prepareGeometry(in: LayoutContext(bounds: cv.bounds, itemCounts: [30], delegate: ds))
        let reshuffled = (4..<30).filter { fresh.column(ofItemAt: ip($0)) != before[$0] }
        #expect(reshuffled.count > 5, "the rule alone moves \(reshuffled.count) of the later items")
        // The next change lets the layout choose again.
        try ds.insert(at: ip(30), in: cv)
        for _ in 0..<30 { clock.frame(cv) }
        let chosen = WaterfallLayout(columnCount: 3).prepareGeometry(in: LayoutContext(bounds: cv.bounds, itemCounts: [31], delegate: ds))
        #expect((0..<31).allSatisfy { cv.layoutAttributesForItem(at: ip($0))?.frame == chosen.layoutAttributesForItem(at: ip($0))?.frame })
        #expect(ds.agrees(with: cv))
    }

    @Test("seed 003's swapping drag in a waterfall: the two items trade places and columns, every other item keeps its column")
    func waterfallSwap() throws {
        let ds = TestItems.movable([Array(0..<30)])
        let heights: [Double] = [89, 77, 88, 79, 147, 119, 60, 130]
        ds.heightRule = { heights[$0 % 8] }
        let cv = ds.makeCollectionView(WaterfallLayout(columnCount: 3))
        let d = ReorderDriver(cv)
        func columns() -> [Int] { (0..<30).map { Int((cv.layoutAttributesForItem(at: ip($0))!.frame.minX / 110).rounded()) } }
        let before = columns()
        #expect(cv.beginSwapReorder(at: ip(1), pointer: d.windowCentre(ip(1)), now: d.time) && cv.isSwapReordering)
        d.frame()
        let four = d.windowCentre(ip(4))
        cv.moveReorder(pointer: four, now: d.time)
        // One swap: 1 → 4, then 3 (where 4 went) → 1.
        #expect(ds.moves.count == 2 && ds.sections[0].prefix(5) == [0, 4, 2, 3, 1])
        #expect(cv.reorderSourceIndexPath == ip(4) && cv.layoutAttributesForItem(at: ip(4))?.center == four)
        cv.endReorder(now: d.time)
        d.settle()
        #expect(ds.moves.count == 2, "the drop moves nothing")
        #expect(columns() == before, "each place keeps its column: 1 and 4 traded theirs")
        #expect(ds.agrees(with: cv))
    }

    @Test("waterfall: across sections, sizes following the items")
    func waterfall() {
        let ds = TestItems.movable([[0, 1, 2, 3], [4, 5, 6, 7]])
        for id in 0..<8 { ds.sizes[id] = Size(width: 0, height: Double(40 + 20 * (id % 3))) }
        var layout = WaterfallLayout(columnCount: 3)
        layout.sectionInset = EdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        let cv = ds.makeCollectionView(layout)
        let d = ReorderDriver(cv)
        d.lift(ip(1))
        d.drag(to: d.windowCentre(ip(1, 1)))
        #expect(cv.reorderTargetIndexPath?.section == 1)
        cv.endReorder(now: d.time)
        d.settle()
        #expect(ds.moves.count == 1)
        #expect(ds.sections[0] == [0, 2, 3])
        #expect(ds.sections[1].contains(1) && ds.sections[1].count == 5)
        #expect(ds.agrees(with: cv))
        let moved = IndexPath(item: ds.sections[1].firstIndex(of: 1)!, section: 1)
        #expect(cv.layoutAttributesForItem(at: moved)?.size.height == 60)
    }

    @Test("waterfall: a delegate answering only the flow protocol sizes the preview too, each size following its item")
    func waterfallFlowDelegatePreview() throws {
        /// Flow sizes by label: "tall" items 120 high, the others 50; no waterfall answers at all.
        final class FlowSizes: FlowLayoutDelegate {
            let items: LabelledItems
            init(_ items: LabelledItems) { self.items = items }
            func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
                Size(width: 0, height: items.label(at: indexPath).hasPrefix("tall") ? 120 : 50)
            }
        }
        let items = LabelledItems(["tall 0", "1", "2", "3", "4", "5"])
        items.movable = { _ in true }
        let sizes = FlowSizes(items)
        let cv = items.makeCollectionView(WaterfallLayout(columnCount: 2), delegate: sizes, settled: true)
        #expect(cv.layoutAttributesForItem(at: ip(0))?.size.height == 120 && cv.layoutAttributesForItem(at: ip(1))?.size.height == 50)
        let d = ReorderDriver(cv)
        #expect(d.lift(ip(0)))
        d.drag(to: d.windowCentre(ip(3)))
        d.settle()
        let target = try #require(cv.reorderTargetIndexPath)
        #expect(target != ip(0))
        let lifted = try #require(cv.cellForItem(at: ip(0))?.layoutAttributes)
        #expect(abs(lifted.size.height - 120 * 1.08) < 1e-9, "the lifted item keeps its own height")
        for i in 1..<6 { #expect(cv.cellForItem(at: ip(i))?.layoutAttributes?.size.height == 50, "item \(i) keeps its own height") }
        d.drop()
        d.settle()
        #expect(items.agrees(with: cv))
        #expect(cv.layoutAttributesForItem(at: target)?.size.height == 120)
    }

    @Test("in the tree an item moves only among its siblings")
    func treeSiblings() {
        // Roots 0 and 1; 0's children 2, 3, 4; 1's children 5, 6.
        let ds = TestItems.movable([[0, 1], [2, 3, 4, 5, 6]])
        ds.tree = .parents([2: 0, 3: 0, 4: 0, 5: 1, 6: 1])
        let cv = ds.makeCollectionView(TreeLayout(), width: 600, height: 400)
        let d = ReorderDriver(cv)
        d.lift(ip(0, 1))
        var seen: Set<IndexPath> = []
        d.drag(to: d.windowCentre(ip(4, 1)), steps: 24)  // a cousin's place: the nearest sibling place wins
        for _ in 0..<10 { d.frame() }
        seen.insert(cv.reorderTargetIndexPath!)
        #expect(cv.reorderTargetIndexPath == ip(2, 1), "the last sibling's place, not a cousin's")
        cv.endReorder(now: d.time)
        d.settle()
        #expect(ds.sections == [[0, 1], [3, 4, 2, 5, 6]])
        #expect(ds.agrees(with: cv))
        // A root moves among roots only.
        d.lift(ip(0, 0))
        d.drag(to: d.windowCentre(ip(2, 1)), steps: 10)
        #expect(cv.reorderTargetIndexPath?.section == 0)
        cv.cancelReorder()
        d.settle()
        #expect(ds.moves.count == 1)
    }

    @Test("a tree whose shape comes from its customDataSource previews and restricts a drag as one driven by the delegate")
    func treeCustomDataSource() {
        // Roots 0 and 1; 0's children 2 and 3, 1's child 4; 2's child 5, 4's child 6.
        func make(custom: Bool) -> (TestItems, CollectionView, ReorderDriver) {
            let ds = TestItems.movable([[0, 1], [2, 3, 4], [5, 6]])
            ds.tree = .parents([2: 0, 3: 0, 4: 1, 5: 2, 6: 4])
            var tree = TreeLayout()
            if custom { tree.customDataSource = ds }
            let cv = ds.makeCollectionView(tree, width: 600, height: 400)
            if custom { cv.delegate = nil }
            return (ds, cv, ReorderDriver(cv))
        }
        let (byDelegate, cvD, d) = make(custom: false)
        let (byCustom, cvC, c) = make(custom: true)
        // Root 0 dragged below root 1: its subtree (2, 3 and 5) moves down with it in the preview.
        for drag in [d, c] {
            #expect(drag.lift(ip(0, 0)))
            drag.drag(to: drag.windowCentre(ip(1, 0)))
            #expect(drag.cv.reorderTargetIndexPath == ip(1, 0))
            drag.settle()
        }
        let frames = { (cv: CollectionView) in cv.indexPathsForVisibleItems.map { cv.cellForItem(at: $0)?.layoutAttributes?.frame } }
        #expect(frames(cvC) == frames(cvD))
        #expect(cvC.cellForItem(at: ip(0, 1))!.layoutAttributes!.frame.minY > cvC.cellForItem(at: ip(2, 1))!.layoutAttributes!.frame.minY,
                "2, a child of the moved root, is shown below 4, a child of the root that stays on top")
        for drag in [d, c] { drag.cancel(); drag.settle() }
        // A child moves among its siblings only: 2 dragged onto its cousin 4's place stays beside 3.
        #expect(c.lift(ip(0, 1)))
        c.drag(to: c.windowCentre(ip(2, 1)), steps: 24)
        #expect(cvC.reorderTargetIndexPath == ip(1, 1))
        c.drop()
        c.settle()
        #expect(byCustom.sections == [[0, 1], [3, 2, 4], [5, 6]])
        #expect(byDelegate.moves.isEmpty)
    }

    @Test("the delegate's targetIndexPathForMoveFromItemAt can keep items in their section")
    func delegateRestricts() {
        let ds = TestItems.movable([[0, 1, 2, 3, 4], [5, 6, 7, 8, 9]])
        ds.restrictTarget = { original, proposed in
            proposed.section == original.section ? proposed : IndexPath(item: 4, section: original.section)
        }
        var flow = FlowLayout()
        flow.sectionInset = EdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
        let cv = ds.makeCollectionView(flow)
        let d = ReorderDriver(cv)
        d.lift(ip(0))
        d.drag(to: Point(x: 145, y: 135))
        #expect(cv.reorderTargetIndexPath?.section == 0)
        cv.endReorder(now: d.time)
        d.settle()
        #expect(ds.sections[1] == [5, 6, 7, 8, 9])
        #expect(ds.agrees(with: cv))
    }

    @Test("replacing the layout mid-drag ends the drag without touching the data")
    func layoutReplaced() {
        let ds = TestItems.movable([Array(0..<10)])
        let cv = ds.makeCollectionView(FlowLayout())
        let d = ReorderDriver(cv)
        d.lift(ip(0))
        d.drag(to: d.windowCentre(ip(3)))
        cv.setCollectionViewLayout(CircleLayout())
        #expect(!cv.isReordering)
        cv.moveReorder(pointer: Point(x: 10, y: 10), now: d.time)
        cv.endReorder(now: d.time)
        d.frame()
        d.settle()
        #expect(ds.moves.isEmpty)
        #expect(liftedCell(cv) == nil)
        #expect(ds.agrees(with: cv))
    }
}

@Suite("Drag to reorder: auto-scroll")
struct ReorderAutoScrollTests {
    /// Drags item 2 to a still pointer at `y` and runs `seconds` of frames at `fps`; returns the offsets.
    private func run(fps: Double, y: Double, seconds: Double) -> (offset: Double, items: TestItems, cv: CollectionView) {
        let ds = TestItems.movable([Array(0..<1000)])
        let cv = ds.makeCollectionView(FlowLayout())
        let d = ReorderDriver(cv)
        #expect(cv.beginReorder(at: ip(2), pointer: Point(x: 145, y: 25), now: d.time))
        cv.moveReorder(pointer: Point(x: 145, y: y), now: d.time)
        let frames = Int((seconds * fps).rounded())
        for _ in 0..<frames { d.frame(1 / fps) }
        return (cv.contentOffset.y, ds, cv)
    }

    @Test("the content scrolls the same distance at 30 and 120 frames per second, as the closed form says")
    func frameRateIndependent() {
        let slow = run(fps: 30, y: 470, seconds: 1.5)
        let fast = run(fps: 120, y: 470, seconds: 1.5)
        #expect(slow.offset > 0)
        #expect(abs(slow.offset - fast.offset) < 1e-6, "30 fps: \(slow.offset), 120 fps: \(fast.offset)")
        let auto = AutoScroll()
        let expected = auto.distance(depth: auto.depth(position: 470, length: 480), heldFrom: 0, to: 1.5)
        #expect(abs(fast.offset - expected) < 1e-6)
        // The dragged item stayed under the still pointer while the content moved.
        let lifted = fast.cv.layoutAttributesForItem(at: ip(2))!
        #expect(abs(lifted.center.y - fast.cv.contentOffset.y - 470) < 1e-6)
        withExtendedLifetime((slow.items, fast.items)) {}
    }

    @Test("ramps up with time held, is capped, and scrolls up near the top edge")
    func rampAndCap() {
        let ds = TestItems.movable([Array(0..<1000)])
        let cv = ds.makeCollectionView(FlowLayout())
        let d = ReorderDriver(cv)
        cv.contentOffset = Point(x: 0, y: 6000)
        cv.layoutIfNeeded()
        #expect(cv.beginReorder(at: cv.indexPathsForVisibleItems[7], pointer: d.windowCentre(cv.indexPathsForVisibleItems[7]), now: d.time))
        // Beyond the bottom edge: full depth.
        cv.moveReorder(pointer: Point(x: 100, y: 520), now: d.time)
        var perSecond: [Double] = []
        for _ in 0..<3 {
            let start = cv.contentOffset.y
            for _ in 0..<60 { d.frame() }
            perSecond.append(cv.contentOffset.y - start)
        }
        let cap = AutoScroll().maximumSpeed
        #expect(perSecond[0] < perSecond[1], "ramps up")
        #expect(abs(perSecond[2] - cap) < 1e-6, "capped at full depth once ramped: \(perSecond)")
        // Near the top: scrolls the other way, starting slow again.
        cv.moveReorder(pointer: Point(x: 100, y: 30), now: d.time)
        let before = cv.contentOffset.y
        for _ in 0..<30 { d.frame() }
        #expect(cv.contentOffset.y < before)
        #expect(before - cv.contentOffset.y < cap * 0.5 * 0.5)
        // Out of the zones: no scrolling.
        cv.moveReorder(pointer: Point(x: 100, y: 240), now: d.time)
        let still = cv.contentOffset.y
        for _ in 0..<30 { d.frame() }
        #expect(cv.contentOffset.y == still)
        cv.endReorder(now: d.time)
        d.settle()
        #expect(ds.allIDs.sorted() == Array(0..<1000))
        #expect(ds.agrees(with: cv))
    }

    @Test("horizontal content scrolls along x, near the left and right edges")
    func horizontal() {
        let ds = TestItems.movable([Array(0..<300)])
        var flow = FlowLayout()
        flow.scrollDirection = .horizontal
        let cv = ds.makeCollectionView(flow)
        let d = ReorderDriver(cv)
        #expect(cv.beginReorder(at: ip(0), pointer: Point(x: 25, y: 25), now: d.time))
        cv.moveReorder(pointer: Point(x: 300, y: 240), now: d.time)
        for _ in 0..<60 { d.frame() }
        #expect(cv.contentOffset.x > 100)
        #expect(cv.contentOffset.y == 0)
        let lifted = cv.layoutAttributesForItem(at: ip(0))!
        #expect(abs(lifted.center.x - cv.contentOffset.x - 300) < 1e-6)
        cv.endReorder(now: d.time)
        d.settle()
        #expect(ds.moves.count == 1)
        #expect(ds.agrees(with: cv))
    }

    @Test("auto-scroll stops at the ends of the content")
    func clamped() {
        let ds = TestItems.movable([Array(0..<60)])
        let cv = ds.makeCollectionView(FlowLayout())
        let d = ReorderDriver(cv)
        #expect(cv.beginReorder(at: ip(0), pointer: Point(x: 25, y: 25), now: d.time))
        cv.moveReorder(pointer: Point(x: 25, y: 600), now: d.time)
        for _ in 0..<240 { d.frame() }
        // 60 items: 12 rows, 710 tall; the viewport is 480.
        #expect(cv.contentOffset.y == 230)
        cv.moveReorder(pointer: Point(x: 25, y: -100), now: d.time)
        for _ in 0..<240 { d.frame() }
        #expect(cv.contentOffset.y == 0)
        cv.endReorder(now: d.time)
        d.settle()
        #expect(ds.agrees(with: cv))
    }

    @Test("the edge zone begins where the visible content ends: a bottom content inset (the legend) moves it up")
    func zoneRespectsInset() {
        let ds = TestItems.movable([Array(0..<60)])
        let cv = ds.makeCollectionView(FlowLayout())
        cv.contentInset = EdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        let d = ReorderDriver(cv)
        #expect(cv.beginReorder(at: ip(0), pointer: Point(x: 25, y: 25), now: d.time))
        // 40 pt above the visible end (y 440), 80 above the window's: depth (64 − 40) / 64 = 0.375. One second
        // held: 1200 × 0.375² × (0.25 × 0.8 + 0.75 × 0.8 / 2 + 0.2) = 118.125 pt.
        cv.moveReorder(pointer: Point(x: 25, y: 400), now: d.time)
        for _ in 0..<60 { d.frame() }
        #expect(abs(cv.contentOffset.y - 118.125) < 1e-6, "\(cv.contentOffset)")
        cv.endReorder(now: d.time)
        d.settle()
        #expect(ds.agrees(with: cv))
    }

    @Test("the dragged cell stops at a bottom content inset: over the legend it scrolls at full speed, never under it")
    func liftedCellAboveInset() throws {
        let ds = TestItems.movable([Array(0..<60)])
        let cv = ds.makeCollectionView(FlowLayout())
        cv.contentInset = EdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        let d = ReorderDriver(cv)
        #expect(cv.beginReorder(at: ip(0), pointer: Point(x: 25, y: 25), now: d.time))
        cv.moveReorder(pointer: Point(x: 25, y: 470), now: d.time)
        for _ in 0..<15 {
            d.frame()
            let lifted = try #require(cv.layoutAttributesForItem(at: ip(0)))
            // 54 pt tall (50 × 1.08): its bottom exactly at the inset's top, y 440 in the window.
            #expect(abs(lifted.frame.maxY - cv.contentOffset.y - 440) < 1e-9, "\(lifted.frame) at \(cv.contentOffset)")
        }
        // Full depth from the start: 0.25 s at 1200 pt/s ramping from 25 %: 1200 × (0.25 × 0.25 + 0.75 × 0.25² / 1.6).
        #expect(abs(cv.contentOffset.y - 110.15625) < 1e-6, "\(cv.contentOffset)")
        cv.endReorder(now: d.time)
        d.settle()
        #expect(ds.agrees(with: cv))
    }

    @Test("while auto-scrolling, cells of different sizes reflow without ever piling up on one another")
    func noPileUp() throws {
        let ds = TestItems.movable([Array(0..<300)])
        ds.sizeRule = { id in Size(width: [40, 90, 60, 120, 50][id % 5], height: [40, 55, 70][id % 3]) }
        let cv = ds.makeCollectionView(FlowLayout())
        cv.contentInset = EdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        let d = ReorderDriver(cv)
        d.lift(ip(0))
        d.drag(to: Point(x: 160, y: 470), steps: 6)
        var worst: (Double, IndexPath, IndexPath)?
        for _ in 0..<120 {
            d.frame()
            let frames = cv.indexPathsForVisibleItems.filter { $0 != ip(0) }.compactMap { p in
                cv.cellForItem(at: p)?.layoutAttributes.map { (p, $0.frame) }
            }
            for (i, a) in frames.enumerated() {
                for b in frames[(i + 1)...] {
                    let area = a.1.intersection(b.1).map { $0.width * $0.height } ?? 0
                    if area > (worst?.0 ?? 0.5) { worst = (area, a.0, b.0) }
                }
            }
        }
        #expect(cv.contentOffset.y > 1000, "it scrolled: \(cv.contentOffset)")
        #expect(worst == nil, "cells overlapped: \(String(describing: worst))")
        cv.endReorder(now: d.time)
        d.settle()
        #expect(ds.agrees(with: cv))
    }
}
