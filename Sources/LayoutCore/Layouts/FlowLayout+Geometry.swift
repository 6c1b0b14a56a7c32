extension FlowLayout {
    /// A prepared flow layout: every section laid out, answering queries by binary search and arithmetic.
    ///
    /// Headers and footers span the whole collection view across the scroll axis (starting at 0) and sit at
    /// index path (section, 0). `layoutAttributesForElements(in:)` and the single-element queries give
    /// unpinned positions; only `layoutAttributesForElements(in:visibleBounds:)` applies pinning.
    public struct Geometry: LayoutGeometry, Sendable {
        /// zIndex of cells.
        public static let cellZIndex = 0
        /// zIndex of headers and footers at their normal place (above cells).
        public static let supplementaryZIndex = 10
        /// zIndex of headers and footers pinned to the visible bounds (UIKit uses 1024).
        public static let pinnedZIndex = 1024

        /// The direction the layout was prepared for.
        public let scrollDirection: ScrollDirection
        /// The size of the whole content: the viewport's extent across the scroll axis, the sections' sum along it.
        public internal(set) var collectionViewContentSize: Size
        /// Whether headers pin to the visible bounds in `layoutAttributesForElements(in:visibleBounds:)`.
        public let sectionHeadersPinToVisibleBounds: Bool
        /// Whether footers pin to the visible bounds in `layoutAttributesForElements(in:visibleBounds:)`.
        public let sectionFootersPinToVisibleBounds: Bool

        var sections: [Section]
        /// Running maximum of the sections' reach ends and running (suffix) minimum of their reach starts:
        /// both monotonic, so the sections meeting a scroll interval are found by binary search.
        private(set) var reachMaxPrefix: [Double] = []
        private(set) var reachMinSuffix: [Double] = []
        /// Length of headers and footers across the scroll axis (the viewport's width when vertical).
        let viewLineExtent: Double
        /// Whether footer keys sort before header keys (decided by ElementKey's order on the kind names).
        let footersSortFirst: Bool
        /// Where the first section not laid out yet starts, while a partial prepare (`PartialPreparing`) left
        /// some; nil once every section is laid out.
        var unpreparedStart: Double?

        init(layout: FlowLayout, sections: [Section], contentSize: Size, viewLineExtent: Double) {
            scrollDirection = layout.scrollDirection
            collectionViewContentSize = contentSize
            sectionHeadersPinToVisibleBounds = layout.sectionHeadersPinToVisibleBounds
            sectionFootersPinToVisibleBounds = layout.sectionFootersPinToVisibleBounds
            self.sections = sections
            self.viewLineExtent = viewLineExtent
            footersSortFirst = ElementKey.supplementary(ElementKind.sectionFooter, IndexPath(item: 0, section: 0))
                < ElementKey.supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 0))
            updateReach()
        }

        /// Recomputes the running reach arrays from the sections (after a prepare or a size change).
        mutating func updateReach() {
            (reachMaxPrefix, reachMinSuffix) = SectionReach.runningExtremes(of: sections) { ($0.reachMin, $0.reachMax) }
        }

        /// Number of sections.
        public var numberOfSections: Int { sections.count }

        /// Number of items in a section (0 for a section that does not exist).
        public func numberOfItems(inSection section: Int) -> Int {
            sections.indices.contains(section) ? sections[section].itemCount : 0
        }

        /// The axis lines run along (x when scrolling vertically).
        var lineAxis: Axis { scrollDirection.axis.cross }

        // MARK: Queries

        /// Cells, headers and footers whose frames intersect `rect`, at their unpinned positions, in key order.
        public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            elements(in: rect, visibleBounds: nil)
        }

        /// As `layoutAttributesForElements(in:)`, with headers and footers pinned to `visibleBounds` when the
        /// layout asks for it; a pinned view is tested against `rect` at its pinned position.
        public func layoutAttributesForElements(in rect: Rect, visibleBounds: Rect) -> [LayoutAttributes] {
            let pinning = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
            return elements(in: rect, visibleBounds: pinning ? visibleBounds : nil)
        }

        /// The cell at an index path, or nil when there is no such item.
        public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.isItemPath, sections.indices.contains(indexPath.section) else { return nil }
            let section = sections[indexPath.section]
            guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
            return section.attributes(ofItem: indexPath.item)
        }

        /// A section's header or footer at (section, 0) (unpinned), or nil when it has none.
        public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
            guard indexPath.isItemPath, indexPath.item == 0, sections.indices.contains(indexPath.section) else {
                return nil
            }
            let section = sections[indexPath.section]
            switch kind {
            case ElementKind.sectionHeader: return header(of: section, pinnedTo: nil)
            case ElementKind.sectionFooter: return footer(of: section, pinnedTo: nil)
            default: return nil
            }
        }

        // MARK: Implementation

        /// Sections whose elements may reach into the open scroll interval (lo, hi): two binary searches.
        func sectionCandidates(scrollMin lo: Double, scrollMax hi: Double) -> Range<Int> {
            SectionReach.candidates(maxPrefix: reachMaxPrefix, minSuffix: reachMinSuffix,
                                    in: lo - FlowLayout.slack(lo), hi + FlowLayout.slack(hi))
        }

        /// The shared rect query; `visibleBounds` is nil for unpinned positions.
        private func elements(in rect: Rect, visibleBounds: Rect?) -> [LayoutAttributes] {
            // Zero-size rects intersect nothing (Rect.intersects), so there is nothing to find.
            guard !rect.isEmpty else { return [] }
            let scrollAxis = scrollDirection.axis, lineAxis = self.lineAxis
            let range = sectionCandidates(scrollMin: rect.min(scrollAxis), scrollMax: rect.max(scrollAxis))
            let headerPin = sectionHeadersPinToVisibleBounds ? visibleBounds : nil
            let footerPin = sectionFootersPinToVisibleBounds ? visibleBounds : nil

            // Pinned views stay inside their section, so the sections meeting `rect` cover them too. Cells
            // come out in key order by construction (sections, then lines, then items ascending), and
            // headers and footers are gathered apart and appended by kind: no sort needed.
            var cells: [LayoutAttributes] = [], headers: [LayoutAttributes] = [], footers: [LayoutAttributes] = []
            for s in range {
                let section = sections[s]
                section.appendCells(in: rect, lineAxis: lineAxis, to: &cells)
                if let h = header(of: section, pinnedTo: headerPin), h.frame.intersects(rect) { headers.append(h) }
                if let f = footer(of: section, pinnedTo: footerPin), f.frame.intersects(rect) { footers.append(f) }
            }
            if footersSortFirst {
                cells.append(contentsOf: footers); cells.append(contentsOf: headers)
            } else {
                cells.append(contentsOf: headers); cells.append(contentsOf: footers)
            }
            return cells
        }

        /// Whether a section's scroll span [start, end) meets the visible bounds (strictly, like intersects).
        private func section(_ section: Section, meets visible: Rect) -> Bool {
            let axis = scrollDirection.axis
            return section.start < visible.max(axis) && visible.min(axis) < section.end
        }

        /// A header or footer frame spanning the viewport across the scroll axis.
        private func supplementaryFrame(scroll: Double, extent: Double) -> Rect {
            Rect(mainAxis: lineAxis, mainOffset: 0, crossOffset: scroll, mainLength: viewLineExtent, crossLength: extent)
        }

        /// A section's header; pinned to `visible` (UIKit's sectionHeadersPinToVisibleBounds) when given and the
        /// section is on screen: its leading edge follows the visible bounds' leading edge, never above its
        /// normal place and never past the section's end (so the next section pushes it away).
        func header(of section: Section, pinnedTo visible: Rect?) -> LayoutAttributes? {
            guard section.headerExtent > 0 else { return nil }
            let h = section.headerExtent
            var scroll = section.start
            var z = Geometry.supplementaryZIndex
            if let visible, self.section(section, meets: visible) {
                // max(normal, …) last so a header taller than its section stays at its normal place.
                scroll = Swift.max(section.start, Swift.min(visible.min(scrollDirection.axis), section.end - h))
                z = Geometry.pinnedZIndex
            }
            var a = LayoutAttributes.supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: section.index),
                                                   frame: supplementaryFrame(scroll: scroll, extent: h))
            a.zIndex = z
            return a
        }

        /// A section's footer; pinned to `visible` when given and the section is on screen: its trailing edge
        /// follows the visible bounds' trailing edge, never below its normal place and never before the
        /// section's start (header included).
        func footer(of section: Section, pinnedTo visible: Rect?) -> LayoutAttributes? {
            guard section.footerExtent > 0 else { return nil }
            let f = section.footerExtent
            var scroll = section.footerStart
            var z = Geometry.supplementaryZIndex
            if let visible, self.section(section, meets: visible) {
                scroll = Swift.min(section.footerStart, Swift.max(visible.max(scrollDirection.axis) - f, section.start))
                z = Geometry.pinnedZIndex
            }
            var a = LayoutAttributes.supplementary(ElementKind.sectionFooter, IndexPath(item: 0, section: section.index),
                                                   frame: supplementaryFrame(scroll: scroll, extent: f))
            a.zIndex = z
            return a
        }
    }
}
