import Testing
import CSDL2
import LayoutCore
@testable import Renderer

// TEMPORARY experiment: which SDL call rotates a label texture exactly under the software renderer?
extension SoftwarePixelTests {
    @Suite("rotation experiment")
    struct RotationExperiment {
        @Test func experiment() throws {
            for k in [1, 2] {
                for (ox, oy) in [(40, 30), (41, 31)] {  // device-pixel origins: whole and half points at 2×
                    let target = try RenderTarget.headless(width: 200, height: 300, pixelRatio: Double(k))
                    let cache = try TextTextureCache(target: target, fontPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
                    let e = try #require(cache.entry("Section 1 · Citrus", pixelSize: 15 * k))
                    let r = target.renderer
                    let s = Double(k)
                    func pts(_ px: Int) -> Float { Float((Double(px) + 1.0 / 64) / s) }
                    func clear() { SDL_SetRenderDrawColor(r, 0x2A, 0x2E, 0x38, 255); SDL_RenderClear(r) }
                    clear()
                    var dst = SDL_FRect(x: pts(ox), y: pts(oy), w: pts(e.width), h: pts(e.height))
                    SDL_RenderCopyF(r, e.texture, nil, &dst)
                    let h = TestImage(target)
                    // reference: rotate H's box CCW to origin (ox, oy)
                    func compare(_ v: TestImage, _ name: String) {
                        var diff = 0, maxd: UInt32 = 0
                        for y in 0..<e.width { for x in 0..<e.height {
                            // screen (ox + x, oy + y) shows texture (u, v) = (w-1-y, x)
                            let hv = h[ox + (e.width - 1 - y), oy + x], vv = v[ox + x, oy + y]
                            if hv != vv { diff += 1; let d = max((hv & 0xFF) > (vv & 0xFF) ? (hv & 0xFF) - (vv & 0xFF) : (vv & 0xFF) - (hv & 0xFF), 0); maxd = max(maxd, d) }
                        } }
                        // ink outside the expected box
                        let all: TestImage.Box = (0, 0, v.width, v.height)
                        let box = v.bounds(in: all) { x, y in v[x, y] & 0xFFFFFF != 0x2A2E38 }
                        print("k=\(k) origin=(\(ox),\(oy)) tex=\(e.width)x\(e.height) \(name): \(diff) differing of \(e.width * e.height), max blue diff \(maxd), ink box \(String(describing: box)) expected (\(ox),\(oy),\(ox + e.height),\(oy + e.width))")
                    }
                    // 1. RenderCopyExF, -90 about the centre
                    clear()
                    let cx = Double(ox) + Double(e.height) / 2, cy = Double(oy) + Double(e.width) / 2
                    var d2 = SDL_FRect(x: Float((cx - Double(e.width) / 2) / s), y: Float((cy - Double(e.height) / 2) / s),
                                       w: Float(Double(e.width) / s), h: Float(Double(e.height) / s))
                    SDL_SetTextureColorMod(e.texture, 255, 255, 255); SDL_SetTextureAlphaMod(e.texture, 255)
                    SDL_RenderCopyExF(r, e.texture, nil, &d2, -90, nil, SDL_FLIP_NONE)
                    compare(TestImage(target), "CopyExF")
                    // 2. RenderGeometry with rotated uv
                    clear()
                    let x0 = Float(ox) / Float(s), y0 = Float(oy) / Float(s), x1 = Float(ox + e.height) / Float(s), y1 = Float(oy + e.width) / Float(s)
                    let c = SDL_Color(r: 255, g: 255, b: 255, a: 255)
                    // texture (0,0) top-left -> screen bottom-left; (1,0) -> top-left; (1,1) -> top-right; (0,1) -> bottom-right
                    let verts = [SDL_Vertex(position: SDL_FPoint(x: x0, y: y1), color: c, tex_coord: SDL_FPoint(x: 0, y: 0)),
                                 SDL_Vertex(position: SDL_FPoint(x: x0, y: y0), color: c, tex_coord: SDL_FPoint(x: 1, y: 0)),
                                 SDL_Vertex(position: SDL_FPoint(x: x1, y: y0), color: c, tex_coord: SDL_FPoint(x: 1, y: 1)),
                                 SDL_Vertex(position: SDL_FPoint(x: x1, y: y1), color: c, tex_coord: SDL_FPoint(x: 0, y: 1))]
                    let idx: [Int32] = [0, 1, 2, 0, 2, 3]
                    SDL_RenderGeometry(r, e.texture, verts, 4, idx, 6)
                    compare(TestImage(target), "Geometry")
                }
            }
        }
    }
}
