extension CompositionalLayout {
    /// A prepared compositional layout: sections by binary search, groups and items by arithmetic.
    ///
    /// `layoutAttributesForElements(in:)` and the single-element queries give unpinned positions; only
    /// `layoutAttributesForElements(in:visibleBounds:)` pins boundary items and calls the sections'
    /// `visibleItemsInvalidationHandler`s.
    public struct Geometry: LayoutGeometry {
        /// The direction the layout scrolls in, from its configuration.
        public let scrollDirection: ScrollDirection
        public let collectionViewContentSize: Size
        var sections: [Section]
        /// Layout-level boundary items (the configuration's), at (0, k).
        var global: [Boundary]
        let globalMayOverflow: Bool
        let environment: CollectionLayoutEnvironment
        /// Running maximum of the sections' reach ends and running (suffix) minimum of their reach starts:
        /// both monotonic, so the sections meeting a scroll interval are found by binary search.
        private let reachMaxPrefix: [Double]
        private let reachMinSuffix: [Double]

        init(scrollDirection: ScrollDirection, contentSize: Size, sections: [Section], global: [Boundary],
             globalMayOverflow: Bool, environment: CollectionLayoutEnvironment) {
            self.scrollDirection = scrollDirection
            collectionViewContentSize = contentSize
            self.sections = sections
            self.global = global
            self.globalMayOverflow = globalMayOverflow
            self.environment = environment
            (reachMaxPrefix, reachMinSuffix) = SectionReach.runningExtremes(of: sections) { ($0.reachMin, $0.reachMax) }
        }

        /// Number of sections.
        public var numberOfSections: Int { sections.count }

        /// A section's span along the scroll axis (boundary items and insets included), nil for none.
        public func frame(ofSection index: Int) -> Rect? {
            guard sections.indices.contains(index) else { return nil }
            let s = sections[index], axis = scrollDirection.axis
            return Rect(mainAxis: axis, mainOffset: s.start, crossOffset: 0, mainLength: s.end - s.start,
                        crossLength: collectionViewContentSize[axis.cross])
        }

        // MARK: Queries

        public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            elements(in: rect, visibleBounds: nil)
        }

        public func layoutAttributesForElements(in rect: Rect, visibleBounds: Rect) -> [LayoutAttributes] {
            var result = elements(in: rect, visibleBounds: visibleBounds)
            invalidateVisibleItems(&result)
            return result
        }

        public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.isItemPath, sections.indices.contains(indexPath.section) else { return nil }
            let section = sections[indexPath.section]
            guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
            return section.cell(indexPath.item)
        }

        /// A section's boundary item (section, k), a badge at its item's index path, or a layout-level boundary
        /// item at (0, k), in that order of precedence.
        public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.isItemPath, sections.indices.contains(indexPath.section) || indexPath.section == 0 else { return nil }
            if sections.indices.contains(indexPath.section) {
                let section = sections[indexPath.section]
                if let b = section.boundary.first(where: { $0.attributes.key == .supplementary(kind, indexPath) }) { return b.attributes }
                let i = indexPath.item
                if i >= 0, i < section.itemCount {
                    let slots = section.template.slots.count
                    if let badge = section.template.badges.first(where: { $0.slot == i % slots && $0.kind == kind }) {
                        return section.badge(badge, group: i / slots)
                    }
                }
            }
            return global.first { $0.attributes.key == .supplementary(kind, indexPath) }?.attributes
        }

        public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.isItemPath, sections.indices.contains(indexPath.section) else { return nil }
            return sections[indexPath.section].decorations.first { $0.key == .decoration(kind, indexPath) }
        }

        /// Orthogonal rows, oversized items and negative insets may reach outside the content.
        public func elementMayOverflowContent(_ key: ElementKey) -> Bool {
            if globalMayOverflow { return true }
            return sections.indices.contains(key.indexPath.section) && sections[key.indexPath.section].mayOverflow
        }

        /// Whether the cell still has the estimate of an `.estimated` dimension (rule 8).
        public func hasEstimatedSize(forItemAt indexPath: IndexPath) -> Bool {
            guard indexPath.isItemPath, sections.indices.contains(indexPath.section) else { return false }
            let section = sections[indexPath.section]
            guard indexPath.item >= 0, indexPath.item < section.itemCount else { return false }
            return section.template.estimated[indexPath.item % section.template.slots.count] != 0
                && section.overrides[indexPath.item] == nil
        }

        // MARK: Implementation

        /// Sections whose elements may reach into the open scroll interval (lo, hi): two binary searches.
        func sectionCandidates(scrollMin lo: Double, scrollMax hi: Double) -> Range<Int> {
            SectionReach.candidates(maxPrefix: reachMaxPrefix, minSuffix: reachMinSuffix, in: lo, hi)
        }

        /// The shared rect query; `visibleBounds` nil for unpinned positions. Decorations, then cells (in
        /// section and item order by construction), then supplementary views, each group in key order.
        private func elements(in rect: Rect, visibleBounds: Rect?) -> [LayoutAttributes] {
            guard !rect.isEmpty else { return [] }
            let axis = scrollDirection.axis
            var decorations: [LayoutAttributes] = [], cells: [LayoutAttributes] = [], supplementary: [LayoutAttributes] = []
            for b in global {
                let a = b.attributes(pinnedTo: visibleBounds, axis: axis)
                if a.frame.intersects(rect) { supplementary.append(a) }
            }
            for s in sectionCandidates(scrollMin: rect.min(axis), scrollMax: rect.max(axis)) {
                sections[s].append(in: rect, pinnedTo: visibleBounds, decorations: &decorations, cells: &cells,
                                   supplementary: &supplementary)
            }
            if decorations.count > 1 { decorations.sort { $0.key < $1.key } }
            if supplementary.count > 1 { supplementary.sort { $0.key < $1.key } }
            decorations.append(contentsOf: cells)
            decorations.append(contentsOf: supplementary)
            return decorations
        }

        /// Hands each section with a handler its visible cells and supplementary views, keeping their keys.
        private func invalidateVisibleItems(_ result: inout [LayoutAttributes]) {
            guard sections.contains(where: { $0.handler != nil }) else { return }
            var bySection: [Int: [Int]] = [:]
            for (k, a) in result.enumerated() where sections.indices.contains(a.indexPath.section)
                && sections[a.indexPath.section].handler != nil {
                if case .decorationView = a.category { continue }
                bySection[a.indexPath.section, default: []].append(k)
            }
            for (s, positions) in bySection.sorted(by: { $0.key < $1.key }) {
                guard let handler = sections[s].handler else { continue }
                var items = positions.map { result[$0] }
                let offset = sections[s].orthogonalOffset
                handler.value(&items, scrollDirection == .vertical ? Point(x: offset, y: 0) : Point(x: 0, y: offset), environment)
                for (k, position) in positions.enumerated() where k < items.count {
                    var changed = items[k]
                    changed.key = result[position].key
                    result[position] = changed
                }
            }
        }
    }
}
