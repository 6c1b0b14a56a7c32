/// The capped visible-views pass over a large geometry read by runs (`BoxRunGeometry`, as a large circle's is):
/// after a sliced switch has landed, a resize, a scroll or any pass that queries the visible rect again would ask
/// for every item at once (2,000,000 attributes, over a second in one frame). Instead the frontmost
/// `maximumLiveViewCount` cells in the rect are read one by one, and the rest by runs of items that share a
/// whole-pixel box (`boxRunStart`): what the pass gives (views, quads, counts) is exactly what a rect query split
/// by `capLiveViews` gives.
extension CollectionView {
    /// Geometries that can be read by runs are, when the cap is set, once they have more items than this (and
    /// than the cap): the switch into them is sliced from the same size on (`SlicedFadeIn`).
    static let boxRunQueryThreshold = 20_000

    /// Items whose key the last run-read pass computed (the tests read it to bound the work): a few per run,
    /// one per cell given a view.
    var lastBoxRunKeyCount: Int { views.boxRunKeyCount }

    /// `geometry` as one read by runs under the cap, with its cell count; nil when it is not one (or not now).
    func runReadGeometry(_ geometry: (any LayoutGeometry)?) -> (geometry: any BoxRunGeometry, count: Int)? {
        guard let cap = views.maximumLiveCellCount, let runs = geometry as? any BoxRunGeometry,
              let n = runs.slicedCellCount, n > Swift.max(cap, Self.boxRunQueryThreshold) else { return nil }
        return (runs, n)
    }

    /// The wanted elements of a capped pass over `geometry` in `rect` (the frontmost cells, in drawing order),
    /// with the cells behind them made into `views.summaries`; nil when the pass is not one for runs (no
    /// cap, not a geometry read by runs, a batch update animating, or too few items).
    func boxRunCells(of geometry: any LayoutGeometry, in rect: Rect) -> [LayoutAttributes]? {
        guard let cap = views.maximumLiveCellCount, let (runs, n) = runReadGeometry(geometry) else { return nil }
        return boxRunCells(of: runs, count: n, cap: cap, in: rect)
    }

    /// The pass itself, over a concrete geometry (opened once, so each key is a direct call).
    private func boxRunCells<G: BoxRunGeometry>(of cells: G, count n: Int, cap: Int, in rect: Rect) -> [LayoutAttributes] {
        let origin = rect.origin
        var keys = 0
        var front: [LayoutAttributes] = []
        front.reserveCapacity(Swift.min(cap, n))
        // Front to back (the last item draws on top): the frontmost `cap` in the rect one by one, runs outside
        // it skipped whole.
        var g = n - 1
        while g >= 0, front.count < cap {
            let (key, inRect) = cells.boxRunKey(g, origin: origin, rect: rect)
            keys += 1
            if inRect {
                if let a = cells.layoutAttributesForItem(at: cells.slicedIndexPath(g)) { front.append(a) }
                g -= 1
            } else {
                g = cells.boxRunStart(g, key: key, origin: origin, rect: rect, probes: &keys) - 1
            }
        }
        // The rest: only a run's frontmost item can show (those behind it cover the same pixels, and
        // `VisibleParts` skips a box equal to the one added before it).
        var parts = VisibleParts(origin: origin, size: rect.size)
        var back = 0
        withSummaryColors { color in
            while g >= 0 {
                let (key, inRect) = cells.boxRunKey(g, origin: origin, rect: rect)
                keys += 1
                let start = cells.boxRunStart(g, key: key, origin: origin, rect: rect, probes: &keys)
                if inRect {
                    back += g - start + 1
                    let head = g
                    parts.add(cells.slicedFrame(head), alpha: 1, isHidden: false) { color(cells.slicedIndexPath(head)) }
                }
                g = start - 1
            }
        }
        views.summaries = parts.quads
        views.summarizedCellCount = back
        views.boxRunKeyCount = keys
        prepared.lastQueryRect = rect
        prepared.lastQueryResultCount = front.count + back
        return front.reversed()
    }
}
