import Testing
import LayoutCore

/// The DocC articles' listings, each as the article prints it, inside a test that gives it what it needs and checks
/// what the article says it does. `make examples-listings` checks every listing of every article is in a compiled
/// file, so an article's code cannot drift from the API.
@Suite("Article listings compile and do what the articles say")
struct ArticleListingTests {
    /// Names shown by a collection view, for the batch-update listing.
    final class Names: CollectionViewDataSource {
        var names: [String]
        init(_ names: [String]) { self.names = names }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
            cell.title = names[indexPath.item]
            return cell
        }
        /// The article's listing: the model first, then the collection view, in one batch.
        func delete(_ indexPaths: [IndexPath], from collectionView: CollectionView) throws {
            try collectionView.performBatchUpdates {
                for indexPath in indexPaths.sorted(by: >) { names.remove(at: indexPath.item) }
                try collectionView.deleteItems(at: indexPaths)
            }
        }
    }

    @Test("Animating updates and transitions: the batch delete listing, then two advances are a whole animation")
    func batchDeleteListing() throws {
        let source = Names(["a", "b", "c", "d", "e"])
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FlowLayout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "name")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        try source.delete([IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)], from: collectionView)
        #expect(source.names == ["a", "c", "e"])
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        collectionView.advance(to: Timestamp(seconds: 0))    // starts
        collectionView.advance(to: Timestamp(seconds: 1))    // finished: the default duration is 0.5 s
        #expect(!collectionView.isTransitioning)
        #expect(collectionView.visibleCells.compactMap(\.title).sorted() == ["a", "c", "e"])
    }

    @Test("Compositional layouts and diffable data sources: the snapshot listing shows its sections and items")
    func diffableListing() throws {
        struct Photo: Hashable { let name: String }
        let favorite = Photo(name: "Beach"), others = [Photo(name: "Dunes"), Photo(name: "Harbour")]
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FlowLayout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        enum Section: Hashable { case favorites, all }

        let dataSource = CollectionViewDiffableDataSource<Section, Photo>(collectionView: collectionView) { collectionView, indexPath, photo in
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            cell.title = photo.name
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Photo>()
        snapshot.appendSections([.favorites, .all])
        snapshot.appendItems([favorite], toSection: .favorites)
        snapshot.appendItems(others, toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 1) == 2)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == others[1])
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.title == "Beach")
    }

    @Test("Compositional layouts and diffable data sources: the section-provider listing gives two 160-point columns under a 30-point header")
    func compositionalListing() {
        let layout =
        CompositionalLayout { sectionIndex, environment in
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
            var section = CollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            if sectionIndex == 1 { section.orthogonalScrollingBehavior = .groupPaging }
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: ElementKind.sectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
        let geometry = layout.prepare(in: LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [4, 4]))
        #expect(geometry.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 160, y: 30, width: 160, height: 100))
        #expect(geometry.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 0, y: 140, width: 160, height: 100))
    }

    @Test("Self-sizing cells: the listing turns self-sizing on with FlowLayout.automaticSize")
    func selfSizingListing() {
        var layout = FlowLayout()
        layout.estimatedItemSize = FlowLayout.automaticSize
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        #expect((collectionView.collectionViewLayout as? FlowLayout)?.estimatedItemSize == Size(width: -1, height: -1))
    }

    @Test("Self-sizing cells: the waterfall and tree listing turns self-sizing on in both")
    func selfSizingWaterfallAndTreeListing() {
        var waterfall = WaterfallLayout(columnCount: 3)
        waterfall.estimatedItemHeight = WaterfallLayout.automaticSize
        var tree = TreeLayout()
        tree.estimatedItemSize = TreeLayout.automaticSize
        #expect(waterfall.isSelfSizing && waterfall.estimatedItemHeight == -1)
        #expect(tree.isSelfSizing && tree.estimatedItemSize == Size(width: -1, height: -1))
    }
}
