import Testing
import LayoutCore

/// The compositional layout keeps the contract every layout keeps (`LayoutConformance`) in a few shapes, and
/// its rect query stays exact at a million items.
@Suite("Compositional conformance")
struct CompositionalConformanceTests {
    typealias F = CompositionalFixture

    enum Shape: String, CaseIterable, Sendable {
        case photoGrid, orthogonal, decorated, negativeMetrics, emptyAndNil
    }

    static func layout(_ shape: Shape, _ direction: ScrollDirection) -> CompositionalLayout {
        switch shape {
        case .photoGrid:
            let large = F.item(.fractionalWidth(2.0 / 3), .fractionalHeight(1), insets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
            let pair = CollectionLayoutGroup.vertical(layoutSize: F.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
                                                      subitem: F.item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)
            var section = CollectionLayoutSection(group: .horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(120)), subitems: [large, pair]))
            section.interGroupSpacing = 6
            section.contentInsets = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            return F.layout([section], direction, spacing: 12)
        case .orthogonal:
            var row = CollectionLayoutSection(group: .horizontal(layoutSize: F.size(.absolute(140), .absolute(90)),
                                                                 subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))]))
            row.orthogonalScrollingBehavior = .groupPaging
            row.interGroupSpacing = 10
            row.boundarySupplementaryItems = [CompositionalBoundaryTests.boundary(ElementKind.sectionHeader, direction == .vertical ? .top : .leading,
                                                                                  .absolute(60), .absolute(30), pinned: true)]
            var centred = row
            centred.orthogonalScrollingBehavior = .groupPagingCentered
            var layout = F.layout([row, centred], direction, spacing: 4)
            layout.orthogonalScrollOffsets = [0: 55, 1: 150]  // rows scrolled on their own
            return layout
        case .decorated:
            var item = F.item(.fractionalWidth(0.25), .absolute(50))
            item.supplementaryItems = [CollectionLayoutSupplementaryItem(layoutSize: F.size(.absolute(12), .absolute(12)), elementKind: "badge",
                                                                         containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: 4, y: -4)))]
            var section = CollectionLayoutSection(group: .horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
            section.decorationItems = [.background(elementKind: "background")]
            section.boundarySupplementaryItems = [
                CompositionalBoundaryTests.boundary(ElementKind.sectionHeader, direction == .vertical ? .top : .leading, .absolute(40), .absolute(40)),
                CompositionalBoundaryTests.boundary(ElementKind.sectionFooter, direction == .vertical ? .bottom : .trailing, .absolute(40), .absolute(40)),
            ]
            let global = [CompositionalBoundaryTests.boundary("globalHeader", direction == .vertical ? .top : .leading, .absolute(50), .absolute(50))]
            return F.layout([section], direction, spacing: 8, boundary: global)
        case .negativeMetrics:
            var group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1.2), .absolute(40)),
                                                         subitems: [F.item(.absolute(70), .fractionalHeight(1.5))])
            group.interItemSpacing = .flexible(-5)
            var section = CollectionLayoutSection(group: group)
            section.interGroupSpacing = -10
            section.contentInsets = EdgeInsets(top: -6, left: -4, bottom: 3, right: 2)
            return F.layout([section], direction, spacing: -3)
        case .emptyAndNil:
            return CompositionalLayout(sectionProvider: { index, _ in
                index % 3 == 1 ? nil : CollectionLayoutSection(group: .vertical(layoutSize: F.size(.absolute(60), .absolute(60)),
                                                                                subitems: [F.item(.absolute(60), .absolute(20))]))
            }, configuration: {
                var c = CompositionalLayoutConfiguration()
                c.scrollDirection = direction
                c.interSectionSpacing = 5
                return c
            }())
        }
    }

    @Test("LayoutConformance finds no problem", arguments: Shape.allCases, ScrollDirection.allCases)
    func conforms(shape: Shape, direction: ScrollDirection) {
        for counts in [[0], [1], [7, 0, 13], [40, 3, 0, 25]] {
            let context = LayoutContext(bounds: F.r(0, 30, 320, 480), itemCounts: counts)
            let problems = LayoutConformance.problems(in: Self.layout(shape, direction), context: context)
            #expect(problems.isEmpty, "\(shape) \(direction) \(counts): \(problems.prefix(5))")
        }
    }

    @Test("at a million items the rect query returns exactly the cells it meets, whatever the offset")
    func million() {
        let layout = Self.layout(.photoGrid, .vertical)
        let g = layout.prepareGeometry(in: LayoutContext(bounds: F.r(0, 0, 1280, 800), itemCounts: [1_000_000]))
        // 3 items per 120-tall group, 6 apart: 333,334 groups → 8 + 333,334 × 126 − 6 + 8 = 42,000,094.
        #expect(g.collectionViewContentSize == Size(width: 1280, height: 42_000_094))
        let rect = F.r(0, 21_000_000, 1280, 800)
        let found = g.layoutAttributesForElements(in: rect)
        // Group k spans 8 + 126k … +120: the groups meeting (21,000,000, 21,000,800) are 166,666 … 166,672,
        // but in the first only the large item (…926 to …042) and the pair's lower item (…984 to …044) reach
        // past 21,000,000; its upper one ends at 20,999,984.
        #expect(found.map(\.indexPath.item) == [499_998] + Array(500_000...500_018))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 499_999, section: 0))?.frame == F.r(850 + 2.0 / 3, 20_999_924, 421 + 1.0 / 3, 60))
        #expect(found.allSatisfy { $0.frame.intersects(rect) })
    }

    @Test("equal configurations compare equal; a provider equals only itself")
    func equality() {
        #expect(Self.layout(.photoGrid, .vertical).isEqual(to: Self.layout(.photoGrid, .vertical)))
        #expect(!Self.layout(.photoGrid, .vertical).isEqual(to: Self.layout(.photoGrid, .horizontal)))
        let provided = Self.layout(.emptyAndNil, .vertical)
        #expect(provided.isEqual(to: provided))
        #expect(!provided.isEqual(to: Self.layout(.emptyAndNil, .vertical)))
    }
}
