import LayoutCore
import LayoutCoreTestSupport
import Testing

private func selfSizingFlow() -> FlowLayout {
    var flow = FlowLayout()
    flow.estimatedItemSize = FlowLayout.automaticSize
    flow.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    return flow
}

/// Every item's frame, in order.
private func frames(_ g: any LayoutGeometry, count: Int) -> [Rect] {
    (0..<count).map { g.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
}

@Suite("FlowLayout self-sizing")
struct FlowLayoutSelfSizingTests {
    // The fake measurer: 7 points per character at 14 pt, lines 17.5 high; padding 8 on each side.
    let measurer = MonospacedTextMeasurer()

    @Test("when a label is measured, the cell prefers its size plus padding, wrapped at the width allowed, at most 3 lines")
    func fittingSize() {
        // 10 characters: 70 + 16 wide, one line: 17.5 + 16 → 34 (rounded up).
        #expect(CollectionViewCell.fittingSize(of: "abcdefghij", measurer: measurer, fontSize: 14, maximumWidth: .infinity)
                    == Size(width: 86, height: 34))
        // 60 characters in 380 points (364 for text: 52 characters a line) take two lines.
        let sixty = (0..<10).map { _ in "abcde" }.joined(separator: " ") + "ab"
        let s = CollectionViewCell.fittingSize(of: sixty, measurer: measurer, fontSize: 14, maximumWidth: 380)
        #expect(s.width <= 380)
        #expect(s.height == 2 * 17.5 + 16)
    }

    @Test("cells that size themselves smaller than estimated at the end of the content leave the offset within the new content")
    func shrinkingAtTheEndKeepsTheOffsetInRange() {
        let ds = LabelledItems((0..<300).map { "\($0)" })
        var flow = selfSizingFlow()
        flow.itemSize = Size(width: 120, height: 90)  // the estimate: larger than any label's cell
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: flow)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.textMeasurer = measurer
        cv.dataSource = ds
        cv.layoutIfNeeded()
        cv.contentOffset = Point(x: 0, y: 1_000_000)
        cv.layoutIfNeeded()
        #expect(cv.contentOffset.y <= cv.maximumContentOffset.y && cv.contentOffset.y >= 0)
        #expect(cv.checkInvariants() == [])
    }

    @Test("wrapped in section backgrounds, a self-sizing flow sizes its cells in place and the background follows the section")
    func decoratedSelfSizing() throws {
        let labels = ["a", "hello world", "mid size label", "x", "another one", "short"]
        let ds = LabelledItems(labels)
        let decorated = SectionBackgroundDecorator(base: selfSizingFlow(), defaultColor: Color(hex: 0x224466))
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: decorated)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.textMeasurer = measurer
        cv.dataSource = ds
        cv.layoutIfNeeded()
        let preferred = labels.map { CollectionViewCell.fittingSize(of: $0, measurer: measurer, fontSize: 14, maximumWidth: 380) }
        let g = try #require(cv.geometry)
        #expect(frames(g, count: labels.count).map(\.size) == preferred, "sized through the wrapper")
        #expect(cv.prepareCount == 1 && cv.inPlaceInvalidationCount > 0, "in place, not by preparing again")
        let background = try #require(cv.visibleLayoutAttributes.first { $0.category.kind == SectionBackgroundDecorator<FlowLayout>.elementKind })
        let items = frames(g, count: labels.count)
        #expect(background.frame.maxY == items.map(\.maxY).max()! + 10, "the background ends at the sized section's bottom inset")
    }

    @Test("when every cell sizes itself in a 400-point window, frames are the flow's for the preferred sizes")
    func framesFollowFlowRules() {
        let sixty = (0..<12).map { _ in "word" }.joined(separator: " ") + " end"
        let labels = ["a", "hello", sixty, "mid size label", "x", "another one", "short", sixty, "b", "c"]
        let ds = LabelledItems(labels)
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: selfSizingFlow())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.textMeasurer = measurer
        cv.dataSource = ds
        cv.layoutIfNeeded()

        // Each cell's size is its label's plus padding, capped at the line's 380 points.
        let preferred = labels.map { CollectionViewCell.fittingSize(of: $0, measurer: measurer, fontSize: 14, maximumWidth: 380) }
        #expect(preferred[0] == Size(width: 23, height: 34))
        #expect(preferred[2].width <= 380 && (preferred[2].height == 51 || preferred[2].height == 68.5.rounded(.up)))
        let g = cv.geometry!
        #expect(frames(g, count: labels.count).map(\.size) == preferred)
        // The same frames as a flow prepared with those sizes from the start.
        var plain = FlowLayout()
        plain.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let fresh = prepared(plain, viewport: Size(width: 400, height: 800), counts: [labels.count],
                             delegate: SizeFunctionDelegate { preferred[$0.item] })
        #expect(frames(g, count: labels.count) == frames(fresh, count: labels.count))
        #expect(g.collectionViewContentSize == fresh.collectionViewContentSize)
        // Sized in place in the same update cycle: one prepare, every visible cell drawn at its preferred size.
        #expect(cv.prepareCount == 1)
        #expect(cv.inPlaceInvalidationCount > 0)
        #expect(cv.visibleLayoutAttributes.map(\.size) == preferred)
    }

    @Test("when sizes change one by one in a varied section, lines match a fresh prepare exactly")
    func incrementalMatchesFresh() {
        var rng = SplitMix64(seed: 7)
        let n = 400
        var sizes = (0..<n).map { _ in Size(width: Double(20 + rng.next() % 90), height: Double(20 + rng.next() % 40)) }
        var flow = FlowLayout()
        flow.estimatedItemSize = Size(width: 50, height: 30)
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [n])
        var g = flow.prepareGeometry(in: context)
        // First every item gets its size, then 200 random changes (growing, shrinking, first items of lines).
        var order = Array(0..<n)
        for _ in 0..<200 { order.append(Int(rng.next() % UInt64(n))) }
        for (step, item) in order.enumerated() {
            if step >= n { sizes[item] = Size(width: Double(10 + rng.next() % 150), height: Double(10 + rng.next() % 60)) }
            var c = LayoutInvalidationContext()
            c.invalidateItem(at: IndexPath(item: item, section: 0), preferredSize: sizes[item])
            #expect(g.invalidateLayout(with: &c, in: context))
        }
        let fresh = prepared(FlowLayout(), viewport: Size(width: 320, height: 480), counts: [n],
                             delegate: SizeFunctionDelegate { sizes[$0.item] })
        #expect(frames(g, count: n) == frames(fresh, count: n))
        #expect(g.collectionViewContentSize == fresh.collectionViewContentSize)
        let rect = Rect(x: 0, y: 1000, width: 320, height: 480)
        #expect(g.layoutAttributesForElements(in: rect).map(\.frame) == fresh.layoutAttributesForElements(in: rect).map(\.frame))
        #expect(!g.hasEstimatedSize(forItemAt: IndexPath(item: 0, section: 0)))
    }

    @Test("when an item above the visible area grows, the content offset moves by the same amount")
    func offsetAdjustment() {
        var flow = FlowLayout()
        flow.estimatedItemSize = Size(width: 100, height: 50)
        // 3 items a line (320 wide), lines 60 apart; the view looks at y 600 (line 10).
        let context = LayoutContext(bounds: Rect(x: 0, y: 600, width: 320, height: 480), itemCounts: [1000])
        var g = flow.prepareGeometry(in: context)
        var above = LayoutInvalidationContext()
        above.invalidateItem(at: IndexPath(item: 3, section: 0), preferredSize: Size(width: 100, height: 80))
        #expect(g.invalidateLayout(with: &above, in: context))
        #expect(above.contentOffsetAdjustment == Point(x: 0, y: 30))
        #expect(above.contentSizeAdjustment == Size(width: 0, height: 30))
        // Item 30 (line 10) moved down by 30, and so does everything below it.
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 30, section: 0))?.frame.minY == 630)
        var below = LayoutInvalidationContext()
        below.invalidateItem(at: IndexPath(item: 60, section: 0), preferredSize: Size(width: 100, height: 20))
        #expect(g.invalidateLayout(with: &below, in: context))
        #expect(below.contentOffsetAdjustment == .zero)
        #expect(below.contentSizeAdjustment == .zero)  // the line keeps its two 50-high items
    }

    @Test("when one preferred size arrives in a million-item flow, it is applied in place, not by a prepare")
    func millionInPlace() {
        var flow = FlowLayout()
        flow.estimatedItemSize = Size(width: 50, height: 50)
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [1_000_000])
        var g = flow.prepareGeometry(in: context)
        // 5 a line, 200,000 lines, 60 apart.
        #expect(g.collectionViewContentSize.height == 200_000 * 60 - 10)
        var c = LayoutInvalidationContext()
        c.invalidateItem(at: IndexPath(item: 2, section: 0), preferredSize: Size(width: 300, height: 70))
        #expect(g.invalidateLayout(with: &c, in: context))
        // Item 2 no longer fits on line 0 (50+50+300 > 320): it takes line 1 alone, items 3… follow.
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 10, y: 60, width: 300, height: 70))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == Rect(x: 0, y: 140, width: 50, height: 50))
        // Items 3 … 999,999 fill 199,999 lines of 5 from y 140, then a last line of 2, left-aligned.
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame
                    == Rect(x: 60, y: 140 + 199_999 * 60, width: 50, height: 50))
        #expect(g.collectionViewContentSize.height == 140 + 199_999 * 60 + 50)
    }

    @Test("when a layout does not size itself, cells are not asked and nothing is invalidated in place")
    func notSelfSizing() {
        let ds = LabelledItems(["a", "bb"])
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: FlowLayout())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.textMeasurer = measurer
        cv.dataSource = ds
        cv.layoutIfNeeded()
        #expect(cv.visibleLayoutAttributes.map(\.size) == [Size(width: 50, height: 50), Size(width: 50, height: 50)])
        #expect(cv.inPlaceInvalidationCount == 0)
    }
}

