import Testing
import LayoutCore
import Renderer

// Nested in the serialized SDL suite (its `.serialized` applies to sub-suites too): SDL is not thread-safe.
extension SoftwarePixelTests {
    @Suite("A translucent fill over nothing but the background is filled opaque, with the same pixels")
    struct OpaqueOverBackgroundTests {
        static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        static let background = Color(hex: 0x1A1C22)

        static func fill(_ key: ElementKey, _ frame: Rect, _ color: Color, radius: Double = 8, alpha: Double = 1,
                         text: String? = nil) -> DisplayItem {
            var a = ViewAppearance()
            a.backgroundColor = color
            a.cornerRadius = radius
            a.text = text
            a.textColor = .white
            a.fontSize = 13
            return DisplayItem(key: key, frame: frame, alpha: alpha, appearance: a)
        }

        /// A frame of a flow → circle switch as the playground draws it: the section background fading out
        /// (reaching past the window), cards moving over it (opaque, overlapping towards the circle), a header
        /// fading out over the background, a translucent card over an opaque one, the legend's translucent
        /// bar over the cards, and a batch of quads in one corner.
        static func switchList() -> DisplayList {
            var items: [DisplayItem] = []
            items.append(fill(.decoration("sectionBackground", IndexPath(item: 0, section: 0)),
                              Rect(x: 10.5, y: -40.25, width: 600, height: 560), Color(hex: 0x2A2E38), radius: 12, alpha: 0.37))
            items.append(fill(.supplementary("header", IndexPath(item: 0, section: 0)), Rect(x: 10.5, y: 0, width: 600, height: 40),
                              Color(hex: 0x3A3F4C), radius: 0, alpha: 0.37, text: "Section 1"))
            let palette = [Color(hex: 0xE0506A), Color(hex: 0x8A63D2), Color(hex: 0x4C9BE8), Color(hex: 0x4CAF6A)]
            for i in 0..<120 {
                let x = 20.0 + Double(i % 12) * 48.3, y = 50.0 + Double(i / 12) * 41.7
                items.append(fill(.cell(IndexPath(item: i, section: 0)), Rect(x: x, y: y, width: 60.5, height: 50.25),
                                  palette[i % 4], text: i % 7 == 0 ? "Item \(i)" : nil))
            }
            items.append(fill(.cell(IndexPath(item: 200, section: 0)), Rect(x: 100, y: 100, width: 80, height: 80),
                              Color(hex: 0xF0A040), alpha: 0.6))
            items.append(fill(.decoration("legend", IndexPath(item: 0, section: 0)), Rect(x: 0, y: 440, width: 640, height: 40),
                              Color(hex: 0x0E1014, alpha: 0.9), radius: 0, text: "flow → circle 35 %"))
            // Beside the section background, not under it.
            let quads = (0..<15).map { DisplayQuad(rect: Rect(x: 614 + Double($0 % 3) * 8, y: 300 + Double($0 / 3) * 8, width: 6, height: 6),
                                                   color: Color(hex: 0x808080, alpha: 0.5)) }
            return DisplayList(viewportSize: Size(width: 640, height: 480), backgroundColor: background, quads: quads, items: items)
        }

        static func pixels(_ list: DisplayList, ratio: Double, opaque: Bool, culling: Bool = true) throws -> [UInt32] {
            let target = try RenderTarget.headless(width: Int(list.viewportSize.width), height: Int(list.viewportSize.height), pixelRatio: ratio)
            var backend = try SDLBackend(target: target, fontPath: fontPath)
            var renderer = DisplayListRenderer()
            renderer.fillsOverBackgroundOpaque = opaque
            renderer.cullsOccludedItems = culling
            renderer.render(list, into: &backend)
            return target.readPixels()
        }

        @Test("a switch frame renders the same pixels with the fading background filled opaque as blended, at pixel ratios 1 and 2",
              arguments: [1.0, 2.0])
        func samePixels(ratio: Double) throws {
            let list = Self.switchList()
            for culling in [false, true] {
                let blended = try Self.pixels(list, ratio: ratio, opaque: false, culling: culling)
                let opaque = try Self.pixels(list, ratio: ratio, opaque: true, culling: culling)
                #expect(blended.count == Int(640 * ratio) * Int(480 * ratio))
                let differing = zip(blended, opaque).filter { $0 != $1 }.count
                #expect(differing == 0, "\(differing) pixels differ at ratio \(ratio), culling \(culling)")
            }
        }

        @Test("every alpha from 1 to 254 of several colors over the background: the opaque fill leaves SDL's blended pixel")
        func everyAlpha() throws {
            let base = Color(hex: 0x3A6EA5)
            // 254 squares of 4 × 4 points side by side, each over nothing but the background, in three colors.
            func draw(_ color: Color, opaque: Bool) throws -> [UInt32] {
                let target = try RenderTarget.headless(width: 80, height: 80)
                let backend = try SDLBackend(target: target, fontPath: Self.fontPath)
                backend.clear(base)
                for k in 1...254 {
                    let c = Color(red: color.red, green: color.green, blue: color.blue, alpha: Double(k) / 255)
                    let r = Rect(x: Double(k % 16) * 5, y: Double(k / 16) * 5, width: 4, height: 4)
                    if opaque { backend.fillRoundedRect(r, radius: 0, color: c, over: base) } else { backend.fillRoundedRect(r, radius: 0, color: c) }
                }
                return target.readPixels()
            }
            for color in [Color(hex: 0xFFFFFF), Color(hex: 0xE0506A), Color(hex: 0x0E1014), Color(hex: 0x3A6EA6)] {
                let blended = try draw(color, opaque: false), opaque = try draw(color, opaque: true)
                #expect(zip(blended, opaque).filter { $0 != $1 }.count == 0, "color \(color)")
            }
            // The squares were drawn: the one at alpha 128 (column 0, row 8) is neither the background nor white.
            let white = try draw(.white, opaque: true)
            #expect(white[(8 * 5 + 1) * 80 + 1] != white[79 * 80 + 79] && white[(8 * 5 + 1) * 80 + 1] != 0xFFFF_FFFF)
        }

        @Test("only fills over nothing but the background are filled opaque: the background first, not what lies over it")
        func whichFills() {
            let list = Self.switchList()
            var b = RecordingBackend()
            DisplayListRenderer().render(list, into: &b)
            // The section background; the header, the cards and the legend lie over it, the quads beside it.
            #expect(b.fillsOverBackground == 1)
            // With quads under it, it blends.
            var under = list
            under.quads.append(DisplayQuad(rect: Rect(x: 300, y: 300, width: 6, height: 6), color: Color(hex: 0x808080, alpha: 0.5)))
            var c = RecordingBackend()
            DisplayListRenderer().render(under, into: &c)
            #expect(c.fillsOverBackground == 0)
            // Turned off, none.
            var off = DisplayListRenderer()
            off.fillsOverBackgroundOpaque = false
            var d = RecordingBackend()
            off.render(list, into: &d)
            #expect(d.fillsOverBackground == 0)
            // The recorded calls are the same either way.
            #expect(b.calls == d.calls)
        }
    }
}
