import LayoutCore
import Renderer

/// The overlays over a frame, back to front: the empty-state message (`EmptyState`), the tools over the content, the HUD, the
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

    /// Every overlay's items for a frame of `viewport` size, in drawing order.
    mutating func items(viewport: Size, _ context: Context) -> [DisplayItem] {
        // Drawn in the order appended (back to front): the tools over the content, the menu over them, help over
        // everything but the legend bar, which stays readable on top.
        let cv = context.collectionView
        var items = EmptyState.items(context.emptyState, viewport: viewport, bottomInset: showsLegend ? Legend.height : 0)
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
}
