/// Pixels decoded from an image file, ready to become a texture: `width`×`height` pixels, row by row, each
/// 0xAARRGGBB with straight (not premultiplied) alpha. A value, so worker threads hand it over without sharing.
public struct DecodedImage: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// The pixels, `width` × `height` of them, top row first, each 0xAARRGGBB with straight alpha.
    public var pixels: [UInt32]

    /// An image of `width` × `height` pixels; `pixels` must hold exactly that many (a precondition).
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "pixels must hold width × height values")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// An image of one color.
    public init(width: Int, height: Int, filledWith argb: UInt32) {
        self.init(width: width, height: height, pixels: [UInt32](repeating: argb, count: width * height))
    }

    /// Bytes the pixels take (and the texture made of them).
    public var byteCount: Int { width * height * 4 }

    /// The pixel at (x, y).
    public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// True when every pixel is opaque except within the four `corner`×`corner` squares (where rounded corners are
    /// cut): such a thumbnail hides whatever is drawn under its view.
    func isOpaque(outsideCorners corner: Int) -> Bool {
        let c = max(0, corner)
        return pixels.withUnsafeBufferPointer { p in
            for y in 0..<height {
                let inBand = y < c || y >= height - c
                for x in 0..<width where p[y * width + x] >> 24 != 0xFF {
                    if inBand && (x < c || x >= width - c) { continue }
                    return false
                }
            }
            return true
        }
    }
}
