import LayoutCore

/// The playground's cells and delegate answers over its document: the cell, header, footer and connector views the
/// diffable data source makes, per-item sizes for the flow and waterfall layouts, section backgrounds, the tree's
/// children, the edit menu (which edits the document) and the items' pictures. The items, their history and the
/// clipboard are the document's (`DemoDocument`).
final class DemoDataSource: FlowLayoutDelegate, WaterfallLayoutDelegate, SectionBackgroundDelegate, TreeLayoutDelegate {
    static let cellIdentifier = "DemoCell"
    static let headerIdentifier = "SectionHeader"
    static let footerIdentifier = "SectionFooter"
    static let connectorIdentifier = "Connector"
    /// Size factor of enlarged items.
    static let enlargement = 1.6

    /// The items shown.
    let document: DemoDocument
    /// Items a double click enlarged (by id, so they stay enlarged when they move).
    private(set) var enlarged: Set<Int32> = []
    /// False refuses drags (the tree layout: children must stay beside their parents). Written by the layout
    /// shelf alone, as it shows a layout.
    var allowsMoving = true
    /// When true the flow layout asks each item for its own size; otherwise the layout's item size is used.
    /// Written by the layout shelf alone (its item-sizes row).
    var usesItemSizes: Bool
    /// The folder relative photo paths are in (a data file's), or nil when they are used as given.
    var imageFolder: String?
    /// Pictures demo items show in turn, by item number (`--demo-images`; empty for none).
    var demoImages: [String] = []
    /// Children of every parent, by parent id, the document's change count they were read at, and the items they
    /// were read from, section by section: the snapshot's own arrays, which the cache keeps alive (so an array at
    /// the same address is the same, unchanged array). While the diffable data source applies a snapshot it swaps
    /// its data after the collection view prepared the layout for the old data (which may fill the cache) and
    /// before it prepares it for the new: then the cache answers only while the data shown still holds its arrays.
    private var childrenCache: (children: [Int32: [IndexPath]], changeCount: Int, source: [[DemoItem]])?

    init(document: DemoDocument, usesItemSizes: Bool) {
        self.document = document
        self.usesItemSizes = usesItemSizes
    }

    /// A data source over a document of its own holding `sections`.
    convenience init(sections: [DemoSection], usesItemSizes: Bool) {
        self.init(document: DemoDocument(sections: sections), usesItemSizes: usesItemSizes)
    }

    /// True when items may show pictures (prefetching has work, a double click opens a picture).
    var showsImages: Bool { !document.photoPaths.isEmpty || !demoImages.isEmpty }

    /// The picture file an item shows: its own (resolved against `imageFolder`), else a demo picture by number.
    func imagePath(ofItem number: Int32) -> String? {
        if let path = document.photoPaths[number] {
            guard let folder = imageFolder, !path.hasPrefix("/") else { return path }
            return folder.hasSuffix("/") ? folder + path : folder + "/" + path
        }
        return demoImages.isEmpty ? nil : demoImages[Int(number.magnitude) % demoImages.count]
    }

    /// The image an item shows, if it is a photo.
    func image(at indexPath: IndexPath) -> ImageReference? {
        document.item(at: indexPath).flatMap { imagePath(ofItem: $0.number) }.map { ImageReference(path: $0, contentMode: .aspectFill) }
    }

    /// Registers the view classes this data source dequeues and has the document make its diffable data source,
    /// the collection view's data source (this object stays its delegate, for sizes and the edit menu).
    func register(in collectionView: CollectionView) {
        document.attach(to: collectionView, cell: { [weak self] collectionView, indexPath, item in
            try self?.cell(collectionView, indexPath, item)
        }, supplementary: { [weak self] collectionView, kind, indexPath in
            try self?.supplementaryView(collectionView, kind: kind, at: indexPath)
        }, canReorder: { [weak self] in self?.allowsMoving ?? false })
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.register(HeaderFooterView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader,
                                withReuseIdentifier: Self.headerIdentifier)
        collectionView.register(HeaderFooterView.self, forSupplementaryViewOfKind: ElementKind.sectionFooter,
                                withReuseIdentifier: Self.footerIdentifier)
        collectionView.register(ConnectorView.self, forSupplementaryViewOfKind: TreeLayout.connectorKind,
                                withReuseIdentifier: Self.connectorIdentifier)
    }

