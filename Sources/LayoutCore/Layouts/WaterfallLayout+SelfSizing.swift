// Self-sizing (UIKit's estimatedItemSize, along the scroll axis): a column's width is fixed, so a cell's preferred
// height for that width becomes the item's height, and the items after it in the fill order are placed again.

extension WaterfallLayout {
    /// A self-sizing waterfall takes a cell's preferred length along the scroll axis (its height, or its width
    /// when scrolling horizontally) whenever it differs from the item's; the other side is the column's.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        guard isSelfSizing, original.category == .cell else { return false }
        return scrollDirection == .horizontal ? preferred.size.width != original.size.width : preferred.size.height != original.size.height
    }
}

extension WaterfallLayout.Geometry {
    /// Marks every item as estimated except those cells already sized (`sized`, from `LayoutContext`), and the
    /// widest an estimated cell's label may be.
    mutating func markEstimated(sized: [IndexPath: Size], maximumWidth: Double) {
        isEstimated = [Bool](repeating: true, count: itemY.count)
        estimatedMaximumWidth = maximumWidth
        for ip in sized.keys {
            if let g = flatIndex(ip) { isEstimated[g] = false }
        }
    }

    /// Whether an item is still at its estimated size (a self-sizing waterfall whose cell has not answered).
    public func hasEstimatedSize(forItemAt indexPath: IndexPath) -> Bool {
        guard !isEstimated.isEmpty, let g = flatIndex(indexPath) else { return false }
        return isEstimated[g]
    }

    /// Applies preferred item sizes in place: each section with a change places its items again from the first
    /// changed one in the fill order (the columns before it keep their items; hinted columns are kept), and the
    /// sections after it move by its change in length. An anchor (the first item at or below the visible top)
    /// that moves because of a change before it adds its shift to `contentOffsetAdjustment`, so what the user
    /// looks at stays put. Anything else (other invalidations, a new viewport width, counts, new column hints)
    /// needs a full prepare.
    public mutating func invalidateLayout(with context: inout LayoutInvalidationContext, in layoutContext: LayoutContext) -> Bool {
        guard !isEstimated.isEmpty, !context.requiresFullPrepare,
              context.invalidatedSupplementaryIndexPaths?.isEmpty ?? true else { return false }
        let named = context.invalidatedItemIndexPaths ?? []
        guard named.allSatisfy({ context.preferredItemSizes[$0] != nil }) else { return false }
        let laneExtent = isHorizontal ? layoutContext.bounds.height : layoutContext.bounds.width
        guard laneExtent == viewWidth, layoutContext.itemCounts.map({ Swift.max(0, $0) }) == sections.map(\.itemCount),
              columnHints == nil, layoutContext.preferredColumns.isEmpty else { return false }

        let top = isHorizontal ? layoutContext.bounds.minX : layoutContext.bounds.minY
        let anchor = anchorItem(at: top)
        let anchorBefore = anchor.map { itemY[$0] }
        var firstChanged: [Int: Int] = [:]
        var changesBeforeAnchor = false
        for (ip, size) in context.preferredItemSizes {
            guard let g = flatIndex(ip), size.isValid else { continue }
            isEstimated[g] = false
            let length = isHorizontal ? size.width : size.height
            guard SanitizedAnswers.isUsableLength(length), length != itemHeight[g] else { continue }
            itemHeight[g] = length
            firstChanged[ip.section] = Swift.min(firstChanged[ip.section] ?? .max, ip.item)
            if let anchor, g < anchor { changesBeforeAnchor = true }
        }
        guard !firstChanged.isEmpty else { return true }
        var shift = 0.0
        for s in sections.indices {
            if shift != 0 { shiftSection(s, by: shift) }
            guard let first = firstChanged[s] else { continue }
            shift += placeItems(ofSection: s, from: first)
        }
        collectionViewContentSize = Size(width: viewWidth, height: Swift.max(0, sections.last?.end ?? 0))
        if isHorizontal { collectionViewContentSize = Size(width: collectionViewContentSize.height, height: collectionViewContentSize.width) }
        (reachMaxPrefix, reachMinSuffix) = SectionReach.runningExtremes(of: sections) { ($0.reachMin, $0.reachMax) }
        if isHorizontal { context.contentSizeAdjustment.width += shift } else { context.contentSizeAdjustment.height += shift }
        if changesBeforeAnchor, let anchor, let before = anchorBefore, itemY[anchor] != before {
            if isHorizontal { context.contentOffsetAdjustment.x += itemY[anchor] - before } else { context.contentOffsetAdjustment.y += itemY[anchor] - before }
        }
        return true
    }

