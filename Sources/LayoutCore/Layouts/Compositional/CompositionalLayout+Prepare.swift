extension CompositionalLayout {
    /// `prepare(in:)` with the concrete geometry type. Linear in sections and template slots; nothing per item
    /// but the preferred sizes cells gave.
    public func prepareGeometry(in context: LayoutContext) -> Geometry {
        let visible = context.bounds.size.isValid ? context.bounds.size : .zero
        let axis = configuration.scrollDirection.axis, cross = axis.cross
        let environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: visible))
        var reports = SanitizedAnswers(context)

        // Preferred sizes of cells (rule 8), by section.
        var preferred: [Int: [(item: Int, size: Size)]] = [:]
        for (ip, size) in context.preferredItemSizes where ip.isItemPath && size.isValid
            && ip.section >= 0 && ip.section < context.numberOfSections && ip.item >= 0 {
            preferred[ip.section, default: []].append((ip.item, size))
        }

        var position = 0.0
        var global: [Boundary] = []
        var globalKinds: [String: Int] = [:]
        let globalItems = configuration.boundarySupplementaryItems
        for item in globalItems where item.alignment.side(axis) < 0 {
            global.append(Self.boundary(item, section: 0, kinds: &globalKinds, container: visible, crossStart: 0,
                                        crossLength: visible[cross], along: &position, axis: axis, atEnd: false))
        }
        for item in globalItems where item.alignment.side(axis) == 0 {
            reports.add("the layout's boundary item of kind \(item.elementKind) is aligned \(item.alignment.rawValue), "
                + "which names no edge along the scroll axis (\(axis == .vertical ? "top or bottom" : "leading or trailing")); it is left out")
        }

        let sectionSpacing = configuration.interSectionSpacing.isFinite ? configuration.interSectionSpacing : 0
        var sections: [Section] = []
        sections.reserveCapacity(context.numberOfSections)
        var laidOut = 0
        for s in 0..<context.numberOfSections {
            guard let description = section(at: s, environment: environment) else {
                var absent = Section(index: s, scrollAxis: axis)
                absent.start = position; absent.end = position
                sections.append(absent)
                continue
            }
            if laidOut > 0 { position += sectionSpacing }
            laidOut += 1
            // The collection view's offset (it scrolled the section) wins over the layout value's own.
            let offset = context.orthogonalScrollOffsets[s].map { $0[cross] } ?? orthogonalScrollOffsets[s] ?? 0
            let section = makeSection(description, index: s, itemCount: context.itemCounts[s], start: position,
                                      visible: visible, orthogonalOffset: offset, preferred: preferred[s] ?? [], reports: &reports)
            position = section.end
            sections.append(section)
        }

        for item in globalItems where item.alignment.side(axis) > 0 {
            global.append(Self.boundary(item, section: 0, kinds: &globalKinds, container: visible, crossStart: 0,
                                        crossLength: visible[cross], along: &position, axis: axis, atEnd: true))
        }
        for k in global.indices { global[k].spanStart = 0; global[k].spanEnd = position }
        reports.finish(layout: name)

        var contentSize = Size.zero
        contentSize[cross] = visible[cross]
        contentSize[axis] = Swift.max(0, position)
        // Elements outside the content (orthogonal rows, oversized items, negative insets) are declared.
        let tolerance = 1e-6 * Swift.max(1, contentSize.width, contentSize.height)
        for k in sections.indices { sections[k].updateMayOverflow(contentSize: contentSize) }
        let globalOverflow = global.contains { b in
            let f = b.attributes.frame
            return f.minX < -tolerance || f.minY < -tolerance || f.maxX > contentSize.width + tolerance || f.maxY > contentSize.height + tolerance
        }
        return Geometry(scrollDirection: configuration.scrollDirection, contentSize: contentSize, sections: sections,
                        global: global, globalMayOverflow: globalOverflow, environment: environment)
    }

    /// Lays out one section from `start` (rules 1, 4, 5, 6).
    private func makeSection(_ description: CollectionLayoutSection, index s: Int, itemCount: Int, start: Double,
                             visible: Size, orthogonalOffset offset: Double, preferred: [(item: Int, size: Size)], reports: inout SanitizedAnswers) -> Section {
        let axis = configuration.scrollDirection.axis, cross = axis.cross
        let insets = Template.finite(description.contentInsets)
        let effective = Size(width: Swift.max(0, visible.width - insets.left - insets.right),
                             height: Swift.max(0, visible.height - insets.top - insets.bottom))
        var section = Section(index: s, scrollAxis: axis)
        section.start = start
        section.handler = description.invalidationHandler
        var along = start

        let follow = description.supplementariesFollowContentInsets
        let crossStart = follow ? insets.leading(cross) : 0
        let crossLength = follow ? effective[cross] : visible[cross]
        var kinds: [String: Int] = [:]
        let items = description.boundarySupplementaryItems
        for item in items where item.alignment.side(axis) == 0 {
            reports.add("section \(s): the boundary item of kind \(item.elementKind) is aligned \(item.alignment.rawValue), "
                + "which names no edge along the scroll axis (\(axis == .vertical ? "top or bottom" : "leading or trailing")); it is left out")
        }
        for item in items where item.alignment.side(axis) < 0 {
            section.boundary.append(Self.boundary(item, section: s, kinds: &kinds, container: effective, crossStart: crossStart,
                                                  crossLength: crossLength, along: &along, axis: axis, atEnd: false))
        }
        along += insets.leading(axis)

        let groupSize = description.group.layoutSize.resolved(in: effective)
        section.template.add(description.group, size: groupSize, origin: .zero)
        if section.template.truncated {
            reports.add("section \(s): a group would hold more than \(Template.slotLimit) items (zero-length items repeating?); "
                + "it holds the first \(Template.slotLimit)")
        }
        let slots = section.template.slots.count
        let count = Swift.max(0, itemCount)
        if slots == 0 && count > 0 {
            reports.add("section \(s): its group has no slots, so its \(count) items are not laid out")
        }
        section.itemCount = slots > 0 ? count : 0
        section.groupCount = slots > 0 ? (count + slots - 1) / slots : 0
        let gap = description.interGroupSpacing.isFinite ? description.interGroupSpacing : 0
        let groups = Double(section.groupCount)
        if description.orthogonalScrollingBehavior == .none {
            section.runAxis = axis
            section.firstGroup = Self.point(axis, main: along, cross: insets.leading(cross))
            section.step = Self.point(axis, main: groupSize[axis] + gap, cross: 0)
            section.groupsFollowPreferred = description.group.layoutSize.dimension(axis).isEstimated
            if !preferred.isEmpty { section.apply(preferred: preferred, groupLength: groupSize[axis]) }
            if section.groupCount > 0 { along += groups * groupSize[axis] + (groups - 1) * gap + section.totalGrowth }
        } else {
            // One row across the scroll axis, one group deep (rule 5).
            section.runAxis = cross
            let crossBase = description.orthogonalScrollingBehavior == .groupPagingCentered
                ? (visible[cross] - groupSize[cross]) / 2 : insets.leading(cross)
            section.orthogonalBehavior = description.orthogonalScrollingBehavior
            section.orthogonalOffset = offset.isFinite ? offset : 0
            section.rowLength = crossBase + groups * groupSize[cross] + Swift.max(0, groups - 1) * gap + insets.trailing(cross)
            section.groupStride = groupSize[cross] + gap
            section.visibleCross = visible[cross]
            section.crossBase = crossBase
            section.firstGroup = Self.point(axis, main: along, cross: crossBase - section.orthogonalOffset)
            section.step = Self.point(axis, main: 0, cross: groupSize[cross] + gap)
            section.groupsFollowPreferred = description.group.layoutSize.dimension(cross).isEstimated
            if !preferred.isEmpty { section.apply(preferred: preferred, groupLength: groupSize[cross]) }
            if section.groupCount > 0 { along += groupSize[axis] }
        }
        along += insets.trailing(axis)

        for item in items where item.alignment.side(axis) > 0 {
            section.boundary.append(Self.boundary(item, section: s, kinds: &kinds, container: effective, crossStart: crossStart,
                                                  crossLength: crossLength, along: &along, axis: axis, atEnd: true))
        }
        section.end = along
        for k in section.boundary.indices { section.boundary[k].spanStart = start; section.boundary[k].spanEnd = along }

        // Decorations cover the whole section, full width across, less their insets.
        var decorationKinds: [String: Int] = [:]
        let sectionFrame = Rect(mainAxis: axis, mainOffset: start, crossOffset: 0, mainLength: Swift.max(0, along - start),
                                crossLength: visible[cross])
        for d in description.decorationItems {
            let k = decorationKinds[d.elementKind, default: 0]
            decorationKinds[d.elementKind] = k + 1
            var a = LayoutAttributes.decoration(d.elementKind, IndexPath(item: k, section: s),
                                                frame: sectionFrame.inset(by: Template.finite(d.contentInsets)))
            a.zIndex = d.zIndex
            section.decorations.append(a)
        }
        section.updateExtent()
        return section
    }

    /// A boundary item placed at `along` (a header from there, a footer ending there when it does not extend
    /// the boundary), advancing `along` when it extends the boundary (rule 6).
    static func boundary(_ item: CollectionLayoutBoundarySupplementaryItem, section: Int, kinds: inout [String: Int],
                         container: Size, crossStart: Double, crossLength: Double, along: inout Double, axis: Axis,
                         atEnd: Bool) -> Boundary {
        let size = item.layoutSize.resolved(in: container)
        let cross = axis.cross
        var start = along
        if item.extendsBoundary { along += size[axis] } else if atEnd { start = along - size[axis] }
        let crossPosition: Double
        switch item.alignment.side(cross) {
        case -1: crossPosition = crossStart
        case 1: crossPosition = crossStart + crossLength - size[cross]
        default: crossPosition = crossStart + (crossLength - size[cross]) / 2
        }
        let k = kinds[item.elementKind, default: 0]
        kinds[item.elementKind] = k + 1
        let offset = Point(x: item.absoluteOffset.x.isFinite ? item.absoluteOffset.x : 0,
                           y: item.absoluteOffset.y.isFinite ? item.absoluteOffset.y : 0)
        let frame = Rect(mainAxis: axis, mainOffset: start, crossOffset: crossPosition, mainLength: size[axis], crossLength: size[cross])
        var a = LayoutAttributes.supplementary(item.elementKind, IndexPath(item: k, section: section),
                                               frame: frame.offsetBy(dx: offset.x, dy: offset.y))
        a.zIndex = item.zIndex
        return Boundary(attributes: a, pin: item.pinToVisibleBounds ? (atEnd ? 1 : -1) : 0, spanStart: 0, spanEnd: 0)
    }

    /// A point from lengths along and across an axis.
    static func point(_ axis: Axis, main: Double, cross: Double) -> Point {
        axis == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }
}

