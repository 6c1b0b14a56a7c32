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

    /// A self-sizing tree's cell sizes and the grid they make: column widths (the widest cell of each section, the
    /// estimate's width for an empty one) and the row height (the tallest cell, the estimate's height when none).
    struct SelfSizedGrid: Sendable {
        var widths: [Double]
        var heights: [Double]
        /// Per cell: true until its preferred size arrived.
        var isEstimated: [Bool]
        /// Section of each cell id.
        let section: [Int]
        let estimate: Size
        let insets: EdgeInsets
        /// The widest a cell's label may be (its `maximumWidth` custom value while estimated).
        let maximumWidth: Double
        var columnWidths: [Double]
        /// Where each column's band (its left inset, cell, right inset) starts; one extra entry: the total width.
        var columnStarts: [Double] = []
        var rowHeight: Double

        init(section: [Int], sectionCount: Int, estimate: Size, insets: EdgeInsets, maximumWidth: Double) {
            let n = section.count
            widths = [Double](repeating: estimate.width, count: n)
            heights = [Double](repeating: estimate.height, count: n)
            isEstimated = [Bool](repeating: true, count: n)
            self.section = section
            self.estimate = estimate
            self.insets = insets
            self.maximumWidth = maximumWidth
            columnWidths = [Double](repeating: estimate.width, count: sectionCount)
            rowHeight = estimate.height
        }

        /// Gives a cell its preferred size (negative, NaN or infinite sides count as 0); true when it changed.
        @discardableResult
        mutating func setSize(_ size: Size, of id: Int) -> Bool {
            isEstimated[id] = false
            let w = TreeLayout.length(size.width), h = TreeLayout.length(size.height)
            guard w != widths[id] || h != heights[id] else { return false }
            widths[id] = w; heights[id] = h
            return true
        }

        /// Recomputes the column widths (all, or only `sections`) and the row height from the sized cells (the
        /// estimate where none is); true when the grid changed.
        @discardableResult
        mutating func measure(all: Bool = false, sections changed: Set<Int> = []) -> Bool {
            let before = (columnWidths, rowHeight)
            var widest = [Double?](repeating: nil, count: columnWidths.count)
            let recompute = all ? Set(columnWidths.indices) : changed
            // Only sized cells make the grid: an estimate (off screen, not yet asked) would otherwise hold a column
            // at its width until the user scrolled to every cell in it.
            var tallest: Double?
            for id in widths.indices where !isEstimated[id] {
                if recompute.contains(section[id]) { widest[section[id]] = Swift.max(widest[section[id]] ?? 0, widths[id]) }
                tallest = Swift.max(tallest ?? 0, heights[id])
            }
            for s in recompute { columnWidths[s] = widest[s] ?? estimate.width }
            rowHeight = tallest ?? estimate.height
            let uniform = columnWidths.allSatisfy { $0 == columnWidths.first }
            if all || before.0 != columnWidths || columnStarts.isEmpty {
                // Equal columns use listing 6-6's product, so a tree at its estimates has the guide's exact numbers.
                columnStarts = [0]
                var x = 0.0
                for (s, w) in columnWidths.enumerated() {
                    // The guide's order of additions: width + left + right.
                    x += w + insets.left + insets.right
                    columnStarts.append(uniform ? Double(s + 1) * ((columnWidths.first ?? 0) + insets.left + insets.right) : x)
                }
            }
            return before.0 != columnWidths || before.1 != rowHeight
        }

        /// A cell's frame at a (possibly fractional) row: at its column's left, centred in its row. A cell still at
        /// its estimate stays within its column and row (which sized cells may have made smaller than the estimate).
        func frame(of id: Int, row: Double) -> Rect {
            let y = insets.top + row * (rowHeight + insets.top + insets.bottom)
            let s = section[id]
            let w = isEstimated[id] ? Swift.min(widths[id], columnWidths[s]) : widths[id]
            let h = isEstimated[id] ? Swift.min(heights[id], rowHeight) : heights[id]
            return Rect(x: columnStarts[s] + insets.left, y: y + (rowHeight - h) / 2, width: w, height: h)
        }

        /// Listing 6-6 with these lengths: the columns' total by rows·(row height + top + bottom).
        func contentSize(rowCount: Double) -> Size {
            Size(width: columnStarts.last ?? 0, height: rowCount * (rowHeight + insets.top + insets.bottom))
        }
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
