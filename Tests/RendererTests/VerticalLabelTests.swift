import Foundation
import Testing
import LayoutCore
import Renderer

// Nested in the serialized SDL suite (its `.serialized` applies to sub-suites too): SDL is not thread-safe.
extension SoftwarePixelTests {
    @Suite("Vertical labels in tall, narrow frames")
    struct VerticalLabelTests {
        static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        static let background: UInt32 = 0x181A20
        static let barColor: UInt32 = 0x2A2E38
        static let inkColor: UInt32 = 0xFFFFFF
        /// VTEXT_DUMP=1 prints the measurements and writes /tmp/vtext-1x.png and /tmp/vtext-2x.png to look at.
        static let dump = ProcessInfo.processInfo.environment["VTEXT_DUMP"] == "1"
        /// A horizontal flow's header strip and, for comparison, a vertical flow's header bar, in points.
        static let strip = Rect(x: 10, y: 20, width: 40, height: 300)
        static let bar = Rect(x: 70, y: 20, width: 300, height: 40)
        static let title = "Section 1 · Citrus"

        /// A header as `HeaderFooterView` draws it: a bar with a leading 15-pt title.
        static func header(_ frame: Rect, _ text: String = title, section: Int = 0,
                           alignment: ViewAppearance.TextAlignment = .leading, transform: Transform3D = .identity) -> DisplayItem {
            var a = ViewAppearance()
            a.backgroundColor = Color(hex: barColor)
            a.text = text
            a.textColor = Color(hex: inkColor)
            a.textAlignment = alignment
            a.fontSize = 15
            return DisplayItem(key: .supplementary("header", IndexPath(item: 0, section: section)), frame: frame,
                               transform: transform, appearance: a)
        }

        static func record(_ items: [DisplayItem]) -> [RecordingBackend.Call] {
            var backend = RecordingBackend()
            DisplayListRenderer().render(DisplayList(viewportSize: Size(width: 800, height: 800), backgroundColor: .black, items: items),
                                         into: &backend)
            return backend.calls
        }

        /// Labels drawn, as (text, point size, box, vertical?).
        static func labels(_ calls: [RecordingBackend.Call]) -> [(String, Double, Rect, Bool)] {
            calls.compactMap { call in
                switch call {
                case .drawText(let t, let size, _, let rect): return (t, size, rect, false)
                case .drawVerticalText(let t, let size, _, let rect): return (t, size, rect, true)
                default: return nil
                }
            }
        }

        // MARK: - Recording backend

        @Test("a tall, narrow header's title turns vertical at its own point size; a wide header's stays horizontal")
        func tallTurnsWideStays() throws {
            let drawn = Self.labels(Self.record([Self.header(Self.strip), Self.header(Self.bar, section: 1)]))
            try #require(drawn.count == 2)
            // 18 characters × 15 pt × 0.6 = 162 long and 18 deep in the recording backend.
            let (_, size, box, vertical) = drawn[0]
            #expect(vertical && size == 15, "the strip's title is vertical at 15 pt: \(drawn[0])")
            #expect(abs(box.width - 18) < 1e-9 && abs(box.height - 162) < 1e-9, "unscaled: \(box)")
            #expect(abs(box.midX - Self.strip.midX) < 1e-9, "centred across the strip")
            // Leading is the bottom end for text reading upwards, inset as a horizontal leading label is.
            #expect(abs(box.maxY - (Self.strip.maxY - DisplayListRenderer.labelPadding - 8)) < 1e-9, "\(box)")
            #expect(box.minX >= Self.strip.minX && box.maxX <= Self.strip.maxX && box.minY >= Self.strip.minY && box.maxY <= Self.strip.maxY)
            // The same title across a wide bar is exactly what it always was.
            #expect(drawn[1].3 == false && drawn[1].1 == 15)
            #expect(drawn[1].2 == Rect(x: Self.bar.minX + 12, y: Self.bar.midY - 9, width: 162, height: 18))
        }