extension CompositionalLayout.Section {
    /// Gives estimated cells their preferred lengths on their estimated axes (rule 8). A group whose length
    /// along the run axis is estimated then changes by its cells' largest change along it, moving the groups
    /// after it; within a group the other cells keep their places.
    mutating func apply(preferred: [(item: Int, size: Size)], groupLength: Double) {
        let slots = template.slots.count
        guard slots > 0 else { return }
        var changes: [Int: Double] = [:]
        for (item, size) in preferred where item < itemCount {
            let slot = item % slots
            let flags = template.estimated[slot]
            guard flags != 0 else { continue }
            let f = template.slots[slot]
            let s = Size(width: flags & 1 != 0 ? size.width : f.width, height: flags & 2 != 0 ? size.height : f.height)
            overrides[item] = s
            let change = s[runAxis] - f.size[runAxis]
            growth = Swift.max(growth, change)
            let estimatedAlongRun = (runAxis == .horizontal ? flags & 1 : flags & 2) != 0
            if groupsFollowPreferred && estimatedAlongRun {
                let g = item / slots
                changes[g] = Swift.max(changes[g] ?? -.infinity, Swift.max(change, -groupLength))
            }
        }
        // Cells keep their frames relative to their group; a grown cell reaches no further than before its
        // group moved, so `growth` still bounds the reach.
        let stride = runAxis == .horizontal ? step.x : step.y
        var running = 0.0
        for g in changes.keys.sorted() where changes[g]! != 0 {
            running += changes[g]!
            grownGroups.append(g)
            growthPrefix.append(running)
            if stride + changes[g]! <= 0 { originsIncrease = false }
        }
    }

