import Testing
import LayoutCore

/// Rules 4, 5 and 7: groups repeating in a section, orthogonal rows, sections following each other and the
/// content size. Hand-worked in a 320×480 collection view, both scroll directions.
@Suite("Compositional sections (rules 4, 5, 7)")
struct CompositionalSectionTests {
    typealias F = CompositionalFixture

    /// A section of 100×50 groups holding two 50×50 items, insets t8 l16 b4 r12, groups 10 apart.
    static func pairs(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none) -> CollectionLayoutSection {
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.absolute(100), .absolute(50)),
                                                     subitems: [F.item(.absolute(50), .fractionalHeight(1))])
        var section = CollectionLayoutSection(group: group)
        section.contentInsets = EdgeInsets(top: 8, left: 16, bottom: 4, right: 12)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = behavior
        return section
    }

    @Test("rule 4: the group repeats along the scroll axis after the leading inset, interGroupSpacing apart, until the items run out",
          arguments: ScrollDirection.allCases)
    func repetition(direction: ScrollDirection) {
        let g = F.geometry(F.layout([Self.pairs()], direction), counts: [5])
        if direction == .vertical {
            // Groups at y 8, 68, 118; x from the leading inset 16. Content 8 + 3×50 + 2×10 + 4 = 182.
            #expect(F.cells(g, count: 5) == [F.r(16, 8, 50, 50), F.r(66, 8, 50, 50), F.r(16, 68, 50, 50), F.r(66, 68, 50, 50), F.r(16, 128, 50, 50)])
            #expect(g.collectionViewContentSize == Size(width: 320, height: 182))
        } else {
            // Groups at x 16, 126, 236; y from the top inset 8. Content 16 + 3×100 + 2×10 + 12 = 348.
            #expect(F.cells(g, count: 5) == [F.r(16, 8, 50, 50), F.r(66, 8, 50, 50), F.r(126, 8, 50, 50), F.r(176, 8, 50, 50), F.r(236, 8, 50, 50)])
            #expect(g.collectionViewContentSize == Size(width: 348, height: 480))
        }
    }

    @Test("rule 5: an orthogonal section lays its groups in one row across the scroll axis, one group deep",
          arguments: ScrollDirection.allCases)
    func orthogonal(direction: ScrollDirection) {
        let g = F.geometry(F.layout([Self.pairs(.continuous), Self.pairs()], direction), counts: [5, 1])
        let cells = F.cells(g, count: 5)
        if direction == .vertical {
            // x = 16 + k × (100 + 10): 16, 126, 236 at y 8; the section ends at 8 + 50 + 4 = 62.
            #expect(cells == [F.r(16, 8, 50, 50), F.r(66, 8, 50, 50), F.r(126, 8, 50, 50), F.r(176, 8, 50, 50), F.r(236, 8, 50, 50)])
            #expect(F.cells(g, section: 1, count: 1) == [F.r(16, 70, 50, 50)])
            #expect(g.collectionViewContentSize == Size(width: 320, height: 124))
        } else {
            // y = 8 + k × (50 + 10): 8, 68, 128 at x 16; the section ends at 16 + 100 + 12 = 128.
            #expect(cells == [F.r(16, 8, 50, 50), F.r(66, 8, 50, 50), F.r(16, 68, 50, 50), F.r(66, 68, 50, 50), F.r(16, 128, 50, 50)])
            #expect(F.cells(g, section: 1, count: 1) == [F.r(144, 8, 50, 50)])
            #expect(g.collectionViewContentSize == Size(width: 256, height: 480))
        }
        #expect(!g.elementMayOverflowContent(.cell(IndexPath(item: 4, section: 0))), "the row fits in the view")
    }

    @Test("rule 5: groupPagingCentered centres each group in the visible size, the first included", arguments: ScrollDirection.allCases)
    func centred(direction: ScrollDirection) {
        let g = F.geometry(F.layout([Self.pairs(.groupPagingCentered)], direction), counts: [4])
        let cells = F.cells(g, count: 4)
        if direction == .vertical {
            // (320 − 100) / 2 = 110, then 220 further.
            #expect(cells == [F.r(110, 8, 50, 50), F.r(160, 8, 50, 50), F.r(220, 8, 50, 50), F.r(270, 8, 50, 50)])
        } else {
            // (480 − 50) / 2 = 215, then 60 further.
            #expect(cells == [F.r(16, 215, 50, 50), F.r(66, 215, 50, 50), F.r(16, 275, 50, 50), F.r(66, 275, 50, 50)])
        }
    }

    @Test("an orthogonal row longer than the view overflows the content, and says so")
    func orthogonalOverflow() {
        let g = F.geometry(F.layout([Self.pairs(.paging)], .vertical), counts: [8])
        // Groups at 16, 126, 236, 346: the last is past the 320-wide content.
        #expect(F.cells(g, count: 8)[7] == F.r(396, 8, 50, 50))
        #expect(g.elementMayOverflowContent(.cell(IndexPath(item: 7, section: 0))))
        let row = g.layoutAttributesForElements(in: F.r(390, 0, 100, 100)).map(\.indexPath.item)
        #expect(row == [6, 7])
    }

    @Test("rule 7: sections are interSectionSpacing apart; an empty section keeps its insets and adds no groups",
          arguments: ScrollDirection.allCases)
    func sections(direction: ScrollDirection) {
        let g = F.geometry(F.layout([Self.pairs()], direction, spacing: 20), counts: [2, 0, 1])
        let first = F.cells(g, section: 0, count: 2), third = F.cells(g, section: 2, count: 1)
        if direction == .vertical {
            // Section 0: 0…62 (8 + 50 + 4). Section 1 (empty): 82…94 (its insets). Section 2: 114…176.
            #expect(first == [F.r(16, 8, 50, 50), F.r(66, 8, 50, 50)])
            #expect(third == [F.r(16, 122, 50, 50)])
            #expect(g.frame(ofSection: 1) == F.r(0, 82, 320, 12))
            #expect(g.collectionViewContentSize == Size(width: 320, height: 176))
        } else {
            // Section 0: 0…128 (16 + 100 + 12). Section 1: 148…176. Section 2: 196…324.
            #expect(third == [F.r(212, 8, 50, 50)])
            #expect(g.frame(ofSection: 1) == F.r(148, 0, 28, 480))
            #expect(g.collectionViewContentSize == Size(width: 324, height: 480))
        }
    }

    @Test("sections come from the provider, with the environment; a nil section lays out nothing")
    func provider() {
        var seen: [Int] = []
        let layout = CompositionalLayout { index, environment in
            seen.append(index)
            guard index != 1 else { return nil }
            let width = environment.container.contentSize.width / Double(index + 1)
            return CollectionLayoutSection(group: .horizontal(layoutSize: F.size(.absolute(width), .absolute(10)),
                                                              subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))]))
        }
        let g = layout.prepareGeometry(in: LayoutContext(bounds: F.r(0, 0, 320, 480), itemCounts: [1, 3, 2]))
        #expect(seen == [0, 1, 2])
        #expect(F.cells(g, count: 1) == [F.r(0, 0, 320, 10)])
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(F.cells(g, section: 2, count: 2) == [F.r(0, 10, 320.0 / 3, 10), F.r(0, 20, 320.0 / 3, 10)])
    }
}
