import FoundationEssentials  // IndexPath's members

/// Invalidating part of a layout (UIKit's invalidateLayout(with:)) and self-sizing cells: after each visible-views
/// pass, cells still at an estimated size are asked for their preferred attributes, and the layout takes them
/// through an invalidation context in the same update cycle, so no cell is ever drawn at its estimate.
extension CollectionView {
    /// How cells measure their labels for `preferredLayoutAttributesFitting(_:)` (the drawing library's fonts
    /// in the app, a `MonospacedTextMeasurer` in tests). Nil: cells prefer the size the layout gave them.
    public var textMeasurer: (any TextMeasuring)? {
        get { selfSizing.textMeasurer }
        set { selfSizing.textMeasurer = newValue; if let geometry = prepared.geometry, hasEstimatedCells(geometry) { views.needsUpdate = true } }
    }

    /// Invalidations the prepared geometry applied in place, without a prepare (inspection and tests).
    public var inPlaceInvalidationCount: Int { selfSizing.inPlaceInvalidationCount }

    /// Invalidates what `context` names (UICollectionView's layout invalidateLayout(with:)). The prepared
    /// geometry applies it in place when it can, and the content offset moves by the context's
    /// `contentOffsetAdjustment` (set by the caller or the geometry) so what is on screen stays put; otherwise,
    /// or for `invalidateEverything`, the layout is prepared again at the next update cycle.
    public func invalidateLayout(with context: LayoutInvalidationContext) {
        for (ip, size) in context.preferredItemSizes { selfSizing.preferredSizes[ip] = size }
        if context.invalidateDataSourceCounts, !data.needsReload, readCounts() != data.itemCounts { data.needsReload = true }
        guard !context.requiresFullPrepare, case .settled = presentation, !prepared.needsPrepare, !data.needsReload,
              var geometry = prepared.geometry else {
            invalidateLayout()
            return
        }
        // Taken out first so the geometry's storage is uniquely referenced and changes in place.
        prepared.geometry = nil
        var applied = context
        let done = geometry.invalidateLayout(with: &applied, in: layoutContext())
        prepared.geometry = geometry
        guard done else { invalidateLayout(); return }
        selfSizing.inPlaceInvalidationCount += 1
        // The adjustment keeps what is on screen in place; the one clamp keeps the offset within the content,
        // which an in-place change may have shrunk (no animation owns the offset here: the layout is settled).
        let adjusted = scroll.clamped(scroll.bounds.origin + applied.contentOffsetAdjustment,
                                     contentSize: geometry.collectionViewContentSize, allowingBounce: true)
        if adjusted != scroll.bounds.origin { scroll.bounds.origin = adjusted }
        views.needsUpdate = true
    }

    /// Asks each live cell still at an estimated size for its preferred attributes and applies what the layout
    /// makes of them; true when the geometry changed (the caller runs the visible-views pass again).
    func sizeEstimatedCellsToFit() -> Bool {
        // A partial prepare (a live pinch) holds no estimated cell: self-sizing layouts are always prepared in full.
        guard case .settled(let layout) = presentation, prepared.hasGeometry, !prepared.isPartial else { return false }
        // Gathered in a function of its own, so no copy of the geometry is alive when it is applied: a second
        // reference would make the in-place change copy every per-item array of the million first.
        guard let combined = preferredSizesContext(layout) else { return false }
        invalidateLayout(with: combined)
        return true
    }

    /// One context for the live cells still at an estimated size (nil when none): the geometry then re-breaks
    /// lines in one sweep rather than one per cell.
    private func preferredSizesContext(_ layout: any CollectionLayout) -> LayoutInvalidationContext? {
        guard let geometry = prepared.geometry else { return nil }
        // Most screens have no estimated cell: found without sorting the live views' keys (5,000 on a circle).
        guard hasEstimatedCells(geometry) else { return nil }
        var combined = LayoutInvalidationContext()
        var asked = false
        for key in views.live.keys.sorted() where key.category == .cell && !key.isGhost {
            guard geometry.hasEstimatedSize(forItemAt: key.indexPath), let cell = views.live[key],
                  let original = cell.layoutAttributes else { continue }
            cell.textMeasurer = selfSizing.textMeasurer
            let preferred = cell.preferredLayoutAttributesFitting(original)
            asked = true
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                combined.merge(context)
            } else {
                // Nothing moves, but the geometry learns the item is sized and stops asking.
                combined.invalidateItem(at: key.indexPath, preferredSize: original.size)
            }
        }
        return asked ? combined : nil
    }

    private func hasEstimatedCells(_ geometry: any LayoutGeometry) -> Bool {
        views.live.keys.contains { $0.category == .cell && geometry.hasEstimatedSize(forItemAt: $0.indexPath) }
    }
}
