import LayoutCore

/// The layout inspector (I): outlines every live element by category with a small "section.item kind z" tag,
/// marks the rect of the layout's last rect query, and lists the collection view's counters (visible elements,
/// reuse pools, prepares, the last query). Clicking with the inspector on selects an element, whose full
/// attributes are then listed in a second panel. Pure: state and the collection view in, display items out.
struct InspectorOverlay {
    /// Whether the app draws the inspector.
    var isVisible = false
    /// The element whose attributes are listed (the one clicked with the inspector on).
    var selectedKey: ElementKey?

    init(isVisible: Bool = false, selectedKey: ElementKey? = nil) {
        self.isVisible = isVisible
        self.selectedKey = selectedKey
    }

    /// The decoration kind of the inspector's items.
    static let kind = "inspector"
    /// Above the content, below the parameter panel (Int.max-30…), the HUD (Int.max-20…) and the legend.
    static let outlineZ = Int.max - 40
    static let tagZ = Int.max - 39
    static let queryZ = Int.max - 38
    static let highlightZ = Int.max - 37
    static let panelZ = Int.max - 36
    static let panelTextZ = Int.max - 35

    /// Outline colours per category (also the panel's legend).
    static let cellColor = Color(hex: 0x39C5FF)
    static let supplementaryColor = Color(hex: 0xF2A93B)
    static let decorationColor = Color(hex: 0x7EE787)
    static let queryColor = Color(hex: 0xFF5FD2)
    static let highlightColor = Color(hex: 0xFFF36B)
    /// Opacity of ghosts (elements animating out) and hidden elements.
    static let dimAlpha = 0.4
    /// At most this many tags per frame: beyond that they would be unreadable anyway and cost label textures.
    static let maximumTags = 400
    static let tagFontSize = 9.0
    static let tagHeight = 12.0
    static let panelFontSize = 12.0
    static let panelLineHeight = 17.0

    /// The outline colour of a category.
    static func color(for category: ElementCategory) -> Color {
        switch category {
        case .cell: return cellColor
        case .supplementaryView: return supplementaryColor
        case .decorationView: return decorationColor
        }
    }

    /// The tag drawn on an element: "section.item kind z", e.g. "0.12 cell z0", "1.0 header z10".
    static func tag(for a: LayoutAttributes) -> String {
        "\(shortTag(for: a)) \(a.category.kind ?? "cell") z\(a.zIndex)"
    }

    /// The short tag for narrow elements: the index path alone, "0.12".
    static func shortTag(for a: LayoutAttributes) -> String {
        (a.key.ghostOrigin ?? a.key).indexPath.map(String.init).joined(separator: ".")
    }

    /// A category in words, with its kind: "cell", "supplementary view · kind header".
    static func categoryName(_ c: ElementCategory) -> String {
        switch c {
        case .cell: return "cell"
        case .supplementaryView(let kind): return "supplementary view · kind \(kind)"
        case .decorationView(let kind): return "decoration view · kind \(kind)"
        }
    }

    /// The counts panel's lines: layout, data size, visible elements by category, reuse pools, prepares and the
    /// last rect query.
    static func countLines(collectionView cv: CollectionView, layoutName: String, itemCount: Int) -> [String] {
        countLines(collectionView: cv, visible: cv.visibleLayoutAttributes, layoutName: layoutName, itemCount: itemCount)
    }

