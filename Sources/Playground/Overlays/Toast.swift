import LayoutCore

/// A short message above the legend bar (e.g. where a screenshot was saved), shown until a time.
struct Toast {
    /// The message shown and until when.
    var shown: (text: String, until: Timestamp)?
    /// The toast a refused drag showed, reported in the state file while it is the one shown (other toasts, such
    /// as a saved screenshot's, exist only in a live session, and a replay must write the same state).
    var refusedDrag: (text: String, until: Timestamp)?

    /// Shows a line at the bottom of the window for a while.
    mutating func show(_ text: String, now: Timestamp, seconds: Double = 2.5) {
        shown = (text, now + seconds)
    }

    /// The refused drag's toast, while it is the one shown (the state file's `refusedDrag`).
    func refusedDragText(now: Timestamp) -> String? {
        refusedDrag.flatMap { r in shown.map { $0 == r } == true && now < r.until ? r.text : nil }
    }

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
