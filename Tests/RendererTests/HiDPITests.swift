import Foundation
import Testing
import LayoutCore
import Renderer

// Nested in the serialized SDL suite (its `.serialized` applies to sub-suites too): SDL is not thread-safe.
extension SoftwarePixelTests {
    @Suite("HiDPI: pixel ratio 2")
    struct HiDPITests {
        static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        static let background: UInt32 = 0x181A20
        static let cardColor: UInt32 = 0x3B8EEA
        static let borderColor: UInt32 = 0xF0C040
        static let inkColor: UInt32 = 0xFFFFFF
        /// HIDPI_DUMP=1 prints the measurements and writes /tmp/hidpi-1x.png and /tmp/hidpi-2x.png to look at.
        static let dump = ProcessInfo.processInfo.environment["HIDPI_DUMP"] == "1"
        /// The card, in points: a 1-pt border, rounded corners and a white label.
        static let card = Rect(x: 20, y: 20, width: 160, height: 60)

        /// 200×100 points: one card with a label, a rounded corner and a 1-pt border.
        static func cardList() -> DisplayList {
            var a = ViewAppearance()
            a.backgroundColor = Color(hex: cardColor)
            a.cornerRadius = 10
            a.borderColor = Color(hex: borderColor)
            a.borderWidth = 1
            a.text = "Sharp Kumquat 42"
            a.textColor = Color(hex: inkColor)
            a.fontSize = 14
            return DisplayList(viewportSize: Size(width: 200, height: 100), backgroundColor: Color(hex: background),
                               items: [DisplayItem(key: .cell(IndexPath(item: 0, section: 0)), frame: card, appearance: a)])
        }

        /// 200×100 points of 1-pt lines (tree connectors): one diagonal, one horizontal.
        static func lineList() -> DisplayList {
            func line(_ i: Int, _ from: Point, _ to: Point) -> DisplayItem {
                var a = ViewAppearance()
                a.line = .init(from: from, to: to, width: 1)
                a.borderColor = .white
                return DisplayItem(key: .cell(IndexPath(item: i, section: 0)), frame: Rect(x: 0, y: 0, width: 200, height: 100), appearance: a)
            }
            return DisplayList(viewportSize: Size(width: 200, height: 100), backgroundColor: .black,
                               items: [line(0, Point(x: 10, y: 10), Point(x: 190, y: 60)), line(1, Point(x: 10, y: 80), Point(x: 190, y: 80))])
        }

        static func render(_ list: DisplayList, ratio: Double) throws -> (RenderTarget, TestImage) {
            let target = try RenderTarget.headless(width: Int(list.viewportSize.width), height: Int(list.viewportSize.height), pixelRatio: ratio)
            var backend = try SDLBackend(target: target, fontPath: fontPath)
            DisplayListRenderer().render(list, into: &backend)
            return (target, TestImage(target))
        }

        /// Where the label is, in pixels at a ratio: the card's inside, past its border and clear of the corners
        /// (whose border colour would read as ink).
        static func labelRegion(ratio k: Int) -> TestImage.Box {
            (Int(card.minX + 12) * k, Int(card.minY + 2) * k, Int(card.maxX - 12) * k, Int(card.maxY - 2) * k)
        }

        /// The label's ink: pixels at least half way from the card colour to white.
        static func inkBox(_ image: TestImage, ratio k: Int) -> TestImage.Box? {
            image.bounds(in: labelRegion(ratio: k)) { x, y in image.coverage(x, y, paper: cardColor, ink: inkColor) > 0.5 }
        }

        @Test("a 200×100-point target at ratio 2 is 400×200 pixels: size, scale, pixels and PNG")
        func pixelSize() throws {
            let (target, image) = try Self.render(Self.cardList(), ratio: 2)
            #expect(target.windowSize == (200, 100))
            #expect(target.outputSize == (400, 200))
            #expect(target.scale == 2)
            #expect(image.pixels.count == 400 * 200)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("hidpi-\(getpid()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try target.savePNG(to: path)
            let png = try #require(TestImage.loadPNG(path))
            #expect(png.width == 400 && png.height == 200)
            #expect(png == image, "the PNG holds exactly the rendered pixels")

            // The old entry point is unchanged: one pixel per point.
            let plain = try RenderTarget.headless(width: 30, height: 20)
            #expect(plain.scale == 1 && plain.windowSize == (30, 20) && plain.outputSize == (30, 20))
            // A fractional ratio rounds the pixel size.
            let odd = try RenderTarget.headless(width: 201, height: 101, pixelRatio: 1.5)
            #expect(odd.outputSize == (302, 152) && odd.windowSize == (201, 101) && odd.scale == 1.5)
            #expect(throws: RenderError.self) { _ = try RenderTarget.headless(width: 10, height: 10, pixelRatio: 0) }
        }

