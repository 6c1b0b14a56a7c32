extension FlowLayout {
    /// One section's metrics after merging the delegate's answers with the layout's properties.
    struct SectionMetrics {
        var inset: EdgeInsets
        var lineSpacing: Double
        var interitemSpacing: Double
        /// Header and footer extent along the scroll axis; 0 means no view.
        var headerExtent: Double
        var footerExtent: Double
    }

    /// A section's item sizes as gathered in prepare: one size for all, or flat width/height arrays.
    enum ItemSizes {
        case uniform(Size, count: Int)
        case varied(widths: [Double], heights: [Double])
        /// Lines already broken from a bulk answer (`VariedLines.fromAnswers`).
        case lines(VariedLines)
    }

    /// Where a section's lines go: their length and leading inset across the scroll axis, and the scroll offset
    /// of the first line (after the header and the leading inset).
    struct LineFrame {
        let available: Double
        let leading: Double
        let linesStart: Double

        init(start: Double, metrics: SectionMetrics, lineAxis: Axis, viewLineExtent: Double) {
            available = viewLineExtent - metrics.inset.total(lineAxis)
            leading = metrics.inset.leading(lineAxis)
            linesStart = start + metrics.headerExtent + metrics.inset.leading(lineAxis.cross)
        }
    }

    /// How a section's items are stored.
    enum Items: Sendable {
        case uniform(UniformGrid)
        case varied(VariedLines)
    }

    /// One laid-out section in scroll-axis offsets:
    /// start | header | leading inset | lines separated by line spacing | trailing inset | footer | end.
    struct Section: Sendable {
        let index: Int
        let itemCount: Int
        /// Scroll offsets where the section (its header) starts and where it (its footer) ends.
        private(set) var start: Double
        private(set) var end: Double
        /// Header and footer extents along the scroll axis; 0 means no view.
        let headerExtent: Double
        let footerExtent: Double
        /// Lowest and highest scroll offset any element reaches: [start, end] unless negative insets or
        /// spacing push items outside it, which the section search must still find.
        private(set) var reachMin: Double
        private(set) var reachMax: Double
        /// Where the lines start across the scroll axis (the leading inset) and the length they have: items
        /// longer than that, or insets reaching outside the viewport, put items outside the content.
        let lineLeading: Double
        let lineLength: Double
        private(set) var items: Items
        /// Distance from the end of the lines to the section's end (trailing inset + footer).
        private let tail: Double
        /// The axis lines run along.
        let lineAxis: Axis
        /// The widest an estimated cell's label may make it (its `maximumWidth` custom value): the line's length
        /// when lines run horizontally; across columns (lines running vertically), the viewport's width less the
        /// section's insets, header and footer, so a long label wraps instead of making a column wider than the view.
        let maximumCellWidth: Double

        init(index: Int, start: Double, metrics: SectionMetrics, sizes: ItemSizes, lineAxis: Axis, viewLineExtent: Double,
             viewScrollExtent: Double = .infinity, estimated: Bool = false) {
            self.lineAxis = lineAxis
            let scrollAxis = lineAxis.cross
            let inset = metrics.inset
            let frame = LineFrame(start: start, metrics: metrics, lineAxis: lineAxis, viewLineExtent: viewLineExtent)
            let available = frame.available, leading = frame.leading, linesStart = frame.linesStart

            self.index = index
            self.start = start
            lineLeading = leading
            lineLength = available
            maximumCellWidth = lineAxis == .horizontal ? available : Swift.max(0, viewScrollExtent - inset.total(scrollAxis) - metrics.headerExtent - metrics.footerExtent)
            headerExtent = metrics.headerExtent
            footerExtent = metrics.footerExtent

            let linesEnd: Double
            switch sizes {
            case .uniform(let size, let count):
                let grid = UniformGrid(itemCount: count, itemLength: size[lineAxis], thickness: size[scrollAxis],
                                       available: available, leading: leading,
                                       interitemSpacing: metrics.interitemSpacing, lineSpacing: metrics.lineSpacing,
                                       linesStart: linesStart)
                items = .uniform(grid)
                itemCount = count
                linesEnd = grid.linesEnd
            case .varied(let widths, let heights):
                let horizontal = lineAxis == .horizontal
                let lines = VariedLines(lengths: horizontal ? widths : heights, thicknesses: horizontal ? heights : widths,
                                        available: available, leading: leading,
                                        interitemSpacing: metrics.interitemSpacing, lineSpacing: metrics.lineSpacing,
                                        linesStart: linesStart, estimated: estimated)
                items = .varied(lines)
                itemCount = widths.count
                linesEnd = lines.linesEnd(default: linesStart)
            case .lines(let lines):
                items = .varied(lines)
                itemCount = lines.itemCount
                linesEnd = lines.linesEnd(default: linesStart)
            }
            // An empty section still takes header + both scroll-axis insets + footer.
            tail = inset.trailing(scrollAxis) + metrics.footerExtent
            end = linesEnd + tail
            // Where the lines really lie: with a negative line spacing they may run backwards or overlap.
            let linesLow: Double, linesHigh: Double
            switch items {
            case .uniform(let grid):
                let last = linesStart + Double(Swift.max(0, grid.lineCount - 1)) * grid.linePitch
                linesLow = Swift.min(linesStart, last)
                linesHigh = Swift.max(linesStart, last) + (grid.lineCount > 0 ? grid.thickness : 0)
            case .varied(let lines) where !lines.linesAreOrdered:
                let reach = lines.linesReach()
                linesLow = reach?.low ?? linesStart
                linesHigh = reach?.high ?? linesStart
            case .varied:
                linesLow = linesStart
                linesHigh = linesEnd
            }
            reachMin = Swift.min(start, linesLow, end - footerExtent)
            reachMax = Swift.max(end, linesHigh, start + headerExtent)
        }

        /// Scroll offset of the footer's leading edge.
        var footerStart: Double { end - footerExtent }

        /// The frame of an item in axis roles.
        func placement(of item: Int) -> Placement {
            switch items {
            case .uniform(let grid): return grid.placement(of: item)
            case .varied(let lines): return lines.placement(of: item)
            }
        }

        /// Appends the cells whose frames intersect `rect`, in item order, without visiting far-away items.
        func appendCells(in rect: Rect, lineAxis: Axis, to out: inout [LayoutAttributes]) {
            let scrollAxis = lineAxis.cross
            let lo = rect.min(scrollAxis), hi = rect.max(scrollAxis)
            let alongLo = rect.min(lineAxis), alongHi = rect.max(lineAxis)
            switch items {
            case .uniform(let grid):
                // Zero-size frames never intersect: skip the arithmetic (and any degenerate line ranges).
                guard grid.itemLength > 0, grid.thickness > 0 else { return }
                let columns = grid.candidateColumns(alongMin: alongLo, alongMax: alongHi)
                guard !columns.isEmpty else { return }
                let lines = grid.candidateLines(scrollMin: lo, scrollMax: hi)
                // Room for every candidate at once: attributes are large, and growing the array by doubling
                // copied each of a screen's cells about twice (half a 1M-item flow query's 12 µs). No more than
                // the section's items: a grid of tiny items has more columns than items.
                let (candidates, overflow) = lines.count.multipliedReportingOverflow(by: columns.count)
                out.reserveCapacity(out.count + (overflow ? itemCount : Swift.min(candidates, itemCount)))
                for line in lines {
                    let base = line * grid.columns
                    for column in columns {
                        let item = base + column
                        if item >= itemCount { break }
                        let frame = grid.placement(of: item).rect(lineAxis: lineAxis)
                        if frame.intersects(rect) {
                            out.append(.cell(IndexPath(item: item, section: index), frame: frame))
                        }
                    }
                }
            case .varied(let lines):
                let section = index
                lines.forEachCandidateLine(scrollMin: lo, scrollMax: hi) { first, end, start in
                    // Items of a line are few (they share one line length); checking each is cheap.
                    lines.forEachPlacement(lineFirst: first, end: end, lineStart: start) { item, placement in
                        let frame = placement.rect(lineAxis: lineAxis)
                        if frame.intersects(rect) {
                            out.append(cell(item, section: section, frame: frame, lines: lines))
                        }
                    }
                }
            }
        }

        /// A cell's attributes; an item still at its estimated size carries the widest it may be
        /// (`maximumCellWidth`) for its cell's `preferredLayoutAttributesFitting(_:)`.
        @inline(__always)
        func cell(_ item: Int, section: Int, frame: Rect, lines: VariedLines) -> LayoutAttributes {
            var a = LayoutAttributes.cell(IndexPath(item: item, section: section), frame: frame)
            if !lines.isEstimated.isEmpty {
                a[custom: CollectionViewCell.sizedToLabelAttributeKey] = .flag(true)
                if lines.isEstimated[item] { a[custom: CollectionViewCell.maximumWidthAttributeKey] = .number(maximumCellWidth) }
            }
            return a
        }

        /// The attributes of an item.
        func attributes(ofItem item: Int) -> LayoutAttributes {
            let frame = placement(of: item).rect(lineAxis: lineAxis)
            if case .varied(let lines) = items { return cell(item, section: index, frame: frame, lines: lines) }
            return .cell(IndexPath(item: item, section: index), frame: frame)
        }

        /// Whether an item still has its estimated size (a self-sizing section before its preferred size came).
        func isEstimated(_ item: Int) -> Bool {
            guard case .varied(let lines) = items, !lines.isEstimated.isEmpty else { return false }
            return lines.isEstimated[item]
        }

        /// The first item whose line starts at or after `offset` (itemCount when none): what stays in place
        /// on screen when sizes above it change.
        func firstItem(startingAtOrAfter offset: Double) -> Int {
            switch items {
            case .uniform(let grid):
                guard grid.lineCount > 0, grid.linePitch > 0 else { return 0 }
                let line = Swift.max(0, Int(((offset - grid.linesStart) / grid.linePitch).rounded(.up)))
                return Swift.min(itemCount, line * grid.columns)
            case .varied(let lines):
                guard itemCount > 0, lines.linesAreOrdered else { return 0 }
                var f = lines.lineFirst(atOffset: offset)
                while f < itemCount && lines.start(ofLineAt: f) < offset { f = lines.lineEnd(from: f) }
                return f
            }
        }

        /// Gives items of a varied section new sizes and re-breaks the lines it moves (see
        /// `VariedLines.setSize`); returns how far the section's end moved, or nil for a uniform section or
        /// lines that run backwards (those need a full prepare).
        mutating func setSizes(_ sizes: [(item: Int, size: Size)]) -> Double? {
            guard case .varied(var lines) = items, lines.linesAreOrdered else { return nil }
            // Taken out of the enum so the arrays stay uniquely referenced and change in place.
            items = .uniform(FlowLayout.placeholderGrid)
            let scrollAxis = lineAxis.cross, lineAxis = self.lineAxis
            lines.setSizes(sizes.map { ($0.item, $0.size[lineAxis], $0.size[scrollAxis]) })
            let newEnd = lines.linesEnd(default: lines.linesStart) + tail
            items = .varied(lines)
            let delta = newEnd - end
            end = newEnd
            reachMax = Swift.max(end, start + headerExtent)
            reachMin = Swift.min(start, lines.linesStart, end - footerExtent)
            return delta
        }

        /// Lines in-place size changes laid out item by item (0 for a uniform section).
        var linesLaidOut: Int {
            if case .varied(let lines) = items { return lines.linesLaidOut }
            return 0
        }

        /// Marks items as sized by their cells (their preferred sizes are already in place).
        mutating func markSized(_ itemsSized: [Int]) {
            guard case .varied(var lines) = items else { return }
            items = .uniform(FlowLayout.placeholderGrid)
            for item in itemsSized { lines.markSized(item) }
            items = .varied(lines)
        }

        /// Moves the whole section along the scroll axis (a section above it changed size).
        mutating func shift(by delta: Double) {
            guard delta != 0 else { return }
            start += delta; end += delta; reachMin += delta; reachMax += delta
            switch items {
            case .uniform(let grid):
                items = .uniform(grid.shifted(by: delta))
            case .varied(var lines):
                items = .uniform(FlowLayout.placeholderGrid)
                lines.linesStart += delta
                items = .varied(lines)
            }
        }

        /// Scroll offset where an item's line starts.
        func lineStart(ofItem item: Int) -> Double {
            switch items {
            case .uniform(let grid): return grid.placement(of: item).scroll
            case .varied(let lines): return lines.start(ofLineAt: lines.lineFirst(containing: item))
            }
        }
    }
}
