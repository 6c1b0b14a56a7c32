import FoundationEssentials  // IndexPath's members

/// Prefetching (UICollectionViewDataSourcePrefetching): after each visible-views pass the region ahead of the
/// scroll is queried, and the prefetch data source hears of the items that entered it and of those that left it.
extension CollectionView {
    /// How far ahead of the visible rect items are prefetched at rest, in viewport lengths (the default of
    /// `restingPrefetchLead`).
    public static let prefetchLeadAtRest = 1.0
    /// The most viewport lengths ahead prefetching reaches, however fast the scroll (the default of
    /// `prefetchLeadLimit`).
    public static let maximumPrefetchLead = 3.0
    /// Seconds of travel at the current speed added to the lead: at a fling's speed the region ahead is what the
    /// next half second brings in, so decodes started now are ready when their cells appear.
    public static let prefetchLookahead = 0.5

    /// The rect (content coordinates) whose items are prefetched: the visible rect stretched in the direction of
    /// the last movement by the lead on each moving axis (`restingPrefetchLead` plus what the speed brings in
    /// within `prefetchLookahead`, at most `prefetchLeadLimit`). Before any movement, ahead along the scrollable axis.
    func prefetchRect(visible b: Rect) -> Rect {
        let v = scroll.physics.velocity
        let moved = prefetch.lastOrigin.map { b.origin - $0 } ?? .zero
        func sign(_ x: Double) -> Double { x > 0 ? 1 : (x < 0 ? -1 : 0) }
        if moved != .zero {
            prefetch.direction = Point(x: sign(moved.x), y: sign(moved.y))
        } else if v != .zero {
            prefetch.direction = Point(x: sign(v.x), y: sign(v.y))
        }
        prefetch.lastOrigin = b.origin
        let direction = prefetch.direction ?? (canScroll(along: .vertical) ? Point(x: 0, y: 1)
                                               : Point(x: canScroll(along: .horizontal) ? 1 : 0, y: 0))
        func lead(_ length: Double, _ speed: Double) -> Double {
            let screens = restingPrefetchLead + abs(speed.isFinite ? speed : 0) * Self.prefetchLookahead / Swift.max(1, length)
            return length * Swift.min(Swift.max(restingPrefetchLead, prefetchLeadLimit), screens)
        }
        let dx = direction.x * lead(b.width, v.x), dy = direction.y * lead(b.height, v.y)
        return Rect(x: Swift.min(b.minX, b.minX + dx), y: Swift.min(b.minY, b.minY + dy),
                    width: b.width + abs(dx), height: b.height + abs(dy))
    }

    /// Announces the items that entered the region ahead (nearest first) and cancels those that left it. Not
    /// while an animation owns the geometry (its frames are in between two layouts), nor without a prefetch
    /// data source.
    func updatePrefetching() {
        guard let prefetcher = prefetchDataSource else { return }
        // New data or a new layout: the index paths announced may mean other items now, so all are cancelled.
        if prefetch.generation != data.changeGeneration {
            prefetch.generation = data.changeGeneration
            if !prefetch.items.isEmpty {
                let stale = prefetch.items.sorted()
                prefetch.items = []
                prefetcher.collectionView(self, cancelPrefetchingForItemsAt: stale)
            }
        }
        guard presentation.animation == nil, prepared.geometry(through: .rect(scroll.bounds)) != nil else { return }
        let b = scroll.bounds
        let region = prefetchRect(visible: b)
        // Laid out through the prefetch region: all its query needs, even mid-pinch.
        guard let geometry = prepared.geometry(through: .rect(region)) else { return }
        var ahead: [(distance: Double, indexPath: IndexPath)] = []
        var wanted = Set<IndexPath>()
        for a in geometry.layoutAttributesForElements(in: region, visibleBounds: b)
        where a.category == .cell && !a.key.isGhost && !a.isHidden && !a.frame.intersects(b) && views.live[a.key] == nil {
            guard wanted.insert(a.indexPath).inserted else { continue }
            // Distance from the visible rect: the gap along each axis, the larger of the two.
            let gx = Swift.max(0, b.minX - a.frame.maxX, a.frame.minX - b.maxX)
            let gy = Swift.max(0, b.minY - a.frame.maxY, a.frame.minY - b.maxY)
            ahead.append((Swift.max(gx, gy), a.indexPath))
        }
        // Shown items leave the set silently: their cells were asked for instead.
        let shown = prefetch.items.filter { views.live[.cell($0)] != nil }
        let cancelled = prefetch.items.subtracting(wanted).subtracting(shown).sorted()
        let announced = ahead.filter { !prefetch.items.contains($0.indexPath) }
            .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.indexPath < $1.indexPath }
            .map(\.indexPath)
        prefetch.items = wanted
        if !cancelled.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !announced.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: announced) }
    }

    /// Items announced to the prefetch data source and not yet shown or cancelled, sorted.
    public var prefetchedIndexPaths: [IndexPath] { prefetch.items.sorted() }
}
