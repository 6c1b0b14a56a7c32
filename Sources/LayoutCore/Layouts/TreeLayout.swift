/// The worked example of Apple's Collection View Programming Guide for iOS ("Custom Layouts: A Worked Example"): a
/// class hierarchy drawn as a
/// tree that grows left to right. Section k holds the classes at depth k and is one column; each cell shows a
/// class name; one connector per parent (§6.1: the connector view decides how many lines to draw) is a
/// supplementary view of kind "connector" at the parent's index path, drawing the lines to all its children. The tree's shape comes from its `customDataSource` (listing 6-1), a
/// `TreeLayoutDataSource`, or else from the collection view's delegate when that is one.
///
/// As in the guide, `insets` pad every cell (listing 6-2): column x = insets.left + section·(itemWidth +
/// insets.left + insets.right); row y = insets.top + row·(itemHeight + insets.top + insets.bottom). So the gap
/// between columns is `horizontalSpacing` = insets.left + insets.right and between rows `verticalSpacing` =
/// insets.top + insets.bottom (setting a spacing sets its two insets). Rows are assigned one of two ways:
/// - Non-compact (the guide's): each item owns a band of rows, as many as the delegate's
///   `numberOfRowsForItemAndChildrenAt` (or the computed count: 1 per leaf of its subtree); it sits at the top
///   of its band, so a parent lines up with its first child; children split the parent's band in order; roots
///   stack top to bottom.
/// - Compact (the tidy tree the guide's summary says its example lacks): each subtree is moved up as far as
///   its contour allows, a row from the nearest node above it in every column (Reingold–Tilford, with columns
///   in place of levels); a parent is centred on the midpoint of its first and last child. Rows may be
///   fractional. The delegate's row counts are not asked for. It is never taller than the non-compact layout
///   (see `TreeLayout+Compact.swift`).
///
/// `prepare(in:)` runs in two passes, as the guide's prepareLayout: pass 1 creates every cell's attributes
/// with its children's index paths (custom value "children", `.indexPaths`); pass 2 sets frames from the
/// deepest section up (row counts bottom-up, then each band's position from its root down) and creates the
/// connectors, one per parent that has children (a childless item has none).
///
/// Content size, exactly listing 6-6: width = sections·(itemWidth + insets.left + insets.right), height =
/// rows·(itemHeight + insets.top + insets.bottom), rows being the rows used (the guide's maxNumRows; fractional in
/// the compact layout). The last column and row end one right (bottom) inset before the content's edge.
///
/// Robustness rules (never a crash): a negative, NaN or infinite item dimension counts as 0; a negative, NaN or
/// infinite inset counts as 0 (a negative one would overlap cells);
/// negative item counts count as 0. Children the delegate names outside the next section, out of range, twice,
/// or already claimed by an earlier parent (in section, then item order) are ignored; an item no parent claims
/// is a root of its own subtree, placed after the earlier roots (non-compact) or as high as it fits (compact).
/// Children that are no item at all and negative row counts are reported through `LayoutContext.report`.
///
/// zIndex: cells 0, connectors −1 (behind the cells they join).
public struct TreeLayout: CollectionLayout, Equatable {
    /// What the layout asks about the tree (listing 6-1's `customDataSource`), held weakly as in the guide. When
    /// nil, the collection view's delegate is asked if it is a `TreeLayoutDataSource`.
    public weak var customDataSource: (any TreeLayoutDataSource)?

    /// "tree", as used on the command line and in state files.
    public var name: String { "tree" }

    /// Supplementary kind of the parent-to-child connectors.
    public static let connectorKind = "connector"
    /// Custom value on cells: the children's index paths (`.indexPaths`), as the guide's custom attributes.
    public static let childrenKey = "children"
    /// Custom value on connectors: the parent's right-edge midpoint (`.point`, content coordinates).
    public static let fromKey = "from"
    /// Custom value on connectors: each child's left-edge midpoint, in the parent's child order (`.points`,
    /// content coordinates).
    public static let toKey = "to"

