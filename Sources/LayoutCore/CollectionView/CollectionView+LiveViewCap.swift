/// The live-view cap: however many cells a layout puts in the visible rect (a circle of 100,000 items, a flow
/// pinched out to a million), at most this many get views; the rest are drawn as plain quads of their color.
extension CollectionView {
    /// The most cells given views at once; nil (the default, as in UIKit, which has no such limit) gives every
    /// visible cell a view. When more cells are visible, the frontmost `maximumLiveViewCount` in drawing order
    /// get views, and the others are drawn in a cheap form (`DisplayList.quads`: a filled quad of the data
    /// source's `summaryColorForItemAt`, no label) behind them: at that density a label cannot be read anyway,
    /// and the frame's cost stays bounded. Cells without a view are not in `visibleLayoutAttributes`,
    /// `indexPathsForVisibleItems` or hit-testing. Headers, footers and decorations always get views.
    public var maximumLiveViewCount: Int? {
        get { views.maximumLiveCellCount }
        set {
            views.maximumLiveCellCount = newValue.map { max(0, $0) }
            views.needsUpdate = true
        }
    }

    /// Visible cells drawn without a view in the last update cycle (beyond `maximumLiveViewCount`).
    public var summarizedCellCount: Int { views.summarizedCellCount }

    /// Cells drawn as quads in the last update cycle, after culling those off screen, smaller than a pixel or
    /// hidden under an identical opaque quad drawn later.
    public var summaryQuadCount: Int { views.summaries.count }

    /// Visible-views passes (query, diff, reuse) run so far; with `lastVisibleViewsUpdateDuration`, lets a
    /// client tell whether this frame's update cycle ran one and what it cost.
    public var visibleViewsUpdateCount: Int { views.passCount }
    /// How long the last visible-views pass took, in seconds (nil until one ran with `prepareTimer` set).
    public var lastVisibleViewsUpdateDuration: Double? { views.lastPassDuration }

    /// The drawable elements of a pass, less the cells beyond the cap, which become `views.summaries`.
    func capLiveViews(_ drawable: [LayoutAttributes]) -> [LayoutAttributes] {
        views.summaries.removeAll(keepingCapacity: true)
        views.summarizedCellCount = 0
        guard let cap = views.maximumLiveCellCount else { return drawable }
        var cellCount = 0
        for a in drawable where a.category == .cell { cellCount += 1 }
        guard cellCount > cap else { return drawable }

        // Cells in drawing order (zIndex, then key); layouts mostly answer in that order already, so a sort
        // is only paid for when they do not.
        var cells: [LayoutAttributes] = []
        var others: [LayoutAttributes] = []
        cells.reserveCapacity(cellCount)
        for a in drawable { if a.category == .cell { cells.append(a) } else { others.append(a) } }
        var ordered = true
        for i in cells.indices.dropFirst() where !Self.drawsBefore(cells[i - 1], cells[i]) { ordered = false; break }
        if !ordered { cells.sort(by: Self.drawsBefore) }

        let split = cells.count - cap
        views.summarizedCellCount = split
        views.summaries = summaryQuads(cells[..<split])
        return others + cells[split...]
    }

    private static func drawsBefore(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        a.zIndex != b.zIndex ? a.zIndex < b.zIndex : a.key < b.key
    }

    /// The cheap form of cells, back to front, in window coordinates. Culled: quads off screen, quads that
    /// cover no pixel centre (sub-pixel), and quads under an identical opaque one drawn later (at this density
    /// many cells share their pixels: a circle of 100,000 cells has about fifty on every pixel of its rim).
    func summaryQuads(_ cells: ArraySlice<LayoutAttributes>) -> [DisplayQuad] {
        let o = scroll.bounds.origin
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
    /// drawing no line (nothing of it shows outside its box).
    static func cullingOccluded(_ items: [DisplayItem]) -> [DisplayItem] {
        var covering: [PixelBox: Double] = [:]  // box → the smallest corner radius of an opaque item on it
        var keep = [Bool](repeating: true, count: items.count)
        for i in items.indices.reversed() {
            let item = items[i], a = item.appearance
            guard item.transform.isIdentity else { continue }
            let box = PixelBox(item.frame)
            if a.shadowColor.alpha == 0, a.line == nil, let radius = covering[box], radius <= a.cornerRadius {
                keep[i] = false
                continue
            }
            if item.alpha >= 1, a.backgroundColor.alpha >= 1, a.line == nil, !box.isEmpty {
                covering[box] = min(covering[box] ?? .infinity, a.cornerRadius)
            }
        }
        var out: [DisplayItem] = []
        out.reserveCapacity(items.count)
        for i in items.indices where keep[i] { out.append(items[i]) }
        return out
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
}
