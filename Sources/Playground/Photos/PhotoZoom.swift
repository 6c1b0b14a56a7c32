import LayoutCore
import Renderer

/// A photo opened large by a double click (`--photos`): it grows from its cell to fill most of the window over a
/// dimmed background, and shrinks back into its cell when closed (a click, or Esc). The whole image shows when open
/// (the frame takes the image's own aspect ratio); the cell's crop is where it starts, so the zoom is continuous.
struct PhotoZoom {
    let indexPath: IndexPath
    let image: ImageReference
    /// The image's size in pixels, when its header could be read (else the window's inset rect is used).
    let imageSize: Size?
    /// The cell's frame in window coordinates, where the zoom starts (and ends when closing).
    var cellFrame: Rect
    /// When the current animation began.
    var start: Timestamp
    var isClosing = false

    /// Length of the zoom, each way.
    static let duration = 0.3
    /// Space kept between the open image and the window's edges.
    static let margin = 40.0
    static let kind = "photo-zoom"

    /// Progress from the cell (0) to open (1), eased; closing runs it backwards.
    func progress(at now: Timestamp) -> Double {
        let t = max(0, min(1, (now - start) / Self.duration))
        let eased = t * t * (3 - 2 * t)
        return isClosing ? 1 - eased : eased
    }

    /// True once a closing zoom is back in its cell.
    func isFinished(at now: Timestamp) -> Bool { isClosing && now - start >= Self.duration }
    /// True while it moves.
    func isAnimating(at now: Timestamp) -> Bool { now - start < Self.duration }

    /// Where the open image goes: the window less the margin, fitted to the image's aspect ratio.
    func openFrame(viewport: Size) -> Rect {
        let room = Rect(x: Self.margin, y: Self.margin, width: max(1, viewport.width - 2 * Self.margin),
                        height: max(1, viewport.height - 2 * Self.margin))
        guard let imageSize else { return room }
        return ContentMode.aspectFit.placement(ofImageSize: imageSize, in: room)
    }

    /// The dimmed backdrop and the image, at `now`.
    func items(viewport: Size, now: Timestamp) -> [DisplayItem] {
        let p = progress(at: now)
        let to = openFrame(viewport: viewport), from = cellFrame
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        let frame = Rect(x: lerp(from.minX, to.minX), y: lerp(from.minY, to.minY),
                         width: lerp(from.width, to.width), height: lerp(from.height, to.height))
        var overlay = OverlayBuilder(kind: Self.kind, capacity: 2)
        overlay.fill(Rect(origin: .zero, size: viewport), color: Color(red: 0, green: 0, blue: 0, alpha: 0.75 * p), zIndex: 0)
        var a = ViewAppearance()
        a.backgroundColor = Color(hex: 0x2A2E38)
        a.cornerRadius = PhotoLibrary.cornerRadius
        a.image = ImageReference(path: image.path, contentMode: .aspectFill)
        overlay.add(frame: frame, zIndex: 1, a)
        return overlay.finished()
    }

    /// The photo of the item at `ip` opening large, growing from its cell; nil when the item has no cell.
    static func opening(_ ip: IndexPath, image: ImageReference, in collectionView: CollectionView, now: Timestamp) -> PhotoZoom? {
        guard let a = collectionView.layoutAttributesForItem(at: ip) else { return nil }
        let o = collectionView.contentOffset
        return PhotoZoom(indexPath: ip, image: image, imageSize: SDLImageDecoder().pixelSize(ofImageAt: image.path),
                         cellFrame: a.frame.offsetBy(dx: -o.x, dy: -o.y), start: now)
    }

    /// Starts closing: it shrinks back into its cell (where the cell is now).
    mutating func close(in collectionView: CollectionView, now: Timestamp) {
        guard !isClosing else { return }
        if let a = collectionView.layoutAttributesForItem(at: indexPath) {
            cellFrame = a.frame.offsetBy(dx: -collectionView.contentOffset.x, dy: -collectionView.contentOffset.y)
        }
        // Closing mid-opening starts from where the zoom is, not from fully open (the easing is symmetric, so the
        // time already spent opening is the time closing skips).
        let opened = max(0, min(Self.duration, now - start))
        isClosing = true
        start = now + (opened - Self.duration)
    }
}
