import LayoutCore

/// The parameter panel (O): the current layout's adjustable parameters at the right of its area, one row each,
/// the selected row highlighted. Each row has a control the mouse works: a slider for a number, a switch for a
/// toggle, a segmented control for a choice; a "Copy as Swift" button sits under the rows. `[` and `]` choose a
/// row, `-` and `=` change it; the wheel over the panel scrolls a list taller than the window. The app applies
/// changes to the layout; this type draws, hit-tests and keeps the panel's own state.
struct ParameterPanel {
    /// Whether the app draws the panel.
    var isVisible = false
    /// The highlighted row; may exceed a shorter list after a layout switch (see `selectedIndex(count:)`).
    var selectedRow = 0
    /// The first row shown after the wheel scrolled the list; nil keeps the selected row in view.
    var scrollRow: Int?
    /// The row whose slider the pointer is dragging (pressed on it and not yet released).
    var draggedRow: Int?

    init(isVisible: Bool = false, selectedRow: Int = 0) {
        self.isVisible = isVisible
        self.selectedRow = selectedRow
    }

    /// The decoration kind of the panel's items.
    static let kind = "parameters"
    /// Above the inspector (Int.max-40…-35), below the HUD (Int.max-20…) and the legend.
    static let zIndex = Int.max - 30
    static let hint = "[ ] choose · - = change · wheel scrolls · O closes"
    static let copyTitle = "Copy as Swift (Ctrl+Shift+C)"
    static let width = 380.0
    /// The panel's width in a room `roomWidth` wide: `width` in a large window, narrower (down to 320 points, or
    /// the whole room) in a small one, so the inspector and help keep room beside it.
    static func width(roomWidth: Double) -> Double { min(roomWidth, min(width, max(320, (roomWidth * 0.42).rounded()))) }
    static let rowHeight = 26.0
    static let fontSize = 13.0
    static let highlight = Color(hex: 0xF2A93B, alpha: 0.22)
    static let marker = "▸"
    /// The unfilled part of a slider's track, a switch that is off and an unselected segment.
    static let trackColor = Color(hex: 0x3A404C)
    /// The button's fill.
    static let buttonColor = Color(hex: 0x2A2E38)
    static let knobSize = 14.0
    static let switchSize = Size(width: 34, height: 18)

    /// Space above the rows (title) and below them (the button and the hint), padding included.
    static let topChrome = 10 + 24 + 4.0
    static let bottomChrome = 8 + 24 + 6 + 18 + 10.0

    /// `selectedRow` brought within a list of `count` rows (0 for an empty list).
    func selectedIndex(count: Int) -> Int { count > 0 ? min(max(selectedRow, 0), count - 1) : 0 }

    /// Moves the selection by `delta` rows, wrapping at both ends; the list scrolls to keep it in view.
    mutating func moveSelection(by delta: Int, count: Int) {
        scrollRow = nil
        guard count > 0 else { selectedRow = 0; return }
        selectedRow = ((selectedIndex(count: count) + delta) % count + count) % count
    }

    /// The selected parameter, the last one when the list got shorter than `selectedRow`; nil for no parameters.
    func selectedParameter(in parameters: [LayoutParameter]) -> LayoutParameter? {
        parameters.isEmpty ? nil : parameters[selectedIndex(count: parameters.count)]
    }

    /// A number parameter's range, "20–400"; nil for toggles and choices.
    static func rangeText(_ p: LayoutParameter) -> String? {
        guard case .number(let range, _) = p.kind else { return nil }
        return "\(OverlayStyle.number(range.lowerBound))–\(OverlayStyle.number(range.upperBound))"
    }

    /// The rows shown when the window is too short for all of them: a run of `fitting` rows that keeps the
    /// selected one in view (centred where possible).
    static func visibleRange(count: Int, selected: Int, fitting: Int) -> Range<Int> {
        guard count > fitting else { return 0..<count }
        let start = min(max(0, selected - fitting / 2), count - fitting)
        return start..<(start + fitting)
    }

    // MARK: Geometry (shared by drawing and hit-testing)

    /// A row's control, in window coordinates.
    enum Control: Equatable {
        /// A number: the track the knob moves along, and the knob where the value is.
        case slider(track: Rect, knob: Rect)
        /// A toggle: the switch.
        case toggle(Rect)
        /// A choice: one segment per option.
        case segments([Rect])
    }

    /// One shown row.
    struct Row: Equatable {
        /// The parameter's index in the list.
        var index: Int
        /// The whole row.
        var frame: Rect
        /// Where the title, the value and the range (numbers) are written.
        var titleX: Double, valueX: Double, rangeX: Double
        var control: Control
    }

