import LayoutCore

/// The on-screen legend: a bar along the bottom of the window listing the hotkeys (from `HotkeyMap`, the
/// table that also drives dispatch and --help) and what the playground is doing. Overlay display items,
/// appended after the collection view's, never part of the model.
enum Legend {
    static let height = 26.0
    static let background = Color(hex: 0x0E1014, alpha: 0.88)
    static let textColor = Color(hex: 0xC9D1D9)

    /// Status text: the layout, and anything modal (an interactive transition, slow motion). A scrub names
    /// where it is heading and how far: "flow → circle 35 %".
    static func status(layout: String, target: String? = nil, transitionProgress: Double?, interactive: Bool, slow: Bool,
                       multiple: Bool = false) -> String {
        var parts = [layout]
        if interactive, let p = transitionProgress {
            parts[0] = "\(layout) → \(target ?? "?") \(Int((p * 100).rounded())) %"
        }
        if multiple { parts.append("multi-select") }
        if slow { parts.append("slow ×10") }
        return parts.joined(separator: " · ")
    }

    /// Entries kept first when the bar is short of room: help (which lists whatever is dropped), then the
    /// overlays a new user looks for (inspector, parameters, screenshot), then A (cells that size themselves to
    /// their labels, which nothing else on screen hints at).
    static let priorityKeys = ["H", "I", "O", "S", "A"]

    /// The legend entries that fit `width` at the legend's font size, in table order. A narrow window drops
    /// entries from the end of the table, but `priorityKeys` last of all (the last of them first); when any is
    /// dropped, H's entry says how many ("H help +5"): the help overlay lists every key.
    static func fittingEntries(width: Double) -> (entries: [String], dropped: Int) {
        let all = HotkeyMap.legendEntries
        let key = { (entry: String) in String(entry.prefix { $0 != " " }) }
        let priority = priorityKeys.compactMap { k in all.indices.first { key(all[$0]) == k } }
        let order = priority + all.indices.filter { !priority.contains($0) }
        var chosen: [Int] = []
        for i in order {
            let trial = (chosen + [i]).sorted()
            if OverlayStyle.textWidth(text(all, trial), fontSize: 12) > width && !chosen.isEmpty { continue }
            chosen = trial
        }
        return (label(all, chosen), all.count - chosen.count)
    }

    /// The chosen entries, H's naming how many were left out.
    private static func label(_ all: [String], _ chosen: [Int]) -> [String] {
        let dropped = all.count - chosen.count
        return chosen.map { dropped > 0 && all[$0].hasPrefix("H ") ? "\(all[$0]) +\(dropped)" : all[$0] }
    }

    private static func text(_ all: [String], _ chosen: [Int]) -> String {
        // Measured as drawn, with H's "+N".
        label(all, chosen).joined(separator: separator)
    }

    static let separator = "   "

    /// The legend line that fits `width`.
    static func fittingLegend(width: Double) -> String {
        fittingEntries(width: width).entries.joined(separator: separator)
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
