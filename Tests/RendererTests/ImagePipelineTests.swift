import Foundation
import Testing
import LayoutCore
import LayoutCoreTestSupport
import Renderer

private let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
private let red: UInt32 = 0xFFE0_2020, blue: UInt32 = 0xFF20_40E0
private let placeholder = Color(hex: 0x30A050)
private let background = Color(hex: 0x181A20)

/// A decoder that blocks every decode until the test opens its gate, noting each start and whether it ran on the
/// main thread. Decodes to one color per file: "a…" red, anything else blue.
private final class Gate: @unchecked Sendable {
    let condition = NSCondition()
    var isOpen = false
    var started: [String] = []
    var onMainThread = false

    func open() { condition.lock(); isOpen = true; condition.broadcast(); condition.unlock() }

    /// Waits (bounded) until `count` decodes have started.
    func waitForStarts(_ count: Int) -> Bool {
        condition.lock(); defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: 10)
        while started.count < count { if !condition.wait(until: deadline) { return false } }
        return true
    }
}

private struct GateDecoder: ImageDecoding {
    let gate: Gate
    func decode(_ request: ImageRequest) throws -> DecodedImage {
        gate.condition.lock()
        gate.started.append(request.path)
        if Thread.isMainThread { gate.onMainThread = true }
        gate.condition.broadcast()
        while !gate.isOpen { gate.condition.wait() }
        gate.condition.unlock()
        return DecodedImage(width: request.pixelWidth, height: request.pixelHeight, filledWith: request.path.hasPrefix("a") ? red : blue)
    }
}

private func close(_ c: Color, _ argb: UInt32, tolerance: Double = 3.0 / 255) -> Bool {
    close(c, Color(red: Double((argb >> 16) & 0xFF) / 255, green: Double((argb >> 8) & 0xFF) / 255, blue: Double(argb & 0xFF) / 255), tolerance: tolerance)
}
private func close(_ a: Color, _ b: Color, tolerance: Double = 3.0 / 255) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
}

/// One 100×100 view at (20, 20) showing `path`, on a 200×200 frame.
private func list(_ path: String, radius: Double = 0, mode: ContentMode = .aspectFill) -> DisplayList {
    var a = ViewAppearance()
    a.backgroundColor = placeholder
    a.cornerRadius = radius
    a.image = ImageReference(path: path, contentMode: mode)
    let item = DisplayItem(key: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 20, y: 20, width: 100, height: 100), appearance: a)
    return DisplayList(viewportSize: Size(width: 200, height: 200), backgroundColor: background, items: [item])
}

// SDL is not thread-safe: every test that touches it runs in this one serialized suite.
@Suite("Images: decoding, cache, bad files, pixels", .serialized)
struct ImagePipelineTests {
    @Test("the main loop keeps drawing (the placeholder) while a slow decoder is blocked on a worker; the image lands after")
    func decodesOffTheMainThread() throws {
        let gate = Gate()
        let target = try RenderTarget.headless(width: 200, height: 200)
        let images = ImagePipeline(target: target, decoder: GateDecoder(gate: gate), workers: 2)
        var backend = try SDLBackend(target: target, fontPath: fontPath, images: images)
        DisplayListRenderer().render(list("a.png"), into: &backend)
        #expect(gate.waitForStarts(1))
        // The decoder is stuck: frame after frame still draws, with the placeholder where the image goes.
        for _ in 0..<30 {
            DisplayListRenderer().render(list("a.png"), into: &backend)
            #expect(close(target.pixel(x: 70, y: 70), placeholder))
        }
        #expect(images.statistics.pending == 1)
        #expect(images.hasPendingWork)
        gate.open()
        #expect(images.waitForWorkers(timeout: 10))
        DisplayListRenderer().render(list("a.png"), into: &backend)
        #expect(close(target.pixel(x: 70, y: 70), red))
        #expect(gate.started == ["a.png"])
        #expect(!gate.onMainThread)
        let s = images.statistics
        #expect(s.decoded == 1 && s.pending == 0 && s.cached == 1 && s.cacheBytes == 100 * 100 * 4)
    }

