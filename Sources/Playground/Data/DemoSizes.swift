import Synchronization

/// The sizes demo items hold by reference (`DemoSizeBits`): appended, never removed, like `DemoLabels`' stored
/// labels. Items are made on any thread, so every access takes the lock.
enum DemoSizes {
    private static let sizes = Mutex<[(width: Float, height: Float)]>([])

    /// A new entry for the size (no search for an equal one: such sizes are mostly distinct).
    static func store(_ width: Float, _ height: Float) -> UInt32 {
        sizes.withLock { s in
            s.append((width, height))
            return UInt32(s.count - 1)
        }
    }

    static func size(_ i: UInt32) -> (width: Float, height: Float) { sizes.withLock { $0[Int(i)] } }
}
