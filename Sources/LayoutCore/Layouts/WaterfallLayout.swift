/// A waterfall (masonry) layout: a fixed number of equal-width columns inside the section insets; each item
/// goes to the top of the currently shortest column (ties go to the leftmost), or to the column the context's
/// `preferredColumns` keeps it in (a drag's preview and drop), its height from a `WaterfallLayoutDelegate`.
/// Each section has an optional header and footer; sections stack with no gap.
///
/// It is seed 003's "fill" ordering (ALWCollectionViewFlowLayout): a fixed number of equal lanes across the
/// scroll direction, each item going into the lane that is shortest so far. Vertical scrolling (the default):
/// columns run down the content, which is as wide as the viewport, and an item's height is its size. Horizontal
/// scrolling (`scrollDirection = .horizontal`): the same with x and y exchanged, rows running right across
/// content as tall as the viewport, an item's width its size; `sectionInset` keeps its edges (top is still the
/// top), headers and footers become bands at each section's left and right (`headerHeight` and `footerHeight`
/// are then their widths), and the "column" numbers (count, width, spacing, preferred width) describe the rows.
///
/// Item sizes: a delegate that is a `WaterfallLayoutDelegate` is asked `heightForItemAt` (in horizontal scrolling
/// its answer is the item's width); one that is only a `FlowLayoutDelegate` is asked `sizeForItemAt`, of which the
/// height (vertical) or width (horizontal) is used, as the article takes "the height of the size the itemSize
/// method returns"; no answer, or no such delegate, is `itemHeight`. This is the configuration half; `prepare(in:)` returns an immutable `WaterfallLayout.Geometry`.
///
/// Robustness rules (never a crash): an item height that is negative, NaN or infinite counts as 0 (the item
/// is placed but never intersects anything); NaN or infinite spacings and insets count as 0, and a negative
/// interitem spacing counts as 0 (a column's items must stay in y order for the queries' binary search);
/// a header or footer height that is ≤ 0, NaN or infinite means "no view"; a column width below 0 counts as 0.
/// A delegate height that is negative, NaN or infinite is reported through `LayoutContext.report`.
///
/// zIndex: cells 0, headers and footers 10.
public struct WaterfallLayout: CollectionLayout, Equatable {
    /// "waterfall", as used on the command line and in state files.
    public var name: String { "waterfall" }

    /// Number of columns (default 3); values below 1 are stored as 1.
    public var columnCount: Int = 3 {
        didSet { if columnCount < 1 { columnCount = 1 } }
    }
    /// Column width to aim for (the pinch gesture's parameter); when set, the column count is derived from the
    /// viewport, round((available width + spacing) / (preferred + spacing)) clamped to
    /// 1…`maximumDerivedColumnCount`, and `columnCount` is ignored. Values not finite and positive are stored as nil.
    public var preferredColumnWidth: Double? {
        didSet { preferredColumnWidth = Self.normalized(preferredColumnWidth) }
    }
    /// The most columns a preferred column width can produce.
    public static let maximumDerivedColumnCount = 12
    /// Horizontal spacing between columns. Default 10.
    public var minimumColumnSpacing = 10.0
    /// Vertical spacing between consecutive items of one column. Default 10.
    public var minimumInteritemSpacing = 10.0
    /// Space around each section's items; top and bottom sit after the header and before the footer.
    public var sectionInset = EdgeInsets.zero
    /// Height of every section's header (full width, at the section's top). Default 0: no header.
    public var headerHeight = 0.0
    /// Height of every section's footer (full width, at the section's bottom). Default 0: no footer.
    public var footerHeight = 0.0
    /// Height of an item when the delegate gives no answer. Default 50.
    public var itemHeight = 50.0
    /// Decoration view classes; the waterfall layout itself emits no decoration views.
    public var decorationViews = DecorationRegistry()
    /// The direction the content grows and scrolls in (UICollectionViewFlowLayout's `scrollDirection`): vertical
    /// fills columns, horizontal fills rows. Default `.vertical`.
    public var scrollDirection = ScrollDirection.vertical
    /// Self-sizing (UIKit's estimatedItemSize, along the scroll axis: the column's width is fixed): any non-zero
    /// value turns it on. Every item is first placed this tall (`automaticSize`: `itemHeight` tall), then as
    /// tall as its cell prefers for the column's width (`preferredLayoutAttributesFitting(_:)`) once it has been
    /// on screen, the items after it in the fill order placed again; the delegate's heights are not asked. In
    /// horizontal scrolling it is the items' width, a label wrapping at the viewport's width. Default 0: off.
    public var estimatedItemHeight = 0.0
    /// The estimated height meaning "estimate with `itemHeight`" (as UICollectionViewFlowLayoutAutomaticSize).
    public static let automaticSize = -1.0
    /// Whether items size themselves (`estimatedItemHeight` is not zero).
    public var isSelfSizing: Bool { estimatedItemHeight != 0 }

