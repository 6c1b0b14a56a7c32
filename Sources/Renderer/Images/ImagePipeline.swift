internal import CSDL2
import LayoutCore

/// Images from files to textures: requests are decoded on worker threads (or in line, headless), collected and
/// uploaded as textures on the main thread at the start of each frame, and kept in a bounded cache by request
/// (file, pixel size, content mode, corner radius), least recently used out first.
///
/// A decode that finishes for a request neither drawn in the last frame nor prefetched is dropped: the cell that
/// asked shows another item now. Queued requests in that state are taken off the queue before they start.
/// A file that cannot be decoded is reported once (`failures`, `onFailure`) and drawn broken from then on.
/// Main thread only; the workers see requests and decoded pixels, never a texture.
public final class ImagePipeline {
    /// The default cache budget: 256 MB of decoded pixels.
    public static let defaultBudget = 256 * 1024 * 1024

    /// An uploaded thumbnail; `isOpaque` when every pixel outside its four corner squares is opaque.
    struct Texture { let pointer: OpaquePointer; let width: Int; let height: Int; var isOpaque = false }

    private let target: RenderTarget
    private let decoder: any ImageDecoding
    /// Nil when decoding in line.
    private let work: ImageWorkQueue?
    private var cache: ImageCache<ImageRequest, Texture>
    /// Requests queued or being decoded (main thread's view).
    private var outstanding: Set<ImageRequest> = []
    /// Requests drawn since the frame began, and prefetched ones not cancelled.
    private var drawnThisFrame: Set<ImageRequest> = []
    private var prefetched: Set<ImageRequest> = []
    /// The newest cached request of each file: drawn meanwhile when the exact size is not decoded yet.
    private var newestByPath: [String: ImageRequest] = [:]
    private var failedPaths: Set<String> = []
    /// One line per file that could not be decoded, in the order met.
    public private(set) var failures: [String] = []
    /// Called once per file that cannot be decoded, with its line.
    public var onFailure: ((String) -> Void)?
    /// Thumbnails decoded successfully so far.
    public private(set) var decodedCount = 0
    /// Decodes that finished for an image no longer drawn nor prefetched, and were thrown away.
    public private(set) var droppedCount = 0
    /// Thumbnails uploaded as textures when the current frame began (the frame benchmark's split of slow frames).
    public private(set) var uploadsThisFrame = 0
    /// Device pixels per point, for requests made in points (prefetching); the backend keeps it current.
    public var scale = 1.0
    /// True when every decode happens in line, on the main thread, as the image is first drawn (headless runs:
    /// each frame shows exactly what it asked for, identically every run).
    public var decodesInline: Bool { work == nil }

    /// A pipeline drawing into `target`'s renderer. `workers` threads decode (0: in line); `budget` bounds the
    /// cache in bytes.
    public init(target: RenderTarget, decoder: any ImageDecoding = SDLImageDecoder(), workers: Int = 2,
                budget: Int = ImagePipeline.defaultBudget) {
        self.target = target
        self.decoder = decoder
        cache = ImageCache(budget: budget)
        work = workers > 0 ? ImageWorkQueue(decoder: decoder, workers: workers) : nil
        if decoder is SDLImageDecoder { SDLImageDecoder.loadCodecs() }
    }

    deinit {
        work?.stop()
        for t in cache.removeAll() { SDL_DestroyTexture(t.pointer) }
    }

    /// The cache's budget in bytes (lowering it evicts at the next insert).
    public var budget: Int {
        get { cache.budget }
        set { cache.budget = max(0, newValue) }
    }

    /// The request for an image drawn `size` points large with corners of `cornerRadius` points, at the current
    /// scale: the same one the backend makes when it draws the view (sizes rounded, not edges snapped, so a view's
    /// request does not change as it scrolls by fractions of a pixel).
    public func request(for image: ImageReference, size: Size, cornerRadius: Double) -> ImageRequest {
        func px(_ v: Double) -> Int { Int(max(1, min(16384, (v * scale).rounded()))) }
        let r = cornerRadius.isFinite ? Int(max(0, min(16384, (cornerRadius * scale).rounded()))) : 0
        let w = size.width.isFinite ? px(size.width) : 1, h = size.height.isFinite ? px(size.height) : 1
        return ImageRequest(path: image.path, pixelWidth: w, pixelHeight: h, contentMode: image.contentMode,
                            cornerRadius: min(r, w / 2, h / 2))
    }

    /// Starts decoding a request ahead of its drawing (a prefetch); kept until cancelled or drawn.
    public func prefetch(_ request: ImageRequest) {
        guard let work, !failedPaths.contains(request.path), !cache.contains(request) else { return }
        prefetched.insert(request)
        if outstanding.insert(request).inserted { work.enqueue(request, visible: false) }
    }

    /// Stops wanting a prefetched request: taken off the queue if not started, dropped when it finishes if it is
    /// not drawn by then.
    public func cancelPrefetch(_ request: ImageRequest) {
        guard prefetched.remove(request) != nil, let work, !drawnThisFrame.contains(request) else { return }
        for r in work.removeQueued(where: { $0 == request }) { outstanding.remove(r) }
    }

