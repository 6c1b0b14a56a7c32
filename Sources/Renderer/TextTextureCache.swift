internal import CSDL2

/// Label textures rendered once (white, anti-aliased) and tinted per draw with color and alpha mods, so a
/// label is never re-rendered per frame. Labels with color glyphs (emoji) cannot be tinted: they are rendered in
/// their text color and keyed by it too. Least recently used entries are freed past `capacity`.
/// Sizes are device pixels: callers ask for point size × scale, so HiDPI labels are rasterised at full
/// resolution rather than scaled up.
final class TextTextureCache {
    /// A label's texture and its size in pixels.
    struct Entry { let texture: OpaquePointer; let width: Int; let height: Int; var lastUsed: UInt64; let isColored: Bool }
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
    /// Most textures kept; beyond it the least recently used half is freed.
    let capacity: Int
    /// Labels rendered so far (cache misses), for tests and the HUD.
    private(set) var renderedCount = 0

    init(target: RenderTarget, fontPath: String, capacity: Int = 1536) throws {
        self.target = target; self.capacity = capacity
        typesetter = try Typesetter(fontPath: fontPath)  // fails early, with the path, when the font is missing
    }

    deinit {
        for e in entries.values { SDL_DestroyTexture(e.texture) }
    }

    /// The texture for a label (lines already set, joined by "\n") at `pixelSize` pixels, rendering it on first
    /// use; nil for text that draws nothing. `color` is used only when the label has color glyphs.
    func entry(_ text: String, pixelSize: Int, color: SDL_Color = SDL_Color(r: 255, g: 255, b: 255, a: 255)) -> Entry? {
        clock += 1
        let colored: Bool
        if let known = colorGlyphs[text] { colored = known } else {
            colored = typesetter.hasColorGlyphs(text)
            if colorGlyphs.count >= capacity * 4 { colorGlyphs.removeAll(keepingCapacity: true) }
            colorGlyphs[text] = colored
        }
        let packed = colored ? UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b) : nil
        let key = Key(text: text, pixelSize: pixelSize, color: packed)
        if var e = entries[key] {
            e.lastUsed = clock
            entries[key] = e
            return e
        }
        let ink = colored ? SDL_Color(r: color.r, g: color.g, b: color.b, a: 255) : SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let surf = typesetter.render(text, pixelSize: pixelSize, color: ink) else { return nil }
        defer { SDL_FreeSurface(surf) }
        guard let tex = SDL_CreateTextureFromSurface(renderer, surf) else { return nil }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        let e = Entry(texture: tex, width: Int(surf.pointee.w), height: Int(surf.pointee.h), lastUsed: clock, isColored: colored)
        renderedCount += 1
        if entries.count >= capacity { evictOldestHalf() }
        entries[key] = e
        return e
    }

    var count: Int { entries.count }

    private func evictOldestHalf() {
        let sorted = entries.sorted { $0.value.lastUsed < $1.value.lastUsed }
        for (k, e) in sorted.prefix(entries.count / 2) {
            SDL_DestroyTexture(e.texture)
            entries[k] = nil
        }
    }
}
