import Testing

@testable import LayoutCore

/// Sizes answered only item by item: the general path (checked arrays, then lines, then trees).
private final class ItemByItem: FlowLayoutDelegate {
    let sizes: [Size]
    init(_ sizes: [Size]) { self.sizes = sizes }
    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? { sizes[indexPath.item] }
}

/// The same sizes answered all at once: the one-pass path (`VariedLines.fromAnswers`).
private final class AllAtOnce: FlowLayoutDelegate {
    let sizes: [Size]
    init(_ sizes: [Size]) { self.sizes = sizes }
    func flowLayout(_ layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? { sizes }
}

/// Issue 18: a varied section answered in bulk is broken into lines in one pass. What it stores (lengths,
/// thicknesses, line thicknesses, both trees' nodes) and so every frame and the content size are exactly those
/// of the general path, at a million random sizes, scaled or not, in both scroll directions.
@Suite("FlowLayout one-pass prepare")
struct FlowLayoutOnePassTests {
    static func randomSizes(_ n: Int, seed: UInt64) -> [Size] {
        var rng = SplitMix64(seed: seed)
        return (0..<n).map { _ in Size(width: 30 + Double(rng.next() % 171), height: 30 + Double(rng.next() % 91)) }
    }

    static func lines(_ g: FlowLayout.Geometry) -> FlowLayout.VariedLines? {
        if case .varied(let lines) = g.sections[0].items { return lines }
        return nil
    }

    /// Both paths' stored lines, compared value by value.
    static func expectSameLines(_ layout: FlowLayout, _ sizes: [Size], viewport: Size = Size(width: 1280, height: 800),
                                narrow: Bool?) {
        let general = prepared(layout, viewport: viewport, counts: [sizes.count], delegate: ItemByItem(sizes))
        let onePass = prepared(layout, viewport: viewport, counts: [sizes.count], delegate: AllAtOnce(sizes))
        guard let a = lines(general), let b = lines(onePass) else {
            Issue.record("a section of random sizes is not varied")
            return
        }
        if let narrow { #expect(b.itemLength.isNarrow == narrow && b.itemThickness.isNarrow == narrow) }
        // Bit for bit: a node of −0 where the general path has +0 would compare equal as numbers.
        #expect(b.offsets.tree.map(\.bitPattern) == a.offsets.tree.map(\.bitPattern))
        #expect(b.starts.tree == a.starts.tree)
        #expect(b.lineCount == a.lineCount)
        let n = sizes.count
        #expect((0..<n).allSatisfy { a.itemLength[$0] == b.itemLength[$0] && a.itemThickness[$0] == b.itemThickness[$0]
                && a.lineThickness[$0] == b.lineThickness[$0] })
        #expect(onePass.collectionViewContentSize == general.collectionViewContentSize)
        // Frames of a screen at the start, the middle and the end, and of single items.
        let h = general.collectionViewContentSize.height, w = general.collectionViewContentSize.width
        for y in [0, h / 2, h - 800] {
            let rect = Rect(x: 0, y: y, width: w, height: 800)
            let frames = onePass.layoutAttributesForElements(in: rect).map(\.frame)
            #expect(!frames.isEmpty)
            #expect(frames == general.layoutAttributesForElements(in: rect).map(\.frame))
        }
        for item in [0, 1, n / 3, n - 2, n - 1] {
            let ip = IndexPath(item: item, section: 0)
            #expect(onePass.layoutAttributesForItem(at: ip)?.frame == general.layoutAttributesForItem(at: ip)?.frame)
        }
    }

    @Test("a million random whole-point sizes: stored narrow, every tree node and frame as the general path's")
    func millionRandomSizes() {
        var flow = FlowLayout()
        flow.minimumLineSpacing = 10
        flow.minimumInteritemSpacing = 10
        flow.sectionInset = EdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        flow.headerReferenceSize = Size(width: 0, height: 30)
        let sizes = Self.randomSizes(1_000_000, seed: 42)
        Self.expectSameLines(flow, sizes, narrow: true)
        // The C floor's figures for these sizes (flow_floor.c at 1280 wide, seed 42): 105,363 lines and a content
        // height of 12,822,139, here plus the 30-point header.
        let g = prepared(flow, viewport: Size(width: 1280, height: 800), counts: [1_000_000], delegate: AllAtOnce(sizes))
        #expect(Self.lines(g)?.lineCount == 105_363)
        #expect(g.collectionViewContentSize.height == 12_822_139 + 30)
    }

