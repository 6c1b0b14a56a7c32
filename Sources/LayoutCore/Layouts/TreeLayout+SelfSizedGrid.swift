// The lengths a self-sizing tree's grid is made of; how preferred sizes reach it is TreeLayout+SelfSizing.swift.

extension TreeLayout {
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
