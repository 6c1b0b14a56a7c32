/// The drag of seed 003 ("UICollectionViewLayout (DragGesture)"), beside UIKit's interactive movement: a long
/// press lifts the item, then as the pointer pans into another item the two swap places at once, the data
/// source told through its moveItemAt and the views through a batch update (the article's
/// performBatchUpdates), while the lifted item stays under the pointer. Auto-scroll near the edges works as for
/// the interactive movement (the article's CADisplayLink). Nothing makes room and the drop moves nothing: the
/// data was exchanged along the way.
extension CollectionView {
    /// Lifts the item under a long press (window coordinates) for a swapping drag; false if it may not move.
    @discardableResult
    public func beginSwapReorder(at indexPath: IndexPath, pointer: Point, now: Timestamp) -> Bool {
        guard beginReorder(at: indexPath, pointer: pointer, now: now), let session = reorderSession else { return false }
        session.swapsOnEnter = true
        return true
    }

    /// True while a swapping drag is in progress.
    public var isSwapReordering: Bool { reorderSession.map { $0.swapsOnEnter && $0.pointer != nil } ?? false }

    /// The pointer is over another item (its resting slot, not the lifted item): swap the two, through the data
    /// source and a batch update, and lift the item again at its new index path, still under the pointer.
    func swapIfEntered(_ session: ReorderSession, now: Timestamp) {
        guard let pointer = session.pointer, let ds = dataSource else { return }
        let a = session.source, context = layoutContext()
        let p = pointer + contentOffset
        let probe = Rect(x: p.x - 0.5, y: p.y - 0.5, width: 1, height: 1)
        let resting = session.preview(for: a, in: context)
        // Entering another item means leaving the item's own slot first: where slots overlap (the circle) the
        // pointer is inside several, and swapping with each in turn would never stop.
        if resting.layoutAttributesForItem(at: a)?.frame.contains(p) == true { return }
        // The resting slots (the preview with the item where it is), the topmost first where cells overlap.
        let under = resting.layoutAttributesForElements(in: probe)
            .filter { $0.category == .cell && $0.indexPath.isItemPath && $0.indexPath != a && !$0.isHidden && $0.frame.contains(p) }
            .max { $0.zIndex != $1.zIndex ? $0.zIndex < $1.zIndex : $0.indexPath < $1.indexPath }
        guard let b = under?.indexPath, itemExists(b), ds.collectionView(self, canMoveItemAt: b),
              session.base.allowedTargetIndexPathsForInteractivelyMovingItem(at: a, in: context)?.contains(b) ?? true else { return }
        let (grab, holds) = (session.grabOffset, session.holds)
        // Every place keeps its column (a layout with columns: `itemColumns(forItemCounts:)`), so the two trade columns and nothing else moves.
        let columns = ReorderSession.columns(of: resting, counts: session.counts)
        _ = freezeReorder(session)
        prepared.droppedColumns = columns.isEmpty ? nil : (columns, data.changeGeneration + 1)
        // The data: a to b's place, then b (shifted by that move) to a's, so the two swap and nothing else moves.
        ds.collectionView(self, moveItemAt: a, to: b)
        // (Neighbours in one section are swapped by the first move alone.)
        let shifted = ReorderMove(source: a, target: b).indexPathAfterMove(b)
        if shifted != a { ds.collectionView(self, moveItemAt: shifted, to: a) }
        do {
            try performBatchUpdates({
                try self.moveItem(at: a, to: b)
                try self.moveItem(at: b, to: a)
            })
        } catch {
            // The data source's counts disagree (already reported): start again from its data; the drag ends.
            reloadData()
            return
        }
        // Lifted again at its new place, where it already is: no lift animation, the swapped item slides over.
        let slot = presentation.animation?.landingGeometry?.layoutAttributesForItem(at: b)?.size ?? Size(width: 50, height: 50)
        let next = ReorderSession(source: b, counts: data.itemCounts, base: session.base, position: p + grab,
                                  rule: ReorderTargetRule(itemSize: slot), allowedTargets: [b])
        next.swapsOnEnter = true
        next.baseColumns = columns
        next.grabOffset = grab
        next.pointer = pointer
        next.lastTick = now
        next.holds = holds
        showReorder(ReorderLayout(session: next, target: b), duration: ReorderSession.previewDuration, liftedFromNext: true)
    }
}
