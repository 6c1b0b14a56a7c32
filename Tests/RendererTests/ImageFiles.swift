import Foundation
import CSDL2

/// Image files for the image tests, written with SDL_image into a fresh temporary folder.
struct ImageFiles {
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("image-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory + "/" + name }

    /// Writes a `width`×`height` image whose pixel (x, y) is `color(x, y)` (0xAARRGGBB) as PNG, or JPEG when the
    /// name ends in .jpg; returns its path.
    @discardableResult
    func write(_ name: String, width: Int, height: Int, color: (Int, Int) -> UInt32) -> String {
        let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
        defer { SDL_FreeSurface(surface) }
        let pitch = Int(surface.pointee.pitch) / 4
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<height { for x in 0..<width { pixels[y * pitch + x] = color(x, y) } }
        let p = path(name)
        if name.hasSuffix(".jpg") { IMG_SaveJPG(surface, p, 95) } else { IMG_SavePNG(surface, p) }
        return p
    }

    /// Writes raw bytes; returns the path.
    @discardableResult
    func write(_ name: String, bytes: [UInt8]) -> String {
        // A file the tests cannot write makes every test that reads it fail for the wrong reason: stop here.
        guard FileManager.default.createFile(atPath: path(name), contents: Data(bytes)) else {
            preconditionFailure("cannot write the test image \(path(name))")
        }
        return path(name)
    }

    /// The file's bytes.
    func bytes(_ name: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: path(name)) ?? Data()) }

    /// A JPEG's bytes with an EXIF segment holding `orientation` put right after its start marker.
    static func withExifOrientation(_ jpeg: [UInt8], _ orientation: Int) -> [UInt8] {
        // Big-endian TIFF: header, IFD0 at 8 with one entry (0x0112, SHORT, 1, value), no next IFD.
        let tiff: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation), 0, 0, 0, 0, 0, 0]
        let app1 = Array("Exif".utf8) + [0, 0] + tiff
        let length = app1.count + 2
        return Array(jpeg[0..<2]) + [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + app1 + Array(jpeg[2...])
    }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }
}
