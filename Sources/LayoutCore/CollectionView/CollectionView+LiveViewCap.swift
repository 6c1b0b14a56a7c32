/// The live-view cap: however many cells a layout puts in the visible rect (a circle of 100,000 items, a flow
/// pinched out to a million), at most this many get views; the rest are drawn as plain quads of their color.
extension CollectionView {
    /// The most cells given views at once; nil (the default, as in UIKit, which has no such limit) gives every
    /// visible cell a view. When more cells are visible, the frontmost `maximumLiveViewCount` in drawing order
    /// get views, and the others are drawn in a cheap form (`DisplayList.quads`: a filled quad of the data
    /// source's `summaryColorForItemAt`, no label) behind them: at that density a label cannot be read anyway,
    /// and the frame's cost stays bounded. Cells without a view are not in `visibleLayoutAttributes`,
    /// `indexPathsForVisibleItems` or hit-testing. Headers, footers and decorations always get views.
    /// A layout switch into such a screen moves at most this many elements; the cells that only fade are worked
    /// out once, at its first frame, and drawn as two quad lists at alpha 1 − progress (the old layout's) and
    /// progress (the new one's), so a frame of the switch costs what moves, not every cell. Into a circle of
    /// more than 20,000 items the new side is not queried at all: its cells are read 50,000 a frame, front to
    /// back (the image fills in from the front), and the switch lands on what it read (`SlicedFadeIn`).
    public var maximumLiveViewCount: Int? {
        get { views.maximumLiveCellCount }
        set {
            views.maximumLiveCellCount = newValue.map { max(0, $0) }
            views.needsUpdate = true
        }
    }

    /// Visible cells drawn without a view in the last update cycle (beyond `maximumLiveViewCount`).
    public var summarizedCellCount: Int { views.summarizedCellCount }

    /// Quads drawn for the cells beyond the cap in the last update cycle: the visible parts of untransformed
    /// cells (see `visibleParts(of:)`), or transformed cells culled when off screen, smaller than a pixel or
    /// hidden under an identical opaque quad drawn later.
    public var summaryQuadCount: Int { views.summaries.count }

    /// Visible-views passes (query, diff, reuse) run so far; with `lastVisibleViewsUpdateDuration`, lets a
    /// client tell whether this frame's update cycle ran one and what it cost.
    public var visibleViewsUpdateCount: Int { views.passCount }
    /// A time source in seconds injected by the app (LayoutCore reads no clock); when set, visible-views
    /// passes are timed.
    public var visibleViewsTimer: (() -> Double)? {
        get { views.timer }
        set { views.timer = newValue }
    }
    /// How long the last visible-views pass took, in seconds (nil until one ran with `visibleViewsTimer` set).
    public var lastVisibleViewsUpdateDuration: Double? { views.lastPassDuration }

    /// The drawable elements of a pass, less the cells beyond the cap, which become `views.summaries`.
    func capLiveViews(_ drawable: [LayoutAttributes]) -> [LayoutAttributes] {
        views.summaries.removeAll(keepingCapacity: true)
        views.summarizedCellCount = 0
        guard let cap = views.maximumLiveCellCount else { return drawable }
        var cellCount = 0
        // Through a buffer pointer, fields read in place: a loop over the elements, or an array's subscript,
        // copies each (at 100,000 cells, a good part of a landing frame).
        drawable.withUnsafeBufferPointer { b in
            for i in b.indices where b[i].key.category == .cell { cellCount += 1 }
        }
        guard cellCount > cap else { return drawable }

        // Cells in drawing order (zIndex, then key); layouts mostly answer in that order already, so a sort
        // is only paid for when they do not.
        // Copied apart only when there is something else among them: at a million cells a copy is a frame.
        var cells = drawable
        var others: [LayoutAttributes] = []
        if cellCount < drawable.count {
            cells = []
            cells.reserveCapacity(cellCount)
            for a in drawable { if a.category == .cell { cells.append(a) } else { others.append(a) } }
        }
        let ordered = Self.isInDrawingOrder(cells[...])
        if !ordered { cells.sort(by: Self.drawsBefore) }

        let split = cells.count - cap
        views.summarizedCellCount = split
        views.summaries = summaryQuads(cells[..<split])
        return others + cells[split...]
    }

    static func drawsBefore(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        a.zIndex != b.zIndex ? a.zIndex < b.zIndex : a.key < b.key
    }

    /// True when `cells` are already in drawing order (`drawsBefore`), read in place (see `visibleParts`).
    static func isInDrawingOrder(_ cells: ArraySlice<LayoutAttributes>) -> Bool {
        cells.withUnsafeBufferPointer { b in
            for i in b.indices.dropFirst() {
                let z0 = b[i - 1].zIndex, z1 = b[i].zIndex
                if z0 < z1 { continue }
                if z0 > z1 || !(b[i - 1].key < b[i].key) { return false }
            }
            return true
        }
    }

