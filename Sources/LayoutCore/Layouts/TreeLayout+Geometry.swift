extension TreeLayout {
    /// A prepared tree layout: every cell's and connector's attributes, cached as the guide's layoutInformation.
    ///
    /// Trees are small (hundreds of classes), so a rect query scans the stored attributes, skipping whole
    /// columns (and whole connector gaps) that lie outside the rect horizontally.
    public struct Geometry: LayoutGeometry, Sendable {
        /// zIndex of cells.
        public static let cellZIndex = 0
        /// zIndex of connectors: behind the cells they join.
        public static let connectorZIndex = -1

        /// Columns by rows, per the formula in `TreeLayout`'s documentation.
        public internal(set) var collectionViewContentSize: Size
        /// Whether rows were assigned as a tidy tree.
        public let isCompact: Bool
        /// Rows used (fractional in compact mode): the guide's maxNumRows.
        public let rowCount: Double

        let itemCounts: [Int]
        /// Id of each section's first item; ids run section by section, item by item.
        let sectionBase: [Int]
        let rows: [Double]
        var cells: [LayoutAttributes]
        /// By parent id; nil for an item without children.
        var connectors: [LayoutAttributes?]
        /// Parent id by id, −1 for roots.
        let parents: [Int]
        /// Child ids by id, in order: the cells a parent's connector leads to.
        let children: [[Int]]
        /// Per section, the horizontal extent of its cells and of the connectors leading out of it (nil: none),
        /// so a rect query can skip a column without looking at its elements.
        var cellBands: [ClosedRange<Double>?]
        var connectorBands: [ClosedRange<Double>?]
        /// A self-sizing tree's cell sizes and the grid they make; nil when cells do not size themselves.
        var grid: SelfSizedGrid?

        init(contentSize: Size, isCompact: Bool, itemCounts: [Int], sectionBase: [Int], rows: [Double], rowCount: Double,
             cells: [LayoutAttributes], connectors: [LayoutAttributes?], parents: [Int], children: [[Int]]) {
            collectionViewContentSize = contentSize
            self.isCompact = isCompact
            self.itemCounts = itemCounts
            self.sectionBase = sectionBase
            self.rows = rows
            self.rowCount = rowCount
            self.cells = cells
            self.connectors = connectors
            self.parents = parents
            self.children = children
            cellBands = []
            connectorBands = []
            for s in itemCounts.indices { cellBands.append(nil); connectorBands.append(nil); updateBands(ofSection: s) }
        }

        /// Recomputes a section's horizontal extents of cells and of the connectors leading out of it.
        mutating func updateBands(ofSection s: Int) {
            func band(_ frames: [Rect]) -> ClosedRange<Double>? {
                guard let lo = frames.map(\.minX).min(), let hi = frames.map(\.maxX).max(), lo <= hi else { return nil }
                return lo...hi
            }
            let r = sectionBase[s]..<sectionBase[s + 1]
            cellBands[s] = band(r.map { cells[$0].frame })
            connectorBands[s] = band(r.compactMap { connectors[$0]?.frame })
        }

        /// Cells, then connectors, whose frames intersect `rect`; both in index-path order, which is element-key
        /// order since cells sort before supplementary views.
        public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            var out: [LayoutAttributes] = []
            // Frames intersect only across open intervals, so a band that merely touches the rect is skipped.
            func meets(_ band: ClosedRange<Double>?) -> Bool {
                guard let band else { return false }
                return band.lowerBound < rect.maxX && rect.minX < band.upperBound
            }
            for s in itemCounts.indices where meets(cellBands[s]) {
                for id in sectionBase[s]..<sectionBase[s + 1] where cells[id].frame.intersects(rect) { out.append(cells[id]) }
            }
            for s in itemCounts.indices where meets(connectorBands[s]) {
                for id in sectionBase[s]..<sectionBase[s + 1] {
                    if let c = connectors[id], c.frame.intersects(rect) { out.append(c) }
                }
            }
            return out
        }

        /// One cell's attributes, or nil when there is no such item.
        public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            id(indexPath).map { cells[$0] }
        }

        /// The connector of the parent at `indexPath` (kind "connector"): its lines to all its children; nil for an
        /// item without children, another kind or no item.
        public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
            guard kind == TreeLayout.connectorKind, let id = id(indexPath) else { return nil }
            return connectors[id]
        }

        /// A parent's connector as a transition shows it: from where the parent is shown to where each of its
        /// children (in this geometry) is shown, all at this geometry's index paths, keeping the interpolated alpha
        /// and zIndex. A child that is not shown gets no leg; nil for anything else, when the parent is not shown,
        /// or when none of its children is.
        public func layoutAttributes(_ attributes: LayoutAttributes, followingItems itemFrame: (IndexPath) -> Rect?) -> LayoutAttributes? {
            guard attributes.category == .supplementaryView(kind: TreeLayout.connectorKind), let parent = id(attributes.indexPath),
                  let parentFrame = itemFrame(attributes.indexPath) else { return nil }
            let childFrames = children[parent].compactMap { itemFrame(cells[$0].indexPath) }
            guard !childFrames.isEmpty else { return nil }
            var a = attributes
            let joined = TreeLayout.connector(from: parentFrame, to: childFrames, at: attributes.indexPath)
            a.frame = joined.frame
            a.customValues = joined.customValues
            return a
        }

        /// The row of an item's top edge (fractional in compact mode), or nil when there is no such item.
        public func row(ofItemAt indexPath: IndexPath) -> Double? { id(indexPath).map { rows[$0] } }

        /// The global id of a cell path, or nil when out of range.
        private func id(_ p: IndexPath) -> Int? {
            guard p.isItemPath, itemCounts.indices.contains(p.section), p.item >= 0, p.item < itemCounts[p.section] else {
                return nil
            }
            return sectionBase[p.section] + p.item
        }
    }
}
