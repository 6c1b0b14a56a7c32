import LayoutCore

extension DecodedImage {
    /// The thumbnail a request asks for: fitted by its content mode to its pixel size (aspect fill crops the
    /// middle, aspect fit shrinks to the image's own aspect), averaged down (a box filter: every source pixel
    /// counts once, so fine detail does not alias), and with the view's rounded corners cut out of the alpha.
    /// An aspect-fit thumbnail is smaller than the view on one axis and is drawn centred in it; its corners are
    /// cut where the view's corners fall on it. A view larger than the image gets it at its own size.
    public func thumbnail(for request: ImageRequest) -> DecodedImage {
        let vw = max(1, request.pixelWidth), vh = max(1, request.pixelHeight)
        guard width > 0, height > 0 else { return DecodedImage(width: vw, height: vh, filledWith: 0) }
        var crop = (x: 0.0, y: 0.0, w: Double(width), h: Double(height))
        var ow = vw, oh = vh
        switch request.contentMode {
        case .scaleToFill: break
        case .aspectFill:
            if Double(width) * Double(vh) > Double(height) * Double(vw) {
                crop.w = Double(height) * Double(vw) / Double(vh); crop.x = (Double(width) - crop.w) / 2
            } else {
                crop.h = Double(width) * Double(vh) / Double(vw); crop.y = (Double(height) - crop.h) / 2
            }
        case .aspectFit:
            let placed = ContentMode.aspectFit.placement(ofImageSize: Size(width: Double(width), height: Double(height)),
                                                         in: Rect(x: 0, y: 0, width: Double(vw), height: Double(vh)))
            ow = max(1, Int(placed.width.rounded())); oh = max(1, Int(placed.height.rounded()))
        }
        // Never enlarged: a view larger than the image gets the image at its own size (the GPU scales it smoothly
        // when drawing), with the view's size and corners scaled down alike.
        let k = min(1, crop.w / Double(ow), crop.h / Double(oh))
        func scaled(_ v: Int) -> Int { max(1, Int((Double(v) * k).rounded())) }
        var out = resampled(crop: crop, toWidth: scaled(ow), height: scaled(oh))
        out.cutCorners(radius: Int((Double(request.cornerRadius) * k).rounded()), viewWidth: k < 1 ? scaled(vw) : vw,
                       viewHeight: k < 1 ? scaled(vh) : vh)
        return out
    }

    /// The part `crop` (source pixels, fractional) averaged into `ow`×`oh` pixels: each output pixel is the mean
    /// of the source pixels its footprint covers (at least the one under its centre when enlarging).
    func resampled(crop: (x: Double, y: Double, w: Double, h: Double), toWidth ow: Int, height oh: Int) -> DecodedImage {
        var out = [UInt32](repeating: 0, count: ow * oh)
        // Source column and row spans per output column and row, computed once.
        func spans(_ n: Int, _ origin: Double, _ length: Double, _ limit: Int) -> [(Int, Int)] {
            (0..<n).map { i in
                let a = origin + length * Double(i) / Double(n), b = origin + length * Double(i + 1) / Double(n)
                let lo = min(limit - 1, max(0, Int(a.rounded(.down))))
                let hi = min(limit, max(lo + 1, Int(b.rounded(.up))))
                return (lo, hi)
            }
        }
        let xs = spans(ow, crop.x, crop.w, width), ys = spans(oh, crop.y, crop.h, height)
        let w = width
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for (oy, (y0, y1)) in ys.enumerated() {
                    for (ox, (x0, x1)) in xs.enumerated() {
                        var a = 0, r = 0, g = 0, b = 0
                        for y in y0..<y1 {
                            let row = y * w
                            for x in x0..<x1 {
                                let p = src[row + x]
                                a &+= Int(p >> 24); r &+= Int((p >> 16) & 0xFF); g &+= Int((p >> 8) & 0xFF); b &+= Int(p & 0xFF)
                            }
                        }
                        let mean = RoundedMean(count: (y1 - y0) * (x1 - x0))
                        dst[oy * ow + ox] = mean.of(a) << 24 | mean.of(r) << 16 | mean.of(g) << 8 | mean.of(b)
                    }
                }
            }
        }
        return DecodedImage(width: ow, height: oh, pixels: out)
    }

    /// Sub-samples per pixel side for the corners' coverage (as the renderer's corner textures).
    static let cornerSupersample = 4

    /// Multiplies the alpha by the coverage of a `viewWidth`×`viewHeight` rounded rect of `radius` in which this
    /// image sits centred, so the image is clipped to the view's corners (anti-aliased like the fill's).
    mutating func cutCorners(radius: Int, viewWidth vw: Int, viewHeight vh: Int) {
        let r = Double(min(radius, vw / 2, vh / 2))
        guard r > 0 else { return }
        let ox = Double(vw - width) / 2, oy = Double(vh - height) / 2
        let n = Self.cornerSupersample
        for y in 0..<height {
            let cy = oy + Double(y)
            // Rows clear of the corner bands keep their alpha.
            guard cy < r || cy + 1 > Double(vh) - r else { continue }
            for x in 0..<width {
                let cx = ox + Double(x)
                guard cx < r || cx + 1 > Double(vw) - r else { continue }
                var covered = 0
                for sy in 0..<n {
                    for sx in 0..<n {
                        let px = cx + (Double(sx) + 0.5) / Double(n), py = cy + (Double(sy) + 0.5) / Double(n)
                        // Distance past the nearest corner circle's centre, per axis (0 inside the straight parts).
                        let dx = max(0, r - px, px - (Double(vw) - r)), dy = max(0, r - py, py - (Double(vh) - r))
                        if dx * dx + dy * dy <= r * r { covered += 1 }
                    }
                }
                guard covered < n * n else { continue }
                let i = y * width + x, p = pixels[i]
                let alpha = (p >> 24) * UInt32(covered) / UInt32(n * n)
                pixels[i] = alpha << 24 | (p & 0x00FF_FFFF)
            }
        }
    }
}
