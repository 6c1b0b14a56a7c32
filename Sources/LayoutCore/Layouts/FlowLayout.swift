/// A line-based grid layout with UICollectionViewFlowLayout's exact geometry: items fill lines across the
/// scroll axis, lines stack along it, each section has an optional header and footer.
///
/// This is the configuration half; `prepare(in:)` returns an immutable `FlowLayout.Geometry` that answers
/// every query. Per-section and per-item metrics may come from a `FlowLayoutDelegate`; a delegate method that
/// answers nil falls back to the property here.
///
/// Robustness rules (UIKit would produce garbage or crash): an item size that is negative, NaN or infinite
/// is treated as a zero size (the item is laid out but never intersects anything); NaN or infinite spacings
/// and insets are treated as 0; a header or footer extent that is ≤ 0, NaN or infinite means "no view". Each
/// such delegate answer is reported through `LayoutContext.report`, naming the index path or section.
///
/// zIndex: cells 0, headers and footers 10, headers/footers pinned to the visible bounds 1024 (as UIKit).
public struct FlowLayout: CollectionLayout, Equatable {
    /// "flow", as used on the command line and in state files.
    public var name: String { "flow" }

    /// Size of every item when the delegate does not answer (default 50×50).
    public var itemSize = Size(width: 50, height: 50)
    /// Minimum spacing between lines (rows when scrolling vertically, columns when horizontally). Default 10.
    public var minimumLineSpacing = 10.0
    /// Minimum spacing between items of one line. Default 10.
    public var minimumInteritemSpacing = 10.0
    /// Space around each section's items; the scroll-axis insets sit after the header and before the footer.
    public var sectionInset = EdgeInsets.zero
    /// Header size; only the extent along the scroll axis is used (height when vertical). Default: none.
    public var headerReferenceSize = Size.zero
    /// Footer size; only the extent along the scroll axis is used (height when vertical). Default: none.
    public var footerReferenceSize = Size.zero
    /// The direction content grows in. Default vertical.
    public var scrollDirection = ScrollDirection.vertical
    /// Whether headers stick to the leading edge of the visible bounds while their section is on screen.
    public var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stick to the trailing edge of the visible bounds while their section is on screen.
    public var sectionFootersPinToVisibleBounds = false
    /// Factor applied to every item size, the layout's or the delegate's (the pinch gesture's parameter).
    /// Values that are not finite and positive count as 1; exactly 1 leaves every size untouched.
    public var itemScale = 1.0
    /// Decoration view classes; the flow layout itself emits no decoration views.
    public var decorationViews = DecorationRegistry()
    /// Self-sizing (UIKit's estimatedItemSize): any non-zero size turns it on. Every item is first placed at
    /// this size (`automaticSize`: at `itemSize`), then at the size its cell prefers
    /// (`preferredLayoutAttributesFitting(_:)`) once it has been on screen; the delegate's item sizes are not
    /// asked. Default zero: off.
    public var estimatedItemSize = Size.zero

    /// The estimated size meaning "estimate with `itemSize`" (UICollectionViewFlowLayoutAutomaticSize).
    public static let automaticSize = Size(width: -1, height: -1)

    /// Whether items size themselves (`estimatedItemSize` is not zero).
    public var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// A flow layout with UIKit's defaults.
    public init() {}

    /// Lays out every section (UICollectionViewFlowLayout.prepare()); returns a `FlowLayout.Geometry`.
    public func prepare(in context: LayoutContext) -> any LayoutGeometry {
        prepareGeometry(in: context)
    }

    /// `prepare(in:)` with the concrete geometry type, for callers (and tests) that want its extra API.
    public func prepareGeometry(in context: LayoutContext) -> Geometry {
        prepareGeometry(in: context, through: .all)
    }

