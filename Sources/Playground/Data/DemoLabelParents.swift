import Synchronization

/// The label references and parents demo items hold by reference (`DemoLabelParentBits`): appended, never
/// removed, like `DemoLabels`' stored labels. Items are made on any thread, so every access takes the lock.
enum DemoLabelParents {
    private static let pairs = Mutex<[(labelRef: UInt32, parent: Int32)]>([])

    /// A new entry for the pair (no search for an equal one: such pairs are mostly distinct).
    static func store(labelRef: UInt32, parent: Int32) -> UInt32 {
        pairs.withLock { p in
            p.append((labelRef, parent))
            return UInt32(p.count - 1)
        }
    }

    static func pair(_ i: UInt32) -> (labelRef: UInt32, parent: Int32) { pairs.withLock { $0[Int(i)] } }
}