    @Test("a reused view never shows the previous item's image: its late decode is dropped, its own one shows")
    func lateDecodeDropped() throws {
        let gate = Gate()
        let target = try RenderTarget.headless(width: 200, height: 200)
        let images = ImagePipeline(target: target, decoder: GateDecoder(gate: gate), workers: 1)
        var backend = try SDLBackend(target: target, fontPath: fontPath, images: images)
        DisplayListRenderer().render(list("a.png"), into: &backend)
        #expect(gate.waitForStarts(1))
        // The view now shows another item (reused): its request replaces the old one.
        for _ in 0..<3 {
            DisplayListRenderer().render(list("b.png"), into: &backend)
            #expect(close(target.pixel(x: 70, y: 70), placeholder))
        }
        gate.open()
        #expect(images.waitForWorkers(timeout: 10))
        for _ in 0..<2 {
            DisplayListRenderer().render(list("b.png"), into: &backend)
            #expect(!close(target.pixel(x: 70, y: 70), red))
        }
        #expect(close(target.pixel(x: 70, y: 70), blue))
        #expect(gate.started == ["a.png", "b.png"])
        #expect(images.statistics.dropped == 1)
        #expect(images.cachedRequests.map(\.path) == ["b.png"])
    }

    @Test("a prefetched image is ready when it is first drawn; a cancelled prefetch not yet started is never decoded")
    func prefetchAndCancel() throws {
        let gate = Gate()
        let target = try RenderTarget.headless(width: 200, height: 200)
        let images = ImagePipeline(target: target, decoder: GateDecoder(gate: gate), workers: 1)
        let busy = ImageRequest(path: "a-busy.png", pixelWidth: 10, pixelHeight: 10)
        let ahead = ImageRequest(path: "b-ahead.png", pixelWidth: 10, pixelHeight: 10)
        let dropped = ImageRequest(path: "b-dropped.png", pixelWidth: 10, pixelHeight: 10)
        #expect(images.state(of: busy) == .loading)
        #expect(gate.waitForStarts(1))
        images.prefetch(ahead)
        images.prefetch(dropped)
        #expect(images.statistics.pending == 3)
        images.cancelPrefetch(dropped)
        #expect(images.statistics.pending == 2)
        gate.open()
        #expect(images.waitForWorkers(timeout: 10))
        images.beginFrame()
        #expect(images.isCached(ahead))
        #expect(images.state(of: ahead) == .drawn)
        #expect(gate.started == ["a-busy.png", "b-ahead.png"])
        #expect(images.statistics.decoded == 2 && images.statistics.dropped == 0)
    }

    @Test("a prefetch drawn while it is being decoded is decoded once, and shows when it lands")
    func prefetchDrawnInFlight() throws {
        let gate = Gate()
        let target = try RenderTarget.headless(width: 200, height: 200)
        let images = ImagePipeline(target: target, decoder: GateDecoder(gate: gate), workers: 2)
        let request = ImageRequest(path: "a.png", pixelWidth: 10, pixelHeight: 10)
        images.prefetch(request)
        #expect(gate.waitForStarts(1))
        for _ in 0..<3 {
            images.beginFrame()
            #expect(images.state(of: request) == .loading)
        }
        gate.open()
        #expect(images.waitForWorkers(timeout: 10))
        images.beginFrame()
        #expect(images.state(of: request) == .drawn)
        #expect(gate.started == ["a.png"])
        #expect(images.statistics.decoded == 1 && images.statistics.pending == 0 && !images.hasPendingWork)
    }

