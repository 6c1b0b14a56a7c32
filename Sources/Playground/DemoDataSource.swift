import LayoutCore

/// Serves the demo sections to a collection view: cells with a label and color, "Section N" headers, and
/// per-item sizes through the flow delegate.
final class DemoDataSource: CollectionViewDataSource, FlowLayoutDelegate, WaterfallLayoutDelegate, SectionBackgroundDelegate {
    static let cellIdentifier = "DemoCell"
    static let headerIdentifier = "SectionHeader"
    static let footerIdentifier = "SectionFooter"

    private(set) var sections: [DemoSection]
    /// When true the flow layout asks each item for its own size; otherwise the layout's item size is used.
    var usesItemSizes: Bool

    init(sections: [DemoSection], usesItemSizes: Bool) {
        self.sections = sections
        self.usesItemSizes = usesItemSizes
    }

    /// Registers the view classes this data source dequeues.
    func register(in collectionView: CollectionView) {
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.register(HeaderFooterView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader,
                                withReuseIdentifier: Self.headerIdentifier)
        collectionView.register(HeaderFooterView.self, forSupplementaryViewOfKind: ElementKind.sectionFooter,
                                withReuseIdentifier: Self.footerIdentifier)
    }

    /// Item ids per section, in data-source order.
    var itemIDs: [[String]] { sections.map { $0.items.map(\.id) } }

    func item(at indexPath: IndexPath) -> DemoItem? {
        guard indexPath.section >= 0, indexPath.section < sections.count,
              indexPath.item >= 0, indexPath.item < sections[indexPath.section].items.count else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].items.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        if let item = item(at: indexPath) {
            cell.title = item.label
            cell.backgroundColor = item.color
        }
        return cell
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) throws -> ReusableView? {
        let isHeader = kind == ElementKind.sectionHeader
        let view = try collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: isHeader ? Self.headerIdentifier : Self.footerIdentifier, for: indexPath)
        let section = sections[indexPath.section]
        if isHeader {
            view.title = "\(section.title)  ·  \(section.theme)"
            view.backgroundColor = Color(hex: 0x2A2E38)
        } else {
            view.title = "\(section.items.count) items"
            (view as? HeaderFooterView)?.fontSize = 12
            view.backgroundColor = section.color.interpolated(to: Color(hex: 0x181A20), progress: 0.72)
        }
        return view
    }

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
        usesItemSizes ? item(at: indexPath)?.size : nil
    }

    /// Waterfall tiles keep their item's aspect ratio at the column width, so heights vary a lot.
    func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, columnWidth: Double) -> Double? {
        guard let size = item(at: indexPath)?.size, size.width > 0 else { return nil }
        return (columnWidth * size.height / size.width * 1.6).rounded()
    }

    /// A dark tint of the section's color behind its cells.
    func sectionBackgroundColor(forSectionAt section: Int) -> Color? {
        guard section < sections.count else { return nil }
        return sections[section].color.interpolated(to: Color(hex: 0x181A20), progress: 0.82)
    }
}
