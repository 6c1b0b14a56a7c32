internal import CSDL2
import LayoutCore

/// Draws with SDL's 2D renderer: filled rects and cached corner textures for axis-aligned shapes, cached
/// label textures, and `SDL_RenderGeometry` only for transformed shapes. Callers work in points and SDL's
/// render scale maps them to pixels; edges are snapped, and labels and corners rasterised, on the device-pixel
/// grid, so a HiDPI target is as sharp as a 1× one.
public final class SDLBackend: DrawingBackend {
    private let target: RenderTarget
    let renderer: OpaquePointer
    private let text: TextTextureCache
    private let corners: CornerTextureCache
    var vertices: [SDL_Vertex] = []
    /// The clip set by `clip(to:)`, in device pixels (x0, y0, x1, y1); nil when drawing is not clipped.
    private var clipBox: (x0: Int, y0: Int, x1: Int, y1: Int)?
    private var indices: [Int32] = []
    /// Decodes, caches and uploads the images views show (see `SDLBackend+Images.swift`).
    public let images: ImagePipeline

    /// A backend drawing into a target with the font at `fontPath`. Throws a one-line error naming the font
    /// path when it cannot be opened.
    public init(target: RenderTarget, fontPath: String, images: ImagePipeline? = nil) throws {
        self.target = target
        renderer = target.renderer
        self.images = images ?? ImagePipeline(target: target)
        // The caches own the target, so the SDL renderer is destroyed only after their textures.
        text = try TextTextureCache(target: target, fontPath: fontPath)
        corners = CornerTextureCache(target: target)
    }

    /// A backend drawing labels with the system's default font (`FontLocator.defaultFontPath()`).
    public convenience init(target: RenderTarget) throws {
        try self.init(target: target, fontPath: try FontLocator.defaultFontPath())
    }

    /// Labels rendered to textures so far (cache misses).
    public var labelsRendered: Int { text.renderedCount }
    /// Labels currently cached.
    public var labelsCached: Int { text.count }
    /// Whether corners and steady-colored labels are copied from textures already in their color (the software
    /// renderer's default, see `CornerTextureCache` and `TextTextureCache`) rather than tinted at each copy.
    var copiesInColor: Bool {
        get { corners.usesTintedCorners }
        set { corners.usesTintedCorners = newValue; text.bakesSteadyColors = newValue }
    }
    /// Corner sets currently held in a color, and made so far.
    var cornerSetsInColor: Int { corners.tintedCount }
    var cornerSetsMadeInColor: Int { corners.tintedMadeCount }

    private func setColor(_ c: Color) {
        let (r, g, b, a) = c.rgba8
        SDL_SetRenderDrawColor(renderer, r, g, b, a)
        useBlending(a < 255)
    }

    /// Whether the renderer's draw blend mode is SDL_BLENDMODE_BLEND (else NONE), as this backend last set it.
    private var drawsBlended = true

    /// Opaque fills are drawn without blending: the same pixels, but SDL's software renderer then fills a
    /// rectangle as a block copy instead of blending it pixel by pixel at full opacity (several times slower,
    /// and most of what a frame fills is opaque: backgrounds and cards).
    private func useBlending(_ on: Bool) {
        guard on != drawsBlended else { return }
        SDL_SetRenderDrawBlendMode(renderer, on ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        drawsBlended = on
    }

    /// Device pixels per point.
    var scale: Double { target.scale }

    /// A length or coordinate in points as whole device pixels (clamped, so absurd values cannot trap).
    func devicePixels(_ v: Double) -> Int { Int(max(-1e9, min(1e9, (v * scale).rounded()))) }

    /// A device-pixel edge as the point value SDL multiplies back by the scale. The 1/64-pixel nudge keeps the
    /// software renderer's multiply-then-truncate on the intended pixel at scales such as 1.75.
    func points(_ px: Int) -> Float { Float((Double(px) + 1.0 / 64) / scale) }

    /// Fills a rectangle given in device pixels.
    private func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int) {
        guard w > 0, h > 0, meetsClip(x, y, x + w, y + h) else { return }
        var rect = SDL_FRect(x: points(x), y: points(y), w: points(w), h: points(h))
        SDL_RenderFillRectF(renderer, &rect)
    }

