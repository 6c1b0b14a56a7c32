import Foundation
import Synchronization

/// How image workers give the frame loop the cores while it makes a frame: from the moment a frame begins until
/// it has been presented (at most `maximumPause` seconds, so a loop that never says it finished cannot stall the
/// workers), workers stop between files and, in the row-by-row decoders, every few rows. Between frames they decode
/// at nearly the frame loop's priority. A low priority alone (nice 10) kept frames smooth but let every other busy
/// process on a shared machine starve the workers, and a fling outran them.
///
/// The main thread only stores a deadline (an atomic, never a lock): a worker preempted while holding a lock would
/// make the frame wait for it.
final class DecodeYield: @unchecked Sendable {
    /// Monotonic nanoseconds until which workers pause; 0 when they may run.
    private let pausedUntil = Atomic<UInt64>(0)
    /// The longest a frame may hold the workers back.
    static let maximumPause = 0.012
    /// How long a paused worker sleeps before it looks again: long enough that the sleeping workers do not wake
    /// (and preempt the frame) hundreds of times a frame, short enough to lose little of the time between frames.
    static let pollInterval: useconds_t = 1500

    private static func now() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    /// A frame began: workers pause until `frameEnded()` (or `maximumPause` passes).
    func frameBegan() { pausedUntil.store(Self.now() + UInt64(Self.maximumPause * 1e9), ordering: .relaxed) }

    /// The frame is on screen: workers go on.
    func frameEnded() { pausedUntil.store(0, ordering: .relaxed) }

    /// True while a frame is being made.
    var isPaused: Bool {
        let until = pausedUntil.load(ordering: .relaxed)
        return until != 0 && until > Self.now()
    }

    /// Called by a worker between pieces of work: sleeps while a frame is being made.
    func waitWhileFrameIsMade() {
        while true {
            let until = pausedUntil.load(ordering: .relaxed), now = Self.now()
            guard until != 0, until > now else { return }
            usleep(min(Self.pollInterval, useconds_t((until - now) / 1000 + 1)))
        }
    }

    /// The yield of the calling worker thread (nil on any other thread, e.g. the main thread decoding in line).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Makes `yield` the calling thread's (a worker's, at its start; it must outlive the thread's work).
    static func install(_ yield: DecodeYield) { pthread_setspecific(key, Unmanaged.passUnretained(yield).toOpaque()) }

    /// On a worker thread, waits while a frame is being made; on any other thread, returns at once.
    static func pauseIfAsked() {
        guard let p = pthread_getspecific(key) else { return }
        Unmanaged<DecodeYield>.fromOpaque(p).takeUnretainedValue().waitWhileFrameIsMade()
    }
}