    @Test("the cache keeps the most recently used thumbnails within its budget; the least recent goes first")
    func cacheEviction() throws {
        var cache = ImageCache<String, Int>(budget: 100)
        #expect(cache.insert(1, cost: 40, for: "a").isEmpty)
        #expect(cache.insert(2, cost: 40, for: "b").isEmpty)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.insert(3, cost: 40, for: "c") == [2])
        #expect(cache.keysByRecency == ["a", "c"])
        #expect(cache.totalCost == 80)
        #expect(cache.insert(4, cost: 500, for: "d") == [1, 3, 4])
        #expect(cache.count == 0 && cache.totalCost == 0)

        // The pipeline's cache holds two 50×50 thumbnails' bytes: a third pushes out the least recently drawn.
        let target = try RenderTarget.headless(width: 200, height: 200)
        let images = ImagePipeline(target: target, decoder: GateDecoder(gate: { let g = Gate(); g.isOpen = true; return g }()),
                                   workers: 0, budget: 2 * 50 * 50 * 4)
        let r = ["a1", "b2", "b3"].map { ImageRequest(path: $0, pixelWidth: 50, pixelHeight: 50) }
        for q in r { #expect(images.state(of: q) == .drawn) }
        #expect(images.cachedRequests == [r[1], r[2]])
        #expect(images.statistics.cached == 2 && images.statistics.cacheBytes == 20_000)
        #expect(images.state(of: r[0]) == .drawn)
        #expect(images.statistics.decoded == 4)
        #expect(images.cachedRequests == [r[2], r[0]])
    }

    @Test("bad files (truncated, not an image, missing, empty, too large) fail with one line each, reported once")
    func badFiles() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        files.write("good.png", width: 40, height: 30) { _, _ in red }
        let png = files.bytes("good.png")
        let truncated = files.write("truncated.png", bytes: Array(png.prefix(png.count / 2)))
        let text = files.write("notes.png", bytes: Array("hello, not a picture\n".utf8))
        let empty = files.write("empty.jpg", bytes: [])
        let missing = files.path("missing.png")
        // A 100000×100000 PNG header (the rest never read): refused before anything is decoded (a 20000×20000 one
        // would be decoded row by row: LargeImageTests).
        var huge = Array(png.prefix(33))
        huge.replaceSubrange(16..<24, with: [0, 0x01, 0x86, 0xA0, 0, 0x01, 0x86, 0xA0])
        let large = files.write("huge.png", bytes: huge + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])

