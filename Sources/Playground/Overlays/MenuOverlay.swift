import LayoutCore

/// Draws the open edit menu (UIKit: the menu of `performAction(_:forItemAt:)`) as overlay display items: a dark
/// panel of rows, one per action the delegate can perform, each with its shortcut right-aligned, the row under the
/// pointer highlighted, and an outline on the item the menu acts on.
enum MenuOverlay {
    /// The decoration kind of the menu's items.
    static let kind = "menu"
    /// Above the tool overlays (Int.max-40…-19), below help (Int.max-8) and the legend.
    static let zIndex = Int.max - 13
    static let fontSize = 13.0
    static let shortcutFontSize = 12.0
    /// The hovered row's fill: a desktop menu's selection blue.
    static let highlight = Color(hex: 0x2F6FEB)
    /// The outline on the item the menu acts on.
    static let targetColor = OverlayStyle.accent
    static let targetWidth = 2.0

    static func items(_ menu: EditMenu) -> [DisplayItem] {
        var b = OverlayBuilder(kind: kind, capacity: 4 + 3 * menu.items.count)
        // The target first (drawn under the menu): the item's frame grown by the outline's width, so the outline
        // frames the cell instead of covering its edge.
        let w = targetWidth
        b.outline(menu.itemFrame.insetBy(dx: -w, dy: -w), color: targetColor, width: w, zIndex: zIndex)
        var panel = ViewAppearance()
        panel.backgroundColor = Color(hex: 0x2A2E38)
        panel.cornerRadius = 6
        panel.borderColor = Color(hex: 0x5A6272)
        panel.borderWidth = 1
        b.add(frame: menu.frame, zIndex: zIndex + 1, panel)
        for (i, row) in menu.items.enumerated() {
            let isHighlighted = i == menu.highlightedIndex
            if isHighlighted {
                b.fill(row.frame.insetBy(dx: 2, dy: 2), color: highlight, cornerRadius: 4, zIndex: zIndex + 2)
            }
            let textY = row.frame.minY + (row.frame.height - OverlayStyle.lineHeight(fontSize)) / 2
            b.text(row.action.title, x: row.frame.minX + 12, y: textY, width: row.frame.width * 0.5,
                   height: OverlayStyle.lineHeight(fontSize), fontSize: fontSize, color: OverlayStyle.bright, zIndex: zIndex + 3)
            let shortcut = row.action.shortcut
            let shortcutWidth = OverlayStyle.textWidth(shortcut, fontSize: shortcutFontSize)
            b.text(shortcut, x: row.frame.maxX - 12 - shortcutWidth, y: textY + 1, width: shortcutWidth,
                   height: OverlayStyle.lineHeight(shortcutFontSize), fontSize: shortcutFontSize,
                   color: isHighlighted ? OverlayStyle.bright : OverlayStyle.dim, zIndex: zIndex + 3)
        }
        return b.finished()
    }
}