    private static func countLines(collectionView cv: CollectionView, visible: [LayoutAttributes], layoutName: String,
                                   itemCount: Int) -> [String] {
        var cells = 0, supplementary = 0, decoration = 0
        for a in visible {
            switch a.category {
            case .cell: cells += 1
            case .supplementaryView: supplementary += 1
            case .decorationView: decoration += 1
            }
        }
        let sections = cv.numberOfSections
        var lines = [
            "layout: \(layoutName)",
            "items \(itemCount) in \(sections) section\(sections == 1 ? "" : "s")",
            "visible elements: \(visible.count) (cells \(cells) · supplementary \(supplementary) · decoration \(decoration))",
        ]
        // One line per reuse pool, live and pooled counts merged by pool name.
        var pools: [String: (live: Int, pooled: Int)] = [:]
        for (pool, n) in cv.liveViewCounts { pools[pool, default: (0, 0)].live += n }
        for (pool, n) in cv.pooledViewCounts { pools[pool, default: (0, 0)].pooled += n }
        for name in pools.keys.sorted() {
            let c = pools[name]!
            lines.append("pool \(name): \(c.live) live · \(c.pooled) pooled")
        }
        let timing = cv.lastPrepareDuration.map { "last prepare \(OverlayStyle.twoDecimals($0 * 1000)) ms" } ?? "not timed"
        lines.append("prepares: \(cv.prepareCount) · \(timing)")
        if let r = cv.lastQueryRect {
            lines.append("last rect query: \(OverlayStyle.rect(r)) → \(cv.lastQueryResultCount) attributes")
        } else {
            lines.append("last rect query: none yet")
        }
        return lines
    }

    /// Every attribute of an element, one per line: category and kind, index path, frame, center, size, alpha,
    /// zIndex, isHidden, the transform (four matrix rows, or identity) and each custom value, sorted by name.
    static func attributeLines(_ a: LayoutAttributes) -> [String] {
        var lines = ["element: \(categoryName(a.category))" + (a.key.isGhost ? " · ghost (animating out)" : "")]
        let path = (a.key.ghostOrigin ?? a.key).indexPath
        lines.append("indexPath: \(path)")
        lines.append("frame: \(OverlayStyle.rect(a.frame))")
        lines.append("center: \(OverlayStyle.point(a.center))")
        lines.append("size: \(OverlayStyle.number(a.size.width)) × \(OverlayStyle.number(a.size.height))")
        lines.append("alpha: \(OverlayStyle.number(a.alpha))")
        lines.append("zIndex: \(a.zIndex)")
        lines.append("isHidden: \(a.isHidden)")
        if a.transform3D.isIdentity {
            lines.append("transform: identity")
        } else {
            lines.append("transform:")
            for row in a.transform3D.rows { lines.append("  [" + row.map { OverlayStyle.number($0) }.joined(separator: "  ") + "]") }
        }
        if a.customValues.isEmpty {
            lines.append("custom values: none")
        } else {
            lines.append("custom values:")
            for name in a.customValues.keys.sorted() { lines.append("  \(name) = \(valueText(a.customValues[name]!))") }
        }
        return lines
    }

    /// A custom value as the panel shows it (numbers rounded to two decimals).
    static func valueText(_ v: AttributeValue) -> String {
        switch v {
        case .number(let n): return OverlayStyle.number(n)
        case .point(let p): return OverlayStyle.point(p)
        default: return v.description
        }
    }

    /// Selects the front-most element under a window point (nil when there is none).
    /// Keeps the inspected element through a batch update (its new key) and forgets it when it was deleted or
    /// the data was reloaded (nil mapping).
    mutating func follow(_ mapping: ElementKeyMapping?) {
        selectedKey = selectedKey.flatMap { key in mapping?.newKey(key) }
    }

    mutating func select(at windowPoint: Point, in collectionView: CollectionView) {
        selectedKey = collectionView.layoutAttributesForElements(atWindowPoint: windowPoint).first?.key
    }

