extension CompositionalLayout {
    /// A prepared boundary item: its attributes at their normal place and, when it pins, the span it stays in.
    struct Boundary {
        var attributes: LayoutAttributes
        /// -1 a pinned header, +1 a pinned footer, 0 not pinned.
        var pin: Int
        var spanStart: Double
        var spanEnd: Double

        /// The attributes, pinned to `visible` when it pins and its span is on screen (as flow's pinned headers:
        /// a header follows the visible leading edge, never above its place nor past the span's end; a footer
        /// the trailing edge, never below its place nor before the span's start).
        func attributes(pinnedTo visible: Rect?, axis: Axis) -> LayoutAttributes {
            guard let visible, pin != 0, spanStart < visible.max(axis), visible.min(axis) < spanEnd else { return attributes }
            var a = attributes
            let length = a.frame.size[axis], normal = a.frame.min(axis)
            let along = pin < 0 ? Swift.max(normal, Swift.min(visible.min(axis), spanEnd - length))
                : Swift.min(normal, Swift.max(visible.max(axis) - length, spanStart))
            if axis == .horizontal { a.frame.origin.x = along } else { a.frame.origin.y = along }
            return a
        }
    }

    /// A prepared section: its group's template and where the repetitions start, so any item's frame is
    /// arithmetic, plus its few boundary items and decorations.
    struct Section {
        let index: Int
        let scrollAxis: Axis
        /// Items placed (0 when the section has no layout or its group no slots).
        var itemCount = 0
        /// The section's span along the scroll axis.
        var start = 0.0, end = 0.0
        var template = Template()
        var groupCount = 0
        var firstGroup = Point.zero
        /// From one group's origin to the next.
        var step = Point.zero
        /// The axis the groups repeat along: the scroll axis, or across it for an orthogonal section.
        var runAxis: Axis
        var boundary: [Boundary] = []
        var decorations: [LayoutAttributes] = []
        /// Preferred sizes of estimated cells (rule 8), by item.
        var overrides: [Int: Size] = [:]
        /// How much further than the template a preferred size reaches along the run axis.
        var growth = 0.0
        /// The union of every element's frame, nil when there is none.
        var extent: Rect?
        var mayOverflow = false
        /// Whether the group's length along the run axis is `.estimated`, so it grows (or shrinks) with the
        /// preferred lengths of its cells (rule 8).
        var groupsFollowPreferred = false
        /// Groups whose length changed, ascending, and the running sum of their changes (sparse: only groups
        /// with a preferred size are listed, so untouched groups stay arithmetic).
        var grownGroups: [Int] = []
        var growthPrefix: [Double] = []
        /// Whether every group still starts after the previous one (binary search over the origins is valid).
        var originsIncrease = true
        /// Orthogonal scrolling: the behavior, the row's offset, its length at offset 0 (trailing inset
        /// included), the distance between groups and the visible length across the scroll axis.
        var orthogonalBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
        var orthogonalOffset = 0.0
        /// Where the first group starts across the scroll axis at offset 0 (the leading inset, or centred).
        var crossBase = 0.0
        var rowLength = 0.0
        var groupStride = 0.0
        var visibleCross = 0.0
        var handler: IdentityBox<CollectionLayoutSection.VisibleItemsInvalidationHandler>?

        init(index: Int, scrollAxis: Axis) {
            self.index = index
            self.scrollAxis = scrollAxis
            runAxis = scrollAxis
        }

        /// The first scroll position an element of the section may reach, and the last.
        var reachMin: Double { Swift.min(start, extent?.min(scrollAxis) ?? start) }
        var reachMax: Double { Swift.max(end, extent?.max(scrollAxis) ?? end) }

        @inline(__always)
        func groupOrigin(_ g: Int) -> Point {
            var p = Point(x: firstGroup.x + Double(g) * step.x, y: firstGroup.y + Double(g) * step.y)
            if !grownGroups.isEmpty {
                let extra = growth(before: g)
                if runAxis == .horizontal { p.x += extra } else { p.y += extra }
            }
            return p
        }

        /// The summed length changes of the groups before `g`.
        func growth(before g: Int) -> Double {
            var a = 0, b = grownGroups.count
            while a < b {
                let mid = (a + b) / 2
                if grownGroups[mid] < g { a = mid + 1 } else { b = mid }
            }
            return a == 0 ? 0 : growthPrefix[a - 1]
        }

