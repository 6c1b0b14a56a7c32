/// A demo item's label reference and parent in 32 bits, so that the item is an id, a color and a size and this
/// (16 bytes; ten million of them are the playground's largest data). Generated and class items fit in the bits
/// themselves: a label entry below 32,768, the "and the number" flag, and the parent as its distance back from
/// the item's own number (1 ... 32,767; 0 for none: parents are in the section above, so numbered before their
/// children). Anything else (a data file's millions of stored labels, a parent further away or after the item)
/// sets the top bit and keeps the pair in `DemoLabelParents`. Either way both read back exactly as given.
struct DemoLabelParentBits {
    private let raw: UInt32

    private static let stored: UInt32 = 1 << 31, numbered: UInt32 = 1 << 31
    private static let fieldMask: UInt32 = 0x7FFF

    init(labelRef: UInt32, parent: Int32, number: Int32) {
        let entry = labelRef & ~Self.numbered
        let distance = parent < 0 ? 0 : Int64(number) - Int64(parent)
        if entry <= Self.fieldMask, parent < 0 || (distance >= 1 && distance <= Int64(Self.fieldMask)) {
            raw = (labelRef & Self.numbered) >> 1 | UInt32(distance) << 15 | entry
        } else {
            raw = Self.stored | DemoLabelParents.store(labelRef: labelRef, parent: parent)
        }
    }

    var labelRef: UInt32 {
        raw & Self.stored == 0 ? (raw << 1) & Self.numbered | raw & Self.fieldMask : DemoLabelParents.pair(raw & ~Self.stored).labelRef
    }

    /// The parent's number (−1 for none) of the item numbered `number`.
    func parent(number: Int32) -> Int32 {
        guard raw & Self.stored == 0 else { return DemoLabelParents.pair(raw & ~Self.stored).parent }
        let distance = Int32((raw >> 15) & Self.fieldMask)
        return distance == 0 ? -1 : number - distance
    }
}
