internal import CSDL2
import Foundation
import LayoutCore
import Renderer

/// The `frame.photos` scene's parts: a folder of generated 1024×768 photos (half PNG, half JPEG, made once and kept
/// in the temporary folder between runs), and the count of cells that appear before their image is decoded.
enum PhotoBenchmark {
    /// Images in the folder (the quick smoke test makes a smaller one).
    static func imageCount(quick: Bool) -> Int { quick ? 200 : 5_000 }

    /// The folder of `count` generated images, made now unless an earlier run finished making it.
    static func folder(count: Int) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("collection-playground-bench-photos-\(count)-v1").path
        let done = dir + "/.complete"
        if FileManager.default.fileExists(atPath: done) { return dir }
        FileHandle.standardError.write(Data("bench: generating \(count) photos of 1024×768 in \(dir) (once)\n".utf8))
        let albums = 10
        for a in 0..<albums { try FileManager.default.createDirectory(atPath: dir + "/album-\(a)", withIntermediateDirectories: true) }
        // Two at a time: SDL_image encodes separate surfaces safely on separate threads.
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            for i in stride(from: lane, to: count, by: 2) {
                write(index: i, to: dir + "/album-\(i % albums)/photo-\(String(format: "%05d", i))" + (i % 2 == 0 ? ".png" : ".jpg"))
            }
        }
        _ = FileManager.default.createFile(atPath: done, contents: Data())
        return dir
    }

    /// One picture: a diagonal gradient in colors of its own with a lighter band, so no two files are alike.
    private static func write(index i: Int, to path: String) {
        let w = 1024, h = 768
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return }
        defer { SDL_FreeSurface(surface) }
        let pitch = Int(surface.pointee.pitch) / 4
        let px = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let r0 = UInt32(i * 37 % 200 + 30), g0 = UInt32(i * 71 % 200 + 30), b0 = UInt32(i * 113 % 200 + 30)
        for y in 0..<h {
            for x in 0..<w {
                let t = UInt32((x + y) * 255 / (w + h))
                let band: UInt32 = abs(y - (i * 29 % h)) < 40 ? 40 : 0
                let r = min(255, (r0 * (255 - t) + 255 * t / 3) / 255 + band)
                let g = min(255, (g0 * (255 - t)) / 255 + t / 4 + band)
                let b = min(255, (b0 * (255 - t) + 200 * t) / 255 + band)
                px[y * pitch + x] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
        if path.hasSuffix(".png") { IMG_SavePNG(surface, path) } else { IMG_SaveJPG(surface, path, 85) }
    }

    /// Where the slowest frames go: frames over 16.7 ms, and the mean split and texture uploads of the slowest 1 %.
    static func slowFrameFields(timings: [FrameTiming], uploads: [Int]) -> [(String, String)] {
        let order = timings.indices.sorted { timings[$0].total > timings[$1].total }
        let slowest = order.prefix(max(1, timings.count / 100))
        func mean(_ v: (Int) -> Double) -> String { FrameBenchmarks.round2(slowest.map(v).reduce(0, +) / Double(max(1, slowest.count))) }
        return [
            ("frames_over_16_7_ms", "\(timings.filter { $0.total > 1000.0 / 60 }.count)"),
            ("slowest1pct_model_ms", mean { timings[$0].model }), ("slowest1pct_draw_ms", mean { timings[$0].draw }),
            ("slowest1pct_uploads", mean { Double(uploads[$0]) }),
            ("uploads_max", "\(uploads.max() ?? 0)"), ("uploads_mean", FrameBenchmarks.round2(Double(uploads.reduce(0, +)) / Double(max(1, uploads.count)))),
        ]
    }

    /// Thumbnails per second two threads make flat out (a cell's 150×112 thumbnail with its 8-point corners, at
    /// normal priority, none cached), from 120 files spread over the folder (PNG and JPEG alike); and one thread's median time per PNG
    /// and per JPEG. Decoding alone: what the frame loop's workers can make at most when given the cores.
    static func throughputFields(paths: [String]) -> [(String, String)] {
        let step = max(1, paths.count / 120)
        let sample = stride(from: 0, to: paths.count, by: step).prefix(120).map { paths[$0] }
        guard !sample.isEmpty else { return [] }
        let decoder = SDLImageDecoder()
        @Sendable func request(_ path: String) -> ImageRequest {
            ImageRequest(path: path, pixelWidth: 150, pixelHeight: 112, contentMode: .aspectFill, cornerRadius: Int(PhotoLibrary.cornerRadius))
        }
        let clock = ContinuousClock()
        var single: [String: [Double]] = [:]
        for path in sample.prefix(40) {
            let d = clock.measure { _ = try? decoder.decode(request(path)) }
            single[(path as NSString).pathExtension.lowercased(), default: []].append(FrameTiming.ms(d))
        }
        let elapsed = clock.measure {
            DispatchQueue.concurrentPerform(iterations: 2) { lane in
                for i in stride(from: lane, to: sample.count, by: 2) { _ = try? decoder.decode(request(sample[i])) }
            }
        }
        return [
            ("decode_two_workers_per_s", FrameBenchmarks.round2(Double(sample.count) / max(1e-6, FrameTiming.ms(elapsed) / 1000))),
            ("decode_png_ms", FrameBenchmarks.round2(Stopwatch.median(single["png"] ?? [0]))),
            ("decode_jpeg_ms", FrameBenchmarks.round2(Stopwatch.median(single["jpg"] ?? [0]))),
        ]
    }

    /// Counts cells as they appear on screen and how many of them had no decoded image yet (showed the placeholder).
    final class AppearanceCounter {
        private var previous: Set<IndexPath> = []
        private(set) var appeared = 0
        private(set) var placeholders = 0

        /// Called after each frame is drawn.
        func record(_ app: PlaygroundApp) {
            let images = app.images
            var now: Set<IndexPath> = []
            for cell in app.collectionView.visibleCells {
                guard let image = cell.image, let a = cell.layoutAttributes else { continue }
                now.insert(a.indexPath)
                guard !previous.contains(a.indexPath) else { continue }
                appeared += 1
                if !images.isCached(images.request(for: image, size: a.size, cornerRadius: PhotoLibrary.cornerRadius)) { placeholders += 1 }
            }
            previous = now
        }
    }
}
