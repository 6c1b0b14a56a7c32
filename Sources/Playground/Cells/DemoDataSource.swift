import LayoutCore
import Synchronization

/// The playground's data and what it does with it: the items live in a diffable data source's snapshot
/// (`diffable`, the collection view's data source once `register(in:)` attached it), and every edit — delete,
/// insert, cut, paste, undo, redo, a drag, a data switch — is a snapshot edit applied with
/// `apply(_:animatingDifferences:)`, whose difference is the animated batch update. This class adds what a
/// snapshot does not hold: section titles and colors, cells and headers, per-item sizes through the layout
/// delegates, the undo history, pictures and the clipboard.
final class DemoDataSource: FlowLayoutDelegate, WaterfallLayoutDelegate, SectionBackgroundDelegate, TreeLayoutDelegate {
    static let cellIdentifier = "DemoCell"
    static let headerIdentifier = "SectionHeader"
    static let footerIdentifier = "SectionFooter"
    static let connectorIdentifier = "Connector"

    /// The playground's snapshots: sections named by data and index, the items themselves as identifiers.
    typealias Snapshot = DiffableDataSourceSnapshot<DemoSectionID, DemoItem>
    /// The collection view's data source type.
    typealias Diffable = CollectionViewDiffableDataSource<DemoSectionID, DemoItem>

    /// The collection view's data source, holding the items; nil until `register(in:)` attached one.
    private(set) var diffable: Diffable?
    /// The data while no collection view shows it (before the window opens; the dump command never attaches one).
    private var detached: Snapshot
    /// The sections' titles, themes, colors and fields, by index (their `items` are empty: those are the
    /// snapshot's), and their identifiers in the snapshot.
    private var headings: [DemoSection]
    private var sectionIDs: [DemoSectionID]
    /// Items whose parent was deleted: roots (parent −1) until an undo brings the parent back. A snapshot's item
    /// never changes (it is its own identifier), so the cleared parents are kept here.
    private var orphaned: Set<Int32> = []

    /// The data shown: the diffable data source's snapshot (a copy sharing its storage).
    var snapshot: Snapshot { diffable?.snapshot() ?? detached }

    /// The data, section by section (built from the snapshot, sharing its arrays): for saving, the state file
    /// and the fuzzer. Edits go through the snapshot.
    var sections: [DemoSection] { Self.sections(of: snapshot, headings: headings, orphaned: orphaned) }

