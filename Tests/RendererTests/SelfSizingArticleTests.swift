import LayoutCore
import LayoutCoreTestSupport
import Renderer
import Testing

/// The article's cell for compositional rows whose labels wrap, as it prints it.
final class WrappingCell: CollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        guard let title, let textMeasurer else { return layoutAttributes }
        let fitting = Self.fittingSize(of: title, measurer: textMeasurer, fontSize: appearance.fontSize,
                                       maximumWidth: layoutAttributes.size.width)
        var preferred = layoutAttributes
        preferred.size = Size(width: layoutAttributes.size.width, height: fitting.height)
        return preferred
    }

    override var appearance: ViewAppearance {
        var a = super.appearance
        a.sizedLabelPadding = Self.labelPadding  // drawn as measured: wrapped at once, never first set smaller
        return a
    }
}

/// The "Self-sizing cells" article's compositional listings, with the Renderer's typesetter measuring the labels.
@Suite("Self-sizing cells article")
struct SelfSizingArticleTests {
    static let labels = ["Lunch?", "The minutes of Tuesday's meeting, with the three decisions it took and who does what next, before Friday"]

    @Test("a compositional list estimated at 44: with a Typesetter each row takes its label's line, without a measurer every row stays at 44")
    func compositionalListWithTypesetter() throws {
        let items = LabelledItems(Self.labels)
        let estimated = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = CollectionLayoutGroup.vertical(layoutSize: estimated, subitems: [CollectionLayoutItem(layoutSize: estimated)])
        let list = CompositionalLayout(section: CollectionLayoutSection(group: group))
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: list)
        collectionView.textMeasurer = try Typesetter()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = items
        collectionView.layoutIfNeeded()
        collectionView.layoutIfNeeded()
        let rows = try (0..<2).map { try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame) }
        #expect(rows[0].height != 44 && rows[0].height > 16, "a one-line label and its padding: \(rows[0])")
        // The layout gives no maximum width, so CollectionViewCell measures on one line: the long label too.
        #expect(rows[1].height == rows[0].height, "one line each: \(rows)")
        #expect(rows[1].minY == rows[0].maxY, "the rows close up")
        #expect(rows.allSatisfy { $0.width == 320 })

        let unmeasured = items.makeCollectionView(list)
        unmeasured.layoutIfNeeded()
        unmeasured.layoutIfNeeded()
        #expect((0..<2).map { unmeasured.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height } == [44, 44])
    }

    @Test("WrappingCell: the long label wraps at the row's width, so its row is taller than the one-line row, and the rows close up")
    func wrappingCell() throws {
        let items = LabelledItems(Self.labels)
        let estimated = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = CollectionLayoutGroup.vertical(layoutSize: estimated, subitems: [CollectionLayoutItem(layoutSize: estimated)])
        let collectionView = items.makeCollectionView(CompositionalLayout(section: CollectionLayoutSection(group: group)), measurer: try Typesetter())
        collectionView.register(WrappingCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        collectionView.layoutIfNeeded()
        let rows = try (0..<2).map { try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame) }
        #expect(rows[1].height > rows[0].height + 10, "the long label takes more lines: \(rows)")
        #expect(rows[1].minY == rows[0].maxY && rows.allSatisfy { $0.width == 320 })
        let typesetter = try Typesetter()
        let measured = CollectionViewCell.fittingSize(of: Self.labels[1], measurer: typesetter, fontSize: 14, maximumWidth: 320)
        #expect(rows[1].height == measured.height)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.appearance.sizedLabelPadding == CollectionViewCell.labelPadding)
    }
}
