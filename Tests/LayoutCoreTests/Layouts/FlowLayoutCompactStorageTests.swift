import Testing

@testable import LayoutCore

/// A varied section keeps its per-item lengths narrow when that loses nothing, and works out each item's along
/// offset from its line instead of storing it: the frames are exactly those of wide, stored values.
@Suite("FlowLayout compact storage")
struct FlowLayoutCompactStorageTests {
    @Test("lengths that are exactly Floats are held narrow; any other keeps every value exactly as given")
    func compactLengths() {
        var whole = FlowLayout.CompactLengths([60, 140.5, -1, 0])
        #expect(whole.isNarrow)
        #expect((0..<4).map { whole[$0] } == [60, 140.5, -1, 0])
        // A value a Float cannot hold widens them all; the others keep their values.
        whole[1] = 30.1
        #expect(!whole.isNarrow)
        #expect((0..<4).map { whole[$0] } == [60, 30.1, -1, 0])
        let fractional = FlowLayout.CompactLengths([0.1, 2])
        #expect(!fractional.isNarrow)
        #expect(fractional[0] == 0.1)
    }

    @Test("when sizes are not whole numbers, every frame has the exact given size and the lines of wide storage")
    func fractionalSizesStayExact() {
        // Widths 30.1, 40.1, 50.1, …: none is a Float; three fit a 150-point line with 10-point spacing.
        let sizes = (0..<7).map { Size(width: 30.1 + 10 * Double($0 % 3), height: 20.3 + Double($0)) }
        let g = prepared(FlowLayout(), viewport: Size(width: 150, height: 400), counts: [7],
                         delegate: SizeFunctionDelegate { sizes[$0.item] })
        let frames = (0..<7).map { g.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames.map(\.size) == sizes)
        // Line one (items 0–2) justified: 150 − (30.1 + 40.1 + 50.1) shared by two gaps.
        let gap = (150 - ((30.1 + 40.1) + 50.1)) / 2
        #expect(frames[0].minX == 0)
        #expect(frames[1].minX == 0 + (30.1 + gap))
        #expect(frames[2].minX == 0 + (30.1 + gap) + (40.1 + gap))
        // The second line (items 3–5) has the first's leftover, so it is justified too; the last (item 6 alone,
        // its leftover unlike the line above's) is left-aligned at the inset rather than centred.
        #expect(frames[4].minX == frames[1].minX)
        #expect(frames[6].minX == 0)
        // The same frames from a query of the rect as from item by item.
        let all = g.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 150, height: 400)).filter { $0.category == .cell }
        #expect(all.map(\.frame) == frames)
    }
}