    /// The state of a request drawn this frame: ready, loading (queued now if it was not) or failed. In line, a
    /// miss is decoded right here.
    public func state(of request: ImageRequest) -> ImageDrawResult {
        texture(for: request).result
    }

    /// The texture to draw for a request (its own, or meanwhile the same file at another size), and the result.
    func texture(for request: ImageRequest) -> (result: ImageDrawResult, texture: Texture?) {
        drawnThisFrame.insert(request)
        if failedPaths.contains(request.path) { return (.failed, nil) }
        if let t = cache.value(for: request) { prefetched.remove(request); return (.drawn, t) }
        guard let work else {
            do { store(try decoder.decode(request), for: request); decodedCount += 1 }
            catch { recordFailure(request.path, (error as? ImageDecodingError)?.reason ?? "\(error)"); return (.failed, nil) }
            return (.drawn, cache.peek(request))
        }
        // Drawn now, a prefetched request is the frame's to keep (and moves ahead of the other prefetches).
        let wasPrefetched = prefetched.remove(request) != nil
        if outstanding.insert(request).inserted || wasPrefetched { work.enqueue(request, visible: true) }
        if let other = newestByPath[request.path], let t = cache.value(for: other) { return (.drawn, t) }
        return (.loading, nil)
    }

    /// True when drawing `request` now would show an opaque texture over the whole view (its own thumbnail or,
    /// meanwhile, the file's at another size), aspect fill or scale to fill: nothing under it shows. No side effects.
    public func covers(_ request: ImageRequest) -> Bool {
        guard request.contentMode != .aspectFit, !failedPaths.contains(request.path) else { return false }
        if let t = cache.peek(request) { return t.isOpaque }
        if work != nil, let other = newestByPath[request.path], let t = cache.peek(other) { return t.isOpaque }
        return false
    }

    /// Collects finished decodes (uploading those still wanted, dropping the rest), takes requests nobody wants
    /// any more off the queue, and starts a new frame's record of what is drawn. Called by the backend as a frame
    /// begins; never waits for a worker.
    public func beginFrame() {
        defer { drawnThisFrame.removeAll(keepingCapacity: true) }
        uploadsThisFrame = 0
        guard let work else { return }
        let wanted = drawnThisFrame.union(prefetched)
        for (request, result) in work.takeFinished() {
            outstanding.remove(request)
            switch result {
            case .failure(let e):
                recordFailure(request.path, e.reason)
            case .success(let image):
                decodedCount += 1
                if wanted.contains(request) { store(image, for: request); uploadsThisFrame += 1 } else { droppedCount += 1 }
            }
        }
        for r in work.removeQueued(where: { !wanted.contains($0) }) { outstanding.remove(r) }
    }

    /// The frame loop starts a frame: the workers step aside (stop between files and every few rows) until
    /// `frameDidEnd()`, or for at most 12 ms, so the frame has the cores; between frames they decode at its priority.
    public func frameWillBegin() { work?.yield.frameBegan() }

    /// The frame is presented: the workers go on.
    public func frameDidEnd() { work?.yield.frameEnded() }

    /// True while decodes are queued or running (the window loop keeps drawing until they land).
    public var hasPendingWork: Bool { !outstanding.isEmpty }

    /// Blocks until the workers are idle or `timeout` seconds pass (tests and tools; never the frame loop).
    @discardableResult
    public func waitForWorkers(timeout: Double) -> Bool { work?.waitUntilIdle(timeout: timeout) ?? true }

    /// The pipeline's counts now, as the state file reports them.
    public var statistics: ImageStatistics {
        ImageStatistics(decoded: decodedCount, cached: cache.count, cacheBytes: cache.totalCost,
                        pending: work?.pendingCount ?? 0, dropped: droppedCount, failed: failures)
    }

    /// True when a request's thumbnail is in the cache (does not count as drawing it).
    public func isCached(_ request: ImageRequest) -> Bool { cache.contains(request) }

    /// Requests in the cache, least recently used first.
    public var cachedRequests: [ImageRequest] { cache.keysByRecency }

    private func recordFailure(_ path: String, _ reason: String) {
        guard failedPaths.insert(path).inserted else { return }
        let line = "image '\(path)' \(reason)"
        failures.append(line)
        onFailure?(line)
    }

    /// Uploads pixels as a texture and caches it; whatever the budget pushes out is destroyed.
    private func store(_ image: DecodedImage, for request: ImageRequest) {
        guard image.width > 0, image.height > 0,
              let tex = SDL_CreateTexture(target.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                          Int32(image.width), Int32(image.height)) else { return }
        image.pixels.withUnsafeBytes { _ = SDL_UpdateTexture(tex, nil, $0.baseAddress, Int32(image.width * 4)) }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        newestByPath[request.path] = request
        let texture = Texture(pointer: tex, width: image.width, height: image.height,
                              isOpaque: image.isOpaque(outsideCorners: min(request.cornerRadius, image.width / 2, image.height / 2)))
        for gone in cache.insert(texture, cost: image.byteCount, for: request) {
            SDL_DestroyTexture(gone.pointer)
        }
    }
}
