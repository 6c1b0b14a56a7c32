/// Drag to reorder (UIKit's interactive movement API, `beginInteractiveMovementForItem(at:)` and its siblings)
/// and the reorder gesture's session with auto-scroll near the viewport's edges.
///
/// While an item moves, the collection view shows a `ReorderLayout`: the base layout prepared for the order
/// with the item already at its target (item sizes asked about the item that will be there), cells keyed by
/// the current order so views keep their items, the item's own slot empty and the item drawn lifted at the drag
/// position (1.08×, on top, shadowed). A target change animates the others out of the way through the
/// transition machinery (0.2 s); the target follows `ReorderTargetRule`, whose hysteresis keeps it from
/// oscillating between cells of different sizes. The drop calls the data source's moveItemAt once, then
/// records the same move as a batch update so every view keeps its identity and the lifted cell animates into
/// its slot, where it stays drawn in front of the cells it overlaps (where slots overlap) until the next change; a cancel
/// animates everything back and calls nothing.
///
/// Several items can move together (`beginInteractiveMovementForItem(at:together:)`, iOS's multi-item drag: the
/// interaction passes the selection when the pressed item is one of several selected): the companions fly to the
/// dragged cell and ride stacked behind it under a count badge, the others reflow to open a gap the size of all of
/// them, and the drop calls moveItemAt once per item (`ReorderItemsMove.dataSourceMoves`) before one batch update
/// spreads the stack into its slots.
///
/// A layout sets its own drag rules (`CollectionLayout.allowedTargetIndexPathsForInteractivelyMovingItem(at:in:)`
/// and `allowsInteractivelyMovingMultipleItems`: a tree keeps an item beside its parent); the delegate's
/// targetIndexPathForMoveFromItemAt can restrict any layout further. The preview asks the layout's own delegate
/// protocol through the move's index path mapping (`LayoutContext.delegateIndexPaths`).
extension CollectionView {
    /// Starts moving an item (beginInteractiveMovementForItem(at:)); false when it may not move.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        beginInteractiveMovementForItem(at: indexPath, together: [])
    }

    /// Starts moving an item and, with it, the items at `companions` (a multi-item drag, as iOS drags a
    /// selection): they fly to the dragged cell and ride stacked behind it under a count badge, the others
    /// reflow to open a gap the size of all of them where they would land, and the drop moves them all to
    /// consecutive places in their index path order. Companions the data source does not let move
    /// (canMoveItemAt), that do not exist or repeat the item are left where they are. In a layout that moves
    /// items one at a time (`allowsInteractivelyMovingMultipleItems` false: a tree, where an item moves only
    /// among its siblings) a drag with companions is refused (false), as is one beyond
    /// `maximumMultipleDragCount` items; false too when the item itself may not move.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath, together companions: [IndexPath]) -> Bool {
        guard reorderSession == nil else { return false }
        if let running = presentation.animation {
            // An interactive transition belongs to another gesture; a timed one is landed first.
            if running.isInteractive { return false }
            endAnimation(atEnd: true)
        }
        prepareIfNeeded()
        guard let ds = dataSource, itemExists(indexPath), ds.collectionView(self, canMoveItemAt: indexPath),
              let slot = prepared.geometry?.layoutAttributesForItem(at: indexPath) else { return false }
        let joining = movableCompanions(of: indexPath, companions)
        let base = presentation.destinationLayout
        guard !refusesCompanions(joining) else { return false }
        endBounce()
        scroll.physics.stop()
        let session = ReorderSession(source: indexPath, companions: Array(joining), counts: data.itemCounts, base: base,
                                     position: slot.center, rule: ReorderTargetRule(itemSize: slot.size),
                                     allowedTargets: base.allowedTargetIndexPathsForInteractivelyMovingItem(at: indexPath, in: layoutContext()))
        session.baseColumns = ReorderSession.columns(of: prepared.geometry, counts: data.itemCounts)
        // The lift itself animates: from the resting layout to the lifted one (companions fly to the stack, a
        // little longer so their flight reads).
        showReorder(ReorderLayout(session: session, target: session.target),
                    duration: joining.isEmpty ? ReorderSession.liftDuration : ReorderSession.gatherDuration)
        return true
    }

    /// The companions that can join a drag of `indexPath`: existing, movable (canMoveItemAt) and not the item itself.
    private func movableCompanions(of indexPath: IndexPath, _ companions: [IndexPath]) -> Set<IndexPath> {
        guard let ds = dataSource else { return [] }
        return Set(companions).filter { $0 != indexPath && itemExists($0) && ds.collectionView(self, canMoveItemAt: $0) }
    }

    /// Whether the layout refuses a drag carrying these companions: one that moves items one at a time
    /// (`allowsInteractivelyMovingMultipleItems`), and no drag carries `maximumMultipleDragCount` items or more.
    private func refusesCompanions(_ joining: Set<IndexPath>) -> Bool {
        !joining.isEmpty && (joining.count >= Self.maximumMultipleDragCount
            || !presentation.destinationLayout.allowsInteractivelyMovingMultipleItems)
    }

    /// Whether a drag of `indexPath` with `companions` is refused for what it carries (the item itself may move):
    /// the interaction then says so (`refusedReorderAction`) rather than nothing happening.
    func refusesDrag(of indexPath: IndexPath, together companions: [IndexPath]) -> Bool {
        refusesCompanions(movableCompanions(of: indexPath, companions))
    }

    /// Most items one drag may carry (the dragged item and its companions): the drop makes one data source call
    /// per item, each costing what the item's section holds, and arranging them is quadratic in their number.
    public static let maximumMultipleDragCount = 1_000

    /// Moves the dragged item's centre to a point in content coordinates.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: Point) {
        guard let session = reorderSession, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        session.position = targetPosition
        // The lifted cell reads its position from the session: a visible-views pass suffices.
        views.needsUpdate = true
        // A swapping drag's target is where the item is: nothing makes room (`CollectionView+SwapMovement.swift`).
        if session.swapsOnEnter { return }
        let context = layoutContext()
        let currentSlot = session.slot(for: session.target, in: context)
        if let currentSlot, currentSlot.contains(targetPosition) { return }
        // Several items: the target stays while the pointer is over the gap they open.
        if session.sources.count > 1, session.gapContains(targetPosition, target: session.target, in: context) { return }
        let source = session.source
        let candidates = session.candidates(near: targetPosition, in: context) { proposed in
            delegate?.collectionView(self, targetIndexPathForMoveFromItemAt: source, toProposedIndexPath: proposed) ?? proposed
        }
        let next = session.rule.choose(current: session.target, position: targetPosition, currentSlot: currentSlot,
                                       candidates: candidates) { session.cost(of: $0, at: targetPosition, in: context) }
        guard next != session.target else { return }
        session.target = next
        // While the content auto-scrolls the target changes faster than a "make room" animation lasts; chained
        // animations from half-way states would pile the reflowing cells up on one another, so the others take
        // their places at once (the content is moving under the pointer anyway).
        let duration = session.holds.isEmpty ? ReorderSession.previewDuration : 0
        showReorder(ReorderLayout(session: session, target: next), duration: duration)
    }

    /// Drops the item where it is heading; the data source gets exactly one moveItemAt, as in UIKit even when
    /// the item lands where it started (source == destination).
    public func endInteractiveMovement() {
        guard let session = reorderSession else { return }
        let (source, target) = (session.source, session.target)
        let shown = freezeReorder(session)
        if session.swapsOnEnter {
            // A swapping drag (seed 003) moved the data as it went: the drop only settles the item in its slot.
            views.dropped = (.cell(source), data.changeGeneration)
            animateBack(from: shown, to: session.base)
            return
        }
        guard let ds = dataSource else {
            animateBack(from: shown, to: session.base)
            return
        }
        if session.sources.count > 1 {
            dropItems(session, shown: shown, dataSource: ds)
            return
        }
        ds.collectionView(self, moveItemAt: source, to: target)
        guard source != target else {
            views.dropped = (.cell(source), data.changeGeneration)
            animateBack(from: shown, to: session.base)
            return
        }
        // The same move as a batch update: counts are checked, views keep their items (rekeyed, not reloaded),
        // the selection follows, and everything animates from what was shown to the new layout.
        // The columns the preview kept (`LayoutGeometry.itemColumns(forItemCounts:)`) stay for the update and after it.
        let columns = session.preferredColumns(for: target)
        prepared.droppedColumns = columns.isEmpty ? nil : (columns, data.changeGeneration + 1)
        do {
            try performBatchUpdates({ try self.moveItem(at: source, to: target) })
            views.dropped = (.cell(target), data.changeGeneration)
        } catch {
            // The data source's counts disagree with the move (already reported): start again from its data.
            reloadData()
        }
    }

    /// The drop of a multi-item drag: the data source gets one moveItemAt per item, in the order
    /// `ReorderItemsMove.dataSourceMoves` works out (each item in turn goes just before the item that will
    /// follow the run), then one batch update moves every item from its place to its place in the run, so the
    /// stack spreads out into its slots as the lift settles.
    private func dropItems(_ session: ReorderSession, shown: any LayoutGeometry, dataSource ds: any CollectionViewDataSource) {
        let move = session.move(to: session.target)
        for step in move.dataSourceMoves(counts: session.counts) {
            ds.collectionView(self, moveItemAt: step.source, to: step.target)
        }
        let columns = session.preferredColumns(for: session.target)
        prepared.droppedColumns = columns.isEmpty ? nil : (columns, data.changeGeneration + 1)
        do {
            try performBatchUpdates({
                for source in move.sources { try self.moveItem(at: source, to: move.indexPathAfterMove(source)) }
            })
            views.dropped = (.cell(move.indexPathAfterMove(session.source)), data.changeGeneration)
        } catch {
            // The data source's counts disagree with the moves (already reported): start again from its data.
            reloadData()
        }
    }

    /// Puts everything back.
    public func cancelInteractiveMovement() {
        guard let session = reorderSession else { return }
        animateBack(from: freezeReorder(session), to: session.base)
    }

    /// True when the data source lets the item at `indexPath` move (its `canMoveItemAt`); false for an index path
    /// that does not exist or without a data source.
    public func canMoveItem(at indexPath: IndexPath) -> Bool {
        guard let ds = dataSource, itemExists(indexPath) else { return false }
        return ds.collectionView(self, canMoveItemAt: indexPath)
    }

    /// True while an item is being moved.
    public var isInteractivelyMoving: Bool { reorderSession != nil }

    /// Where the moving item would land if dropped now (nil when nothing moves).
    public var reorderTargetIndexPath: IndexPath? { reorderSession?.target }

    /// The item being moved, at its index path before the move (nil when nothing moves).
    public var reorderSourceIndexPath: IndexPath? { reorderSession?.source }

    /// Every item the drag moves, the dragged one and its companions, at their index paths before the move, in
    /// index path order (the order they land in); empty when nothing moves.
    public var reorderSourceIndexPaths: [IndexPath] { reorderSession?.sources ?? [] }

    /// Lifts the item under a press (window coordinates), with `companions` riding along (a multi-item drag: see
    /// `beginInteractiveMovementForItem(at:together:)`), and remembers the grab offset; false if it can't move.
    @discardableResult
    public func beginReorder(at indexPath: IndexPath, together companions: [IndexPath] = [], pointer: Point, now: Timestamp) -> Bool {
        guard pointer.x.isFinite, pointer.y.isFinite, beginInteractiveMovementForItem(at: indexPath, together: companions),
              let session = reorderSession else { return false }
        session.grabOffset = session.position - (pointer + contentOffset)
        session.pointer = pointer
        session.lastTick = now
        updateAutoScrollHolds(session, now: now)
        return true
    }

    /// The pointer moved (window coordinates) while dragging.
    public func moveReorder(pointer: Point, now: Timestamp) {
        guard let session = reorderSession, session.pointer != nil, pointer.x.isFinite, pointer.y.isFinite else { return }
        session.pointer = pointer
        updateAutoScrollHolds(session, now: now)
        updateInteractiveMovementTargetPosition(liftedPosition(session, pointer: pointer))
        if session.swapsOnEnter { swapIfEntered(session, now: now) }
    }

    /// Called every frame while dragging: auto-scroll near the edges.
    public func advanceReorder(now: Timestamp) {
        guard let session = reorderSession, let pointer = session.pointer else { return }
        let last = session.lastTick ?? now
        session.lastTick = max(last, now)
        updateAutoScrollHolds(session, now: now)
        guard now > last else { return }
        let content = reorderContentSize(session)
        var delta = Point.zero
        for (axis, hold) in session.holds {
            let depth = autoScrollDepth(session, pointer: pointer, axis: axis)
            // Integrated from the later of the last frame and the start of the hold: the same hold scrolls the
            // same distance at any frame rate.
            let d = session.autoScroll.distance(depth: depth, heldFrom: max(last, hold.since) - hold.since,
                                                to: now - hold.since)
            if axis == .horizontal { delta.x = d } else { delta.y = d }
        }
        // The one clamp, except that an offset already past the preview's end is not pulled back by the drag.
        let lo = scroll.minimumOffset, hi = scroll.maximumOffset(contentSize: content), proposed = contentOffset + delta
        let offset = Point(x: min(max(lo.x, proposed.x), max(hi.x, contentOffset.x)),
                           y: min(max(lo.y, proposed.y), max(hi.y, contentOffset.y)))
        if offset != contentOffset { scrollReorder(to: offset) }
        // The content moved under a still pointer: the dragged item stays under it.
        updateInteractiveMovementTargetPosition(liftedPosition(session, pointer: pointer))
        if session.swapsOnEnter, offset != contentOffset || now > last { swapIfEntered(session, now: now) }
    }

    /// Pointer released: drop.
    public func endReorder(now: Timestamp) {
        guard let session = reorderSession, session.pointer != nil else { return }
        endInteractiveMovement()
    }

    /// Esc: everything returns.
    public func cancelReorder() {
        guard let session = reorderSession, session.pointer != nil else { return }
        cancelInteractiveMovement()
    }

    /// True while a reorder gesture is in progress.
    public var isReordering: Bool { reorderSession?.pointer != nil }

    // MARK: Implementation

    /// The drag in progress: shown, or being animated towards; nil when nothing moves. (A drag ends when the
    /// counts change under it: `reloadIfNeeded` and batch updates give it up, so reading this changes nothing.)
    var reorderSession: ReorderSession? {
        guard let session = presentation.drag, session.isActive else { return nil }
        return session
    }

    /// Animates from what is shown now to `layout`: a flat start state (see `SnapshotGeometry`) and the
    /// layout's prepared geometry as the landing, so landing costs no prepare.
    func showReorder(_ layout: ReorderLayout, duration: Double, liftedFromNext: Bool = false) {
        prepareIfNeeded()
        let next = layout.prepare(in: layoutContext())
        guard let current = prepared.geometry else {
            presentation = .dragging(layout.session)
            return
        }
        guard duration > 0 else {
            // At once: a running step of the drag is dropped where it is, everything takes its new place.
            presentation.animation?.transition.onChange = nil
            presentation = .dragging(layout.session)
            prepared.geometry = next
            prepared.needsPrepare = false
            views.needsUpdate = true
            return
        }
        // The lifted cell is never copied (it stays live); it starts from the interrupted animation's landing, or,
        // when that does not show it lifted (a swap's update), from where it is lifted now.
        let fallback = liftedFromNext ? next : presentation.animation?.landingGeometry ?? next
        let from = flattened(current, fallback: fallback, dragged: layout.session.sources.map { .cell($0) })
        startAnimation(from: from, to: next, landing: .dragging(layout.session), duration: duration)
    }

    /// The shown geometry without a running animation inside it.
    private func flattened(_ current: any LayoutGeometry, fallback: any LayoutGeometry, dragged: [ElementKey]) -> any LayoutGeometry {
        guard presentation.animation != nil else { return current }
        // Copy a viewport's worth around the visible area: what can come into view before the next animation ends.
        let region = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        return SnapshotGeometry(copying: current, visible: bounds, region: region, fallback: fallback, excluding: dragged)
    }

    /// Animates from the geometry `from` to `next`, the prepared geometry of `landing`. A running animation is
    /// replaced (it was a step of the same drag: its completions, if any, are dropped).
    private func startAnimation(from: any LayoutGeometry, to next: any LayoutGeometry, landing: Presentation, duration: Double) {
        let base = landing.destinationLayout
        let transition = TransitionLayout(
            currentLayout: FrozenLayout(geometry: from, name: base.name, parameters: base.parameters, decorationViews: base.decorationViews),
            nextLayout: FrozenLayout(geometry: next, name: base.name, parameters: base.parameters, decorationViews: base.decorationViews))
        endBounce()
        transition.fromContentOffset = contentOffset
        transition.toContentOffset = clampedOffset(contentOffset, contentSize: next.collectionViewContentSize)
        presentation.animation?.transition.onChange = nil
        presentation = .animating(LayoutAnimation(transition: transition, landing: landing, landingGeometry: next, origin: landing,
                                                  duration: duration, curve: .easeInEaseOut, isInteractive: false))
    }

    /// Ends the session and installs what is shown (flat) as the current geometry under the base layout, so
    /// the drop or the return animates from exactly there.
    func freezeReorder(_ session: ReorderSession) -> any LayoutGeometry {
        prepareIfNeeded()
        let resting = ReorderLayout(session: session, target: session.target).prepare(in: layoutContext())
        let shown = prepared.geometry.map {
            flattened($0, fallback: presentation.animation?.landingGeometry ?? resting, dragged: session.sources.map { .cell($0) })
        } ?? resting
        session.isActive = false
        session.pointer = nil
        presentation.animation?.transition.onChange = nil
        presentation = .settled(session.base)
        prepared.geometry = shown
        prepared.needsPrepare = false
        views.needsUpdate = true
        return shown
    }

    /// Animates from `shown` back to the base layout in the unchanged order.
    func animateBack(from shown: any LayoutGeometry, to base: any CollectionLayout) {
        let resting = base.prepare(in: layoutContext())
        prepared.prepareCount += 1
        startAnimation(from: shown, to: resting, landing: .settled(base), duration: Self.updateAnimationDuration)
    }

    /// Scrolls during a drag; a running "make room" animation owns the offset, so both its ends move with it
    /// (the transition layout tells the collection view, which follows its interpolated offset).
    private func scrollReorder(to offset: Point) {
        guard let running = presentation.animation else {
            contentOffset = offset
            return
        }
        let d = offset - contentOffset
        running.transition.fromContentOffset = running.transition.fromContentOffset + d
        running.transition.toContentOffset = running.transition.toContentOffset + d
    }

    /// The content size the drag scrolls over: the layout previewed for the current target.
    private func reorderContentSize(_ session: ReorderSession) -> Size {
        let context = layoutContext()
        return session.preview(for: session.target, in: context).collectionViewContentSize
    }

    /// Starts, keeps or ends the auto-scroll hold of each scrollable axis from where the pointer is now. A hold
    /// starts when the pointer enters an edge zone (or switches edge), which is when its ramp starts.
    func updateAutoScrollHolds(_ session: ReorderSession, now: Timestamp) {
        guard let pointer = session.pointer else { session.holds = [:]; return }
        let content = reorderContentSize(session)
        for axis in Axis.allCases {
            let depth = content[axis] > bounds.size[axis] ? autoScrollDepth(session, pointer: pointer, axis: axis) : 0
            guard depth != 0 else { session.holds[axis] = nil; continue }
            let sign: Double = depth < 0 ? -1 : 1
            if session.holds[axis]?.sign != sign { session.holds[axis] = (sign, now) }
        }
    }

    private static func coordinate(_ p: Point, _ axis: Axis) -> Double { axis == .horizontal ? p.x : p.y }

    /// How deep the pointer is in an auto-scroll edge zone along `axis`. The zones border the area the content
    /// inset leaves visible, not the window: under an inset (the playground's legend bar) the content is
    /// covered, so scrolling starts where the visible content ends, and a pointer over the inset is at full depth.
    private func autoScrollDepth(_ session: ReorderSession, pointer: Point, axis: Axis) -> Double {
        let inset = scroll.contentInset
        let leading = axis == .horizontal ? inset.left : inset.top
        let length = bounds.size[axis] - inset.total(axis)
        return session.autoScroll.depth(position: Self.coordinate(pointer, axis) - leading, length: length)
    }

    /// Where the dragged item is drawn for a pointer (window coordinates): under the pointer at the grab offset,
    /// except that on a side with a content inset it stops at the inset, so it never slides under what covers
    /// the content there (the playground's legend bar). Sides without an inset leave it free to follow the
    /// pointer past the window's edge.
    func liftedPosition(_ session: ReorderSession, pointer: Point) -> Point {
        var p = pointer + contentOffset + session.grabOffset
        let inset = scroll.contentInset
        guard inset != .zero, let slot = session.slot(for: session.target, in: layoutContext()) else { return p }
        let half = Size(width: slot.width * ReorderSession.liftScale / 2, height: slot.height * ReorderSession.liftScale / 2)
        let visible = Rect(x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
                           width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        // Only where the lifted cell fits in what is visible; a larger cell follows the pointer.
        if inset.bottom > 0, visible.height > 2 * half.height { p.y = min(p.y, visible.maxY - half.height) }
        if inset.top > 0, visible.height > 2 * half.height { p.y = max(p.y, visible.minY + half.height) }
        if inset.right > 0, visible.width > 2 * half.width { p.x = min(p.x, visible.maxX - half.width) }
        if inset.left > 0, visible.width > 2 * half.width { p.x = max(p.x, visible.minX + half.width) }
        return p
    }
}