    /// A prepare that may stop after the sections `target` needs (`PartialPreparing`); `.all` is the full prepare.
    func prepareGeometry(in context: LayoutContext, through target: PreparationTarget) -> Geometry {
        let lineAxis = scrollDirection.axis.cross
        // UIKit's flow layout fills the bounds less the adjusted content inset across the scroll direction.
        let viewLineExtent = Swift.max(0, context.bounds.size[lineAxis] - context.contentInset.total(lineAxis))
        var geometry = Geometry(layout: self, sections: [], contentSize: .zero, viewLineExtent: viewLineExtent)
        geometry.sections.reserveCapacity(context.numberOfSections)
        geometry.unpreparedStart = 0
        prepareSections(of: &geometry, in: context, through: target)
        return geometry
    }

    /// Lays out the sections of `geometry` not laid out yet, in order, until `target` is covered (every section
    /// for `.all`, and always all of them when items size themselves); the content size is then exact, or, while
    /// sections are left, the laid-out extent plus the rest's items at the laid-out ones' average extent.
    /// Sections come out exactly as one full prepare makes them: each depends only on where the one before ends.
    func prepareSections(of geometry: inout Geometry, in context: LayoutContext, through target: PreparationTarget) {
        guard var offset = geometry.unpreparedStart else { return }
        // One cast per prepare: the existential cast is far too slow to repeat per item.
        let delegate = context.delegate as? FlowLayoutDelegate
        let scrollAxis = scrollDirection.axis
        let lineAxis = scrollAxis.cross
        let viewLineExtent = geometry.viewLineExtent
        // Along the scroll axis: how wide a self-sized cell may be when lines run vertically (columns).
        let viewScrollExtent = Swift.max(0, context.bounds.size[scrollAxis] - context.contentInset.total(scrollAxis))

        var reports = SanitizedAnswers(context)
        let selfSizing = isSelfSizing
        // Preferred sizes cells already gave, by section (valid items only).
        var preferred: [Int: [(item: Int, size: Size)]] = [:]
        if selfSizing {
            for (ip, size) in context.preferredItemSizes where ip.isItemPath && size.isValid
                && ip.section >= 0 && ip.section < context.numberOfSections && ip.item >= 0 && ip.item < context.itemCounts[ip.section] {
                preferred[ip.section, default: []].append((ip.item, size))
            }
        }
        let sectionCount = context.numberOfSections
        var s = geometry.sections.count
        var keepsOrder: Bool?
        while s < sectionCount {
            if !selfSizing && target.isCovered(afterSection: s - 1, endingAt: offset, along: scrollAxis) {
                keepsOrder = keepsOrder ?? sectionsKeepOrder(from: s, in: context, delegate: delegate, scrollAxis: scrollAxis)
                if keepsOrder == true { break }
            }
            let metrics = sectionMetrics(s, delegate: delegate, scrollAxis: scrollAxis, reports: &reports)
            let count = Swift.max(0, context.itemCounts[s])
            // A self-sizing section starts with every item at the estimate, stored per item (varied) so each
            // preferred size can then change one item in place.
            let frame = LineFrame(start: offset, metrics: metrics, lineAxis: lineAxis, viewLineExtent: viewLineExtent)
            let sizes = selfSizing
                ? estimatedSizes(count: count, preferred: preferred[s] ?? [], metrics: metrics, frame: frame,
                                 horizontal: lineAxis == .horizontal)
                : itemSizes(section: s, count: count, delegate: delegate, mapping: context.delegateIndexPaths, metrics: metrics,
                            frame: frame, horizontal: lineAxis == .horizontal, reports: &reports)
            var section = Section(index: s, start: offset, metrics: metrics, sizes: sizes, lineAxis: lineAxis,
                                  viewLineExtent: viewLineExtent, viewScrollExtent: viewScrollExtent, estimated: selfSizing)
            if let known = preferred[s] { section.markSized(known.map(\.item)) }
            offset = section.end
            geometry.sections.append(section)
            s += 1
        }
        reports.finish(layout: name)

        var contentSize = Size.zero
        contentSize[lineAxis] = viewLineExtent
        // Negative insets or spacing can make the sections' sum negative; a content size never is (the elements
        // then overflow it, which the geometry declares).
        contentSize[scrollAxis] = Swift.max(0, offset)
        if s < sectionCount {
            geometry.unpreparedStart = offset
            var laidOut = 0, left = 0
            for k in 0..<sectionCount { if k < s { laidOut += Swift.max(0, context.itemCounts[k]) } else { left += Swift.max(0, context.itemCounts[k]) } }
            let perItem = laidOut > 0 ? Swift.max(0, offset) / Double(laidOut) : Swift.max(0, scaled(itemSize)[scrollAxis])
            contentSize[scrollAxis] += perItem * Double(left)
        } else {
            geometry.unpreparedStart = nil
        }
        geometry.collectionViewContentSize = contentSize
        geometry.updateReach()
    }