    /// The cell provider: a cell with the item's label and color (and picture).
    private func cell(_ collectionView: CollectionView, _ indexPath: IndexPath, _ item: DemoItem) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        cell.title = item.label
        cell.backgroundColor = item.color
        if showsImages, let path = imagePath(ofItem: item.number) {
            cell.image = ImageReference(path: path, contentMode: .aspectFill)
            cell.cornerRadius = PhotoLibrary.cornerRadius
        }
        return cell
    }

    /// The supplementary view provider: section headers and footers (with the item count), tree connectors.
    private func supplementaryView(_ collectionView: CollectionView, kind: String, at indexPath: IndexPath) throws -> ReusableView? {
        if kind == TreeLayout.connectorKind {
            return try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.connectorIdentifier, for: indexPath)
        }
        let isHeader = kind == ElementKind.sectionHeader
        let view = try collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: isHeader ? Self.headerIdentifier : Self.footerIdentifier, for: indexPath)
        let headings = document.items.headings
        guard headings.indices.contains(indexPath.section) else { return view }
        let section = headings[indexPath.section]
        if isHeader {
            view.title = section.theme.isEmpty ? section.title : "\(section.title)  ·  \(section.theme)"
            view.backgroundColor = Color(hex: 0x2A2E38)
        } else {
            let count = document.numberOfItems(inSection: indexPath.section)
            view.title = count == 1 ? "1 item" : "\(count) items"
            (view as? HeaderFooterView)?.fontSize = 12
            view.backgroundColor = section.color.interpolated(to: Color(hex: 0x181A20), progress: 0.72)
        }
        return view
    }

    // MARK: Sizes

    /// Enlarges an item, or shrinks it back.
    func toggleEnlarged(_ indexPath: IndexPath) {
        guard let number = document.item(at: indexPath)?.number else { return }
        if enlarged.remove(number) == nil { enlarged.insert(number) }
    }

    /// Ids of the enlarged items, sorted, for the state file.
    var enlargedIDs: [String] { enlarged.sorted().map { "item-\($0)" } }

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
        guard usesItemSizes, let item = document.item(at: indexPath) else { return nil }
        let k = enlarged.contains(item.number) ? Self.enlargement : 1
        return Size(width: item.size.width * k, height: item.size.height * k)
    }

    /// Every item's size in a section at once, read off the snapshot's array: at ten million items the layout
    /// then makes a thousand calls instead of ten million (each a lookup of the item by index path). The sizes
    /// are exactly the per-item answers; without item sizes the layout's own size is asked item by item as before.
    func flowLayout(_ layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? {
        guard usesItemSizes else { return nil }
        let items = document.items(inSection: section)
        guard !items.isEmpty else { return nil }
        let grown = enlarged
        return items.map { item in
            let k = !grown.isEmpty && grown.contains(item.number) ? Self.enlargement : 1
            return Size(width: item.size.width * k, height: item.size.height * k)
        }
    }

    func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, columnWidth: Double) -> Double? {
        guard let item = document.item(at: indexPath), item.size.width > 0 else { return nil }
        let k = enlarged.contains(item.number) ? Self.enlargement : 1
        // A photo keeps its own aspect ratio; demo items are drawn a little taller than their flow size.
        let photos = document.photoPaths
        let stretch = photos.isEmpty || photos[item.number] == nil ? 1.2 : 1
        return (columnWidth * item.size.height / item.size.width * stretch * k).rounded()
    }

    /// A dark tint of the section's color behind its cells.
    func sectionBackgroundColor(forSectionAt section: Int) -> Color? {
        let headings = document.items.headings
        guard headings.indices.contains(section) else { return nil }
        return headings[section].color.interpolated(to: Color(hex: 0x181A20), progress: 0.82)
    }

    // MARK: Tree edges

    func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: IndexPath) -> [IndexPath] {
        guard let number = document.item(at: indexPath)?.number else { return [] }
        return childrenByParent[number] ?? []
    }

    /// Children of every parent, by parent id, in section order: built once per data shown (see `childrenCache`).
    private var childrenByParent: [Int32: [IndexPath]] {
        let items = document.items
        if let cache = childrenCache, cache.changeCount == items.changeCount, !items.isApplying || isShown(cache.source) {
            return cache.children
        }
        let shown = items.snapshot
        let source = items.sectionIDs.map { shown.itemIdentifiers(inSection: $0) }
        var map: [Int32: [IndexPath]] = [:]
        for (s, sectionItems) in source.enumerated() {
            for (i, item) in sectionItems.enumerated() {
                let parent = items.parent(of: item)
                if parent >= 0 { map[parent, default: []].append(IndexPath(item: i, section: s)) }
            }
        }
        childrenCache = (map, items.changeCount, source)
        return map
    }

    /// True when the data shown holds exactly these arrays, section by section: each shares its storage with the
    /// snapshot's (an unchanged copy) or both are empty. The same items, found without comparing them.
    private func isShown(_ source: [[DemoItem]]) -> Bool {
        let items = document.items, shown = items.snapshot, ids = items.sectionIDs
        return source.count == ids.count && ids.indices.allSatisfy { s in
            source[s].withUnsafeBufferPointer { a in
                shown.itemIdentifiers(inSection: ids[s]).withUnsafeBufferPointer { b in
                    a.count == b.count && (a.count == 0 || a.baseAddress == b.baseAddress)
                }
            }
        }
    }

    // MARK: Edit menu (canPerformAction, performAction)

    func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        document.item(at: indexPath) != nil
    }

    func collectionView(_ collectionView: CollectionView, canPerformAction action: EditAction, forItemAt indexPath: IndexPath) -> Bool {
        action == .paste ? !document.clipboard.isEmpty : document.item(at: indexPath) != nil
    }

    func collectionView(_ collectionView: CollectionView, performAction action: EditAction, forItemAt indexPath: IndexPath) {
        self.collectionView(collectionView, performAction: action, forItemsAt: [indexPath])
    }

    /// Cut and copy fill the clipboard with all the items (in order); paste inserts the clipboard's items after
    /// the first target, each a new item with a fresh id. One document edit each, applied as one batch update.
    func collectionView(_ collectionView: CollectionView, performAction action: EditAction, forItemsAt indexPaths: [IndexPath]) {
        switch action {
        case .copy: document.apply(.copy(indexPaths))
        case .cut: document.apply(.cut(indexPaths))
        case .paste: document.apply(.paste(at: indexPaths))
        }
    }
}
