import LayoutCore

/// Which parts of a dense display list's items can still be seen once the opaque items in front of them are
/// drawn, so the renderer draws only those parts. On a software renderer a frame costs the pixels it fills:
/// a circle of 500 cards stacks about a dozen cards on every pixel of its rim, and filling them all was 90 % of
/// the frame. An item covered everywhere is skipped; one covered in part is drawn clipped to the boxes left
/// visible. The answer is exact, not approximate: only opaque, untransformed card fills count as covering,
/// and only where they are sure to fill every pixel (inside their snapped edges, clear of their corner arcs'
/// antialiasing), so the pixels drawn are the pixels a full draw would leave.
struct OcclusionCuller {
    /// A box of whole device pixels, half-open: [x0, x1) × [y0, y1).
    struct PixelBox: Equatable {
        var x0: Int, y0: Int, x1: Int, y1: Int
        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
        var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }
        func intersects(_ b: PixelBox) -> Bool { x0 < b.x1 && b.x0 < x1 && y0 < b.y1 && b.y0 < y1 }
        func intersection(_ b: PixelBox) -> PixelBox {
            PixelBox(x0: max(x0, b.x0), y0: max(y0, b.y0), x1: min(x1, b.x1), y1: min(y1, b.y1))
        }
        func union(_ b: PixelBox) -> PixelBox {
            PixelBox(x0: min(x0, b.x0), y0: min(y0, b.y0), x1: max(x1, b.x1), y1: max(y1, b.y1))
        }
        /// The box in points (`scale` device pixels per point).
        func rect(scale: Double) -> Rect {
            Rect(x: Double(x0) / scale, y: Double(y0) / scale, width: Double(x1 - x0) / scale, height: Double(y1 - y0) / scale)
        }
    }

    /// What to draw of one item.
    enum Visibility: Equatable {
        /// All of it (nothing in front covers it, or it cannot be clipped: a transformed item or a line).
        case whole
        /// Nothing: opaque items in front cover every pixel it would touch, or it is off screen.
        case hidden
        /// Only these disjoint boxes of the plan's `boxes` (at most `partLimit(item)`).
        case parts(Range<Int>)
    }

    /// The answer for a list: what to draw of each item, and the boxes its `parts` point into (one array for
    /// the whole list, so a frame allocates nothing per item).
    struct Plan {
        var items: [Visibility]
        var boxes: [PixelBox]
    }

    /// Lists shorter than this are drawn whole: there is little to save and the bookkeeping would cost more.
    static let minimumItemCount = 48
    /// Most boxes an item is drawn in, one clipped draw each; a more broken-up visible part is merged into
    /// fewer, larger boxes (see `merge`). A card with a shadow or a label costs tens of calls per draw, so it
    /// is drawn in at most `maximumParts`; a plain fill (a section's background between its cards) costs a
    /// few, so it may be drawn in up to `maximumPlainParts`.
    static let maximumParts = 4
    /// See `maximumParts`.
    static let maximumPlainParts = 64

    /// How many boxes an item may be drawn in (see `maximumParts`).
    static func partLimit(_ item: DisplayItem) -> Int {
        let a = item.appearance
        return a.shadowColor.alpha > 0 || a.text != nil || a.image != nil ? maximumParts : maximumPlainParts
    }
    /// Side of the tiles coverage is kept in (device pixels): each tile holds one bit per pixel in a `UInt64`.
    static let tile = 8

    /// One entry per item of `items` (drawn in that order, back to front, into a `viewport` of points at `scale`
    /// device pixels per point), or nil when the list is not dense enough for culling to pay: too few items, or
    /// opaque cards overlapping one another on less than `1 / minimumOverlapFraction` of the screen (see
    /// `cardOverlap`: little is drawn twice, and finding what is hidden would cost more than drawing it).
    ///
    /// Items are visited front to back. Coverage is a bit per pixel, kept in 8 × 8 tiles: an item's visible part
    /// is the tiles where some pixel it may touch is not yet covered, as boxes (runs of tiles along a row,
    /// stacked while rows repeat), cut to the item's bounds; then its cross of surely filled pixels is added.
    /// A tile only partly visible is drawn whole, which draws a few covered pixels again: exact still, as they
    /// are covered afterwards as before.
    static func visibility(of items: [DisplayItem], viewport: Size, scale: Double) -> Plan? {
        guard items.count >= minimumItemCount, scale > 0, scale.isFinite, viewport.isValid else { return nil }
        let screen = PixelBox(x0: 0, y0: 0, x1: Int((viewport.width * scale).rounded(.up)), y1: Int((viewport.height * scale).rounded(.up)))
        guard !screen.isEmpty, screen.area <= 1 << 26 else { return nil }
        guard cardOverlap(of: items, screen: screen, scale: scale) >= screen.area / minimumOverlapFraction else { return nil }

        var coverage = TileCoverage(screen: screen)
        var result = [Visibility](repeating: .whole, count: items.count)
        var all: [PixelBox] = []
        var boxes: [PixelBox] = [], bands: [PixelBox] = []
        for i in stride(from: items.count - 1, through: 0, by: -1) {
            let item = items[i]
            guard item.transform.isIdentity, item.appearance.line == nil, item.frame.isValid else { continue }
            let bounds = drawnBounds(item, scale: scale).intersection(screen)
            if bounds.isEmpty { result[i] = .hidden; continue }
            coverage.uncovered(in: bounds, into: &boxes)
            if boxes.isEmpty { result[i] = .hidden; continue }
            let limit = partLimit(item)
            if boxes.count > limit { merge(&boxes, to: limit) }
            if boxes.count == 1 && boxes[0] == bounds {
                result[i] = .whole
            } else {
                result[i] = .parts(all.count..<(all.count + boxes.count))
                all += boxes
            }
            // An item seen at least in part covers those behind it (a hidden one adds nothing: what covers it
            // covers its cross too).
            if isOccluder(item) {
                crossBands(item, scale: scale, into: &bands)
                for band in bands { coverage.cover(band) }
            }
        }
        return Plan(items: result, boxes: all)
    }

    /// Merges boxes two at a time, always the pair whose bounding box adds the least area, until `limit` are
    /// left. A merged box may take in covered pixels (drawn and covered again, as without culling) but never
    /// overlaps another: a box that comes to overlap one is merged with it too, so each pixel is drawn once.
    static func merge(_ boxes: inout [PixelBox], to limit: Int) {
        // Choosing pairs is cubic in the count: a part broken into many pieces (a large backdrop behind a grid
        // of cards) is drawn once in its bounding box instead.
        if boxes.count > 3 * limit || (boxes.count > limit && limit > maximumParts) {
            boxes = [boxes.dropFirst().reduce(boxes[0]) { $0.union($1) }]
            return
        }
        while boxes.count > limit {
            var best = (a: 0, b: 1, waste: Int.max)
            for a in boxes.indices {
                for b in boxes.indices where b > a {
                    let waste = boxes[a].union(boxes[b]).area - boxes[a].area - boxes[b].area
                    if waste < best.waste { best = (a, b, waste) }
                }
            }
            var merged = boxes[best.a].union(boxes[best.b])
            boxes.remove(at: best.b)
            boxes.remove(at: best.a)
            // Swallow any box the merged one now meets, until it meets none (boxes stay disjoint).
            var k = 0
            while k < boxes.count {
                if boxes[k].intersects(merged) {
                    merged = merged.union(boxes.remove(at: k))
                    k = 0
                } else {
                    k += 1
                }
            }
            boxes.append(merged)
        }
    }

    /// Culling pays when the opaque cards overlap one another on at least this fraction (its inverse) of the screen.
    static let minimumOverlapFraction = 4
    /// Side of the cells the cards' union is estimated on (device pixels), in `cardOverlap`.
    static let overlapCell = 16

    /// How many pixels of the screen the opaque cards (cells) cover more than once: the sum of their areas less
    /// the area of their union, the union counted in whole `overlapCell` squares (so taken too large: the
    /// overlap is never overstated, and cards side by side with gaps between them overlap by nothing). Only
    /// cards count: a section background under a screen of cards is covered everywhere, but it is one cheap
    /// block fill (or blends once) and the culler would spend more than it saves, as on every frame of a flow
    /// at rest; cards heaped on cards (a circle, a layout switch) are what culling saves. (Plain cards count
    /// too: culled, the playground's circle of 500 plain cards runs more instructions, a third more, but its
    /// frame takes half the time: filling pixels is what costs on the software renderer, not the instructions
    /// that ask for it.)
    static func cardOverlap(of items: [DisplayItem], screen: PixelBox, scale: Double) -> Int {
        let cell = overlapCell
        let columns = (screen.x1 + cell - 1) / cell, rows = (screen.y1 + cell - 1) / cell
        var touched = [Bool](repeating: false, count: columns * rows)
        var sum = 0, union = 0
        touched.withUnsafeMutableBufferPointer { t in
            for item in items where item.key.category == .cell && isOccluder(item) {
                let b = pixelBox(item.frame, scale: scale, outward: true).intersection(screen)
                guard !b.isEmpty else { continue }
                sum += b.area
                for cy in (b.y0 / cell)...((b.y1 - 1) / cell) {
                    let row = cy * columns
                    for cx in (b.x0 / cell)...((b.x1 - 1) / cell) where !t[row + cx] {
                        t[row + cx] = true
                        union += cell * cell
                    }
                }
            }
        }
        return sum - union
    }

    /// Which pixels of the screen are covered so far: a bit per pixel in 8 × 8 tiles (one `UInt64` each, bit
    /// `8 * row + column`).
    struct TileCoverage {
        let screen: PixelBox
        let columns: Int, rows: Int
        var masks: [UInt64]
        /// Per tile of the item being asked about: whether some pixel it touches is uncovered (reused).
        private var open: [Bool] = []
        /// The runs of open tiles in the row above and in this one, with the box each extends (reused).
        private var previous: [(start: Int, end: Int, box: Int)] = [], current: [(start: Int, end: Int, box: Int)] = []

        init(screen: PixelBox) {
            self.screen = screen
            columns = (screen.x1 + tile - 1) / tile
            rows = (screen.y1 + tile - 1) / tile
            masks = [UInt64](repeating: 0, count: columns * rows)
        }

        /// The bits of one tile row for the pixel columns [a, b) of the tile (0 ≤ a < b ≤ 8).
        @inline(__always) static func rowBits(_ a: Int, _ b: Int) -> UInt64 {
            ((UInt64(1) &<< UInt64(b - a)) &- 1) &<< UInt64(a)
        }

        /// One bit at the start of each tile row in [a, b) (0 ≤ a < b ≤ 8): times `rowBits` it puts a copy of
        /// the row's bits in each of those rows.
        @inline(__always) static func rowStarts(_ a: Int, _ b: Int) -> UInt64 {
            (UInt64(0x0101_0101_0101_0101) &>> UInt64(8 * (tile - (b - a)))) &<< UInt64(8 * a)
        }

        /// Marks every pixel of `box` covered.
        mutating func cover(_ box: PixelBox) {
            let b = box.intersection(screen)
            guard !b.isEmpty else { return }
            let columns = columns, tx0 = b.x0 / tile, tx1 = (b.x1 - 1) / tile
            // Each column's bits are the same in every tile row: worked out once, then only multiplied.
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: tx1 - tx0 + 1) { across in
                for tx in tx0...tx1 { across[tx - tx0] = Self.rowBits(Swift.max(b.x0 - tx * tile, 0), Swift.min(b.x1 - tx * tile, tile)) }
                masks.withUnsafeMutableBufferPointer { m in
                    for ty in (b.y0 / tile)...((b.y1 - 1) / tile) {
                        let starts = Self.rowStarts(Swift.max(b.y0 - ty * tile, 0), Swift.min(b.y1 - ty * tile, tile))
                        let row = ty * columns
                        for k in 0...(tx1 - tx0) { m[row + tx0 + k] |= across[k] &* starts }
                    }
                }
            }
        }

        /// The parts of `bounds` not yet covered, as disjoint boxes of whole tiles (runs along a row, merged
        /// down while the next row's runs are the same), cut to `bounds`; empty when all of it is covered.
        mutating func uncovered(in bounds: PixelBox, into out: inout [PixelBox]) {
            out.removeAll(keepingCapacity: true)
            let tx0 = bounds.x0 / tile, tx1 = (bounds.x1 - 1) / tile, ty0 = bounds.y0 / tile, ty1 = (bounds.y1 - 1) / tile
            let width = tx1 - tx0 + 1
            open.removeAll(keepingCapacity: true)
            var any = false
            let columns = columns
            open.append(contentsOf: repeatElement(false, count: width * (ty1 - ty0 + 1)))
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: width) { across in
                for tx in tx0...tx1 { across[tx - tx0] = Self.rowBits(Swift.max(bounds.x0 - tx * tile, 0), Swift.min(bounds.x1 - tx * tile, tile)) }
                masks.withUnsafeBufferPointer { m in
                    open.withUnsafeMutableBufferPointer { o in
                        for ty in ty0...ty1 {
                            let starts = Self.rowStarts(Swift.max(bounds.y0 - ty * tile, 0), Swift.min(bounds.y1 - ty * tile, tile))
                            let row = ty * columns + tx0, out = (ty - ty0) * width
                            for k in 0..<width {
                                let need = across[k] &* starts
                                if m[row + k] & need != need { o[out + k] = true; any = true }
                            }
                        }
                    }
                }
            }
            guard any else { return }
            // Runs of open tiles, row by row; a run identical to one in the row above extends that box down.
            previous.removeAll(keepingCapacity: true)
            for row in 0...(ty1 - ty0) {
                current.removeAll(keepingCapacity: true)
                var x = 0
                while x < width {
                    guard open[row * width + x] else { x += 1; continue }
                    let start = x
                    while x < width && open[row * width + x] { x += 1 }
                    if let above = previous.first(where: { $0.start == start && $0.end == x }) {
                        out[above.box].y1 = (ty0 + row + 1) * tile
                        current.append((start, x, above.box))
                    } else {
                        out.append(PixelBox(x0: (tx0 + start) * tile, y0: (ty0 + row) * tile, x1: (tx0 + x) * tile, y1: (ty0 + row + 1) * tile))
                        current.append((start, x, out.count - 1))
                    }
                }
                swap(&previous, &current)
            }
            for k in out.indices { out[k] = out[k].intersection(bounds) }
        }
    }

    /// Whether an item's fill hides what is behind it: opaque and untransformed, not a line.
    static func isOccluder(_ item: DisplayItem) -> Bool {
        item.alpha >= 1 && item.appearance.backgroundColor.alpha >= 1 && item.transform.isIdentity
            && item.appearance.line == nil && item.frame.isValid && item.frame.width > 0 && item.frame.height > 0
    }

    /// Every pixel an item may touch: its frame (its fill, border, image and label all stay inside it) and its
    /// shadow (offset, grown by the shadow radius), rounded outwards.
    static func drawnBounds(_ item: DisplayItem, scale: Double) -> PixelBox {
        let a = item.appearance
        var r = item.frame
        if a.shadowColor.alpha > 0 {
            let spread = a.shadowRadius.isFinite ? max(0, a.shadowRadius) : 0
            r = r.union(item.frame.offsetBy(dx: a.shadowOffset.x, dy: a.shadowOffset.y).insetBy(dx: -spread, dy: -spread))
        }
        return pixelBox(r, scale: scale, outward: true)
    }

    /// The pixels an opaque card surely fills, as the backend fills it: its box snapped to device pixels (edges
    /// rounded, as `SDLBackend` snaps them) less its corner squares (a cross), and the square through its
    /// corner arcs' midpoints (inset by d = r(1 − 1/√2), a pixel more for the arcs' antialiasing), which covers
    /// most of each corner square. Written into `out` as disjoint bands of rows, top to bottom (at most five),
    /// whose union is those three boxes': covering them touches each tile once, where the three overlapping
    /// boxes touched most tiles two or three times.
    static func crossBands(_ item: DisplayItem, scale: Double, into out: inout [PixelBox]) {
        out.removeAll(keepingCapacity: true)
        let f = item.frame
        let px = { (v: Double) in Int(Swift.max(-1e9, Swift.min(1e9, (v * scale).rounded()))) }
        let x0 = px(f.minX), y0 = px(f.minY), x1 = px(f.maxX), y1 = px(f.maxY)
        guard x1 > x0, y1 > y0 else { return }
        let radius = item.appearance.cornerRadius.isFinite ? Swift.max(0, item.appearance.cornerRadius) : 0
        let r = Swift.min(px(radius), (x1 - x0) / 2, (y1 - y0) / 2)
        if r <= 0 { out.append(PixelBox(x0: x0, y0: y0, x1: x1, y1: y1)); return }
        let d = Int((Double(r) * (1 - 1 / 2.0.squareRoot())).rounded(.up)) + 1
        // Rows [y0, y0 + min(d, r)) are filled between the corner squares only; rows [y0 + d, y0 + r), when d < r,
        // also by the inset square (wider); rows [y0 + r, y1 − r) edge to edge; the bottom mirrors the top. With
        // d ≥ r the inset square lies inside the middle band.
        let e = Swift.min(d, r)
        func add(_ band: PixelBox) { if !band.isEmpty { out.append(band) } }
        add(PixelBox(x0: x0 + r, y0: y0, x1: x1 - r, y1: y0 + e))
        add(PixelBox(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y0 + r))
        add(PixelBox(x0: x0, y0: y0 + r, x1: x1, y1: y1 - r))
        add(PixelBox(x0: x0 + d, y0: y1 - r, x1: x1 - d, y1: y1 - d))
        add(PixelBox(x0: x0 + r, y0: y1 - e, x1: x1 - r, y1: y1))
    }

    /// A rectangle in points as whole device pixels, rounded outwards (or inwards).
    static func pixelBox(_ r: Rect, scale: Double, outward: Bool) -> PixelBox {
        let clamp = { (v: Double) in Swift.max(-1e9, Swift.min(1e9, v)) }
        let lo: FloatingPointRoundingRule = outward ? .down : .up, hi: FloatingPointRoundingRule = outward ? .up : .down
        return PixelBox(x0: Int(clamp((r.minX * scale).rounded(lo))), y0: Int(clamp((r.minY * scale).rounded(lo))),
                        x1: Int(clamp((r.maxX * scale).rounded(hi))), y1: Int(clamp((r.maxY * scale).rounded(hi))))
    }
}
