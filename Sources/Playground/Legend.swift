import LayoutCore

/// The on-screen legend: a bar along the bottom of the window listing the hotkeys (from `HotkeyMap`, the
/// table that also drives dispatch and --help) and what the playground is doing. Overlay display items,
/// appended after the collection view's, never part of the model.
enum Legend {
    static let height = 26.0
    static let background = Color(hex: 0x0E1014, alpha: 0.88)
    static let textColor = Color(hex: 0xC9D1D9)

    /// Status text: the layout, and anything modal (an interactive transition, slow motion).
    static func status(layout: String, transitionProgress: Double?, interactive: Bool, slow: Bool, multiple: Bool = false) -> String {
        var parts = [layout]
        if multiple { parts.append("multi-select") }
        if interactive, let p = transitionProgress { parts.append("scrubbing \(Int((p * 100).rounded()))%") }
        if slow { parts.append("slow ×10") }
        return parts.joined(separator: " · ")
    }

    /// The legend entries that fit `width` at the legend's font size, in table order: a narrow window drops the
    /// last ones (H, the first, names where the rest are) instead of shrinking all of them out of legibility.
    static func fittingLegend(width: Double) -> String {
        let separator = "   "
        var text = ""
        for entry in HotkeyMap.legendEntries {
            let next = text.isEmpty ? entry : text + separator + entry
            if OverlayStyle.textWidth(next, fontSize: 12) > width && !text.isEmpty { break }
            text = next
        }
        return text
    }

    static func items(viewport: Size, status: String) -> [DisplayItem] {
        guard viewport.height > height * 3 else { return [] }
        let bar = Rect(x: 0, y: viewport.height - height, width: viewport.width, height: height)
        let statusWidth = min(190.0, viewport.width * 0.3)
        var background = ViewAppearance()
        background.backgroundColor = Self.background
        var keys = ViewAppearance()
        keys.text = fittingLegend(width: bar.width - statusWidth - 8)
        keys.textColor = textColor
        keys.fontSize = 12
        keys.textAlignment = .leading
        var state = ViewAppearance()
        state.text = status
        state.textColor = Color(hex: 0xF2A93B)
        state.fontSize = 12
        state.textAlignment = .leading

        let overlay = { (i: Int) in ElementKey.decoration("legend", IndexPath(item: i, section: 0)) }
        return [
            DisplayItem(key: overlay(0), frame: bar, zIndex: Int.max - 2, appearance: background),
            DisplayItem(key: overlay(1), frame: Rect(x: 0, y: bar.minY, width: statusWidth, height: height), zIndex: Int.max - 1, appearance: state),
            DisplayItem(key: overlay(2), frame: Rect(x: statusWidth, y: bar.minY, width: bar.width - statusWidth, height: height),
                        zIndex: Int.max, appearance: keys),
        ]
    }
}
