import LayoutCore
import Synchronization

/// The playground's document: its items (`DocumentItems`), the revision that names their state and the one last
/// saved, the undo and redo history, the clipboard and the items' pictures. `apply(_:)` is its only mutator and
/// records its own undo step; a drop the diffable data source made itself is recorded as it lands, gathered into
/// one step from the interaction's drag-began to its drag-ended (`beginDragGroup()`, `endDragGroup()`).
final class DemoDocument {
    /// The playground's snapshots: sections named by data and index, the items themselves as identifiers.
    typealias Snapshot = DiffableDataSourceSnapshot<DemoSectionID, DemoItem>
    /// The collection view's data source type.
    typealias Diffable = CollectionViewDiffableDataSource<DemoSectionID, DemoItem>

    /// The revision numbers: the one naming the items now, the last handed out (never reused, so a number names
    /// one state) and the one last read from or written to the data file.
    struct Revisions {
        var current = 0
        var last = 0
        var saved = 0
    }

    /// The items and their snapshot edits.
    let items: DocumentItems
    private var revisions = Revisions()
    /// The edits that can be undone and redone.
    private(set) var history = EditHistory()
    /// The items the edit menu last cut or copied, in order.
    private(set) var clipboard: [DemoItem] = []
    /// The edits of a drag in progress (from its lift to its drop): recorded as one step when it ends.
    private var dragGroup: (before: Int, steps: [EditStep])?
    /// Each photo item's file, by item number (`--photos`, a data file's `image` fields as written; empty for
    /// other data). Keyed by number, so an item keeps its picture through moves, cut, undo and redo.
    private(set) var photoPaths: [Int32: String]

    init(sections: [DemoSection], photoPaths: [Int32: String] = [:]) {
        items = DocumentItems(DocumentContents(sections: sections, history: EditHistory(), revision: 0))
        self.photoPaths = photoPaths
    }

    /// Data generations so far: each new data's sections get identifiers of their own (`DemoSectionID`).
    /// Atomic, because apps are made on any thread (tests make several at once).
    static let generations = Atomic<Int>(0)

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

    // MARK: Reading

    /// The collection view's data source, holding the items; nil until `attach(to:…)` made one.
    var diffable: Diffable? { items.diffable }
    /// The data shown (a copy sharing the diffable data source's storage).
    var snapshot: Snapshot { items.snapshot }
    /// The data, section by section (built from the snapshot, sharing its arrays): for saving, the state file
    /// and the fuzzer.
    var sections: [DemoSection] { Self.sections(of: items.snapshot, headings: items.headings, orphaned: items.orphaned) }
    /// Names the state of `sections`: every change gives a new number, and undo and redo give back the number the
    /// state had, so "unsaved edits" is one comparison and an edit undone back to the saved state counts as saved.
    var revision: Int { revisions.current }
    /// The revision last read from or written to the data file.
    var savedRevision: Int { revisions.saved }
    /// Number of sections.
    var numberOfSections: Int { items.headings.count }
    /// Items in all sections (a sum over the sections: cheap enough for every frame).
    var itemCount: Int { items.snapshot.numberOfItems }
    /// Item ids per section, in data-source order.
    var itemIDs: [[String]] { items.sectionIDs.indices.map { items.items(inSection: $0).map(\.id) } }
    /// True while a drag's moves are being gathered into one step.
    var isGroupingEdits: Bool { dragGroup != nil }
    /// The item at an index path of the data shown.
    func item(at indexPath: IndexPath) -> DemoItem? { items.item(at: indexPath) }
    /// The items of a section, by index (the snapshot's array).
    func items(inSection section: Int) -> [DemoItem] { items.items(inSection: section) }
    /// Number of items in a section, by index.
    func numberOfItems(inSection section: Int) -> Int { items.numberOfItems(inSection: section) }
    /// An item's parent: its own, unless a delete cleared it (−1).
    func parent(of item: DemoItem) -> Int32 { items.parent(of: item) }

    /// The data shown, with its undo history and revision, to set aside while other data is shown.
    var contents: DocumentContents {
        DocumentContents(snapshot: items.snapshot, headings: items.headings, history: history, revision: revision,
                         photoPaths: photoPaths, orphaned: items.orphaned, nextID: items.nextID)
    }

    /// Makes the diffable data source for `collectionView` (its data source from now on), with the items so far
    /// applied without animation; `cell` and `supplementary` make its views, `canReorder` allows drags.
    func attach(to collectionView: CollectionView, cell: @escaping Diffable.CellProvider,
                supplementary: @escaping Diffable.SupplementaryViewProvider, canReorder: @escaping () -> Bool) {
        let diffable = Diffable(collectionView: collectionView, cellProvider: cell)
        diffable.supplementaryViewProvider = supplementary
        // Items beyond the live-view cap (far zoom, a circle of 100,000) are drawn as quads of their color.
        diffable.summaryColorProvider = { _, _, item in item.color }
        // Drag to reorder: the diffable data source moves the item in its snapshot; the drop is an undo step.
        diffable.reorderingHandlers = .init(canReorderItem: { _ in canReorder() },
                                            didReorder: { [weak self] transaction in self?.didReorder(transaction) })
        items.attach(diffable)
    }

    // MARK: Editing

