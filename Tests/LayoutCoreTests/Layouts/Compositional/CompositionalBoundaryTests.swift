import Testing
import LayoutCore

/// Rule 6 (boundary supplementary items, pinning, layout-level items) and the other supplementary and
/// decoration elements: badges anchored to items and section backgrounds. Hand-worked in 320×480.
@Suite("Compositional boundary items, badges and backgrounds (rule 6)")
struct CompositionalBoundaryTests {
    typealias F = CompositionalFixture

    static func boundary(_ kind: String, _ alignment: RectAlignment, _ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension,
                         extends: Bool = true, pinned: Bool = false) -> CollectionLayoutBoundarySupplementaryItem {
        var item = CollectionLayoutBoundarySupplementaryItem(layoutSize: F.size(w, h), elementKind: kind, alignment: alignment)
        item.extendsBoundary = extends
        item.pinToVisibleBounds = pinned
        return item
    }

    /// Two half-width items per group, insets t10 l16 b6 r12 (effective 292×464).
    static func section(groupWidth: CollectionLayoutDimension = .fractionalWidth(1)) -> CollectionLayoutSection {
        var section = CollectionLayoutSection(group: .horizontal(layoutSize: F.size(groupWidth, .absolute(50)),
                                                                 subitems: [F.item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        section.contentInsets = EdgeInsets(top: 10, left: 16, bottom: 6, right: 12)
        return section
    }

    static func frame(_ g: CompositionalLayout.Geometry, _ kind: String, _ item: Int = 0, section: Int = 0) -> Rect? {
        g.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }

    @Test("vertical: a top header starts the section, a bottom footer ends it after the last inset; both follow the insets across")
    func vertical() {
        var s = Self.section()
        s.boundarySupplementaryItems = [
            Self.boundary("banner", .topLeading, .absolute(40), .absolute(10), extends: false),
            Self.boundary(ElementKind.sectionHeader, .top, .fractionalWidth(1), .absolute(30)),
            Self.boundary(ElementKind.sectionFooter, .bottomTrailing, .fractionalWidth(0.5), .absolute(20)),
            Self.boundary("line", .bottom, .fractionalWidth(1), .absolute(2), extends: false),
        ]
        let g = F.geometry(F.layout([s], .vertical), counts: [3])
        // Header 292×30 at the leading inset 16; groups from 30 + 10 = 40, 50 tall; 140 + 6 = 146: footer.
        #expect(Self.frame(g, ElementKind.sectionHeader) == F.r(16, 0, 292, 30))
        #expect(F.cells(g, count: 3) == [F.r(16, 40, 146, 50), F.r(162, 40, 146, 50), F.r(16, 90, 146, 50)])
        #expect(Self.frame(g, ElementKind.sectionFooter) == F.r(162, 146, 146, 20), "bottomTrailing: against the trailing inset")
        #expect(Self.frame(g, "banner") == F.r(16, 0, 40, 10), "takes no room: the header starts at the same place")
        #expect(Self.frame(g, "line") == F.r(16, 164, 292, 2), "a footer that takes no room ends at the section's end")
        #expect(g.collectionViewContentSize == Size(width: 320, height: 166))
        #expect(g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.zIndex == 1)
    }

    @Test("horizontal: a leading header starts the section, a trailing footer ends it; across they follow the top and bottom insets")
    func horizontal() {
        var s = Self.section()
        s.boundarySupplementaryItems = [
            Self.boundary(ElementKind.sectionHeader, .leading, .absolute(30), .fractionalHeight(1)),
            Self.boundary(ElementKind.sectionFooter, .bottomTrailing, .absolute(20), .fractionalHeight(0.5)),
        ]
        let g = F.geometry(F.layout([s], .horizontal), counts: [3])
        // Header 30×464 at x 0, y 10; groups 292 wide from x 30 + 16 = 46; 46 + 2×292 + 12 = 642: footer, 232
        // tall against the bottom inset: y = 10 + 464 − 232.
        #expect(Self.frame(g, ElementKind.sectionHeader) == F.r(0, 10, 30, 464))
        #expect(F.cells(g, count: 3) == [F.r(46, 10, 146, 50), F.r(192, 10, 146, 50), F.r(338, 10, 146, 50)])
        #expect(Self.frame(g, ElementKind.sectionFooter) == F.r(642, 242, 20, 232))
        #expect(g.collectionViewContentSize == Size(width: 662, height: 480))
    }

    @Test("without supplementariesFollowContentInsets a boundary item lines up with the view's edge", arguments: ScrollDirection.allCases)
    func ignoresInsets(direction: ScrollDirection) {
        var s = Self.section()
        s.supplementariesFollowContentInsets = false
        s.boundarySupplementaryItems = [Self.boundary(ElementKind.sectionHeader, .topLeading, .absolute(20), .absolute(20))]
        let g = F.geometry(F.layout([s], direction), counts: [1])
        #expect(Self.frame(g, ElementKind.sectionHeader) == F.r(0, 0, 20, 20))
        #expect(F.cells(g, count: 1) == [direction == .vertical ? F.r(16, 30, 146, 50) : F.r(36, 10, 146, 50)])
    }

    @Test("pinToVisibleBounds pins a header as flow's: at the visible top, never past its section's end", arguments: ScrollDirection.allCases)
    func pinned(direction: ScrollDirection) {
        var s = Self.section(groupWidth: direction == .vertical ? .fractionalWidth(1) : .absolute(100))
        s.contentInsets = .zero
        s.boundarySupplementaryItems = [Self.boundary(ElementKind.sectionHeader, direction == .vertical ? .top : .leading,
                                                      .absolute(30), .absolute(30), pinned: true)]
        // Ten groups (20 items): the section spans 0…530 (vertical, 50-tall groups) or 0…1030 (100-wide).
        let g = F.geometry(F.layout([s, s], direction), counts: [20, 2])
        let end = direction == .vertical ? 530.0 : 1030.0
        func header(at offset: Double) -> Rect? {
            let visible = direction == .vertical ? F.r(0, offset, 320, 480) : F.r(offset, 0, 320, 480)
            return g.layoutAttributesForElements(in: visible, visibleBounds: visible)
                .first { $0.key == .supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 0)) }?.frame
        }
        let at = { (v: Double) in direction == .vertical ? F.r(145, v, 30, 30) : F.r(v, 225, 30, 30) }
        #expect(header(at: 100) == at(100))
        #expect(header(at: end - 10) == at(end - 30), "pushed by the section's end")
        #expect(Self.frame(g, ElementKind.sectionHeader) == at(0), "single queries stay unpinned")
    }

    @Test("layout-level boundary items bracket the whole content", arguments: ScrollDirection.allCases)
    func layoutLevel(direction: ScrollDirection) {
        let vertical = direction == .vertical
        let items = [
            Self.boundary("globalHeader", vertical ? .top : .leading, vertical ? .fractionalWidth(1) : .absolute(40),
                          vertical ? .absolute(40) : .fractionalHeight(1)),
            Self.boundary("globalFooter", vertical ? .bottom : .trailing, vertical ? .fractionalWidth(1) : .absolute(40),
                          vertical ? .absolute(40) : .fractionalHeight(1)),
        ]
        var s = Self.section()
        s.contentInsets = .zero
        let g = F.geometry(F.layout([s], direction, boundary: items), counts: [2])
        if vertical {
            #expect(Self.frame(g, "globalHeader") == F.r(0, 0, 320, 40))
            #expect(F.cells(g, count: 2) == [F.r(0, 40, 160, 50), F.r(160, 40, 160, 50)])
            #expect(Self.frame(g, "globalFooter") == F.r(0, 90, 320, 40))
            #expect(g.collectionViewContentSize == Size(width: 320, height: 130))
        } else {
            #expect(Self.frame(g, "globalHeader") == F.r(0, 0, 40, 480))
            #expect(F.cells(g, count: 2) == [F.r(40, 0, 160, 50), F.r(200, 0, 160, 50)])
            #expect(Self.frame(g, "globalFooter") == F.r(360, 0, 40, 480))
            #expect(g.collectionViewContentSize == Size(width: 400, height: 480))
        }
    }

    @Test("badges anchor to their item's cell: edges line them up, a fractional offset moves them by their own size")
    func badges() {
        var item = F.item(.absolute(100), .absolute(100))
        item.supplementaryItems = [CollectionLayoutSupplementaryItem(layoutSize: F.size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                                     containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))]
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.absolute(200), .absolute(100)), subitems: [item])
        let g = F.geometry(F.layout([CollectionLayoutSection(group: group)], .vertical), counts: [3])
        // Item 0 at (0, 0): x = 100 − 20 + 0.5 × 20 = 90, y = 0 − 0.5 × 20 = −10. Item 2 starts the second group.
        #expect(Self.frame(g, "badge", 0) == F.r(90, -10, 20, 20))
        #expect(Self.frame(g, "badge", 1) == F.r(190, -10, 20, 20))
        #expect(Self.frame(g, "badge", 2) == F.r(90, 90, 20, 20))
        #expect(Self.frame(g, "badge", 3) == nil, "no item, no badge")
        let found = F.all(g).filter { $0.category == .supplementaryView(kind: "badge") }.map(\.indexPath.item)
        #expect(found == [0, 1, 2])
    }

    @Test("a background decoration covers its whole section, full width, less its insets, at its zIndex", arguments: ScrollDirection.allCases)
    func background(direction: ScrollDirection) {
        var s = Self.section()
        var background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = EdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
        background.zIndex = -1
        s.decorationItems = [background]
        let g = F.geometry(F.layout([s, s], direction), counts: [2, 2])
        let d = g.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))
        // Each section: vertical 10 + 50 + 6 = 66 tall; horizontal 16 + 292 + 12 = 320 wide.
        #expect(d?.frame == (direction == .vertical ? F.r(4, 68, 312, 62) : F.r(324, 2, 312, 476)))
        #expect(d?.zIndex == -1)
    }

    @Test("the visible items handler sees the section's visible cells in the visible-bounds query only")
    func visibleItemsHandler() {
        var s = Self.section()
        var offsets: [Point] = []
        s.visibleItemsInvalidationHandler = { items, offset, environment in
            offsets.append(offset)
            #expect(environment.container.contentSize == Size(width: 320, height: 480))
            for k in items.indices { items[k].alpha = 0.5 }
        }
        let g = F.geometry(F.layout([s], .vertical), counts: [2])
        let visible = F.r(0, 0, 320, 480)
        #expect(g.layoutAttributesForElements(in: visible, visibleBounds: visible).map(\.alpha) == [0.5, 0.5])
        #expect(g.layoutAttributesForElements(in: visible).map(\.alpha) == [1, 1])
        #expect(offsets == [.zero])
    }
}
