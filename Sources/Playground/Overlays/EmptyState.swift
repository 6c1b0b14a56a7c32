import LayoutCore
import Renderer

/// Data without items shows a short message in every layout instead of an empty window.
enum EmptyState {
    /// The message shown, centred, while there are no items (N adds one to the last section).
    static let text = "No items — press N to add one"
    /// The same without sections, where N has nowhere to put an item.
    static let noSectionsText = "No items"

    /// The message for `document` now, or nil while there are items.
    static func message(for document: DemoDocument) -> String? {
        guard document.itemCount == 0 else { return nil }
        return document.numberOfSections == 0 ? noSectionsText : text
    }

    /// The message, centred in the part of the window above `bottomInset` (the legend bar), or nothing without one.
    static func items(_ text: String?, viewport: Size, bottomInset: Double) -> [DisplayItem] {
        guard let text else { return [] }
        let fontSize = 17.0
        let width = min(viewport.width - 20, OverlayStyle.textWidth(text, fontSize: fontSize) + 40), height = 44.0
        let visibleHeight = viewport.height - bottomInset
        let frame = Rect(x: (viewport.width - width) / 2, y: (visibleHeight - height) / 2, width: width, height: height)
        // A panel behind the words: empty sections still draw their header and footer bands under it.
        var panel = ViewAppearance()
        panel.backgroundColor = Color(hex: 0x0E1014, alpha: 0.92)
        panel.cornerRadius = 10
        var label = ViewAppearance()
        label.text = text
        label.textColor = Color(hex: 0xC9D1D9)
        label.fontSize = fontSize
        return [DisplayItem(key: .decoration("emptyState", LayoutCore.IndexPath(item: 0, section: 0)), frame: frame, zIndex: Int.max - 9,
                            appearance: panel),
                DisplayItem(key: .decoration("emptyState", LayoutCore.IndexPath(item: 1, section: 0)), frame: frame, zIndex: Int.max - 8,
                            appearance: label)]
    }
}