    /// The cheap form of cells, back to front, in window coordinates. Culled: quads off screen, quads that
    /// cover no pixel centre (sub-pixel), and quads under an identical opaque one drawn later (at this density
    /// many cells share their pixels: a circle of 100,000 cells has about fifty on every pixel of its rim).
    /// `origin`: the content offset they are seen at (default: the current one).
    func summaryQuads(_ cells: ArraySlice<LayoutAttributes>, origin: Point? = nil) -> [DisplayQuad] {
        let untransformed = cells.withUnsafeBufferPointer { b in b.indices.allSatisfy { b[$0].transform3D.isIdentity } }
        if untransformed { return visibleParts(of: cells, origin: origin) }
        let o = origin ?? scroll.bounds.origin
        let screen = Rect(origin: .zero, size: scroll.bounds.size)
        var covered = Set<PixelBox>()
        var out: [DisplayQuad] = []
        // Front to back, so a quad is dropped when one drawn after it already covers the same pixels.
        for a in cells.reversed() {
            guard !a.isHidden, a.alpha > 0 else { continue }
            let f = a.frame.offsetBy(dx: -o.x, dy: -o.y)
            let base = dataSource?.collectionView(self, summaryColorForItemAt: a.indexPath) ?? Color(hex: 0x8C9AA8)
            let color = Color(red: base.red, green: base.green, blue: base.blue, alpha: base.alpha * min(1, a.alpha))
            if a.transform3D.isIdentity {
                // Snapped to whole pixels, as a filled rectangle is drawn: same pixels, fewer distinct quads.
                let box = PixelBox(f)
                guard box.isEmpty == false, box.intersects(screen) else { continue }
                if covered.contains(box) { continue }
                if color.alpha >= 1 { covered.insert(box) }
                out.append(DisplayQuad(rect: box.rect, color: color))
            } else {
                let c = f.center
                func p(_ x: Double, _ y: Double) -> Point {
                    let q = a.transform3D.project(Point(x: x - c.x, y: y - c.y))
                    return Point(x: q.x + c.x, y: q.y + c.y)
                }
                let q = DisplayQuad(topLeft: p(f.minX, f.minY), topRight: p(f.maxX, f.minY), bottomRight: p(f.maxX, f.maxY),
                                    bottomLeft: p(f.minX, f.maxY), color: color)
                let xs = [q.topLeft.x, q.topRight.x, q.bottomRight.x, q.bottomLeft.x]
                let ys = [q.topLeft.y, q.topRight.y, q.bottomRight.y, q.bottomLeft.y]
                guard xs.allSatisfy(\.isFinite), ys.allSatisfy(\.isFinite) else { continue }
                let hull = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                guard hull.intersects(screen), hull.width >= 0.5 || hull.height >= 0.5 else { continue }
                out.append(q)
            }
        }
        out.reverse()
        return out
    }
}

extension CollectionView {
    /// Display lists longer than this are culled of items hidden under an identical opaque item drawn later:
    /// only dense screens (a circle of thousands of cells stacked on each pixel of its rim) pay for the test.
    static let occlusionCullingThreshold = 1_000

    /// Items, back to front, less those an item drawn later hides completely: both untransformed, on the same
    /// whole-pixel box, the later one opaque with corners no rounder, the hidden one casting no shadow and
    /// drawing no line (nothing of it shows outside its box). In place: the items are read where they are and
    /// the kept ones moved down, not copied (at thousands of items each copy is a good part of a frame).
    static func cullOccluded(_ items: inout [DisplayItem]) {
        var covering = PixelBox.Table(capacity: items.count)  // box → the smallest corner radius of an opaque item on it
        var keep = [Bool](repeating: true, count: items.count)
        var culled = 0
        for i in items.indices.reversed() {
            guard items[i].transform.isIdentity else { continue }
            let box = PixelBox(items[i].frame)
            let radius = items[i].appearance.cornerRadius
            let plain = items[i].appearance.line == nil
            if items[i].appearance.shadowColor.alpha == 0, plain, let r = covering[box], r <= radius {
                keep[i] = false
                culled += 1
                continue
            }
            if items[i].alpha >= 1, items[i].appearance.backgroundColor.alpha >= 1, plain, !box.isEmpty {
                covering.lower(box, to: radius)
            }
        }
        guard culled > 0 else { return }
        var j = 0
        for i in items.indices where keep[i] {
            if i != j { items.swapAt(i, j) }
            j += 1
        }
        items.removeLast(items.count - j)
    }
}

