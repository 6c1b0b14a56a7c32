import Testing

@testable import LayoutCore

/// Issue 18: a million-item flow fits its memory budget by holding per-item lengths as quarter points (2 bytes)
/// and both prefix-sum trees' nodes narrow (4 and 2 bytes) while that is exact. What a user sees must not move:
/// every placement, line and tree sum is exactly what all-wide storage gives, before and after size changes,
/// including the changes that force a wider form.
@Suite("FlowLayout compact forms")
struct FlowLayoutCompactFormsTests {
    @Test("lengths in whole, half and quarter points up to ±8,192 are held as quarter points; others widen exactly")
    func quarterPointLengths() {
        var lengths = FlowLayout.CompactLengths([60, 140.5, -1, 0, 63.75, 8191.75, -8192])
        #expect(lengths.form == .quarterPoints)
        #expect((0..<7).map { lengths[$0] } == [60, 140.5, -1, 0, 63.75, 8191.75, -8192])
        // Past the 16-bit range, but a Float: the values go to Float, all kept.
        lengths[1] = 10_000.5
        #expect(lengths.form == .float)
        #expect((0..<7).map { lengths[$0] } == [60, 10_000.5, -1, 0, 63.75, 8191.75, -8192])
        // −0 and an eighth are not quarter points; 0.1 is not even a Float.
        #expect(FlowLayout.CompactLengths([1, -0.0]).form == .float)
        #expect(FlowLayout.CompactLengths([1, -0.0])[1].sign == .minus)
        #expect(FlowLayout.CompactLengths([2, 0.125]).form == .float)
        #expect(FlowLayout.CompactLengths([2, 0.25]).form == .quarterPoints)
        var tenth = FlowLayout.CompactLengths([1, 2])
        tenth[0] = 0.1
        #expect(tenth.form == .double && tenth[0] == 0.1 && tenth[1] == 2)
    }

    @Test("tree nodes are narrow while exact; an update no narrow node holds widens the tree with exact sums")
    func narrowTrees() {
        var offsets = FlowLayout.PrefixSums<Double>([1, 2, 3, 4, 5, 6, 7, 8])
        #expect(offsets.isNarrow)
        #expect((0...8).map { offsets.prefix($0) } == [0, 1, 3, 6, 10, 15, 21, 28, 36])
        #expect(offsets.lastPrefix(notAbove: 14) == 4)
        // 0.5 + 2⁻³⁰ is a Double but no Float holds 4.5 + 2⁻³⁰: the tree goes wide, every sum still exact.
        let delta = 0.5 + 0x1p-30
        offsets.add(delta, at: 3)
        #expect(!offsets.isNarrow)
        #expect((0...8).map { offsets.prefix($0) } == [0, 1, 3, 6, 10 + delta, 15 + delta, 21 + delta, 28 + delta, 36 + delta])
        #expect(offsets.lastPrefix(notAbove: 10.5) == 3)
        #expect(offsets.lastPrefix(notAbove: 10 + delta) == 4)

        var starts = FlowLayout.PrefixSums<Int32>([1, 0, 0, 1, 0, 1])
        #expect(starts.isNarrow)
        starts.add(-1, at: 3)
        #expect(starts.isNarrow && (0...6).map { starts.prefix($0) } == [0, 1, 1, 1, 1, 1, 2])
        // A count no 16 bits hold (a run's lump past 65,535 lines) widens it.
        starts.add(70_000, at: 4)
        #expect(!starts.isNarrow && starts.prefix(6) == 70_002 && starts.lastPrefix(notAbove: 1) == 4)
        // Built over more than 65,535 ones, the top nodes do not fit: wide from the start.
        #expect(!FlowLayout.PrefixSums<Int32>([Int32](repeating: 1, count: 70_000)).isNarrow)
    }

    /// The same lines held all wide: the storage the compact forms must match.
    static func wide(_ l: FlowLayout.VariedLines) -> FlowLayout.VariedLines {
        let n = l.itemCount
        return FlowLayout.VariedLines(
            itemLength: .init(wide: (0..<n).map { l.itemLength[$0] }), itemThickness: .init(wide: (0..<n).map { l.itemThickness[$0] }),
            lineThickness: .init(wide: (0..<n).map { l.lineThickness[$0] }),
            offsets: .init(wideTree: l.offsets.tree), starts: .init(wideTree: l.starts.tree), available: l.available,
            leading: l.leading, interitemSpacing: l.interitemSpacing, lineSpacing: l.lineSpacing, linesStart: l.linesStart)
    }

