internal import CSDL2

/// What a translucent fill leaves over an opaque color, as SDL's software renderer blends it, found by letting
/// SDL blend one pixel of the target's own pixel format. A translucent fill over nothing but the cleared
/// background (a section background fading out during a layout switch, most of the screen) can then be filled
/// opaque with that color: the same pixels without blending each one (blending a screenful in software was
/// over half of a transition frame). Asked, not computed: SDL's integer rounding is its own, and the answer
/// must match it exactly.
final class BlendProbe {
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    /// The last question and its answer: a frame asks about one fill color over one background.
    private var last: (color: UInt32, base: UInt32, result: (UInt8, UInt8, UInt8))?

    /// A probe blending in `format` (an `SDL_PixelFormatEnum` value); nil when SDL cannot make one.
    init?(format: UInt32) {
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, 1, 1, 32, format) else { return nil }
        guard let r = SDL_CreateSoftwareRenderer(s) else { SDL_FreeSurface(s); return nil }
        surface = s; renderer = r
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// The color (8-bit red, green, blue) a fill of `color` (8-bit RGBA) blended over the opaque `base` leaves.
    func blended(_ color: (UInt8, UInt8, UInt8, UInt8), over base: (UInt8, UInt8, UInt8)) -> (UInt8, UInt8, UInt8) {
        let c = UInt32(color.0) << 24 | UInt32(color.1) << 16 | UInt32(color.2) << 8 | UInt32(color.3)
        let b = UInt32(base.0) << 16 | UInt32(base.1) << 8 | UInt32(base.2)
        if let last, last.color == c, last.base == b { return last.result }
        // As the backend draws: a clear to the opaque background, then a blended fill (the default blend mode).
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, base.0, base.1, base.2, 255)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.0, color.1, color.2, color.3)
        var rect = SDL_FRect(x: 0, y: 0, w: 1, h: 1)
        SDL_RenderFillRectF(renderer, &rect)
        SDL_RenderFlush(renderer)
        let pixel = surface.pointee.pixels.load(as: UInt32.self)
        var r: UInt8 = 0, g: UInt8 = 0, bl: UInt8 = 0
        SDL_GetRGB(pixel, surface.pointee.format, &r, &g, &bl)
        last = (c, b, (r, g, bl))
        return (r, g, bl)
    }
}
