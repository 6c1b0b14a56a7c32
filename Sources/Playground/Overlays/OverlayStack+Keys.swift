import LayoutCore
import Renderer

/// What the app asks of the overlays beyond drawing: a double click's photo, opened large from its cell and
/// closed back into it (where the cell is now), and the parameter keys ([ ] - =).
extension OverlayStack {
    /// Opens the photo of the item at `ip` large, growing from its cell.
    mutating func openZoom(_ ip: LayoutCore.IndexPath, image: ImageReference, in collectionView: CollectionView, now: Timestamp) {
        guard let a = collectionView.layoutAttributesForItem(at: ip) else { return }
        let o = collectionView.contentOffset
        zoom = PhotoZoom(indexPath: ip, image: image, imageSize: SDLImageDecoder().pixelSize(ofImageAt: image.path),
                         cellFrame: a.frame.offsetBy(dx: -o.x, dy: -o.y), start: now)
    }

    /// Closes the open photo: it shrinks back into its cell (where the cell is now).
    mutating func closeZoom(in collectionView: CollectionView, now: Timestamp) {
        guard var z = zoom, !z.isClosing else { return }
        if let a = collectionView.layoutAttributesForItem(at: z.indexPath) {
            z.cellFrame = a.frame.offsetBy(dx: -collectionView.contentOffset.x, dy: -collectionView.contentOffset.y)
        }
        // Closing mid-opening starts from where the zoom is, not from fully open (the easing is symmetric, so the
        // time already spent opening is the time closing skips).
        let opened = max(0, min(PhotoZoom.duration, now - z.start))
        z.isClosing = true
        z.start = now + (opened - PhotoZoom.duration)
        zoom = z
    }

    /// [ and ]: the previous or next parameter (opening the panel first if it is closed).
    mutating func moveParameterSelection(by delta: Int, count: Int) {
        guard parameterPanel.isVisible else { parameterPanel.isVisible = true; return }
        parameterPanel.moveSelection(by: delta, count: count)
    }

    /// - and =: the parameter the keys change (opening the panel first if it is closed: then none).
    mutating func parameterToStep(in parameters: [LayoutParameter]) -> LayoutParameter? {
        guard parameterPanel.isVisible else { parameterPanel.isVisible = true; return nil }
        return parameterPanel.selectedParameter(in: parameters)
    }
}
