import CSDL2
import Renderer

/// A frame read back from a render target (0xAARRGGBB, row by row), with the measurements the HiDPI tests make.
struct TestImage: Equatable {
    /// A box of pixels: `x1` and `y1` are exclusive.
    typealias Box = (x0: Int, y0: Int, x1: Int, y1: Int)

    let width: Int
    let height: Int
    let pixels: [UInt32]

    init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "\(pixels.count) pixels for \(width)×\(height)")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// Everything drawn into `target` so far, at its full pixel size.
    init(_ target: RenderTarget) {
        let (w, h) = target.outputSize
        self.init(width: w, height: h, pixels: target.readPixels())
    }

    subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// Red, green and blue of a 0xRRGGBB value, 0...255.
    static func channels(_ c: UInt32) -> (Double, Double, Double) {
        (Double((c >> 16) & 0xFF), Double((c >> 8) & 0xFF), Double(c & 0xFF))
    }

    /// How far a pixel has gone from `paper` towards `ink`: its colour projected on the paper→ink axis, so 0 is
    /// paper, 1 is ink and a glyph-edge pixel is its anti-aliased coverage (clamped to 0...1).
    func coverage(_ x: Int, _ y: Int, paper: UInt32, ink: UInt32) -> Double {
        let (pr, pg, pb) = Self.channels(paper), (ir, ig, ib) = Self.channels(ink), (cr, cg, cb) = Self.channels(self[x, y])
        let (ar, ag, ab) = (ir - pr, ig - pg, ib - pb)
        let t = ((cr - pr) * ar + (cg - pg) * ag + (cb - pb) * ab) / (ar * ar + ag * ag + ab * ab)
        return max(0, min(1, t))
    }

    /// The smallest box holding every pixel of `region` that passes `test`; nil when none does.
    func bounds(in region: Box, where test: (Int, Int) -> Bool) -> Box? {
        var box: Box?
        for y in region.y0..<region.y1 {
            for x in region.x0..<region.x1 where test(x, y) {
                if let b = box { box = (min(b.x0, x), min(b.y0, y), max(b.x1, x + 1), max(b.y1, y + 1)) } else { box = (x, y, x + 1, y + 1) }
            }
        }
        return box
    }

    /// Anti-aliasing per unit of ink in `region`: pixels partly covered (coverage 0.15...0.85) divided by the
    /// summed coverage (the glyphs' area in pixels). Rasterised at a finer pixel grid, a glyph's edge grows with
    /// its outline (×k) and its area with k², so the ratio falls ~1/k; a stretched coarse texture keeps it (nearest
    /// neighbour) or raises it (linear filtering smears each edge over more pixels).
    func edgeRatio(in region: Box, paper: UInt32, ink: UInt32) -> (partial: Int, ink: Double, ratio: Double) {
        var partial = 0, total = 0.0
        for y in region.y0..<region.y1 {
            for x in region.x0..<region.x1 {
                let c = coverage(x, y, paper: paper, ink: ink)
                total += c
                if c > 0.15 && c < 0.85 { partial += 1 }
            }
        }
        return (partial, total, total > 0 ? Double(partial) / total : 0)
    }

    /// Each pixel repeated k×k times: a 1× frame shown on a k× screen pixel for pixel.
    func nearestUpscaled(by k: Int) -> TestImage {
        var out = [UInt32](repeating: 0, count: width * k * height * k)
        for y in 0..<(height * k) { for x in 0..<(width * k) { out[y * width * k + x] = self[x / k, y / k] } }
        return TestImage(width: width * k, height: height * k, pixels: out)
    }

    /// Stretched k× with bilinear filtering (pixel centres aligned, edges clamped): what a 1× texture drawn
    /// at k× with SDL's "linear" scale quality looks like.
    func bilinearUpscaled(by k: Int) -> TestImage {
        let w = width * k, h = height * k
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let sy = max(0, min(Double(height - 1), (Double(y) + 0.5) / Double(k) - 0.5))
            let y0 = Int(sy), y1 = min(height - 1, y0 + 1), fy = sy - Double(y0)
            for x in 0..<w {
                let sx = max(0, min(Double(width - 1), (Double(x) + 0.5) / Double(k) - 0.5))
                let x0 = Int(sx), x1 = min(width - 1, x0 + 1), fx = sx - Double(x0)
                var c: UInt32 = 0xFF00_0000
                for shift: UInt32 in [16, 8, 0] {
                    func v(_ px: UInt32) -> Double { Double((px >> shift) & 0xFF) }
                    let top = v(self[x0, y0]) * (1 - fx) + v(self[x1, y0]) * fx
                    let bottom = v(self[x0, y1]) * (1 - fx) + v(self[x1, y1]) * fx
                    c |= UInt32((top * (1 - fy) + bottom * fy).rounded()) << shift
                }
                out[y * w + x] = c
            }
        }
        return TestImage(width: w, height: h, pixels: out)
    }

    /// Writes the image as a PNG, for looking at by eye.
    func savePNG(to path: String) {
        guard let surf = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGB888.rawValue) else { return }
        defer { SDL_FreeSurface(surf) }
        let pitch = Int(surf.pointee.pitch) / 4
        let dst = surf.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<height { for x in 0..<width { dst[y * pitch + x] = self[x, y] } }
        _ = IMG_SavePNG(surf, path)
    }

    /// A PNG file decoded with SDL_image, converted to 0xAARRGGBB; nil when it cannot be read.
    static func loadPNG(_ path: String) -> TestImage? {
        guard let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let surf = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(surf) }
        let w = Int(surf.pointee.w), h = Int(surf.pointee.h), pitch = Int(surf.pointee.pitch) / 4
        let src = surf.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { out[y * w + x] = src[y * pitch + x] } }
        return TestImage(width: w, height: h, pixels: out)
    }
}