    static func expectSame(_ a: FlowLayout.VariedLines, _ b: FlowLayout.VariedLines, _ what: String) {
        #expect(a.lineCount == b.lineCount, "\(what)")
        #expect(a.offsets.tree == b.offsets.tree && a.starts.tree == b.starts.tree, "\(what)")
        #expect(a.linesEnd(default: 0) == b.linesEnd(default: 0), "\(what)")
        let n = a.itemCount
        var differing = 0
        for item in 0..<n {
            let p = a.placement(of: item), q = b.placement(of: item)
            if p.along != q.along || p.scroll != q.scroll || p.alongLength != q.alongLength || p.thickness != q.thickness { differing += 1 }
        }
        #expect(differing == 0, "\(what): \(differing) of \(n) placements differ")
        // The same lines found for a scroll window in the middle.
        var linesA: [Int] = [], linesB: [Int] = []
        let mid = a.start(ofLineAt: a.lineFirst(containing: n / 2))
        a.forEachCandidateLine(scrollMin: mid, scrollMax: mid + 800) { f, _, _ in linesA.append(f) }
        b.forEachCandidateLine(scrollMin: mid, scrollMax: mid + 800) { f, _, _ in linesB.append(f) }
        #expect(!linesA.isEmpty && linesA == linesB, "\(what)")
    }

    @Test("200,000 random whole-point sizes with a long same-size stretch: compact storage places every item as wide storage, through size changes that form runs and widen")
    func compactMatchesWide() {
        var rng = SplitMix64(seed: 18)
        var lengths = (0..<200_000).map { _ in 30 + Double(rng.next() % 171) }
        var thicknesses = (0..<200_000).map { _ in 30 + Double(rng.next() % 91) }
        // A stretch of equal sizes, where a size change above it lays the lines below out as a run.
        for k in 100_000..<104_000 { lengths[k] = 100; thicknesses[k] = 60 }
        var compact = FlowLayout.VariedLines(lengths: lengths, thicknesses: thicknesses, available: 1248, leading: 16,
                                             interitemSpacing: 10, lineSpacing: 10, linesStart: 50)
        #expect(compact.itemLength.form == .quarterPoints && compact.itemThickness.form == .quarterPoints)
        #expect(compact.lineThickness.form == .quarterPoints && compact.offsets.isNarrow && compact.starts.isNarrow)
        var reference = Self.wide(compact)
        Self.expectSame(compact, reference, "as prepared")

        // Sizes in quarter points, one just above the stretch (its lines below become a run), several at once.
        let changes: [[(item: Int, length: Double, thickness: Double)]] = [
            [(99_990, 37.25, 80)], [(5, 500, 44.5), (150_000, 31, 31), (7, 12, 12)], [(101_000, 100, 61)],
        ]
        for (k, change) in changes.enumerated() {
            compact.setSizes(change)
            reference.setSizes(change)
            Self.expectSame(compact, reference, "change \(k)")
            // The first change lays the same-size stretch below it out as a run (closed form), as the reference does.
            if k == 0 { #expect(!compact.runs.isEmpty && compact.runs.count == reference.runs.count) }
        }
        #expect(compact.itemLength.form == .quarterPoints && compact.offsets.isNarrow)
        // A size no Float holds: lengths and offsets go wide, still exactly as the reference.
        compact.setSize(length: 33.3, thickness: 200.1, ofItem: 60_000)
        reference.setSize(length: 33.3, thickness: 200.1, ofItem: 60_000)
        #expect(compact.itemLength.form == .double && !compact.offsets.isNarrow)
        Self.expectSame(compact, reference, "widened")
    }

    @Test("the one-pass prepare writes each form as narrow as exact: quarter-point lengths with wide offsets, Float lengths, wide lengths")
    func onePassForms() {
        let sizes = FlowLayoutOnePassTests.randomSizes(30_000, seed: 5)
        func forms(_ layout: FlowLayout, _ sizes: [Size]) -> (FlowLayout.CompactLengths.Form, Bool, Bool)? {
            let g = prepared(layout, viewport: Size(width: 1280, height: 800), counts: [sizes.count], delegate: Bulk(sizes))
            return FlowLayoutOnePassTests.lines(g).map { ($0.itemLength.form, $0.offsets.isNarrow, $0.starts.isNarrow) }
        }
        #expect(forms(FlowLayout(), sizes)! == (.quarterPoints, true, true))
        // A line spacing of 0.1: lengths stay quarter points, the offsets' nodes are Doubles; every value and frame
        // as the general path's.
        var tenth = FlowLayout()
        tenth.minimumLineSpacing = 0.1
        #expect(forms(tenth, sizes)! == (.quarterPoints, false, true))
        FlowLayoutOnePassTests.expectSameLines(tenth, sizes, narrow: true)
        // Eighths of a point: Floats. Scaled by 1.37: Doubles.
        let eighths = sizes.map { Size(width: $0.width + 0.125, height: $0.height) }
        #expect(forms(FlowLayout(), eighths)! == (.float, true, true))
        FlowLayoutOnePassTests.expectSameLines(FlowLayout(), eighths, narrow: true)
        var scaled = FlowLayout()
        scaled.itemScale = 1.37
        #expect(forms(scaled, sizes)!.0 == .double)
        // Past 65,535 items the start tree's nodes are 32 bits.
        #expect(forms(FlowLayout(), FlowLayoutOnePassTests.randomSizes(70_000, seed: 6))! == (.quarterPoints, true, false))
    }
}

/// Sizes answered all at once (the one-pass path).
private final class Bulk: FlowLayoutDelegate {
    let sizes: [Size]
    init(_ sizes: [Size]) { self.sizes = sizes }
    func flowLayout(_ layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? { sizes }
}
