@testable import Renderer

/// libFuzzer entry for images handed to the decoder (`--photos`): a worker's thumbnail decode (header, libjpeg's
/// scaled decode or SDL_image's), then the whole-file decode, its orientation and a thumbnail. A bad file must be
/// an `ImageDecodingError` with a one-line reason; a whole-file decode never holds more than 64 megapixels.
@_cdecl("LLVMFuzzerTestOneInput")
public func imageFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzInput.write(data, size)
    let decoder = SDLImageDecoder()
    do {
        // The thumbnail path first: a JPEG twice its thumbnail or more is decoded scaled in libjpeg (C, row by row).
        _ = try decoder.decode(ImageRequest(path: FuzzInput.path, pixelWidth: 64, pixelHeight: 48, cornerRadius: 6))
    } catch is ImageDecodingError {
    } catch {
        fatalError("fuzz: image: \(type(of: error)) is not an ImageDecodingError: \(error)")
    }
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