    /// Places a section's items from `first` on, in the fill order, as prepare does (shortest column, ties left),
    /// starting from the columns' bottoms below the items before it; regroups the section's items by column and
    /// returns how far the section's end moved.
    private mutating func placeItems(ofSection s: Int, from first: Int) -> Double {
        let section = sections[s]
        let used = section.usedColumns, base = section.itemBase, n = section.itemCount
        let itemsStart = section.start + headerHeight + insetTop
        let spacing = interitemSpacing
        // Each column's bottom below its last item before `first` (its items are in item order).
        var bottoms = [Double](repeating: itemsStart, count: used)
        for c in 0..<used {
            var a = columnStart[section.columnBase + c], b = columnStart[section.columnBase + c + 1]
            while a < b {
                let mid = (a + b) / 2
                if Int(columnItems[mid]) < first { a = mid + 1 } else { b = mid }
            }
            if a > columnStart[section.columnBase + c] {
                let g = base + Int(columnItems[a - 1])
                bottoms[c] = itemY[g] + itemHeight[g] + spacing
            }
        }
        for i in first..<n {
            var c = 0, best = bottoms[0]
            for k in 1..<used where bottoms[k] < best { best = bottoms[k]; c = k }
            let maxY = best + itemHeight[base + i]
            itemY[base + i] = best
            itemColumn[base + i] = Int32(truncatingIfNeeded: c)
            bottoms[c] = maxY + spacing
        }
        // Regroup by column (counting sort, item order kept) and find the lowest item bottom.
        var perColumn = [Int](repeating: 0, count: used)
        var itemsEnd = itemsStart
        for i in 0..<n {
            let g = base + i
            perColumn[Int(itemColumn[g])] += 1
            itemsEnd = Swift.max(itemsEnd, itemY[g] + itemHeight[g])
        }
        var running = base
        for c in 0..<used { columnStart[section.columnBase + c] = running; running += perColumn[c] }
        var next = Array(columnStart[section.columnBase..<(section.columnBase + used)])
        for i in 0..<n {
            let c = Int(itemColumn[base + i])
            columnItems[next[c]] = Int32(truncatingIfNeeded: i)
            next[c] += 1
        }
        let footerStart = itemsEnd + insetBottom
        let end = footerStart + footerHeight
        sections[s] = Section(index: s, itemCount: n, start: section.start, footerStart: footerStart, end: end,
                              itemBase: base, columnBase: section.columnBase, usedColumns: used,
                              reachMin: Swift.min(section.start, Swift.min(itemsStart, footerStart)),
                              reachMax: Swift.max(section.start + headerHeight, Swift.max(itemsEnd, end)))
        return end - section.end
    }

    /// Moves a whole section along the scroll axis (a section before it changed length).
    private mutating func shiftSection(_ s: Int, by delta: Double) {
        let section = sections[s]
        for g in section.itemBase..<(section.itemBase + section.itemCount) { itemY[g] += delta }
        sections[s] = Section(index: s, itemCount: section.itemCount, start: section.start + delta,
                              footerStart: section.footerStart + delta, end: section.end + delta,
                              itemBase: section.itemBase, columnBase: section.columnBase, usedColumns: section.usedColumns,
                              reachMin: section.reachMin + delta, reachMax: section.reachMax + delta)
    }

    /// The flat index of the first item (in item order) whose top is at or below `offset`, in the first section
    /// reaching past it; nil past the content.
    private func anchorItem(at offset: Double) -> Int? {
        for s in sectionCandidates(minY: offset, maxY: .infinity) {
            let section = sections[s]
            var best: Int?
            for c in 0..<section.usedColumns {
                var a = columnStart[section.columnBase + c], b = columnStart[section.columnBase + c + 1]
                while a < b {
                    let mid = (a + b) / 2
                    if itemY[section.itemBase + Int(columnItems[mid])] < offset { a = mid + 1 } else { b = mid }
                }
                if a < columnStart[section.columnBase + c + 1] {
                    let item = Int(columnItems[a])
                    best = Swift.min(best ?? item, item)
                }
            }
            if let best { return section.itemBase + best }
        }
        return nil
    }

    /// The flat index of an item path, or nil when there is no such item.
    func flatIndex(_ ip: IndexPath) -> Int? {
        guard ip.isItemPath, sections.indices.contains(ip.section), ip.item >= 0, ip.item < sections[ip.section].itemCount else { return nil }
        return sections[ip.section].itemBase + ip.item
    }
}
