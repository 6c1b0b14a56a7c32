@testable import Renderer

/// libFuzzer entry for images handed to the decoder (`--photos`): the header reader, then SDL_image's decode,
/// the orientation and a thumbnail, as a worker does them. A bad file must be an `ImageDecodingError` with a
/// one-line reason; the header check must refuse what the decoder could not hold (64 megapixels).
@_cdecl("LLVMFuzzerTestOneInput")
public func imageFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzInput.write(data, size)
    let decoder = SDLImageDecoder()
    do {
        let image = try decoder.decodeFull(path: FuzzInput.path)
        if image.width * image.height > decoder.maximumPixelCount {
            fatalError("fuzz: image: decoded \(image.width)×\(image.height), over the \(decoder.maximumPixelCount)-pixel limit")
        }
        _ = image.thumbnail(for: ImageRequest(path: FuzzInput.path, pixelWidth: 64, pixelHeight: 48, cornerRadius: 6))
    } catch let e as ImageDecodingError {
        FuzzInput.checkMessage(e.reason, "image")
    } catch {
        fatalError("fuzz: image: \(type(of: error)) is not an ImageDecodingError: \(error)")
    }
    return 0
}
