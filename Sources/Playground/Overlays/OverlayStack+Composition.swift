import LayoutCore
import Renderer

/// The overlays over a frame, back to front: the empty-state message, the tools over the content, the HUD, the
/// edit menu, an opened photo, help and the toast, and the legend bar on top; and the scroll indicators kept
/// clear of the right column.
extension OverlayStack {
    /// What the overlays show of the session in a frame.
    struct Context {
        let collectionView: CollectionView
        let interaction: CollectionViewInteraction
        /// The legend's and the panels' name of the layout ("tree (compact)").
        let layoutName: String
        /// Where an interactive transition is heading.
        let scrubTarget: String?
        /// The parameter panel's rows (asked for only while it is open).
        let parameters: () -> [LayoutParameter]
        /// The empty-state message, nil while there are items.
        let emptyState: String?
        let itemCount: Int
        /// The SDL render driver, for the HUD.
        let renderer: String
        let now: Timestamp
        /// A frame saved as a screenshot shows no toast.
        let savingScreenshot: Bool
    }

    /// The message shown, centred, while there are no items (N adds one to the last section).
    static let emptyStateText = "No items — press N to add one"
    /// The same without sections, where N has nowhere to put an item.
    static let noSectionsText = "No items"

    /// The empty-state message for `document` now, or nil while there are items.
    static func emptyStateMessage(for document: DemoDocument) -> String? {
        guard document.itemCount == 0 else { return nil }
        return document.numberOfSections == 0 ? noSectionsText : emptyStateText
    }

    /// Every overlay's items for a frame of `viewport` size, in drawing order.
    mutating func items(viewport: Size, _ context: Context) -> [DisplayItem] {
        // Drawn in the order appended (back to front): the tools over the content, the menu over them, help over
        // everything but the legend bar, which stays readable on top.
        let cv = context.collectionView
        var items = emptyStateItems(context.emptyState, viewport: viewport)
        items += toolItems(viewport: viewport, collectionView: cv, layoutName: context.layoutName, itemCount: context.itemCount,
                           parameters: context.parameters())
        if hud.isVisible {
            items += hud.items(viewport: viewport, liveViews: cv.liveViewCount, pooledViews: cv.pooledViewCount,
                               summarized: cv.summarizedCellCount, renderer: context.renderer)
        }
        if let menu = context.interaction.menu { items += MenuOverlay.items(menu) }
        items += zoomItems(viewport: viewport, now: context.now)
        items += modalItems(viewport: viewport, now: context.now, savingScreenshot: context.savingScreenshot)
        if showsLegend {
            let status = Legend.status(layout: context.layoutName, target: context.scrubTarget, transitionProgress: cv.transitionProgress,
                                       interactive: cv.isInteractiveTransitionActive, slow: cv.animationSpeed != 1,
                                       multiple: context.interaction.selectionMode == .multiple)
            items += Legend.items(viewport: viewport, status: status)
        }
        return items
    }

    /// Keeps the scroll indicators clear of the right column: with the parameter panel open (it covers the column
    /// from the HUD down) both bars end left of it; with only the HUD open the vertical bar's track starts under
    /// it. A bar under a panel cannot be seen, as a macOS scroller never runs under an inspector.
    func updateScrollIndicatorInsets(of collectionView: CollectionView) {
        let viewport = collectionView.bounds.size
        let arrangement = arrangement(viewport: viewport)
        var vertical = EdgeInsets.zero, horizontal = EdgeInsets.zero
        if let panel = arrangement.parameters {
            vertical.right = max(0, viewport.width - panel.minX)
            horizontal.right = vertical.right
        } else if let hud = arrangement.hud {
            vertical.top = hud.maxY
        }
        if collectionView.verticalScrollIndicatorInsets != vertical { collectionView.verticalScrollIndicatorInsets = vertical }
        if collectionView.horizontalScrollIndicatorInsets != horizontal { collectionView.horizontalScrollIndicatorInsets = horizontal }
    }

    /// The empty-state message, centred in the part of the window the legend leaves, while there are no items.
    func emptyStateItems(_ text: String?, viewport: Size) -> [DisplayItem] {
        guard let text else { return [] }
        let fontSize = 17.0
        let width = min(viewport.width - 20, OverlayStyle.textWidth(text, fontSize: fontSize) + 40), height = 44.0
        let visibleHeight = viewport.height - (showsLegend ? Legend.height : 0)
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
