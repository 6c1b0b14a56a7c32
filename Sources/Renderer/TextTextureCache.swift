internal import CSDL2

/// Label textures rendered once (white, anti-aliased) and tinted per draw with color and alpha mods, so a
/// label is never re-rendered per frame. Labels with color glyphs (emoji) cannot be tinted: they are rendered in
/// their text color and keyed by it too. On SDL's software renderer a label drawn in the same color draw after
/// draw also gets a texture in that color: the software blitter has no fast path for a color-modulated copy (it
/// blends every pixel with a generic loop), so the help bar's grey labels cost more than the cards under them.
/// A label whose color keeps changing (an animated color) stays tinted rather than being rendered again and
/// again. Past `capacity` a texture is freed for each new one: about the least recently used (below).
/// Sizes are device pixels: callers ask for point size × scale, so HiDPI labels are rasterised at full
/// resolution rather than scaled up.
final class TextTextureCache {
    /// A label's texture and its size in pixels.
    /// A label's texture and its size in pixels. `isInColor`: the texture is already in the label's color (color
    /// glyphs, or a steady color on the software renderer) and is only faded, not tinted.
    struct Entry {
        let texture: OpaquePointer; let width: Int; let height: Int; var lastUsed: UInt64; let isInColor: Bool
        /// For a white texture: the color it was last tinted to, and how many draws in a row used it.
        var lastTint: UInt32 = 0xFF_FFFF
        var steadyDraws = 0
    }
    struct Key: Hashable { let text: String; let pixelSize: Int; let color: UInt32? }

    /// Owned so the renderer outlives every texture here: the deinit below destroys them while it is alive.
    private let target: RenderTarget
    private var renderer: OpaquePointer { target.renderer }
    /// Sets, shapes and rasterises the text, with fallback fonts.
    let typesetter: Typesetter
    private var entries: [Key: Entry] = [:]
    /// Whether a label has color glyphs, asked once per text (every draw needs it to find the entry).
    private var colorGlyphs: [String: Bool] = [:]
    private var clock: UInt64 = 0
    /// Every entry's key with the use it was queued at, oldest first from `queueHead` (a second-chance queue):
    /// past `capacity`, the front entry is freed unless it was used since it was queued, in which case it goes to
    /// the back. One texture is freed per new one, about the least recently used, where sorting every entry and
    /// freeing half of them at once stalled a frame of scrolling by 6 ms every few seconds.
    private var queue: [(key: Key, used: UInt64)] = []
    private var queueHead = 0
    /// Most textures kept.
    let capacity: Int
    /// Labels rendered so far (cache misses), for tests and the HUD.
    private(set) var renderedCount = 0
    /// Whether labels in a steady color get textures in that color (the software renderer; see the type's note).
    var bakesSteadyColors: Bool
    /// Draws in a row in one color after which a label gets a texture in that color.
    static let steadyDrawsToBake = 3

    init(target: RenderTarget, fontPath: String, capacity: Int = 1536) throws {
        self.target = target; self.capacity = capacity
        bakesSteadyColors = target.rendererName == "software"
        typesetter = try Typesetter(fontPath: fontPath)  // fails early, with the path, when the font is missing
    }

    deinit {
        for e in entries.values { SDL_DestroyTexture(e.texture) }
    }

    /// The texture for a label (lines already set, joined by "\n") at `pixelSize` pixels, rendering it on first
    /// use; nil for text that draws nothing. `color` picks a texture already in that color when there is one (color
    /// glyphs, or a steady color on the software renderer); else the entry is white, to be tinted.
    func entry(_ text: String, pixelSize: Int, color: SDL_Color = SDL_Color(r: 255, g: 255, b: 255, a: 255)) -> Entry? {
        clock += 1
        let colored: Bool
        if let known = colorGlyphs[text] { colored = known } else {
            colored = typesetter.hasColorGlyphs(text)
            if colorGlyphs.count >= capacity * 4 { colorGlyphs.removeAll(keepingCapacity: true) }
            colorGlyphs[text] = colored
        }
        let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        // A label in a steady color may already have a texture in it; color-glyph labels are always keyed so.
        let inColor = colored || bakesSteadyColors && rgb != 0xFF_FFFF
        if inColor, var e = entries[Key(text: text, pixelSize: pixelSize, color: rgb)] {
            e.lastUsed = clock
            entries[Key(text: text, pixelSize: pixelSize, color: rgb)] = e
            return e
        }
        if colored { return render(text, pixelSize: pixelSize, color: rgb) }
        let whiteKey = Key(text: text, pixelSize: pixelSize, color: nil)
        guard var white = entries[whiteKey] ?? render(text, pixelSize: pixelSize, color: nil) else { return nil }
        white.lastUsed = clock
        if inColor {
            if white.lastTint == rgb { white.steadyDraws += 1 } else { white.lastTint = rgb; white.steadyDraws = 1 }
        }
        entries[whiteKey] = white
        if inColor, white.steadyDraws >= Self.steadyDrawsToBake, let baked = render(text, pixelSize: pixelSize, color: rgb) {
            return baked
        }
        return white
    }

    /// Renders a label, white (`color` nil) or in `color` (0xRRGGBB), and keeps its texture.
    private func render(_ text: String, pixelSize: Int, color: UInt32?) -> Entry? {
        let ink = color.map { SDL_Color(r: UInt8($0 >> 16), g: UInt8($0 >> 8 & 0xFF), b: UInt8($0 & 0xFF), a: 255) }
            ?? SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let surf = typesetter.render(text, pixelSize: pixelSize, color: ink) else { return nil }
        defer { SDL_FreeSurface(surf) }
        guard let tex = SDL_CreateTextureFromSurface(renderer, surf) else { return nil }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        let e = Entry(texture: tex, width: Int(surf.pointee.w), height: Int(surf.pointee.h), lastUsed: clock, isInColor: color != nil)
        renderedCount += 1
        if entries.count >= capacity { evictOne() }
        let key = Key(text: text, pixelSize: pixelSize, color: color)
        entries[key] = e
        queue.append((key, clock))
        return e
    }

    var count: Int { entries.count }

    /// Frees the front entry of the queue not used since it was queued (those used since go to the back).
    private func evictOne() {
        while queueHead < queue.count {
            let (key, used) = queue[queueHead]
            queueHead += 1
            guard let e = entries[key] else { continue }
            if e.lastUsed > used {
                queue.append((key, e.lastUsed))
                continue
            }
            SDL_DestroyTexture(e.texture)
            entries[key] = nil
            break
        }
        // The consumed front is dropped once it is most of the array (amortised: each record moves once).
        if queueHead > 1024 && queueHead * 2 > queue.count {
            queue.removeFirst(queueHead)
            queueHead = 0
        }
    }
}
