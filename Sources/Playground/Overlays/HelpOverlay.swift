import LayoutCore

/// The help overlay (H or F1): a centred panel listing every hotkey and gesture. Its rows come from
/// `HotkeyMap`, the table that drives key dispatch and `--help`, so the three cannot drift apart. Rows flow into
/// as many columns as the window needs, long help texts wrap onto further lines, and the font shrinks to a
/// floor; rows that still do not fit are counted in a final "… N more" row rather than dropped.
enum HelpOverlay {
    /// The decoration kind of the overlay's items.
    static let kind = "help"
    static let title = "Keys and gestures"
    static let footer = "H, F1, Esc or a click closes · the same table: playground --help"
    /// Above the edit menu (Int.max-10…-9) and the HUD, below the legend bar (Int.max-2…).
    static let zIndex = Int.max - 8

    /// Every row the overlay lists: the hotkey bindings, then the gestures, in table order.
    static func rows() -> [(label: String, help: String)] {
        HotkeyMap.bindings.map { ($0.label, $0.help) } + HotkeyMap.gestures.map { ($0.label, $0.help) }
    }

    /// The row that stands for `count` rows the window has no room for.
    static func moreRow(_ count: Int) -> String { "… \(count) more: PageDown (or playground --help)" }

    /// Row font sizes tried from the largest down; the last is the floor (the renderer's minimum crisp size is 9).
    static let fontSizes: [Double] = [13, 12, 11, 10]
    static let titleFontSize = 16.0
    static let footerFontSize = 11.0
    static let padding = 16.0
    static let columnGap = 28.0
    /// Narrowest help column worth having (about 40 characters at 11 points).
    static let minimumHelpWidth = 240.0
    /// Fewest rows help shows in the room other overlays leave (the rest page with PageDown); when not even
    /// that fits, help covers them instead.
    static let minimumRowsBesidePanels = 1
    /// Widest help column: longer texts wrap rather than make a line too long to read.
    static let maximumHelpWidth = 520.0
    /// Space above the rows (title) and below them (footer), padding included.
    static var chromeHeight: Double {
        2 * padding + OverlayStyle.lineHeight(titleFontSize) + 8 + 8 + OverlayStyle.lineHeight(footerFontSize)
    }

    /// Where one table row goes: its column, its first line slot and its help text broken into lines.
    struct Placement: Equatable {
        var row: Int
        var column: Int
        var slot: Int
        var lines: [String]
    }

    /// How the rows are arranged for a window.
    struct Plan {
        var fontSize: Double
        var rowHeight: Double
        var labelWidth: Double
        var columnWidth: Double
        var columns: Int
        /// Line slots in the tallest column.
        var slotsUsed: Int
        var placements: [Placement]
        /// Table rows not shown, summed up in the "… N more" row (0 when everything fits).
        var hiddenRows: Int
        /// Where the "… N more" row goes, when there is one.
        var moreSlot: (column: Int, slot: Int)?
        var panel: Rect
    }

    /// The area the panel may use: the window less a margin, and less the legend bar at the bottom.
    static func available(_ viewport: Size) -> Rect {
        let margin = 16.0
        return Rect(x: margin, y: margin, width: viewport.width - 2 * margin, height: viewport.height - 2 * margin - Legend.height)
    }

