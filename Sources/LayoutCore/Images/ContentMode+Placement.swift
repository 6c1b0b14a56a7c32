extension ContentMode {
    /// Where an image of `imageSize` is drawn for `bounds`: the bounds themselves (scale to fill), a centred rect
    /// inside them (aspect fit) or a centred rect covering them, larger than they are (aspect fill; drawn clipped
    /// to the bounds). An empty image fills the bounds.
    public func placement(ofImageSize imageSize: Size, in bounds: Rect) -> Rect {
        guard imageSize.width > 0, imageSize.height > 0, self != .scaleToFill else { return bounds }
        let sx = bounds.width / imageSize.width, sy = bounds.height / imageSize.height
        let k = self == .aspectFit ? Swift.min(sx, sy) : Swift.max(sx, sy)
        let w = imageSize.width * k, h = imageSize.height * k
        return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
    }
}