    /// A waterfall layout with `columnCount` columns (clamped to at least 1) and default metrics.
    public init(columnCount: Int = 3) {
        self.columnCount = Swift.max(1, columnCount)
    }

    /// Lays out every section; returns a `WaterfallLayout.Geometry`.
    public func prepare(in context: LayoutContext) -> any LayoutGeometry {
        prepareGeometry(in: context)
    }

    /// `prepare(in:)` with the concrete geometry type, for callers (and tests) that want its extra API.
    public func prepareGeometry(in context: LayoutContext) -> Geometry {
        // Horizontal scrolling is laid out as vertical with x and y exchanged: the lanes across the viewport's
        // height, the insets turned with them, and every answer turned back by the geometry.
        let horizontal = scrollDirection == .horizontal
        let lanes = horizontal ? transposedForLayout() : self
        let metrics = Metrics(layout: lanes, viewWidth: horizontal ? context.bounds.height : context.bounds.width)
        let counts = context.itemCounts.map { Swift.max(0, $0) }

        // Heights are gathered first into one flat array (the geometry places them); one cast per prepare,
        // since the existential cast is far too slow to repeat per item.
        let delegate = context.delegate as? WaterfallLayoutDelegate
        let mapping = context.delegateIndexPaths
        let fallback = Self.height(itemHeight)
        var heights: [Double]
        if isSelfSizing {
            heights = selfSizingHeights(counts: counts, horizontal: horizontal, context: context)
        } else if delegate == nil, let flowDelegate = context.delegate as? FlowLayoutDelegate {
            heights = flowSizes(flowDelegate, counts: counts, horizontal: horizontal, fallback: fallback, context: context)
        } else if let delegate {
            heights = []
            heights.reserveCapacity(counts.reduce(0, +))
            var reports = SanitizedAnswers(context)
            for (s, n) in counts.enumerated() {
                for i in 0..<n {
                    let ip = IndexPath(item: i, section: s)
                    guard let answer = delegate.waterfallLayout(self, heightForItemAt: mapping.delegateIndexPath(for: ip),
                                                                columnWidth: metrics.columnWidth) else {
                        heights.append(fallback)
                        continue
                    }
                    // 0 is a valid answer (an empty item); negative, NaN and infinite are read as 0 and reported.
                    if SanitizedAnswers.isUsableLength(answer) {
                        heights.append(answer > 0 ? answer : 0)
                    } else {
                        reports.add("waterfallLayout(_:heightForItemAt:columnWidth:) returned a height that is "
                            + "\(SanitizedAnswers.defect(answer)) for item \(ip); it is laid out with zero height")
                        heights.append(0)
                    }
                }
            }
            reports.finish(layout: name)
        } else {
            heights = [Double](repeating: fallback, count: counts.reduce(0, +))
        }
        // Columns the collection view asks items to keep (a drag's preview and drop); −1: the shortest column.
        var hints: [Int32]?
        if !context.preferredColumns.isEmpty {
            var h = [Int32](repeating: -1, count: heights.count)
            var base = 0
            for (s, n) in counts.enumerated() {
                for i in 0..<n { if let c = context.preferredColumns[IndexPath(item: i, section: s)] { h[base + i] = Int32(clamping: c) } }
                base += n
            }
            hints = h
        }
        var geometry = Geometry(metrics: metrics, itemCounts: counts, itemHeights: heights, columnHints: hints)
        if isSelfSizing { geometry.markEstimated(sized: context.preferredItemSizes,
                                                       maximumWidth: horizontal ? context.bounds.width : metrics.columnWidth) }
        return horizontal ? geometry.transposed() : geometry
    }

    /// A self-sizing waterfall's lengths along the scroll axis: the estimate, or the size a cell preferred.
    private func selfSizingHeights(counts: [Int], horizontal: Bool, context: LayoutContext) -> [Double] {
        let estimate = Self.height(estimatedItemHeight == Self.automaticSize ? itemHeight : estimatedItemHeight)
        var heights = [Double](repeating: estimate, count: counts.reduce(0, +))
        guard !context.preferredItemSizes.isEmpty else { return heights }
        var base = [0]
        for n in counts { base.append(base[base.count - 1] + n) }
        for (ip, size) in context.preferredItemSizes where ip.isItemPath && counts.indices.contains(ip.section)
            && ip.item >= 0 && ip.item < counts[ip.section] {
            let length = horizontal ? size.width : size.height
            if SanitizedAnswers.isUsableLength(length) { heights[base[ip.section] + ip.item] = length }
        }
        return heights
    }

