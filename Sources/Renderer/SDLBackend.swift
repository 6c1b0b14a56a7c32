internal import CSDL2
import LayoutCore

/// Draws with SDL's 2D renderer: filled rects and cached corner textures for axis-aligned shapes, cached
/// label textures, and `SDL_RenderGeometry` only for transformed shapes.
public final class SDLBackend: DrawingBackend {
    private let renderer: OpaquePointer
    private let text: TextTextureCache
    private let corners: CornerTextureCache
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []

    /// A backend drawing into a target with the font at `fontPath`. Throws a one-line error naming the font
    /// path when it cannot be opened.
    public init(target: RenderTarget, fontPath: String) throws {
        renderer = target.renderer
        // The caches own the target, so the SDL renderer is destroyed only after their textures.
        text = try TextTextureCache(target: target, fontPath: fontPath)
        corners = CornerTextureCache(target: target)
    }

    /// Labels rendered to textures so far (cache misses).
    public var labelsRendered: Int { text.renderedCount }
    /// Labels currently cached.
    public var labelsCached: Int { text.count }

    private func setColor(_ c: Color) {
        let (r, g, b, a) = c.rgba8
        SDL_SetRenderDrawColor(renderer, r, g, b, a)
    }

    private func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int) {
        guard w > 0, h > 0 else { return }
        var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(w), h: Int32(h))
        SDL_RenderFillRect(renderer, &rect)
    }

    public func clear(_ color: Color) {
        setColor(Color(red: color.red, green: color.green, blue: color.blue, alpha: 1))
        SDL_RenderClear(renderer)
    }

    /// Pixel-snapped box: rounding edges (not origin and size) keeps neighbours gap-free.
    private func snapped(_ r: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        guard r.isValid else { return nil }
        let x0 = Int(r.minX.rounded()), y0 = Int(r.minY.rounded()), x1 = Int(r.maxX.rounded()), y1 = Int(r.maxY.rounded())
        return x1 > x0 && y1 > y0 ? (x0, y0, x1, y1) : nil
    }

    private func copyCorners(_ tex: OpaquePointer, r: Int, x0: Int, y0: Int, x1: Int, y1: Int, color: Color) {
        let (cr, cg, cb, ca) = color.rgba8
        SDL_SetTextureColorMod(tex, cr, cg, cb)
        SDL_SetTextureAlphaMod(tex, ca)
        let placements: [(Int, Int, UInt32)] = [
            (x0, y0, SDL_FLIP_NONE.rawValue), (x1 - r, y0, SDL_FLIP_HORIZONTAL.rawValue),
            (x0, y1 - r, SDL_FLIP_VERTICAL.rawValue), (x1 - r, y1 - r, SDL_FLIP_HORIZONTAL.rawValue | SDL_FLIP_VERTICAL.rawValue),
        ]
        for (x, y, flip) in placements {
            var dst = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(r), h: Int32(r))
            SDL_RenderCopyEx(renderer, tex, nil, &dst, 0, nil, SDL_RendererFlip(rawValue: flip))
        }
    }

    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        guard color.alpha > 0, let (x0, y0, x1, y1) = snapped(rect) else { return }
        let w = x1 - x0, h = y1 - y0
        let r = max(0, min(Int(radius.rounded()), w / 2, h / 2))
        setColor(color)
        if r == 0 { fill(x0, y0, w, h); return }
        // Three non-overlapping rects, so translucent fills blend once everywhere.
        fill(x0 + r, y0, w - 2 * r, h)
        fill(x0, y0 + r, r, h - 2 * r)
        fill(x1 - r, y0 + r, r, h - 2 * r)
        if let tex = corners.texture(radius: r, ring: 0) { copyCorners(tex, r: r, x0: x0, y0: y0, x1: x1, y1: y1, color: color) }
    }

    public func strokeRoundedRect(_ rect: Rect, radius: Double, width: Double, color: Color) {
        guard color.alpha > 0, let (x0, y0, x1, y1) = snapped(rect) else { return }
        let w = x1 - x0, h = y1 - y0
        let bw = max(1, min(Int(width.rounded()), w / 2, h / 2))
        let r = max(0, min(Int(radius.rounded()), w / 2, h / 2))
        setColor(color)
        if r == 0 {
            fill(x0, y0, w, bw); fill(x0, y1 - bw, w, bw)
            fill(x0, y0 + bw, bw, h - 2 * bw); fill(x1 - bw, y0 + bw, bw, h - 2 * bw)
            return
        }
        fill(x0 + r, y0, w - 2 * r, bw); fill(x0 + r, y1 - bw, w - 2 * r, bw)
        fill(x0, y0 + r, bw, h - 2 * r); fill(x1 - bw, y0 + r, bw, h - 2 * r)
        if let tex = corners.texture(radius: r, ring: bw) { copyCorners(tex, r: r, x0: x0, y0: y0, x1: x1, y1: y1, color: color) }
    }

    public func fillPolygon(_ points: [Point], color: Color) {
        guard points.count >= 3, color.alpha > 0 else { return }
        let (r, g, b, a) = color.rgba8
        let c = SDL_Color(r: r, g: g, b: b, a: a)
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        for p in points {
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: c, tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
        for i in 1..<(points.count - 1) { indices.append(0); indices.append(Int32(i)); indices.append(Int32(i + 1)) }
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }

    public func drawLine(from: Point, to: Point, width: Double, color: Color) {
        guard color.alpha > 0 else { return }
        if width <= 1.5 {
            setColor(color)
            SDL_RenderDrawLineF(renderer, Float(from.x), Float(from.y), Float(to.x), Float(to.y))
            return
        }
        // A thick line is a quad around the segment.
        let dx = to.x - from.x, dy = to.y - from.y
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > 0 else { return }
        let nx = -dy / len * width / 2, ny = dx / len * width / 2
        fillPolygon([Point(x: from.x + nx, y: from.y + ny), Point(x: to.x + nx, y: to.y + ny),
                     Point(x: to.x - nx, y: to.y - ny), Point(x: from.x - nx, y: from.y - ny)], color: color)
    }

    public func measureText(_ string: String, fontSize: Double) -> Size {
        guard let e = text.entry(string, pointSize: Int(fontSize.rounded())) else { return .zero }
        return Size(width: Double(e.width), height: Double(e.height))
    }

    public func drawText(_ string: String, fontSize: Double, color: Color, in rect: Rect) {
        guard color.alpha > 0, let e = text.entry(string, pointSize: Int(fontSize.rounded())) else { return }
        let (r, g, b, a) = color.rgba8
        SDL_SetTextureColorMod(e.texture, r, g, b)
        SDL_SetTextureAlphaMod(e.texture, a)
        // At natural size, snap to whole pixels so glyphs stay crisp.
        var dst: SDL_FRect
        if abs(rect.width - Double(e.width)) < 0.5 && abs(rect.height - Double(e.height)) < 0.5 {
            dst = SDL_FRect(x: Float(rect.minX.rounded()), y: Float(rect.minY.rounded()), w: Float(e.width), h: Float(e.height))
        } else {
            dst = SDL_FRect(x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
        }
        SDL_RenderCopyF(renderer, e.texture, nil, &dst)
    }

    public func drawText(_ string: String, fontSize: Double, color: Color, quad: [Point]) {
        guard quad.count == 4, color.alpha > 0, let e = text.entry(string, pointSize: Int(fontSize.rounded())) else { return }
        let (r, g, b, a) = color.rgba8
        let c = SDL_Color(r: r, g: g, b: b, a: a)
        SDL_SetTextureColorMod(e.texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(e.texture, 255)
        let uv = [SDL_FPoint(x: 0, y: 0), SDL_FPoint(x: 1, y: 0), SDL_FPoint(x: 1, y: 1), SDL_FPoint(x: 0, y: 1)]
        vertices.removeAll(keepingCapacity: true)
        for i in 0..<4 {
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(quad[i].x), y: Float(quad[i].y)), color: c, tex_coord: uv[i]))
        }
        let idx: [Int32] = [0, 1, 2, 0, 2, 3]
        SDL_RenderGeometry(renderer, e.texture, vertices, 4, idx, 6)
    }
}