    /// Whether any element reaches outside content of `contentSize` (by more than a rounding error).
    mutating func updateMayOverflow(contentSize: Size) {
        guard let e = extent else { mayOverflow = false; return }
        let tolerance = 1e-6 * Swift.max(1, contentSize.width, contentSize.height)
        mayOverflow = e.minX < -tolerance || e.minY < -tolerance
            || e.maxX > contentSize.width + tolerance || e.maxY > contentSize.height + tolerance
    }

    /// Recomputes the union of every element's frame: the first and last groups bound the rest, as they
    /// repeat along a line.
    mutating func updateExtent() {
        var e: Rect? = nil
        func add(_ r: Rect) { e = e.map { $0.union(r) } ?? r }
        for b in boundary { add(b.attributes.frame) }
        for d in decorations { add(d.frame) }
        if groupCount > 0, let full = template.bounds {
            // The last group holds only its first `filled` slots; its empty ones reach nowhere.
            let slots = template.slots.count
            let filled = itemCount - (groupCount - 1) * slots
            var last: Rect? = nil
            for s in 0..<filled { last = last.map { $0.union(template.slots[s]) } ?? template.slots[s] }
            for b in template.badges where b.slot < filled { last = last.map { $0.union(b.frame) } ?? b.frame }
            func grown(_ t: Rect) -> Rect {
                var r = t
                if growth > 0 {
                    if runAxis == .horizontal { r.size.width += growth } else { r.size.height += growth }
                }
                // Preferred sizes also grow across the run axis.
                if !overrides.isEmpty {
                    let across = runAxis.cross
                    let extra = overrides.values.reduce(0.0) { Swift.max($0, $1[across]) }
                    if across == .horizontal { r.size.width += extra } else { r.size.height += extra }
                }
                return r
            }
            let first = groupCount == 1 ? (last ?? full) : full
            add(grown(first).offsetBy(dx: firstGroup.x, dy: firstGroup.y))
            let o = groupOrigin(groupCount - 1)
            add(grown(last ?? full).offsetBy(dx: o.x, dy: o.y))
            // The last full group, which a partial last group need not cover (groups closer than their reach).
            if groupCount >= 2 {
                let p = groupOrigin(groupCount - 2)
                add(grown(full).offsetBy(dx: p.x, dy: p.y))
            }
        }
        extent = e
    }
}
