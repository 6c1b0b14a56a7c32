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

    /// How `reducedImage` brings a file down for a view of `width`×`height` device pixels (as shown):
    /// - `resolves`: the largest whole factor that keeps the file at least the view's size;
    /// - `fits`: the smallest that brings it within `maximumPixelCount`.
    /// A JPEG's DCT scaling is a proper low-pass filter of its own, so it may go down to the view's size (`resolves`).
    struct Reduction {
        var resolves: Int
        var fits: Int

        /// The factor of the box filter applied to the rows as they arrive, after the codec's own reduction `r`: it
        /// keeps at least twice the view's size, because the thumbnail is averaged again from it, and a second box
        /// filter over blocks of one or two pixels would blur and shift colour by several levels (over blocks of two
        /// or three it stays within a level or two of a direct one); and it stays within the limit.
        func averaging(afterCodecReduction r: Int) -> Int { max(1, resolves / 2 / r, (fits + r - 1) / r) }
    }

    func reduction(header: ImageHeader, forWidth width: Int, height: Int) -> Reduction {
        let sw = header.storedWidth, sh = header.storedHeight
        // The view's size in the file's stored orientation.
        let nw = max(1, header.orientation.swapsAxes ? height : width), nh = max(1, header.orientation.swapsAxes ? width : height)
        var fits = 1
        while (sw / fits) * (sh / fits) > maximumPixelCount { fits += 1 }
        return Reduction(resolves: max(1, min(sw / nw, sh / nh)), fits: fits)
    }

    /// The file decoded row by row (a JPEG scaled in the DCT by up to the view's size) and averaged down by the
    /// largest whole factor that keeps it at least twice `width`×`height` (device pixels, as shown, after the EXIF
    /// orientation), and at most `maximumPixelCount` pixels. Memory: one row of the file, and the result.
    public func reducedImage(path: String, header: ImageHeader, forWidth width: Int, height: Int) throws -> DecodedImage {
        let plan = reduction(header: header, forWidth: width, height: height)

        /// What the row callback needs; the reducer is made at the first row, once the delivered size is known.
        struct Stream { var plan: Reduction; var reducer: RowReducer? }
        var stream = Stream(plan: plan, reducer: nil)
        var info = cic_info()
        var message = [CChar](repeating: 0, count: 256)
        let onRow: cic_row_fn = { context, info, rgba, y in
            let stream = context!.assumingMemoryBound(to: Stream.self)
            let info = info!.pointee
            if stream.pointee.reducer == nil {
                let averaging = stream.pointee.plan.averaging(afterCodecReduction: Int(info.reduction))
                stream.pointee.reducer = RowReducer(inputWidth: Int(info.width), inputHeight: Int(info.height), factor: averaging)
            }
            stream.pointee.reducer!.add(rgba: rgba!, y: Int(y))
            // A worker steps aside here while a frame is being made (a row of 1024 pixels is a few microseconds).
            if y & 15 == 15 { DecodeYield.pauseIfAsked() }
            return 0
        }
        let status = withUnsafeMutablePointer(to: &stream) { context in
            switch header.format {
            case .png: cic_png_stream(path, onRow, context, &info, &message, message.count)
            case .jpeg: cic_jpeg_stream(path, UInt32(max(plan.resolves, plan.fits)), onRow, context, &info, &message, message.count)
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
