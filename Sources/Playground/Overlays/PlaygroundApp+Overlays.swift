import Foundation
import LayoutCore
import Renderer

/// The overlays' part of the app: the scroll indicators kept clear of the right column, the parameter panel's keys
/// ([ ] - =) and a double click's photo (opened large, closed back into its cell) or enlarged item.
extension PlaygroundApp {
    /// Keeps the scroll indicators clear of the right column: with the parameter panel open (it covers the column
    /// from the HUD down) both bars end left of it; with only the HUD open the vertical bar's track starts under
    /// it. A bar under a panel cannot be seen, as a macOS scroller never runs under an inspector.
    func updateScrollIndicatorInsets(viewport: Size) {
        let arrangement = overlays.arrangement(viewport: viewport)
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

    /// [ and ]: the previous or next parameter (opening the panel first if it is closed).
    func moveParameterSelection(by delta: Int) {
        guard overlays.parameterPanel.isVisible else { overlays.parameterPanel.isVisible = true; return }
        overlays.parameterPanel.moveSelection(by: delta, count: shelf.panelParameters.count)
    }

    /// - and =: one step down or up for the selected parameter; the layout is invalidated and animates.
    func changeParameter(by steps: Int) {
        guard overlays.parameterPanel.isVisible else { overlays.parameterPanel.isVisible = true; return }
        guard let parameter = overlays.parameterPanel.selectedParameter(in: shelf.panelParameters) else { return }
        let value = shelf.stepped(parameter, by: steps)
        guard value != parameter.value else { return }
        shelf.setParameter(parameter.name, to: value)
    }

    /// Opens an item's photo large, growing from its cell.
    func openZoom(_ ip: LayoutCore.IndexPath) {
        guard let image = dataSource.image(at: ip), let a = collectionView.layoutAttributesForItem(at: ip) else { return }
        let o = collectionView.contentOffset
        overlays.zoom = PhotoZoom(indexPath: ip, image: image, imageSize: SDLImageDecoder().pixelSize(ofImageAt: image.path),
                                  cellFrame: a.frame.offsetBy(dx: -o.x, dy: -o.y), start: driver.lastFrameTime)
    }

    /// Closes the open photo: it shrinks back into its cell (where the cell is now).
    func closeZoom() {
        guard var z = overlays.zoom, !z.isClosing else { return }
        if let a = collectionView.layoutAttributesForItem(at: z.indexPath) {
            z.cellFrame = a.frame.offsetBy(dx: -collectionView.contentOffset.x, dy: -collectionView.contentOffset.y)
        }
        // Closing mid-opening starts from where the zoom is, not from fully open (the easing is symmetric, so the
        // time already spent opening is the time closing skips).
        let now = driver.lastFrameTime
        let opened = max(0, min(PhotoZoom.duration, now - z.start))
        z.isClosing = true
        z.start = now + (opened - PhotoZoom.duration)
        overlays.zoom = z
    }

    /// Double click: the item grows (or shrinks back) through the size delegate, animated.
    func toggleEnlarged(_ ip: LayoutCore.IndexPath) {
        dataSource.toggleEnlarged(ip)
        collectionView.invalidateLayout(animated: true)
    }
}
