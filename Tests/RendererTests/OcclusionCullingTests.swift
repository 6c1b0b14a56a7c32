import Foundation
import Testing
import LayoutCore
@testable import Renderer

// Nested in the serialized SDL suite (its `.serialized` applies to sub-suites too): SDL is not thread-safe.
extension SoftwarePixelTests {
    @Suite("Occlusion culling: covered parts of a dense list are not drawn, and the pixels are the same")
    struct OcclusionCullingTests {
        static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

        /// A card as the demo draws one: opaque fill, rounded corners, a 1-pt border, a soft shadow.
        static func card(_ i: Int, _ frame: Rect, color: Color, text: String? = nil, alpha: Double = 1,
                         transform: Transform3D = .identity) -> DisplayItem {
            var a = ViewAppearance()
            a.backgroundColor = color
            a.cornerRadius = 8
            a.borderColor = Color(hex: 0xFFFFFF, alpha: 0.35)
            a.borderWidth = 1
            a.shadowColor = Color(hex: 0x000000, alpha: 0.4)
            a.shadowOffset = Point(x: 0, y: 2)
            a.shadowRadius = 4
            a.text = text
            a.textColor = .white
            a.fontSize = 13
            return DisplayItem(key: .cell(IndexPath(item: i, section: 0)), frame: frame, transform: transform, alpha: alpha, appearance: a)
        }

        /// Seed 004's circle with 300 cards of 64 × 64 points in a 640 × 480 window (about a dozen cards on each
        /// pixel of the rim), some labelled, some translucent, one turned, one with a translucent fill, and a
        /// translucent panel over part of it: everything the culler must get right.
        static func circleList() -> DisplayList {
            let n = 300, centre = Point(x: 320, y: 240), radius = 180.0
            let palette = [Color(hex: 0xE0506A), Color(hex: 0x8A63D2), Color(hex: 0x4C9BE8), Color(hex: 0x4CAF6A), Color(hex: 0xF0A040)]
            var items: [DisplayItem] = []
            for i in 0..<n {
                let angle = 2 * Double.pi * Double(i) / Double(n)
                let f = Rect(x: centre.x + radius * cos(angle) - 32.3, y: centre.y + radius * sin(angle) - 31.7, width: 64.5, height: 63.4)
                var item = card(i, f, color: palette[i * 5 / n], text: i % 37 == 0 ? "Item \(i)" : nil,
                                alpha: i % 41 == 0 ? 0.6 : 1, transform: i == 150 ? .rotation(angle: 0.3, x: 0, y: 0, z: 1) : .identity)
                if i == 200 { item.appearance.backgroundColor.alpha = 0.5 }
                items.append(item)
            }
            var panel = ViewAppearance()
            panel.backgroundColor = Color(hex: 0x0E1014, alpha: 0.93)
            panel.cornerRadius = 6
            panel.text = "a panel over the cards"
            panel.textColor = .white
            items.append(DisplayItem(key: .decoration("panel", IndexPath(item: 0, section: 0)),
                                     frame: Rect(x: 400, y: 20, width: 220, height: 120), zIndex: Int.max - 30, appearance: panel))
            return DisplayList(viewportSize: Size(width: 640, height: 480), backgroundColor: Color(hex: 0x1A1C22), items: items)
        }

        static func pixels(_ list: DisplayList, ratio: Double, culling: Bool) throws -> [UInt32] {
            let target = try RenderTarget.headless(width: Int(list.viewportSize.width), height: Int(list.viewportSize.height), pixelRatio: ratio)
            var backend = try SDLBackend(target: target, fontPath: fontPath)
            var renderer = DisplayListRenderer()
            renderer.cullsOccludedItems = culling
            renderer.render(list, into: &backend)
            return target.readPixels()
        }

