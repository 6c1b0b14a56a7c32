/// What an inspector shows about the collection view's work: the last rect query, prepare counts and times,
/// live views per reuse pool, and hit-testing of every element kind.
extension CollectionView {
    /// Live views per pool ("category/identifier", as `pooledViewCounts`), sorted by pool.
    public var liveViewCounts: [(pool: String, count: Int)] {
        var counts: [ReuseQueue.PoolKey: Int] = [:]
        // Every live view came from a dequeue, which sets its pool; one without is not counted anywhere.
        for view in views.live.values { if let pool = view.poolKey { counts[pool, default: 0] += 1 } }
        return counts.keys.sorted().map { ("\($0.category)/\($0.identifier)", counts[$0]!) }
    }

    /// Every live, visible element (cells, supplementary and decoration views) whose frame, as drawn (its
    /// transform applied about its centre), contains a point in window coordinates, front-most first (the
    /// reverse of the display list's drawing order).
    public func layoutAttributesForElements(atWindowPoint p: Point) -> [LayoutAttributes] {
        let contentPoint = Point(x: p.x + contentOffset.x, y: p.y + contentOffset.y)
        var hits: [LayoutAttributes] = []
        for (key, view) in views.live where !key.isGhost {
            guard let a = view.layoutAttributes, !a.isHidden, a.alpha > 0, Self.drawnShape(of: a, contains: contentPoint) else { continue }
            hits.append(a)
        }
        // DisplayList.drawsBefore reversed: higher zIndex first, then the later key (drawn over the earlier).
        hits.sort { a, b in a.zIndex != b.zIndex ? a.zIndex > b.zIndex : a.key > b.key }
        return hits
    }

    /// Whether the element's frame, transformed about its centre as the renderer draws it, covers the point
    /// (the projected quad, tested by crossings so any orientation works).
    static func drawnShape(of a: LayoutAttributes, contains p: Point) -> Bool {
        if a.transform3D.isIdentity { return a.frame.contains(p) }
        let quad = a.transform3D.projectedCorners(of: a.frame)
        guard quad.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return false }
        var inside = false
        var j = quad.count - 1
        for i in quad.indices {
            let (u, v) = (quad[i], quad[j])
            if (u.y > p.y) != (v.y > p.y), p.x < (v.x - u.x) * (p.y - u.y) / (v.y - u.y) + u.x { inside.toggle() }
            j = i
        }
        return inside
    }
}
