/// The sizes demo items hold by reference (`DemoSizeBits`): appended, never removed, like `DemoLabels`' stored
/// labels. The playground runs on one thread, so the table needs no lock.
enum DemoSizes {
    nonisolated(unsafe) private static var sizes: [(width: Float, height: Float)] = []

    /// A new entry for the size (no search for an equal one: such sizes are mostly distinct).
    static func store(_ width: Float, _ height: Float) -> UInt32 {
        sizes.append((width, height))
        return UInt32(sizes.count - 1)
    }

    static func size(_ i: UInt32) -> (width: Float, height: Float) { sizes[Int(i)] }
}