    @Test("scaled by a pinch (sizes no Float holds exactly), scrolled horizontally, overlapping lines: the same lines")
    func scaledAndHorizontal() {
        let sizes = Self.randomSizes(100_000, seed: 7)
        var scaled = FlowLayout()
        scaled.itemScale = 1.37
        Self.expectSameLines(scaled, sizes, narrow: false)
        var horizontal = FlowLayout()
        horizontal.scrollDirection = .horizontal
        horizontal.minimumInteritemSpacing = 0
        Self.expectSameLines(horizontal, sizes, viewport: Size(width: 800, height: 1280), narrow: true)
        // Lines overlapping (negative line spacing): unordered lines, found by scanning, still the same.
        var overlapping = FlowLayout()
        overlapping.minimumLineSpacing = -5
        Self.expectSameLines(overlapping, Array(sizes.prefix(20_000)), narrow: true)
    }

    /// Sizes that make lines of one item (wider than the section), of hundreds (quarter points wide), of ordinary
    /// cards, with zero and −0 thicknesses: lines whose first item's node is summed into few or many others.
    static func mixedSizes(_ n: Int, seed: UInt64) -> [Size] {
        var rng = SplitMix64(seed: seed)
        return (0..<n).map { _ in
            switch rng.next() % 10 {
            case 0, 1: return Size(width: 1500, height: rng.next() % 7 == 0 ? -0.0 : Double(rng.next() % 91))
            case 2, 3, 4: return Size(width: Double(rng.next() % 13) * 0.25, height: Double(rng.next() % 5) * 0.25)
            default: return Size(width: 30 + Double(rng.next() % 171), height: 30 + Double(rng.next() % 91))
            }
        }
    }

    @Test("lines of one item and of hundreds, zero and −0 thicknesses, line spacing −0 or 10: every node the general path's, bit for bit")
    func mixedLineLengths() {
        let sizes = Self.mixedSizes(60_000, seed: 11)
        for spacing in [-0.0, 10] {
            var flow = FlowLayout()
            flow.minimumLineSpacing = spacing
            Self.expectSameLines(flow, sizes, narrow: nil)
            flow.itemScale = 1.5
            Self.expectSameLines(flow, sizes, narrow: nil)
        }
    }

    @Test("an unusable size in a bulk answer is reported once and laid out at zero size, as item by item")
    func unusableSizeFallsBack() {
        var sizes = Self.randomSizes(1_000, seed: 3)
        sizes[500] = Size(width: .nan, height: 40)
        nonisolated(unsafe) var reports: [String] = []
        let delegate = AllAtOnce(sizes)
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 1280, height: 800), itemCounts: [1_000],
                                    delegate: delegate, report: { reports.append($0) })
        let g = withExtendedLifetime(delegate) { FlowLayout().prepareGeometry(in: context) }
        #expect(reports == ["flowLayout(_:sizeForItemAt:) returned an invalid size for item [0, 500] (width is NaN); "
            + "it is laid out with zero size"])
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 500, section: 0))?.frame.size == .zero)
    }

    @Test("a negative whole-point size in a bulk answer (caught on its quarter-point code's sign) is reported as item by item")
    func negativeQuarterPointSizeFallsBack() {
        var sizes = Self.randomSizes(1_000, seed: 4)
        sizes[500] = Size(width: 60, height: -4)
        func run(_ delegate: FlowLayoutDelegate) -> (reports: [String], geometry: FlowLayout.Geometry) {
            nonisolated(unsafe) var reports: [String] = []
            let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 1280, height: 800), itemCounts: [1_000],
                                        delegate: delegate, report: { reports.append($0) })
            let g = withExtendedLifetime(delegate) { FlowLayout().prepareGeometry(in: context) }
            return (reports, g)
        }
        let bulk = run(AllAtOnce(sizes)), single = run(ItemByItem(sizes))
        #expect(bulk.reports.count == 1)
        #expect(bulk.reports == single.reports)
        #expect(bulk.geometry.layoutAttributesForItem(at: IndexPath(item: 500, section: 0))?.frame.size == .zero)
        for item in [0, 499, 500, 501, 999] {
            let ip = IndexPath(item: item, section: 0)
            #expect(bulk.geometry.layoutAttributesForItem(at: ip)?.frame == single.geometry.layoutAttributesForItem(at: ip)?.frame)
        }
    }
}