        @Test("setScale is remembered, and ignores nonsense")
        func setScale() throws {
            let target = try RenderTarget.headless(width: 10, height: 10)
            target.setScale(2)
            #expect(target.scale == 2)
            target.setScale(2)
            target.setScale(.nan)
            target.setScale(0)
            #expect(target.scale == 2)
            target.setScale(1)
            #expect(target.scale == 1)
        }

        @Test("the card fills exactly the doubled pixel rect at 2×, and its 1-pt border is 2 whole pixels")
        func cardAndBorder() throws {
            for k in [1, 2] {
                let (_, image) = try Self.render(Self.cardList(), ratio: Double(k))
                let all: TestImage.Box = (0, 0, image.width, image.height)
                let box = try #require(image.bounds(in: all) { x, y in image[x, y] & 0xFFFFFF != Self.background })
                #expect(box == (20 * k, 20 * k, 180 * k, 80 * k), "ratio \(k): card at \(box)")
                // Across the middle row: background, k border pixels, card colour … card colour, k border pixels, background.
                let y = 50 * k
                var expected: [Int: UInt32] = [20 * k - 1: Self.background, 20 * k + k: Self.cardColor,
                                               180 * k - k - 1: Self.cardColor, 180 * k: Self.background]
                for i in 0..<k { expected[20 * k + i] = Self.borderColor; expected[180 * k - 1 - i] = Self.borderColor }
                for (x, colour) in expected.sorted(by: { $0.key < $1.key }) {
                    #expect(image[x, y] & 0xFFFFFF == colour, "ratio \(k): pixel (\(x), \(y)) is \(String(image[x, y], radix: 16))")
                }
                // The same down the middle column.
                let x = 100 * k
                #expect(image[x, 20 * k - 1] & 0xFFFFFF == Self.background && image[x, 80 * k] & 0xFFFFFF == Self.background)
                for i in 0..<k {
                    #expect(image[x, 20 * k + i] & 0xFFFFFF == Self.borderColor && image[x, 80 * k - 1 - i] & 0xFFFFFF == Self.borderColor)
                }
                #expect(image[x, 20 * k + k] & 0xFFFFFF == Self.cardColor)
                // The rounded corner leaves the very corner pixel close to the background.
                #expect(image[20 * k, 20 * k] & 0xFFFFFF == Self.background)
            }
        }

        @Test("at 2× the four rounded corners mirror each other, at half-point edges and odd pixel radii too")
        func mirroredCorners() throws {
            var a = ViewAppearance()
            a.backgroundColor = Color(hex: Self.cardColor)
            a.cornerRadius = 6.5  // 13 pixels at 2×
            a.borderColor = Color(hex: Self.borderColor)
            a.borderWidth = 1.5  // 3 pixels at 2×
            let frame = Rect(x: 20.5, y: 10.5, width: 100, height: 50)
            let list = DisplayList(viewportSize: Size(width: 200, height: 100), backgroundColor: Color(hex: Self.background),
                                   items: [DisplayItem(key: .cell(IndexPath(item: 0, section: 0)), frame: frame, appearance: a)])
            let (_, image) = try Self.render(list, ratio: 2)
            let (x0, y0, x1, y1) = (41, 21, 241, 121)  // the frame in pixels
            let all: TestImage.Box = (0, 0, image.width, image.height)
            let box = try #require(image.bounds(in: all) { x, y in image[x, y] & 0xFFFFFF != Self.background })
            #expect(box == (x0, y0, x1, y1))
            var asymmetric = 0
            for j in 0..<16 {
                for i in 0..<16 {
                    let topLeft = image[x0 + i, y0 + j]
                    if image[x1 - 1 - i, y0 + j] != topLeft || image[x0 + i, y1 - 1 - j] != topLeft
                        || image[x1 - 1 - i, y1 - 1 - j] != topLeft { asymmetric += 1 }
                }
            }
            #expect(asymmetric == 0, "\(asymmetric) of 256 corner pixels differ from their mirror images")
        }