        /// Total length change of the section's groups.
        var totalGrowth: Double { growthPrefix.last ?? 0 }

        /// The frame of item `i` (0 ≤ i < itemCount); the one expression both query paths use.
        @inline(__always)
        func frame(ofItem i: Int, slot f: Rect, origin o: Point) -> Rect {
            let size = overrides.isEmpty ? f.size : overrides[i] ?? f.size
            return Rect(x: f.minX + o.x, y: f.minY + o.y, width: size.width, height: size.height)
        }

        func cell(_ i: Int) -> LayoutAttributes {
            let slots = template.slots.count
            let frame = self.frame(ofItem: i, slot: template.slots[i % slots], origin: groupOrigin(i / slots))
            return .cell(IndexPath(item: i, section: index), frame: frame)
        }

        func badge(_ b: Badge, group g: Int) -> LayoutAttributes {
            let o = groupOrigin(g)
            var a = LayoutAttributes.supplementary(b.kind, IndexPath(item: g * template.slots.count + b.slot, section: index),
                                                   frame: Rect(x: b.frame.minX + o.x, y: b.frame.minY + o.y, width: b.frame.width, height: b.frame.height))
            a.zIndex = b.zIndex
            return a
        }

        /// The groups whose elements may meet the open run interval (lo, hi): arithmetic on the template's
        /// reach, so the work is the groups in the rect, not the section's.
        func groups(runMin lo: Double, runMax hi: Double) -> Range<Int> {
            guard groupCount > 0, let bounds = template.bounds else { return 0..<0 }
            let stride = runAxis == .horizontal ? step.x : step.y
            guard stride > 0, originsIncrease else { return 0..<groupCount }  // groups that do not advance: all may meet it
            let base = runAxis == .horizontal ? firstGroup.x : firstGroup.y
            if !grownGroups.isEmpty {
                // Origins are no longer arithmetic: binary-search them (each lookup a binary search too).
                func origin(_ g: Int) -> Double { runAxis == .horizontal ? groupOrigin(g).x : groupOrigin(g).y }
                let reachMax = bounds.max(runAxis) + Swift.max(0, growth), reachMin = bounds.min(runAxis)
                var a = 0, b = groupCount
                while a < b {
                    let mid = (a + b) / 2
                    if origin(mid) + reachMax > lo { b = mid } else { a = mid + 1 }
                }
                var c = a, d = groupCount
                while c < d {
                    let mid = (c + d) / 2
                    if origin(mid) + reachMin >= hi { d = mid } else { c = mid + 1 }
                }
                return a..<c
            }
            let first = ((lo - base - bounds.max(runAxis) - growth) / stride).rounded(.down)
            let last = ((hi - base - bounds.min(runAxis)) / stride).rounded(.up)
            let count = Double(groupCount)
            let a = first.isNaN ? 0 : Int(Swift.max(0, Swift.min(count, first)))
            let b = last.isNaN ? groupCount : Int(Swift.max(0, Swift.min(count, last + 1)))
            return a..<Swift.max(a, b)
        }

        /// Appends the section's elements meeting `rect`: decorations, cells (in item order) and
        /// supplementary views (unsorted) to their lists.
        func append(in rect: Rect, pinnedTo visible: Rect?, decorations decos: inout [LayoutAttributes],
                    cells: inout [LayoutAttributes], supplementary: inout [LayoutAttributes]) {
            for d in decorations where d.frame.intersects(rect) { decos.append(d) }
            for b in boundary {
                let a = b.attributes(pinnedTo: visible, axis: scrollAxis)
                if a.frame.intersects(rect) { supplementary.append(a) }
            }
            guard itemCount > 0 else { return }
            let slots = template.slots.count
            for g in groups(runMin: rect.min(runAxis), runMax: rect.max(runAxis)) {
                let o = groupOrigin(g)
                let base = g * slots
                for s in 0..<Swift.min(slots, itemCount - base) {
                    let frame = self.frame(ofItem: base + s, slot: template.slots[s], origin: o)
                    if frame.intersects(rect) { cells.append(.cell(IndexPath(item: base + s, section: index), frame: frame)) }
                }
                for b in template.badges where base + b.slot < itemCount {
                    let a = badge(b, group: g)
                    if a.frame.intersects(rect) { supplementary.append(a) }
                }
            }
        }
    }
}