        let target = try RenderTarget.headless(width: 200, height: 200)
        let images = ImagePipeline(target: target, workers: 0)
        var announced: [String] = []
        images.onFailure = { announced.append($0) }
        for _ in 0..<2 {
            for path in [truncated, text, missing, empty, large] {
                #expect(images.state(of: ImageRequest(path: path, pixelWidth: 64, pixelHeight: 48)) == .failed)
            }
        }
        #expect(images.state(of: ImageRequest(path: files.path("good.png"), pixelWidth: 64, pixelHeight: 48)) == .drawn)
        let expected = [
            "image '\(truncated)' is truncated (the file ends before its PNG data does)",
            "image '\(text)' is not an image (not PNG, JPEG, GIF, BMP or WebP)",
            "image '\(missing)' cannot be read (no such file)",
            "image '\(empty)' is empty",
            "image '\(large)' is too large to decode (100000×100000 pixels; the limit is 1024 megapixels): save a smaller copy",
        ]
        #expect(images.failures == expected)
        #expect(announced == expected)
        #expect(images.statistics.failed == expected)
    }

    @Test("a PNG header claiming 100000×100000 (or 4294967295² pixels, past Int) is refused by the 1,024-megapixel limit, in one line")
    func hugeHeaders() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        files.write("good.png", width: 4, height: 3) { _, _ in red }
        let png = files.bytes("good.png")
        for (side, bytes) in [(100_000, [UInt8](arrayLiteral: 0, 0x01, 0x86, 0xA0)), (4_294_967_295, [0xFF, 0xFF, 0xFF, 0xFF])] {
            var huge = Array(png.prefix(33))
            huge.replaceSubrange(16..<24, with: bytes + bytes)
            let path = files.write("huge-\(side).png", bytes: huge + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
            #expect(SDLImageDecoder().pixelSize(ofImageAt: path) == Size(width: Double(side), height: Double(side)))
            #expect(throws: ImageDecodingError("is too large to decode (\(side)×\(side) pixels; the limit is 1024 megapixels): save a smaller copy")) {
                try SDLImageDecoder().decodeFull(path: path)
            }
        }
    }

    @Test("a GIF's size is its first frame's: a 320×11504 screen holding a 48640×15093 frame is refused, not decoded")
    func gifFrameLargerThanScreen() throws {
        // Found by make fuzz-files: SDL_image 2.6 decodes the frame at its own size and crashed on this file.
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x2C, 0x00, 0x98, 0x99,
                                                   0x2C, 0x01, 0x00, 0x00, 0x00, 0x00, 0xBE, 0xF5, 0x3A, 0x5D, 0x01, 0x3B]
        let files = try ImageFiles()
        defer { files.remove() }
        let path = files.write("frame.gif", bytes: gif)
        #expect(SDLImageDecoder().pixelSize(ofImageAt: path) == Size(width: 48640, height: 15093))
        #expect(throws: ImageDecodingError("is too large to decode (48640×15093 pixels; the limit is 64 megapixels for GIF): save a smaller copy")) {
            try SDLImageDecoder().decodeFull(path: path)
        }
    }

    @Test("a JPEG whose EXIF segment is shorter than its own prefix reads as upright and sizeless, not a trap")
    func shortExifSegment() throws {
        // SOI, then an APP1 segment of length 4 that starts with "Exif\0\0": it ends before its TIFF block would
        // start (the slice of it was a reversed range, a trap); then EOI.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x04] + Array("Exif".utf8) + [0, 0, 0xFF, 0xD9]
        let files = try ImageFiles()
        defer { files.remove() }
        let header = try ImageHeader.read(path: files.write("short-exif.jpg", bytes: jpeg))
        #expect(header.format == .jpeg && header.orientation == .up && header.storedWidth == 0)
    }

    @Test("the renderer draws the broken-image mark for a failed image only; a loading one shows just the fill")
    func brokenPlaceholder() {
        for (result, marked) in [(ImageDrawResult.failed, true), (.loading, false), (.drawn, false)] {
            var backend = RecordingBackend()
            backend.imageResults["x.png"] = result
            DisplayListRenderer().render(list("x.png"), into: &backend)
            let strokes = backend.calls.filter { if case .strokeRoundedRect = $0 { return true } else { return false } }
            let lines = backend.calls.filter { if case .drawLine = $0 { return true } else { return false } }
            #expect(strokes.count == (marked ? 1 : 0) && lines.count == (marked ? 1 : 0), "\(result)")
            #expect(backend.calls.contains(.drawImage(ImageReference(path: "x.png"), rect: Rect(x: 20, y: 20, width: 100, height: 100), cornerRadius: 0)))
        }
    }

    @Test("headers give every format's size without decoding (Assets/photos: PNG, GIF, BMP, WebP, JPEG with EXIF 6)")
    func headers() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Assets/photos/formats").path
        let expected: [(String, ImageHeader.Format, Int, Int)] = [
            ("01-png.png", .png, 320, 240), ("02-gif.gif", .gif, 320, 240), ("03-bmp.bmp", .bmp, 160, 120),
            ("04-webp.webp", .webp, 320, 240), ("05-exif-rotated.jpg", .jpeg, 240, 320),
        ]
        for (name, format, w, h) in expected {
            let header = try ImageHeader.read(path: dir + "/" + name)
            #expect(header.format == format && header.width == w && header.height == h && header.isComplete, "\(name): \(header)")
        }
        let truncated = try ImageHeader.read(path: dir + "/06-truncated.jpg")
        #expect(truncated.format == .jpeg && truncated.width == 360 && truncated.height == 270 && !truncated.isComplete)
    }

    @Test("EXIF orientation: every orientation maps the stored pixels as the EXIF specification says")
    func orientationMapping() {
        // Stored 3×2: a b c / d e f.
        let stored = DecodedImage(width: 3, height: 2, pixels: [1, 2, 3, 4, 5, 6])
        let expected: [ExifOrientation: (Int, Int, [UInt32])] = [
            .up: (3, 2, [1, 2, 3, 4, 5, 6]), .upMirrored: (3, 2, [3, 2, 1, 6, 5, 4]),
            .down: (3, 2, [6, 5, 4, 3, 2, 1]), .downMirrored: (3, 2, [4, 5, 6, 1, 2, 3]),
            .leftMirrored: (2, 3, [1, 4, 2, 5, 3, 6]), .right: (2, 3, [4, 1, 5, 2, 6, 3]),
            .rightMirrored: (2, 3, [6, 3, 5, 2, 4, 1]), .left: (2, 3, [3, 6, 2, 5, 1, 4]),
        ]
        for o in ExifOrientation.allCases {
            let out = o.applied(to: stored)
            let e = expected[o]!
            #expect(out.width == e.0 && out.height == e.1 && out.pixels == e.2, "\(o)")
        }
    }

    @Test("a JPEG stored sideways with EXIF orientation 6 decodes upright: its left half on top")
    func exifJPEG() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        files.write("sideways.jpg", width: 64, height: 32) { x, _ in x < 32 ? red : blue }
        let path = files.write("rotated.jpg", bytes: ImageFiles.withExifOrientation(files.bytes("sideways.jpg"), 6))
        let header = try ImageHeader.read(path: path)
        #expect(header.orientation == .right && header.width == 32 && header.height == 64 && header.format == .jpeg)
        #expect(SDLImageDecoder().pixelSize(ofImageAt: path) == Size(width: 32, height: 64))
        let image = try SDLImageDecoder().decodeFull(path: path)
        #expect(image.width == 32 && image.height == 64)
        #expect(close(Color(hex: image[16, 8] & 0xFFFFFF), red, tolerance: 12.0 / 255))
        #expect(close(Color(hex: image[16, 56] & 0xFFFFFF), blue, tolerance: 12.0 / 255))
        // Without the tag the same file is 64×32, red on the left.
        let plain = try SDLImageDecoder().decodeFull(path: files.path("sideways.jpg"))
        #expect(plain.width == 64 && plain.height == 32)
        #expect(close(Color(hex: plain[8, 16] & 0xFFFFFF), red, tolerance: 12.0 / 255))
    }

    @Test("headless pixels: an aspect-fill image is clipped to the cell's rounded corners; aspect fit shows the fill beside it")
    func roundedCornersPixels() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let square = files.write("square.png", width: 300, height: 300) { _, _ in red }
        let wide = files.write("wide.png", width: 400, height: 200) { _, _ in blue }
        let target = try RenderTarget.headless(width: 200, height: 200)
        let images = ImagePipeline(target: target, workers: 0)
        var backend = try SDLBackend(target: target, fontPath: fontPath, images: images)
        DisplayListRenderer().render(list(square, radius: 16), into: &backend)
        #expect(close(target.pixel(x: 70, y: 70), red))
        #expect(close(target.pixel(x: 36, y: 21), red))       // the top edge past the corner's arc
        #expect(close(target.pixel(x: 28, y: 28), red))       // inside the arc
        #expect(close(target.pixel(x: 21, y: 21), background)) // outside the arc: cut away, not the fill either
        #expect(close(target.pixel(x: 118, y: 118), background))
        #expect(close(target.pixel(x: 10, y: 70), background))
        // Aspect fit: a 2:1 image in a square view fills its middle half; the fill shows above and below.
        DisplayListRenderer().render(list(wide, radius: 0, mode: .aspectFit), into: &backend)
        #expect(close(target.pixel(x: 70, y: 70), blue))
        #expect(close(target.pixel(x: 70, y: 30), placeholder))
        #expect(close(target.pixel(x: 70, y: 110), placeholder))
        #expect(close(target.pixel(x: 70, y: 50), blue))
        #expect(images.failures.isEmpty)
    }

    @Test("an opaque aspect-fill thumbnail covers its view (its fill is skipped, the corners still cut); a transparent middle or aspect fit does not")
    func opaqueThumbnailCovers() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let square = files.write("square.png", width: 300, height: 300) { _, _ in red }
        let holed = files.write("holed.png", width: 300, height: 300) { x, y in abs(x - 150) < 20 && abs(y - 150) < 20 ? 0x0000_0000 : red }
        let target = try RenderTarget.headless(width: 200, height: 200)
        let images = ImagePipeline(target: target, workers: 0)
        var backend = try SDLBackend(target: target, fontPath: fontPath, images: images)
        let frame = Rect(x: 20, y: 20, width: 100, height: 100)
        // Nothing decoded yet: nothing covers.
        #expect(!backend.imageCovers(ImageReference(path: square, contentMode: .aspectFill), in: frame, cornerRadius: 16))
        DisplayListRenderer().render(list(square, radius: 16), into: &backend)
        DisplayListRenderer().render(list(holed, radius: 16), into: &backend)
        #expect(backend.imageCovers(ImageReference(path: square, contentMode: .aspectFill), in: frame, cornerRadius: 16))
        #expect(!backend.imageCovers(ImageReference(path: holed, contentMode: .aspectFill), in: frame, cornerRadius: 16))
        #expect(!backend.imageCovers(ImageReference(path: square, contentMode: .aspectFit), in: frame, cornerRadius: 16))
        // Drawn again with the fill skipped: the image inside, the background (not the fill) outside the arc.
        DisplayListRenderer().render(list(square, radius: 16), into: &backend)
        #expect(close(target.pixel(x: 70, y: 70), red))
        #expect(close(target.pixel(x: 28, y: 28), red))
        #expect(close(target.pixel(x: 21, y: 21), background))
        // The holed image's middle shows the fill through it.
        DisplayListRenderer().render(list(holed, radius: 16), into: &backend)
        #expect(close(target.pixel(x: 70, y: 70), placeholder))
    }
}
