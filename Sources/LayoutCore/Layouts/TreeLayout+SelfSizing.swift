// Self-sizing (UIKit's estimatedItemSize) in the worked example's grid: each cell takes the size its label
// prefers; a column is as wide as its widest sized cell and every row as tall as the tallest, so the grid, the
// connectors and listing 6-6's content size keep their shape with those lengths in place of ITEM_WIDTH and ITEM_HEIGHT.

extension TreeLayout {
    /// A self-sizing tree takes a cell's preferred size whenever it differs from the cell's.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        isSelfSizing && original.category == .cell && preferred.size != original.size
    }

    /// The self-sizing prepare's second half: cells at their estimates, or at the sizes cells already preferred.
    func selfSizingGeometry(_ tree: Structure, rows: (row: [Double], count: Double), cells: [LayoutAttributes],
                            metrics m: Metrics, context: LayoutContext) -> Geometry {
        let e = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        let estimate = Size(width: Self.length(e.width), height: Self.length(e.height))
        var grid = SelfSizedGrid(section: tree.section, sectionCount: tree.itemCounts.count, estimate: estimate,
                                 insets: m.insets, maximumWidth: Self.length(maximumSelfSizedWidth))
        for (ip, size) in context.preferredItemSizes where ip.isItemPath && tree.itemCounts.indices.contains(ip.section)
            && ip.item >= 0 && ip.item < tree.itemCounts[ip.section] && size.isValid {
            grid.setSize(size, of: tree.sectionBase[ip.section] + ip.item)
        }
        grid.measure(all: true)
        var g = Geometry(contentSize: .zero, isCompact: compact, itemCounts: tree.itemCounts, sectionBase: tree.sectionBase,
                         rows: rows.row, rowCount: rows.count, cells: cells, connectors: [LayoutAttributes?](repeating: nil, count: tree.count),
                         parents: tree.parent, children: tree.children)
        g.grid = grid
        g.placeAll()
        return g
    }
}

extension TreeLayout.Geometry {
    /// Whether a cell is still at its estimated size (a self-sizing tree whose cell has not answered).
    public func hasEstimatedSize(forItemAt indexPath: IndexPath) -> Bool {
        guard let grid, let id = cellID(indexPath) else { return false }
        return grid.isEstimated[id]
    }

    /// Places every cell and connector from the grid (a prepare, or a change of a column width or the row height).
    mutating func placeAll() {
        guard let grid else { return }
        for id in cells.indices { place(id) }
        for id in cells.indices { connect(id) }
        for s in itemCounts.indices { updateBands(ofSection: s) }
        collectionViewContentSize = grid.contentSize(rowCount: rowCount)
    }

    /// One cell's frame from the grid; an estimated cell carries the widest its label may be.
    private mutating func place(_ id: Int) {
        guard let grid else { return }
        cells[id].frame = grid.frame(of: id, row: rows[id])
        cells[id][custom: CollectionViewCell.maximumWidthAttributeKey] = grid.isEstimated[id] ? .number(grid.maximumWidth) : nil
        cells[id][custom: CollectionViewCell.sizedToLabelAttributeKey] = .flag(true)
    }

    /// A parent's connector from its cell's frame and its children's.
    private mutating func connect(_ id: Int) {
        guard !children[id].isEmpty else { return }
        connectors[id] = TreeLayout.connector(from: cells[id].frame, to: children[id].map { cells[$0].frame }, at: cells[id].indexPath)
    }

    /// Applies preferred cell sizes in place, without asking the data source again: when no column width and not
    /// the row height changes, only the resized cells, their connectors and their parents' move; otherwise every
    /// frame is placed again from the kept rows. The grid position at the visible top-left stays there
    /// (`contentOffsetAdjustment`), so what the user looks at does not move. Anything else needs a full prepare.
    public mutating func invalidateLayout(with context: inout LayoutInvalidationContext, in layoutContext: LayoutContext) -> Bool {
        guard var grid, !context.requiresFullPrepare, context.invalidatedSupplementaryIndexPaths?.isEmpty ?? true,
              layoutContext.itemCounts.map({ Swift.max(0, $0) }) == itemCounts else { return false }
        let named = context.invalidatedItemIndexPaths ?? []
        guard named.allSatisfy({ context.preferredItemSizes[$0] != nil }) else { return false }
        var changed: [Int] = []
        var sized: [Int] = []
        for (ip, size) in context.preferredItemSizes {
            guard let id = cellID(ip), size.isValid else { continue }
            if grid.isEstimated[id] { sized.append(id) }
            if grid.setSize(size, of: id) { changed.append(id) }
        }
        // A cell sized at its estimate changes nothing itself, but now counts for its column's width.
        let moved = grid.measure(sections: Set((changed + sized).map { grid.section[$0] }))
        self.grid = grid
        if moved {
            // The anchor: the first cell (in id order: column by column) in view. It stays where it is on screen
            // along each axis the view is scrolled on (one at the content's start stays there).
            let bounds = layoutContext.bounds
            let anchor = cells.indices.first { cells[$0].frame.intersects(bounds) }
            let before = anchor.map { cells[$0].frame.origin }
            let oldSize = collectionViewContentSize
            placeAll()
            context.contentSizeAdjustment.width += collectionViewContentSize.width - oldSize.width
            context.contentSizeAdjustment.height += collectionViewContentSize.height - oldSize.height
            if let anchor, let before {
                let after = cells[anchor].frame.origin
                if bounds.minX > 0 { context.contentOffsetAdjustment.x += after.x - before.x }
                if bounds.minY > 0 { context.contentOffsetAdjustment.y += after.y - before.y }
            }
            return true
        }
        var touched = Set(changed + sized)
        for id in changed where parents[id] >= 0 { touched.insert(parents[id]) }
        for id in changed + sized { place(id) }
        for id in touched { connect(id) }
        for s in Set(touched.map { grid.section[$0] }) { updateBands(ofSection: s) }
        return true
    }

    /// The global id of a cell path, or nil when out of range.
    private func cellID(_ p: IndexPath) -> Int? {
        guard p.isItemPath, itemCounts.indices.contains(p.section), p.item >= 0, p.item < itemCounts[p.section] else { return nil }
        return sectionBase[p.section] + p.item
    }
}