/// Sizes given per item and all at once.
private final class BulkSizes: FlowLayoutDelegate {
    let sizes: [Size]
    init(_ sizes: [Size]) { self.sizes = sizes }
    func flowLayout(_ layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? { sizes }
}

@Suite("FlowLayout bulk sizes")
struct FlowLayoutBulkSizesTests {
    @Test("when the delegate gives a section's sizes at once, frames are those of per-item answers")
    func bulkMatchesPerItem() {
        var rng = SplitMix64(seed: 3)
        let sizes = (0..<300).map { _ in Size(width: Double(20 + rng.next() % 120), height: Double(20 + rng.next() % 50)) }
        var flow = FlowLayout()
        flow.itemScale = 1.5
        let bulk = prepared(flow, viewport: Size(width: 320, height: 480), counts: [300], delegate: BulkSizes(sizes))
        let perItem = prepared(flow, viewport: Size(width: 320, height: 480), counts: [300], delegate: SizeFunctionDelegate { sizes[$0.item] })
        #expect(frames(bulk, count: 300) == frames(perItem, count: 300))
        // A bulk answer of the wrong length is not used: the layout's item size (no per-item answer) applies.
        let short = prepared(FlowLayout(), viewport: Size(width: 320, height: 480), counts: [5], delegate: BulkSizes(sizes))
        #expect(short.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.size == Size(width: 50, height: 50))
    }
}

@Suite("FlowLayout self-sizing, horizontal")
struct FlowLayoutHorizontalSelfSizingTests {
    let measurer = MonospacedTextMeasurer()

