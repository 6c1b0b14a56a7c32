import LayoutCore
import Testing

/// Frames of items `range`, in order.
private func frames(_ g: any LayoutGeometry, _ range: Range<Int>) -> [Rect] {
    range.map { g.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
}

/// Applies preferred sizes in place (one invalidation); returns the lines laid out item by item.
private func apply(_ sizes: [Int: Size], _ g: inout FlowLayout.Geometry, _ context: LayoutContext) -> Int {
    let before = g.linesLaidOutInPlace
    var c = LayoutInvalidationContext()
    for (item, size) in sizes { c.invalidateItem(at: IndexPath(item: item, section: 0), preferredSize: size) }
    #expect(g.invalidateLayout(with: &c, in: context))
    return g.linesLaidOutInPlace - before
}

/// When a preferred size moves where lines break, every line after it over items still at their estimate moves
/// too; those lines are kept in closed form, so the work stays near the change while the frames stay what a
/// fresh prepare gives for the same sizes.
@Suite("FlowLayout self-sizing: line breaks that shift")
struct FlowLayoutLineShiftTests {

    @Test("when a size shifts every later line break in a million items, a few lines are laid out and the frames are exact")
    func millionShift() {
        var flow = FlowLayout()
        flow.estimatedItemSize = Size(width: 50, height: 50)
        let n = 1_000_000
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [n])
        var g = flow.prepareGeometry(in: context)
        // 5 a line (290 of 320). Item 2 at 110 wide: line 0 holds items 0…3 (290), so lines start at 4, 9, …
        // where they started at 5, 10, …: no later line starts where an old one did.
        let laid = apply([2: Size(width: 110, height: 40)], &g, context)
        #expect(laid <= 8, "lines laid out item by item: \(laid)")
        #expect(frames(g, 0..<6) == [
            Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 70, y: 0, width: 50, height: 50),
            Rect(x: 140, y: 5, width: 110, height: 40), Rect(x: 270, y: 0, width: 50, height: 50),
            Rect(x: 0, y: 60, width: 50, height: 50), Rect(x: 67.5, y: 60, width: 50, height: 50),
        ])
        // Items 4 … 999,998 fill 199,999 lines of 5 from y 60; item 999,999 is alone on the last, left-aligned.
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 500_004, section: 0))?.frame == Rect(x: 0, y: 60 + 100_000 * 60, width: 50, height: 50))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 500_006, section: 0))?.frame == Rect(x: 135, y: 60 + 100_000 * 60, width: 50, height: 50))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 999_998, section: 0))?.frame == Rect(x: 270, y: 60 + 199_998 * 60, width: 50, height: 50))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame == Rect(x: 0, y: 60 + 199_999 * 60, width: 50, height: 50))
        #expect(g.collectionViewContentSize.height == 60 + 199_999 * 60 + 50)
        let middle = Rect(x: 0, y: 60 + 100_000 * 60 - 1, width: 320, height: 2)
        #expect(g.layoutAttributesForElements(in: middle).map(\.indexPath.item) == Array(500_004..<500_009))
        // Back at 50 wide, the breaks shift back: again a few lines, and the original grid.
        let laidBack = apply([2: Size(width: 50, height: 50)], &g, context)
        #expect(laidBack <= 8, "lines laid out item by item: \(laidBack)")
        #expect(g.collectionViewContentSize.height == 200_000 * 60 - 10)
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 500_004, section: 0))?.frame == Rect(x: 270, y: 100_000 * 60, width: 50, height: 50))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame == Rect(x: 270, y: 199_999 * 60, width: 50, height: 50))
    }

    @Test("when a screen of sizes arrives at a time while scrolling a million items, each costs about its lines and the frames match a fresh prepare")
    func millionScroll() {
        var rng = SplitMix64(seed: 41)
        var flow = FlowLayout()
        flow.estimatedItemSize = Size(width: 50, height: 50)
        let n = 1_000_000
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [n])
        var g = flow.prepareGeometry(in: context)
        var sizes: [Int: Size] = [:]
        // From the middle down, 40 items a screen (about 10 lines), widths 30 … 200 so breaks keep shifting.
        var next = 500_000
        for _ in 0..<25 {
            var batch: [Int: Size] = [:]
            for item in next..<(next + 40) {
                batch[item] = Size(width: Double(30 + rng.next() % 171), height: Double(30 + rng.next() % 91))
            }
            next += 40
            sizes.merge(batch) { $1 }
            let laid = apply(batch, &g, context)
            #expect(laid <= 40, "lines laid out item by item for a screen: \(laid)")
        }
        let fresh = prepared(FlowLayout(), viewport: Size(width: 320, height: 480), counts: [n],
                             delegate: SizeFunctionDelegate { sizes[$0.item] ?? Size(width: 50, height: 50) })
        for range in [0..<20, 499_980..<501_100, 999_900..<n] { #expect(frames(g, range) == frames(fresh, range)) }
        #expect(g.collectionViewContentSize == fresh.collectionViewContentSize)
        for y in [0, fresh.collectionViewContentSize.height / 2, fresh.collectionViewContentSize.height - 300] {
            let rect = Rect(x: 0, y: y, width: 320, height: 480)
            #expect(g.layoutAttributesForElements(in: rect).map(\.frame) == fresh.layoutAttributesForElements(in: rect).map(\.frame))
        }
    }

    @Test("when sizes arrive in random order with many items left at their estimate, every frame matches a fresh prepare")
    func randomOrderMatchesFresh() {
        var rng = SplitMix64(seed: 9)
        let n = 4000
        var flow = FlowLayout()
        flow.estimatedItemSize = Size(width: 50, height: 30)
        flow.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 400, height: 480), itemCounts: [n])
        var g = flow.prepareGeometry(in: context)
        var sizes = [Size](repeating: Size(width: 50, height: 30), count: n)
        for step in 0..<240 {
            var batch: [Int: Size] = [:]
            let first = Int(rng.next() % UInt64(n))
            for item in first..<Swift.min(n, first + 1 + Int(rng.next() % 12)) {
                // Some go back to the estimate, so runs of it split and join again.
                sizes[item] = rng.next() % 4 == 0 ? Size(width: 50, height: 30)
                    : Size(width: Double(10 + rng.next() % 200), height: Double(10 + rng.next() % 60))
                batch[item] = sizes[item]
            }
            _ = apply(batch, &g, context)
            guard step % 30 == 29 else { continue }
            var plain = FlowLayout()
            plain.sectionInset = flow.sectionInset
            let fresh = prepared(plain, viewport: Size(width: 400, height: 480), counts: [n], delegate: SizeFunctionDelegate { sizes[$0.item] })
            #expect(frames(g, 0..<n) == frames(fresh, 0..<n), "after \(step + 1) batches")
            #expect(g.collectionViewContentSize == fresh.collectionViewContentSize)
            for y in stride(from: 0.0, to: fresh.collectionViewContentSize.height, by: 997) {
                let rect = Rect(x: 0, y: y, width: 400, height: 480)
                #expect(g.layoutAttributesForElements(in: rect).map(\.frame) == fresh.layoutAttributesForElements(in: rect).map(\.frame))
            }
        }
    }
}
