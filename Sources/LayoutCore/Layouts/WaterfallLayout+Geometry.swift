extension WaterfallLayout {
    /// A prepared waterfall layout: items in flat arrays, answering queries by binary search.
    ///
    /// Each section runs: header | top inset | columns of items | bottom inset | footer. Headers and footers
    /// span the whole viewport width (starting at x 0) and sit at index path (section, 0).
    public struct Geometry: LayoutGeometry, Sendable {
        /// zIndex of cells.
        public static let cellZIndex = 0
        /// zIndex of headers and footers (above cells).
        public static let supplementaryZIndex = 10
        /// Up to this many columns the shortest one is found by a linear scan; beyond it, by a heap.
        static let heapThreshold = 16

        /// The viewport's width by the sections' total height (vertical); the sections' total width by the
        /// viewport's height (horizontal).
        public internal(set) var collectionViewContentSize: Size
        /// True for a horizontal waterfall: laid out as a vertical one, every answer turned x ↔ y at this boundary.
        public private(set) var isHorizontal = false
        /// Number of columns (at least 1).
        public let columnCount: Int
        /// Width of every column (and item); 0 when the columns do not fit.
        public let columnWidth: Double

        let firstColumnX: Double
        let columnPitch: Double
        let viewWidth: Double
        /// Header and footer heights, shared by every section; 0 means no view.
        let headerHeight: Double
        let footerHeight: Double

        /// Top and bottom section insets and the spacing between a column's items (self-sizing places items again).
        let insetTop: Double
        let insetBottom: Double
        let interitemSpacing: Double

        var sections: [Section]
        /// Running maximum of the sections' reach ends and running (suffix) minimum of their reach starts:
        /// both monotonic, so the sections meeting a y interval are found by binary search.
        var reachMaxPrefix: [Double]
        var reachMinSuffix: [Double]

        /// Per item, all sections in one flat array each: section s's item i is at `sections[s].itemBase + i`.
        var itemY: [Double]
        var itemHeight: [Double]
        var itemColumn: [Int32]
        /// The columns items keep (`LayoutContext.preferredColumns`, −1 for none), nil when none do.
        let columnHints: [Int32]?
        /// Per item, in a self-sizing waterfall: true until the item's preferred size arrived. Empty otherwise.
        var isEstimated: [Bool] = []
        /// The widest an estimated cell's label may be (its `maximumWidth` custom value): the column's width, or
        /// in horizontal scrolling the viewport's.
        var estimatedMaximumWidth = 0.0
        /// Items grouped by column (compressed rows): column c of section s holds the section-local item
        /// indexes `columnItems[columnStart[b + c] ..< columnStart[b + c + 1]]`, b = `sections[s].columnBase`,
        /// in item order, which is also y order, so each column is binary-searchable.
        var columnStart: [Int]
        var columnItems: [Int32]
        /// Whether footer keys sort before header keys (decided by ElementKey's order on the kind names).
        let footersSortFirst: Bool

        /// One laid-out section, in y offsets.
        struct Section: Sendable {
            let index: Int
            let itemCount: Int
            /// Where the section (its header) starts, where its footer starts and where it (its footer) ends.
            let start: Double
            let footerStart: Double
            let end: Double
            /// Offsets of the section's items in the flat per-item arrays and of its columns in `columnStart`.
            let itemBase: Int
            let columnBase: Int
            /// Columns holding items: min(columnCount, itemCount), since ties go left and all start level.
            let usedColumns: Int
            /// Lowest and highest y any element reaches: [start, end] unless negative insets push elements
            /// outside it, which the section search must still find.
            let reachMin: Double
            let reachMax: Double
        }

        /// Places every item: `itemHeights` holds all sections' heights in order, already sanitised; `columnHints`
        /// (when given, one per item, −1 for none) are columns items keep instead of the shortest one
        /// (`LayoutContext.preferredColumns`).
        init(metrics m: Metrics, itemCounts: [Int], itemHeights: [Double], columnHints: [Int32]? = nil) {
            let total = itemHeights.count
            var itemY = [Double](repeating: 0, count: total)
            var itemColumn = [Int32](repeating: 0, count: total)
            var columnItems = [Int32](repeating: 0, count: total)
            var columnStart: [Int] = []
            var sections: [Section] = []
            sections.reserveCapacity(itemCounts.count)
            let spacing = m.interitemSpacing

            var offset = 0.0, base = 0
            for (s, n) in itemCounts.enumerated() {
                let used = Swift.min(m.columnCount, n)
                let itemsStart = offset + m.headerHeight + m.insetTop
                var itemsEnd = itemsStart
                var perColumn = [Int](repeating: 0, count: used)

                // Each item goes where its column's bottom is lowest (ties left); a column's bottom is its
                // last item's maxY plus the spacing, so spacing separates items and never trails the last.
                if used > 0 && (used <= Self.heapThreshold || columnHints != nil) {
                    var bottoms = [Double](repeating: itemsStart, count: used)
                    for i in 0..<n {
                        var c = 0, best = bottoms[0]
                        if let hint = columnHints?[base + i], hint >= 0, Int(hint) < used {
                            c = Int(hint); best = bottoms[c]
                        } else {
                            for k in 1..<used where bottoms[k] < best { best = bottoms[k]; c = k }
                        }
                        let h = itemHeights[base + i]
                        let maxY = best + h
                        itemY[base + i] = best
                        itemColumn[base + i] = Int32(truncatingIfNeeded: c)
                        if maxY > itemsEnd { itemsEnd = maxY }
                        bottoms[c] = maxY + spacing
                        perColumn[c] += 1
                    }
                } else if used > 0 {
                    var heap = ColumnHeap(columns: used, bottom: itemsStart)
                    for i in 0..<n {
                        let (c, best) = heap.shortest
                        let h = itemHeights[base + i]
                        let maxY = best + h
                        itemY[base + i] = best
                        itemColumn[base + i] = Int32(truncatingIfNeeded: c)
                        if maxY > itemsEnd { itemsEnd = maxY }
                        heap.replaceShortest(bottom: maxY + spacing)
                        perColumn[c] += 1
                    }
                }

                // Group the section's items by column with a counting sort; item order within a column is kept.
                let columnBase = columnStart.count
                var running = base
                for c in 0..<used { columnStart.append(running); running += perColumn[c] }
                columnStart.append(running)
                var next = Array(columnStart[columnBase..<(columnBase + used)])
                for i in 0..<n {
                    let c = Int(itemColumn[base + i])
                    columnItems[next[c]] = Int32(truncatingIfNeeded: i)
                    next[c] += 1
                }

                let footerStart = itemsEnd + m.insetBottom
                let end = footerStart + m.footerHeight
                // The same sums the frames' minY / maxY give, so the section search needs no slack.
                let reachMin = Swift.min(offset, Swift.min(itemsStart, footerStart))
                let reachMax = Swift.max(offset + m.headerHeight, Swift.max(itemsEnd, end))
                sections.append(Section(index: s, itemCount: n, start: offset, footerStart: footerStart, end: end,
                                        itemBase: base, columnBase: columnBase, usedColumns: used,
                                        reachMin: reachMin, reachMax: reachMax))
                offset = end
                base += n
            }

            let (prefix, suffix) = SectionReach.runningExtremes(of: sections) { ($0.reachMin, $0.reachMax) }

            collectionViewContentSize = Size(width: m.viewWidth, height: Swift.max(0, offset))
            columnCount = m.columnCount
            columnWidth = m.columnWidth
            firstColumnX = m.firstColumnX
            columnPitch = m.columnPitch
            viewWidth = m.viewWidth
            headerHeight = m.headerHeight
            footerHeight = m.footerHeight
            self.sections = sections
            reachMaxPrefix = prefix
            reachMinSuffix = suffix
            self.itemY = itemY
            self.itemHeight = itemHeights
            self.itemColumn = itemColumn
            self.columnHints = columnHints
            insetTop = m.insetTop
            insetBottom = m.insetBottom
            interitemSpacing = m.interitemSpacing
            self.columnStart = columnStart
            self.columnItems = columnItems
            footersSortFirst = ElementKey.supplementary(ElementKind.sectionFooter, IndexPath(item: 0, section: 0))
                < ElementKey.supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 0))
        }

        /// Number of sections.
        public var numberOfSections: Int { sections.count }

        /// Number of items in a section (0 for a section that does not exist).
        public func numberOfItems(inSection section: Int) -> Int {
            sections.indices.contains(section) ? sections[section].itemCount : 0
        }

        /// A section's whole frame: full width, from its header's top to its footer's bottom (horizontal: full
        /// height, from its header's left to its footer's right); nil if no such section.
        public func frameForSection(_ section: Int) -> Rect? {
            guard sections.indices.contains(section) else { return nil }
            let s = sections[section]
            return turned(Rect(x: 0, y: s.start, width: viewWidth, height: Swift.max(0, s.end - s.start)))
        }

        /// This geometry as a horizontal waterfall: the content size turned, and every answer from now on.
        func transposed() -> Geometry {
            var copy = self
            copy.isHorizontal = true
            copy.collectionViewContentSize = Size(width: collectionViewContentSize.height, height: collectionViewContentSize.width)
            return copy
        }

        /// A rect in the vertical layout's coordinates as shown (x ↔ y when horizontal), and back: its own inverse.
        @inline(__always) func turned(_ r: Rect) -> Rect {
            isHorizontal ? Rect(x: r.minY, y: r.minX, width: r.height, height: r.width) : r
        }

        /// Attributes as shown: the frame turned when horizontal.
        @inline(__always) func turned(_ a: LayoutAttributes) -> LayoutAttributes {
            guard isHorizontal else { return a }
            var t = a
            t.frame = turned(a.frame)
            return t
        }

        // MARK: Queries

        /// Cells, headers and footers whose frames intersect `rect`, in key order.
        public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            guard isHorizontal else { return verticalElements(in: rect) }
            return verticalElements(in: turned(rect)).map(turned)
        }

        /// `layoutAttributesForElements(in:)` in the vertical layout's coordinates.
        private func verticalElements(in rect: Rect) -> [LayoutAttributes] {
            // Zero-size rects intersect nothing (Rect.intersects), so there is nothing to find.
            guard !rect.isEmpty else { return [] }
            let columns = candidateColumns(minX: rect.minX, maxX: rect.maxX)
            var cells: [LayoutAttributes] = [], headers: [LayoutAttributes] = [], footers: [LayoutAttributes] = []
            var found: [Int] = []
            for s in sectionCandidates(minY: rect.minY, maxY: rect.maxY) {
                let section = sections[s]
                found.removeAll(keepingCapacity: true)
                for c in columns.clamped(to: 0..<section.usedColumns) {
                    appendItems(ofColumn: c, in: section, meeting: rect, to: &found)
                }
                // Columns come out one after another; a screenful of indexes is cheap to sort into key order.
                found.sort()
                for item in found { cells.append(cell(item, in: section)) }
                if let h = header(of: section), h.frame.intersects(rect) { headers.append(h) }
                if let f = footer(of: section), f.frame.intersects(rect) { footers.append(f) }
            }
            if footersSortFirst {
                cells.append(contentsOf: footers); cells.append(contentsOf: headers)
            } else {
                cells.append(contentsOf: headers); cells.append(contentsOf: footers)
            }
            return cells
        }

        /// The cell at an index path, or nil when there is no such item.
        public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.isItemPath, sections.indices.contains(indexPath.section) else { return nil }
            let section = sections[indexPath.section]
            guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
            return turned(cell(indexPath.item, in: section))
        }

        /// The column (0-based, left to right) an item was placed in; nil for an item that does not exist.
        public func column(ofItemAt indexPath: IndexPath) -> Int? {
            guard indexPath.isItemPath, sections.indices.contains(indexPath.section) else { return nil }
            let section = sections[indexPath.section]
            guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
            return Int(itemColumn[section.itemBase + indexPath.item])
        }

        /// A section's header or footer at (section, 0), or nil when it has none.
        public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.isItemPath, indexPath.item == 0, sections.indices.contains(indexPath.section) else {
                return nil
            }
            switch kind {
            case ElementKind.sectionHeader: return header(of: sections[indexPath.section]).map(turned)
            case ElementKind.sectionFooter: return footer(of: sections[indexPath.section]).map(turned)
            default: return nil
            }
        }

        // MARK: Implementation

        /// The x of a column's left edge (one expression, so every query computes identical frames).
        @inline(__always) func columnX(_ column: Int) -> Double { firstColumnX + Double(column) * columnPitch }

        /// The frame of a section's item.
        @inline(__always) func itemFrame(_ item: Int, in section: Section) -> Rect {
            let g = section.itemBase + item
            return Rect(x: columnX(Int(itemColumn[g])), y: itemY[g], width: columnWidth, height: itemHeight[g])
        }

        /// A cell's attributes (zIndex 0, the default); one still at its estimated size carries the widest its
        /// label may be, for its cell's `preferredLayoutAttributesFitting(_:)`.
        func cell(_ item: Int, in section: Section) -> LayoutAttributes {
            var a = LayoutAttributes.cell(IndexPath(item: item, section: section.index), frame: itemFrame(item, in: section))
            if !isEstimated.isEmpty {
                a[custom: CollectionViewCell.sizedToLabelAttributeKey] = .flag(true)
                if isEstimated[section.itemBase + item] { a[custom: CollectionViewCell.maximumWidthAttributeKey] = .number(estimatedMaximumWidth) }
            }
            return a
        }

        /// Sections whose elements may reach into the open y interval (minY, maxY): two binary searches.
        func sectionCandidates(minY lo: Double, maxY hi: Double) -> Range<Int> {
            SectionReach.candidates(maxPrefix: reachMaxPrefix, minSuffix: reachMinSuffix, in: lo, hi)
        }

        /// Columns whose span [x, x + width] may meet the open interval (minX, maxX): solved arithmetically and
        /// widened by one each side against rounding (callers filter exactly); all columns when the pitch is
        /// not positive (columns overlapping or stacked), empty when columns have no width.
        func candidateColumns(minX lo: Double, maxX hi: Double) -> Range<Int> {
            guard columnWidth > 0 else { return 0..<0 }
            guard columnPitch > 0, columnPitch.isFinite else { return 0..<columnCount }
            // Column c meets (lo, hi) ⇔ c·pitch > lo − x0 − width and c·pitch < hi − x0.
            let a = (lo - firstColumnX - columnWidth) / columnPitch, b = (hi - firstColumnX) / columnPitch
            guard !(a.isNaN || b.isNaN) else { return 0..<columnCount }
            let first = Swift.max(0, Swift.min(Double(columnCount), a.rounded(.down) - 1))
            let last = Swift.max(-1, Swift.min(Double(columnCount - 1), b.rounded(.up) + 1))
            let f = Int(first), l = Int(last)
            return l < f ? f..<f : f..<(l + 1)
        }

        /// Appends the section-local indexes of a column's items that intersect `rect`, visiting only those
        /// between the first whose maxY passes rect.minY and the first whose y reaches rect.maxY.
        private func appendItems(ofColumn c: Int, in section: Section, meeting rect: Rect, to out: inout [Int]) {
            let lower = columnStart[section.columnBase + c], upper = columnStart[section.columnBase + c + 1]
            let base = section.itemBase
            // y and maxY both grow along a column (spacing ≥ 0, heights ≥ 0), so both searches are monotonic.
            var a = lower, b = upper
            while a < b {
                let mid = (a + b) / 2
                let g = base + Int(columnItems[mid])
                if itemY[g] + itemHeight[g] > rect.minY { b = mid } else { a = mid + 1 }
            }
            var k = a
            while k < upper {
                let item = Int(columnItems[k])
                if !(itemY[base + item] < rect.maxY) { break }
                if itemFrame(item, in: section).intersects(rect) { out.append(item) }
                k += 1
            }
        }

        /// A section's header (full width, at the section's top), or nil when headers have no height.
        func header(of section: Section) -> LayoutAttributes? {
            guard headerHeight > 0 else { return nil }
            var a = LayoutAttributes.supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: section.index),
                                                   frame: Rect(x: 0, y: section.start, width: viewWidth, height: headerHeight))
            a.zIndex = Self.supplementaryZIndex
            return a
        }

        /// A section's footer (full width, at the section's bottom), or nil when footers have no height.
        func footer(of section: Section) -> LayoutAttributes? {
            guard footerHeight > 0 else { return nil }
            var a = LayoutAttributes.supplementary(ElementKind.sectionFooter, IndexPath(item: 0, section: section.index),
                                                   frame: Rect(x: 0, y: section.footerStart, width: viewWidth, height: footerHeight))
            a.zIndex = Self.supplementaryZIndex
            return a
        }
    }

    /// A binary min-heap of column bottoms keyed by (bottom, column), so equal bottoms pick the leftmost
    /// column, exactly like the linear scan; used when there are many columns.
    struct ColumnHeap {
        private var bottoms: [Double]
        private var columns: [Int]

        /// Every column at the same bottom; columns in index order already satisfy the heap property.
        init(columns count: Int, bottom: Double) {
            bottoms = [Double](repeating: bottom, count: count)
            columns = Array(0..<count)
        }

        /// The column with the lowest bottom (leftmost on ties) and that bottom.
        var shortest: (column: Int, bottom: Double) { (columns[0], bottoms[0]) }

        /// Gives the shortest column a new bottom and restores the heap order.
        mutating func replaceShortest(bottom: Double) {
            let column = columns[0], count = bottoms.count
            var i = 0
            while true {
                let l = 2 * i + 1
                if l >= count { break }
                var child = l
                let r = l + 1
                if r < count && less(bottoms[r], columns[r], bottoms[l], columns[l]) { child = r }
                if !less(bottoms[child], columns[child], bottom, column) { break }
                bottoms[i] = bottoms[child]; columns[i] = columns[child]
                i = child
            }
            bottoms[i] = bottom; columns[i] = column
        }

        @inline(__always) private func less(_ b1: Double, _ c1: Int, _ b2: Double, _ c2: Int) -> Bool {
            b1 < b2 || (b1 == b2 && c1 < c2)
        }
    }
}
