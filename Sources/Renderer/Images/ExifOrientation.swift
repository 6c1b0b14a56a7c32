/// A JPEG's EXIF orientation (tag 0x0112): how the stored pixels must be turned and mirrored to show upright.
/// Cameras store a portrait photo sideways and say so here; SDL_image ignores it, so the decoder applies it.
public enum ExifOrientation: Int, Sendable, CaseIterable {
    /// The eight EXIF values, 1…8 in the standard's order: `up` is stored upright, `down` turned half a turn,
    /// `left` and `right` a quarter turn, and each `…Mirrored` the same flipped (UIKit: `UIImage.Orientation`).
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// True for the orientations with a quarter turn: the shown image is the stored one's height wide.
    public var swapsAxes: Bool { rawValue >= 5 }

    /// The orientation in a TIFF block (an EXIF segment after its "Exif\0\0" prefix); `.up` when absent.
    static func parseTIFF(_ t: [UInt8]) -> ExifOrientation {
        guard t.count >= 8 else { return .up }
        let little = t[0] == 0x49 && t[1] == 0x49
        guard little || (t[0] == 0x4D && t[1] == 0x4D) else { return .up }
        func u16(_ i: Int) -> Int {
            guard i + 1 < t.count else { return 0 }
            return little ? Int(t[i]) | Int(t[i + 1]) << 8 : Int(t[i]) << 8 | Int(t[i + 1])
        }
        func u32(_ i: Int) -> Int { little ? u16(i) | u16(i + 2) << 16 : u16(i) << 16 | u16(i + 2) }
        let ifd = u32(4)
        let count = u16(ifd)
        for e in 0..<min(count, 512) {
            let entry = ifd + 2 + e * 12
            guard entry + 12 <= t.count else { break }
            if u16(entry) == 0x0112 { return ExifOrientation(rawValue: u16(entry + 8)) ?? .up }
        }
        return .up
    }

    /// `image` turned and mirrored to show upright.
    public func applied(to image: DecodedImage) -> DecodedImage {
        guard self != .up else { return image }
        let w = image.width, h = image.height
        let dw = swapsAxes ? h : w, dh = swapsAxes ? w : h
        var out = [UInt32](repeating: 0, count: dw * dh)
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<dh {
                for x in 0..<dw {
                    let sx: Int, sy: Int
                    switch self {
                    case .up: (sx, sy) = (x, y)
                    case .upMirrored: (sx, sy) = (w - 1 - x, y)
                    case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
                    case .downMirrored: (sx, sy) = (x, h - 1 - y)
                    case .leftMirrored: (sx, sy) = (y, x)
                    case .right: (sx, sy) = (y, h - 1 - x)
                    case .rightMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
                    case .left: (sx, sy) = (w - 1 - y, x)
                    }
                    out[y * dw + x] = src[sy * w + sx]
                }
            }
        }
        return DecodedImage(width: dw, height: dh, pixels: out)
    }
}
