import Foundation
import Testing
import LayoutCore
@testable import Renderer

/// 0xAARRGGBB channels as 0…255 values.
private func channels(_ p: UInt32) -> [Int] { [Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)] }
private func largestDifference(_ a: DecodedImage, _ b: DecodedImage) -> Int {
    zip(a.pixels, b.pixels).map { p, q in zip(channels(p), channels(q)).map { abs($0 - $1) }.max()! }.max() ?? 0
}

/// What keeps a photo grid's decoders ahead of a fling: PNGs read row by row into the averaging, exact averages
/// without integer divisions, workers that step aside while a frame is made, fills skipped under opaque images.
@Suite("Photo throughput: row-by-row PNG, rounded means, workers stepping aside, covered fills")
struct PhotoThroughputTests {
    @Test("a 1024×768 PNG for a 150×112 cell is read row by row, averaged by 3 to 341×256: the thumbnail is 150×112, within 6 levels of the whole-file one (as a DCT-scaled JPEG)")
    func pngReadRowByRow() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let path = files.write("photo.png", width: 1024, height: 768) { x, y in
            0xFF00_0000 | UInt32(x * 255 / 1023) << 16 | UInt32(y * 255 / 767) << 8 | UInt32(128 + 100 * sin(Double(x + y) / 60))
        }
        let request = ImageRequest(path: path, pixelWidth: 150, pixelHeight: 112, contentMode: .aspectFill, cornerRadius: 8)
        let decoder = SDLImageDecoder()
        let fast = try decoder.decode(request)
        let whole = try decoder.decodeFull(path: path).thumbnail(for: request)
        #expect(fast.width == 150 && fast.height == 112)
        #expect(largestDifference(fast, whole) <= 6)
        let header = try ImageHeader.read(path: path)
        #expect(!header.isInterlaced)
        let reduced = try decoder.reducedImage(path: path, header: header, forWidth: 150, height: 112)
        #expect(reduced.width == 341 && reduced.height == 256)
    }

    @Test("an interlaced PNG under the limit is still decoded whole (row by row it would give only every 8th pixel)")
    func interlacedPNGDecodedWhole() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/images/interlaced-red-blue.png").path
        let header = try ImageHeader.read(path: path)
        #expect(header.isInterlaced)
        let request = ImageRequest(path: path, pixelWidth: 64, pixelHeight: 32, contentMode: .aspectFill)
        let decoder = SDLImageDecoder()
        #expect(try decoder.decode(request) == decoder.decodeFull(path: path).thumbnail(for: request))
    }

    @Test("RoundedMean is (sum + count/2) / count exactly, for every sum of 8-bit samples up to 400 of them and for large counts")
    func roundedMeanIsExact() {
        for count in 1...400 {
            let mean = RoundedMean(count: count)
            for sum in 0...(255 * count) where mean.of(sum) != UInt32((sum + count / 2) / count) {
                Issue.record("count \(count), sum \(sum): \(mean.of(sum))")
                return
            }
        }
        for count in [1681, 4096, 65_536, 1_000_000] {
            let mean = RoundedMean(count: count)
            for sum in stride(from: 0, through: 255 * count, by: max(1, count / 7)) {
                #expect(mean.of(sum) == UInt32((sum + count / 2) / count), "count \(count), sum \(sum)")
            }
        }
    }

    @Test("workers pause from frameBegan to frameEnded, at most 12 ms; a thread that is no worker never waits")
    func decodeYield() {
        let yield = DecodeYield()
        #expect(!yield.isPaused)
        yield.frameBegan()
        #expect(yield.isPaused)
        let clock = ContinuousClock()
        // The main thread (decoding in line, headless) is no worker: it must not wait for its own frame.
        let inLine = clock.measure { DecodeYield.pauseIfAsked() }
        #expect(inLine < .milliseconds(5))
        yield.frameEnded()
        #expect(!yield.isPaused)
        // A loop that never says its frame ended holds the workers back for 12 ms at most.
        yield.frameBegan()
        let waited = clock.measure { yield.waitWhileFrameIsMade() }
        #expect(!yield.isPaused)
        #expect(waited < .milliseconds(500))
    }

    @Test("the renderer skips a view's fill under an image that covers it, and draws it when the view is faded or the image does not")
    func coveredFillSkipped() {
        var a = ViewAppearance()
        a.backgroundColor = Color(hex: 0x30A050)
        a.cornerRadius = 8
        a.image = ImageReference(path: "covers.png", contentMode: .aspectFill)
        let frame = Rect(x: 20, y: 20, width: 100, height: 80)
        func fills(alpha: Double, covering: Set<String>) -> Int {
            var backend = RecordingBackend()
            backend.coveringImages = covering
            let item = DisplayItem(key: .cell(IndexPath(item: 0, section: 0)), frame: frame, alpha: alpha, appearance: a)
            DisplayListRenderer().render(DisplayList(viewportSize: Size(width: 200, height: 200), backgroundColor: Color(hex: 0x181A20),
                                                     items: [item]), into: &backend)
            return backend.calls.filter { if case .fillRoundedRect(frame, _, _) = $0 { return true } else { return false } }.count
        }
        #expect(fills(alpha: 1, covering: ["covers.png"]) == 0)
        #expect(fills(alpha: 1, covering: []) == 1)
        #expect(fills(alpha: 0.5, covering: ["covers.png"]) == 1)
    }
}
