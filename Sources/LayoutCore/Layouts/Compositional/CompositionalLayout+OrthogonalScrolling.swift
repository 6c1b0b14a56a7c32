/// A compositional geometry's orthogonally scrolling sections, for the collection view to scroll
/// (`OrthogonalScrollingGeometry`): each such section is a row across the scroll axis whose offset moves its groups
/// back, set on the prepared geometry without a prepare.
extension CompositionalLayout.Geometry: OrthogonalScrollingGeometry {
    /// The orthogonally scrolling section whose span along the scroll axis holds `point` (content coordinates).
    public func orthogonalSection(at point: Point) -> Int? {
        let axis = scrollDirection.axis
        let along = axis == .horizontal ? point.x : point.y
        return sections.first { $0.orthogonalBehavior != .none && $0.start <= along && along < $0.end }?.index
    }

    /// Across the layout's scroll axis, for a section whose `orthogonalScrollingBehavior` is not `.none`.
    public func orthogonalScrollAxis(ofSection index: Int) -> Axis? {
        guard sections.indices.contains(index), sections[index].orthogonalBehavior != .none else { return nil }
        return scrollDirection.axis.cross
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

    /// Where a section's row comes to rest, as UIKit's behaviours: `.continuous` where momentum stops it
    /// (`proposed`); `.continuousGroupLeadingBoundary` there, moved to the nearest group's leading edge (unless it
    /// reaches the row's end);
    /// `.paging` one page (the section's visible width) at a time, `.groupPaging` and `.groupPagingCentered` one
    /// group at a time (a centred group rests centred: offsets are multiples of the group stride): with a velocity,
    /// the next boundary after `start` in its direction, without one the boundary nearest `proposed`. Within range.
    public func orthogonalTargetOffset(forProposedOffset proposed: Double, withScrollingVelocity velocity: Double,
                                       from start: Double, inSection index: Int) -> Double {
        guard let range = orthogonalScrollRange(ofSection: index) else { return proposed }
        let s = sections[index]
        func clamp(_ x: Double) -> Double { x.isFinite ? Swift.min(range.upperBound, Swift.max(range.lowerBound, x)) : range.lowerBound }
        // Offsets built from whole pages may carry a rounding error: a boundary is not left behind for it.
        let epsilon = 1e-9
        func paged(_ page: Double) -> Double {
            guard page > 0, start.isFinite else { return clamp(proposed) }
            let at = start / page
            if velocity > 0 { return clamp(((at + epsilon).rounded(.down) + 1) * page) }
            if velocity < 0 { return clamp(((at - epsilon).rounded(.up) - 1) * page) }
            return clamp((proposed / page).rounded() * page)
        }
        switch s.orthogonalBehavior {
        case .none, .continuous: return clamp(proposed)
        case .continuousGroupLeadingBoundary:
            // The row's end stays reachable though it is seldom a group's edge.
            guard s.groupStride > 0, clamp(proposed) < range.upperBound else { return clamp(proposed) }
            return clamp((clamp(proposed) / s.groupStride).rounded() * s.groupStride)
        case .paging: return paged(s.visibleCross)
        case .groupPaging, .groupPagingCentered: return paged(s.groupStride)
        }
    }

    /// Where a section's row comes to rest when scrolled by `delta` from `offset` (a scroll of that length in
    /// one go): `orthogonalTargetOffset` with `offset + delta` proposed and `delta`'s direction.
    public func orthogonalScrollTarget(section index: Int, from offset: Double, by delta: Double) -> Double {
        guard orthogonalScrollRange(ofSection: index) != nil, delta.isFinite else { return offset }
        return orthogonalTargetOffset(forProposedOffset: offset + delta, withScrollingVelocity: delta, from: offset, inSection: index)
    }

    /// The orthogonal sections scrolled away from 0.
    public var orthogonalScrollOffsets: [Int: Double] {
        var offsets: [Int: Double] = [:]
        for s in sections where s.orthogonalBehavior != .none && s.orthogonalOffset != 0 { offsets[s.index] = s.orthogonalOffset }
        return offsets
    }

    /// Moves the section's groups to `offset` (the rest of the geometry, the sections' reach along the scroll axis
    /// included, is unchanged: the row moves across it).
    public mutating func setOrthogonalScrollOffset(_ offset: Double, ofSection index: Int) {
        guard sections.indices.contains(index), sections[index].orthogonalBehavior != .none, offset.isFinite,
              offset != sections[index].orthogonalOffset else { return }
        let cross = scrollDirection.axis.cross
        sections[index].orthogonalOffset = offset
        sections[index].firstGroup[cross] = sections[index].crossBase - offset
        sections[index].updateExtent()
        sections[index].updateMayOverflow(contentSize: collectionViewContentSize)
    }
}
