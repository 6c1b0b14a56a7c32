import LayoutCore

/// A short message above the legend bar (e.g. where a screenshot was saved).
enum Toast {
    static func items(_ text: String, viewport: Size) -> [DisplayItem] {
        let width = min(viewport.width - 20, OverlayStyle.textWidth(text, fontSize: 13) + 32), height = 30.0
        let frame = Rect(x: (viewport.width - width) / 2, y: viewport.height - Legend.height - height - 12, width: width, height: height)
        var panel = ViewAppearance()
        panel.backgroundColor = Color(hex: 0x0E1014, alpha: 0.9)
        panel.cornerRadius = 8
        panel.borderColor = Color(hex: 0xF2A93B)
        panel.borderWidth = 1
        var label = ViewAppearance()
        label.text = text
        label.textColor = Color(hex: 0xE6EDF3)
        label.fontSize = 13
        return [
            DisplayItem(key: .decoration("toast", IndexPath(item: 0, section: 0)), frame: frame, zIndex: Int.max - 6, appearance: panel),
            DisplayItem(key: .decoration("toast", IndexPath(item: 1, section: 0)), frame: frame, zIndex: Int.max - 5, appearance: label),
        ]
    }
}