    /// Where everything of the panel is for a list of parameters in an area.
    struct Geometry: Equatable {
        var panel: Rect
        var rows: [Row]
        /// Rows hidden above and below the shown ones.
        var above: Int, below: Int
        /// How many rows the panel has room for.
        var fitting: Int
        /// The "n more" lines, when rows are hidden.
        var moreAbove: Rect?, moreBelow: Rect?
        var copyButton: Rect
    }

    /// The panel's geometry in `area` (window coordinates): at the area's right edge, vertically centred in it.
    /// A list taller than the area shows `fitting` rows from the scrolled-to row (or around the selection), with
    /// the hidden ones counted above and below.
    func geometry(parameters: [LayoutParameter], area: Rect) -> Geometry {
        let width = max(0, min(Self.width, area.width))
        let chrome = Self.topChrome + Self.bottomChrome
        let selected = selectedIndex(count: parameters.count)
        var fitting = max(1, Int(((area.height - chrome) / Self.rowHeight).rounded(.down)))
        // Two of the rows become "n more" lines when the list is cut.
        if parameters.count > fitting { fitting = max(1, fitting - 2) }
        var shown = Self.visibleRange(count: parameters.count, selected: selected, fitting: fitting)
        if let scrollRow, parameters.count > fitting {
            let start = min(max(0, scrollRow), parameters.count - fitting)
            shown = start..<(start + fitting)
        }
        let above = shown.lowerBound, below = parameters.count - shown.upperBound
        let lines = max(1, shown.count) + (above > 0 ? 1 : 0) + (below > 0 ? 1 : 0)
        let height = chrome + Double(lines) * Self.rowHeight
        let panel = Rect(x: area.maxX - width, y: max(area.minY, (area.minY + (area.height - height) / 2).rounded()),
                         width: width, height: height)
        var y = panel.minY + Self.topChrome
        var moreAbove: Rect?, moreBelow: Rect?
        if above > 0 { moreAbove = Rect(x: panel.minX + 24, y: y, width: width - 38, height: Self.rowHeight); y += Self.rowHeight }
        let titleX = panel.minX + 24, controlX = panel.minX + 24 + (width * 0.34).rounded()
        let controlWidth = (width * 0.30).rounded(), valueX = controlX + controlWidth + 10, rangeX = valueX + (width * 0.12).rounded()
        var rows: [Row] = []
        for i in shown {
            let frame = Rect(x: panel.minX + 6, y: y, width: width - 12, height: Self.rowHeight)
            let control: Control
            switch parameters[i].kind {
            case .number:
                let track = Rect(x: controlX + Self.knobSize / 2, y: frame.midY - 2, width: controlWidth - Self.knobSize, height: 4)
                let f = parameters[i].sliderFraction ?? 0
                let knob = Rect(x: (track.minX + f * track.width - Self.knobSize / 2).rounded(), y: frame.midY - Self.knobSize / 2,
                                width: Self.knobSize, height: Self.knobSize)
                control = .slider(track: track, knob: knob)
            case .toggle:
                control = .toggle(Rect(x: controlX, y: frame.midY - Self.switchSize.height / 2, width: Self.switchSize.width,
                                       height: Self.switchSize.height))
            case .choice(let options):
                let n = max(1, options.count), span = frame.maxX - 6 - controlX
                let segment = span / Double(n)
                control = .segments((0..<n).map { k in
                    Rect(x: controlX + Double(k) * segment, y: frame.minY + 3, width: segment, height: Self.rowHeight - 6)
                })
            }
            rows.append(Row(index: i, frame: frame, titleX: titleX, valueX: valueX, rangeX: rangeX, control: control))
            y += Self.rowHeight
        }
        if parameters.isEmpty { y += Self.rowHeight }
        if below > 0 { moreBelow = Rect(x: panel.minX + 24, y: y, width: width - 38, height: Self.rowHeight) }
        let copyButton = Rect(x: panel.minX + 14, y: panel.maxY - Self.bottomChrome + 8, width: width - 28, height: 24)
        return Geometry(panel: panel, rows: rows, above: above, below: below, fitting: fitting, moreAbove: moreAbove,
                        moreBelow: moreBelow, copyButton: copyButton)
    }

    /// The area the panel takes in a window of `viewport` size with nothing else open: the right edge, above the
    /// legend bar, 10 points from the edges.
    static func defaultArea(viewport: Size) -> Rect {
        OverlayArrangement(viewport: viewport, bottomInset: Legend.height, parameters: true, hud: false).parameters!
    }

    // MARK: Hit-testing