    public func clear(_ color: Color) {
        setColor(Color(red: color.red, green: color.green, blue: color.blue, alpha: 1))
        SDL_RenderClear(renderer)
        // Another backend may have drawn on this renderer since: start the frame from a known blend mode.
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        drawsBlended = true
        typesetter.drawnSettings.removeAll(keepingCapacity: true)   // a new frame: only its labels are reported
        images.beginFrame()   // decodes finished since the last frame become textures before anything is drawn
        corners.beginFrame()
    }

    /// Box snapped to device pixels: rounding edges (not origin and size) keeps neighbours gap-free.
    func snapped(_ r: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        guard r.isValid else { return nil }
        let x0 = devicePixels(r.minX), y0 = devicePixels(r.minY), x1 = devicePixels(r.maxX), y1 = devicePixels(r.maxY)
        return x1 > x0 && y1 > y0 ? (x0, y0, x1, y1) : nil
    }

    /// The four corners of a box in device pixels, each its own mirrored texture: plain copies land on the
    /// pixel grid at any scale (SDL's software renderer snaps flipped copies to whole points).
    private func copyCorners(radius r: Int, ring: Int, x0: Int, y0: Int, x1: Int, y1: Int, color: Color) {
        let (cr, cg, cb, ca) = color.rgba8
        // Opaque corners come already in their color where the renderer copies those much faster (see
        // `CornerTextureCache`): inside the arc that copy is exact and on it SDL's fast loop rounds within a level
        // of the tinted copy. A translucent corner is tinted at the copy: there the fast loop's rounding differs
        // from the fill beside it by several levels, a seam along the card's edge.
        let colored = ca == 255 ? corners.tintedCorners(radius: r, ring: ring, rgb: UInt32(cr) << 16 | UInt32(cg) << 8 | UInt32(cb)) : nil
        let textures = colored ?? corners.corners(radius: r, ring: ring)
        // Top-left, top-right, bottom-left, bottom-right, as `corners` gives them.
        for k in 0..<4 {
            let x = k % 2 == 0 ? x0 : x1 - r, y = k < 2 ? y0 : y1 - r
            guard meetsClip(x, y, x + r, y + r), let tex = textures[k] else { continue }
            if colored == nil {
                SDL_SetTextureColorMod(tex, cr, cg, cb)
                SDL_SetTextureAlphaMod(tex, ca)
            }
            var dst = SDL_FRect(x: points(x), y: points(y), w: points(r), h: points(r))
            SDL_RenderCopyF(renderer, tex, nil, &dst)
        }
    }

    /// Rectangles (device pixels) collected to be filled in one call (see `flushFills`).
    private var pendingFills: [SDL_FRect] = []

    /// Adds a rectangle given in device pixels to the next `flushFills`.
    private func addFill(_ x: Int, _ y: Int, _ w: Int, _ h: Int) {
        guard w > 0, h > 0, meetsClip(x, y, x + w, y + h) else { return }
        pendingFills.append(SDL_FRect(x: points(x), y: points(y), w: points(w), h: points(h)))
    }

    /// Fills the collected rectangles in one SDL call with the current color: the same pixels as one call each
    /// (SDL fills each rectangle of the batch as it would alone), a third of the calls for a rounded card.
    private func flushFills() {
        guard !pendingFills.isEmpty else { return }
        SDL_RenderFillRectsF(renderer, pendingFills, Int32(pendingFills.count))
        pendingFills.removeAll(keepingCapacity: true)
    }

    /// Clipping lands on whole pixels at whole-number scales; at others (1.75) the renderer draws every item whole.
    public var clipScale: Double? { scale == scale.rounded() ? scale : nil }

    public func clip(to rect: Rect?) {
        guard let rect else { clipBox = nil; SDL_RenderSetClipRect(renderer, nil); return }
        // Set at scale 1, so the box is in device pixels as the culler computed it.
        let x0 = devicePixels(rect.minX), y0 = devicePixels(rect.minY)
        let x1 = max(x0, devicePixels(rect.maxX)), y1 = max(y0, devicePixels(rect.maxY))
        clipBox = (x0, y0, x1, y1)
        var box = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        inDevicePixels { SDL_RenderSetClipRect(renderer, &box) }
    }

    /// Whether a box of device pixels may show through the clip: a shape wholly outside it is not sent to SDL
    /// at all (a clipped card's shadow is 16 layers of fills and corner copies, most of them outside its box).
    private func meetsClip(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Bool {
        guard let c = clipBox else { return true }
        return x0 < c.x1 && c.x0 < x1 && y0 < c.y1 && c.y0 < y1
    }

    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        fillRoundedRect(rect, radius: radius, color: color, inside: nil)
    }

