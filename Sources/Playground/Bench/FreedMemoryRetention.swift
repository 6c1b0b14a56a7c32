#if canImport(Glibc)
import Glibc
#endif

/// Keeps memory the process frees for its next allocations instead of returning it to the kernel, for the
/// duration of a measurement. The C floor (`flow_floor.c`) faults its output pages in before it starts its clock;
/// a prepare allocates its arrays anew, and with glibc's defaults blocks over 128 KB are unmapped when freed, so
/// every million-item prepare would also time the kernel zeroing 24 MB of fresh pages (about half the prepare on
/// this machine). Retained, the second and later prepares write pages the first one faulted in: the same work
/// the floor measures. A no-op where glibc's `mallopt` is not found.
enum FreedMemoryRetention {
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    /// glibc's `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD` (malloc.h), which Swift's Glibc module does not export.
    private static let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3
    /// glibc's defaults for both (128 KB).
    private static let defaultThreshold: Int32 = 128 * 1024
    /// The largest mapping threshold glibc accepts on 64-bit (32 MB): blocks up to it come from the heap.
    private static let largestMmapThreshold: Int32 = 32 * 1024 * 1024

    private static let mallopt: Mallopt? = {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return nil }
        return unsafeBitCast(symbol, to: Mallopt.self)
        #else
        return nil
        #endif
    }()

    /// Runs `body` with freed memory kept (no trimming, no separately mapped large blocks), then restores
    /// glibc's default thresholds.
    static func during<T>(_ body: () throws -> T) rethrows -> T {
        guard let mallopt else { return try body() }
        _ = mallopt(mmapThreshold, largestMmapThreshold)
        _ = mallopt(trimThreshold, Int32.max)
        defer {
            _ = mallopt(mmapThreshold, defaultThreshold)
            _ = mallopt(trimThreshold, defaultThreshold)
        }
        return try body()
    }
}
