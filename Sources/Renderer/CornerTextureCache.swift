internal import CSDL2

/// Anti-aliased quarter-circle textures (filled, or a ring of a width), keyed by radius and ring width in device
/// pixels (points × scale, so HiDPI corners are not scaled-up 1× ones). Rounded rectangles are drawn as filled
/// rects plus four copies of these: far cheaper on the software renderer than tessellated geometry, and
/// anti-aliased where geometry is not. Each corner has its own mirrored texture rather than a flipped copy: SDL's
/// software renderer places flipped copies on the point grid under a render scale, and re-rotates them on every
/// draw.
///
/// Two kinds: white ones, tinted at each copy by the renderer's color and alpha modulation (any color, any
/// opacity), and, for opaque colors on the software renderer, ones already in the color (`tintedCorners`). SDL's
/// software blitter has no fast path for a color-modulated copy: it blends every pixel with a generic loop, about
/// 70 instructions each, and 500 cards of a circle made that loop a third of a frame. An unmodulated copy with
/// per-pixel alpha takes SDL's vectorised path, which copies opaque pixels, skips transparent ones and blends only
/// the anti-aliased edge.
final class CornerTextureCache {
    private struct Key: Hashable { let radius: Int; let ring: Int; let flipX: Bool; let flipY: Bool }
    /// Owned so the renderer outlives every texture here: the deinit below destroys them while it is alive.
    private let target: RenderTarget
    private var renderer: OpaquePointer { target.renderer }
    private var textures: [Key: OpaquePointer] = [:]
    /// Each corner's coverage (0…255 per pixel, row by row), computed once per radius, ring and corner.
    private var coverages: [Key: [UInt8]] = [:]
    /// Four corners in a color, with the frame they were last drawn in (for evicting the least recently used).
    /// A class, so marking one used is a write to it, not to the table.
    private final class TintedSet {
        let textures: [OpaquePointer?]
        var lastUse: Int
        init(_ textures: [OpaquePointer?], lastUse: Int) { self.textures = textures; self.lastUse = lastUse }
    }
    /// Colored corner sets by radius, ring and color packed in one integer: 500 cards ask for one
    /// each a frame, and hashing one word is a third of hashing three.
    private var tinted: [UInt64: TintedSet] = [:]
    /// Sub-samples per pixel side for coverage.
    private static let supersample = 4
    /// Colored corner sets kept at most (each is four textures of radius² pixels: a few hundred kilobytes in all
    /// at 2×), and made at most per frame: a frame that brings hundreds of new colors draws the rest tinted at
    /// the copy, as before, instead of stalling while it makes them.
    static let tintedCapacity = 512
    static let tintedPerFrame = 48
    private var frame = 0
    private var madeThisFrame = 0
    /// Set when the cache was full of sets drawn in this frame or the last: more colors are on screen than it
    /// holds (a circle of 5,000 cards in as many shades), so making more would only evict ones still in use.
    /// The rest of the frame tints.
    private var isBusyThisFrame = false
    /// Colored corner sets made so far (for tests).
    private(set) var tintedMadeCount = 0

    /// The four textures last asked for together (see `corners`).
    private var lastCorners: (radius: Int, ring: Int, textures: [OpaquePointer?])?

    init(target: RenderTarget) { self.target = target }

    /// Whether corners in a color are worth having: only SDL's software renderer lacks a fast modulated copy
    /// (a GPU tints for free, and a texture per color would only cost memory there). Tests turn it off to
    /// compare with tinting.
    lazy var usesTintedCorners = target.rendererName == "software"

    /// A new frame: its budget for new colored corners starts over.
    func beginFrame() {
        frame += 1
        madeThisFrame = 0
        isBusyThisFrame = false
    }

    /// Colored corner sets currently held (for tests).
    var tintedCount: Int { tinted.count }

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

