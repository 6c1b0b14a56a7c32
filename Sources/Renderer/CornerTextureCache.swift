internal import CSDL2

/// Anti-aliased quarter-circle textures (filled, or a ring of a width), white, keyed by radius and ring width in
/// device pixels (points × scale, so HiDPI corners are not scaled-up 1× ones). Rounded rectangles are drawn as
/// filled rects plus four tinted copies of these: far cheaper on the software renderer than tessellated geometry,
/// and anti-aliased where geometry is not. Each corner has its own mirrored texture rather than a flipped copy:
/// SDL's software renderer places flipped copies on the point grid under a render scale, and re-rotates them on
/// every draw.
final class CornerTextureCache {
    private struct Key: Hashable { let radius: Int; let ring: Int; let flipX: Bool; let flipY: Bool }
    /// Owned so the renderer outlives every texture here: the deinit below destroys them while it is alive.
    private let target: RenderTarget
    private var renderer: OpaquePointer { target.renderer }
    private var textures: [Key: OpaquePointer] = [:]
    /// Sub-samples per pixel side for coverage.
    private static let supersample = 4

    /// The four textures last asked for together (see `corners`).
    private var lastCorners: (radius: Int, ring: Int, textures: [OpaquePointer?])?

    init(target: RenderTarget) { self.target = target }

    /// The four corners' textures of a radius and ring: top-left, top-right, bottom-left, bottom-right. The last
    /// four are kept at hand: a frame of 500 cards of one radius asks for the same four 2,000 times, and hashing
    /// a key for each was a tenth of drawing them.
    func corners(radius: Int, ring: Int) -> [OpaquePointer?] {
        if let last = lastCorners, last.radius == radius, last.ring == ring { return last.textures }
        let four = [texture(radius: radius, ring: ring), texture(radius: radius, ring: ring, flipX: true),
                    texture(radius: radius, ring: ring, flipY: true), texture(radius: radius, ring: ring, flipX: true, flipY: true)]
        lastCorners = (radius, ring, four)
        return four
    }
    deinit { for t in textures.values { SDL_DestroyTexture(t) } }

    /// The top-left quarter of a disc of `radius` pixels (ring 0) or of a ring `ring` pixels wide, mirrored
    /// left-right (`flipX`) and top-bottom (`flipY`) for the other corners.
    func texture(radius: Int, ring: Int, flipX: Bool = false, flipY: Bool = false) -> OpaquePointer? {
        let key = Key(radius: radius, ring: ring, flipX: flipX, flipY: flipY)
        if let t = textures[key] { return t }
        guard radius > 0, let surf = SDL_CreateRGBSurfaceWithFormat(0, Int32(radius), Int32(radius), 32,
                                                                      SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        defer { SDL_FreeSurface(surf) }
        let r = Double(radius), inner = ring > 0 ? max(0, r - Double(ring)) : -1
        let n = Self.supersample
        let pitch = Int(surf.pointee.pitch) / 4
        let pixels = surf.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<radius {
            for x in 0..<radius {
                // Coverage is computed for the top-left quarter and stored at the mirrored place.
                let px = flipX ? radius - 1 - x : x, py = flipY ? radius - 1 - y : y
                var covered = 0
                for sy in 0..<n {
                    for sx in 0..<n {
                        // Distance from the circle's centre at (r, r), the quarter's inner corner.
                        let dx = r - (Double(x) + (Double(sx) + 0.5) / Double(n))
                        let dy = r - (Double(y) + (Double(sy) + 0.5) / Double(n))
                        let d = (dx * dx + dy * dy).squareRoot()
                        if d <= r && d >= inner { covered += 1 }
                    }
                }
                let alpha = UInt32((Double(covered) / Double(n * n) * 255).rounded())
                pixels[py * pitch + px] = (alpha << 24) | 0x00FF_FFFF
            }
        }
        guard let tex = SDL_CreateTextureFromSurface(renderer, surf) else { return nil }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        textures[key] = tex
        return tex
    }
}
