import Testing
import LayoutCore

/// Rule 8: estimated dimensions use the estimate until the cell's preferred size arrives.
@Suite("Compositional self-sizing (rule 8)")
struct CompositionalSelfSizingTests {
    typealias F = CompositionalFixture

    static var list: CompositionalLayout {
        let item = F.item(.fractionalWidth(1), .estimated(44), insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        let group = CollectionLayoutGroup.vertical(layoutSize: F.size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        return F.layout([CollectionLayoutSection(group: group)], .vertical)
    }

    @Test("an estimated item is placed at its estimate and reports it until its cell answers")
    func estimate() {
        let g = F.geometry(Self.list, counts: [3])
        // Width insets apply (absolute axis), the estimated height ignores its insets: 44 tall, 44 apart.
        #expect(F.cells(g, count: 3) == [F.r(5, 0, 310, 44), F.r(5, 44, 310, 44), F.r(5, 88, 310, 44)])
        #expect(g.hasEstimatedSize(forItemAt: IndexPath(item: 1, section: 0)))
        let fixed = F.geometry(F.layout([CompositionalSectionTests.pairs()], .vertical), counts: [1])
        #expect(!fixed.hasEstimatedSize(forItemAt: IndexPath(item: 0, section: 0)))
    }

    @Test("a preferred size replaces the estimate on the estimated axis only, in place")
    func preferred() {
        let g = F.geometry(Self.list, counts: [3], preferred: [IndexPath(item: 1, section: 0): Size(width: 999, height: 80)])
        #expect(F.cells(g, count: 3) == [F.r(5, 0, 310, 44), F.r(5, 44, 310, 80), F.r(5, 88, 310, 44)])
        #expect(!g.hasEstimatedSize(forItemAt: IndexPath(item: 1, section: 0)))
        // The taller cell is found by a rect query below its estimate.
        #expect(g.layoutAttributesForElements(in: F.r(0, 100, 320, 10)).map(\.indexPath.item) == [1, 2])
        let original = LayoutAttributes.cell(IndexPath(item: 0, section: 0), frame: F.r(5, 0, 310, 44))
        var preferred = original
        preferred.size = Size(width: 310, height: 60)
        #expect(Self.list.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        #expect(!Self.list.shouldInvalidateLayout(forPreferredLayoutAttributes: original, withOriginalAttributes: original))
    }
}