        @Test("a centred vertical label sits in the middle; one longer than the strip is fitted along its height")
        func alignmentAndFit() throws {
            let centred = Self.labels(Self.record([Self.header(Self.strip, alignment: .center)]))
            let c = try #require(centred.first)
            #expect(c.3 && abs(c.2.midY - Self.strip.midY) < 1e-9 && abs(c.2.midX - Self.strip.midX) < 1e-9, "\(c)")
            // In a 120-point strip the 162-point title needs a smaller font: 15 × 112 / 162 → 10 pt, 108 long.
            let short = Rect(x: 0, y: 0, width: 30, height: 120)
            let fitted = try #require(Self.labels(Self.record([Self.header(short)])).first)
            #expect(fitted.3 && fitted.1 == 10, "\(fitted)")
            #expect(abs(fitted.2.height - 108) < 1e-9 && abs(fitted.2.width - 12) < 1e-9, "\(fitted.2)")
            #expect(fitted.2.minY >= short.minY + DisplayListRenderer.labelPadding && fitted.2.maxY <= short.maxY - DisplayListRenderer.labelPadding,
                    "leading but kept inside the strip: \(fitted.2)")
            // A strip too narrow for any horizontal room still shows its title, turned.
            let sliver = Rect(x: 0, y: 0, width: 6, height: 400)
            let thin = try #require(Self.labels(Self.record([Self.header(sliver)])).first)
            #expect(thin.3 && thin.2.width <= 6 + 1e-9 && thin.2.height > 40, "\(thin)")
        }

        @Test("labels that fit, nearly fit, or sit in frames not tall enough stay horizontal")
        func staysHorizontal() {
            let items = [
                Self.header(Rect(x: 0, y: 0, width: 80, height: 300), "Hi"),                // fits
                Self.header(Rect(x: 0, y: 0, width: 80, height: 200), "Kumquat 5"),         // 15 → 13 pt is enough
                Self.header(Rect(x: 0, y: 0, width: 60, height: 110), Self.title),          // not tall enough
                Self.header(Rect(x: 0, y: 0, width: 40, height: 40), "A long label"),
            ]
            let drawn = Self.labels(Self.record(items))
            #expect(drawn.count == 4 && drawn.allSatisfy { !$0.3 }, "\(drawn)")
        }

