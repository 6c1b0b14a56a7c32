import Testing
import LayoutCore
import LayoutCoreTestSupport
import Renderer

private let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

/// The colors cells are painted in, item i in colors[i % 3].
private let colors: [Color] = [Color(hex: 0xE04040), Color(hex: 0x40C060), Color(hex: 0x4070E0)]

/// Two sections of 12 untitled cells, each a known solid color, under titled headers.
private func colorDataSource() -> TestItems {
    let items = TestItems(counts: [12, 12])
    items.titles = .none
    items.configureCell = { cell, indexPath in cell.backgroundColor = colors[indexPath.item % colors.count] }
    items.configureSupplementaryView = { view, _, indexPath in
        view.title = "Section \(indexPath.section + 1)"
        view.backgroundColor = Color(hex: 0x2A2E38)
    }
    return items
}

private func close(_ a: Color, _ b: Color, tolerance: Double = 2.0 / 255) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
}

// SDL is not thread-safe: every test that touches it runs in this one serialized suite.
@Suite("Software renderer pixels", .serialized)
struct SoftwarePixelTests {
    private func render(defaultFont: Bool = false, _ configure: (CollectionView) -> Void = { _ in }) throws -> (RenderTarget, CollectionView) {
        let ds = colorDataSource()
        var flow = FlowLayout()
        flow.itemSize = Size(width: 100, height: 60)
        flow.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        flow.headerReferenceSize = Size(width: 0, height: 40)
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 480, height: 320), collectionViewLayout: flow)
        ds.register(in: cv)
        cv.dataSource = ds
        configure(cv)
        cv.layoutIfNeeded()
        let target = try RenderTarget.headless(width: 480, height: 320)
        var backend = defaultFont ? try SDLBackend(target: target) : try SDLBackend(target: target, fontPath: fontPath)
        DisplayListRenderer().render(cv.displayList(), into: &backend)
        withExtendedLifetime(ds) {}
        return (target, cv)
    }

    @Test("the pixel at a cell's centre has that cell's color")
    func cellCentreColor() throws {
        let (target, cv) = try render()
        #expect(target.rendererName == "software")
        for item in 0..<6 {
            let ip = IndexPath(item: item, section: 0)
            let f = try #require(cv.layoutAttributesForItem(at: ip)).frame
            let pixel = target.pixel(x: Int(f.midX), y: Int(f.midY))
            #expect(close(pixel, colors[item % 3]), "item \(item) at \(f.center): \(pixel)")
        }
        // Between two cells is the background.
        #expect(close(target.pixel(x: 5, y: 100), Color(hex: 0x181A20)))
    }

    @Test("the header row has text pixels brighter than its bar")
    func headerHasText() throws {
        let (target, _) = try render()
        var bright = 0
        for y in 0..<40 { for x in 0..<200 where target.pixel(x: x, y: y).luminance > 0.6 { bright += 1 } }
        #expect(bright > 40, "expected the title's glyphs in the header bar")
        #expect(close(target.pixel(x: 400, y: 20), Color(hex: 0x2A2E38)), "the bar spans the width")
    }

    @Test("a lifted cell's shadow fades out softly below it: darkest at its edge, no step over 6 %, gone past its radius")
    func softShadowPixels() throws {
        var a = ViewAppearance()
        a.backgroundColor = Color(hex: 0xE04040)
        a.cornerRadius = 8
        a.shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        a.shadowOffset = Point(x: 0, y: 8)
        a.shadowRadius = 14
        let cell = DisplayItem(key: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 40, y: 40, width: 120, height: 60), appearance: a)
        let target = try RenderTarget.headless(width: 200, height: 160)
        var backend = try SDLBackend(target: target, fontPath: fontPath)
        DisplayListRenderer().render(DisplayList(viewportSize: Size(width: 200, height: 160), backgroundColor: .white, items: [cell]),
                                     into: &backend)
        // Down the middle from the cell's bottom edge (y 100) to past the shadow's reach (100 + 8 + 14 = 122).
        let shade = (100..<126).map { 1 - target.pixel(x: 100, y: $0).red }
        #expect(shade[0] > 0.4, "darkest right under the cell: \(shade)")
        #expect(zip(shade, shade.dropFirst()).allSatisfy { $0 >= $1 }, "fading out: \(shade)")
        #expect(zip(shade, shade.dropFirst()).allSatisfy { $0 - $1 <= 0.06 }, "soft, no hard ring: \(shade)")
        #expect(shade[22...].allSatisfy { $0 == 0 }, "nothing past the radius: \(shade)")
        // Sideways the shadow spreads 14 pt past the cell (no offset there), fading too.
        let side = (160..<178).map { 1 - target.pixel(x: $0, y: 80).red }
        #expect(side[0] > 0.2 && side[14...].allSatisfy { $0 == 0 } && zip(side, side.dropFirst()).allSatisfy { $0 >= $1 }, "\(side)")
    }

    @Test("rendering is identical on every run")
    func deterministic() throws {
        let (a, _) = try render { $0.contentOffset = Point(x: 0, y: 33) }
        let (b, _) = try render { $0.contentOffset = Point(x: 0, y: 33) }
        var differing = 0
        for y in stride(from: 0, to: 320, by: 3) { for x in stride(from: 0, to: 480, by: 3) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }

    @Test("a client needs no font path: SDLBackend(target:) finds DejaVu Sans through FontLocator and draws the same pixels")
    func defaultFont() throws {
        #expect(try FontLocator.defaultFontPath() == fontPath)
        let (a, _) = try render(defaultFont: true)
        let (b, _) = try render()
        var differing = 0, bright = 0
        for y in 0..<320 { for x in 0..<480 {
            if a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differing += 1 }
            if y < 40, x < 200, a.pixel(x: x, y: y).luminance > 0.6 { bright += 1 }
        } }
        #expect(differing == 0)
        #expect(bright > 40, "the header's title is drawn")
    }

    @Test("a missing font is one clear error naming the path and the package")
    func missingFont() throws {
        let target = try RenderTarget.headless(width: 10, height: 10)
        #expect {
            _ = try SDLBackend(target: target, fontPath: "/nonexistent/font.ttf")
        } throws: { error in
            let text = "\(error)"
            return text.contains("/nonexistent/font.ttf") && text.contains("fonts-dejavu-core")
        }
    }

    @Test("rounded corners leave the background showing at the very corner pixel")
    func roundedCorners() throws {
        let (target, cv) = try render()
        let f = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        #expect(close(target.pixel(x: Int(f.minX), y: Int(f.minY)), Color(hex: 0x181A20), tolerance: 40.0 / 255))
        #expect(close(target.pixel(x: Int(f.minX) + 10, y: Int(f.minY) + 1), colors[0]))
    }
}