    /// Whether sections `first...` all lie past where the one before them ends: no negative inset along the
    /// scroll axis and no negative line spacing (which can end a section above its start, or lay lines out
    /// backwards). Only then may a partial prepare stop before them. Asked without reporting: the full
    /// prepare reports what these sections answer.
    private func sectionsKeepOrder(from first: Int, in context: LayoutContext, delegate: FlowLayoutDelegate?, scrollAxis: Axis) -> Bool {
        var quiet = context
        quiet.report = nil
        var reports = SanitizedAnswers(quiet)
        return (first..<context.numberOfSections).allSatisfy { s in
            let m = sectionMetrics(s, delegate: delegate, scrollAxis: scrollAxis, reports: &reports)
            return m.inset.leading(scrollAxis) >= 0 && m.inset.trailing(scrollAxis) >= 0 && m.lineSpacing >= 0
        }
    }

    /// The size items are placed at before their cells answered: `estimatedItemSize` (or `itemSize` for
    /// `automaticSize`), scaled like every item size.
    var estimate: Size {
        Self.valid(scaled(estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize))
    }

    /// A self-sizing section's sizes: the estimate, or the size a cell preferred. They are broken into lines in
    /// one pass, as a bulk answer is (`VariedLines.fromAnswers`): through the general path a million items took
    /// 13 ms, all of it in the one frame that turned self-sizing on.
    private func estimatedSizes(count: Int, preferred: [(item: Int, size: Size)], metrics: SectionMetrics,
                                frame: LineFrame, horizontal: Bool) -> ItemSizes {
        var sizes = [Size](repeating: estimate, count: count)
        for (item, size) in preferred { sizes[item] = size }
        if count > 0, var lines = VariedLines.fromAnswers(sizes, factor: 1, horizontal: horizontal, available: frame.available,
                                                           leading: frame.leading, interitemSpacing: metrics.interitemSpacing,
                                                           lineSpacing: metrics.lineSpacing, linesStart: frame.linesStart) {
            lines.markAllEstimated()
            return .lines(lines)
        }
        return .varied(widths: sizes.map(\.width), heights: sizes.map(\.height))
    }

    // MARK: Metrics

    /// The delegate's answers merged with this layout's properties, with invalid numbers neutralised.
    private func sectionMetrics(_ s: Int, delegate: FlowLayoutDelegate?, scrollAxis: Axis,
                                reports: inout SanitizedAnswers) -> SectionMetrics {
        let insetAnswer = delegate?.flowLayout(self, insetForSectionAt: s)
        let lineAnswer = delegate?.flowLayout(self, minimumLineSpacingForSectionAt: s)
        let interAnswer = delegate?.flowLayout(self, minimumInteritemSpacingForSectionAt: s)
        let headerAnswer = delegate?.flowLayout(self, referenceSizeForHeaderInSection: s)
        let footerAnswer = delegate?.flowLayout(self, referenceSizeForFooterInSection: s)
        if delegate != nil {
            reportInvalidMetrics(s, insetAnswer, lineAnswer, interAnswer, headerAnswer?[scrollAxis], footerAnswer?[scrollAxis], &reports)
        }
        let inset = insetAnswer ?? sectionInset
        let line = lineAnswer ?? minimumLineSpacing
        let inter = interAnswer ?? minimumInteritemSpacing
        let header = headerAnswer ?? headerReferenceSize
        let footer = footerAnswer ?? footerReferenceSize
        return SectionMetrics(
            inset: EdgeInsets(top: Self.finite(inset.top), left: Self.finite(inset.left),
                              bottom: Self.finite(inset.bottom), right: Self.finite(inset.right)),
            lineSpacing: Self.finite(line),
            interitemSpacing: Self.finite(inter),
            headerExtent: Self.extent(header[scrollAxis]),
            footerExtent: Self.extent(footer[scrollAxis]))
    }

