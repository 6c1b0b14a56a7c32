import LayoutCore

/// Images in views: the backend draws the thumbnail over the fill; while it loads the fill is the placeholder,
/// and a file that cannot be decoded gets a "broken image" mark (a framed picture crossed out).
extension DisplayListRenderer {
    /// The band behind a label drawn over an image.
    public static let imageLabelBandColor = Color(red: 0, green: 0, blue: 0, alpha: 0.55)
    /// A label's color over an image (on `imageLabelBandColor`), whatever the cell's own text color.
    public static let imageLabelTextColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
    /// The broken-image mark's color.
    public static let brokenImageColor = Color(hex: 0xE0E4EC)

    func drawImage(_ image: ImageReference, of item: DisplayItem, alpha: Double, into backend: inout some DrawingBackend) {
        let f = item.frame, a = item.appearance
        let quad: [Point]? = item.transform.isIdentity ? nil
            : project([Point(x: f.minX, y: f.minY), Point(x: f.maxX, y: f.minY), Point(x: f.maxX, y: f.maxY), Point(x: f.minX, y: f.maxY)],
                      about: f.center, item.transform)
        let result = backend.drawImage(image, in: f, quad: quad, cornerRadius: a.cornerRadius, alpha: alpha)
        guard result == .failed, item.transform.isIdentity else { return }
        // The mark: a small frame with a diagonal through it, centred in the upper part (clear of a label band).
        let side = min(28, f.width * 0.4, f.height * 0.4)
        guard side >= 6 else { return }
        let c = Color(red: Self.brokenImageColor.red, green: Self.brokenImageColor.green, blue: Self.brokenImageColor.blue,
                      alpha: Self.brokenImageColor.alpha * alpha)
        let centreY = a.text == nil ? f.midY : f.minY + (f.height - imageLabelBand(f, fontSize: a.fontSize).height) / 2
        let box = Rect(x: f.midX - side / 2, y: centreY - side / 2, width: side, height: side)
        let line = max(1.5, side / 12)
        backend.strokeRoundedRect(box, radius: side / 6, width: line, color: c)
        backend.drawLine(from: Point(x: box.minX + line, y: box.maxY - line), to: Point(x: box.maxX - line, y: box.minY + line),
                         width: line, color: c)
    }

    /// The bottom band of a frame a label over an image is set in: one line of the label's size, padded.
    func imageLabelBand(_ f: Rect, fontSize: Double) -> Rect {
        let h = min(f.height, (fontSize * 1.25 + 2 * Self.labelPadding).rounded(.up))
        return Rect(x: f.minX, y: f.maxY - h, width: f.width, height: h)
    }
}
