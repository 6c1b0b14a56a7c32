import Foundation
import Testing
import LayoutCore
@testable import Renderer

@Suite("GIF check: LZW streams SDL_image would overrun are refused with one line")
struct GIFCheckTests {
    private var fuzzFolder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/image").path
    }

    @Test("the fuzzed GIF that crashed SDL_image (an LZW code beyond those defined) is refused, naming the code")
    func undefinedCodeRefused() throws {
        let path = fuzzFolder + "/gif-undefined-lzw-code.gif"
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(GIFCheck.problem(in: [UInt8](bytes)) == "has an LZW code (588) beyond those defined (512)")
        let request = ImageRequest(path: path, pixelWidth: 64, pixelHeight: 48, contentMode: .aspectFill)
        #expect(throws: ImageDecodingError.self) { try SDLImageDecoder().decode(request) }
    }

    @Test("every well-formed GIF of the seed corpus and the assets passes the check")
    func wellFormedPass() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for folder in [fuzzFolder, root.appendingPathComponent("Assets/photos").path] {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".gif") && !name.hasPrefix("gif-undefined") {
                let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + name))
                #expect(GIFCheck.problem(in: [UInt8](bytes)) == nil, "\(name)")
                checked += 1
            }
        }
        #expect(checked >= 1)
    }

    @Test("codes that give more pixels than the image holds are refused; a clear code starts the table again")
    func tooManyPixels() {
        // 2-bit minimum code size (clear 4, end 5), 3-bit codes: literals 0 and 1, then code 6 (defined: "0 1"),
        // so a 1×2 image overflows on the third code.
        func pack(_ codes: [Int], size: Int = 3) -> [UInt8] {
            var bytes: [UInt8] = [], bit = 0
            for c in codes {
                for k in 0..<size {
                    if bit >> 3 == bytes.count { bytes.append(0) }
                    if c & (1 << k) != 0 { bytes[bit >> 3] |= 1 << UInt8(bit & 7) }
                    bit += 1
                }
            }
            return bytes
        }
        #expect(GIFCheck.lzwProblem(pack([4, 0, 1, 5]), minimumCodeSize: 2, pixels: 2) == nil)
        #expect(GIFCheck.lzwProblem(pack([4, 0, 1, 6, 5]), minimumCodeSize: 2, pixels: 2) == "has more image data than its 2 pixels")
        #expect(GIFCheck.lzwProblem(pack([4, 0, 7, 5]), minimumCodeSize: 2, pixels: 8) == "has an LZW code (7) beyond those defined (6)")
        #expect(GIFCheck.lzwProblem(pack([4, 0, 1, 4, 1, 0, 5]), minimumCodeSize: 2, pixels: 4) == nil)
    }
}
