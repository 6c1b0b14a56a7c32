import Foundation
import LayoutCore

/// What an image file's first bytes (and last few) tell without decoding it: the format, the stored size in
/// pixels (a GIF's is its first frame's, which is what is decoded), the EXIF orientation of a JPEG, and whether
/// the file ends where the format says it must (a truncated download does not). Cheap enough to read for
/// thousands of files at start-up (the waterfall's aspect ratios).
public struct ImageHeader: Equatable, Sendable {
    /// The image formats recognised from a file's first bytes: PNG, JPEG, GIF, BMP and WebP.
    public enum Format: String, Sendable { case png, jpeg, gif, bmp, webp }

    /// The file's format, from its signature bytes.
    public var format: Format
    /// Size as stored in the file, before orientation.
    public var storedWidth: Int
    /// Height as stored in the file, before orientation.
    public var storedHeight: Int
    /// How a JPEG's pixels must be turned to show upright (EXIF); `.up` for other formats.
    public var orientation: ExifOrientation
    /// False when the file ends before its format's end marker (or its declared length).
    public var isComplete: Bool
    /// True for an interlaced (Adam7) PNG, which can be read row by row only as its first pass (every 8th pixel):
    /// such a file is decoded whole unless it is too large to be.
    var isInterlaced = false

    /// Stored width × height, `Int.max` when the product overflows: sides come from 32-bit header fields, and
    /// 4294967295² does not fit an Int (a fuzzed PNG header trapped the multiplication).
    public var storedPixelCount: Int {
        let (product, overflows) = storedWidth.multipliedReportingOverflow(by: storedHeight)
        return overflows ? Int.max : product
    }

    /// The size as shown: stored size with the orientation's quarter turn applied.
    public var width: Int { orientation.swapsAxes ? storedHeight : storedWidth }
    /// The height as shown, after the orientation's quarter turn.
    public var height: Int { orientation.swapsAxes ? storedWidth : storedHeight }

    /// Bytes read from the start of a file, in growing steps: every other format's size is in its first bytes, a
    /// JPEG's frame header follows its EXIF block (with a thumbnail, tens of kilobytes), so a JPEG whose frame
    /// header is not in the first step is read further. Thousands of files are read at start-up: most take one
    /// small read.
    static let headLengths = [4 * 1024, 64 * 1024, 1024 * 1024]
    /// Bytes read from the end, for the end marker.
    static let tailLength = 64