    private func horizontalFlow() -> FlowLayout {
        var flow = selfSizingFlow()
        flow.scrollDirection = .horizontal
        return flow
    }

    @Test("when cells size themselves in a horizontal flow, lines are columns: items stack down a column while they fit, the column as wide as its widest item")
    func columnsFollowFlowRules() throws {
        let labels = ["a", "hello", "mid size label", "x", "another one", "short", "a rather longer label", "b", "c", "end"]
        let ds = LabelledItems(labels)
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 400, height: 200), collectionViewLayout: horizontalFlow())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.textMeasurer = measurer
        cv.dataSource = ds
        cv.layoutIfNeeded()
        // One line each (no wrapping across the scroll direction): 7 a character plus 16, 34 tall.
        let preferred = labels.map { CollectionViewCell.fittingSize(of: $0, measurer: measurer, fontSize: 14, maximumWidth: .infinity) }
        #expect(preferred[2] == Size(width: 114, height: 34))
        let g = try #require(cv.geometry)
        // 180 points of column (200 less the insets): four 34-tall items with 10 between them fit (166), five do not.
        // Column 0 is items 0…3, spread to fill the height (gaps of (180 − 136) / 3), as wide as "mid size label";
        // thinner items are centred across it. Column 1 starts 10 after it.
        let f = frames(g, count: labels.count)
        #expect(f[0] == Rect(x: 10 + (114 - 23) / 2, y: 10, width: 23, height: 34))
        #expect(f[2] == Rect(x: 10, y: 10 + 2 * (34 + 44.0 / 3), width: 114, height: 34))
        // Column 1 (items 4…7) is as wide as "a rather longer label" (163) and starts 10 after column 0.
        #expect(f[3].minY == 156 && f[6].minX == 10 + 114 + 10 && f[6].width == 163 && f[4].minX == 134 + (163 - 93) / 2)
        // Exactly the frames of a horizontal flow given those sizes from the start.
        var plain = FlowLayout()
        plain.scrollDirection = .horizontal
        plain.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let fresh = prepared(plain, viewport: Size(width: 400, height: 200), counts: [labels.count],
                             delegate: SizeFunctionDelegate { preferred[$0.item] })
        #expect(f == frames(fresh, count: labels.count))
        #expect(g.collectionViewContentSize == fresh.collectionViewContentSize)
        #expect(cv.prepareCount == 1 && cv.inPlaceInvalidationCount > 0)
        #expect(cv.checkInvariants() == [])
        // An estimated cell may be as wide as the view less the insets (380): a longer label wraps, so one label
        // cannot make a column wider than the screen.
        let estimated = horizontalFlow().prepareGeometry(in: LayoutContext(bounds: Rect(x: 0, y: 0, width: 400, height: 200), itemCounts: [3]))
        #expect(estimated.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?[custom: CollectionViewCell.maximumWidthAttributeKey] == .number(380))
    }

    @Test("when an item left of the visible area widens its column, the content offset moves right by as much")
    func offsetAdjustment() {
        var flow = FlowLayout()
        flow.scrollDirection = .horizontal
        flow.estimatedItemSize = Size(width: 100, height: 50)
        // 480 tall: 8 items a column, columns 110 apart; the view looks at x 550 (column 5).
        let context = LayoutContext(bounds: Rect(x: 550, y: 0, width: 320, height: 480), itemCounts: [1000])
        var g = flow.prepareGeometry(in: context)
        var left = LayoutInvalidationContext()
        left.invalidateItem(at: IndexPath(item: 9, section: 0), preferredSize: Size(width: 160, height: 50))
        #expect(g.invalidateLayout(with: &left, in: context))
        #expect(left.contentOffsetAdjustment == Point(x: 60, y: 0))
        #expect(left.contentSizeAdjustment == Size(width: 60, height: 0))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 40, section: 0))?.frame.minX == 610)
        // A taller item that no longer fits its column pushes the column's last item into the next.
        var taller = LayoutInvalidationContext()
        taller.invalidateItem(at: IndexPath(item: 800, section: 0), preferredSize: Size(width: 100, height: 100))
        #expect(g.invalidateLayout(with: &taller, in: context))
        #expect(taller.contentOffsetAdjustment == .zero)
        var sizes = [Int: Size]()
        sizes[9] = Size(width: 160, height: 50); sizes[800] = Size(width: 100, height: 100)
        var plain = FlowLayout()
        plain.scrollDirection = .horizontal
        let fresh = prepared(plain, viewport: Size(width: 320, height: 480), counts: [1000],
                             delegate: SizeFunctionDelegate { sizes[$0.item] ?? Size(width: 100, height: 50) })
        #expect(frames(g, count: 1000) == frames(fresh, count: 1000))
        #expect(g.collectionViewContentSize == fresh.collectionViewContentSize)
    }
}
