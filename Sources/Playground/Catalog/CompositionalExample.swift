import LayoutCore

/// The catalog's compositional layout over the demo data, built with the Swift API the way an app would: a
/// photo grid with a large leading item, a row that scrolls across on its own (group paging: a horizontal wheel
/// over it, which the collection view scrolls itself), a list, then grids of five for the remaining sections (the
/// last description repeats). Headers and footers are the demo's; it registers no other kinds.
enum CompositionalExample {
    static func make() -> CompositionalLayout {
        typealias Size = CollectionLayoutSize
        let inset = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        func item(_ w: CollectionLayoutDimension, _ h: CollectionLayoutDimension) -> CollectionLayoutItem {
            var item = CollectionLayoutItem(layoutSize: Size(widthDimension: w, heightDimension: h))
            item.contentInsets = inset
            return item
        }
        func header(pinned: Bool) -> CollectionLayoutBoundarySupplementaryItem {
            var h = CollectionLayoutBoundarySupplementaryItem(layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                                              elementKind: ElementKind.sectionHeader, alignment: .top)
            h.pinToVisibleBounds = pinned
            h.zIndex = 10
            return h
        }
        let footer = CollectionLayoutBoundarySupplementaryItem(layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(24)),
                                                               elementKind: ElementKind.sectionFooter, alignment: .bottom)
        let sides = EdgeInsets(top: 8, left: 16, bottom: 16, right: 16)

        // A large item beside a pair stacked vertically.
        let pair = CollectionLayoutGroup.vertical(layoutSize: Size(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                                                  subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)
        var photos = CollectionLayoutSection(group: .horizontal(layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(260)),
                                                                subitems: [item(.fractionalWidth(2.0 / 3), .fractionalHeight(1)), pair]))
        photos.contentInsets = sides
        photos.boundarySupplementaryItems = [header(pinned: true)]

        var row = CollectionLayoutSection(group: .horizontal(layoutSize: Size(widthDimension: .absolute(280), heightDimension: .absolute(160)),
                                                             subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        row.orthogonalScrollingBehavior = .groupPaging
        row.contentInsets = sides
        row.boundarySupplementaryItems = [header(pinned: true)]

        var list = CollectionLayoutSection(group: .horizontal(layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                              subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
        list.contentInsets = sides
        list.boundarySupplementaryItems = [header(pinned: true), footer]

        var grid = CollectionLayoutSection(group: {
            var g = CollectionLayoutGroup.horizontal(layoutSize: Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(110)),
                                                     subitem: item(.fractionalWidth(0.2), .fractionalHeight(1)), count: 5)
            g.interItemSpacing = .fixed(6)
            return g
        }())
        grid.contentInsets = sides
        grid.interGroupSpacing = 6
        grid.boundarySupplementaryItems = [header(pinned: true), footer]

        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        return CompositionalLayout(sections: [photos, row, list, grid], configuration: configuration)
    }
}
