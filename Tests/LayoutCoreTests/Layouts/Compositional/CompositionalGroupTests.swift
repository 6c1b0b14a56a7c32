import Testing
import LayoutCore

/// Rules 1–3: what groups resolve against, how they place their subitems, and item insets. Hand-worked in a
/// 320×480 collection view; every case in both scroll directions (the first group lies the same in both, the
/// next one follows the scroll axis).
@Suite("Compositional groups (rules 1–3)")
struct CompositionalGroupTests {
    typealias F = CompositionalFixture

    @Test("rule 1 and count: sizes resolve against the section's effective size and the group's inner size; count copies share the length",
          arguments: ScrollDirection.allCases)
    func countResolution(direction: ScrollDirection) {
        // Section insets t10 l16 b6 r16 → effective 288×464. Group 1 × 0.25 height → 288×116; group insets
        // t8 l4 b8 r4 → inner 280×100 at (4, 8). count 3, fixed 5 → each (280 − 2×5) / 3 = 90 wide; the item's
        // own 0.5 height of the inner 100 → 50.
        let subitem = F.item(.fractionalWidth(0.1), .fractionalHeight(0.5))
        var group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(0.25)), subitem: subitem, count: 3)
        group.interItemSpacing = .fixed(5)
        group.contentInsets = EdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
        var section = CollectionLayoutSection(group: group)
        section.contentInsets = EdgeInsets(top: 10, left: 16, bottom: 6, right: 16)
        section.interGroupSpacing = 12
        let g = F.geometry(F.layout([section], direction), counts: [4])
        let cells = F.cells(g, count: 4)
        #expect(Array(cells.prefix(3)) == [F.r(20, 18, 90, 50), F.r(115, 18, 90, 50), F.r(210, 18, 90, 50)])
        if direction == .vertical {
            // Second group at y = 10 + 116 + 12 = 138; content 10 + 2×116 + 12 + 6 = 260 tall.
            #expect(cells[3] == F.r(20, 146, 90, 50))
            #expect(g.collectionViewContentSize == Size(width: 320, height: 260))
        } else {
            // Second group at x = 16 + 288 + 12 = 316; content 16 + 2×288 + 12 + 16 = 620 wide.
            #expect(cells[3] == F.r(320, 18, 90, 50))
            #expect(g.collectionViewContentSize == Size(width: 620, height: 480))
        }
    }

    @Test("rule 2 without count: subitems repeat in order while the next fits; the last group keeps slot positions",
          arguments: ScrollDirection.allCases)
    func fill(direction: ScrollDirection) {
        // Inner 300 (group insets l10 r10), fixed 10: 100, then 60 (ends 170), then 100 (ends 280); the next 60
        // would end at 350 > 300. Three slots: x 10, 120, 190.
        var group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(80)),
                                                     subitems: [F.item(.absolute(100), .fractionalHeight(1)), F.item(.absolute(60), .fractionalHeight(0.5))])
        group.interItemSpacing = .fixed(10)
        group.contentInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let g = F.geometry(F.layout([CollectionLayoutSection(group: group)], direction), counts: [4])
        let cells = F.cells(g, count: 4)
        #expect(Array(cells.prefix(3)) == [F.r(10, 0, 100, 80), F.r(120, 0, 60, 40), F.r(190, 0, 100, 80)])
        // Item 3 starts the second group in slot 0; the group's other slots stay empty.
        #expect(cells[3] == (direction == .vertical ? F.r(10, 80, 100, 80) : F.r(330, 0, 100, 80)))
        #expect(g.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)) == nil)
    }

    @Test("rule 2: the first subitem always goes in, even longer than the group", arguments: ScrollDirection.allCases)
    func firstAlwaysFits(direction: ScrollDirection) {
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.absolute(100), .absolute(50)),
                                                     subitems: [F.item(.absolute(150), .fractionalHeight(1))])
        let g = F.geometry(F.layout([CollectionLayoutSection(group: group)], direction), counts: [2])
        #expect(F.cells(g, count: 2) == (direction == .vertical ? [F.r(0, 0, 150, 50), F.r(0, 50, 150, 50)]
                                                                : [F.r(0, 0, 150, 50), F.r(100, 0, 150, 50)]))
    }

    @Test("rule 2: a flexible spacing is at least its value and shares what is left equally", arguments: ScrollDirection.allCases)
    func flexible(direction: ScrollDirection) {
        // Inner 300; 60-wide items with at least 10 between: 4 fit (60 + 3 × 70 = 270); 300 − 240 − 30 = 30 left,
        // 10 more per gap → gaps of 20: x 10, 90, 170, 250 (the last ends at the inner edge, 310).
        var group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(40)),
                                                     subitems: [F.item(.absolute(60), .absolute(40))])
        group.interItemSpacing = .flexible(10)
        group.contentInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let g = F.geometry(F.layout([CollectionLayoutSection(group: group)], direction), counts: [4])
        #expect(F.cells(g, count: 4) == [F.r(10, 0, 60, 40), F.r(90, 0, 60, 40), F.r(170, 0, 60, 40), F.r(250, 0, 60, 40)])
    }

    @Test("rule 2: repeatingSubitem keeps the subitem's own length; a vertical group runs top to bottom",
          arguments: ScrollDirection.allCases)
    func repeatingAndVertical(direction: ScrollDirection) {
        var row = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(30)),
                                                   repeatingSubitem: F.item(.absolute(50), .absolute(30)), count: 3)
        row.interItemSpacing = .fixed(10)
        row.contentInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        let g = F.geometry(F.layout([CollectionLayoutSection(group: row)], direction), counts: [3])
        #expect(F.cells(g, count: 3) == [F.r(10, 0, 50, 30), F.r(70, 0, 50, 30), F.r(130, 0, 50, 30)])

        // A vertical group of height 200 with count 3 and fixed 10: each (200 − 20) / 3 = 60 tall, 0, 70, 140.
        var column = CollectionLayoutGroup.vertical(layoutSize: F.size(.absolute(100), .absolute(200)),
                                                    subitem: F.item(.absolute(60), .absolute(5)), count: 3)
        column.interItemSpacing = .fixed(10)
        let c = F.geometry(F.layout([CollectionLayoutSection(group: column)], direction), counts: [4])
        let cells = F.cells(c, count: 4)
        #expect(Array(cells.prefix(3)) == [F.r(0, 0, 60, 60), F.r(0, 70, 60, 60), F.r(0, 140, 60, 60)])
        #expect(cells[3] == (direction == .vertical ? F.r(0, 200, 60, 60) : F.r(100, 0, 60, 60)))
    }

    @Test("rule 1, nested: a nested group resolves against its parent's inner size, its items against its own",
          arguments: ScrollDirection.allCases)
    func nested(direction: ScrollDirection) {
        // Outer 320×200 with insets 10 → inner 300×180 at (10, 10). Left: an item of half the inner width
        // (150×180). Right: a vertical group 150×180 at (160, 10) with leading inset 6 → inner 144×180 at
        // (166, 10) holding 2 equal items, fixed 4: (180 − 4) / 2 = 88 tall each.
        var pair = CollectionLayoutGroup.vertical(layoutSize: F.size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                                  subitem: F.item(.fractionalWidth(1), .fractionalHeight(0.5)), count: 2)
        pair.interItemSpacing = .fixed(4)
        pair.contentInsets = EdgeInsets(top: 0, left: 6, bottom: 0, right: 0)
        var outer = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(200)),
                                                     subitems: [F.item(.fractionalWidth(0.5), .fractionalHeight(1)), pair])
        outer.contentInsets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let g = F.geometry(F.layout([CollectionLayoutSection(group: outer)], direction), counts: [4])
        let cells = F.cells(g, count: 4)
        #expect(Array(cells.prefix(3)) == [F.r(10, 10, 150, 180), F.r(166, 10, 144, 88), F.r(166, 102, 144, 88)])
        #expect(cells[3] == (direction == .vertical ? F.r(10, 210, 150, 180) : F.r(330, 10, 150, 180)))
    }

    @Test("rule 3: item insets shrink the cell in its space, never below zero, neighbours stay; estimated axes ignore them",
          arguments: ScrollDirection.allCases)
    func itemInsets(direction: ScrollDirection) {
        // A 210-wide group: 100 + 10 + 100 fill it exactly.
        let all5 = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.absolute(210), .absolute(100)), subitems: [
            F.item(.absolute(100), .fractionalHeight(1), insets: all5),
            F.item(.absolute(10), .absolute(10), insets: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)),
            F.item(.estimated(100), .absolute(40), insets: all5),
        ])
        let g = F.geometry(F.layout([CollectionLayoutSection(group: group)], direction), counts: [3])
        #expect(F.cells(g, count: 3) == [F.r(5, 5, 90, 90), F.r(108, 0, 0, 10), F.r(110, 5, 100, 30)])
    }

    @Test("a custom group's slots are its provider's frames, given the group's size")
    func custom() {
        let group = CollectionLayoutGroup.custom(layoutSize: F.size(.fractionalWidth(1), .absolute(100))) { environment in
            let w = environment.container.contentSize.width
            return [CollectionLayoutGroupCustomItem(frame: F.r(0, 0, w / 2, 100)), CollectionLayoutGroupCustomItem(frame: F.r(w / 2, 50, w / 2, 50))]
        }
        let g = F.geometry(F.layout([CollectionLayoutSection(group: group)], .vertical), counts: [3])
        #expect(F.cells(g, count: 3) == [F.r(0, 0, 160, 100), F.r(160, 50, 160, 50), F.r(0, 100, 160, 100)])
    }
}

extension CompositionalGroupTests {
    @Test("in a zero-size view a group of fractional items holds one pass of its subitems, not thousands")
    func zeroSizeView() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(40)),
                                                     subitems: [F.item(.fractionalWidth(0.5), .fractionalHeight(1)), F.item(.fractionalWidth(0.25), .fractionalHeight(1))])
        let g = F.geometry(F.layout([CollectionLayoutSection(group: group)], .vertical), width: 0, height: 0, counts: [3])
        // Two slots per group: item 2 starts a second group 40 further down.
        #expect(F.cells(g, count: 3) == [F.r(0, 0, 0, 40), F.r(0, 0, 0, 40), F.r(0, 40, 0, 40)])
    }
}