    /// Size of every cell. Default 120 × 36.
    public var itemSize = Size(width: 120, height: 36)
    /// Padding around every cell (listing 6-2's `insets`): a column is itemWidth + left + right wide, a row
    /// itemHeight + top + bottom tall. Default top 6, left 30, bottom 6, right 30 (60 between columns, where the
    /// connectors run, and 12 between rows).
    public var insets = EdgeInsets(top: 6, left: 30, bottom: 6, right: 30)
    /// Gap between columns (depths): insets.left + insets.right. Setting it scales the two insets to the new sum
    /// (splitting it evenly when both are 0). Default 60.
    public var horizontalSpacing: Double {
        get { insets.left + insets.right }
        set { (insets.left, insets.right) = Self.split(newValue, insets.left, insets.right) }
    }
    /// Gap between rows: insets.top + insets.bottom. Setting it scales the two insets to the new sum (splitting it
    /// evenly when both are 0). Default 12.
    public var verticalSpacing: Double {
        get { insets.top + insets.bottom }
        set { (insets.top, insets.bottom) = Self.split(newValue, insets.top, insets.bottom) }
    }
    /// Tidy-tree rows (parents centred over their children) instead of the guide's bands. Default false.
    public var compact = false
    /// Decoration view classes; the tree layout itself emits no decoration views.
    public var decorationViews = DecorationRegistry()
    /// Self-sizing (UIKit's estimatedItemSize): any non-zero size turns it on. Every cell is first placed at this
    /// size (`automaticSize`: at `itemSize`), then at the size its cell prefers (`preferredLayoutAttributesFitting(_:)`,
    /// its label wrapped at `maximumSelfSizedWidth`) once it has been on screen. The grid stays a grid: a column is
    /// as wide as its widest sized cell, every row as tall as the tallest (the estimate until one is sized), cells
    /// keep their own size at the left of their column, centred in their row. Default zero: off.
    public var estimatedItemSize = Size.zero
    /// The estimated size meaning "estimate with `itemSize`" (UICollectionViewFlowLayoutAutomaticSize).
    public static let automaticSize = Size(width: -1, height: -1)
    /// The widest a self-sized cell may be, padding included: a longer label wraps (up to 3 lines, then "…").
    /// Default 240.
    public var maximumSelfSizedWidth = 240.0
    /// Whether cells size themselves (`estimatedItemSize` is not zero).
    public var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// A tree layout with the default metrics, compact or not.
    public init(compact: Bool = false) { self.compact = compact }

    /// Equal when every metric is equal and the custom data source is the same object.
    public static func == (a: TreeLayout, b: TreeLayout) -> Bool {
        a.customDataSource === b.customDataSource && a.itemSize == b.itemSize && a.insets == b.insets
            && a.compact == b.compact && a.decorationViews == b.decorationViews
            && a.estimatedItemSize == b.estimatedItemSize && a.maximumSelfSizedWidth == b.maximumSelfSizedWidth
    }

    /// Two insets scaled to sum to `total` (a spacing that is not finite or is negative makes both 0).
    static func split(_ total: Double, _ a: Double, _ b: Double) -> (Double, Double) {
        let t = length(total), a0 = length(a), b0 = length(b)
        guard a0 + b0 > 0 else { return (t / 2, t / 2) }
        return (t * a0 / (a0 + b0), t * b0 / (a0 + b0))
    }

    /// The tree does not depend on the viewport, so no bounds change needs a new prepare.
    public func shouldInvalidateLayout(forBoundsChange oldBounds: Rect, newBounds: Rect) -> Bool { false }

    /// Lays out the whole tree; returns a `TreeLayout.Geometry`.
    public func prepare(in context: LayoutContext) -> any LayoutGeometry {
        prepareGeometry(in: context)
    }

