import LayoutCore

/// The parameter panel (O): the current layout's adjustable parameters at the right edge of the window, one row
/// each, the selected row highlighted. `[` and `]` choose a row, `-` and `=` change it; the app applies the
/// change to the layout, this type only draws and keeps the selection.
struct ParameterPanel {
    /// Whether the app draws the panel.
    var isVisible = false
    /// The highlighted row; may exceed a shorter list after a layout switch (see `selectedIndex(count:)`).
    var selectedRow = 0

    init(isVisible: Bool = false, selectedRow: Int = 0) {
        self.isVisible = isVisible
        self.selectedRow = selectedRow
    }

    /// The decoration kind of the panel's items.
    static let kind = "parameters"
    /// Above the inspector (Int.max-40…-35), below the HUD (Int.max-20…) and the legend.
    static let zIndex = Int.max - 30
    static let hint = "[ ] choose · - = change · Ctrl+Shift+C Swift · O closes"
    static let width = 340.0
    static let rowHeight = 22.0
    static let fontSize = 13.0
    static let highlight = Color(hex: 0xF2A93B, alpha: 0.22)
    static let marker = "▸"

    /// `selectedRow` brought within a list of `count` rows (0 for an empty list).
    func selectedIndex(count: Int) -> Int { count > 0 ? min(max(selectedRow, 0), count - 1) : 0 }

    /// Moves the selection by `delta` rows, wrapping at both ends.
    mutating func moveSelection(by delta: Int, count: Int) {
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

    /// The panel's items for this frame, back to front, in window coordinates: vertically centred at the right
    /// edge, clear of the HUD (top right) and the legend (bottom) in any usual window. A list taller than the
    /// window shows the rows around the selection, with the hidden ones counted above and below.
    func items(layoutName: String, parameters: [LayoutParameter], viewport: Size) -> [DisplayItem] {
        let width = min(Self.width, viewport.width - 20)
        let chrome = 12 + 24 + 8 + 18 + 10.0
        let room = viewport.height - Legend.height - 20
        let selected = selectedIndex(count: parameters.count)
        var fitting = max(1, Int(((room - chrome) / Self.rowHeight).rounded(.down)))
        // Two of the rows become "n more" lines when the list is cut.
        if parameters.count > fitting { fitting = max(1, fitting - 2) }
        let shown = Self.visibleRange(count: parameters.count, selected: selected, fitting: fitting)
        let above = shown.lowerBound, below = parameters.count - shown.upperBound
        let lines = max(1, shown.count) + (above > 0 ? 1 : 0) + (below > 0 ? 1 : 0)
        let height = chrome + Double(lines) * Self.rowHeight
        let panel = Rect(x: viewport.width - width - 10, y: max(10, ((viewport.height - Legend.height - height) / 2).rounded()),
                         width: width, height: height)
        var b = OverlayBuilder(kind: Self.kind, capacity: 4 * lines + 4)
        b.fill(panel, color: OverlayStyle.panelBackground, cornerRadius: 6, zIndex: Self.zIndex)
        b.text("\(layoutName) parameters", x: panel.minX + 14, y: panel.minY + 10, width: width - 28, height: 22, fontSize: 14,
               color: OverlayStyle.bright, zIndex: Self.zIndex + 2)
        var y = panel.minY + 12 + 24
        let titleWidth = width * 0.47, valueWidth = width * 0.2
        let valueX = panel.minX + 24 + titleWidth, rangeX = valueX + valueWidth
        func note(_ text: String) {
            b.text(text, x: panel.minX + 24, y: y, width: width - 38, height: Self.rowHeight, fontSize: 11,
                   color: OverlayStyle.dim, zIndex: Self.zIndex + 2)
            y += Self.rowHeight
        }
        if parameters.isEmpty {
            b.text("no adjustable parameters", x: panel.minX + 24, y: y, width: width - 38, height: Self.rowHeight,
                   fontSize: Self.fontSize, color: OverlayStyle.dim, zIndex: Self.zIndex + 2)
        }
        if above > 0 { note("↑ \(above) more") }
        for i in shown {
            let p = parameters[i]
            let isSelected = i == selected
            if isSelected {
                b.fill(Rect(x: panel.minX + 6, y: y, width: width - 12, height: Self.rowHeight), color: Self.highlight,
                       cornerRadius: 4, zIndex: Self.zIndex + 1)
                b.text(Self.marker, x: panel.minX + 10, y: y, width: 12, height: Self.rowHeight, fontSize: Self.fontSize,
                       color: OverlayStyle.accent, zIndex: Self.zIndex + 2)
            }
            b.text(p.title, x: panel.minX + 24, y: y, width: titleWidth - 8, height: Self.rowHeight, fontSize: Self.fontSize,
                   color: isSelected ? OverlayStyle.bright : OverlayStyle.body, zIndex: Self.zIndex + 2)
            b.text(p.displayValue, x: valueX, y: y, width: valueWidth - 6, height: Self.rowHeight, fontSize: Self.fontSize,
                   color: isSelected ? OverlayStyle.accent : OverlayStyle.bright, zIndex: Self.zIndex + 2)
            if let range = Self.rangeText(p) {
                b.text(range, x: rangeX, y: y, width: panel.maxX - 10 - rangeX, height: Self.rowHeight, fontSize: 11,
                       color: OverlayStyle.dim, zIndex: Self.zIndex + 2)
            }
            y += Self.rowHeight
        }
        if below > 0 { note("↓ \(below) more") }
        b.text(Self.hint, x: panel.minX + 14, y: panel.maxY - 10 - 18, width: width - 28, height: 18, fontSize: 11,
               color: OverlayStyle.dim, zIndex: Self.zIndex + 2)
        return b.finished()
    }
}
