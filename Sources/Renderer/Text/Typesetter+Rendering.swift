internal import CSDL2

extension Typesetter {
    /// Rasterises already-set lines (joined by "\n", no further wrapping) at `px` pixels: each run shaped and
    /// drawn with its font, runs side by side in visual order on a common baseline, lines stacked and centred.
    /// Plain text is drawn in `color`; color glyphs keep their own colors, scaled from their bitmap strike.
    /// The caller frees the surface.
    func render(_ text: String, pixelSize px: Int, color: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
        let language = Script.language(of: text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var rendered: [(pieces: [(surface: UnsafeMutablePointer<SDL_Surface>, y: Int)], width: Int, height: Int)] = []
        defer { for line in rendered { for p in line.pieces { SDL_FreeSurface(p.surface) } } }
        // One line height and one baseline for every line, as `set` measured them, so the texture is exactly the
        // measured box (drawn at natural size, one texel per pixel).
        let laidOut = lines.map { runs($0, language: language).runs }
        var used: [Int] = []
        for runs in laidOut { for r in runs where !used.contains(r.face) { used.append(r.face) } }
        let height = lineHeight(px, faces: used)
        var baseline = 0
        for f in [0] + used where !faces[f].isColor { if let ft = font(f, px) { baseline = max(baseline, Int(TTF_FontAscent(ft))) } }
        var totalHeight = 0, maxWidth = 0
        for runs in laidOut {
            var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>, y: Int)] = []
            var width = 0
            for run in runs where !run.text.isEmpty {
                guard let font = font(run.face, px) else { continue }
                prepare(font, for: run)
                guard let s = TTF_RenderUTF8_Blended(font, run.text, color) else { continue }
                if faces[run.face].isColor {
                    let k = colorScale(font, px)
                    let scaled = Self.downscale(s, to: max(1, Int((Double(s.pointee.w) * k).rounded())),
                                                max(1, Int((Double(s.pointee.h) * k).rounded())))
                    SDL_FreeSurface(s)
                    guard let scaled else { continue }
                    // Color glyphs are centred on the line; text sits on the common baseline.
                    pieces.append((scaled, (height - Int(scaled.pointee.h)) / 2))
                    width += Int(scaled.pointee.w)
                } else {
                    pieces.append((s, baseline - Int(TTF_FontAscent(font))))
                    width += Int(s.pointee.w)
                }
            }
            rendered.append((pieces, width, height))
            totalHeight += height; maxWidth = max(maxWidth, width)
        }
        guard maxWidth > 0, totalHeight > 0,
              let out = SDL_CreateRGBSurfaceWithFormat(0, Int32(maxWidth), Int32(totalHeight), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        // Transparent in the text's own color, so scaled or filtered edges never pull towards black.
        SDL_FillRect(out, nil, SDL_MapRGBA(out.pointee.format, color.r, color.g, color.b, 0))
        var y = 0
        for line in rendered {
            var x = (maxWidth - line.width) / 2
            for p in line.pieces {
                SDL_SetSurfaceBlendMode(p.surface, SDL_BLENDMODE_BLEND)
                var dst = SDL_Rect(x: Int32(x), y: Int32(y + p.y), w: p.surface.pointee.w, h: p.surface.pointee.h)
                Self.blend(p.surface, onto: out, at: &dst)
                x += Int(p.surface.pointee.w)
            }
            y += line.height
        }
        return out
    }

    /// Copies a run onto the line, keeping the larger coverage where runs overlap (shaped glyphs may overhang
    /// their run's box): SDL's blend would darken anti-aliased edges on a transparent surface.
    static func blend(_ src: UnsafeMutablePointer<SDL_Surface>, onto dst: UnsafeMutablePointer<SDL_Surface>, at rect: inout SDL_Rect) {
        guard let s = SDL_ConvertSurfaceFormat(src, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return }
        defer { SDL_FreeSurface(s) }
        SDL_LockSurface(s); SDL_LockSurface(dst)
        defer { SDL_UnlockSurface(s); SDL_UnlockSurface(dst) }
        let sw = Int(s.pointee.w), sh = Int(s.pointee.h), dw = Int(dst.pointee.w), dh = Int(dst.pointee.h)
        let sp = s.pointee.pixels.assumingMemoryBound(to: UInt32.self), dp = dst.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let sPitch = Int(s.pointee.pitch) / 4, dPitch = Int(dst.pointee.pitch) / 4
        for y in 0..<sh {
            let ty = Int(rect.y) + y
            guard ty >= 0 && ty < dh else { continue }
            for x in 0..<sw {
                let tx = Int(rect.x) + x
                guard tx >= 0 && tx < dw else { continue }
                let v = sp[y * sPitch + x]
                if v >> 24 > dp[ty * dPitch + tx] >> 24 { dp[ty * dPitch + tx] = v }
            }
        }
    }

    /// An area-averaged (box filter) smaller copy of an ARGB surface: color emoji come as 109-pixel bitmaps and a
    /// nearest-neighbour shrink to text size would drop most of their pixels.
    static func downscale(_ src: UnsafeMutablePointer<SDL_Surface>, to w: Int, _ h: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let s = SDL_ConvertSurfaceFormat(src, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(s) }
        guard let out = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        SDL_LockSurface(s)
        defer { SDL_UnlockSurface(s) }
        let sw = Int(s.pointee.w), sh = Int(s.pointee.h)
        let sp = s.pointee.pixels.assumingMemoryBound(to: UInt32.self), dp = out.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let sPitch = Int(s.pointee.pitch) / 4, dPitch = Int(out.pointee.pitch) / 4
        for oy in 0..<h {
            let y0 = oy * sh / h, y1 = max(y0 + 1, (oy + 1) * sh / h)
            for ox in 0..<w {
                let x0 = ox * sw / w, x1 = max(x0 + 1, (ox + 1) * sw / w)
                // Alpha-weighted color, so transparent pixels do not darken the edge.
                var a = 0, r = 0, g = 0, b = 0
                for y in y0..<min(y1, sh) {
                    for x in x0..<min(x1, sw) {
                        let v = sp[y * sPitch + x]
                        let pa = Int(v >> 24)
                        a += pa; r += Int((v >> 16) & 0xFF) * pa; g += Int((v >> 8) & 0xFF) * pa; b += Int(v & 0xFF) * pa
                    }
                }
                let n = max(1, (min(y1, sh) - y0) * (min(x1, sw) - x0))
                let pixel: UInt32 = a == 0 ? 0 : UInt32(a / n) << 24 | UInt32(r / a) << 16 | UInt32(g / a) << 8 | UInt32(b / a)
                dp[oy * dPitch + ox] = pixel
            }
        }
        return out
    }
}