        @Test("the label's ink box at 2× is twice the 1× one, within 2 pixels")
        func labelInkBox() throws {
            let (_, one) = try Self.render(Self.cardList(), ratio: 1)
            let (_, two) = try Self.render(Self.cardList(), ratio: 2)
            let a = try #require(Self.inkBox(one, ratio: 1)), b = try #require(Self.inkBox(two, ratio: 2))
            #expect(a.x1 - a.x0 > 60 && a.y1 - a.y0 > 8, "the label has ink: \(a)")
            if Self.dump { print("label ink box: 1× \(a), 2× \(b)") }
            for (edge, doubled, actual) in [("left", 2 * a.x0, b.x0), ("top", 2 * a.y0, b.y0), ("right", 2 * a.x1, b.x1), ("bottom", 2 * a.y1, b.y1)] {
                #expect(abs(actual - doubled) <= 2, "\(edge) edge: \(actual) at 2× vs 2 × \(doubled / 2) at 1×")
            }
        }

        @Test("at 2× labels are rasterised at pixel resolution, not a 1× texture stretched")
        func labelSharpness() throws {
            let (t1, one) = try Self.render(Self.cardList(), ratio: 1)
            let (t2, two) = try Self.render(Self.cardList(), ratio: 2)
            let region = Self.labelRegion(ratio: 2)
            let sharp = two.edgeRatio(in: region, paper: Self.cardColor, ink: Self.inkColor)
            let nearest = one.nearestUpscaled(by: 2).edgeRatio(in: region, paper: Self.cardColor, ink: Self.inkColor)
            let linear = one.bilinearUpscaled(by: 2).edgeRatio(in: region, paper: Self.cardColor, ink: Self.inkColor)
            let base = one.edgeRatio(in: Self.labelRegion(ratio: 1), paper: Self.cardColor, ink: Self.inkColor)
            let report = "edge pixels per ink pixel: 1× \(base), 2× \(sharp), 1× nearest ×2 \(nearest), 1× linear ×2 \(linear)"
            // The same glyphs in the same place: about four times the ink at 2×.
            #expect(abs(sharp.ink / base.ink - 4) < 0.6, "\(report)")
            // Pixel-resolution glyphs have about half the edge pixels per ink pixel of a stretched 1× texture;
            // asserted with a wide margin (≤ 0.7×) against both ways of stretching.
            #expect(sharp.ratio < 0.7 * nearest.ratio, "\(report)")
            #expect(sharp.ratio < 0.7 * linear.ratio, "\(report)")
            if Self.dump {
                print(report)
                try t1.savePNG(to: "/tmp/hidpi-1x.png")
                try t2.savePNG(to: "/tmp/hidpi-2x.png")
                one.bilinearUpscaled(by: 2).savePNG(to: "/tmp/hidpi-1x-linear2x.png")
            }
        }

        @Test("rendering the same list twice at 2× gives byte-identical pixels")
        func deterministic() throws {
            let (_, a) = try Self.render(Self.cardList(), ratio: 2)
            let (_, b) = try Self.render(Self.cardList(), ratio: 2)
            #expect(a == b)
            // Again on one backend, the second time from its caches.
            let target = try RenderTarget.headless(width: 200, height: 100, pixelRatio: 2)
            var backend = try SDLBackend(target: target, fontPath: Self.fontPath)
            DisplayListRenderer().render(Self.cardList(), into: &backend)
            let first = TestImage(target)
            DisplayListRenderer().render(Self.cardList(), into: &backend)
            #expect(TestImage(target) == first && first == a)
            #expect(backend.labelsRendered == 1, "the label was rasterised once and reused")
        }

        @Test("text is measured in points at any scale")
        func measuredInPoints() throws {
            for text in ["Kumquat 5", "Sharp Kumquat 42", "Section 12"] {
                var sizes: [Size] = []
                for ratio in [1.0, 2.0] {
                    let target = try RenderTarget.headless(width: 10, height: 10, pixelRatio: ratio)
                    let backend = try SDLBackend(target: target, fontPath: Self.fontPath)
                    sizes.append(backend.measureText(text, fontSize: 14))
                }
                #expect(abs(sizes[0].width - sizes[1].width) <= 1.5 && abs(sizes[0].height - sizes[1].height) <= 1, "\(text): \(sizes)")
                if Self.dump { print("measured '\(text)' at 14 pt: 1× \(sizes[0]), 2× \(sizes[1])") }
            }
        }

