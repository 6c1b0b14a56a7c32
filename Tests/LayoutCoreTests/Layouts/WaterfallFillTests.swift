import Testing
@testable import LayoutCore
import LayoutCoreTestSupport

/// A flow delegate answering `sizeForItemAt` from a list (the article's itemSize protocol method), recording the
/// layout it was handed.
final class FlowSizes: FlowLayoutDelegate {
    let sizes: [Size]
    private(set) var askedDirections: Set<ScrollDirection> = []
    init(_ sizes: [Size]) { self.sizes = sizes }
    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
        askedDirections.insert(layout.scrollDirection)
        return sizes.indices.contains(indexPath.item) ? sizes[indexPath.item] : nil
    }
}

private func cell(_ item: Int) -> ElementKey { .cell(IndexPath(item: item, section: 0)) }

/// Seed 003 (ALWCollectionViewFlowLayout): the "fill" ordering puts each item into the lane that is shortest so
/// far, with a fixed lane count and lane width across the scroll direction, and takes each item's length from the
/// flow delegate's size method, in either scroll direction.
@Suite("Seed 003: fill ordering (WaterfallLayout)")
struct WaterfallFillTests {
    /// Lengths 100, 50, 30, 80 (the other dimension is ignored: the lane decides it).
    private let sizes = [Size(width: 100, height: 100), Size(width: 50, height: 50), Size(width: 30, height: 30),
                         Size(width: 80, height: 80)]

    private func layout(_ direction: ScrollDirection) -> WaterfallLayout {
        var l = WaterfallLayout(columnCount: 2)
        l.minimumColumnSpacing = 10
        l.minimumInteritemSpacing = 10
        l.scrollDirection = direction
        return l
    }

    @Test("vertical fill: the height of the flow delegate's sizeForItemAt, each item at the top of the shortest column")
    func verticalFillTakesFlowHeights() {
        var l = layout(.vertical)
        l.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let source = FlowSizes(sizes)
        let g = waterfallPrepared(l, viewport: Size(width: 320, height: 480), counts: [4], delegate: source)
        // Columns (320 − 10 − 10 − 10) / 2 = 145 wide at x 10 and 165. 0 → left (ends 110); 1 → right (ends 60);
        // 2 → right, the shorter, at 60 + 10; 3 → right again (100 + 10 = 110 < 120).
        checkWaterfall(g, contentSize: Size(width: 320, height: 200), expected: [
            cell(0): Rect(x: 10, y: 10, width: 145, height: 100),
            cell(1): Rect(x: 165, y: 10, width: 145, height: 50),
            cell(2): Rect(x: 165, y: 70, width: 145, height: 30),
            cell(3): Rect(x: 165, y: 110, width: 145, height: 80),
        ])
        #expect(source.askedDirections == [.vertical], "handed a flow layout scrolling the same way")
    }

    @Test("horizontal fill: rows across the viewport's height, the width of sizeForItemAt, each item at the end of the shortest row; headers and footers are bands at the section's left and right")
    func horizontalFillTakesFlowWidths() {
        var l = layout(.horizontal)
        l.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 10, right: 30)
        l.headerHeight = 40
        l.footerHeight = 24
        let source = FlowSizes(sizes)
        let g = waterfallPrepared(l, viewport: Size(width: 480, height: 320), counts: [4], delegate: source)
        // Rows (320 − 10 − 10 − 10) / 2 = 145 tall at y 10 and 165; items start after the header (40) and the left
        // inset (20): 0 → top row (ends 160); 1 → bottom (ends 110); 2 → bottom at 110 + 10; 3 → bottom again
        // (150 + 10 = 160 < 170), ending at 240; then the right inset (30) and the footer (24).
        checkWaterfall(g, contentSize: Size(width: 294, height: 320), expected: [
            cell(0): Rect(x: 60, y: 10, width: 100, height: 145),
            cell(1): Rect(x: 60, y: 165, width: 50, height: 145),
            cell(2): Rect(x: 120, y: 165, width: 30, height: 145),
            cell(3): Rect(x: 160, y: 165, width: 80, height: 145),
            .supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 0)): Rect(x: 0, y: 0, width: 40, height: 320),
            .supplementary(ElementKind.sectionFooter, IndexPath(item: 0, section: 0)): Rect(x: 270, y: 0, width: 24, height: 320),
        ])
        #expect(g.frameForSection(0) == Rect(x: 0, y: 0, width: 294, height: 320))
        #expect(g.layoutAttributesForElements(in: Rect(x: 115, y: 200, width: 10, height: 10)).map(\.key) == [cell(2)],
                "rect queries are turned too")
        #expect(source.askedDirections == [.horizontal])
    }

    @Test("horizontal sections follow one another to the right; the section backgrounds wrap them")
    func horizontalSectionsWithBackgrounds() {
        var l = layout(.horizontal)
        l.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let source = FlowSizes(sizes)
        let g = waterfallPrepared(l, viewport: Size(width: 480, height: 210), counts: [1, 1], delegate: source)
        // Rows (210 − 10) / 2 = 100 tall; section 0: 10 + 100 + 10 = 120 wide; section 1 starts at 120.
        #expect(g.collectionViewContentSize == Size(width: 240, height: 210))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 130, y: 0, width: 100, height: 100))
        let decorated = SectionBackgroundDecorator(base: l, defaultColor: Color(hex: 0xEEEEEE))
        let backgrounds = withExtendedLifetime(source) {
            decorated.prepare(in: LayoutContext(bounds: Rect(x: 0, y: 0, width: 480, height: 210), itemCounts: [1, 1], delegate: source))
                .layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 240, height: 210))
                .filter { $0.category == .decorationView(kind: "sectionBackground") }.map(\.frame)
        }
        #expect(backgrounds == [Rect(x: 0, y: 0, width: 120, height: 210), Rect(x: 120, y: 0, width: 120, height: 210)])
    }

    @Test("a waterfall delegate still wins over the flow delegate's sizes, and no answer is itemHeight")
    func precedence() {
        let l = layout(.vertical)
        let g = waterfallPrepared(l, counts: [6], delegate: FlowSizes(sizes))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame.height == 50, "no answer: itemHeight")
        let heights = WaterfallHeights([[7, 7, 7, 7]])
        #expect(waterfallPrepared(l, counts: [4], delegate: heights).layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 7)
    }
}
