import LayoutCore

/// Draws the open edit menu (UIKit: the menu of `performAction(_:forItemAt:)`) as overlay display items: a dark
/// panel of rows, one per action the delegate can perform.
enum MenuOverlay {
    static func items(_ menu: EditMenu) -> [DisplayItem] {
        var panel = ViewAppearance()
        panel.backgroundColor = Color(hex: 0x2A2E38)
        panel.cornerRadius = 6
        panel.borderColor = Color(hex: 0x5A6272)
        panel.borderWidth = 1
        var result = [DisplayItem(key: .decoration("menu", IndexPath(item: 0, section: 0)), frame: menu.frame.insetBy(dx: -2, dy: -2),
                                  zIndex: Int.max - 10, appearance: panel)]
        for (i, row) in menu.items.enumerated() {
            var a = ViewAppearance()
            a.text = row.action.title
            a.textColor = Color(hex: 0xE6EDF3)
            a.fontSize = 13
            a.textAlignment = .leading
            result.append(DisplayItem(key: .decoration("menu", IndexPath(item: i + 1, section: 0)), frame: row.frame,
                                      zIndex: Int.max - 9, appearance: a))
        }
        return result
    }
}