    /// Item sizes of a section; `.uniform` when every item has the same size, so nothing is stored per item.
    private func itemSizes(section s: Int, count: Int, delegate: FlowLayoutDelegate?, mapping: DelegateIndexPathMapping,
                           metrics: SectionMetrics, frame: LineFrame, horizontal: Bool, reports: inout SanitizedAnswers) -> ItemSizes {
        let fallback = Self.valid(scaled(itemSize))
        guard count > 0, let delegate else { return .uniform(fallback, count: count) }
        // A bulk answer is per section of the delegate's order; a drag's preview (another order) asks per item.
        if mapping.isIdentity, let all = delegate.flowLayout(self, sizesForItemsInSection: s), all.count == count {
            // Varied answers (the first differing one is found at once) are broken into lines in one pass, as
            // `Float`s when every size is exactly one; uniform or unusable answers take the general path.
            if all.withUnsafeBufferPointer({ a in a.contains { $0.width != a[0].width || $0.height != a[0].height } }) {
                let factor = itemScale != 1 && itemScale.isFinite && itemScale > 0 ? itemScale : 1
                if let built = VariedLines.fromAnswers(all, factor: factor, horizontal: horizontal,
                                                       available: frame.available, leading: frame.leading,
                                                       interitemSpacing: metrics.interitemSpacing,
                                                       lineSpacing: metrics.lineSpacing, linesStart: frame.linesStart) {
                    return .lines(built)
                }
            }
            return itemSizes(section: s, answers: all, reports: &reports)
        }
        // The delegate's size for item i, scaled; an invalid one takes the slow path (zero, reported).
        func sizeOfItem(_ i: Int) -> Size {
            let ip = IndexPath(item: i, section: s)
            let answer = delegate.flowLayout(self, sizeForItemAt: mapping.delegateIndexPath(for: ip))
            let size = scaled(answer ?? itemSize)
            return Self.isUsable(size) ? size : invalidItemSize(answer, at: ip, &reports)
        }
        // Every item must be asked to know the section is uniform; per-item arrays are only allocated at
        // the first size that differs, so a uniform section costs no memory however many items it has.
        let first = sizeOfItem(0)
        var i = 1
        while i < count {
            if sizeOfItem(i) != first { break }
            i += 1
        }
        if i == count { return .uniform(first, count: count) }

        var widths = [Double](repeating: first.width, count: count)
        var heights = [Double](repeating: first.height, count: count)
        while i < count {
            let size = sizeOfItem(i)
            widths[i] = size.width
            heights[i] = size.height
            i += 1
        }
        return .varied(widths: widths, heights: heights)
    }

    /// A section's sizes from one bulk answer: scaled and checked as per-item answers are, in flat loops.
    private func itemSizes(section s: Int, answers: [Size], reports: inout SanitizedAnswers) -> ItemSizes {
        let count = answers.count
        let factor = itemScale != 1 && itemScale.isFinite && itemScale > 0 ? itemScale : 1
        var uniform = true
        var heights: [Double] = []
        // Written in full by the loop, so never zero-filled first.
        let widths = [Double](unsafeUninitializedCapacity: count) { w, wCount in
            heights = [Double](unsafeUninitializedCapacity: count) { h, hCount in
                answers.withUnsafeBufferPointer { a in
                    let first = a[0]
                    for i in 0..<count {
                        let answer = a[i]
                        var width = answer.width * factor, height = answer.height * factor
                        // One test for the common case: finite and not negative (NaN fails both compares).
                        if !(width >= 0 && width <= SanitizedAnswers.maximumLength && height >= 0
                             && height <= SanitizedAnswers.maximumLength) {
                            let size = invalidItemSize(answer, at: IndexPath(item: i, section: s), &reports)
                            width = size.width; height = size.height
                        }
                        w[i] = width
                        h[i] = height
                        if answer.width != first.width || answer.height != first.height { uniform = false }
                    }
                }
                hCount = count
            }
            wCount = count
        }
        if uniform { return .uniform(Size(width: widths[0], height: heights[0]), count: count) }
        return .varied(widths: widths, heights: heights)
    }

