import Testing
import LayoutCore
import LayoutCoreTestSupport

/// Items with unique ids whose edits (cut, copy, paste, moves) are batch updates, so the multiset of ids is known
/// after any sequence: the starting ids minus the deleted plus the inserted, each exactly once. Flow sizes and
/// waterfall heights follow from the id; the tree is binary by position.
private func fuzzItems(counts: [Int]) -> TestItems {
    let items = TestItems(counts: counts)
    items.movable = { _ in true }
    items.editActions = [.cut, .copy, .paste]
    items.sizeRule = { id in Size(width: Double(30 + id % 5 * 12), height: Double(30 + id % 3 * 15)) }
    items.heightRule = { id in Double(40 + id % 7 * 13) }
    items.tree = .binary
    return items
}

private func layouts() -> [any CollectionLayout] {
    var flow = FlowLayout()
    flow.headerReferenceSize = Size(width: 0, height: 24)
    flow.sectionHeadersPinToVisibleBounds = true
    var waterfall = WaterfallLayout()
    waterfall.footerHeight = 18
    return [flow, waterfall, TreeLayout(), TreeLayout(compact: true), CircleLayout(), CarouselLayout(),
            SectionBackgroundDecorator(base: flow, defaultColor: Color(hex: 0x303030))]
}

/// Random input through the interaction (pointer, wheel, keys including the edit shortcuts), layout switches
/// plain, animated and interactive, resizes from 1×1 up, time jumps and reloads, the invariants checked after
/// every event and every frame, and the ids a permutation of what the edits leave.
@Suite("Invariants under random interaction")
struct InvariantFuzzTests {
    @Test("seeded random events keep every invariant", arguments: Array(1...6) as [UInt64])
    func randomEvents(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let ds = fuzzItems(counts: [14, 0, 9, 5])
        let all = layouts()
        let cv = ds.makeCollectionView(all[0], settled: false)
        let ix = CollectionViewInteraction(collectionView: cv)
        ix.doubleClickAction = { _ in }
        let clock = TestClock()
        var pointer = Point(x: 100, y: 100)
        var buttonDown = false
        var log: [String] = []

        func time() -> Timestamp { clock.time }
        func check(_ what: String) -> Bool {
            let problems = ix.checkInvariants()
            guard problems.isEmpty else {
                Issue.record("seed \(seed), after \(log.suffix(12).joined(separator: "; ")) → \(what): \(problems)")
                return false
            }
            if !ds.refusals.isEmpty {
                Issue.record("seed \(seed): \(ds.refusals) after \(log.suffix(12))")
                return false
            }
            if Set(ds.allIDs) != ds.expected || ds.allIDs.count != ds.expected.count {
                Issue.record("seed \(seed): ids \(ds.allIDs.sorted()) ≠ expected \(ds.expected.sorted()) after \(log.suffix(12))")
                return false
            }
            return true
        }
        func frame(_ dt: Double = 1.0 / 60) -> Bool {
            clock.frame(cv, ix, dt: dt)
            return check("frame")
        }
        /// An edit the data source makes; the collection view must accept it.
        func edit(_ what: String, _ body: () throws -> Void) {
            do { try body() } catch { Issue.record("seed \(seed): \(what) refused: \(error)") }
        }
        func randomPoint() -> Point {
            let size = cv.viewportSize
            return Point(x: Double.random(in: -10...(size.width + 10), using: &rng), y: Double.random(in: -10...(size.height + 10), using: &rng))
        }
        func randomItem() -> IndexPath? {
            let filled = ds.sections.indices.filter { !ds.sections[$0].isEmpty }
            guard let s = filled.randomElement(using: &rng) else { return nil }
            return IndexPath(item: Int.random(in: 0..<ds.sections[s].count, using: &rng), section: s)
        }

        cv.advance(to: time())
        for step in 0..<1500 {
            let roll = Int.random(in: 0..<100, using: &rng)
            switch roll {
            case 0..<14:
                pointer = randomPoint()
                log.append("down \(pointer)")
                ix.handle(PointerEvent(.down, at: pointer, modifiers: Bool.random(using: &rng) ? [] : .control, timestamp: time()))
                buttonDown = true
            case 14..<34:
                pointer = pointer + Point(x: Double.random(in: -60...60, using: &rng), y: Double.random(in: -60...60, using: &rng))
                log.append("move \(pointer)")
                ix.handle(PointerEvent(.move, at: pointer, timestamp: time()))
            case 34..<44:
                log.append("up")
                ix.handle(PointerEvent(.up, at: pointer, timestamp: time()))
                buttonDown = false
            case 44..<47:
                log.append("secondary click")
                ix.handle(PointerEvent(.down, at: randomPoint(), button: .secondary, timestamp: time()))
                ix.handle(PointerEvent(.up, at: pointer, button: .secondary, timestamp: time()))
            case 47..<52:
                let mods: Modifiers = [[], .shift, .control].randomElement(using: &rng)!
                log.append("wheel \(mods)")
                ix.handle(WheelEvent(dy: Double.random(in: -4...4, using: &rng), location: randomPoint(), modifiers: mods, timestamp: time()))
            case 52..<62:
                let keys: [KeyEvent.Key] = [.up, .down, .left, .right, .space, .enter, .escape, .pageDown, .pageUp, .home, .end]
                let key = keys.randomElement(using: &rng)!
                log.append("key \(key)")
                if !ix.handle(KeyEvent(key, timestamp: time())) { cv.handle(KeyEvent(key, timestamp: time())) }
            case 62..<67:
                let c: Character = ["a", "x", "c", "v"].randomElement(using: &rng)!
                log.append("ctrl+\(c)")
                ix.handle(KeyEvent(.character(c), modifiers: .control, timestamp: time()))
            case 67..<71:
                let layout = all.randomElement(using: &rng)!
                let animated = Bool.random(using: &rng)
                log.append("layout \(layout.name) animated \(animated)")
                cv.setCollectionViewLayout(layout, animated: animated)
            case 71..<72:
                log.append("interactive transition")
                if cv.isInteractiveTransitionActive {
                    if Bool.random(using: &rng) { cv.finishInteractiveTransition() } else { cv.cancelInteractiveTransition() }
                } else if !cv.isTransitioning {
                    cv.startInteractiveTransition(to: all.randomElement(using: &rng)!)
                    cv.updateInteractiveTransition(progress: Double.random(in: 0...1, using: &rng))
                }
            case 72..<77:
                let sizes = [Size(width: 1, height: 1), Size(width: 320, height: 480), Size(width: 800, height: 240),
                             Size(width: 57, height: 900), Size(width: 1920, height: 1080)]
                let size = sizes.randomElement(using: &rng)!
                log.append("resize \(size)")
                cv.viewportSize = size
            case 77..<80:
                log.append("selection mode")
                ix.selectionMode = CollectionViewInteraction.SelectionMode.allCases.randomElement(using: &rng)!
            case 80..<83:
                if let at = randomItem() {
                    log.append("delete \(at)")
                    edit("delete") { try ds.delete([at], in: cv) }
                }
            case 83..<86 where !ds.sections.isEmpty:
                let s = Int.random(in: 0..<ds.sections.count, using: &rng)
                let at = IndexPath(item: Int.random(in: 0...ds.sections[s].count, using: &rng), section: s)
                log.append("insert \(at)")
                edit("insert") { try ds.insert(at: at, in: cv) }
            case 86..<88:
                if Bool.random(using: &rng) {
                    // Other data altogether (the playground's data-set switch), possibly mid-animation or mid-drag.
                    let counts = (0..<Int.random(in: 0...5, using: &rng)).map { _ in Int.random(in: 0...20, using: &rng) }
                    ds.sections = counts.map { n in (0..<n).map { _ in defer { ds.nextID += 1 }; return ds.nextID } }
                    ds.expected = Set(ds.allIDs)
                    log.append("new data \(counts)")
                } else {
                    log.append("reload")
                }
                cv.reloadData()
            case 88..<89:
                let r = Int.random(in: 0..<5, using: &rng)
                if r == 0, let from = randomItem() {
                    let s = Int.random(in: 0..<ds.sections.count, using: &rng)
                    let extra = from.section == s ? 0 : 1
                    let to = IndexPath(item: Int.random(in: 0..<(ds.sections[s].count + extra), using: &rng), section: s)
                    log.append("move \(from) → \(to)")
                    edit("move") { try ds.move(from, to: to, in: cv) }
                } else if r == 1, ds.sections.count > 1 {
                    let s = Int.random(in: 0..<ds.sections.count, using: &rng)
                    log.append("delete section \(s)")
                    edit("section delete") { try ds.deleteSection(s, in: cv) }
                } else if r == 2, ds.sections.count < 8 {
                    let s = Int.random(in: 0...ds.sections.count, using: &rng)
                    log.append("insert section \(s)")
                    edit("section insert") { try ds.insertSection(s, in: cv) }
                } else if r == 3, !ds.sections.isEmpty {
                    // A silent change (bad input): the next update cycle reports it and reloads.
                    let s = Int.random(in: 0..<ds.sections.count, using: &rng)
                    ds.sections[s].append(ds.nextID)
                    ds.expected.insert(ds.nextID)
                    ds.nextID += 1
                    log.append("silent append to \(s)")
                    cv.layoutIfNeeded()
                } else {
                    let inset = Double.random(in: 0...60, using: &rng)
                    log.append("inset \(inset)")
                    cv.contentInset = EdgeInsets(top: inset, left: 0, bottom: inset / 2, right: 0)
                }
            case 89..<90:
                let jump = Double.random(in: 0.2...3, using: &rng)
                log.append("time jump \(jump)")
                clock.now += jump
            default:
                log.append("frames")
                for _ in 0..<Int.random(in: 1...40, using: &rng) where !frame() { return }
            }
            // An interactive transition is let go of soon, as a user would.
            if cv.isInteractiveTransitionActive && Int.random(in: 0..<4, using: &rng) == 0 {
                log.append("finish interactive")
                cv.finishInteractiveTransition()
            }
            guard check("event"), frame() else { return }
            if step % 300 == 299 && buttonDown {
                ix.handle(PointerEvent(.up, at: pointer, timestamp: time()))
                buttonDown = false
            }
        }
        #expect(cv.problems.allSatisfy { $0.contains("without performBatchUpdates or reloadData") }, "seed \(seed)")
    }
}
