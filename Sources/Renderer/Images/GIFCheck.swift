/// Checks a GIF's first image before SDL_image decodes it. The SDL_image this project links (2.6) follows an LZW
/// code beyond the codes defined so far into memory it does not own (a fuzzed GIF crashed it writing there), so a
/// stream whose codes are not all defined, or that would give more pixels than its image holds, is refused here
/// with one line instead. The walk only counts: it stores no pixels, so it costs a small part of the decode.
enum GIFCheck {
    /// Why the file's first image cannot be decoded safely, or nil when its LZW stream is well formed.
    static func problem(in bytes: [UInt8]) -> String? {
        guard bytes.count >= 13 else { return "ends inside its header" }
        var p = 13
        let flags = bytes[10]
        if flags & 0x80 != 0 { p += 3 * (2 << Int(flags & 7)) }
        while p < bytes.count {
            switch bytes[p] {
            case 0x21:  // an extension: a label, then sub-blocks up to an empty one
                p += 2
                while p < bytes.count && bytes[p] != 0 { p += Int(bytes[p]) + 1 }
                p += 1
            case 0x2C:  // the first image: descriptor, optional local colour table, LZW data
                guard p + 10 < bytes.count else { return "ends inside its image descriptor" }
                let width = Int(bytes[p + 5]) | Int(bytes[p + 6]) << 8, height = Int(bytes[p + 7]) | Int(bytes[p + 8]) << 8
                let local = bytes[p + 9]
                p += 10
                if local & 0x80 != 0 { p += 3 * (2 << Int(local & 7)) }
                guard p < bytes.count else { return "ends before its image data" }
                let minimum = Int(bytes[p])
                guard (1...11).contains(minimum) else { return "has an LZW code size of \(minimum) (1 to 11 can be decoded)" }
                p += 1
                var data: [UInt8] = []
                while p < bytes.count && bytes[p] != 0 {
                    let n = Int(bytes[p])
                    data.append(contentsOf: bytes[(p + 1)..<min(bytes.count, p + 1 + n)])
                    p += n + 1
                }
                return lzwProblem(data, minimumCodeSize: minimum, pixels: width * height)
            default:
                return nil  // the trailer, or something SDL_image will refuse on its own
            }
        }
        return nil
    }

    /// Walks the LZW codes as a decoder would, counting what each gives: a code must be one defined so far (or the
    /// next one), and the codes may not give more pixels than the image holds.
    static func lzwProblem(_ data: [UInt8], minimumCodeSize minimum: Int, pixels: Int) -> String? {
        let clear = 1 << minimum, end = clear + 1
        var size = minimum + 1, next = clear + 2, previous = -1, bit = 0, produced = 0
        var lengths = [Int](repeating: 1, count: 4096)
        while bit + size <= data.count * 8 {
            var code = 0
            for k in 0..<size where data[(bit + k) >> 3] & (1 << UInt8((bit + k) & 7)) != 0 { code |= 1 << k }
            bit += size
            if code == clear { size = minimum + 1; next = clear + 2; previous = -1; continue }
            if code == end { return nil }
            if previous < 0 {
                guard code < clear else { return "has an LZW stream that starts with an undefined code" }
                produced += 1
                previous = code
                continue
            }
            guard code <= next else { return "has an LZW code (\(code)) beyond those defined (\(next))" }
            produced += code == next ? lengths[previous] + 1 : lengths[code]
            if next < 4096 {
                lengths[next] = lengths[previous] + 1
                next += 1
                if next == 1 << size && size < 12 { size += 1 }
            }
            previous = code
            if produced > pixels { return "has more image data than its \(pixels) pixels" }
        }
        return nil  // a truncated stream: SDL_image stops where it ends
    }
}
