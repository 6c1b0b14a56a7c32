import Testing
import LayoutCore
import LayoutCoreTestSupport

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

    @Test("a preferred size replaces the estimate on the estimated axis; an estimated group grows with it, moving the groups after it")
    func preferred() {
        let g = F.geometry(Self.list, counts: [3], preferred: [IndexPath(item: 1, section: 0): Size(width: 999, height: 80)])
        // Item 1's group grows by 36: item 2 moves from 88 to 124; the content from 132 to 168.
        #expect(F.cells(g, count: 3) == [F.r(5, 0, 310, 44), F.r(5, 44, 310, 80), F.r(5, 124, 310, 44)])
        #expect(g.collectionViewContentSize == Size(width: 320, height: 168))
        #expect(!g.hasEstimatedSize(forItemAt: IndexPath(item: 1, section: 0)))
        #expect(g.layoutAttributesForElements(in: F.r(0, 100, 320, 30)).map(\.indexPath.item) == [1, 2])
        // A smaller preference shrinks the group.
        let shrunk = F.geometry(Self.list, counts: [3], preferred: [IndexPath(item: 0, section: 0): Size(width: 1, height: 20)])
        #expect(F.cells(shrunk, count: 3) == [F.r(5, 0, 310, 20), F.r(5, 20, 310, 44), F.r(5, 64, 310, 44)])
    }

    @Test("in a group of fixed length the cell changes in place; its neighbours do not move", arguments: ScrollDirection.allCases)
    func inPlace(direction: ScrollDirection) {
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.absolute(100), .absolute(50)),
                                                     subitems: [F.item(.estimated(40), .estimated(50))])
        let g = F.geometry(F.layout([CollectionLayoutSection(group: group)], direction), counts: [3],
                           preferred: [IndexPath(item: 0, section: 0): Size(width: 70, height: 90)])
        // Two 40-wide slots per 100×50 group: item 0 takes 70×90 where it is; item 1 stays at x 40.
        #expect(F.cells(g, count: 3) == [F.r(0, 0, 70, 90), F.r(40, 0, 40, 50), direction == .vertical ? F.r(0, 50, 40, 50) : F.r(100, 0, 40, 50)])
        #expect(g.layoutAttributesForElements(in: F.r(0, 60, 60, 10)).map(\.indexPath.item) == (direction == .vertical ? [0, 2] : [0]))
    }

    @Test("preferred sizes keep the layout contract, in both directions and in orthogonal rows", arguments: ScrollDirection.allCases)
    func conformance(direction: ScrollDirection) {
        var preferred: [IndexPath: Size] = [:]
        var rng = SplitMix64(seed: 16)
        for i in stride(from: 0, to: 400, by: 3) {
            preferred[IndexPath(item: i, section: i % 2)] = Size(width: Double.random(in: 10...90, using: &rng), height: Double.random(in: 10...90, using: &rng))
        }
        let item = F.item(.estimated(44), .estimated(44))
        var list = CollectionLayoutSection(group: .horizontal(layoutSize: F.size(.estimated(44), .estimated(44)), subitems: [item]))
        list.interGroupSpacing = 4
        var row = list
        row.orthogonalScrollingBehavior = .continuous
        for layout in [F.layout([list], direction), F.layout([row, list], direction)] {
            var context = LayoutContext(bounds: F.r(0, 0, 320, 480), itemCounts: [300, 200])
            context.preferredItemSizes = preferred
            let problems = LayoutConformance.problems(in: layout, context: context)
            #expect(problems.isEmpty, "\(problems.prefix(5))")
        }
    }

    @Test("in a collection view, cells of an estimated list size themselves through an invalidation context and the rows follow")
    func collectionView() {
        let ds = LabelledItems((0..<20).map { "\($0)" })
        let cv = CollectionView(frame: F.r(0, 0, 320, 480), collectionViewLayout: Self.list)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.textMeasurer = MonospacedTextMeasurer()
        cv.dataSource = ds
        cv.layoutIfNeeded()
        cv.layoutIfNeeded()
        // A one-line label prefers 17.5 + 16 → 34 tall: the rows, estimated at 44, close up to 34 apart.
        let frames = (0..<3).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [F.r(5, 0, 310, 34), F.r(5, 34, 310, 34), F.r(5, 68, 310, 34)])
        #expect(cv.checkInvariants() == [])
    }
}
