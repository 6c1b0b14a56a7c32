extension CircleLayout {
    /// A prepared circle layout: the circle, its item counts and the index paths of the batch update in
    /// progress (the sample's insertIndexPaths / deleteIndexPaths), which is why the update hooks mutate it.
    public struct Geometry: LayoutGeometry, Sendable {
        /// The viewport's size, grown along an axis the circle with its items does not fit (centred in it).
        public let collectionViewContentSize: Size
        /// The circle's centre in content coordinates: the middle of the content.
        public let center: Point
        /// The effective radius (configured, or min(width, height) / 2.5).
        public let radius: Double
        /// Size of every item, sanitised.
        public let itemSize: Size
        /// Items laid out, over all sections (the n of the formula).
        public let totalItemCount: Int

        /// Items per section, and where each section starts in the global item order.
        let itemCounts: [Int]
        let sectionBase: [Int]
        /// Smallest rectangle holding every item's frame (.zero when there is nothing to hit), for a quick reject.
        let bounding: Rect

        /// Index paths (after the update) of the items being inserted by the batch update in progress.
        public private(set) var insertedIndexPaths: Set<IndexPath> = []
        /// Index paths (before the update) of the items being deleted by the batch update in progress.
        public private(set) var deletedIndexPaths: Set<IndexPath> = []

        /// Places every item; `itemCounts` are already non-negative and the other values sanitised.
        init(contentSize: Size, center: Point, radius: Double, itemSize: Size, itemCounts: [Int]) {
            collectionViewContentSize = contentSize
            self.center = center
            self.radius = radius
            self.itemSize = itemSize
            self.itemCounts = itemCounts
            var bases: [Int] = [], total = 0
            bases.reserveCapacity(itemCounts.count)
            for n in itemCounts { bases.append(total); total += n }
            sectionBase = bases
            totalItemCount = total

            // No item's centre is worked out here: each is closed-form (`center(of:)`), computed where asked,
            // so preparing costs the sections, not the items (a circle of 2,000,000 items prepares at once).
            if total > 0, itemSize.width > 0, itemSize.height > 0 {
                bounding = Self.bounding(total: total, center: center, radius: radius, itemSize: itemSize)
            } else {
                bounding = .zero  // empty: no frame can intersect anything
            }
        }

        /// The centre of global item g: the sample's expression, 2 * item * M_PI / cellCount, in the same order
        /// so results match it.
        @inline(__always) func center(of g: Int) -> (x: Double, y: Double) {
            let angle = Double(2 * g) * Math.pi / Double(totalItemCount)
            return (center.x + radius * Math.cos(angle), center.y + radius * Math.sin(angle))
        }

        /// The frame of global item g.
        @inline(__always) func frame(of g: Int) -> Rect {
            let c = center(of: g)
            return Self.frame(c.x, c.y, itemSize)
        }

        /// The union of every item's frame, from the items that can reach each side: those nearest the angles
        /// 0, π/2, π and 3π/2 (and their neighbours, for rounding), every item of a small circle.
        static func bounding(total: Int, center: Point, radius: Double, itemSize: Size) -> Rect {
            var candidates: [Int] = []
            if total <= 64 {
                candidates = Array(0..<total)
            } else {
                for quarter in 0...4 {
                    let g = Int((Double(total) * Double(quarter) / 4).rounded())
                    for d in -2...2 where g + d >= 0 && g + d < total { candidates.append(g + d) }
                }
            }
            let n = Double(total)
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for g in candidates {
                let angle = Double(2 * g) * Math.pi / n
                let f = frame(center.x + radius * Math.cos(angle), center.y + radius * Math.sin(angle), itemSize)
                minX = Swift.min(minX, f.minX); minY = Swift.min(minY, f.minY)
                maxX = Swift.max(maxX, f.maxX); maxY = Swift.max(maxY, f.maxY)
            }
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }

        /// Number of sections.
        public var numberOfSections: Int { itemCounts.count }

        /// Number of items in a section (0 for a section that does not exist).
        public func numberOfItems(inSection section: Int) -> Int {
            itemCounts.indices.contains(section) ? itemCounts[section] : 0
        }

        // MARK: Queries

        /// The cells whose frames intersect `rect`, in key (index path) order.
        public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            // Items sit anywhere on the circle, so every centre is worked out and tested (O(n)); only the hits
            // allocate. A rect missing the circle's bounding box is rejected at once.
            guard bounding.intersects(rect) else { return [] }
            // The hits found first, so the answer is allocated once at its size: grown by doubling, 100,000
            // attributes (about 25 MB) were copied and faulted in again at every growth.
            var hits: [Int] = []
            for g in 0..<totalItemCount where frame(of: g).intersects(rect) { hits.append(g) }
            var out: [LayoutAttributes] = []
            out.reserveCapacity(hits.count)
            var s = 0
            for g in hits {
                while g - sectionBase[s] >= itemCounts[s] { s += 1 }
                out.append(attributes(g, IndexPath(item: g - sectionBase[s], section: s), frame(of: g)))
            }
            return out
        }

        /// The cell at an index path, or nil when there is no such item.
        public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.isItemPath, itemCounts.indices.contains(indexPath.section),
                  indexPath.item >= 0, indexPath.item < itemCounts[indexPath.section] else { return nil }
            let g = sectionBase[indexPath.section] + indexPath.item
            return attributes(g, indexPath, frame(of: g))
        }

        /// A cell's attributes, its label hidden where it could not be read.
        private func attributes(_ g: Int, _ indexPath: IndexPath, _ frame: Rect) -> LayoutAttributes {
            var a = LayoutAttributes.cell(indexPath, frame: frame)
            if isLabelCovered(g) { a.customValues = Self.labelHiddenValues }
            return a
        }

        /// The custom values of a cell whose label is hidden, made once and shared by every such cell: setting
        /// the flag per cell built a dictionary each (hashing its key), most of a query over a dense circle's
        /// 100,000 items; a shared one is only retained, and attributes carrying it compare equal at once.
        private static let labelHiddenValues: [String: AttributeValue] = [CollectionViewCell.labelHiddenAttributeKey: .flag(true)]

        /// Height of the band a label occupies across an item's middle: two lines at the cells' 14 pt font (a
        /// label wraps once in a 70-point card: "Quartz / 229").
        static let labelBandHeight = 36.0

        /// True when a cell drawn over item g (the next item, drawn later at the same zIndex, and for item 0 the
        /// last one, which closes the circle) covers part of g's label: the item's middle band, inset by the
        /// label padding. On a dense circle the neighbours overlap that far and a label would show as fragments
        /// of letters, so none is drawn; where they only overlap the corners (at the sides of a moderately full
        /// circle, where they stack vertically) the label stays.
        func isLabelCovered(_ g: Int) -> Bool {
            guard totalItemCount > 1 else { return false }
            let pad = CollectionViewCell.labelPadding
            let band = Swift.min(Self.labelBandHeight, itemSize.height)
            let c = center(of: g)
            let label = Rect(x: c.x - itemSize.width / 2 + pad, y: c.y - band / 2,
                             width: Swift.max(0, itemSize.width - 2 * pad), height: band)
            func covers(_ h: Int) -> Bool { h != g && frame(of: h).intersects(label) }
            if g + 1 < totalItemCount, covers(g + 1) { return true }
            return g == 0 && covers(totalItemCount - 1)
        }

        // MARK: Batch updates (as Apple's CircleLayout sample animates them)

        /// Records the inserted items' new index paths and the deleted items' old ones; section changes, moves
        /// and reloads are ignored, as in Apple's CircleLayout sample.
        public mutating func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
            insertedIndexPaths = []
            deletedIndexPaths = []
            for update in updateItems where !update.isSectionUpdate {
                switch update.action {
                case .insert: if let p = update.indexPathAfterUpdate { insertedIndexPaths.insert(p) }
                case .delete: if let p = update.indexPathBeforeUpdate { deletedIndexPaths.insert(p) }
                case .move, .reload: break
                }
            }
        }

        /// Forgets the index paths recorded for the update.
        public mutating func finalizeCollectionViewUpdates() {
            insertedIndexPaths = []
            deletedIndexPaths = []
        }

        /// An inserted cell starts at the circle's centre, transparent; nil (the engine's default) for anything
        /// else, survivors included (the collection view asks for every item shown after the update).
        public func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
            // Asked for every item a switch shows (100,000 on a full circle): no hashing when nothing is inserted.
            guard !insertedIndexPaths.isEmpty, insertedIndexPaths.contains(itemIndexPath), var a = layoutAttributesForItem(at: itemIndexPath) else { return nil }
            a.alpha = 0
            a.center = center
            return a
        }

        /// A deleted cell ends at the circle's centre, transparent and scaled to 0.1; nil for anything else.
        public func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
            guard !deletedIndexPaths.isEmpty, deletedIndexPaths.contains(itemIndexPath), var a = layoutAttributesForItem(at: itemIndexPath) else { return nil }
            a.alpha = 0
            a.center = center
            a.transform3D = .scale(x: 0.1, y: 0.1, z: 1.0)
            return a
        }

        // MARK: Implementation

        /// The frame of an item centred at (x, y): what setting UIKit's size then center gives.
        @inline(__always) static func frame(_ x: Double, _ y: Double, _ size: Size) -> Rect {
            Rect(x: x - size.width / 2, y: y - size.height / 2, width: size.width, height: size.height)
        }
    }
}