    /// The inspector's items for this frame, back to front, in window coordinates.
    /// `panelArea` is where the counts and attribute panels may go (window coordinates); nil: the window above the
    /// legend bar, 10 points in from its edges.
    func items(collectionView cv: CollectionView, layoutName: String, itemCount: Int, panelArea: Rect? = nil) -> [DisplayItem] {
        let visible = cv.visibleLayoutAttributes
        let offset = cv.contentOffset
        let viewport = Rect(origin: .zero, size: cv.viewportSize)
        var b = OverlayBuilder(kind: Self.kind, capacity: 2 * visible.count + 40)

        // (a) Outlines and tags. Tags are never shrunk (a scaled-down tag is unreadable): an element too narrow
        // for "s.i kind z" gets just "s.i", and one too narrow for that none. A tag that would overlap an
        // earlier one (a section background and its header share a corner) moves down a line or two within its
        // element, else is left out.
        var tags = TagPlacer()
        let tagRoom = 2 * OverlayStyle.labelPadding + 3  // a few points to spare: short tags must never be scaled
        for a in visible {
            let frame = a.frame.offsetBy(dx: -offset.x, dy: -offset.y)
            guard frame.isValid else { continue }
            let alpha = a.key.isGhost || a.isHidden ? Self.dimAlpha : 1
            let color = Self.color(for: a.category)
            b.outline(frame, transform: a.transform3D, color: color, width: 1, zIndex: Self.outlineZ, alpha: alpha)
            guard tags.count < Self.maximumTags else { continue }
            guard let box = Self.boundingBox(frame, a.transform3D).intersection(viewport), box.height >= Self.tagHeight + 2 else { continue }
            var text = Self.tag(for: a)
            var width = OverlayStyle.textWidth(text, fontSize: Self.tagFontSize) + tagRoom
            if width > box.width - 2 {
                text = Self.shortTag(for: a)
                width = OverlayStyle.textWidth(text, fontSize: Self.tagFontSize) + tagRoom
                guard width <= box.width - 2 else { continue }
            }
            // Cells are tagged at their top left; headers, footers and backgrounds at their top right, clear of
            // the titles they show at their left.
            let x = a.category == .cell ? box.minX + 1 : box.maxX - width - 1
            var spot = Rect(x: x, y: box.minY + 1, width: width, height: Self.tagHeight)
            for _ in 0..<2 where !tags.isFree(spot) && spot.maxY + Self.tagHeight + 1 <= box.maxY {
                spot = spot.offsetBy(dx: 0, dy: Self.tagHeight + 1)
            }
            guard tags.place(spot) else { continue }
            var look = ViewAppearance()
            look.text = text
            look.textColor = color
            look.fontSize = Self.tagFontSize
            look.backgroundColor = Color(hex: 0x0E1014, alpha: 0.75)
            b.add(frame: spot, zIndex: Self.tagZ, alpha: alpha, look)
        }

        // (b) The last rect query, thick. Its tag goes at the bottom right, just above the legend bar, where the
        // element tags (top left) and the panels and HUD (top corners) are not.
        if let q = cv.lastQueryRect, q.isValid {
            let r = q.offsetBy(dx: -offset.x, dy: -offset.y)
            b.outline(r, color: Self.queryColor, width: 3, zIndex: Self.queryZ)
            var look = ViewAppearance()
            look.text = "rect query"
            look.textColor = Self.queryColor
            look.fontSize = 11
            look.backgroundColor = Color(hex: 0x0E1014, alpha: 0.85)
            let size = Size(width: OverlayStyle.textWidth("rect query", fontSize: 11) + 2 * OverlayStyle.labelPadding, height: 16)
            let x = max(0, min(r.maxX, viewport.maxX) - size.width - 6)
            let y = max(0, min(r.maxY, viewport.maxY - Legend.height) - size.height - 6)
            b.add(frame: Rect(origin: Point(x: x, y: y), size: size), zIndex: Self.queryZ, look)
        }

        // (d, outline) The selected element, highlighted over everything else.
        let selected = selectedKey.flatMap { key in visible.first { $0.key == key } }
        if let s = selected {
            b.outline(s.frame.offsetBy(dx: -offset.x, dy: -offset.y), transform: s.transform3D, color: Self.highlightColor,
                      width: 2, zIndex: Self.highlightZ)
        }

        // (c) The counts panel at the top left, with a row of colour swatches under its lines.
        let lines = Self.countLines(collectionView: cv, visible: visible, layoutName: layoutName, itemCount: itemCount)
        let legend: [(name: String, color: Color, width: Double)] = [
            ("cell", Self.cellColor), ("supplementary view", Self.supplementaryColor), ("decoration view", Self.decorationColor),
            ("rect query", Self.queryColor), ("selected", Self.highlightColor),
        ].map { ($0.0, $0.1, OverlayStyle.textWidth($0.0, fontSize: 11)) }
        let legendWidth = legend.reduce(0) { $0 + 14 + $1.width + 12 }
        let area = panelArea ?? Rect(x: 10, y: 10, width: max(0, viewport.width - 20), height: max(0, viewport.height - Legend.height - 20))
        // In a narrow area the swatches wrap onto a second row rather than run past the panel.
        let swatchRows = legendWidth + 24 <= area.width ? 1 : 2
        let countsSize = Self.panelSize(lines, extraRows: swatchRows, minimumWidth: swatchRows == 1 ? legendWidth : 0,
                                        maximumWidth: area.width)
        let countsPanel = Rect(origin: area.origin, size: countsSize)
        Self.drawPanel(lines, in: countsPanel, into: &b)
        var x = countsPanel.minX + 12
        var y = countsPanel.maxY - 10 - Double(swatchRows) * Self.panelLineHeight
        for entry in legend {
            if x + 14 + entry.width > countsPanel.maxX - 12 && x > countsPanel.minX + 12 {
                x = countsPanel.minX + 12
                y += Self.panelLineHeight
            }
            b.fill(Rect(x: x, y: y + 4, width: 10, height: 10), color: entry.color, cornerRadius: 2, zIndex: Self.panelTextZ)
            b.text(entry.name, x: x + 14, y: y, width: entry.width, height: Self.panelLineHeight, fontSize: 11, color: OverlayStyle.body,
                   zIndex: Self.panelTextZ)
            x += 14 + entry.width + 12
        }

        // (d) The selected element's attributes: under the counts panel, or beside it when the window is too short.
        if let key = selectedKey {
            var detail = selected.map { Self.attributeLines($0) } ?? ["\(key)", "element no longer visible"]
            // The cell's label by name: a dense circle draws none on the card itself.
            if let title = cv.view(for: key)?.title { detail.insert("title: \(title)", at: 1) }
            var size = Self.panelSize(detail, extraRows: 0, minimumWidth: 0, maximumWidth: area.width)
            let below = Point(x: countsPanel.minX, y: countsPanel.maxY + 8)
            var origin = below
            if below.y + size.height > area.maxY {
                // Too short below: beside the counts panel, as wide as the area leaves.
                origin = Point(x: countsPanel.maxX + 8, y: countsPanel.minY)
                size.width = min(size.width, max(0, area.maxX - origin.x))
            }
            Self.drawPanel(detail, in: Rect(origin: origin, size: size), into: &b)
        }
        return b.finished()
    }

