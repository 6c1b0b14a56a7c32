extension CompositionalLayout.Geometry {
    /// The orthogonally scrolling section whose span along the scroll axis holds `point` (content coordinates).
    public func orthogonalSection(at point: Point) -> Int? {
        let axis = scrollDirection.axis
        let along = axis == .horizontal ? point.x : point.y
        return sections.first { $0.orthogonalBehavior != .none && $0.start <= along && along < $0.end }?.index
    }

    /// How far an orthogonal section's row may be scrolled: from 0 to its length less the visible length
    /// (`.groupPagingCentered`: until its last group is centred); nil for a section that does not scroll so.
    public func orthogonalScrollRange(ofSection index: Int) -> ClosedRange<Double>? {
        guard sections.indices.contains(index) else { return nil }
        let s = sections[index]
        guard s.orthogonalBehavior != .none else { return nil }
        if s.orthogonalBehavior == .groupPagingCentered { return 0...Swift.max(0, Double(s.groupCount - 1) * s.groupStride) }
        return 0...Swift.max(0, s.rowLength - s.visibleCross)
    }

    /// Where a section's row comes to rest when scrolled by `delta` from `offset`, with its paging: continuous
    /// behaviors move by `delta` (`.continuousGroupLeadingBoundary` then rests on a group's leading edge),
    /// `.paging` by one visible length, the group pagings by one group, in `delta`'s direction; within range.
    public func orthogonalScrollTarget(section index: Int, from offset: Double, by delta: Double) -> Double {
        guard let range = orthogonalScrollRange(ofSection: index), delta.isFinite else { return offset }
        let s = sections[index]
        func clamp(_ x: Double) -> Double { Swift.min(range.upperBound, Swift.max(range.lowerBound, x)) }
        let direction: Double = delta > 0 ? 1 : delta < 0 ? -1 : 0
        func paged(_ page: Double) -> Double {
            guard page > 0 else { return clamp(offset + delta) }
            return clamp(((offset / page).rounded() + direction) * page)
        }
        switch s.orthogonalBehavior {
        case .none, .continuous: return clamp(offset + delta)
        case .continuousGroupLeadingBoundary:
            guard s.groupStride > 0 else { return clamp(offset + delta) }
            return clamp(((offset + delta) / s.groupStride).rounded() * s.groupStride)
        case .paging: return paged(s.visibleCross)
        case .groupPaging, .groupPagingCentered: return paged(s.groupStride)
        }
    }
}