        @Test("a transformed strip's label is mapped on a quad that reads bottom to top")
        func transformed() throws {
            let shrunk = Transform3D.scale(x: 0.5, y: 0.5)
            let calls = Self.record([Self.header(Self.strip, transform: shrunk)])
            let quad = try #require(calls.compactMap { call -> [Point]? in
                if case .drawTextQuad(_, let size, _, let q) = call, size == 15 { return q } else { return nil }
            }.first)
            // Text top-left, top-right, bottom-right, bottom-left: the baseline runs upwards along the left edge.
            #expect(quad[0].y > quad[1].y && abs(quad[0].x - quad[1].x) < 1e-9, "\(quad)")
            #expect(abs(quad[0].y - quad[1].y - 81) < 1e-9, "half of 162 long at scale 0.5: \(quad)")
            #expect(quad[2].x > quad[1].x && abs(quad[2].y - quad[1].y) < 1e-9)
        }

        // MARK: - Software renderer pixels

        static func render(ratio: Double) throws -> (RenderTarget, TestImage, SDLBackend) {
            let target = try RenderTarget.headless(width: 400, height: 340, pixelRatio: ratio)
            var backend = try SDLBackend(target: target, fontPath: fontPath)
            let list = DisplayList(viewportSize: Size(width: 400, height: 340), backgroundColor: Color(hex: background),
                                   items: [header(strip), header(bar, section: 1)])
            DisplayListRenderer().render(list, into: &backend)
            return (target, TestImage(target), backend)
        }

        /// A frame's ink in pixels at a ratio: pixels at least half way from the bar colour to white.
        static func inkBox(_ image: TestImage, in frame: Rect, ratio k: Double) -> TestImage.Box? {
            let region: TestImage.Box = (Int(frame.minX * k), Int(frame.minY * k), Int(frame.maxX * k), Int(frame.maxY * k))
            return image.bounds(in: region) { x, y in image.coverage(x, y, paper: barColor, ink: inkColor) > 0.5 }
        }

        @Test("the strip's ink is a tall, narrow box inside it, as big as the bar's turned, and twice as big at 2×")
        func inkBoxes() throws {
            var boxes: [(TestImage.Box, TestImage.Box)] = []
            for k in [1.0, 2.0] {
                let (target, image, _) = try Self.render(ratio: k)
                let v = try #require(Self.inkBox(image, in: Self.strip, ratio: k), "ratio \(k): the strip has ink")
                let h = try #require(Self.inkBox(image, in: Self.bar, ratio: k), "ratio \(k): the bar has ink")
                let (vw, vh) = (v.x1 - v.x0, v.y1 - v.y0), (hw, hh) = (h.x1 - h.x0, h.y1 - h.y0)
                #expect(vh > 4 * vw, "ratio \(k): vertical ink \(vw)×\(vh)")
                // Inside the strip, clear of its edges by the label padding.
                let pad = Int(DisplayListRenderer.labelPadding * k)
                #expect(v.x0 >= Int(Self.strip.minX * k) && v.x1 <= Int(Self.strip.maxX * k)
                        && v.y0 >= Int(Self.strip.minY * k) + pad && v.y1 <= Int(Self.strip.maxY * k) - pad, "ratio \(k): \(v)")
                // The same glyphs as the horizontal title, turned: its ink box with width and height swapped.
                #expect(vh == hw && vw == hh, "ratio \(k): vertical \(vw)×\(vh), horizontal \(hw)×\(hh)")
                #expect(vh > Int(100 * k), "ratio \(k): at its own 15 pt, not shrunk (\(vh) pixels long)")
                boxes.append((v, h))
                if Self.dump {
                    print("ratio \(k): vertical ink box \(v) = \(vw)×\(vh) px, horizontal ink box \(h) = \(hw)×\(hh) px")
                    try target.savePNG(to: "/tmp/vtext-\(Int(k))x.png")
                }
            }
            // At 2× the ink box is twice the 1× one (glyphs rasterised at 2×, not a stretched 1× texture): within 2 pixels.
            let (a, b) = (boxes[0].0, boxes[1].0)
            for (one, two) in [(a.x0, b.x0), (a.y0, b.y0), (a.x1, b.x1), (a.y1, b.y1)] {
                #expect(abs(2 * one - two) <= 2, "1× \(a), 2× \(b)")
            }
        }

        @Test("a vertical label is the horizontal label's pixels turned, exactly, at 1×, 1.5× and 2× and at half points")
        func exactTurn() throws {
            let color = Color(red: 0.95, green: 0.75, blue: 0.25, alpha: 0.8)
            for ratio in [1.0, 1.5, 2.0] {
                for origin in [Point(x: 20, y: 30), Point(x: 20.5, y: 30.5)] {
                    let target = try RenderTarget.headless(width: 200, height: 200, pixelRatio: ratio)
                    let backend = try SDLBackend(target: target, fontPath: Self.fontPath)
                    let size = backend.measureText(Self.title, fontSize: 15)
                    // Natural-size boxes, as the renderer asks for them: the label's size in points.
                    backend.clear(Color(hex: Self.barColor))
                    backend.drawText(Self.title, fontSize: 15, color: color,
                                     in: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height))
                    let flat = TestImage(target)
                    backend.clear(Color(hex: Self.barColor))
                    backend.drawVerticalText(Self.title, fontSize: 15, color: color,
                                             in: Rect(x: origin.x, y: origin.y, width: size.height, height: size.width))
                    let turned = TestImage(target)
                    // Texture pixel (u, v) sits at (x0 + u, y0 + v) flat and at (x0 + v, y0 + w − 1 − u) turned.
                    let w = Int((size.width * ratio).rounded()), h = Int((size.height * ratio).rounded())
                    let x0 = Int((origin.x * ratio).rounded()), y0 = Int((origin.y * ratio).rounded())
                    var differing = 0
                    for v in 0..<h { for u in 0..<w where flat[x0 + u, y0 + v] != turned[x0 + v, y0 + w - 1 - u] { differing += 1 } }
                    #expect(differing == 0, "ratio \(ratio) at \(origin): \(differing) of \(w * h) pixels differ")
                    let all: TestImage.Box = (0, 0, turned.width, turned.height)
                    let ink = try #require(turned.bounds(in: all) { x, y in turned[x, y] & 0xFFFFFF != Self.barColor })
                    #expect(ink.x0 >= x0 && ink.x1 <= x0 + h && ink.y0 >= y0 && ink.y1 <= y0 + w, "ratio \(ratio): nothing outside the box: \(ink)")
                    // The render scale is back: a 5-point square after it covers 5 × ratio pixels.
                    backend.fillRoundedRect(Rect(x: 100, y: 100, width: 5, height: 5), radius: 0, color: .white)
                    let edge = Int((105 * ratio).rounded())
                    #expect(target.pixel(x: edge - 1, y: edge - 1).luminance > 0.99 && target.pixel(x: edge, y: edge).luminance < 0.5,
                            "ratio \(ratio)")
                }
            }
        }

        @Test("turning reuses the cached texture: one rasterisation, identical frames")
        func cachedAndDeterministic() throws {
            let (_, first, _) = try Self.render(ratio: 2)
            let target = try RenderTarget.headless(width: 400, height: 340, pixelRatio: 2)
            var backend = try SDLBackend(target: target, fontPath: Self.fontPath)
            let list = DisplayList(viewportSize: Size(width: 400, height: 340), backgroundColor: Color(hex: Self.background),
                                   items: [Self.header(Self.strip), Self.header(Self.bar, section: 1)])
            DisplayListRenderer().render(list, into: &backend)
            DisplayListRenderer().render(list, into: &backend)
            #expect(TestImage(target) == first)
            #expect(backend.labelsRendered == 1, "the vertical and the horizontal title share one texture")
        }
    }
}
