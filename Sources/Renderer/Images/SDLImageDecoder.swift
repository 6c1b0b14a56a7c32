import Foundation
internal import CSDL2
import LayoutCore

/// Decodes with SDL_image (PNG, JPEG, GIF's first frame, BMP, and WebP when SDL_image was built with it), then
/// applies a JPEG's EXIF orientation and makes the request's thumbnail. Safe on several threads at once: SDL_image
/// keeps no state per decode once its codecs are loaded (`loadCodecs()`, on the main thread, before any worker).
/// Also the `ImageMeasuring` LayoutCore asks for sizes (from the header alone).
public struct SDLImageDecoder: ImageDecoding, ImageMeasuring {
    /// The most pixels a file may have to be decoded whole: SDL_image decodes a whole file at once, so a
    /// 20000×20000 image would take 1.6 GB before it could be shrunk. Larger PNG and JPEG files are decoded row by
    /// row and averaged down on the way (`decodeStreamed`); larger files of other formats are refused (reported,
    /// drawn broken).
    public var maximumPixelCount: Int
    /// The most pixels a PNG or JPEG may have at all (a header claiming more is refused at once, naming the limit):
    /// even row by row, a gigapixel takes seconds of a worker's time.
    public var maximumStreamedPixelCount: Int

    /// A decoder that decodes files of up to `maximumPixelCount` pixels whole (default 64 Mi: 256 MB decoded) and
    /// PNG or JPEG files of up to `maximumStreamedPixelCount` row by row (default 1 Gi).
    public init(maximumPixelCount: Int = 64 * 1024 * 1024, maximumStreamedPixelCount: Int = 1024 * 1024 * 1024) {
        self.maximumPixelCount = maximumPixelCount; self.maximumStreamedPixelCount = maximumStreamedPixelCount
    }

    /// Loads SDL_image's codecs once. IMG_Init is not thread-safe and IMG_Load would otherwise call it lazily from
    /// whichever worker decodes first.
    static let codecsLoaded: Bool = {
        let wanted = Int32(IMG_INIT_JPG.rawValue | IMG_INIT_PNG.rawValue | IMG_INIT_WEBP.rawValue)
        return IMG_Init(wanted) & wanted != 0
    }()
    /// Loads the codecs; call once on the main thread before decoding on workers (later calls do nothing).
    public static func loadCodecs() { _ = codecsLoaded }

    public func pixelSize(ofImageAt path: String) -> Size? {
        guard let h = try? ImageHeader.read(path: path), h.width > 0, h.height > 0 else { return nil }
        return Size(width: Double(h.width), height: Double(h.height))
    }

    public func decode(_ request: ImageRequest) throws -> DecodedImage {
        let header = try checkedHeader(path: request.path)
        if header.storedPixelCount > maximumPixelCount { return try decodeStreamed(request, header: header) }
        // A file at least twice its thumbnail's size is read row by row and averaged down on the way: a JPEG
        // scaled in the DCT (by 2, 4 or 8), a fraction of the work of decoding every pixel; a PNG with libpng
        // straight into the averaging (no full-size surface allocated, converted and copied, which was a third of a
        // PNG thumbnail's time). That is what keeps a fling through photos from outrunning the decoders. Anything
        // the row decoders refuse (a CMYK JPEG, a PNG libpng rejects) goes the whole-file way; an interlaced PNG
        // too, since row by row it gives only its first pass.
        if header.format == .jpeg || (header.format == .png && !header.isInterlaced),
           reduction(header: header, forWidth: request.pixelWidth, height: request.pixelHeight).resolves >= 2,
           let image = try? decodeStreamed(request, header: header) {
            return image
        }
        return try decodeFull(path: request.path, header: header).thumbnail(for: request)
    }

    /// The file's header, refused when the file is truncated, has no size, or is larger than can be decoded: more
    /// than `maximumPixelCount` pixels in a format only decodable whole, or more than `maximumStreamedPixelCount`.
    func checkedHeader(path: String) throws -> ImageHeader {
        let header = try ImageHeader.read(path: path)
        let name = header.format.rawValue.uppercased()
        guard header.isComplete else { throw ImageDecodingError("is truncated (the file ends before its \(name) data does)") }
        guard header.storedWidth > 0, header.storedHeight > 0 else { throw ImageDecodingError("has no size in its \(name) header") }
        let pixels = header.storedPixelCount
        let streams = header.format == .png || header.format == .jpeg
        let limit = streams ? maximumStreamedPixelCount : maximumPixelCount
        guard pixels <= limit else {
            throw ImageDecodingError("is too large to decode (\(header.storedWidth)×\(header.storedHeight) pixels; the limit is "
                                     + "\(limit / (1024 * 1024)) megapixels\(streams ? "" : " for \(name)")): save a smaller copy")
        }
        return header
    }

    /// The whole file decoded and oriented, checked against its header first (no decode of a file that is
    /// truncated, too large, or no image at all).
    /// A file over `maximumPixelCount` pixels is refused here (only a thumbnail of it can be made: `decode(_:)`).
    public func decodeFull(path: String) throws -> DecodedImage {
        let header = try checkedHeader(path: path)
        guard header.storedPixelCount <= maximumPixelCount else {
            throw ImageDecodingError("is too large to decode whole (\(header.storedWidth)×\(header.storedHeight) pixels; the limit is "
                                     + "\(maximumPixelCount / (1024 * 1024)) megapixels): save a smaller copy")
        }
        return try decodeFull(path: path, header: header)
    }

    /// The whole file decoded with SDL_image and oriented; `header` has been checked.
    func decodeFull(path: String, header: ImageHeader) throws -> DecodedImage {
        Self.loadCodecs()
        if header.format == .gif, let bytes = FileManager.default.contents(atPath: path),
           let problem = GIFCheck.problem(in: [UInt8](bytes)) {
            throw ImageDecodingError("cannot be decoded (\(problem))")
        }
        guard let loaded = IMG_Load(path) else {
            throw ImageDecodingError("cannot be decoded (\(SDLSystem.lastError()))")
        }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw ImageDecodingError("cannot be converted to 32-bit pixels (\(SDLSystem.lastError()))")
        }
        defer { SDL_FreeSurface(surface) }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        var pixels = [UInt32](repeating: 0, count: w * h)
        SDL_LockSurface(surface)
        let base = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        pixels.withUnsafeMutableBytes { dst in
            for y in 0..<h { (dst.baseAddress! + y * w * 4).copyMemory(from: base + y * pitch, byteCount: w * 4) }
        }
        SDL_UnlockSurface(surface)
        return header.orientation.applied(to: DecodedImage(width: w, height: h, pixels: pixels))
    }
}