extension CollectionView {
    /// Untransformed cells as the visible parts of their whole-pixel boxes: front to back, each row keeps the
    /// spans already covered, and a box yields only what is left of it (rows with the same spans merged into
    /// one rectangle). The parts do not overlap, so drawing them costs the pixels seen, not the pixels
    /// stacked: a circle of 100,000 cells stacks about fifty on every pixel of its rim. Every cell counts as
    /// covering, whatever its alpha: cells fading together (a switch cross-fading) fade as one image.
    func visibleParts(of cells: ArraySlice<LayoutAttributes>, origin: Point? = nil) -> [DisplayQuad] {
        // Read through a buffer pointer: its elements' fields are read in place, where an array's subscript
        // copies the whole attributes first (hundreds of instructions each: the key's index path is a resilient
        // Foundation type), most of the cost at 100,000 cells.
        cells.withUnsafeBufferPointer { visibleParts(of: $0, origin: origin) }
    }

    private func visibleParts(of cells: UnsafeBufferPointer<LayoutAttributes>, origin: Point?) -> [DisplayQuad] {
        var parts = VisibleParts(origin: origin ?? scroll.bounds.origin, size: scroll.bounds.size)
        withSummaryColors { color in
            for i in cells.indices.reversed() {
                parts.add(cells[i].frame, alpha: cells[i].alpha, isHidden: cells[i].isHidden) { color(cells[i].key.indexPath) }
            }
        }
        return parts.quads
    }

    /// Runs `body` with the cheap form's color of an item (the data source's summary color), the data source
    /// loaded once: it is held weakly, and loading a weak reference per cell (a side-table load, a retain and a
    /// release) was most of the cost of turning 100,000 cells into quads.
    func withSummaryColors<R>(_ body: ((IndexPath) -> Color) -> R) -> R {
        guard let source = dataSource else { return body { _ in Color(hex: 0x8C9AA8) } }
        // Both held unretained while `body` runs (kept alive here): each is weakly referenced elsewhere, so it
        // has a side table, and every retain and release of it per cell takes the slow path.
        return withExtendedLifetime((source, self)) {
            let colors = SummaryColors(collectionView: self, dataSource: source)
            return body(colors.color)
        }
    }

    /// A collection view and its data source, unretained, answering summary colors (see `withSummaryColors`).
    private struct SummaryColors {
        unowned(unsafe) let collectionView: CollectionView
        unowned(unsafe) let dataSource: any CollectionViewDataSource
        func color(_ indexPath: IndexPath) -> Color { dataSource.collectionView(collectionView, summaryColorForItemAt: indexPath) }
    }

    /// `visibleParts(of:)` one cell at a time, front to back, so the work can be spread over frames
    /// (`SlicedFadeIn`): the rows' covered spans are kept between cells.
    struct VisibleParts {
        let origin: Point
        let width: Int32, height: Int
        private var rows: [[Span]]
        /// The parts so far, front to back.
        private(set) var quads: [DisplayQuad] = []
        private var open: [(span: Span, top: Int)] = []
        private var left: [Span] = []
        private var previous: PixelBox?

        /// Parts of cells seen at `origin` (content coordinates) in a viewport of `size`.
        init(origin: Point, size: Size) {
            self.origin = origin
            width = Int32(max(0, min(1e6, size.width.rounded(.up))))
            height = Int(max(0, min(1e6, size.height.rounded(.up))))
            rows = [[Span]](repeating: [], count: height)
        }

        /// Adds the next cell (behind every cell added before): what of its box is not yet covered.
        mutating func add(_ frame: Rect, alpha: Double, isHidden: Bool, color base: () -> Color) {
            let box = PixelBox(frame.offsetBy(dx: -origin.x, dy: -origin.y))
            // Neighbours in a dense layout often snap to the same box: the one in front already covers it.
            if box == previous { return }
            guard !isHidden, alpha > 0 else { return }
            previous = box
            let x0 = max(0, box.minX), x1 = min(width, box.maxX)
            let y0 = Int(max(0, box.minY)), y1 = min(height, Int(box.maxY))
            guard x0 < x1, y0 < y1 else { return }
            let base = base()
            let color = Color(red: base.red, green: base.green, blue: base.blue, alpha: base.alpha * min(1, alpha))
            // Parts left open from the rows above, extended while the next row leaves the same spans.
            open.removeAll(keepingCapacity: true)
            for y in y0..<y1 {
                left.removeAll(keepingCapacity: true)
                Span.subtract(Span(x0, x1), covered: rows[y], into: &left)
                if !left.isEmpty { Span.insert(Span(x0, x1), into: &rows[y]) }
                if left.count == open.count && CollectionView.sameSpans(left, open) { continue }
                for part in open { quads.append(part.span.quad(top: part.top, bottom: y, color: color)) }
                open.removeAll(keepingCapacity: true)
                for span in left { open.append((span, y)) }
            }
            for part in open { quads.append(part.span.quad(top: part.top, bottom: y1, color: color)) }
        }
    }