    /// The four corners in the opaque color `rgb` (0xRRGGBB), in `corners`' order, to be copied without
    /// modulation; nil when this renderer does not use them, or when the set is new and this frame has made its
    /// share (the caller then tints the white ones).
    func tintedCorners(radius: Int, ring: Int, rgb: UInt32) -> [OpaquePointer?]? {
        guard usesTintedCorners, radius > 0 else { return nil }
        // Radius and ring are device pixels far below 2^20 for anything drawn; larger ones are tinted at the copy.
        guard radius < 1 << 20, ring >= 0, ring < 1 << 20 else { return nil }
        let key = UInt64(radius) << 44 | UInt64(ring) << 24 | UInt64(rgb & 0xFF_FFFF)
        if let entry = tinted[key] {
            entry.lastUse = frame
            return entry.textures
        }
        guard madeThisFrame < Self.tintedPerFrame, !isBusyThisFrame else { return nil }
        if tinted.count >= Self.tintedCapacity, let oldest = tinted.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard oldest.value.lastUse < frame - 1 else { isBusyThisFrame = true; return nil }
            for t in oldest.value.textures { if let t { SDL_DestroyTexture(t) } }
            tinted[oldest.key] = nil
        }
        madeThisFrame += 1
        tintedMadeCount += 1
        let four = [(false, false), (true, false), (false, true), (true, true)].map { flip in
            makeTexture(Key(radius: radius, ring: ring, flipX: flip.0, flipY: flip.1), rgb: rgb)
        }
        tinted[key] = TintedSet(four, lastUse: frame)
        return four
    }

    deinit {
        for t in textures.values { SDL_DestroyTexture(t) }
        for entry in tinted.values { for t in entry.textures { if let t { SDL_DestroyTexture(t) } } }
    }

    /// The top-left quarter of a disc of `radius` pixels (ring 0) or of a ring `ring` pixels wide, mirrored
    /// left-right (`flipX`) and top-bottom (`flipY`) for the other corners, in white.
    func texture(radius: Int, ring: Int, flipX: Bool = false, flipY: Bool = false) -> OpaquePointer? {
        let key = Key(radius: radius, ring: ring, flipX: flipX, flipY: flipY)
        if let t = textures[key] { return t }
        guard let tex = makeTexture(key, rgb: 0xFF_FFFF) else { return nil }
        textures[key] = tex
        return tex
    }

    /// A corner's texture: its coverage as alpha over the color `rgb`.
    private func makeTexture(_ key: Key, rgb: UInt32) -> OpaquePointer? {
        guard key.radius > 0, let surf = SDL_CreateRGBSurfaceWithFormat(0, Int32(key.radius), Int32(key.radius), 32,
                                                                          SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        defer { SDL_FreeSurface(surf) }
        let alpha = coverage(key)
        let pitch = Int(surf.pointee.pitch) / 4
        let pixels = surf.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<key.radius {
            for x in 0..<key.radius { pixels[y * pitch + x] = UInt32(alpha[y * key.radius + x]) << 24 | rgb & 0xFF_FFFF }
        }
        guard let tex = SDL_CreateTextureFromSurface(renderer, surf) else { return nil }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        return tex
    }

    /// A corner's coverage, row by row: computed for the top-left quarter and stored at the mirrored place.
    private func coverage(_ key: Key) -> [UInt8] {
        if let known = coverages[key] { return known }
        let radius = key.radius
        let r = Double(radius), inner = key.ring > 0 ? max(0, r - Double(key.ring)) : -1
        let n = Self.supersample
        var alpha = [UInt8](repeating: 0, count: radius * radius)
        for y in 0..<radius {
            for x in 0..<radius {
                let px = key.flipX ? radius - 1 - x : x, py = key.flipY ? radius - 1 - y : y
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
                alpha[py * radius + px] = UInt8((Double(covered) / Double(n * n) * 255).rounded())
            }
        }
        coverages[key] = alpha
        return alpha
    }
}