    /// What a press on the panel does.
    enum Hit: Equatable {
        /// A slider: the row, and the value the pressed position stands for.
        case slider(row: Int, value: Double)
        /// A switch: the row (a press flips it).
        case toggle(row: Int)
        /// A segment of a choice: the row and the option.
        case segment(row: Int, choice: Int)
        /// The "Copy as Swift" button.
        case copy
        /// A row away from its control: it becomes the selected row.
        case row(Int)
        /// The panel elsewhere: taken, so nothing beneath sees it.
        case panel
    }

    /// The value a slider in `row` sets for a pointer at `x` (also while dragging beyond the track's ends).
    static func sliderValue(_ p: LayoutParameter, track: Rect, x: Double) -> Double? {
        p.sliderValue(atFraction: track.width > 0 ? (x - track.minX) / track.width : 0)
    }

    /// What is under a window point; nil outside the panel.
    func hit(at point: Point, parameters: [LayoutParameter], area: Rect) -> Hit? {
        let g = geometry(parameters: parameters, area: area)
        guard g.panel.contains(point) else { return nil }
        if g.copyButton.contains(point) { return .copy }
        guard let row = g.rows.first(where: { $0.frame.contains(point) }) else { return .panel }
        let p = parameters[row.index]
        switch row.control {
        case .slider(let track, _):
            // The knob is easy to catch: the whole row height over the track, and half a knob past each end.
            if point.x >= track.minX - Self.knobSize / 2 && point.x < track.maxX + Self.knobSize / 2,
               let value = Self.sliderValue(p, track: track, x: point.x) {
                return .slider(row: row.index, value: value)
            }
        case .toggle(let rect):
            if rect.insetBy(dx: -4, dy: -4).contains(point) { return .toggle(row: row.index) }
        case .segments(let rects):
            if let k = rects.firstIndex(where: { $0.contains(point) }) { return .segment(row: row.index, choice: k) }
        }
        return .row(row.index)
    }

    /// The first row shown after scrolling `rows` rows (negative: up), kept within the list; nil when every row fits.
    func scrolled(by rows: Int, parameters: [LayoutParameter], area: Rect) -> Int? {
        let g = geometry(parameters: parameters, area: area)
        guard g.above + g.below > 0 else { return nil }
        return min(max(0, g.above + rows), parameters.count - g.fitting)
    }

    // MARK: Drawing

    /// A row title on one line in `width` points: at the row's font size, else 2 points smaller, else cut with "…"
    /// at that size (left to itself the renderer would shrink a long title and break it onto two tiny lines).
    static func fitted(_ title: String, width: Double) -> (text: String, fontSize: Double) {
        if OverlayStyle.textWidth(title, fontSize: fontSize) <= width { return (title, fontSize) }
        let small = fontSize - 2
        var text = title
        while !text.isEmpty && OverlayStyle.textWidth(text == title ? text : text + "…", fontSize: small) > width {
            text.removeLast()
            while text.last == " " { text.removeLast() }
        }
        return (text == title ? text : text + "…", small)
    }

    /// The panel's items in a window of `viewport` size with nothing else open (see `items(layoutName:parameters:area:)`).
    func items(layoutName: String, parameters: [LayoutParameter], viewport: Size) -> [DisplayItem] {
        items(layoutName: layoutName, parameters: parameters, area: Self.defaultArea(viewport: viewport))
    }

