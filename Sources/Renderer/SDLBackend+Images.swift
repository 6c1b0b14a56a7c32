internal import CSDL2
import LayoutCore

/// Images: the thumbnail for the view's size in device pixels, copied onto the snapped frame (or mapped onto a
/// transformed view's quad). Its corners were cut when it was decoded, so a plain copy is clipped to them.
extension SDLBackend {
    public func imageCovers(_ image: ImageReference, in rect: Rect, cornerRadius: Double) -> Bool {
        guard image.contentMode != .aspectFit, rect.isValid, rect.width > 0, rect.height > 0 else { return false }
        images.scale = scale
        return images.covers(images.request(for: image, size: rect.size, cornerRadius: cornerRadius))
    }

    public func drawImage(_ image: ImageReference, in rect: Rect, quad: [Point]?, cornerRadius: Double, alpha: Double) -> ImageDrawResult {
        guard rect.isValid, rect.width > 0, rect.height > 0 else { return .loading }
        images.scale = scale
        let request = images.request(for: image, size: rect.size, cornerRadius: cornerRadius)
        let (result, found) = images.texture(for: request)
        guard let texture = found else { return result }
        let a = UInt8(max(0, min(255, (alpha * 255).rounded())))
        SDL_SetTextureAlphaMod(texture.pointer, a)
        SDL_SetTextureColorMod(texture.pointer, 255, 255, 255)
        // Where the texture goes within the frame, as fractions of it: all of it, or the aspect-fit placement.
        let placed = image.contentMode == .aspectFit
            ? ContentMode.aspectFit.placement(ofImageSize: Size(width: Double(texture.width), height: Double(texture.height)),
                                              in: Rect(x: 0, y: 0, width: 1, height: 1))
            : Rect(x: 0, y: 0, width: 1, height: 1)
        if let quad, quad.count == 4 {
            // Bilinear on the quad's corners: exact for the affine quads 2D transforms make, close for projected ones.
            func at(_ u: Double, _ v: Double) -> SDL_FPoint {
                let top = Point(x: quad[0].x + (quad[1].x - quad[0].x) * u, y: quad[0].y + (quad[1].y - quad[0].y) * u)
                let bottom = Point(x: quad[3].x + (quad[2].x - quad[3].x) * u, y: quad[3].y + (quad[2].y - quad[3].y) * u)
                return SDL_FPoint(x: Float(top.x + (bottom.x - top.x) * v), y: Float(top.y + (bottom.y - top.y) * v))
            }
            let c = SDL_Color(r: 255, g: 255, b: 255, a: a)
            let corners = [(placed.minX, placed.minY), (placed.maxX, placed.minY), (placed.maxX, placed.maxY), (placed.minX, placed.maxY)]
            let uv = [SDL_FPoint(x: 0, y: 0), SDL_FPoint(x: 1, y: 0), SDL_FPoint(x: 1, y: 1), SDL_FPoint(x: 0, y: 1)]
            vertices.removeAll(keepingCapacity: true)
            for i in 0..<4 { vertices.append(SDL_Vertex(position: at(corners[i].0, corners[i].1), color: c, tex_coord: uv[i])) }
            guard vertices.allSatisfy({ $0.position.x.isFinite && $0.position.y.isFinite }) else { return .loading }
            let idx: [Int32] = [0, 1, 2, 0, 2, 3]
            SDL_RenderGeometry(renderer, texture.pointer, vertices, 4, idx, 6)
            return .drawn
        }
        guard let (x0, y0, x1, y1) = snapped(rect) else { return .loading }
        let w = Double(x1 - x0), h = Double(y1 - y0)
        var px0 = x0, py0 = y0, pw = x1 - x0, ph = y1 - y0
        if image.contentMode == .aspectFit {
            px0 = x0 + Int((placed.minX * w).rounded()); py0 = y0 + Int((placed.minY * h).rounded())
            pw = max(1, Int((placed.width * w).rounded())); ph = max(1, Int((placed.height * h).rounded()))
        }
        var dst = SDL_FRect(x: points(px0), y: points(py0), w: points(pw), h: points(ph))
        SDL_RenderCopyF(renderer, texture.pointer, nil, &dst)
        return .drawn
    }
}
