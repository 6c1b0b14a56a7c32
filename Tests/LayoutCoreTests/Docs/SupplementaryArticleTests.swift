import Testing
import LayoutCore

// The listings of the "Supplementary and decoration views" article, as it prints them (declarations here at file
// scope, statements inside the tests), and what the article says they do.

final class Header: ReusableView {
    override var appearance: ViewAppearance {
        var a = super.appearance
        a.fontSize = 17
        a.isBold = true
        a.textAlignment = .leading
        a.textColor = .white
        return a
    }
}

final class SectionBackground: DecorationView {
    override var appearance: ViewAppearance {
        var a = super.appearance
        if a.backgroundColor.alpha == 0 { a.backgroundColor = Color(hex: 0x242730) }  // no color from the layout
        a.cornerRadius = 16
        a.borderColor = Color(hex: 0x3A3F4B)
        a.borderWidth = 1
        return a
    }
}

struct SectionedList: CollectionLayout, Equatable {
    var decorationViews = DecorationRegistry()
    var name: String { "sectioned list" }

    func prepare(in context: LayoutContext) -> any LayoutGeometry {
        Geometry(width: context.bounds.width, counts: context.itemCounts)
    }

    /// Each section: a 40-point header, then its rows, 60 points each.
    struct Geometry: LayoutGeometry {
        let width: Double, counts: [Int]

        func top(ofSection section: Int) -> Double { counts[..<section].reduce(0) { $0 + 40 + Double($1) * 60 } }
        var collectionViewContentSize: Size { Size(width: width, height: top(ofSection: counts.count)) }

        func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            guard counts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.item) else { return nil }
            let y = top(ofSection: indexPath.section) + 40 + Double(indexPath.item) * 60
            return .cell(indexPath, frame: Rect(x: 0, y: y, width: width, height: 60))
        }

        func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
            guard kind == ElementKind.sectionHeader, counts.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
            var header = LayoutAttributes.supplementary(kind, indexPath, frame: Rect(x: 0, y: top(ofSection: indexPath.section), width: width, height: 40))
            header.zIndex = 1
            return header
        }

        func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
            guard kind == "background", counts.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
            let minY = top(ofSection: indexPath.section), maxY = top(ofSection: indexPath.section + 1)
            var background = LayoutAttributes.decoration(kind, indexPath, frame: Rect(x: 0, y: minY, width: width, height: maxY - minY))
            background.zIndex = -1
            return background
        }

        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            var found: [LayoutAttributes] = []
            for section in counts.indices where top(ofSection: section) < rect.maxY && top(ofSection: section + 1) > rect.minY {
                let first = IndexPath(item: 0, section: section)
                found += [layoutAttributesForDecorationView(ofKind: "background", at: first),
                          layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: first)].compactMap { $0 }
                found += (0..<counts[section]).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: section)) }
            }
            // The contract: sorted by element key (decorations, then cells, then supplementary views; by index path).
            return found.filter { $0.frame.intersects(rect) }.sorted { $0.key < $1.key }
        }
    }
}

/// An inbox: sections of messages, each with its unread count, for the article's data-source listing.
final class Mailboxes: CollectionViewDataSource {
    struct Mailbox { var title: String; var unread: [Int] }
    var sections = [Mailbox(title: "Today", unread: [3, 0, 1]), Mailbox(title: "Yesterday", unread: [0, 2])]

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].unread.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.title = "message \(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) throws -> ReusableView? {
        let view = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        if kind == ElementKind.sectionHeader {
            view.title = sections[indexPath.section].title
        } else {
            view.title = "\(sections[indexPath.section].unread[indexPath.item])"
            view.backgroundColor = Color(hex: 0xE5484D)
        }
        return view
    }
}

@Suite("Supplementary and decoration views article")
struct SupplementaryArticleTests {
    /// A 320×600 collection view of the two mailboxes, cells and both supplementary kinds registered as the article does.
    func inbox(_ dataSource: Mailboxes) -> CollectionView {
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: FlowLayout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(Header.self, forSupplementaryViewOfKind: ElementKind.sectionHeader, withReuseIdentifier: ElementKind.sectionHeader)
        collectionView.register(ReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
        collectionView.dataSource = dataSource
        return collectionView
    }

    /// The views of a kind on screen, by index path.
    func views(_ collectionView: CollectionView, ofKind kind: String) -> [IndexPath: ReusableView] {
        var out: [IndexPath: ReusableView] = [:]
        for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
            out[indexPath] = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
        }
        return out
    }