    /// The panel's items for this frame, back to front, in window coordinates, inside `area`.
    func items(layoutName: String, parameters: [LayoutParameter], area: Rect) -> [DisplayItem] {
        let g = geometry(parameters: parameters, area: area)
        let panel = g.panel, width = panel.width
        let selected = selectedIndex(count: parameters.count)
        var b = OverlayBuilder(kind: Self.kind, capacity: 8 * g.rows.count + 8)
        let z = Self.zIndex
        b.fill(panel, color: OverlayStyle.panelBackground, cornerRadius: 6, zIndex: z)
        b.text("\(layoutName) parameters", x: panel.minX + 14, y: panel.minY + 10, width: width - 28, height: 22, fontSize: 14,
               color: OverlayStyle.bright, zIndex: z + 2)
        func note(_ text: String, _ r: Rect) {
            b.text(text, x: r.minX, y: r.minY, width: r.width, height: r.height, fontSize: 11, color: OverlayStyle.dim, zIndex: z + 2)
        }
        if parameters.isEmpty {
            b.text("no adjustable parameters", x: panel.minX + 24, y: panel.minY + Self.topChrome, width: width - 38,
                   height: Self.rowHeight, fontSize: Self.fontSize, color: OverlayStyle.dim, zIndex: z + 2)
        }
        if let r = g.moreAbove { note("↑ \(g.above) more", r) }
        // Labels span their row's height: the renderer centres a line vertically in its frame.
        let textHeight = Self.rowHeight
        for row in g.rows {
            let p = parameters[row.index]
            let isSelected = row.index == selected
            let textY = row.frame.minY
            if isSelected {
                b.fill(row.frame, color: Self.highlight, cornerRadius: 4, zIndex: z + 1)
                b.text(Self.marker, x: panel.minX + 10, y: textY, width: 12, height: textHeight, fontSize: Self.fontSize,
                       color: OverlayStyle.accent, zIndex: z + 2)
            }
            let titleColor = isSelected ? OverlayStyle.bright : OverlayStyle.body
            let controlX: Double
            switch row.control {
            case .slider(let track, let knob): controlX = track.minX - Self.knobSize / 2; _ = knob
            case .toggle(let r): controlX = r.minX
            case .segments(let rects): controlX = rects.first?.minX ?? row.valueX
            }
            let title = Self.fitted(p.title, width: controlX - row.titleX - 6)
            b.text(title.text, x: row.titleX, y: textY, width: controlX - row.titleX - 6, height: textHeight, fontSize: title.fontSize,
                   color: titleColor, zIndex: z + 2)
            let valueColor = isSelected ? OverlayStyle.accent : OverlayStyle.bright
            switch row.control {
            case .slider(let track, let knob):
                b.fill(track, color: Self.trackColor, cornerRadius: 2, zIndex: z + 2)
                let filled = Rect(x: track.minX, y: track.minY, width: max(0, knob.midX - track.minX), height: track.height)
                b.fill(filled, color: OverlayStyle.accent, cornerRadius: 2, zIndex: z + 3)
                b.fill(knob, color: OverlayStyle.bright, cornerRadius: Self.knobSize / 2, zIndex: z + 4)
                b.text(p.displayValue, x: row.valueX, y: textY, width: row.rangeX - row.valueX - 4, height: textHeight,
                       fontSize: Self.fontSize, color: valueColor, zIndex: z + 2)
                if let range = Self.rangeText(p) {
                    b.text(range, x: row.rangeX, y: textY, width: panel.maxX - 10 - row.rangeX, height: textHeight, fontSize: 11,
                           color: OverlayStyle.dim, zIndex: z + 2)
                }
            case .toggle(let r):
                let isOn = p.value != 0
                b.fill(r, color: isOn ? OverlayStyle.accent : Self.trackColor, cornerRadius: r.height / 2, zIndex: z + 2)
                let knob = r.height - 4
                b.fill(Rect(x: isOn ? r.maxX - 2 - knob : r.minX + 2, y: r.minY + 2, width: knob, height: knob),
                       color: OverlayStyle.bright, cornerRadius: knob / 2, zIndex: z + 3)
                b.text(p.displayValue, x: row.valueX, y: textY, width: row.rangeX - row.valueX - 4, height: textHeight,
                       fontSize: Self.fontSize, color: valueColor, zIndex: z + 2)
            case .segments(let rects):
                guard case .choice(let options) = p.kind else { break }
                let chosen = Int(p.value.rounded())
                for (k, r) in rects.enumerated() where k < options.count {
                    let on = k == chosen
                    b.fill(r.insetBy(dx: 1, dy: 0), color: on ? OverlayStyle.accent : Self.trackColor, cornerRadius: 4, zIndex: z + 2)
                    // Each option's name, centred in its segment when it fits (the renderer shortens it when not).
                    let w = min(OverlayStyle.textWidth(options[k], fontSize: 11), r.width - 8)
                    b.text(options[k], x: (r.midX - w / 2).rounded(), y: textY, width: w, height: textHeight, fontSize: 11,
                           color: on ? Color(hex: 0x0E1014) : OverlayStyle.body, zIndex: z + 3)
                }
            }
        }
        if let r = g.moreBelow { note("↓ \(g.below) more", r) }
        b.fill(g.copyButton, color: Self.buttonColor, cornerRadius: 5, zIndex: z + 1)
        b.outline(g.copyButton, color: Color(hex: 0x5A6272), width: 1, zIndex: z + 2)
        let copyWidth = OverlayStyle.textWidth(Self.copyTitle, fontSize: 12)
        b.text(Self.copyTitle, x: (g.copyButton.midX - copyWidth / 2).rounded(), y: g.copyButton.minY + 3, width: copyWidth,
               height: 18, fontSize: 12, color: OverlayStyle.bright, zIndex: z + 3)
        b.text(Self.hint, x: panel.minX + 14, y: panel.maxY - 10 - 18, width: width - 28, height: 18, fontSize: 11,
               color: OverlayStyle.dim, zIndex: z + 2)
        return b.finished()
    }
}