    /// The article's item sizes: the flow delegate's `sizeForItemAt`, its height (vertical) or width (horizontal);
    /// no answer is `itemHeight`; a negative, NaN or infinite length counts as 0 and is reported. The delegate is
    /// handed a `FlowLayout` with this layout's insets, spacings and direction (the article's layout is a flow
    /// layout subclass).
    private func flowSizes(_ delegate: FlowLayoutDelegate, counts: [Int], horizontal: Bool, fallback: Double,
                           context: LayoutContext) -> [Double] {
        var flow = FlowLayout()
        flow.scrollDirection = scrollDirection
        flow.sectionInset = sectionInset
        flow.minimumInteritemSpacing = minimumColumnSpacing
        flow.minimumLineSpacing = minimumInteritemSpacing
        var lengths: [Double] = []
        lengths.reserveCapacity(counts.reduce(0, +))
        var reports = SanitizedAnswers(context)
        let mapping = context.delegateIndexPaths
        for (s, n) in counts.enumerated() {
            for i in 0..<n {
                let ip = IndexPath(item: i, section: s)
                guard let size = delegate.flowLayout(flow, sizeForItemAt: mapping.delegateIndexPath(for: ip)) else {
                    lengths.append(fallback)
                    continue
                }
                let answer = horizontal ? size.width : size.height
                if SanitizedAnswers.isUsableLength(answer) {
                    lengths.append(answer > 0 ? answer : 0)
                } else {
                    reports.add("flowLayout(_:sizeForItemAt:) returned a \(horizontal ? "width" : "height") that is "
                        + "\(SanitizedAnswers.defect(answer)) for item \(ip); it is laid out with zero \(horizontal ? "width" : "height")")
                    lengths.append(0)
                }
            }
        }
        reports.finish(layout: name)
        return lengths
    }

    /// This layout with its insets turned for laying out a horizontal waterfall as a vertical one (x ↔ y).
    func transposedForLayout() -> WaterfallLayout {
        var copy = self
        let i = sectionInset
        copy.sectionInset = EdgeInsets(top: i.left, left: i.top, bottom: i.right, right: i.bottom)
        return copy
    }

    // MARK: Metrics

    /// The layout's numbers with invalid values neutralised, plus the derived column geometry.
    struct Metrics {
        let viewWidth: Double
        let columnCount: Int
        let columnWidth: Double
        /// x of column 0 and distance between column starts (width + column spacing).
        let firstColumnX: Double
        let columnPitch: Double
        let interitemSpacing: Double
        let insetTop: Double
        let insetBottom: Double
        /// 0 means no view.
        let headerHeight: Double
        let footerHeight: Double

        init(layout: WaterfallLayout, viewWidth rawWidth: Double) {
            let spacing = WaterfallLayout.finite(layout.minimumColumnSpacing)
            let left = WaterfallLayout.finite(layout.sectionInset.left)
            let right = WaterfallLayout.finite(layout.sectionInset.right)
            viewWidth = rawWidth.isFinite ? Swift.max(0, rawWidth) : 0
            var columns = Swift.max(1, layout.columnCount)
            if let preferred = layout.preferredColumnWidth {
                let fit = ((viewWidth - left - right + spacing) / (preferred + spacing)).rounded()
                // NaN (a spacing of −preferred) and huge quotients both end within 1…maximum.
                columns = fit >= 1 ? Int(Swift.min(fit, Double(WaterfallLayout.maximumDerivedColumnCount))) : 1
            }
            columnCount = columns
            let width = (viewWidth - left - right - Double(columns - 1) * spacing) / Double(columns)
            // Huge spacings times many columns can overflow to ±infinity: that, like a negative width, is 0.
            columnWidth = width.isFinite && width > 0 ? width : 0
            firstColumnX = left
            columnPitch = columnWidth + spacing
            interitemSpacing = Swift.max(0, WaterfallLayout.finite(layout.minimumInteritemSpacing))
            insetTop = WaterfallLayout.finite(layout.sectionInset.top)
            insetBottom = WaterfallLayout.finite(layout.sectionInset.bottom)
            headerHeight = WaterfallLayout.height(layout.headerHeight)
            footerHeight = WaterfallLayout.height(layout.footerHeight)
        }
    }

    /// A preferred column width the layout may use: finite and positive, otherwise nil.
    static func normalized(_ w: Double?) -> Double? {
        guard let w, w.isFinite, w > 0 else { return nil }
        return w
    }
    /// A finite number, or 0.
    static func finite(_ x: Double) -> Double { x.isFinite ? x : 0 }
    /// A height a layout may use: positive and finite, otherwise 0.
    static func height(_ x: Double) -> Double { x.isFinite && x > 0 ? x : 0 }
}
