import LayoutCore

/// Serves the demo sections to a collection view: cells with a label and color, "Section N" headers, and
/// per-item sizes through the flow delegate.
final class DemoDataSource: CollectionViewDataSource, FlowLayoutDelegate, WaterfallLayoutDelegate, SectionBackgroundDelegate,
    TreeLayoutDelegate {
    static let cellIdentifier = "DemoCell"
    static let headerIdentifier = "SectionHeader"
    static let footerIdentifier = "SectionFooter"
    static let connectorIdentifier = "Connector"

    /// The data, section by section. Changing it drops the cached tree edges.
    var sections: [DemoSection] {
        didSet {
            revisionCounter &+= 1
            revision = revisionCounter
            childrenCache = nil
            itemCount = sections.reduce(0) { $0 + $1.items.count }
            // New data (the class hierarchy after D) may hold higher numbers: new ids must stay unique.
            nextID = max(nextID, Self.numberAfter(sections))
        }
    }
    private var childrenCache: [Int32: [IndexPath]]?
    /// Names the state of `sections`: every change gives a new number (edits and data switches), and undo and
    /// redo give back the number the state had, so "unsaved edits" is one comparison and an edit undone back to
    /// the saved state counts as saved.
    private(set) var revision = 0
    /// The last revision number handed out (never reused, so a number names one state).
    private var revisionCounter = 0
    /// The edits that can be undone and redone (Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y).
    var history = EditHistory()
    /// The next id handed to an inserted item.
    private var nextID: Int
    /// Items a double click enlarged (by id, so they stay enlarged when they move).
    private(set) var enlarged: Set<Int32> = []
    /// Ids of the enlarged items, sorted, for the state file.
    var enlargedIDs: [String] { enlarged.sorted().map { "item-\($0)" } }
    /// Size factor of enlarged items.
    static let enlargement = 1.6
    /// The items the edit menu last cut or copied, in order.
    private(set) var clipboard: [DemoItem] = []
    /// False refuses drags (the tree layout: children must stay beside their parents).
    var allowsMoving = true
    /// When true the flow layout asks each item for its own size; otherwise the layout's item size is used.
    var usesItemSizes: Bool

    init(sections: [DemoSection], usesItemSizes: Bool) {
        self.sections = sections
        itemCount = sections.reduce(0) { $0 + $1.items.count }
        self.usesItemSizes = usesItemSizes
        nextID = Self.numberAfter(sections)
    }

    /// One more than the highest item number in `sections` (0 when empty): the next unused id.
    static func numberAfter(_ sections: [DemoSection]) -> Int {
        (sections.lazy.flatMap(\.items).map { Int($0.number) }.max() ?? -1) + 1
    }

    /// Each photo item's file, by item number (`--photos`, a data file's `image` fields as written; empty for
    /// other data). Keyed by number, so an item keeps its picture through moves, cut, undo and redo.
    var photoPaths: [Int32: String] = [:]
    /// The folder relative `photoPaths` are in (a data file's), or nil when they are used as given.
    var imageFolder: String?
    /// Pictures demo items show in turn, by item number (`--demo-images`; empty for none).
    var demoImages: [String] = []

    /// True when items may show pictures (prefetching has work, a double click opens a picture).
    var showsImages: Bool { !photoPaths.isEmpty || !demoImages.isEmpty }

    /// The picture file an item shows: its own (resolved against `imageFolder`), else a demo picture by number.
    func imagePath(ofItem number: Int32) -> String? {
        if let path = photoPaths[number] {
            guard let folder = imageFolder, !path.hasPrefix("/") else { return path }
            return folder.hasSuffix("/") ? folder + path : folder + "/" + path
        }
        return demoImages.isEmpty ? nil : demoImages[Int(number.magnitude) % demoImages.count]
    }

    /// The image an item shows, if it is a photo.
    func image(at indexPath: IndexPath) -> ImageReference? {
        item(at: indexPath).flatMap { imagePath(ofItem: $0.number) }.map { ImageReference(path: $0, contentMode: .aspectFill) }
    }

    /// Registers the view classes this data source dequeues.
    func register(in collectionView: CollectionView) {
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.register(HeaderFooterView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader,
                                withReuseIdentifier: Self.headerIdentifier)
        collectionView.register(HeaderFooterView.self, forSupplementaryViewOfKind: ElementKind.sectionFooter,
                                withReuseIdentifier: Self.footerIdentifier)
        collectionView.register(ConnectorView.self, forSupplementaryViewOfKind: TreeLayout.connectorKind,
                                withReuseIdentifier: Self.connectorIdentifier)
    }

    // MARK: Changes (the data source is updated first, then the collection view is told)

    /// Removes items; a removed item's children become roots of their own subtrees (parent −1). Returns what
    /// was removed and whose parent was cleared, for undo.
    @discardableResult
    func removeItems(at indexPaths: [IndexPath]) -> RemovedItems {
        let paths = Set(indexPaths).sorted().filter { item(at: $0) != nil }
        let removed = paths.map { PlacedItem(indexPath: $0, item: sections[$0.section].items[$0.item]) }
        let doomed = Set(removed.map(\.item.number))
        var orphans: [PlacedItem] = []
        // One change of `sections` (one revision, one recount), however many items go. Parents are cleared
        // before the removal, so the orphans are recorded at the index paths undo gives them back.
        edit { sections in
            for s in sections.indices {
                for i in sections[s].items.indices where doomed.contains(sections[s].items[i].parent) {
                    if !doomed.contains(sections[s].items[i].number) {
                        orphans.append(PlacedItem(indexPath: IndexPath(item: i, section: s), item: sections[s].items[i]))
                    }
                    sections[s].items[i].parent = -1
                }
            }
            for ip in paths.reversed() { sections[ip.section].items.remove(at: ip.item) }
        }
        return RemovedItems(items: removed, orphans: orphans)
    }

    /// Puts removed items back where they were (same ids, same index paths) and gives their orphans their
    /// parents back: the undo of `removeItems(at:)`.
    func restore(_ removed: RemovedItems) {
        edit { sections in
            for placed in removed.items { sections[placed.indexPath.section].items.insert(placed.item, at: placed.indexPath.item) }
            // Back in place, the orphans are where they were before the removal: their parents come back there.
            for orphan in removed.orphans { sections[orphan.indexPath.section].items[orphan.indexPath.item].parent = orphan.item.parent }
        }
    }

    /// Inserts items at their index paths (after the insertion, ascending): the redo of an insertion.
    func insert(_ placed: [PlacedItem]) {
        edit { sections in
            for p in placed { sections[p.indexPath.section].items.insert(p.item, at: p.indexPath.item) }
        }
    }

    /// Moves one item (no history): a drag's move, its undo and its redo. Returns where it landed (a
    /// destination past the end of its section lands at the end).
    @discardableResult
    func moveItem(from source: IndexPath, to destination: IndexPath) -> IndexPath? {
        guard let moved = item(at: source) else { return nil }
        var landed = destination
        edit { sections in
            sections[source.section].items.remove(at: source.item)
            landed.item = min(destination.item, sections[destination.section].items.count)
            sections[destination.section].items.insert(moved, at: landed.item)
        }
        return landed
    }

    /// One change of `sections` for a whole edit (the observer runs once, not once per item).
    private func edit(_ body: (inout [DemoSection]) -> Void) { body(&sections) }

    // MARK: Undo (the data part; PlaygroundApp+Undo animates it)

    /// Records an edit made since `before` (the revision then) as one undoable step.
    func record(_ step: EditStep, since before: Int) {
        guard revision != before else { return }
        history.record(step, revisions: EditStep.Revisions(before: before, after: revision))
    }

    /// After undo or redo: the data is in the state `revision` named, so it takes that number again.
    func restoreRevision(_ number: Int) { revision = number }

    /// The data shown, with its undo history and revision: set aside while the class hierarchy is shown (D).
    struct Contents {
        let sections: [DemoSection]
        let history: EditHistory
        let revision: Int
        /// The items' pictures (`photoPaths`), kept with them while other data is shown; nil for new data.
        var photoPaths: [Int32: String]?
    }

    var contents: Contents { Contents(sections: sections, history: history, revision: revision, photoPaths: photoPaths) }

    /// Shows other data: set-aside contents come back with their history and revision; new data starts a new history.
    func replace(with contents: Contents) {
        sections = contents.sections
        history = contents.history
        revision = contents.revision
        if let paths = contents.photoPaths { photoPaths = paths }
    }

    /// Inserts a new item after `indexPath` (a sibling: same parent), or at the end of the last section.
    /// Returns where it went, or nil when there is no section to put it in.
    func insertItem(after indexPath: IndexPath?) -> IndexPath? {
        guard !sections.isEmpty else { return nil }
        let target = indexPath.map { IndexPath(item: $0.item + 1, section: $0.section) }
            ?? IndexPath(item: sections[sections.count - 1].items.count, section: sections.count - 1)
        let section = sections[target.section]
        let template = indexPath.flatMap(item(at:))
        let color = (template?.color ?? section.color).interpolated(to: .white, progress: 0.35)
        let new = DemoItem(number: nextID, label: "New \(nextID)", color: color,
                           size: template?.size ?? Size(width: 110, height: 70), parent: template?.parent ?? -1)
        nextID += 1
        sections[target.section].items.insert(new, at: target.item)
        return target
    }

    // MARK: Tree edges

    /// Children of every parent, by parent id, in section order (built once per change of the data).
    private var childrenByParent: [Int32: [IndexPath]] {
        if let childrenCache { return childrenCache }
        var map: [Int32: [IndexPath]] = [:]
        for (s, section) in sections.enumerated() {
            for (i, item) in section.items.enumerated() {
                if item.parent >= 0 { map[item.parent, default: []].append(IndexPath(item: i, section: s)) }
            }
        }
        childrenCache = map
        return map
    }

    func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: IndexPath) -> [IndexPath] {
        guard let number = item(at: indexPath)?.number else { return [] }
        return childrenByParent[number] ?? []
    }

    /// Item ids per section, in data-source order.
    var itemIDs: [[String]] { sections.map { $0.items.map(\.id) } }
    /// Items in all sections (kept up to date on every change: the inspector reads it each frame).
    private(set) var itemCount = 0

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
            if showsImages, let path = imagePath(ofItem: item.number) {
                cell.image = ImageReference(path: path, contentMode: .aspectFill)
                cell.cornerRadius = PhotoLibrary.cornerRadius
            }
        }
        return cell
    }

    /// Cells beyond the live-view cap show only their color.
    func collectionView(_ collectionView: CollectionView, summaryColorForItemAt indexPath: IndexPath) -> Color {
        item(at: indexPath)?.color ?? Color(hex: 0x8C9AA8)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) throws -> ReusableView? {
        if kind == TreeLayout.connectorKind {
            return try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.connectorIdentifier, for: indexPath)
        }
        let isHeader = kind == ElementKind.sectionHeader
        let view = try collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: isHeader ? Self.headerIdentifier : Self.footerIdentifier, for: indexPath)
        let section = sections[indexPath.section]
        if isHeader {
            view.title = section.theme.isEmpty ? section.title : "\(section.title)  ·  \(section.theme)"
            view.backgroundColor = Color(hex: 0x2A2E38)
        } else {
            view.title = section.items.count == 1 ? "1 item" : "\(section.items.count) items"
            (view as? HeaderFooterView)?.fontSize = 12
            view.backgroundColor = section.color.interpolated(to: Color(hex: 0x181A20), progress: 0.72)
        }
        return view
    }

    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
        guard usesItemSizes, let item = item(at: indexPath) else { return nil }
        let k = enlarged.contains(item.number) ? Self.enlargement : 1
        return Size(width: item.size.width * k, height: item.size.height * k)
    }

    /// Enlarges an item, or shrinks it back.
    func toggleEnlarged(_ indexPath: IndexPath) {
        guard let number = item(at: indexPath)?.number else { return }
        if enlarged.remove(number) == nil { enlarged.insert(number) }
    }

    // MARK: Moving (drag to reorder: canMoveItemAt, moveItemAt)

    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        allowsMoving && item(at: indexPath) != nil
    }

    /// A drop: one undoable step (a drop where it started changes nothing and records nothing).
    func collectionView(_ collectionView: CollectionView, moveItemAt source: IndexPath, to destination: IndexPath) {
        guard item(at: source) != nil, source != destination else { return }
        let before = revision
        guard let landed = moveItem(from: source, to: destination) else { return }
        record(.move(from: source, to: landed), since: before)
    }

    // MARK: Edit menu (canPerformAction, performAction)

    func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { item(at: indexPath) != nil }

    func collectionView(_ collectionView: CollectionView, canPerformAction action: EditAction, forItemAt indexPath: IndexPath) -> Bool {
        action == .paste ? !clipboard.isEmpty : item(at: indexPath) != nil
    }

    func collectionView(_ collectionView: CollectionView, performAction action: EditAction, forItemAt indexPath: IndexPath) {
        self.collectionView(collectionView, performAction: action, forItemsAt: [indexPath])
    }

    /// Cut and copy fill the clipboard with all the items (in order); paste inserts the clipboard's items after
    /// the first target, each a new item with a fresh id. One batch update each, rolled back if refused.
    func collectionView(_ collectionView: CollectionView, performAction action: EditAction, forItemsAt indexPaths: [IndexPath]) {
        let targets = indexPaths.filter { item(at: $0) != nil }.sorted()
        guard !targets.isEmpty else { return }
        let saved = sections, before = revision
        do {
            switch action {
            case .copy:
                clipboard = targets.compactMap(item(at:))
            case .cut:
                clipboard = targets.compactMap(item(at:))
                var removed: RemovedItems?
                try collectionView.performBatchUpdates {
                    removed = removeItems(at: targets)
                    try collectionView.deleteItems(at: targets)
                }
                if let removed { record(.removal(removed), since: before) }
            case .paste:
                guard !clipboard.isEmpty, let anchor = targets.first, let target = item(at: anchor) else { return }
                var placed: [PlacedItem] = []
                for (k, copy) in clipboard.enumerated() {
                    // The copy shows the same picture (the map keeps it for undo and redo of the paste too).
                    if let image = photoPaths[copy.number] { photoPaths[Int32(nextID + k)] = image }
                    placed.append(PlacedItem(indexPath: IndexPath(item: anchor.item + 1 + k, section: anchor.section),
                                             item: DemoItem(number: nextID + k, label: copy.label, color: copy.color,
                                                            size: copy.size, parent: target.parent)))
                }
                try collectionView.performBatchUpdates {
                    insert(placed)
                    try collectionView.insertItems(at: placed.map(\.indexPath))
                }
                // (`sections`' observer has moved `nextID` past the new numbers.)
                record(.insertion(placed), since: before)
            }
        } catch {
            sections = saved
        }
    }

    func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, columnWidth: Double) -> Double? {
        guard let item = item(at: indexPath), item.size.width > 0 else { return nil }
        let k = enlarged.contains(item.number) ? Self.enlargement : 1
        // A photo keeps its own aspect ratio; demo items are drawn a little taller than their flow size.
        let stretch = photoPaths.isEmpty || photoPaths[item.number] == nil ? 1.2 : 1
        return (columnWidth * item.size.height / item.size.width * stretch * k).rounded()
    }

    /// A dark tint of the section's color behind its cells.
    func sectionBackgroundColor(forSectionAt section: Int) -> Color? {
        guard section < sections.count else { return nil }
        return sections[section].color.interpolated(to: Color(hex: 0x181A20), progress: 0.82)
    }
}