    /// The bad path of an item size: zero, reported when the delegate's answer itself was invalid (not just
    /// made so by the scale). Kept out of line so the per-item loop stays small.
    @inline(never)
    private func invalidItemSize(_ answer: Size?, at ip: IndexPath, _ reports: inout SanitizedAnswers) -> Size {
        if let answer, !Self.isUsable(answer) {
            reports.add("flowLayout(_:sizeForItemAt:) returned an invalid size for item \(ip) (\(SanitizedAnswers.defect(answer))); "
                + "it is laid out with zero size")
        }
        return .zero
    }

    /// Reports a section's delegate answers the layout cannot use: non-finite insets or spacings (read as 0),
    /// negative or non-finite header and footer extents (no view). Nil answers are the layout's own values.
    private func reportInvalidMetrics(_ s: Int, _ inset: EdgeInsets?, _ line: Double?, _ inter: Double?, _ header: Double?,
                                      _ footer: Double?, _ reports: inout SanitizedAnswers) {
        if let i = inset, ![i.top, i.left, i.bottom, i.right].allSatisfy(SanitizedAnswers.isUsableOffset) {
            let finite = i.top.isFinite && i.left.isFinite && i.bottom.isFinite && i.right.isFinite
            reports.add("flowLayout(_:insetForSectionAt:) returned an inset that is \(finite ? "beyond ±1e+12" : "not finite") "
                + "for section \(s); it is read as 0")
        }
        if let line, !SanitizedAnswers.isUsableOffset(line) {
            reports.add("flowLayout(_:minimumLineSpacingForSectionAt:) returned a spacing that is \(SanitizedAnswers.defect(line)) "
                + "for section \(s); it is read as 0")
        }
        if let inter, !SanitizedAnswers.isUsableOffset(inter) {
            reports.add("flowLayout(_:minimumInteritemSpacingForSectionAt:) returned a spacing that is \(SanitizedAnswers.defect(inter)) "
                + "for section \(s); it is read as 0")
        }
        if let header, !SanitizedAnswers.isUsableLength(header) {
            reports.add("flowLayout(_:referenceSizeForHeaderInSection:) returned an extent that is \(SanitizedAnswers.defect(header)) "
                + "for section \(s); the section has no header")
        }
        if let footer, !SanitizedAnswers.isUsableLength(footer) {
            reports.add("flowLayout(_:referenceSizeForFooterInSection:) returned an extent that is \(SanitizedAnswers.defect(footer)) "
                + "for section \(s); the section has no footer")
        }
    }

    /// An item size times `itemScale`; unchanged at scale 1 (or an unusable scale) so frames stay exact.
    private func scaled(_ size: Size) -> Size {
        guard itemScale != 1, itemScale.isFinite, itemScale > 0 else { return size }
        return Size(width: size.width * itemScale, height: size.height * itemScale)
    }

    /// True for a size a layout may use: both sides usable lengths (`SanitizedAnswers.isUsableLength`).
    static func isUsable(_ size: Size) -> Bool {
        SanitizedAnswers.isUsableLength(size.width) && SanitizedAnswers.isUsableLength(size.height)
    }
    /// A size a layout may use: invalid ones (negative, NaN, infinite, past 1e12) become zero so nothing
    /// downstream traps or adds up to infinity.
    static func valid(_ size: Size) -> Size { isUsable(size) ? size : .zero }
    /// A finite number within ±1e12, or 0.
    static func finite(_ x: Double) -> Double { SanitizedAnswers.isUsableOffset(x) ? x : 0 }
    /// A header or footer extent; 0 (no view) unless positive and at most 1e12.
    static func extent(_ x: Double) -> Double { x > 0 && SanitizedAnswers.isUsableLength(x) ? x : 0 }
}