        @Test("a shadow layer with the hole its card covers gives the same pixels as a whole one, once the card is drawn", arguments: [1.0, 2.0])
        func shadowHole(ratio: Double) throws {
            let card = Rect(x: 40.5, y: 30.25, width: 120.5, height: 80.75)
            let layer = Color(hex: 0x000000, alpha: 0.2), fill = Color(hex: 0x4C9BE8)
            func draw(hole: Bool) throws -> [UInt32] {
                let target = try RenderTarget.headless(width: 200, height: 140, pixelRatio: ratio)
                let backend = try SDLBackend(target: target, fontPath: Self.fontPath)
                backend.clear(Color(hex: 0x1A1C22))
                for grow in stride(from: 6.0, through: -3, by: -1.5) {
                    let r = card.offsetBy(dx: 0, dy: 2).insetBy(dx: -grow, dy: -grow)
                    if hole {
                        backend.fillRoundedRect(r, radius: 10 + grow, color: layer, hidden: card.insetBy(dx: 3.93, dy: 3.93))
                    } else {
                        backend.fillRoundedRect(r, radius: 10 + grow, color: layer)
                    }
                }
                backend.fillRoundedRect(card, radius: 10, color: fill)
                return target.readPixels()
            }
            let whole = try draw(hole: false), holed = try draw(hole: true)
            #expect(zip(whole, holed).filter { $0 != $1 }.count == 0)
        }

        @Test("after an opaque fill (drawn without blending) translucent quads and polygons still blend")
        func blendingAfterOpaque() throws {
            let target = try RenderTarget.headless(width: 40, height: 20)
            let backend = try SDLBackend(target: target, fontPath: Self.fontPath)
            backend.clear(.black)
            backend.fillRoundedRect(Rect(x: 0, y: 0, width: 40, height: 20), radius: 0, color: Color(hex: 0xFFFFFF))
            backend.fillQuads([DisplayQuad(rect: Rect(x: 0, y: 0, width: 20, height: 20), color: Color(hex: 0x000000, alpha: 0.5))])
            backend.fillPolygon([Point(x: 20, y: 0), Point(x: 40, y: 0), Point(x: 40, y: 20), Point(x: 20, y: 20)], color: Color(hex: 0x000000, alpha: 0.5))
            for x in [10, 30] {
                let c = target.pixel(x: x, y: 10)
                #expect(abs(c.red - 0.5) < 0.02 && abs(c.green - 0.5) < 0.02, "half grey at x \(x): \(c)")
            }
        }

        @Test("a card's covering bands are disjoint and cover exactly its cross and inset square, at any size, radius and scale")
        func crossBandsCoverTheCross() {
            // The three boxes a card surely fills, as first written: the cross and the square through the arcs.
            func reference(_ f: Rect, radius: Double, scale: Double) -> [OcclusionCuller.PixelBox] {
                let px = { (v: Double) in Int((v * scale).rounded()) }
                let x0 = px(f.minX), y0 = px(f.minY), x1 = px(f.maxX), y1 = px(f.maxY)
                guard x1 > x0, y1 > y0 else { return [] }
                let r = min(px(radius), (x1 - x0) / 2, (y1 - y0) / 2)
                if r <= 0 { return [.init(x0: x0, y0: y0, x1: x1, y1: y1)] }
                let d = Int((Double(r) * (1 - 1 / 2.0.squareRoot())).rounded(.up)) + 1
                return [.init(x0: x0 + r, y0: y0, x1: x1 - r, y1: y1), .init(x0: x0, y0: y0 + r, x1: x1, y1: y1 - r),
                        .init(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d)].filter { !$0.isEmpty }
            }
            func pixels(_ boxes: [OcclusionCuller.PixelBox]) -> [Int: Int] {
                var count: [Int: Int] = [:]
                for b in boxes where !b.isEmpty { for y in b.y0..<b.y1 { for x in b.x0..<b.x1 { count[y * 10_000 + x, default: 0] += 1 } } }
                return count
            }
            var generator = SystemRandomNumberGenerator()
            var bands: [OcclusionCuller.PixelBox] = []
            for scale in [1.0, 1.5, 2.0, 3.0] {
                for _ in 0..<150 {
                    let f = Rect(x: Double.random(in: 0...50, using: &generator), y: Double.random(in: 0...50, using: &generator),
                                 width: Double.random(in: 0.5...70, using: &generator), height: Double.random(in: 0.5...70, using: &generator))
                    let radius = [0, 1, 2, 3, 5, 8, 12, 40].randomElement(using: &generator)!
                    var a = ViewAppearance()
                    a.backgroundColor = .white
                    a.cornerRadius = Double(radius)
                    OcclusionCuller.crossBands(DisplayItem(key: .cell(IndexPath(item: 0, section: 0)), frame: f, alpha: 1, appearance: a),
                                               scale: scale, into: &bands)
                    let covered = pixels(bands)
                    #expect(covered.values.allSatisfy { $0 == 1 }, "bands overlap for \(f) radius \(radius) at \(scale)")
                    #expect(Set(covered.keys) == Set(pixels(reference(f, radius: Double(radius), scale: scale)).keys),
                            "\(f) radius \(radius) at \(scale)")
                    #expect(bands.count <= 5)
                }
            }
        }