    /// The frames of the inspector's panels (counts, attributes) among its items: what other overlays must not cover.
    static func panelFrames(_ items: [DisplayItem]) -> [Rect] {
        items.filter { $0.zIndex == panelZ && $0.appearance.backgroundColor == OverlayStyle.panelBackground }.map(\.frame)
    }

    /// The size of a panel of text lines with room for `extraRows` more rows, at most `maximumWidth` wide.
    private static func panelSize(_ lines: [String], extraRows: Int, minimumWidth: Double, maximumWidth: Double) -> Size {
        let longest = lines.map { OverlayStyle.textWidth($0, fontSize: panelFontSize) }.max() ?? 0
        return Size(width: min(max(longest, minimumWidth) + 24, max(100, maximumWidth)),
                    height: Double(lines.count + extraRows) * panelLineHeight + 20)
    }

    /// A dark panel with its lines, the first one brighter (the panel's title).
    private static func drawPanel(_ lines: [String], in rect: Rect, into b: inout OverlayBuilder) {
        b.fill(rect, color: OverlayStyle.panelBackground, cornerRadius: 6, zIndex: panelZ)
        for (i, line) in lines.enumerated() {
            b.text(line, x: rect.minX + 12, y: rect.minY + 10 + Double(i) * panelLineHeight, width: rect.width - 24,
                   height: panelLineHeight, fontSize: panelFontSize, color: i == 0 ? OverlayStyle.bright : OverlayStyle.body,
                   zIndex: panelTextZ)
        }
    }

    /// The axis-aligned box around a frame after its transform (about the frame's centre).
    static func boundingBox(_ frame: Rect, _ t: Transform3D) -> Rect {
        guard !t.isIdentity else { return frame }
        let corners = t.projectedCorners(of: frame)
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .zero }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
