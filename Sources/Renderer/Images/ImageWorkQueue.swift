import Foundation

/// The worker side of the image pipeline: a few threads taking requests from two queues (what is on screen
/// first, then what prefetching expects) and leaving results for the main thread to collect. The main thread
/// only ever holds the lock to move requests in or out: it never waits for a decode.
final class ImageWorkQueue: @unchecked Sendable {
    typealias Outcome = (request: ImageRequest, result: Result<DecodedImage, ImageDecodingError>)

    private let condition = NSCondition()
    private let decoder: any ImageDecoding
    private let workerCount: Int
    private var started = false
    /// Requests for images on screen, oldest first.
    private var visible: [ImageRequest] = []
    /// Requests from prefetching, in the order announced (nearest first).
    private var ahead: [ImageRequest] = []
    private var finished: [Outcome] = []
    /// Requests being decoded now (a prefetch drawn while in hand is not queued a second time).
    private var running: Set<ImageRequest> = []
    private var busy: Int { running.count }
    private var stopping = false
    /// Pauses the workers while the main thread makes a frame.
    let yield = DecodeYield()

    init(decoder: any ImageDecoding, workers: Int) {
        self.decoder = decoder
        workerCount = max(1, workers)
    }

    /// Queues a request; `visible` ones go before every prefetch (a queued prefetch that is now drawn moves up).
    func enqueue(_ request: ImageRequest, visible isVisible: Bool) {
        condition.lock()
        defer { condition.unlock() }
        guard !running.contains(request) else { return }
        if isVisible {
            if let i = ahead.firstIndex(of: request) { ahead.remove(at: i) }
            if !visible.contains(request) { visible.append(request) }
        } else if !ahead.contains(request) && !visible.contains(request) {
            ahead.append(request)
        }
        startIfNeeded()
        condition.signal()
    }

    /// Takes queued requests that `keep` rejects off the queues (not started: nothing to drop later); returns them.
    func removeQueued(where reject: (ImageRequest) -> Bool) -> [ImageRequest] {
        condition.lock()
        defer { condition.unlock() }
        let gone = visible.filter(reject) + ahead.filter(reject)
        if !gone.isEmpty {
            visible.removeAll(where: reject)
            ahead.removeAll(where: reject)
        }
        return gone
    }

    /// The results finished since the last call, in the order they finished.
    func takeFinished() -> [Outcome] {
        condition.lock()
        defer { condition.unlock() }
        let done = finished
        finished.removeAll()
        return done
    }

    /// Requests queued or being decoded.
    var pendingCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return visible.count + ahead.count + busy
    }

    /// Blocks until nothing is queued or being decoded, or `timeout` seconds pass; true when idle. For tests and
    /// tools only: the frame loop never calls it.
    func waitUntilIdle(timeout: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while visible.count + ahead.count + busy > 0 {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }

    /// Lets the workers finish the decode in hand and exit.
    func stop() {
        condition.lock()
        stopping = true
        visible.removeAll(); ahead.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    /// Threads start with the first request, so a backend that never draws an image has none.
    private func startIfNeeded() {
        guard !started else { return }
        started = true
        for i in 0..<workerCount {
            let thread = Thread { [self] in work() }
            thread.name = "image decoder \(i + 1)"
            thread.start()
        }
    }

    /// The workers' nice value (see `work()`).
    static let niceness: Int32 = 0

    private func work() {
        // The frame loop's own priority (this thread only: on Linux the nice value is per thread, and who = 0 names
        // the calling thread): the workers step aside while a frame is made (`DecodeYield`) instead of running
        // below everything else on the machine, where other busy processes starved them (a nice of 10 made about
        // 50 thumbnails a second on a loaded 2-core machine, a fifth of what two workers make).
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Self.niceness)
        DecodeYield.install(yield)
        while true {
            yield.waitWhileFrameIsMade()
            condition.lock()
            while !stopping && visible.isEmpty && ahead.isEmpty { condition.wait() }
            if stopping { condition.unlock(); return }
            let request = visible.isEmpty ? ahead.removeFirst() : visible.removeFirst()
            running.insert(request)
            condition.unlock()

            let result: Result<DecodedImage, ImageDecodingError>
            do { result = .success(try decoder.decode(request)) }
            catch let e as ImageDecodingError { result = .failure(e) }
            catch { result = .failure(ImageDecodingError("\(error)")) }

            condition.lock()
            running.remove(request)
            finished.append((request, result))
            condition.broadcast()
            condition.unlock()
        }
    }
}
