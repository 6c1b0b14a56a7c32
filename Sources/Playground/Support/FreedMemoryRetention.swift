#if canImport(Glibc)
import Glibc
#endif

/// Keeps memory the process frees for its next allocations instead of returning it to the kernel. With glibc's
/// defaults a block over 128 KB is mapped on its own and unmapped when freed, so a flow's re-prepare of a
/// million items (every frame of a pinch or a live resize) faulted in 24 MB of fresh zeroed pages each time:
/// about half the prepare on this machine. Kept, the next prepare writes pages the last one faulted in. The
/// playground sets this for its whole run (window, headless and benchmark alike), so the benchmark times what
/// the app does. A no-op where glibc's `mallopt` is not found.
enum FreedMemoryRetention {
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    /// glibc's `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD` (malloc.h), which Swift's Glibc module does not export.
    private static let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3
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

    /// Keeps freed memory from now on: no trimming, and blocks up to 32 MB come from the heap (and go back to
    /// it) rather than being mapped and unmapped one by one.
    static func enable() {
        guard let mallopt else { return }
        _ = mallopt(mmapThreshold, largestMmapThreshold)
        _ = mallopt(trimThreshold, Int32.max)
    }
}
