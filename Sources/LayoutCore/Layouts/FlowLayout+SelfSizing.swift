// Self-sizing (UIKit's estimatedItemSize): cells answer `preferredLayoutAttributesFitting(_:)`, the layout says
// whether that changes anything and how, and the prepared geometry applies it in place.

extension FlowLayout {
    /// A self-sizing flow takes a cell's preferred size whenever it differs from where the cell is placed.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        isSelfSizing && original.category == .cell && preferred.size != original.size
    }

    /// The item invalidated with its preferred size; the geometry sets the offset adjustment when it applies it.
    public func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                    withOriginalAttributes original: LayoutAttributes) -> LayoutInvalidationContext {
        var context = LayoutInvalidationContext()
        context.invalidateItem(at: original.indexPath, preferredSize: preferred.size)
        return context
    }
}

extension FlowLayout.Geometry {
    /// Whether an item is still at its estimated size (a self-sizing flow whose cell has not answered).
    public func hasEstimatedSize(forItemAt indexPath: IndexPath) -> Bool {
        guard indexPath.isItemPath, sections.indices.contains(indexPath.section) else { return false }
        let section = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return false }
        return section.isEstimated(indexPath.item)
    }

    /// How many lines in-place size changes have laid out item by item since the prepare, over all sections: the
    /// work preferred sizes cost (lines over same-size items kept in closed form are not counted). For
    /// diagnostics and tests; no UIKit counterpart.
    public var linesLaidOutInPlace: Int { sections.reduce(0) { $0 + $1.linesLaidOut } }

    /// Applies preferred item sizes in place: each re-breaks the lines it moves (O(log n) tree updates, not a
    /// prepare); the sections below shift. An item whose line starts above the visible bounds adds its shift
    /// to `contentOffsetAdjustment`, so what the user looks at does not move (UIKit's behaviour). Anything else
    /// (other invalidated items or supplementary views, a new line length, counts) needs a full prepare.
    public mutating func invalidateLayout(with context: inout LayoutInvalidationContext, in layoutContext: LayoutContext) -> Bool {
        guard !context.requiresFullPrepare, context.invalidatedSupplementaryIndexPaths?.isEmpty ?? true else { return false }
        let named = context.invalidatedItemIndexPaths ?? []
        guard named.allSatisfy({ context.preferredItemSizes[$0] != nil }) else { return false }
        let scrollAxis = scrollDirection.axis
        let extent = Swift.max(0, layoutContext.bounds.size[lineAxis] - layoutContext.contentInset.total(lineAxis))
        guard extent == viewLineExtent, layoutContext.itemCounts == sections.map(\.itemCount) else { return false }

        // The anchor: the first item whose line starts in view. When sizes change before it, the offset follows
        // it, so what the user looks at does not move (UIKit adjusts for estimates above the visible area).
        let top = layoutContext.bounds.min(scrollAxis)
        let anchor = anchorItem(at: top)
        let anchorBefore = anchor.map { position(of: $0) }
        var bySection: [Int: [(item: Int, size: Size)]] = [:]
        var changesBeforeAnchor = false
        for (ip, size) in context.preferredItemSizes {
            guard ip.isItemPath, sections.indices.contains(ip.section), ip.item >= 0, ip.item < sections[ip.section].itemCount,
                  size.isValid else { continue }
            bySection[ip.section, default: []].append((ip.item, size))
            if let anchor, ip < anchor { changesBeforeAnchor = true }
        }
        var moved = false
        for s in bySection.keys.sorted() {
            guard let delta = sections[s].setSizes(bySection[s]!) else { return false }
            guard delta != 0 else { continue }
            moved = true
            for t in (s + 1)..<sections.count { sections[t].shift(by: delta) }
            collectionViewContentSize[scrollAxis] += delta
            context.contentSizeAdjustment[scrollAxis] += delta
        }
        if changesBeforeAnchor, let anchor, let before = anchorBefore {
            let shift = position(of: anchor) - before
            if scrollAxis == .vertical { context.contentOffsetAdjustment.y += shift } else { context.contentOffsetAdjustment.x += shift }
        }
        if moved { updateReach() }
        return true
    }

    /// The first item whose line starts at or after `offset`, in the section there (nil past the content).
    private func anchorItem(at offset: Double) -> IndexPath? {
        for s in sectionCandidates(scrollMin: offset, scrollMax: .infinity) {
            let item = sections[s].firstItem(startingAtOrAfter: offset)
            if item < sections[s].itemCount { return IndexPath(item: item, section: s) }
        }
        return nil
    }

    /// Where an item's line starts along the scroll axis.
    private func position(of ip: IndexPath) -> Double { sections[ip.section].lineStart(ofItem: ip.item) }
}
