import Foundation
import Testing
import LayoutCore
import Renderer

/// 0xAARRGGBB channels as 0…255 values.
private func channels(_ p: UInt32) -> [Int] { [Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)] }
/// The largest difference of any channel of any pixel.
private func largestDifference(_ a: DecodedImage, _ b: DecodedImage) -> Int {
    zip(a.pixels, b.pixels).map { p, q in zip(channels(p), channels(q)).map { abs($0 - $1) }.max()! }.max() ?? 0
}
private let red: UInt32 = 0xFFE0_2020, blue: UInt32 = 0xFF20_40E0

/// A file too large to decode whole is decoded row by row and averaged down on the way, so a 20000×20000 photo
/// becomes a thumbnail without 1.6 GB of pixels. The tests lower the decoder's limit so small files take that path.
@Suite("Large images: decoded row by row, never held at full size")
struct LargeImageTests {
    /// Every file of these tests has more pixels than this, so each one is streamed.
    let streaming = SDLImageDecoder(maximumPixelCount: 10_000)

    @Test("a PNG over the limit is streamed: the thumbnail matches the whole-file decode's to 2 levels, from a 100×75 intermediate")
    func streamedPNG() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let path = files.write("gradient.png", width: 400, height: 300) { x, y in
            0xFF00_0000 | UInt32(x * 255 / 399) << 16 | UInt32(y * 255 / 299) << 8 | 0x40
        }
        let request = ImageRequest(path: path, pixelWidth: 50, pixelHeight: 40, contentMode: .aspectFill)
        let whole = try SDLImageDecoder().decode(request)
        let streamed = try streaming.decode(request)
        #expect(streamed.width == 50 && streamed.height == 40)
        #expect(largestDifference(whole, streamed) <= 2)
        // Averaged by 4 (the factor that brings it under the 10,000-pixel limit; keeping twice 50×40 allows 3), so
        // 100×75 pixels were held, not 400×300.
        let header = try ImageHeader.read(path: path)
        let reduced = try streaming.reducedImage(path: path, header: header, forWidth: 50, height: 40)
        #expect(reduced.width == 100 && reduced.height == 75)
    }

    @Test("a JPEG over the limit is scaled by 8 in the DCT: 640×480 is read as 80×60 (twice 40×30), with the same colours")
    func streamedJPEG() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let path = files.write("halves.jpg", width: 640, height: 480) { x, _ in x < 320 ? red : blue }
        let header = try ImageHeader.read(path: path)
        let reduced = try streaming.reducedImage(path: path, header: header, forWidth: 40, height: 30)
        #expect(reduced.width == 80 && reduced.height == 60)
        let whole = try SDLImageDecoder().decode(ImageRequest(path: path, pixelWidth: 40, pixelHeight: 30))
        let streamed = try streaming.decode(ImageRequest(path: path, pixelWidth: 40, pixelHeight: 30))
        // JPEG's DCT scaling rounds differently from averaging decoded pixels; the colours agree to a few levels.
        #expect(largestDifference(whole, streamed) <= 6)
        #expect(largestDifference(DecodedImage(width: 1, height: 1, pixels: [streamed[5, 15]]), DecodedImage(width: 1, height: 1, pixels: [red])) <= 6)
        #expect(largestDifference(DecodedImage(width: 1, height: 1, pixels: [streamed[34, 15]]), DecodedImage(width: 1, height: 1, pixels: [blue])) <= 6)
    }

    @Test("a JPEG at least twice its thumbnail (under the limit) is decoded scaled in the DCT: same thumbnail to 6 levels")
    func scaledJPEGUnderTheLimit() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let path = files.write("photo.jpg", width: 1024, height: 768) { x, y in
            0xFF00_0000 | UInt32(x * 255 / 1023) << 16 | UInt32(y * 255 / 767) << 8 | UInt32(128 + 100 * sin(Double(x + y) / 60))
        }
        let request = ImageRequest(path: path, pixelWidth: 200, pixelHeight: 150, contentMode: .aspectFill, cornerRadius: 12)
        let decoder = SDLImageDecoder()
        let fast = try decoder.decode(request)
        let whole = try decoder.decodeFull(path: path).thumbnail(for: request)
        #expect(fast.width == 200 && fast.height == 150)
        #expect(largestDifference(fast, whole) <= 6)
        // Read at a quarter size (the largest DCT scaling that still covers 200×150), not at 1024×768.
        let header = try ImageHeader.read(path: path)
        let reduced = try decoder.reducedImage(path: path, header: header, forWidth: 200, height: 150)
        #expect(reduced.width == 256 && reduced.height == 192)
    }

    @Test("a streamed JPEG keeps its EXIF orientation: stored sideways with orientation 6, its left half shows on top")
    func streamedOrientation() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        files.write("sideways.jpg", width: 256, height: 128) { x, _ in x < 128 ? red : blue }
        let path = files.write("rotated.jpg", bytes: ImageFiles.withExifOrientation(files.bytes("sideways.jpg"), 6))
        let image = try streaming.decode(ImageRequest(path: path, pixelWidth: 16, pixelHeight: 32, contentMode: .scaleToFill))
        #expect(image.width == 16 && image.height == 32)
        #expect(largestDifference(DecodedImage(width: 1, height: 1, pixels: [image[8, 4]]), DecodedImage(width: 1, height: 1, pixels: [red])) <= 12)
        #expect(largestDifference(DecodedImage(width: 1, height: 1, pixels: [image[8, 28]]), DecodedImage(width: 1, height: 1, pixels: [blue])) <= 12)
    }

    @Test("an interlaced (Adam7) palette PNG gives its first pass: 256×128 is read as 32×16, left red, right blue")
    func interlacedPNG() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/images/interlaced-red-blue.png").path
        let header = try ImageHeader.read(path: path)
        #expect(header.width == 256 && header.height == 128)
        let reduced = try streaming.reducedImage(path: path, header: header, forWidth: 16, height: 8)
        #expect(reduced.width == 32 && reduced.height == 16)
        #expect(reduced[4, 8] == red && reduced[27, 8] == blue)
    }

    @Test("a header claiming 100000×100000 pixels is refused at once, naming the limit; a BMP over 64 megapixels too")
    func refusedSizes() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let n = data.count
            return [UInt8(n >> 24), UInt8((n >> 16) & 0xFF), UInt8((n >> 8) & 0xFF), UInt8(n & 0xFF)] + Array(type.utf8) + data + [0, 0, 0, 0]
        }
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        let png = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be32(100_000) + be32(100_000) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00]) + chunk("IEND", [])
        let path = files.write("huge.png", bytes: png)
        #expect(throws: ImageDecodingError("is too large to decode (100000×100000 pixels; the limit is 1024 megapixels): save a smaller copy")) {
            try SDLImageDecoder().decode(ImageRequest(path: path, pixelWidth: 100, pixelHeight: 100))
        }
        // A BMP can only be decoded whole: its limit is the whole-file one.
        var bmp = [UInt8](repeating: 0, count: 54)
        bmp[0] = 0x42; bmp[1] = 0x4D
        func le32(_ v: Int, at i: Int) { for k in 0..<4 { bmp[i + k] = UInt8((v >> (8 * k)) & 0xFF) } }
        le32(54, at: 10); le32(40, at: 14); le32(9000, at: 18); le32(9000, at: 22); bmp[26] = 1; bmp[28] = 32
        let bmpPath = files.write("huge.bmp", bytes: bmp)
        #expect(throws: ImageDecodingError("is too large to decode (9000×9000 pixels; the limit is 64 megapixels for BMP): save a smaller copy")) {
            try SDLImageDecoder().decode(ImageRequest(path: bmpPath, pixelWidth: 100, pixelHeight: 100))
        }
    }

    @Test("a streamed PNG whose image data is corrupt fails with one line from libpng, not a crash")
    func corruptStreamedPNG() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        files.write("good.png", width: 400, height: 300) { x, y in 0xFF00_0000 | UInt32((x ^ y) & 0xFF) << 8 }
        var bytes = files.bytes("good.png")
        for i in 120..<min(bytes.count - 40, 400) { bytes[i] = UInt8(truncatingIfNeeded: i &* 31) }
        let path = files.write("bad.png", bytes: bytes)
        do {
            _ = try streaming.decode(ImageRequest(path: path, pixelWidth: 50, pixelHeight: 40))
            Issue.record("a corrupt PNG decoded")
        } catch let error as ImageDecodingError {
            #expect(error.reason.hasPrefix("is not a readable PNG (") && !error.reason.contains("\n"), "\(error.reason)")
        }
    }
}
