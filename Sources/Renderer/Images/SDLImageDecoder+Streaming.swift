internal import CImageCodecs

extension SDLImageDecoder {
    /// Decodes a PNG or JPEG too large to decode whole (more than `maximumPixelCount` pixels, at most
    /// `maximumStreamedPixelCount`) row by row, averaging it down on the way to the smallest size that still holds
    /// `request` twice over (and no more than `maximumPixelCount` pixels): memory is one row of the file and
    /// the reduced image, never the file's full size. A JPEG is first scaled down in the DCT (by up to 8, which
    /// libjpeg does without decoding the full size); an interlaced PNG gives its first pass (every 8th pixel), the
    /// only part of it readable without holding the whole image.
    func decodeStreamed(_ request: ImageRequest, header: ImageHeader) throws -> DecodedImage {
        let reduced = try reducedImage(path: request.path, header: header, forWidth: request.pixelWidth, height: request.pixelHeight)
        return header.orientation.applied(to: reduced).thumbnail(for: request)
    }

    /// The factor `reducedImage` averages by: the largest whole one that keeps the file at least twice
    /// `width`×`height` (as shown), raised until the result is within `maximumPixelCount`.
    func streamedReduction(header: ImageHeader, forWidth width: Int, height: Int) -> Int {
        let sw = header.storedWidth, sh = header.storedHeight
        // The view's size in the file's stored orientation.
        let nw = max(1, header.orientation.swapsAxes ? height : width), nh = max(1, header.orientation.swapsAxes ? width : height)
        let keepsDetail = max(1, min(sw / nw, sh / nh) / 2)
        var fits = 1
        while (sw / fits) * (sh / fits) > maximumPixelCount { fits += 1 }
        return max(keepsDetail, fits)
    }

    /// The file averaged down by the largest whole factor that keeps it at least twice `width`×`height` (device
    /// pixels, as shown, after the EXIF orientation) and brings it within `maximumPixelCount`. Twice: the thumbnail
    /// is averaged again from this, and a second box filter over blocks of one or two pixels would blur and shift
    /// colour by several levels; over blocks of two or three it stays within a level or two of a direct one.
    public func reducedImage(path: String, header: ImageHeader, forWidth width: Int, height: Int) throws -> DecodedImage {
        let factor = streamedReduction(header: header, forWidth: width, height: height)

        /// What the row callback needs; the reducer is made at the first row, once the delivered size is known.
        struct Stream { var factor: Int; var reducer: RowReducer? }
        var stream = Stream(factor: factor, reducer: nil)
        var info = cic_info()
        var message = [CChar](repeating: 0, count: 256)
        let onRow: cic_row_fn = { context, info, rgba, y in
            let stream = context!.assumingMemoryBound(to: Stream.self)
            let info = info!.pointee
            if stream.pointee.reducer == nil {
                stream.pointee.reducer = RowReducer(inputWidth: Int(info.width), inputHeight: Int(info.height),
                                                    factor: max(1, stream.pointee.factor / Int(info.reduction)))
            }
            stream.pointee.reducer!.add(rgba: rgba!, y: Int(y))
            return 0
        }
        let status = withUnsafeMutablePointer(to: &stream) { context in
            switch header.format {
            case .png: cic_png_stream(path, onRow, context, &info, &message, message.count)
            case .jpeg: cic_jpeg_stream(path, UInt32(factor), onRow, context, &info, &message, message.count)
            default: Int32(-1)
            }
        }
        guard status == 0, var reducer = stream.reducer else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImageDecodingError(reason.isEmpty ? "cannot be decoded (no rows)" : reason)
        }
        return reducer.finish()
    }
}