    /// Over nothing but the opaque `base`, a translucent fill's inside is filled with what blending would leave
    /// there, as the target's software renderer says (`BlendProbe`), without blending; its antialiased corners
    /// are blended as always. Hardware renderers blend.
    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color, over base: Color) {
        let (r, g, b, a) = color.rgba8
        guard a > 0, a < 255, let probe = target.blendProbe else { fillRoundedRect(rect, radius: radius, color: color); return }
        let (br, bg, bb, _) = base.rgba8
        let (or, og, ob) = probe.blended((r, g, b, a), over: (br, bg, bb))
        let inside = Color(red: Double(or) / 255, green: Double(og) / 255, blue: Double(ob) / 255, alpha: 1)
        fillRoundedRect(rect, radius: radius, color: color, inside: inside)
    }

    /// `fillRoundedRect`, its straight-edged inside filled with `inside` when given (else `color`).
    private func fillRoundedRect(_ rect: Rect, radius: Double, color: Color, inside: Color?) {
        guard color.alpha > 0, let (x0, y0, x1, y1) = snapped(rect), meetsClip(x0, y0, x1, y1) else { return }
        let w = x1 - x0, h = y1 - y0
        let r = max(0, min(devicePixels(radius), w / 2, h / 2))
        setColor(inside ?? color)
        if r == 0 { fill(x0, y0, w, h); return }
        // Three non-overlapping rects, so translucent fills blend once everywhere.
        addFill(x0 + r, y0, w - 2 * r, h)
        addFill(x0, y0 + r, r, h - 2 * r)
        addFill(x1 - r, y0 + r, r, h - 2 * r)
        flushFills()
        copyCorners(radius: r, ring: 0, x0: x0, y0: y0, x1: x1, y1: y1, color: color)
    }

    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color, hidden: Rect) {
        // The hole in whole pixels, rounded inwards: only pixels surely covered next are left out.
        let hx0 = Int((hidden.minX * scale).rounded(.up)), hy0 = Int((hidden.minY * scale).rounded(.up))
        let hx1 = Int((hidden.maxX * scale).rounded(.down)), hy1 = Int((hidden.maxY * scale).rounded(.down))
        guard hidden.isValid, hx1 > hx0, hy1 > hy0, color.alpha > 0, let (x0, y0, x1, y1) = snapped(rect),
              meetsClip(x0, y0, x1, y1) else { fillRoundedRect(rect, radius: radius, color: color); return }
        let w = x1 - x0, h = y1 - y0
        let r = max(0, min(devicePixels(radius), w / 2, h / 2))
        setColor(color)
        // The three bands of `fillRoundedRect`, each less the hole (up to four pieces: above, below, beside).
        func fillAround(_ x: Int, _ y: Int, _ w: Int, _ h: Int) {
            let bx1 = x + w, by1 = y + h
            guard hx0 < bx1, x < hx1, hy0 < by1, y < hy1 else { fill(x, y, w, h); return }
            fill(x, y, w, hy0 - y)
            fill(x, hy1, w, by1 - hy1)
            let top = max(y, hy0), bottom = min(by1, hy1)
            fill(x, top, hx0 - x, bottom - top)
            fill(hx1, top, bx1 - hx1, bottom - top)
        }
        if r == 0 { fillAround(x0, y0, w, h); return }
        fillAround(x0 + r, y0, w - 2 * r, h)
        fillAround(x0, y0 + r, r, h - 2 * r)
        fillAround(x1 - r, y0 + r, r, h - 2 * r)
        copyCorners(radius: r, ring: 0, x0: x0, y0: y0, x1: x1, y1: y1, color: color)
    }

    public func strokeRoundedRect(_ rect: Rect, radius: Double, width: Double, color: Color) {
        guard color.alpha > 0, let (x0, y0, x1, y1) = snapped(rect) else { return }
        let w = x1 - x0, h = y1 - y0
        let bw = max(1, min(devicePixels(width), w / 2, h / 2))
        let r = max(0, min(devicePixels(radius), w / 2, h / 2))
        setColor(color)
        if r == 0 {
            fill(x0, y0, w, bw); fill(x0, y1 - bw, w, bw)
            fill(x0, y0 + bw, bw, h - 2 * bw); fill(x1 - bw, y0 + bw, bw, h - 2 * bw)
            return
        }
        fill(x0 + r, y0, w - 2 * r, bw); fill(x0 + r, y1 - bw, w - 2 * r, bw)
        fill(x0, y0 + r, bw, h - 2 * r); fill(x1 - bw, y0 + r, bw, h - 2 * r)
        copyCorners(radius: r, ring: bw, x0: x0, y0: y0, x1: x1, y1: y1, color: color)
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
        useBlending(true)   // vertex colours carry their own alpha
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }

    /// All the quads in one SDL_RenderGeometry call: four vertices and two triangles each.
    public func fillQuads(_ quads: [DisplayQuad]) {
        guard !quads.isEmpty else { return }
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        vertices.reserveCapacity(quads.count * 4)
        indices.reserveCapacity(quads.count * 6)
        for q in quads where q.color.alpha > 0 {
            let (r, g, b, a) = q.color.rgba8
            let c = SDL_Color(r: r, g: g, b: b, a: a)
            let base = Int32(vertices.count)
            for p in [q.topLeft, q.topRight, q.bottomRight, q.bottomLeft] {
                vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: c, tex_coord: SDL_FPoint(x: 0, y: 0)))
            }
            indices.append(contentsOf: [base, base + 1, base + 2, base, base + 2, base + 3])
        }
        guard !indices.isEmpty else { return }
        useBlending(true)   // vertex colours carry their own alpha
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }

    public func drawLine(from: Point, to: Point, width: Double, color: Color) {
        guard color.alpha > 0 else { return }
        var from = from, to = to
        if width * scale <= 1, from.x == to.x || from.y == to.y {
            // An axis-aligned hairline is one device pixel: centred on a pixel row (column), so it is one crisp
            // pixel wide instead of smeared over two or lost between them, and half a pixel longer at each end so
            // the legs of an elbow meet at its corners.
            let px = 1 / scale
            func centre(_ v: Double) -> Double { ((v * scale).rounded(.down) + 0.5) / scale }
            if from.y == to.y {
                from.y = centre(from.y); to.y = from.y
                if from.x <= to.x { from.x -= px / 2; to.x += px / 2 } else { from.x += px / 2; to.x -= px / 2 }
            } else {
                from.x = centre(from.x); to.x = from.x
                if from.y <= to.y { from.y -= px / 2; to.y += px / 2 } else { from.y += px / 2; to.y -= px / 2 }
            }
        }
        if width <= 1.5 && scale == 1 {
            // SDL's one-pixel line, at 1× only: under a render scale SDL steps a diagonal along the point grid
            // in scale-sized blocks (coarse stairs on HiDPI), so there thin lines are quads like thick ones.
            setColor(color)
            SDL_RenderDrawLineF(renderer, Float(from.x), Float(from.y), Float(to.x), Float(to.y))
            return
        }
        // A thick line is a quad around the segment, at least one device pixel wide so it cannot vanish.
        let dx = to.x - from.x, dy = to.y - from.y
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > 0 else { return }
        let lineWidth = max(width, 1 / scale)
        let nx = -dy / len * lineWidth / 2, ny = dx / len * lineWidth / 2
        fillPolygon([Point(x: from.x + nx, y: from.y + ny), Point(x: to.x + nx, y: to.y + ny),
                     Point(x: to.x - nx, y: to.y - ny), Point(x: from.x - nx, y: from.y - ny)], color: color)
    }

    /// The label texture for a point size: whole point sizes (as at 1×) rasterised at that size × the scale,
    /// so at 2× glyphs get twice the pixels instead of a 1× texture stretched over them.
    private func label(_ string: String, fontSize: Double, color: Color = .white) -> TextTextureCache.Entry? {
        let px = (fontSize.rounded() * scale).rounded()
        guard px.isFinite, px >= 1, px <= 4096 else { return nil }
        let (r, g, b, _) = color.rgba8
        return text.entry(string, pixelSize: Int(px), color: SDL_Color(r: r, g: g, b: b, a: 255))
    }

    /// Measures with the fonts labels are drawn with, without rasterising: the typesetter's setting, unwrapped.
    public func measureText(_ string: String, fontSize: Double) -> Size {
        typesetter.scale = scale
        return typesetter.set(string, fontSize: fontSize, maxWidth: .infinity, maxLines: 0).size
    }

    public func setText(_ string: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> TextSetting {
        typesetter.scale = scale
        let setting = typesetter.set(string, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)
        typesetter.drawnSettings[string] = setting
        return setting
    }

    /// The typesetter labels are set and measured with: a `TextMeasuring` for layouts that size cells to text.
    public var typesetter: Typesetter { text.typesetter }

    /// How each label drawn since the last `clear` was set, by its text (the state file's `text` objects).
    public var drawnTextSettings: [String: TextSetting] { typesetter.drawnSettings }

    /// Tints a white label texture for a plain copy; one already in its color (color glyphs, or a steady color on
    /// the software renderer) only fades.
    private func tint(_ e: TextTextureCache.Entry, _ color: Color) {
        let (r, g, b, a) = color.rgba8
        if e.isInColor { SDL_SetTextureColorMod(e.texture, 255, 255, 255) } else { SDL_SetTextureColorMod(e.texture, r, g, b) }
        SDL_SetTextureAlphaMod(e.texture, a)
    }

    /// Device pixels a label's box may differ from its texture's width and still be drawn unscaled.
    static let naturalSizeSlack = 4

    public func drawText(_ string: String, fontSize: Double, color: Color, in rect: Rect) {
        guard color.alpha > 0, let e = label(string, fontSize: fontSize, color: color) else { return }
        tint(e, color)
        // At natural size, snap to whole device pixels: one texture pixel per screen pixel keeps glyphs crisp.
        var dst: SDL_FRect
        let s = scale
        // Within a few pixels of natural size (measurement sums advances, the texture is shaped and kerned) the
        // texture keeps its size, centred on the box.
        let slack = Double(Self.naturalSizeSlack)
        if abs(rect.width * s - Double(e.width)) <= slack && abs(rect.height * s - Double(e.height)) < 0.5 {
            let x = rect.midX - Double(e.width) / s / 2
            dst = SDL_FRect(x: points(devicePixels(x)), y: points(devicePixels(rect.minY)),
                            w: points(e.width), h: points(e.height))
        } else {
            dst = SDL_FRect(x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
        }
        SDL_RenderCopyF(renderer, e.texture, nil, &dst)
    }

    /// The same cached texture as the horizontal label, turned by SDL as it is copied: no second rasterisation.
    public func drawVerticalText(_ string: String, fontSize: Double, color: Color, in rect: Rect) {
        guard color.alpha > 0, rect.isValid, let e = label(string, fontSize: fontSize, color: color) else { return }
        tint(e, color)
        // In device pixels. At natural size the box snaps to whole pixels, so each texel lands on one pixel.
        let s = scale
        var x = rect.minX * s, y = rect.minY * s, across = rect.width * s, along = rect.height * s
        if abs(across - Double(e.height)) < 0.5 && abs(along - Double(e.width)) < 0.5 {
            x = Double(devicePixels(rect.minX)); y = Double(devicePixels(rect.minY))
            across = Double(e.height); along = Double(e.width)
        }
        guard [x, y, across, along].allSatisfy({ abs($0) < 1e9 }) else { return }
        // Unturned, the texture hangs from the box's bottom-left corner; −90° about that corner (SDL's angles turn
        // clockwise) stands it up in the box, reading bottom to top. Whole-pixel corner and pivot keep it exact.
        var dst = SDL_FRect(x: Float(x), y: Float(y + along), w: Float(along), h: Float(across))
        var pivot = SDL_FPoint(x: 0, y: 0)
        inDevicePixels { SDL_RenderCopyExF(renderer, e.texture, nil, &dst, -90, &pivot, SDL_FLIP_NONE) }
    }

    /// Runs `body` with SDL's render scale at 1, so its coordinates are device pixels. SDL's software renderer
    /// truncates a turned copy's rectangle to whole *points* before scaling, which at 2× misplaces it and squeezes
    /// an odd-sized texture by a pixel (blurring it); at scale 1 points are pixels.
    private func inDevicePixels(_ body: () -> Void) {
        guard scale != 1 else { body(); return }
        SDL_RenderSetScale(renderer, 1, 1)
        body()
        SDL_RenderSetScale(renderer, Float(scale), Float(scale))
    }

    public func drawText(_ string: String, fontSize: Double, color: Color, quad: [Point]) {
        guard quad.count == 4, color.alpha > 0, let e = label(string, fontSize: fontSize, color: color) else { return }
        let (r, g, b, a) = color.rgba8
        // A texture already in its color is only faded; a white one is tinted by the vertices.
        let c = e.isInColor ? SDL_Color(r: 255, g: 255, b: 255, a: a) : SDL_Color(r: r, g: g, b: b, a: a)
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