    /// `prepare(in:)` with the concrete geometry type, for callers (and tests) that want its extra API.
    public func prepareGeometry(in context: LayoutContext) -> Geometry {
        // One cast per prepare; the delegate is held strongly until the geometry is built.
        let delegate = customDataSource ?? context.delegate as? TreeLayoutDataSource
        let mapping = context.delegateIndexPaths
        var reports = SanitizedAnswers(context)
        let tree = Structure(itemCounts: context.itemCounts.map { Swift.max(0, $0) }, childrenOf: { path in
            guard let delegate else { return [] }
            if mapping.isIdentity { return delegate.treeLayout(self, childrenOfItemAt: path) }
            // A drag's preview: children come back as index paths of the order before the move; only real
            // items are translated (the others would be ignored anyway). Siblings are shown in index order, as
            // a data source that lists children in its own order (the usual parent-id data) lists them once
            // the move is made.
            return delegate.treeLayout(self, childrenOfItemAt: mapping.delegateIndexPath(for: path))
                .compactMap(mapping.layoutIndexPath(for:)).sorted()
        }, nonexistentChild: { parent, child in
            // Only children that do not exist are reported: one in another section is a documented "ignored".
            reports.add("treeLayout(_:childrenOfItemAt:) named \(child) as a child of item \(parent), but there is no such item; "
                + "it is ignored")
        })
        let m = Metrics(self)

        // Pass 1: every cell's attributes, carrying its children (the guide's attributesWithChildrenAtIndexPath:).
        var cells: [LayoutAttributes] = []
        cells.reserveCapacity(tree.count)
        for id in 0..<tree.count {
            var a = LayoutAttributes.cell(tree.indexPath(id))
            a[custom: Self.childrenKey] = .indexPaths(tree.children[id].map(tree.indexPath))
            cells.append(a)
        }

        // Pass 2: rows from the deepest section up, then frames and connectors.
        let rows: (row: [Double], count: Double)
        if compact {
            rows = Self.tidyRows(tree)
        } else {
            rows = Self.bandRows(tree) { id in
                let ip = tree.indexPath(id)
                let answer = delegate?.treeLayout(self, numberOfRowsForItemAndChildrenAt: mapping.delegateIndexPath(for: ip))
                if let answer, answer < 0 {
                    reports.add("treeLayout(_:numberOfRowsForItemAndChildrenAt:) returned \(answer) for item \(ip); "
                        + "row counts are at least 1, so the computed count is used")
                }
                return answer
            }
        }
        reports.finish(layout: name)
        if isSelfSizing { return selfSizingGeometry(tree, rows: rows, cells: cells, metrics: m, context: context) }
        for id in 0..<tree.count {
            cells[id].frame = Rect(x: m.columnX(tree.section[id]), y: m.rowY(rows.row[id]),
                                   width: m.itemWidth, height: m.itemHeight)
        }
        var connectors = [LayoutAttributes?](repeating: nil, count: tree.count)
        for id in 0..<tree.count where !tree.children[id].isEmpty {
            connectors[id] = Self.connector(from: cells[id].frame, to: tree.children[id].map { cells[$0].frame },
                                            at: tree.indexPath(id))
        }

        // Listing 6-6: numberOfSections·(ITEM_WIDTH + insets.left + insets.right) by
        // maxNumRows·(ITEM_HEIGHT + insets.top + insets.bottom).
        let sections = Double(tree.itemCounts.count)
        let size = Size(width: sections * (m.itemWidth + m.insets.left + m.insets.right),
                        height: rows.count * (m.itemHeight + m.insets.top + m.insets.bottom))
        return Geometry(contentSize: size, isCompact: compact, itemCounts: tree.itemCounts, sectionBase: tree.sectionBase,
                        rows: rows.row, rowCount: rows.count, cells: cells, connectors: connectors, parents: tree.parent,
                        children: tree.children)
    }

    // MARK: Non-compact rows

    /// Rows an item's band may take at most, so a wild delegate answer cannot overflow the arithmetic.
    static let maximumRowsPerItem = 1 << 20

    /// The guide's rows: each item's band size from the deepest section up (the delegate's answer, at least the
    /// children's total and 1), each child's offset in its parent's band; then bands placed from the roots down,
    /// one addition per item where the guide recursively re-adjusts whole subtrees. Returns rows and their total.
    static func bandRows(_ tree: Structure, answer: (Int) -> Int?) -> (row: [Double], count: Double) {
        var span = [Int](repeating: 1, count: tree.count)
        var offset = [Int](repeating: 0, count: tree.count)
        for s in tree.itemCounts.indices.reversed() {
            for id in tree.sectionBase[s]..<tree.sectionBase[s + 1] {
                var total = 0
                for c in tree.children[id] { offset[c] = total; total += span[c] }
                var need = Swift.max(1, total)
                if let a = answer(id) { need = Swift.max(need, Swift.min(a, maximumRowsPerItem)) }
                span[id] = need
            }
        }
        var row = [Int](repeating: 0, count: tree.count)
        var next = 0
        for id in tree.roots { row[id] = next; next += span[id] }
        // Ids run section by section, so a parent's row is always set before its children's.
        for id in 0..<tree.count where tree.parent[id] >= 0 { row[id] = row[tree.parent[id]] + offset[id] }
        return (row.map(Double.init), Double(next))
    }

    // MARK: Connectors