    /// Number of sections.
    var numberOfSections: Int { headings.count }
    /// Children of every parent, by parent id (`childrenByParent`), and the items they were read from, section
    /// by section: the snapshot's own arrays, which the cache keeps alive (so an array at the same address is
    /// the same, unchanged array). Every change of the data clears it, but one happens out of this class's
    /// sight: the diffable data source swaps its snapshot in the middle of `apply`, inside the batch update,
    /// after the collection view prepared the layout for the old data (which may fill the cache) and before it
    /// prepares it for the new. So while `applying`, the cache answers only while the data shown still holds
    /// the arrays it was read from.
    private var childrenCache: (children: [Int32: [IndexPath]], source: [[DemoItem]])?
    /// True while the diffable data source applies a snapshot (see `childrenCache`).
    private var applying = false
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
        let contents = Contents(sections: sections, history: EditHistory(), revision: 0)
        detached = contents.snapshot
        headings = contents.headings
        sectionIDs = contents.snapshot.sectionIdentifiers
        itemCount = contents.snapshot.numberOfItems
        self.usesItemSizes = usesItemSizes
        nextID = contents.nextID
    }

    /// One more than the highest item number in `sections` (0 when empty): the next unused id.
    static func numberAfter(_ sections: [DemoSection]) -> Int {
        var highest: Int32 = -1
        for section in sections { for item in section.items where item.number > highest { highest = item.number } }
        return Int(highest) + 1
    }

    /// Sections with their items from `snapshot` (shared arrays) and cleared parents applied.
    static func sections(of snapshot: Snapshot, headings: [DemoSection], orphaned: Set<Int32>) -> [DemoSection] {
        zip(headings, snapshot.sectionIdentifiers).map { heading, id in
            var section = heading
            section.items = snapshot.itemIdentifiers(inSection: id)
            if !orphaned.isEmpty {
                for i in section.items.indices where orphaned.contains(section.items[i].number) { section.items[i].parent = -1 }
            }
            return section
        }
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

    /// Registers the view classes this data source dequeues and makes a diffable data source, holding the data,
    /// the collection view's data source (this object stays its delegate, for sizes and the edit menu).
    func register(in collectionView: CollectionView) {
        attach(to: collectionView)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.register(HeaderFooterView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader,
                                withReuseIdentifier: Self.headerIdentifier)
        collectionView.register(HeaderFooterView.self, forSupplementaryViewOfKind: ElementKind.sectionFooter,
                                withReuseIdentifier: Self.footerIdentifier)
        collectionView.register(ConnectorView.self, forSupplementaryViewOfKind: TreeLayout.connectorKind,
                                withReuseIdentifier: Self.connectorIdentifier)
    }

    /// The diffable data source for `collectionView`, with the data so far applied without animation.
    private func attach(to collectionView: CollectionView) {
        let diffable = Diffable(collectionView: collectionView) { [weak self] collectionView, indexPath, item in
            try self?.cell(collectionView, indexPath, item)
        }
        diffable.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
            try self?.supplementaryView(collectionView, kind: kind, at: indexPath)
        }
        // Items beyond the live-view cap (far zoom, a circle of 100,000) are drawn as quads of their color.
        diffable.summaryColorProvider = { _, _, item in item.color }
        // Drag to reorder: the diffable data source moves the item in its snapshot; the drop is an undo step.
        diffable.reorderingHandlers = .init(canReorderItem: { [weak self] _ in self?.allowsMoving ?? false },
                                            didReorder: { [weak self] transaction in self?.didReorder(transaction) })
        diffable.applySnapshotUsingReloadData(detached)
        detached = Snapshot()
        self.diffable = diffable
    }

    // MARK: Changes (each a snapshot edit, applied: the difference is the animated batch update)

    /// Makes `snapshot` the data: applied through the diffable data source (animated), or kept until one is
    /// attached. A new revision; the tree edges are recomputed on demand.
    private func commit(_ snapshot: Snapshot) {
        childrenCache = nil
        if let diffable { apply(snapshot, to: diffable, animated: true) } else { detached = snapshot }
        changed()
    }

    /// Applies a snapshot, marked as `applying` while the diffable data source swaps its data; a children
    /// cache left from before the swap goes with it.
    private func apply(_ snapshot: Snapshot, to diffable: Diffable, animated: Bool) {
        applying = true
        diffable.apply(snapshot, animatingDifferences: animated)
        applying = false
        if let cache = childrenCache, !isShown(cache.source, in: self.snapshot) { childrenCache = nil }
    }

    /// After the data changed (an apply, or a drop the diffable data source made itself).
    private func changed() {
        revisionCounter &+= 1
        revision = revisionCounter
        childrenCache = nil
        itemCount = snapshot.numberOfItems
    }

    /// Removes items; a removed item's children become roots of their own subtrees (parent −1). Returns what
    /// was removed and whose parent was cleared, for undo.
    @discardableResult
    func removeItems(at indexPaths: [IndexPath]) -> RemovedItems {
        let paths = Set(indexPaths).sorted().filter { item(at: $0) != nil }
        let removed = paths.map { PlacedItem(indexPath: $0, item: item(at: $0)!) }
        guard !removed.isEmpty else { return RemovedItems(items: [], orphans: []) }
        let doomed = Set(removed.map(\.item.number))
        let lowest = doomed.min()!, highest = doomed.max()!
        // Children of removed items, at their index paths before the removal (where undo gives them back):
        // one pass over the items, a hash lookup only for parents in the removed numbers' range.
        var orphans: [PlacedItem] = []
        for s in sectionIDs.indices {
            for (i, item) in items(inSection: s).enumerated() where item.parent >= lowest && item.parent <= highest {
                guard doomed.contains(item.parent), !doomed.contains(item.number), !orphaned.contains(item.number) else { continue }
                orphans.append(PlacedItem(indexPath: IndexPath(item: i, section: s), item: item))
            }
        }
        orphaned.formUnion(orphans.map(\.item.number))
        var next = snapshot
        next.deleteItems(removed.map(\.item))
        commit(next)
        return RemovedItems(items: removed, orphans: orphans)
    }

    /// Puts removed items back where they were (same ids, same index paths) and gives their orphans their
    /// parents back: the undo of `removeItems(at:)`.
    func restore(_ removed: RemovedItems) {
        orphaned.subtract(removed.orphans.map(\.item.number))
        var next = snapshot
        insert(removed.items, into: &next)
        commit(next)
    }

    /// Inserts items at their index paths (after the insertion, ascending): the redo of an insertion.
    func insert(_ placed: [PlacedItem]) {
        var next = snapshot
        insert(placed, into: &next)
        commit(next)
    }

    /// Inserts items at their index paths (after the insertion, ascending) in a snapshot: a run of neighbours
    /// is one insertion.
    private func insert(_ placed: [PlacedItem], into snapshot: inout Snapshot) {
        var k = 0
        while k < placed.count {
            let at = placed[k].indexPath
            var end = k + 1
            while end < placed.count, placed[end].indexPath.section == at.section,
                  placed[end].indexPath.item == placed[end - 1].indexPath.item + 1 { end += 1 }
            guard sectionIDs.indices.contains(at.section) else { k = end; continue }
            let section = sectionIDs[at.section]
            // The anchor is read in a scope of its own: a second reference to the section's array would make
            // the insertion copy it.
            let anchor: DemoItem? = {
                let items = snapshot.itemIdentifiers(inSection: section)
                return at.item < items.count ? items[at.item] : nil
            }()
            let items = placed[k..<end].map(\.item)
            if let anchor { snapshot.insertItems(items, beforeItem: anchor) } else { snapshot.appendItems(items, toSection: section) }
            k = end
        }
    }

    /// Moves one item (no history): a drag's undo and redo. Returns where it landed (a destination past the
    /// end of its section lands at the end).
    @discardableResult
    func moveItem(from source: IndexPath, to destination: IndexPath) -> IndexPath? {
        guard let moved = item(at: source), sectionIDs.indices.contains(destination.section) else { return nil }
        var next = snapshot
        next.deleteItems([moved])
        let landed = IndexPath(item: min(max(0, destination.item), next.numberOfItems(inSection: sectionIDs[destination.section])),
                               section: destination.section)
        insert([PlacedItem(indexPath: landed, item: moved)], into: &next)
        commit(next)
        return landed
    }

    /// A drop (the diffable data source has moved the item in its snapshot): one undoable step, or one move of
    /// the open group (`beginEditGroup()`); a drop where it started changes nothing and records nothing.
    private func didReorder(_ transaction: DiffableDataSourceTransaction<DemoSectionID, DemoItem>) {
        guard let move = Self.move(in: transaction) else { return }
        let before = revision
        changed()
        let step = EditStep.move(from: move.from, to: move.to)
        if editGroup != nil { editGroup?.steps.append(step) } else { record(step, since: before) }
    }

    /// The edits of a drag in progress (from its lift to its drop): they are recorded as one step when it ends.
    private var editGroup: (before: Int, steps: [EditStep])?

    /// True while edits are being gathered into one step.
    var isGroupingEdits: Bool { editGroup != nil }

    /// Starts gathering the moves a drag makes (every swap of a swapping drag, every item of a multi-item drop)
    /// into one undoable step.
    func beginEditGroup() {
        if editGroup == nil { editGroup = (revision, []) }
    }

    /// Records the gathered moves as one step: nothing for none, the move itself for one, a group for more.
    func endEditGroup() {
        guard let group = editGroup else { return }
        editGroup = nil
        switch group.steps.count {
        case 0: return
        case 1: record(group.steps[0], since: group.before)
        default: record(.group(group.steps), since: group.before)
        }
    }

    /// Moves items one after another (no history), as one snapshot edit applied as one animated update: the
    /// undo (reversed, each move backwards) and redo of a group of moves. Returns where each one landed.
    @discardableResult
    func moveItems(_ moves: [(from: IndexPath, to: IndexPath)]) -> [IndexPath] {
        var next = snapshot
        var landed: [IndexPath] = []
        for (source, destination) in moves {
            guard sectionIDs.indices.contains(source.section), sectionIDs.indices.contains(destination.section) else { continue }
            let items = next.itemIdentifiers(inSection: sectionIDs[source.section])
            guard items.indices.contains(source.item) else { continue }
            let moved = items[source.item]
            next.deleteItems([moved])
            let at = IndexPath(item: min(max(0, destination.item), next.numberOfItems(inSection: sectionIDs[destination.section])),
                               section: destination.section)
            insert([PlacedItem(indexPath: at, item: moved)], into: &next)
            landed.append(at)
        }
        commit(next)
        return landed
    }

    /// Where a drop took its item from and put it, nil for a drop where it started. The transaction's
    /// difference counts offsets among all items, so a drop across a section boundary that keeps the item's
    /// offset (the first item of a section dropped at the end of the section before, or the other way round)
    /// has an empty one: the section counts tell that move.
    static func move(in transaction: DiffableDataSourceTransaction<DemoSectionID, DemoItem>) -> (from: IndexPath, to: IndexPath)? {
        let initial = transaction.initialSnapshot, final = transaction.finalSnapshot
        if case .remove(let from, _, _)? = transaction.difference.removals.first,
           case .insert(let to, _, _)? = transaction.difference.insertions.first {
            return (indexPath(ofOffset: from, in: initial), indexPath(ofOffset: to, in: final))
        }
        let before = initial.sectionIdentifiers.map(initial.numberOfItems(inSection:))
        let after = final.sectionIdentifiers.map(final.numberOfItems(inSection:))
        guard before.count == after.count, let s = before.indices.first(where: { before[$0] != after[$0] }) else { return nil }
        let start = before[..<s].reduce(0, +)
        // Section s gained the item at its end (from the start of a later section), or lost its last one to a
        // later section's start.
        return after[s] > before[s]
            ? (indexPath(ofOffset: start + before[s], in: initial), IndexPath(item: before[s], section: s))
            : (IndexPath(item: after[s], section: s), indexPath(ofOffset: start + after[s], in: final))
    }

    /// The index path of the item at `offset` among all items of `snapshot`.
    static func indexPath(ofOffset offset: Int, in snapshot: Snapshot) -> IndexPath {
        var rest = offset
        for (s, id) in snapshot.sectionIdentifiers.enumerated() {
            let count = snapshot.numberOfItems(inSection: id)
            if rest < count { return IndexPath(item: rest, section: s) }
            rest -= count
        }
        return IndexPath(item: rest, section: max(0, snapshot.numberOfSections - 1))
    }

    /// The deliberate bug of `--inject-bug drop-item`: the middle item of the first section that has items
    /// vanishes from the data, with no edit, undo step or revision to account for it.
    func dropItemForFuzzing() {
        guard let s = sectionIDs.firstIndex(where: { snapshot.numberOfItems(inSection: $0) > 0 }) else { return }
        let items = items(inSection: s)
        var next = snapshot
        next.deleteItems([items[items.count / 2]])
        childrenCache = nil
        if let diffable { apply(next, to: diffable, animated: false) } else { detached = next }
        itemCount = next.numberOfItems
    }

    // MARK: Undo (the data part; PlaygroundApp+Undo plays it)

    /// Records an edit made since `before` (the revision then) as one undoable step.
    func record(_ step: EditStep, since before: Int) {
        guard revision != before else { return }
        history.record(step, revisions: EditStep.Revisions(before: before, after: revision))
    }

    /// After undo or redo: the data is in the state `revision` named, so it takes that number again.
    func restoreRevision(_ number: Int) { revision = number }

    /// The data shown, with its undo history and revision: set aside while the class hierarchy is shown (D).
    struct Contents {
        /// The items (sections named for this data).
        let snapshot: Snapshot
        /// The sections' titles and colors, by index (items empty).
        let headings: [DemoSection]
        let history: EditHistory
        /// −1 for new data (it gets a new revision when shown).
        let revision: Int
        /// The items' pictures (`photoPaths`), kept with them while other data is shown; nil for new data.
        var photoPaths: [Int32: String]?
        /// Items whose parent was deleted.
        var orphaned: Set<Int32> = []
        /// One more than the highest item number the data has had.
        var nextID: Int

        /// New data: sections (a new data generation) and their items, in one snapshot; the items' arrays are
        /// shared with `sections`', not copied.
        init(sections: [DemoSection], history: EditHistory, revision: Int) {
            let generation = DemoDataSource.generations.add(1, ordering: .relaxed).newValue
            var snapshot = Snapshot()
            for (k, section) in sections.enumerated() {
                // One section at a time: the order check looks no further than the section just added.
                let id = DemoSectionID(data: generation, index: k)
                snapshot.appendSections([id])
                if !section.items.isEmpty { snapshot.appendItems(section.items, toSection: id) }
            }
            self.snapshot = snapshot
            headings = sections.map { var heading = $0; heading.items = []; return heading }
            self.history = history
            self.revision = revision
            nextID = DemoDataSource.numberAfter(sections)
        }

        init(snapshot: Snapshot, headings: [DemoSection], history: EditHistory, revision: Int, photoPaths: [Int32: String]?,
             orphaned: Set<Int32>, nextID: Int) {
            self.snapshot = snapshot
            self.headings = headings
            self.history = history
            self.revision = revision
            self.photoPaths = photoPaths
            self.orphaned = orphaned
            self.nextID = nextID
        }

        /// The sections with their items (for saving).
        var sections: [DemoSection] { DemoDataSource.sections(of: snapshot, headings: headings, orphaned: orphaned) }
    }

    /// Data generations so far: each new data's sections get identifiers of their own (`DemoSectionID`).
    /// Atomic, because apps are made on any thread (tests make several at once).
    static let generations = Atomic<Int>(0)

    var contents: Contents {
        Contents(snapshot: snapshot, headings: headings, history: history, revision: revision, photoPaths: photoPaths,
                 orphaned: orphaned, nextID: nextID)
    }

    /// Shows other data, applied as one animated update (every section goes and every new one comes: a
    /// cross-fade): set-aside contents come back with their history and revision; new data (revision −1) starts
    /// a new history with a fresh revision.
    func replace(with contents: Contents) {
        headings = contents.headings
        sectionIDs = contents.snapshot.sectionIdentifiers
        orphaned = contents.orphaned
        // New data may hold higher numbers: new ids must stay unique.
        nextID = max(nextID, contents.nextID)
        commit(contents.snapshot)
        history = contents.history
        if contents.revision >= 0 { revision = contents.revision }
        if let paths = contents.photoPaths { photoPaths = paths }
    }

    /// Inserts a new item after `indexPath` (a sibling: same parent), or at the end of the last section.
    /// Returns where it went, or nil when there is no section to put it in.
    func insertItem(after indexPath: IndexPath?) -> IndexPath? {
        guard !sectionIDs.isEmpty else { return nil }
        let last = sectionIDs.count - 1
        let target = indexPath.map { IndexPath(item: $0.item + 1, section: $0.section) }
            ?? IndexPath(item: numberOfItems(inSection: last), section: last)
        let section = headings[target.section]
        let template = indexPath.flatMap(item(at:))
        let color = (template?.color ?? section.color).interpolated(to: .white, progress: 0.35)
        let new = DemoItem(number: nextID, label: "New \(nextID)", color: color,
                           size: template?.size ?? Size(width: 110, height: 70), parent: template.map(parent(of:)) ?? -1)
        nextID += 1
        insert([PlacedItem(indexPath: target, item: new)])
        return target
    }

    // MARK: Tree edges

    /// Children of every parent, by parent id, in section order: built once per data shown (see `childrenCache`).
    private var childrenByParent: [Int32: [IndexPath]] {
        if let cache = childrenCache, !applying || isShown(cache.source, in: snapshot) { return cache.children }
        let shown = snapshot
        let source = sectionIDs.map { shown.itemIdentifiers(inSection: $0) }
        var map: [Int32: [IndexPath]] = [:]
        for (s, items) in source.enumerated() {
            for (i, item) in items.enumerated() {
                let parent = parent(of: item)
                if parent >= 0 { map[parent, default: []].append(IndexPath(item: i, section: s)) }
            }
        }
        childrenCache = (map, source)
        return map
    }

    /// True when `shown` holds exactly these arrays, section by section: each shares its storage with the
    /// snapshot's (an unchanged copy) or both are empty. The same items, found without comparing them.
    private func isShown(_ source: [[DemoItem]], in shown: Snapshot) -> Bool {
        source.count == sectionIDs.count && sectionIDs.indices.allSatisfy { s in
            source[s].withUnsafeBufferPointer { a in
                shown.itemIdentifiers(inSection: sectionIDs[s]).withUnsafeBufferPointer { b in
                    a.count == b.count && (a.count == 0 || a.baseAddress == b.baseAddress)
                }
            }
        }
    }

    func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: IndexPath) -> [IndexPath] {
        guard let number = item(at: indexPath)?.number else { return [] }
        return childrenByParent[number] ?? []
    }

    /// An item's parent: its own, unless a delete cleared it (−1).
    func parent(of item: DemoItem) -> Int32 {
        orphaned.isEmpty || !orphaned.contains(item.number) ? item.parent : -1
    }

    /// Item ids per section, in data-source order.
    var itemIDs: [[String]] { sectionIDs.indices.map { items(inSection: $0).map(\.id) } }
    /// Items in all sections (kept up to date on every change: the inspector reads it each frame).
    private(set) var itemCount = 0

    /// The item at an index path of the data shown (the diffable data source's `itemIdentifier(for:)`).
    func item(at indexPath: IndexPath) -> DemoItem? {
        if let diffable { return diffable.itemIdentifier(for: indexPath) }
        guard sectionIDs.indices.contains(indexPath.section) else { return nil }
        let items = detached.itemIdentifiers(inSection: sectionIDs[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The items of a section, by index (the snapshot's array).
    func items(inSection section: Int) -> [DemoItem] {
        sectionIDs.indices.contains(section) ? snapshot.itemIdentifiers(inSection: sectionIDs[section]) : []
    }

    /// Number of items in a section, by index.
    func numberOfItems(inSection section: Int) -> Int {
        sectionIDs.indices.contains(section) ? snapshot.numberOfItems(inSection: sectionIDs[section]) : 0
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
        guard headings.indices.contains(indexPath.section) else { return view }
        let section = headings[indexPath.section]
        if isHeader {
            view.title = section.theme.isEmpty ? section.title : "\(section.title)  ·  \(section.theme)"
            view.backgroundColor = Color(hex: 0x2A2E38)
        } else {
            let count = numberOfItems(inSection: indexPath.section)
            view.title = count == 1 ? "1 item" : "\(count) items"
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

    /// Every item's size in a section at once, read off the snapshot's array: at ten million items the layout
    /// then makes a thousand calls instead of ten million (each a lookup of the item by index path). The sizes
    /// are exactly the per-item answers; without item sizes the layout's own size is asked item by item as before.
    func flowLayout(_ layout: FlowLayout, sizesForItemsInSection section: Int) -> [Size]? {
        guard usesItemSizes else { return nil }
        let items = items(inSection: section)
        guard !items.isEmpty else { return nil }
        let grown = enlarged
        return items.map { item in
            let k = !grown.isEmpty && grown.contains(item.number) ? Self.enlargement : 1
            return Size(width: item.size.width * k, height: item.size.height * k)
        }
    }

    /// Enlarges an item, or shrinks it back.
    func toggleEnlarged(_ indexPath: IndexPath) {
        guard let number = item(at: indexPath)?.number else { return }
        if enlarged.remove(number) == nil { enlarged.insert(number) }
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
    /// the first target, each a new item with a fresh id. One snapshot edit each, applied as one batch update.
    func collectionView(_ collectionView: CollectionView, performAction action: EditAction, forItemsAt indexPaths: [IndexPath]) {
        let targets = indexPaths.filter { item(at: $0) != nil }.sorted()
        guard !targets.isEmpty else { return }
        let before = revision
        switch action {
        case .copy:
            clipboard = targets.compactMap(item(at:))
        case .cut:
            clipboard = targets.compactMap(item(at:))
            let removed = removeItems(at: targets)
            record(.removal(removed), since: before)
        case .paste:
            guard !clipboard.isEmpty, let anchor = targets.first, let target = item(at: anchor) else { return }
            var placed: [PlacedItem] = []
            for (k, copy) in clipboard.enumerated() {
                // The copy shows the same picture (the map keeps it for undo and redo of the paste too).
                if let image = photoPaths[copy.number] { photoPaths[Int32(nextID + k)] = image }
                placed.append(PlacedItem(indexPath: IndexPath(item: anchor.item + 1 + k, section: anchor.section),
                                         item: DemoItem(number: nextID + k, label: copy.label, color: copy.color,
                                                        size: copy.size, parent: parent(of: target))))
            }
            nextID += clipboard.count
            insert(placed)
            record(.insertion(placed), since: before)
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
        guard headings.indices.contains(section) else { return nil }
        return headings[section].color.interpolated(to: Color(hex: 0x181A20), progress: 0.82)
    }
}
