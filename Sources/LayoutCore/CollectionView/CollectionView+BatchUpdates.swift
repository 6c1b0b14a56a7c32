/// Batch updates (UIKit: performBatchUpdates(_:completion:); Apple's Collection View Programming Guide for iOS,
/// "Inserting, Deleting, and Moving Sections and Items"): update the data source inside the block and
/// record what changed with the insert / delete / move calls; afterwards the counts are checked the way UIKit
/// checks them, and every element animates together: survivors from old to new places, inserted elements from
/// the layout's initial attributes, deleted ones to its final attributes.
extension CollectionView {
    /// Default length of update animations.
    public static let updateAnimationDuration = 0.3

    /// Runs `updates`, then animates the recorded changes. If the data source's counts afterwards do not equal
    /// the counts before plus inserts minus deletes (section by section), nothing changes in the view and the
    /// UIKit-worded error is thrown; the caller restores its data. `completion` runs once, when the animation ends.
    public func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil) throws {
        let nested = data.pendingUpdate != nil
        if !nested {
            // The "before" state must be read before the data changes: settle any running animation and make
            // sure the current counts and geometry are known while the data source still matches them.
            if presentation.animation != nil { endAnimation(atEnd: true) }
            if !data.needsReload { prepareIfNeeded(); prepared.completePartial() }
            data.pendingUpdate = BatchUpdate()
        }
        do { try updates() } catch {
            if !nested { data.pendingUpdate = nil }
            throw error
        }
        guard !nested else { return }
        let update = data.pendingUpdate ?? BatchUpdate()
        data.pendingUpdate = nil
        try apply(update, completion: completion)
    }

    /// Inserts items at index paths after the update (insertItems(at:)).
    public func insertItems(at indexPaths: [IndexPath]) throws {
        try record { $0.insertedItems += indexPaths }
    }
    /// Deletes items at index paths before the update (deleteItems(at:)).
    public func deleteItems(at indexPaths: [IndexPath]) throws {
        try record { $0.deletedItems += indexPaths }
    }
    /// Moves an item (moveItem(at:to:)).
    public func moveItem(at from: IndexPath, to: IndexPath) throws {
        try record { $0.movedItems.append(.init(from: from, to: to)) }
    }
    /// Inserts sections (insertSections(_:)).
    public func insertSections(_ sections: [Int]) throws {
        try record { $0.insertedSections += sections }
    }
    /// Deletes sections (deleteSections(_:)).
    public func deleteSections(_ sections: [Int]) throws {
        try record { $0.deletedSections += sections }
    }
    /// Moves a section (moveSection(_:toSection:)).
    public func moveSection(_ from: Int, toSection to: Int) throws {
        try record { $0.movedSections.append(.init(from: from, to: to)) }
    }

    /// Asks the data source again for the cells of these items (reloadItems(at:), index paths before the
    /// update): each old cell cross-fades to the new one. Inside `performBatchUpdates` it is recorded with the
    /// rest; outside, it is a batch of its own. Never throws: index paths that do not exist, or counts the data
    /// source changed meanwhile, are reported once and the collection view reloads all its data instead.
    public func reloadItems(at indexPaths: [IndexPath]) {
        recordReload { $0.reloadedItems += indexPaths }
    }

    /// Asks the data source again for every cell and supplementary view of these sections (reloadSections(_:),
    /// numbered before the update), cross-fading each; as `reloadItems(at:)`, it never throws.
    public func reloadSections(_ sections: some Sequence<Int>) {
        let list = Array(sections)
        recordReload { $0.reloadedSections += list }
    }

    private func recordReload(_ change: (inout BatchUpdate) -> Void) {
        if data.pendingUpdate != nil {
            // Checked with the whole batch, which may throw to its own caller.
            change(&data.pendingUpdate!)
            return
        }
        do {
            try performBatchUpdates({ change(&self.data.pendingUpdate!) })
        } catch {
            // Reported already, in UIKit's words; what is shown must not stay out of step with the data.
            data.refusedCounts = nil
            reloadData()
        }
    }

    /// Inside a batch the change is recorded; outside, it is a batch of its own (as in UIKit).
    private func record(_ change: (inout BatchUpdate) -> Void) throws {
        if data.pendingUpdate != nil {
            change(&data.pendingUpdate!)
        } else {
            try performBatchUpdates({ change(&self.data.pendingUpdate!) })
        }
    }

    private func apply(_ update: BatchUpdate, completion: ((Bool) -> Void)?) throws {
        // Never laid out since the last reload: there is no "before" to animate from, so this is a reload.
        if data.needsReload {
            prepareIfNeeded()
            onElementKeysChanged?(nil)
            completion?(true)
            return
        }
        let oldCounts = data.itemCounts
        let newCounts = readCounts()
        let plan: UpdatePlan
        do { plan = try UpdatePlan(oldCounts: oldCounts, newCounts: newCounts, update: update) } catch {
            data.refusedCounts = newCounts
            report(error)
            throw error
        }
        guard var oldGeometry = prepared.geometry else {
            data.itemCounts = newCounts
            onElementKeysChanged?(nil)
            completion?(true)
            return
        }
        data.changeGeneration += 1
        let items = update.updateItems
        oldGeometry.prepare(forCollectionViewUpdates: items)
        let oldOffset = contentOffset
        // A bounce in progress ends here: the update's animation carries the offset from past the edge back into the content.
        scroll.physics.setBounce(nil, .horizontal); scroll.physics.setBounce(nil, .vertical)

        data.itemCounts = newCounts
        selection.items = Set(selection.items.compactMap { plan.newIndexPath(forOld: $0) })
        // New counts end a drag: its session belongs to the old ones (the drop itself ended it already).
        if let drag = presentation.drag { drag.isActive = false; presentation = presentation.withoutDrag }
        let layout = presentation.destinationLayout
        let context = layoutContext()
        var newGeometry = layout.prepare(in: context)
        prepared.prepareCount += 1
        newGeometry.prepare(forCollectionViewUpdates: items)

        // Views keep their elements: survivors take their new keys, deleted ones become ghosts that animate out.
        let mapping = plan.keyMapping
        var rekeyed: [ElementKey: ReusableView] = [:]
        for key in views.live.keys.sorted() {
            guard let view = views.live[key] else { continue }
            let newKey = key.isGhost ? nil : mapping.newKey(key)
            rekeyed[newKey ?? key.ghost] = view
        }
        views.live = rekeyed
        // Focus follows its item like the selection (after the rekey, so the ring moves with the item's cell).
        focusedIndexPath = focusedIndexPath.flatMap { plan.newIndexPath(forOld: $0) }
        onElementKeysChanged?(mapping)

        let newOffset = clampedOffset(oldOffset, contentSize: newGeometry.collectionViewContentSize)
        let transition = TransitionLayout(
            currentLayout: FrozenLayout(geometry: oldGeometry, name: layout.name, decorationViews: layout.decorationViews),
            nextLayout: FrozenLayout(geometry: newGeometry, name: layout.name, parameters: layout.parameters,
                                     decorationViews: layout.decorationViews),
            mapping: mapping)
        transition.fromContentOffset = oldOffset
        transition.toContentOffset = newOffset
        presentation = .animating(LayoutAnimation(transition: transition, landing: .settled(layout), landingGeometry: newGeometry,
                                                  origin: .settled(layout), duration: Self.updateAnimationDuration,
                                                  curve: .easeInEaseOut, isInteractive: false,
                                                  completions: completion.map { [$0] } ?? []))
    }

    /// Records a batch-update error once.
    func report(_ error: BatchUpdateError) { reportMessage(error.message) }
}