    /// A parent's connector (keyed by the parent's index path): from its right-edge midpoint to each child's
    /// left-edge midpoint (`children`, in order). The frame is the bounding box of those points, widened about its
    /// centre to at least 1 point each way so a horizontal or vertical line still has a frame that can intersect;
    /// the points travel as the "from" and "to" custom values.
    static func connector(from parent: Rect, to children: [Rect], at indexPath: IndexPath) -> LayoutAttributes {
        let from = Point(x: parent.maxX, y: parent.midY)
        let to = children.map { Point(x: $0.minX, y: $0.midY) }
        func span(_ values: [Double]) -> (Double, Double) {
            let lo = values.min() ?? 0, hi = values.max() ?? 0
            return hi - lo >= 1 ? (lo, hi - lo) : ((lo + hi) / 2 - 0.5, 1)
        }
        let (x, w) = span([from.x] + to.map(\.x)), (y, h) = span([from.y] + to.map(\.y))
        var a = LayoutAttributes.supplementary(connectorKind, indexPath, frame: Rect(x: x, y: y, width: w, height: h))
        a.zIndex = Geometry.connectorZIndex
        a[custom: fromKey] = .point(from)
        a[custom: toKey] = .points(to)
        return a
    }

    // MARK: Structure

    /// The tree as the delegate describes it, validated, over global ids (section by section, item by item).
    struct Structure {
        let itemCounts: [Int]
        /// Id of each section's first item; one extra entry holds the total.
        let sectionBase: [Int]
        /// Section of each id.
        let section: [Int]
        /// Parent id, or −1 for a root.
        private(set) var parent: [Int]
        /// Child ids, in the delegate's order.
        private(set) var children: [[Int]]

        /// Asks for every item's children once, keeping only next-section items not yet claimed; children that
        /// are no item at all also go to `nonexistentChild` (parent, child).
        init(itemCounts: [Int], childrenOf: (IndexPath) -> [IndexPath], nonexistentChild: (IndexPath, IndexPath) -> Void = { _, _ in }) {
            self.itemCounts = itemCounts
            var base = [0]
            for n in itemCounts { base.append(base[base.count - 1] + n) }
            sectionBase = base
            let total = base[base.count - 1]
            var sectionOf = [Int](repeating: 0, count: total)
            for s in itemCounts.indices { for id in base[s]..<base[s + 1] { sectionOf[id] = s } }
            section = sectionOf
            parent = [Int](repeating: -1, count: total)
            children = [[Int]](repeating: [], count: total)
            for id in 0..<total {
                let s = sectionOf[id], next = s + 1
                guard next < itemCounts.count else { continue }
                let parentPath = IndexPath(item: id - base[s], section: s)
                for c in childrenOf(parentPath) {
                    // First claim wins, so every child has exactly one parent and one leg of one connector.
                    guard c.isItemPath, c.section == next, c.item >= 0, c.item < itemCounts[next] else {
                        let exists = c.isItemPath && c.section >= 0 && c.section < itemCounts.count
                            && c.item >= 0 && c.item < itemCounts[c.section]
                        if !exists { nonexistentChild(parentPath, c) }
                        continue
                    }
                    let child = base[next] + c.item
                    guard parent[child] < 0 else { continue }
                    parent[child] = id
                    children[id].append(child)
                }
            }
        }

        /// Number of items.
        var count: Int { section.count }
        /// Items without a parent, in id order.
        var roots: [Int] { (0..<count).filter { parent[$0] < 0 } }
        /// The index path of an id.
        func indexPath(_ id: Int) -> IndexPath { IndexPath(item: id - sectionBase[section[id]], section: section[id]) }
    }

    // MARK: Metrics

    /// The layout's numbers with invalid values neutralised.
    struct Metrics {
        let itemWidth: Double
        let itemHeight: Double
        let insets: EdgeInsets

        init(_ layout: TreeLayout) {
            itemWidth = TreeLayout.length(layout.itemSize.width)
            itemHeight = TreeLayout.length(layout.itemSize.height)
            let i = layout.insets
            insets = EdgeInsets(top: TreeLayout.length(i.top), left: TreeLayout.length(i.left),
                                bottom: TreeLayout.length(i.bottom), right: TreeLayout.length(i.right))
        }

        /// x of a section's column: every cell padded by the insets, as the guide's.
        func columnX(_ section: Int) -> Double { insets.left + Double(section) * (itemWidth + insets.left + insets.right) }
        /// y of a (possibly fractional) row.
        func rowY(_ row: Double) -> Double { insets.top + row * (itemHeight + insets.top + insets.bottom) }
    }

    /// A finite number, or 0.
    static func finite(_ x: Double) -> Double { x.isFinite ? x : 0 }
    /// A length the layout may use: finite and not negative, otherwise 0.
    static func length(_ x: Double) -> Double { x.isFinite && x > 0 ? x : 0 }
}
