import LayoutCore
import Testing

@testable import Renderer

// Nested in the serialized SDL suite (its `.serialized` applies to sub-suites too): SDL is not thread-safe.
extension SoftwarePixelTests {
    /// Issue 18: SDL's software blitter has no fast path for a color-modulated copy, so rounded corners and
    /// labels are copied from textures already in their color there. The pixels must stay what tinting white
    /// textures gives (SDL's two blending loops round antialiased pixels differently, by a few levels), the cache must stay
    /// bounded, and a label whose color keeps changing must not be rendered again and again.
    @Suite("Corners and labels copied in their color")
    struct InColorCopyTests {
        static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        static let background = Color(hex: 0x1A1C22)

        /// Frames of `draw` on a fresh 320 × 240 headless target, with copies in color on or off; the last frame's pixels.
        static func render(ratio: Double = 1, inColor: Bool, frames: Int = 1,
                           _ draw: (SDLBackend, Int) -> Void) throws -> (pixels: [UInt32], backend: SDLBackend) {
            let target = try RenderTarget.headless(width: 320, height: 240, pixelRatio: ratio)
            let backend = try SDLBackend(target: target, fontPath: fontPath)
            backend.copiesInColor = inColor
            for f in 0..<frames {
                backend.clear(background)
                draw(backend, f)
            }
            return (target.readPixels(), backend)
        }

        /// The largest difference of one channel between two frames' pixels, and how many pixels differ.
        static func difference(_ a: [UInt32], _ b: [UInt32]) -> (largest: UInt32, count: Int) {
            var largest: UInt32 = 0, count = 0
            for (p, q) in zip(a, b) where p != q {
                count += 1
                for shift in stride(from: 0, to: 24, by: 8) {
                    let x = p >> UInt32(shift) & 0xFF, y = q >> UInt32(shift) & 0xFF
                    largest = max(largest, x > y ? x - y : y - x)
                }
            }
            return (largest, count)
        }

        /// 48 overlapping cards in 48 colors, opaque and translucent, filled and stroked.
        static func cards(_ backend: SDLBackend) {
            for i in 0..<48 {
                let color = Color(red: Double(i * 5 % 256) / 255, green: Double(255 - i * 4) / 255, blue: Double(i * 37 % 256) / 255,
                                  alpha: i % 3 == 0 ? 0.6 : 1)
                let rect = Rect(x: 8 + Double(i % 8) * 37.5, y: 10 + Double(i / 8) * 36.25, width: 44, height: 40)
                backend.fillRoundedRect(rect, radius: 9, color: color)
                if i % 4 == 1 { backend.strokeRoundedRect(rect, radius: 9, width: 2, color: Color(hex: 0xFFFFFF, alpha: 0.8)) }
            }
        }

        @Test("opaque corners in their color give tinted corners' pixels within three levels, at pixel ratios 1 and 2", arguments: [1.0, 2.0])
        func cornersMatchTinting(ratio: Double) throws {
            let tinted = try Self.render(ratio: ratio, inColor: false) { b, _ in Self.cards(b) }
            let colored = try Self.render(ratio: ratio, inColor: true) { b, _ in Self.cards(b) }
            let d = Self.difference(tinted.pixels, colored.pixels)
            #expect(d.largest <= 3, "\(d.count) pixels differ, by up to \(d.largest)")
            // Only the antialiased arcs may differ: at most a few pixels per arc pixel row of 32 cards' four corners.
            #expect(d.count < 32 * 4 * Int(9 * ratio) * 3)
            // One set of four corners per opaque fill's color; translucent fills and strokes are tinted at the copy
            // (SDL's fast loop would round them several levels off the fill beside them).
            #expect(colored.backend.cornerSetsInColor == 32)
            #expect(tinted.backend.cornerSetsInColor == 0)
        }

        @Test("a frame makes at most 48 new corner sets; the cache keeps at most 512, evicting only sets not drawn lately")
        func cornerCacheIsBounded() throws {
            // 600 colors drawn every frame: 48 more sets a frame until the cache is full; then every set held is
            // in use, so none is made (tinting the other 88 costs less than churning).
            var counts: [Int] = [], made: [Int] = []
            let last = try Self.render(inColor: true, frames: 14) { b, _ in
                for i in 0..<600 {
                    b.fillRoundedRect(Rect(x: Double(i % 30) * 10, y: Double(i / 30) * 11, width: 9, height: 10), radius: 3,
                                      color: Color(hex: UInt32(0x100000 + i * 97)))
                }
                counts.append(b.cornerSetsInColor)
                made.append(b.cornerSetsMadeInColor)
            }
            #expect(counts.prefix(10) == [48, 96, 144, 192, 240, 288, 336, 384, 432, 480])
            #expect(counts.suffix(4).allSatisfy { $0 == 512 })
            #expect(made.suffix(4).allSatisfy { $0 == 512 }, "\(made)")
            // Other colors once the first ones are gone from the screen: the sets not drawn for two frames make room.
            let moved = try Self.render(inColor: true, frames: 16) { b, f in
                for i in 0..<512 {
                    let shade = f < 12 ? i : 1_000 + i
                    b.fillRoundedRect(Rect(x: Double(i % 30) * 10, y: Double(i / 30) * 11, width: 9, height: 10), radius: 3,
                                      color: Color(hex: UInt32(0x100000 + shade * 97)))
                }
            }
            #expect(moved.backend.cornerSetsInColor == 512)
            // Frame 12 finds every set drawn in frame 11 and makes none; frames 13, 14 and 15 make 48 each.
            #expect(moved.backend.cornerSetsMadeInColor == 512 + 3 * 48)
            // Whatever was made in color or tinted, the pixels are the tinted ones' within three levels.
            let tinted = try Self.render(inColor: false) { b, _ in
                for i in 0..<600 {
                    b.fillRoundedRect(Rect(x: Double(i % 30) * 10, y: Double(i / 30) * 11, width: 9, height: 10), radius: 3,
                                      color: Color(hex: UInt32(0x100000 + i * 97)))
                }
            }
            #expect(Self.difference(tinted.pixels, last.pixels).largest <= 3)
        }

        @Test("a label drawn in one color is rendered in it on its third draw; one whose color changes every draw is rendered once")
        func steadyLabelsInColor() throws {
            let grey = Color(hex: 0x9AA0AA)
            var rendered: [Int] = []
            let steady = try Self.render(inColor: true, frames: 5) { b, _ in
                b.drawText("H help  Ctrl+Q quit", fontSize: 13, color: grey, in: Rect(x: 10, y: 10, width: 200, height: 20))
                rendered.append(b.labelsRendered)
            }
            #expect(rendered == [1, 1, 2, 2, 2], "white once, then in grey once, then no more")
            let tinted = try Self.render(inColor: false, frames: 5) { b, _ in
                b.drawText("H help  Ctrl+Q quit", fontSize: 13, color: grey, in: Rect(x: 10, y: 10, width: 200, height: 20))
            }
            #expect(tinted.backend.labelsRendered == 1)
            let d = Self.difference(tinted.pixels, steady.pixels)
            #expect(d.largest <= 2, "\(d.count) pixels differ, by up to \(d.largest)")

            rendered = []
            _ = try Self.render(inColor: true, frames: 10) { b, f in
                let fading = Color(red: 0.3 + Double(f) * 0.05, green: 0.5, blue: 0.8)
                b.drawText("fading label", fontSize: 13, color: fading, in: Rect(x: 10, y: 10, width: 200, height: 20))
                rendered.append(b.labelsRendered)
            }
            #expect(rendered.allSatisfy { $0 == 1 }, "\(rendered)")
        }
    }
}
