/// Batch updates (guide §2.3, performBatchUpdates(_:completion:)): update the data source inside the block and
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
        let nested = pendingUpdate != nil
        if !nested {
            // The "before" state must be read before the data changes: settle any running animation and make
            // sure the current counts and geometry are known while the data source still matches them.
            if activeTransition != nil { endTransition(atEnd: true) }
            if !needsReload { prepareIfNeeded() }
            pendingUpdate = BatchUpdate()
        }
        do { try updates() } catch {
            if !nested { pendingUpdate = nil }
            throw error
        }
        guard !nested else { return }
        let update = pendingUpdate ?? BatchUpdate()
        pendingUpdate = nil
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

    /// Inside a batch the change is recorded; outside, it is a batch of its own (as in UIKit).
    private func record(_ change: (inout BatchUpdate) -> Void) throws {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
        } else {
            try performBatchUpdates({ change(&pendingUpdate!) })
        }
    }

    private func apply(_ update: BatchUpdate, completion: ((Bool) -> Void)?) throws {
        // Never laid out since the last reload: there is no "before" to animate from, so this is a reload.
        if needsReload {
            prepareIfNeeded()
            onElementKeysChanged?(nil)
            completion?(true)
            return
        }
        let oldCounts = itemCounts
        let newCounts = readCounts()
        let plan: UpdatePlan
        do { plan = try UpdatePlan(oldCounts: oldCounts, newCounts: newCounts, update: update) } catch {
            refusedCounts = newCounts
            report(error)
            throw error
        }
        guard var oldGeometry = geometry else {
            itemCounts = newCounts
            onElementKeysChanged?(nil)
            completion?(true)
            return
        }
        changeGeneration += 1
        let items = update.updateItems
        oldGeometry.prepare(forCollectionViewUpdates: items)
        let oldOffset = contentOffset

        itemCounts = newCounts
        selected = Set(selected.compactMap { plan.newIndexPath(forOld: $0) })
        let context = layoutContext()
        var newGeometry = collectionViewLayout.prepare(in: context)
        prepareCount += 1
        newGeometry.prepare(forCollectionViewUpdates: items)

        // Views keep their elements: survivors take their new keys, deleted ones become ghosts that animate out.
        let mapping = plan.keyMapping
        var rekeyed: [ElementKey: ReusableView] = [:]
        for key in liveViews.keys.sorted() {
            guard let view = liveViews[key] else { continue }
            let newKey = key.isGhost ? nil : mapping.newKey(key)
            rekeyed[newKey ?? key.ghost] = view
        }
        liveViews = rekeyed
        // Focus follows its item like the selection (after the rekey, so the ring moves with the item's cell).
        focusedIndexPath = focusedIndexPath.flatMap { plan.newIndexPath(forOld: $0) }
        onElementKeysChanged?(mapping)

        let size = newGeometry.collectionViewContentSize
        let newOffset = Point(x: min(max(0, oldOffset.x), max(0, size.width - bounds.width)),
                              y: min(max(0, oldOffset.y), max(0, size.height - bounds.height)))
        let name = collectionViewLayout.name
        var transition = TransitionLayout(
            currentLayout: FrozenLayout(geometry: oldGeometry, name: name, decorationViews: collectionViewLayout.decorationViews),
            nextLayout: FrozenLayout(geometry: newGeometry, name: name, parameters: collectionViewLayout.parameters,
                                     decorationViews: collectionViewLayout.decorationViews),
            mapping: mapping)
        transition.fromContentOffset = oldOffset
        transition.toContentOffset = newOffset
        activeTransition = ActiveTransition(layout: transition, destination: collectionViewLayout, destinationGeometry: newGeometry,
                                            origin: collectionViewLayout, originGeometry: nil,
                                            duration: Self.updateAnimationDuration, curve: .easeInEaseOut, isInteractive: false,
                                            completions: completion.map { [$0] } ?? [])
        collectionViewLayout = transition
        invalidateLayout()
    }

    /// Records a batch-update error once.
    func report(_ error: BatchUpdateError) { reportMessage(error.message) }
}
