internal import CSDL2

/// Label textures rendered once (white, anti-aliased) and tinted per draw with color and alpha mods, so a
/// label is never re-rendered per frame. Least recently used entries are freed past `capacity`.
/// Sizes are device pixels: callers ask for point size × scale, so HiDPI labels are rasterised at full
/// resolution rather than scaled up.
final class TextTextureCache {
    /// A label's texture and its size in pixels.
    struct Entry { let texture: OpaquePointer; let width: Int; let height: Int; var lastUsed: UInt64 }
    struct Key: Hashable { let text: String; let pixelSize: Int }

    /// Owned so the renderer outlives every texture here: the deinit below destroys them while it is alive.
    private let target: RenderTarget
    private var renderer: OpaquePointer { target.renderer }
    private let fontPath: String
    /// Fonts by pixel size (SDL_ttf's point size at 72 dpi is a size in pixels).
    private var fonts: [Int: OpaquePointer] = [:]
    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    /// Most textures kept; beyond it the least recently used half is freed.
    let capacity: Int
    /// Labels rendered so far (cache misses), for tests and the HUD.
    private(set) var renderedCount = 0

    init(target: RenderTarget, fontPath: String, capacity: Int = 1536) throws {
        self.target = target; self.fontPath = fontPath; self.capacity = capacity
        _ = try font(pixelSize: 14)  // fail early, with the path, when the font is missing
    }

    deinit {
        for e in entries.values { SDL_DestroyTexture(e.texture) }
        for f in fonts.values { TTF_CloseFont(f) }
    }

    func font(pixelSize: Int) throws -> OpaquePointer {
        if let f = fonts[pixelSize] { return f }
        guard let f = TTF_OpenFont(fontPath, Int32(pixelSize)) else {
            throw RenderError("could not open font '\(fontPath)': \(SDLSystem.lastError()); "
                + "install it with 'apt-get install fonts-dejavu-core' or pass --font PATH")
        }
        fonts[pixelSize] = f
        return f
    }

    /// The texture for a label with the font at `pixelSize` pixels, rendering it on first use; nil for text the
    /// font cannot render.
    func entry(_ text: String, pixelSize: Int) -> Entry? {
        clock += 1
        let key = Key(text: text, pixelSize: pixelSize)
        if var e = entries[key] {
            e.lastUsed = clock
            entries[key] = e
            return e
        }
        guard let font = try? font(pixelSize: pixelSize),
              let surf = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(surf) }
        guard let tex = SDL_CreateTextureFromSurface(renderer, surf) else { return nil }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        let e = Entry(texture: tex, width: Int(surf.pointee.w), height: Int(surf.pointee.h), lastUsed: clock)
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
