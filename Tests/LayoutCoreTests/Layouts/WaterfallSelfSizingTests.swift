import LayoutCore
import LayoutCoreTestSupport
import Testing

private func ip(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

private func selfSizingWaterfall(columns: Int = 3, estimate: Double = 50) -> WaterfallLayout {
    var w = WaterfallLayout(columnCount: columns)
    w.estimatedItemHeight = estimate
    return w
}

/// Every item's frame, section by section.
private func itemFrames(_ g: any LayoutGeometry, counts: [Int]) -> [Rect] {
    counts.enumerated().flatMap { s, n in (0..<n).map { g.layoutAttributesForItem(at: ip($0, s))!.frame } }
}

@Suite("Waterfall self-sizing")
struct WaterfallSelfSizingTests {
    let measurer = MonospacedTextMeasurer()

    @Test("when cells size themselves, each is as tall as its label wrapped at the column's width, in the waterfall's fill order")
    func cellsAtTheirLabels() throws {
        // 7 points a character, 17.5 a line, 8 padding: a 100-wide column wraps text at 84 points (12 characters).
        let labels = ["short", "a label of three lines at least here", "mid length one", "x", "two words", "longer label text"]
        let ds = LabelledItems(sections: [labels])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(selfSizingWaterfall(), size: Size(width: 320, height: 600), measurer: MonospacedTextMeasurer())
        cv.layoutIfNeeded()
        let heights = labels.map { CollectionViewCell.fittingSize(of: $0, measurer: measurer, fontSize: 14, maximumWidth: 100).height }
        #expect(heights == [34, 69, 51, 34, 34, 51])
        let g = try #require(cv.geometry)
        // Columns 100 wide at x 0, 110, 220; each item goes to the shortest column (ties left), 10 apart: after
        // items 0…3 the columns end at 88, 79 and 61, so item 4 goes right and item 5 to the middle.
        #expect(itemFrames(g, counts: [6]) == [
            Rect(x: 0, y: 0, width: 100, height: 34), Rect(x: 110, y: 0, width: 100, height: 69),
            Rect(x: 220, y: 0, width: 100, height: 51), Rect(x: 0, y: 44, width: 100, height: 34),
            Rect(x: 220, y: 61, width: 100, height: 34), Rect(x: 110, y: 79, width: 100, height: 51),
        ])
        #expect(g.collectionViewContentSize == Size(width: 320, height: 130))
        // The same as a waterfall given those heights from the start; sized in place in the first update cycle.
        let fresh = waterfallPrepared(WaterfallLayout(columnCount: 3), counts: [6], delegate: WaterfallHeightFunction { heights[$0.item] })
        #expect(itemFrames(fresh, counts: [6]) == itemFrames(g, counts: [6]))
        #expect(cv.prepareCount == 1 && cv.inPlaceInvalidationCount > 0)
        #expect(cv.visibleLayoutAttributes.filter { $0.category == .cell }.map(\.size.height) == heights)
        #expect(!g.hasEstimatedSize(forItemAt: ip(0)))
    }

    @Test("when one preferred height arrives, the items after it in the fill order are placed again and the content grows")
    func fillOrderAfterAPreferredHeight() {
        let layout = selfSizingWaterfall()
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [6])
        var g = layout.prepareGeometry(in: context)
        #expect(g.hasEstimatedSize(forItemAt: ip(4)))
        // At the estimate: two rows of three, 50 tall, 60 apart.
        #expect(itemFrames(g, counts: [6])[3...] == [Rect(x: 0, y: 60, width: 100, height: 50), Rect(x: 110, y: 60, width: 100, height: 50),
                                                      Rect(x: 220, y: 60, width: 100, height: 50)])
        var c = LayoutInvalidationContext()
        c.invalidateItem(at: ip(1), preferredSize: Size(width: 64, height: 100))
        #expect(g.invalidateLayout(with: &c, in: context))
        // Item 1 keeps its column's width and takes the height; column 1 now ends at 110, so items 3 and 4 take
        // columns 0 and 2 and item 5 the first one free again, column 1 (bottoms 120, 110, 120).
        #expect(itemFrames(g, counts: [6]) == [
            Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 110, y: 0, width: 100, height: 100),
            Rect(x: 220, y: 0, width: 100, height: 50), Rect(x: 0, y: 60, width: 100, height: 50),
            Rect(x: 220, y: 60, width: 100, height: 50), Rect(x: 110, y: 110, width: 100, height: 50),
        ])
        #expect(g.collectionViewContentSize == Size(width: 320, height: 160))
        #expect(c.contentSizeAdjustment == Size(width: 0, height: 50))
        #expect(c.contentOffsetAdjustment == .zero, "nothing above the visible top moved")
        #expect(g.layoutAttributesForElements(in: Rect(x: 105, y: 105, width: 10, height: 10)).map(\.indexPath) == [ip(5)])
        #expect(!g.hasEstimatedSize(forItemAt: ip(1)) && g.hasEstimatedSize(forItemAt: ip(5)))
    }

    @Test("when preferred heights arrive one by one across sections with headers, frames match a fresh prepare with those heights",
          arguments: [ScrollDirection.vertical, .horizontal])
    func incrementalMatchesFresh(direction: ScrollDirection) {
        var rng = SplitMix64(seed: 11)
        let counts = [40, 0, 70]
        var layout = selfSizingWaterfall(columns: 4)
        layout.headerHeight = 24; layout.footerHeight = 12
        layout.sectionInset = EdgeInsets(top: 5, left: 8, bottom: 7, right: 8)
        layout.scrollDirection = direction
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: counts)
        var g = layout.prepareGeometry(in: context)
        var heights: [IndexPath: Double] = [:]
        var order = counts.enumerated().flatMap { s, n in (0..<n).map { ip($0, s) } }
        for _ in 0..<60 { order.append(ip(Int(rng.next() % 70), 2)) }
        for path in order {
            let h = Double(10 + rng.next() % 120)
            heights[path] = h
            var c = LayoutInvalidationContext()
            c.invalidateItem(at: path, preferredSize: direction == .vertical ? Size(width: 1, height: h) : Size(width: h, height: 1))
            #expect(g.invalidateLayout(with: &c, in: context))
        }
        var plain = layout
        plain.estimatedItemHeight = 0
        let fresh = waterfallPrepared(plain, counts: counts, delegate: WaterfallHeightFunction { heights[$0] })
        #expect(itemFrames(g, counts: counts) == itemFrames(fresh, counts: counts))
        #expect(g.collectionViewContentSize == fresh.collectionViewContentSize)
        let rect = direction == .vertical ? Rect(x: 0, y: 700, width: 320, height: 480) : Rect(x: 700, y: 0, width: 480, height: 480)
        // The same elements and attributes, except that self-sized cells are marked as sized to their labels.
        let answered = g.layoutAttributesForElements(in: rect)
        #expect(answered.filter { $0.category == .cell }.allSatisfy { $0[custom: CollectionViewCell.sizedToLabelAttributeKey] == .flag(true) })
        #expect(answered.map { a -> LayoutAttributes in var a = a; a[custom: CollectionViewCell.sizedToLabelAttributeKey] = nil; return a }
                    == fresh.layoutAttributesForElements(in: rect))
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: ip(0, 2))
                    == fresh.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionFooter, at: ip(0, 2)))
    }

    @Test("when an item above the visible area grows, the content offset follows the first item in view")
    func offsetAdjustment() {
        let layout = selfSizingWaterfall(columns: 2)
        // Two columns 155 wide, items 50 tall, rows 60 apart: the view looks at y 600 (row 10, items 20 and 21).
        let context = LayoutContext(bounds: Rect(x: 0, y: 600, width: 320, height: 480), itemCounts: [300])
        var g = layout.prepareGeometry(in: context)
        var above = LayoutInvalidationContext()
        above.invalidateItem(at: ip(2), preferredSize: Size(width: 155, height: 110))
        #expect(g.invalidateLayout(with: &above, in: context))
        // Item 2 (column 0) grows 60, a row: from item 3 on the fill order alternates the other way round, so item
        // 20, the first item at or below y 600, moves from (0, 600) to (165, 600): still at y 600, nothing moves.
        #expect(g.layoutAttributesForItem(at: ip(20))?.frame == Rect(x: 165, y: 600, width: 155, height: 50))
        #expect(above.contentOffsetAdjustment == .zero)
        // A second item above in column 1 grows 30: item 20 moves 30 down, and so does the offset.
        // In one column every item after a grown one moves down: item 10, first in view at y 600, moves 30.
        let single = selfSizingWaterfall(columns: 1)
        var column = single.prepareGeometry(in: context)
        var grown = LayoutInvalidationContext()
        grown.invalidateItem(at: ip(3), preferredSize: Size(width: 320, height: 80))
        #expect(column.invalidateLayout(with: &grown, in: context))
        #expect(column.layoutAttributesForItem(at: ip(10))?.frame == Rect(x: 0, y: 630, width: 320, height: 50))
        #expect(grown.contentOffsetAdjustment == Point(x: 0, y: 30))
        var below = LayoutInvalidationContext()
        below.invalidateItem(at: ip(60), preferredSize: Size(width: 155, height: 20))
        #expect(g.invalidateLayout(with: &below, in: context))
        #expect(below.contentOffsetAdjustment == .zero)
    }

    @Test("when items keep columns (a drop), a preferred height prepares again and every item stays in its column")
    func preferredColumnsKept() {
        let layout = selfSizingWaterfall(columns: 2)
        var context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 210, height: 480), itemCounts: [4])
        context.preferredColumns = [ip(0): 1, ip(1): 1, ip(2): 0, ip(3): 1]
        var g = layout.prepareGeometry(in: context)
        var c = LayoutInvalidationContext()
        c.invalidateItem(at: ip(0), preferredSize: Size(width: 100, height: 90))
        #expect(!g.invalidateLayout(with: &c, in: context), "kept columns: a full prepare, which knows them")
        context.preferredItemSizes = [ip(0): Size(width: 100, height: 90)]
        let again = layout.prepareGeometry(in: context)
        #expect(itemFrames(again, counts: [4]) == [
            Rect(x: 110, y: 0, width: 100, height: 90), Rect(x: 110, y: 100, width: 100, height: 50),
            Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 110, y: 160, width: 100, height: 50),
        ])
        #expect(!again.hasEstimatedSize(forItemAt: ip(0)) && again.hasEstimatedSize(forItemAt: ip(1)))
    }

    @Test("in a horizontal waterfall a cell's preferred width is its length; its label wraps at the viewport's width")
    func horizontal() throws {
        var layout = selfSizingWaterfall(columns: 2)
        layout.scrollDirection = .horizontal
        let labels = ["tiny", "a somewhat longer label"]
        let ds = LabelledItems(sections: [labels])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(layout, size: Size(width: 400, height: 210), measurer: MonospacedTextMeasurer())
        cv.layoutIfNeeded()
        let g = try #require(cv.geometry)
        // Rows 100 tall at y 0 and 110; "tiny" is 28 + 16 wide, the other 23 characters 161 + 16.
        #expect(itemFrames(g, counts: [2]) == [Rect(x: 0, y: 0, width: 44, height: 100), Rect(x: 0, y: 110, width: 177, height: 100)])
        #expect(g.collectionViewContentSize == Size(width: 177, height: 210))
    }

    @Test("a waterfall that does not size itself is not asked, and the toggle turns self-sizing on at the item height")
    func parameter() throws {
        let ds = LabelledItems(sections: [["a", "b"]])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(WaterfallLayout(columnCount: 3), size: Size(width: 320, height: 400), measurer: MonospacedTextMeasurer())
        cv.layoutIfNeeded()
        #expect(cv.inPlaceInvalidationCount == 0)
        #expect(cv.visibleLayoutAttributes.map(\.size.height) == [50, 50])
        let on = try #require(try WaterfallLayout().setting("selfSizing", to: 1) as? WaterfallLayout)
        #expect(on.estimatedItemHeight == WaterfallLayout.automaticSize && on.parameters["selfSizing"] == 1)
        #expect(WaterfallLayout().parameters["selfSizing"] == 0)
    }
}