    /// Makes an edit, records its undo step and says what to select.
    @discardableResult
    func apply(_ edit: DocumentEdit) -> EditOutcome {
        // Any other edit ends a drag's group first: an update or a data switch voids the drag.
        if case .dropItemForFuzzing = edit {} else { endDragGroup() }
        let before = revision, changes = items.changeCount
        var step: EditStep?
        var outcome = EditOutcome()
        switch edit {
        case .delete(let indexPaths):
            step = .removal(items.removeItems(at: indexPaths))
        case .insert(let after):
            if let inserted = items.insertItem(after: after) {
                outcome.select = [inserted]
                if let item = items.item(at: inserted) { step = .insertion([PlacedItem(indexPath: inserted, item: item)]) }
            }
        case .copy(let indexPaths):
            let targets = indexPaths.filter { items.item(at: $0) != nil }.sorted()
            if !targets.isEmpty { clipboard = targets.compactMap(items.item(at:)) }
        case .cut(let indexPaths):
            let targets = indexPaths.filter { items.item(at: $0) != nil }.sorted()
            if !targets.isEmpty {
                clipboard = targets.compactMap(items.item(at:))
                step = .removal(items.removeItems(at: targets))
            }
        case .paste(let indexPaths):
            if let placed = pasted(at: indexPaths) {
                items.insert(placed)
                step = .insertion(placed)
            }
        case .undo: return undo()
        case .redo: return redo()
        case .replace(let contents):
            if let paths = contents.photoPaths { photoPaths = paths }
            items.replace(with: contents)
            changed()
            history = contents.history
            if contents.revision >= 0 { revisions.current = contents.revision }
            return outcome
        case .dropItemForFuzzing:
            // Deliberately unaccounted for: no revision, no step.
            items.dropMiddleItem()
            return outcome
        }
        if items.changeCount != changes { changed() }
        if let step { record(step, since: before) }
        return outcome
    }

    /// Undo: the last step played backward; the items it brings back are selected, as UIKit apps do.
    private func undo() -> EditOutcome {
        guard let entry = history.popUndo() else { return EditOutcome(note: "nothing to undo") }
        let select = play(entry.step, backward: true)
        revisions.current = entry.revisions.before
        history.pushRedo(entry)
        return EditOutcome(select: select, note: "undo \(entry.step.summary) (\(history.undoableCount) more)")
    }

    /// Redo: the last undone step played again.
    private func redo() -> EditOutcome {
        guard let entry = history.popRedo() else { return EditOutcome(note: "nothing to redo") }
        let select = play(entry.step, backward: false)
        revisions.current = entry.revisions.after
        history.pushUndo(entry)
        return EditOutcome(select: select, note: "redo \(entry.step.summary)")
    }

    /// The clipboard's items as new items after the first target, each with a fresh id and the target's parent;
    /// nil when there is nothing to paste or nowhere to put it.
    private func pasted(at indexPaths: [IndexPath]) -> [PlacedItem]? {
        let targets = indexPaths.filter { items.item(at: $0) != nil }.sorted()
        guard !clipboard.isEmpty, let anchor = targets.first, let target = items.item(at: anchor) else { return nil }
        let first = items.nextID
        var placed: [PlacedItem] = []
        for (k, copy) in clipboard.enumerated() {
            // The copy shows the same picture (the map keeps it for undo and redo of the paste too).
            if let image = photoPaths[copy.number] { photoPaths[Int32(first + k)] = image }
            placed.append(PlacedItem(indexPath: IndexPath(item: anchor.item + 1 + k, section: anchor.section),
                                     item: DemoItem(number: first + k, label: copy.label, color: copy.color,
                                                    size: copy.size, parent: items.parent(of: target))))
        }
        items.nextID += clipboard.count
        return placed
    }

    /// The data file was read or written: the items now are the saved ones.
    func markSaved() { revisions.saved = revision }

    /// The interaction's drag began: the moves it makes (every swap of a swapping drag, every item of a
    /// multi-item drop) are gathered into one undoable step.
    func beginDragGroup() {
        if dragGroup == nil { dragGroup = (revision, []) }
    }

    /// The drag ended (dropped, cancelled or voided): the gathered moves are recorded as one step — nothing for
    /// none, the move itself for one, a group for more.
    func endDragGroup() {
        guard let group = dragGroup else { return }
        dragGroup = nil
        switch group.steps.count {
        case 0: return
        case 1: record(group.steps[0], since: group.before)
        default: record(.group(group.steps), since: group.before)
        }
    }

    /// After the items changed: a new revision, never used before.
    private func changed() {
        revisions.last &+= 1
        revisions.current = revisions.last
    }

    /// Records an edit made since `before` (the revision then) as one undoable step.
    private func record(_ step: EditStep, since before: Int) {
        guard revision != before else { return }
        history.record(step, revisions: EditStep.Revisions(before: before, after: revision))
    }

    /// A drop (the diffable data source has moved the item in its snapshot): one undoable step, or one move of
    /// the drag's group; a drop where it started changes nothing and records nothing.
    private func didReorder(_ transaction: DiffableDataSourceTransaction<DemoSectionID, DemoItem>) {
        guard let move = ReorderTransactionMove.move(in: transaction) else { return }
        let before = revision
        items.didReorder()
        changed()
        let step = EditStep.move(from: move.from, to: move.to)
        if dragGroup != nil { dragGroup?.steps.append(step) } else { record(step, since: before) }
    }
}
