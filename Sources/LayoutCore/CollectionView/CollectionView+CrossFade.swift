/// A switch into a screen of more cells than the live-view cap (a circle of 100,000 items): the rect queries
/// and the split into moving and fading elements happen once, at the switch's first frame; every frame after
/// interpolates only the moving elements (at most the cap, plus headers and the like) and draws the fading
/// cells as two precomputed quad lists at alpha 1 − progress and progress. A switch below the cap is untouched.
extension CollectionView {
    /// The elements the visible-views pass gives views this frame when the running switch cross-fades beyond
    /// the cap (the fading cells become `views.summaries` after `capLiveViews`, see `applyCrossFadeSummaries`);
    /// nil otherwise, and the geometry is queried as usual.
    func crossFadingElements(in rect: Rect) -> [LayoutAttributes]? {
        // A subclass's prepare(in:) may change anything from one frame to the next: it is asked every frame.
        guard views.maximumLiveCellCount != nil, let animation = presentation.animation,
              type(of: animation.transition) == TransitionLayout.self,
              let geometry = prepared.geometry as? TransitionGeometry else { return nil }
        let key = CrossFadeSummary.Key(size: rect.size, shift: rect.origin - geometry.contentOffset,
                                       itemCounts: data.itemCounts, generation: data.changeGeneration)
        if animation.crossFade?.key != key { animation.crossFade = makeCrossFadeSummary(geometry, rect: rect, key: key) }
        guard let summary = animation.crossFade, let fade = summary.fade else { return nil }
        return geometry.animatedElements(of: fade, in: rect)
    }

    /// Puts the running switch's fading cells, at its progress, behind what the pass summarized itself.
    func applyCrossFadeSummaries() {
        guard let animation = presentation.animation, let summary = animation.crossFade, summary.fade != nil,
              let geometry = prepared.geometry as? TransitionGeometry else { return }
        // The new side's quads are drawn at alpha `progress`: made at the first frame that shows them.
        if geometry.progress > 0, let sliced = summary.sliced, !sliced.isDone {
            let outCount = summary.cellCount - sliced.cellsRead
            withSummaryColors { sliced.step(color: $0) }
            summary.fadingIn = sliced.quads
            summary.cellCount = outCount + sliced.cellsRead
        }
        if geometry.progress > 0, let unmade = summary.unmadeFadingIn {
            summary.fadingIn = summaryQuads(unmade.cells[...], origin: unmade.origin)
            summary.unmadeFadingIn = nil
        }
        views.summaries = summary.quads(progress: geometry.progress, contentOffset: scroll.bounds.origin) + views.summaries
        views.summarizedCellCount += summary.cellCount
    }

    /// The one O(n) step of a capped switch: both sides' rect queries, the split, and the fading cells turned
    /// into quads at their own side's offset.
    private func makeCrossFadeSummary(_ geometry: TransitionGeometry, rect: Rect, key: CrossFadeSummary.Key) -> CrossFadeSummary {
        // Only what moves gets views: cells fading with views of their own would be drawn one by one, blended
        // (thousands stacked on the circle's rim), where as quads they are one image of the pixels seen. The
        // new layout's frontmost cells get their views when the switch lands.
        let shift = rect.origin - geometry.contentOffset
        func drawable(_ cells: [LayoutAttributes], at offset: Point) -> [LayoutAttributes] {
            let seen = Rect(origin: offset + shift, size: rect.size)
            // Copied only when something is left out (at 100,000 cells a copy is a good part of the frame).
            let all = cells.withUnsafeBufferPointer { b in b.indices.allSatisfy { Self.isDrawable(b[$0]) && b[$0].frame.intersects(seen) } }
            var drawable = all ? cells : cells.filter { Self.isDrawable($0) && $0.frame.intersects(seen) }
            if !Self.isInDrawingOrder(drawable[...]) { drawable.sort(by: Self.drawsBefore) }
            return drawable
        }
        if let cap = views.maximumLiveCellCount, let (fade, cells, count) = geometry.slicedCrossFade(in: rect, visibleBounds: rect) {
            // Far more cells than the cap on the new side: none of them is read now (at 2,000,000 a rect query
            // is seconds); they are read a slice per frame from the first frame that draws them.
            let out = drawable(fade.fadingOut, at: geometry.fromContentOffset)
            let summary = CrossFadeSummary(key: key, fade: fade, fadingOut: summaryQuads(out[...], origin: geometry.fromContentOffset + shift),
                                           fromContentOffset: geometry.fromContentOffset + shift,
                                           toContentOffset: geometry.toContentOffset + shift, cellCount: out.count)
            summary.sliced = SlicedFadeIn(geometry: cells, count: count, seen: Rect(origin: geometry.toContentOffset + shift, size: rect.size), cap: cap)
            return summary
        }
        guard let fade = geometry.crossFade(in: rect, visibleBounds: rect) else { return CrossFadeSummary(key: key, fade: nil) }
        let out = drawable(fade.fadingOut, at: geometry.fromContentOffset)
        let into = drawable(fade.fadingIn, at: geometry.toContentOffset)
        let summary = CrossFadeSummary(key: key, fade: fade, fadingOut: summaryQuads(out[...], origin: geometry.fromContentOffset + shift),
                                       fromContentOffset: geometry.fromContentOffset + shift,
                                       toContentOffset: geometry.toContentOffset + shift, cellCount: out.count + into.count)
        summary.unmadeFadingIn = (into, geometry.toContentOffset + shift)
        return summary
    }
}