    /// The header of the file at `path`; throws a reason when it cannot be read or is no image format known here.
    public static func read(path: String) throws -> ImageHeader {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw ImageDecodingError(exists ? "cannot be read (permission denied, or a folder)" : "cannot be read (no such file)")
        }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()).map(Int.init) ?? 0
        guard size > 0 else { throw ImageDecodingError("is empty") }
        try? handle.seek(toOffset: UInt64(max(0, size - tailLength)))
        let tail = [UInt8]((try? handle.read(upToCount: tailLength)) ?? Data())
        var header: ImageHeader?
        for length in headLengths {
            try? handle.seek(toOffset: 0)
            let head = [UInt8]((try? handle.read(upToCount: length)) ?? Data())
            header = parse(head: head, tail: tail, fileSize: size)
            // Done unless a JPEG's frame header or a GIF's first image descriptor lies beyond what was read.
            guard let h = header, h.format == .jpeg || h.format == .gif, h.storedWidth == 0, size > head.count else { break }
        }
        guard let header else { throw ImageDecodingError("is not an image (not PNG, JPEG, GIF, BMP or WebP)") }
        return header
    }

    /// Parses the first bytes of a file (`head`), its last bytes (`tail`) and its size.
    static func parse(head b: [UInt8], tail: [UInt8], fileSize: Int) -> ImageHeader? {
        func be16(_ i: Int) -> Int { i + 1 < b.count ? Int(b[i]) << 8 | Int(b[i + 1]) : 0 }
        func be32(_ i: Int) -> Int { i + 3 < b.count ? be16(i) << 16 | be16(i + 2) : 0 }
        func le16(_ i: Int) -> Int { i + 1 < b.count ? Int(b[i]) | Int(b[i + 1]) << 8 : 0 }
        func le32(_ i: Int) -> Int { i + 3 < b.count ? le16(i) | le16(i + 2) << 16 : 0 }
        func ascii(_ i: Int, _ s: String) -> Bool { Array(s.utf8).enumerated().allSatisfy { i + $0.offset < b.count && b[i + $0.offset] == $0.element } }
        func tailContains(_ bytes: [UInt8]) -> Bool {
            guard tail.count >= bytes.count else { return false }
            return (0...(tail.count - bytes.count)).contains { i in tail[i..<(i + bytes.count)].elementsEqual(bytes) }
        }
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), ascii(12, "IHDR") {
            return ImageHeader(format: .png, storedWidth: be32(16), storedHeight: be32(20), orientation: .up,
                               isComplete: tailContains(Array("IEND".utf8)), isInterlaced: b.count > 28 && b[28] != 0)
        }
        if b.starts(with: [0xFF, 0xD8]) {
            var i = 2, width = 0, height = 0
            var orientation = ExifOrientation.up
            while i + 4 <= b.count, b[i] == 0xFF {
                let marker = b[i + 1]
                if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 || marker == 0xFF { i += marker == 0xFF ? 1 : 2; continue }
                let length = be16(i + 2)
                if marker == 0xE1, ascii(i + 4, "Exif\0\0") {
                    // A segment length under 8 would end before its TIFF block starts: an empty block, not a trap.
                    let start = min(b.count, i + 10)
                    orientation = ExifOrientation.parseTIFF(Array(b[start..<max(start, min(b.count, i + 2 + length))]))
                }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    height = be16(i + 5); width = be16(i + 7)
                    break
                }
                if marker == 0xDA || length < 2 { break }
                i += 2 + length
            }
            return ImageHeader(format: .jpeg, storedWidth: width, storedHeight: height, orientation: orientation,
                               isComplete: tailContains([0xFF, 0xD9]))
        }
        if ascii(0, "GIF87a") || ascii(0, "GIF89a") {
            // SDL_image decodes the first frame at the frame's own size, which may be far larger than the logical
            // screen (a 320×11504 screen holding a 48640×15093 frame crashed it), so the size is the first image
            // descriptor's; 0×0 while the descriptor lies beyond the bytes read (`read` reads further).
            var i = 13 + (b.count > 10 && b[10] & 0x80 != 0 ? 3 << ((Int(b[10]) & 7) + 1) : 0)
            var width = 0, height = 0
            while i < b.count {
                if b[i] == 0x2C { if i + 8 < b.count { width = le16(i + 5); height = le16(i + 7) }; break }
                guard b[i] == 0x21, i + 2 < b.count else { break }
                i += 2  // the extension's introducer and label, then its sub-blocks up to an empty one
                while i < b.count, b[i] != 0 { i += Int(b[i]) + 1 }
                i += 1
            }
            return ImageHeader(format: .gif, storedWidth: width, storedHeight: height, orientation: .up,
                               isComplete: tail.suffix(16).contains(0x3B))
        }
        if ascii(0, "BM"), b.count >= 26 {
            let h = Int(Int32(truncatingIfNeeded: le32(22)))
            return ImageHeader(format: .bmp, storedWidth: le32(18), storedHeight: abs(h), orientation: .up,
                               isComplete: fileSize >= le32(2))
        }
        if ascii(0, "RIFF"), ascii(8, "WEBP") {
            var w = 0, h = 0
            if ascii(12, "VP8 ") { w = le16(26) & 0x3FFF; h = le16(28) & 0x3FFF }
            else if ascii(12, "VP8L"), b.count > 24 {
                w = 1 + (Int(b[21]) | (Int(b[22]) & 0x3F) << 8)
                h = 1 + (Int(b[22]) >> 6 | Int(b[23]) << 2 | (Int(b[24]) & 0x0F) << 10)
            } else if ascii(12, "VP8X"), b.count > 29 {
                w = 1 + (Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16)
                h = 1 + (Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16)
            }
            return ImageHeader(format: .webp, storedWidth: w, storedHeight: h, orientation: .up,
                               isComplete: fileSize >= le32(4) + 8)
        }
        return nil
    }
}