    /// Words of `text` greedily filled into lines of at most `width` points (a single long word gets its own line).
    static func wrap(_ text: String, width: Double, fontSize: Double) -> [String] {
        // Widths add up word by word (one measurement per word), so planning stays linear in the text.
        let space = OverlayStyle.advances(" ", fontSize: fontSize)
        var lines: [String] = [], current = "", currentWidth = 0.0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let w = OverlayStyle.advances(String(word), fontSize: fontSize)
            if current.isEmpty {
                current = String(word); currentWidth = w
            } else if OverlayStyle.widthOfAdvances(currentWidth + space + w) <= width {
                current += " " + word; currentWidth += space + w
            } else {
                lines.append(current)
                current = String(word); currentWidth = w
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// Fills columns top to bottom with whole rows (a wrapped row never splits across columns). When `reserve`
    /// is set the last column keeps one slot free for the "… N more" row. Returns the rows placed.
    static func pack(_ wrapped: [[String]], columns: Int, slots: Int, reserve: Bool) -> [Placement] {
        var placed: [Placement] = [], column = 0, slot = 0
        for (i, lines) in wrapped.enumerated() {
            func capacity(_ c: Int) -> Int { reserve && c == columns - 1 ? slots - 1 : slots }
            if slot + lines.count > capacity(column) { column += 1; slot = 0 }
            guard column < columns, lines.count <= capacity(column) else { break }
            placed.append(Placement(row: i, column: column, slot: slot, lines: lines))
            slot += lines.count
        }
        return placed
    }

    /// Chooses the largest font whose rows fit in as few columns as possible; at the floor size the rows that
    /// do not fit give way to the "… N more" row. Nil when the window cannot hold even a one-row panel.
    static func plan(viewport: Size, rows table: [(label: String, help: String)]) -> Plan? {
        plan(area: available(viewport), rows: table)
    }

    /// The plan for a panel inside `area` (window coordinates), centred in it.
    static func plan(area: Rect, rows table: [(label: String, help: String)]) -> Plan? {
        let labels = table.map(\.label)
        let helps = table.map(\.help)
        for (i, font) in fontSizes.enumerated() {
            let isFloor = i == fontSizes.count - 1
            let rowHeight = OverlayStyle.lineHeight(font) + 3
            let labelWidth = (labels.map { OverlayStyle.textWidth($0, fontSize: font) }.max() ?? 0).rounded(.up) + 14
            let longestHelp = helps.map { OverlayStyle.textWidth($0, fontSize: font) }.max() ?? 0
            let slots = Int(((area.height - chromeHeight) / rowHeight).rounded(.down))
            let inner = area.width - 2 * padding
            guard slots >= 1, inner >= labelWidth + 60 else { continue }
            // A window narrower than one comfortable column still gets one, narrower.
            let maxColumns = max(1, Int(((inner + columnGap) / (labelWidth + minimumHelpWidth + columnGap)).rounded(.down)))
            for columns in 1...maxColumns {
                let columnWidth = min(labelWidth + min(maximumHelpWidth, max(minimumHelpWidth, longestHelp)),
                                      (inner - Double(columns - 1) * columnGap) / Double(columns))
                let wrapped = table.map { wrap($0.help, width: columnWidth - labelWidth, fontSize: font) }
                var placed = pack(wrapped, columns: columns, slots: slots, reserve: false)
                var moreSlot: (column: Int, slot: Int)?
                if placed.count == table.count {
                    // Balanced columns: the fewest lines per column that still hold every row (packing more
                    // lines per column never places fewer rows, so a binary search finds it).
                    var low = 1, high = slots
                    while low < high {
                        let mid = (low + high) / 2
                        if pack(wrapped, columns: columns, slots: mid, reserve: false).count == table.count { high = mid } else { low = mid + 1 }
                    }
                    placed = pack(wrapped, columns: columns, slots: low, reserve: false)
                } else {
                    guard isFloor && columns == maxColumns else { continue }
                    placed = pack(wrapped, columns: columns, slots: slots, reserve: true)
                    // The last column with a free line: the reserved line guarantees the last column has one.
                    var free = Array(repeating: 0, count: columns)
                    for p in placed { free[p.column] = max(free[p.column], p.slot + p.lines.count) }
                    let column = (0..<columns).last { free[$0] < slots } ?? columns - 1
                    moreSlot = (column, free[column])
                }
                var used = Array(repeating: 0, count: columns)
                for p in placed { used[p.column] = max(used[p.column], p.slot + p.lines.count) }
                if let m = moreSlot { used[m.column] = max(used[m.column], m.slot + 1) }
                let slotsUsed = used.max() ?? 0
                let footerWidth = OverlayStyle.textWidth(footer, fontSize: footerFontSize)
                let width = min(area.width, max(Double(columns) * columnWidth + Double(columns - 1) * columnGap, footerWidth) + 2 * padding)
                let height = chromeHeight + Double(slotsUsed) * rowHeight
                let panel = Rect(x: (area.minX + (area.width - width) / 2).rounded(), y: (area.minY + (area.height - height) / 2).rounded(),
                                 width: width.rounded(), height: height.rounded())
                return Plan(fontSize: font, rowHeight: rowHeight, labelWidth: labelWidth, columnWidth: columnWidth, columns: columns,
                            slotsUsed: slotsUsed, placements: placed, hiddenRows: table.count - placed.count, moreSlot: moreSlot,
                            panel: panel)
            }
        }
        return nil
    }

    /// The overlay's items for a window of `viewport` size (window coordinates), back to front. A window too
    /// small for a panel with even one row gets none.
    static func items(viewport: Size) -> [DisplayItem] { page(viewport: viewport, from: 0).items }

    /// One page of the table from row `start` (a small window pages with PageDown and PageUp): its items and how
    /// many rows it shows.
    static func page(viewport: Size, from start: Int) -> (items: [DisplayItem], shown: Int) {
        page(area: available(viewport), from: start)
    }

    /// One page of the table from row `start`, in a panel centred in `area` (the room other overlays leave);
    /// `opaque` when it is drawn over other panels, whose text would otherwise show through.
    static func page(area: Rect, from start: Int, opaque: Bool = false) -> (items: [DisplayItem], shown: Int) {
        let all = rows()
        let first = min(max(0, start), max(0, all.count - 1))
        let table = Array(all[first...])
        guard let plan = plan(area: area, rows: table) else { return ([], 0) }
        let title = first == 0 ? Self.title : "\(Self.title) (from row \(first + 1) of \(all.count); PageUp goes back)"
        var b = OverlayBuilder(kind: kind, capacity: 3 * table.count + 4)
        let p = plan.panel
        var background = OverlayStyle.panelBackground
        if opaque { background.alpha = 1 }
        b.fill(p, color: background, cornerRadius: 8, zIndex: zIndex)
        let titleHeight = OverlayStyle.lineHeight(titleFontSize)
        let textWidth = p.width - 2 * padding
        b.text(title, x: p.minX + padding, y: p.minY + padding, width: textWidth, height: titleHeight,
               fontSize: titleFontSize, color: OverlayStyle.bright, zIndex: zIndex + 1)
        let top = p.minY + padding + titleHeight + 8
        func origin(column: Int, slot: Int) -> (x: Double, y: Double) {
            (p.minX + padding + Double(column) * (plan.columnWidth + columnGap), top + Double(slot) * plan.rowHeight)
        }
        let helpWidth = plan.columnWidth - plan.labelWidth
        for placement in plan.placements {
            let (x, y) = origin(column: placement.column, slot: placement.slot)
            b.text(table[placement.row].label, x: x, y: y, width: plan.labelWidth - 8, height: plan.rowHeight,
                   fontSize: plan.fontSize, color: OverlayStyle.accent, zIndex: zIndex + 1)
            for (j, line) in placement.lines.enumerated() {
                b.text(line, x: x + plan.labelWidth, y: y + Double(j) * plan.rowHeight, width: helpWidth, height: plan.rowHeight,
                       fontSize: plan.fontSize, color: OverlayStyle.body, zIndex: zIndex + 1)
            }
        }
        if let m = plan.moreSlot {
            let (x, y) = origin(column: m.column, slot: m.slot)
            b.text(moreRow(plan.hiddenRows), x: x, y: y, width: plan.columnWidth, height: plan.rowHeight, fontSize: plan.fontSize,
                   color: OverlayStyle.accent, zIndex: zIndex + 1)
        }
        let footerHeight = OverlayStyle.lineHeight(footerFontSize)
        b.text(footer, x: p.minX + padding, y: p.maxY - padding - footerHeight, width: textWidth, height: footerHeight,
               fontSize: footerFontSize, color: OverlayStyle.dim, zIndex: zIndex + 1)
        return (b.finished(), table.count - plan.hiddenRows)
    }
}