        @Test("a dense circle of cards renders the same pixels culled as drawn whole, at pixel ratios 1 and 2", arguments: [1.0, 2.0])
        func samePixels(ratio: Double) throws {
            let list = Self.circleList()
            let whole = try Self.pixels(list, ratio: ratio, culling: false)
            let culled = try Self.pixels(list, ratio: ratio, culling: true)
            #expect(whole.count == Int(640 * ratio) * Int(480 * ratio))
            let differing = zip(whole, culled).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) pixels differ at ratio \(ratio)")
        }

        @Test("most of the circle's cards are drawn in clipped parts, whole ones only where nothing covers them; far fewer pixels filled")
        func fewerPixels() {
            let list = Self.circleList()
            var clipping = RecordingBackend()
            clipping.clipScale = 1

            DisplayListRenderer().render(list, into: &clipping)
            var plain = RecordingBackend()
            DisplayListRenderer().render(list, into: &plain)
            // The recording backend cannot clip: without a clip scale every item is drawn whole, once.
            #expect(!plain.calls.contains { if case .clip = $0 { return true } else { return false } })
            let clips = clipping.calls.compactMap { call -> Rect?? in if case .clip(let r) = call { return .some(r) } else { return nil } }
            let boxes = clips.compactMap { $0 }
            #expect(boxes.count >= 250, "cards drawn in parts: \(boxes.count)")
            // Each clipped draw ends with the clip lifted, so nothing after it (the panel) is clipped.
            #expect(clips.filter { $0 == nil }.count > 0)
            if case .clip(let last)? = clipping.calls.last(where: { if case .clip = $0 { return true } else { return false } }) {
                #expect(last == nil)
            }
            // The area drawn: a card's visible boxes are much smaller than the card.
            let area = boxes.reduce(0.0) { $0 + $1.width * $1.height }
            // Drawn whole, each card touches its frame grown by its shadow (4 points around, 2 more below).
            let whole = 300 * (64.5 + 8) * (63.4 + 10)
            #expect(area < 0.4 * whole, "clipped area \(area) of \(whole)")
            // The transformed card and the translucent ones are drawn whole (no clip around them).
            let turned = list.items[150].appearance.backgroundColor
            #expect(clipping.calls.contains { if case .fillPolygon(_, let c) = $0 { return c == turned } else { return false } })
        }

        @Test("of a card under an identical opaque card only its corners' edges are drawn, where the front card's rounded corners let it show")
        func stackedCards() {
            // 60 shadowless cards stacked on one frame, over a backdrop covering the window (so the list is dense).
            var items = (0..<60).map { i -> DisplayItem in
                var c = Self.card(i, Rect(x: 100, y: 100, width: 80, height: 80), color: Color(hex: 0x4C9BE8))
                c.appearance.shadowColor = .clear
                return c
            }
            var back = ViewAppearance()
            back.backgroundColor = Color(hex: 0x202020)
            items.insert(DisplayItem(key: .decoration("backdrop", IndexPath(item: 0, section: 0)), frame: Rect(x: 0, y: 0, width: 320, height: 240),
                                     appearance: back), at: 0)
            let list = DisplayList(viewportSize: Size(width: 320, height: 240), backgroundColor: .black, items: items)
            var b = RecordingBackend()
            b.clipScale = 1
            DisplayListRenderer().render(list, into: &b)
            // Each card behind is drawn only in its corners (a corner's radius is 8 points; the boxes are whole
            // 8 × 8 tiles cut to the card): one or two boxes per corner, inside the 12 × 12 corner squares.
            var clip: Rect?
            var behind: [Rect] = []
            for call in b.calls {
                if case .clip(let r) = call { clip = r }
                if case .fillRoundedRect(let r, _, let c) = call, r == items[1].frame, c.alpha == 1, let clip { behind.append(clip) }
            }
            #expect(behind.count >= 59 * 4 && behind.count <= 59 * 8, "\(behind.count) clipped draws")
            let corners = [100.0, 168].flatMap { x in [100.0, 168].map { y in Rect(x: x, y: y, width: 12, height: 12) } }
            #expect(behind.allSatisfy { box in corners.contains { $0.contains(box) } }, "\(Set(behind.map(\.description)))")
            let fills = b.calls.filter { if case .fillRoundedRect(let r, _, _) = $0 { return r == items[1].frame } else { return false } }.count
            #expect(fills == behind.count + 1, "and the front card whole, once")
            // Sparse: 50 cards side by side in a large window are drawn whole, with no clip.
            let sparse = DisplayList(viewportSize: Size(width: 1000, height: 800), backgroundColor: .black,
                                     items: (0..<50).map { Self.card($0, Rect(x: Double($0 % 10) * 90, y: Double($0 / 10) * 90, width: 80, height: 80), color: .white) })
            var s = RecordingBackend()
            s.clipScale = 1
            DisplayListRenderer().render(sparse, into: &s)
            #expect(!s.calls.contains { if case .clip = $0 { return true } else { return false } })
        }

        /// `count` shadowless cards of 70 × 70 points, `pitch` points apart in rows of eight, over an opaque section
        /// background covering the 640 × 480 window; labelled unless `plain`.
        static func grid(count: Int, pitch: Double, plain: Bool = false) -> DisplayList {
            var back = ViewAppearance()
            back.backgroundColor = Color(hex: 0x2A2E38)
            var items = [DisplayItem(key: .decoration("sectionBackground", IndexPath(item: 0, section: 0)),
                                     frame: Rect(x: 0, y: 0, width: 640, height: 480), zIndex: -1, appearance: back)]
            for i in 0..<count {
                var c = card(i, Rect(x: 10 + Double(i % 8) * pitch, y: 10 + Double(i / 8) * pitch, width: 70, height: 70),
                             color: Color(hex: 0x4C9BE8), text: plain ? nil : "Item \(i)")
                c.appearance.shadowColor = .clear
                items.append(c)
            }
            return DisplayList(viewportSize: Size(width: 640, height: 480), backgroundColor: .black, items: items)
        }

        static func plan(_ list: DisplayList, scale: Double = 1) -> OcclusionCuller.Plan? {
            OcclusionCuller.visibility(of: list.items, viewport: list.viewportSize, scale: scale)
        }

        @Test("cards side by side over a section background covering the window are not culled: culling is for cards that overlap")
        func flowIsNotCulled() throws {
            // 48 cards with 10-point gaps: the background is covered everywhere (enough for the old test of
            // density), but no card covers another: nothing to save, so the culler does not run.
            let flow = Self.grid(count: 48, pitch: 80)
            #expect(Self.plan(flow) == nil)
            #expect(Self.plan(flow, scale: 2) == nil)
            // Cards that overlap a little (3 points into the next, a twentieth of their area): not culled either.
            #expect(Self.plan(Self.grid(count: 48, pitch: 67)) == nil)
            // The same cards heaped 20 points apart, each over its neighbours: culled, most drawn in parts.
            let heap = try #require(Self.plan(Self.grid(count: 48, pitch: 20)))
            #expect(heap.items.filter { if case .parts = $0 { return true } else { return false } }.count >= 40)
            // Plain cards (no label, shadow or image) heaped are culled too.
            #expect(Self.plan(Self.grid(count: 48, pitch: 20, plain: true)) != nil)
            // The circle of 300 cards is still culled (and gives the same pixels, `samePixels`).
            let circle = try #require(Self.plan(Self.circleList()))
            #expect(circle.items.filter { $0 != .whole }.count >= 250)
            // Without the cards overlapping, the section background alone never makes a list dense.
            var backdrop = Self.grid(count: 0, pitch: 80)
            backdrop.items += (0..<60).map { i in
                var b = backdrop.items[0]
                b.key = .decoration("sectionBackground", IndexPath(item: i + 1, section: 0))
                return b
            }
            #expect(Self.plan(backdrop) == nil)
        }
    }
}

/// The culler's part limit as the tests rely on it (a card is drawn in at most four clipped boxes).
private enum OcclusionLimits { static let maximumParts = 4 }