    @Test("flow: pinned 40-point headers from the data source, and a registered class draws the section backgrounds")
    func flow() throws {
        let dataSource = Mailboxes()
        let collectionView = inbox(dataSource)
        var flow = FlowLayout()
        flow.headerReferenceSize = Size(width: 0, height: 40)
        flow.sectionHeadersPinToVisibleBounds = true
        var decorated = SectionBackgroundDecorator(base: flow, defaultColor: Color(hex: 0x2B3A55))
        decorated.register(SectionBackground.self, forDecorationViewOfKind: SectionBackgroundDecorator<FlowLayout>.elementKind)
        collectionView.setCollectionViewLayout(decorated)
        collectionView.layoutIfNeeded()

        let headers = views(collectionView, ofKind: ElementKind.sectionHeader)
        #expect(headers.count == 2)
        let first = try #require(headers[IndexPath(item: 0, section: 0)])
        #expect(first is Header && first.title == "Today" && first.layoutAttributes?.frame.height == 40)
        #expect(first.appearance.isBold && first.appearance.fontSize == 17 && first.appearance.textAlignment == .leading)
        let backgrounds = collectionView.visibleLayoutAttributes.filter { $0.category == .decorationView(kind: SectionBackgroundDecorator<FlowLayout>.elementKind) }
        #expect(backgrounds.count == 2)
        let background = try #require(backgrounds.first.flatMap { collectionView.view(for: $0.key) })
        #expect(background is SectionBackground && background.appearance.cornerRadius == 16)
        #expect(background.appearance.backgroundColor == Color(hex: 0x2B3A55), "the decorator's color wins over the fallback")
    }

    @Test("compositional: a header per section, a 20-point badge in each row's top trailing corner, a registered background")
    func compositional() throws {
        let dataSource = Mailboxes()
        let collectionView = inbox(dataSource)
        let size = { (width: CollectionLayoutDimension, height: CollectionLayoutDimension) in
            CollectionLayoutSize(widthDimension: width, heightDimension: height)
        }
        let badge = CollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                      containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(60)), supplementaryItems: [badge])
        let group = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        var section = CollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                      elementKind: ElementKind.sectionHeader, alignment: .top),
        ]
        section.decorationItems = [.background(elementKind: "background")]
        var layout = CompositionalLayout(section: section)
        layout.register(SectionBackground.self, forDecorationViewOfKind: "background")
        collectionView.setCollectionViewLayout(layout)
        collectionView.layoutIfNeeded()

        // Section 0: header 0…40, rows at 40, 100, 160; section 1 starts at 220.
        let headers = views(collectionView, ofKind: ElementKind.sectionHeader)
        #expect(headers[IndexPath(item: 0, section: 1)]?.layoutAttributes?.frame == Rect(x: 0, y: 220, width: 320, height: 40))
        let badges = views(collectionView, ofKind: "badge")
        #expect(badges.count == 5)
        let badgeOfRow1 = try #require(badges[IndexPath(item: 1, section: 0)])
        #expect(badgeOfRow1.layoutAttributes?.frame == Rect(x: 300, y: 100, width: 20, height: 20))
        #expect(badgeOfRow1.title == "0" && badgeOfRow1.backgroundColor == Color(hex: 0xE5484D))
        let backgrounds = collectionView.visibleLayoutAttributes.filter { $0.category == .decorationView(kind: "background") }
        #expect(backgrounds.map(\.frame).sorted { $0.minY < $1.minY } == [Rect(x: 0, y: 0, width: 320, height: 220), Rect(x: 0, y: 220, width: 320, height: 160)])
        #expect(backgrounds.allSatisfy { collectionView.view(for: $0.key) is SectionBackground })
        #expect(backgrounds.allSatisfy { collectionView.view(for: $0.key)?.appearance.backgroundColor == Color(hex: 0x242730) },
                "a compositional background carries no color: the class's own")
    }

    @Test("custom: the sectioned list's headers come from the data source, its backgrounds from the registered class; it keeps the layout contract")
    func custom() throws {
        let dataSource = Mailboxes()
        let collectionView = inbox(dataSource)
        var list = SectionedList()
        list.register(SectionBackground.self, forDecorationViewOfKind: "background")
        collectionView.setCollectionViewLayout(list)
        collectionView.layoutIfNeeded()

        #expect(collectionView.contentSize == Size(width: 320, height: 380))
        let headers = views(collectionView, ofKind: ElementKind.sectionHeader)
        #expect(headers[IndexPath(item: 0, section: 1)]?.title == "Yesterday")
        #expect(headers[IndexPath(item: 0, section: 1)]?.layoutAttributes?.frame == Rect(x: 0, y: 220, width: 320, height: 40))
        let backgrounds = collectionView.visibleLayoutAttributes.filter { $0.category == .decorationView(kind: "background") }
        #expect(backgrounds.count == 2 && backgrounds.allSatisfy { collectionView.view(for: $0.key) is SectionBackground })
        let problems = LayoutConformance.problems(in: list, context: LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 200), itemCounts: [3, 2, 0, 7]))
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("diffable: the supplementary view provider is the data source's function")
    func diffable() throws {
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: FlowLayout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(Header.self, forSupplementaryViewOfKind: ElementKind.sectionHeader, withReuseIdentifier: ElementKind.sectionHeader)
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, name in
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.title = name
            return cell
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let view = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            view.title = kind == ElementKind.sectionHeader ? "Section \(indexPath.section)" : nil
            return view
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        var flow = FlowLayout()
        flow.headerReferenceSize = Size(width: 0, height: 40)
        collectionView.setCollectionViewLayout(flow)
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))?.title == "Section 1")
    }
}
