/// The label references and parents demo items hold by reference (`DemoLabelParentBits`): appended, never
/// removed, like `DemoLabels`' stored labels. The playground runs on one thread, so the table needs no lock.
enum DemoLabelParents {
    nonisolated(unsafe) private static var pairs: [(labelRef: UInt32, parent: Int32)] = []

    /// A new entry for the pair (no search for an equal one: such pairs are mostly distinct).
    static func store(labelRef: UInt32, parent: Int32) -> UInt32 {
        pairs.append((labelRef, parent))
        return UInt32(pairs.count - 1)
    }

    static func pair(_ i: UInt32) -> (labelRef: UInt32, parent: Int32) { pairs[Int(i)] }
}