    fileprivate static func sameSpans(_ a: [Span], _ b: [(span: Span, top: Int)]) -> Bool {
        for i in a.indices where a[i] != b[i].span { return false }
        return true
    }

    /// A run of pixels [start, end) in one row.
    struct Span: Equatable {
        var start: Int32, end: Int32
        init(_ start: Int32, _ end: Int32) { self.start = start; self.end = end }

        func quad(top: Int, bottom: Int, color: Color) -> DisplayQuad {
            DisplayQuad(rect: Rect(x: Double(start), y: Double(top), width: Double(end - start), height: Double(bottom - top)), color: color)
        }

        /// The parts of `s` outside the sorted, disjoint `covered` spans.
        static func subtract(_ s: Span, covered: [Span], into out: inout [Span]) {
            var x = s.start
            for c in covered where c.end > x {
                if c.start >= s.end { break }
                if c.start > x { out.append(Span(x, c.start)) }
                x = max(x, c.end)
                if x >= s.end { return }
            }
            if x < s.end { out.append(Span(x, s.end)) }
        }

        /// Adds `s` to sorted, disjoint spans, merging those it touches.
        static func insert(_ s: Span, into spans: inout [Span]) {
            var lo = 0
            while lo < spans.count && spans[lo].end < s.start { lo += 1 }
            var hi = lo, merged = s
            while hi < spans.count && spans[hi].start <= s.end {
                merged = Span(min(merged.start, spans[hi].start), max(merged.end, spans[hi].end))
                hi += 1
            }
            if hi == lo {
                spans.insert(merged, at: lo)
            } else {
                spans[lo] = merged
                if hi > lo + 1 { spans.removeSubrange((lo + 1)..<hi) }
            }
        }
    }
}

/// A rectangle snapped to whole pixels (window points at scale 1), hashable for the covered-quad test.
struct PixelBox: Hashable {
    let minX: Int32, minY: Int32, maxX: Int32, maxY: Int32

    init(_ r: Rect) {
        func snap(_ v: Double) -> Int32 { Int32(max(-1e6, min(1e6, v)).rounded()) }
        minX = snap(r.minX); minY = snap(r.minY); maxX = snap(r.maxX); maxY = snap(r.maxY)
    }

    /// True when no pixel centre lies inside: the element is thinner than a pixel where it is.
    var isEmpty: Bool { maxX <= minX || maxY <= minY }
    var rect: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX), height: Double(maxY - minY)) }
    func intersects(_ r: Rect) -> Bool { rect.intersects(r) }

    /// Boxes to the smallest value stored for each, in an open-addressed table with a multiplicative hash: the
    /// occlusion culling asks it twice per display item every frame (thousands on a dense screen), where a
    /// Dictionary's seeded hashing was a tenth of the frame.
    struct Table {
        private var keys: [PixelBox?]
        private var values: [Double]
        private let mask: Int

        /// A table for up to `capacity` boxes.
        init(capacity: Int) {
            var size = 16
            while size < 2 * capacity { size *= 2 }
            keys = [PixelBox?](repeating: nil, count: size)
            values = [Double](repeating: 0, count: size)
            mask = size - 1
        }

        private func slot(_ box: PixelBox) -> Int {
            var h = UInt64(UInt32(bitPattern: box.minX)) &* 0x9E37_79B9_7F4A_7C15
            h = (h ^ UInt64(UInt32(bitPattern: box.minY))) &* 0xC2B2_AE3D_27D4_EB4F
            h = (h ^ UInt64(UInt32(bitPattern: box.maxX))) &* 0x1656_67B1_9E37_79F9
            h = (h ^ UInt64(UInt32(bitPattern: box.maxY))) &* 0x9E37_79B9_7F4A_7C15
            var i = Int(truncatingIfNeeded: h >> 32) & mask
            while let k = keys[i], k != box { i = (i + 1) & mask }
            return i
        }

        subscript(box: PixelBox) -> Double? {
            let i = slot(box)
            return keys[i] == nil ? nil : values[i]
        }

        /// Stores `value` for `box` unless a smaller one is stored.
        mutating func lower(_ box: PixelBox, to value: Double) {
            let i = slot(box)
            if keys[i] == nil { keys[i] = box; values[i] = value } else { values[i] = min(values[i], value) }
        }
    }
}