        @Test("a tree parent's connector (§6.1, figure 6-1) is hairline elbows on one trunk: one device pixel wide at 1× and at 2×, its legs meeting at the corners")
        func hairlineElbow() throws {
            // A parent's connector from (10, 20.5) to children at (190, 70.3) and (190, 10.2), the trunk at x 100
            // (half way to the nearest child), drawn by ConnectorView's rule.
            let view = ConnectorView()
            var attributes = LayoutAttributes.supplementary(TreeLayout.connectorKind, IndexPath(item: 0, section: 0),
                                                            frame: Rect(x: 0, y: 0, width: 200, height: 100))
            attributes[custom: TreeLayout.fromKey] = .point(Point(x: 10, y: 20.5))
            attributes[custom: TreeLayout.toKey] = .points([Point(x: 190, y: 70.3), Point(x: 190, y: 10.2)])
            view.apply(attributes)
            var a = view.appearance
            a.borderColor = .white
            // The stub, the trunk and one leg per child, each drawn once (no shared trunk drawn twice).
            #expect(a.line == ViewAppearance.LineSegment(from: Point(x: 10, y: 20.5), to: Point(x: 100, y: 20.5), width: 0, branches: [
                [Point(x: 100, y: 10.2), Point(x: 100, y: 70.3)],
                [Point(x: 100, y: 70.3), Point(x: 190, y: 70.3)],
                [Point(x: 100, y: 10.2), Point(x: 190, y: 10.2)],
            ]))
            let list = DisplayList(viewportSize: Size(width: 200, height: 100), backgroundColor: .black,
                                   items: [DisplayItem(key: attributes.key, frame: attributes.frame, appearance: a)])
            for k in [1, 2] {
                let (_, image) = try Self.render(list, ratio: Double(k))
                func lit(_ x: Int, _ y: Int) -> Bool { image[x, y] & 0xFF > 0x80 }
                let stub = (0..<100 * k).filter { lit(50 * k, $0) }
                let legs = (0..<100 * k).filter { lit(150 * k, $0) }
                let trunk = (0..<200 * k).filter { lit($0, 45 * k) }
                #expect(stub.count == 1 && legs.count == 2 && trunk.count == 1, "ratio \(k): rows \(stub), \(legs), column \(trunk)")
                // Each corner is lit where the legs meet the trunk.
                if let column = trunk.first {
                    for row in stub + legs { #expect(lit(column, row), "ratio \(k): corner at row \(row)") }
                }
            }
        }

        @Test("1-pt lines at 2× are 2 pixels thick and step at pixel, not point, resolution")
        func lines() throws {
            let (_, one) = try Self.render(Self.lineList(), ratio: 1)
            let (_, two) = try Self.render(Self.lineList(), ratio: 2)
            func lit(_ image: TestImage, _ x: Int, _ y: Int) -> Bool { image[x, y] & 0xFF > 0x80 }
            // The horizontal line: one row at 1×, two whole rows at 2×.
            for (image, k) in [(one, 1), (two, 2)] {
                let rows = (70 * k..<90 * k).filter { lit(image, 100 * k, $0) }
                #expect(rows.count == k, "ratio \(k): horizontal line rows \(rows)")
            }
            // The diagonal: SDL's scaled line would be 2×2 blocks on the point grid; count lit pixels whose
            // aligned 2×2 block is only partly lit (none for such blocks, many for a pixel-resolution line).
            var lit2 = 0, mixed = 0
            for y in stride(from: 0, to: 140, by: 2) {
                for x in stride(from: 40, to: 360, by: 2) {
                    let n = [(0, 0), (1, 0), (0, 1), (1, 1)].filter { lit(two, x + $0.0, y + $0.1) }.count
                    lit2 += n
                    if n > 0 && n < 4 { mixed += n }
                }
            }
            #expect(lit2 > 400, "the diagonal is drawn: \(lit2) pixels")
            #expect(Double(mixed) > 0.3 * Double(lit2), "\(mixed) of \(lit2) lit pixels are in partly lit 2×2 blocks")
        }
    }
}
