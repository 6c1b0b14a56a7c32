import LayoutCore

/// What the typesetter knows about each Unicode scalar it has met, filled once per scalar: whether it is a
/// grapheme on its own, its script, whether it takes the font before it (a neutral) or is an emoji picture or
/// right-to-left, the face it is drawn with for each label language, and which faces were checked to cover it.
/// Setting a label then costs a table read per scalar instead of Unicode property lookups, dictionary lookups
/// keyed by strings and a font query per character per call.
///
/// Pages of 256 scalars, allocated when one of their scalars is first met (most labels touch a few pages).
final class ScalarTable {
    struct Entry {
        static let filled: UInt8 = 1, standalone: UInt8 = 2, neutral: UInt8 = 4, emoji: UInt8 = 8, rightToLeft: UInt8 = 16
        var flags: UInt8
        var script: Script
        /// Per language slot (16 bits each): 0 not looked up yet, 1 no installed font, else face index + 2.
        var faces: UInt64
        /// Faces (index < 64) whose coverage of the scalar was checked, and those that have it.
        var checked: UInt64
        var covered: UInt64
        /// Glyph advances remembered for unshaped text (`Typesetter.simpleMetrics`) at one pixel size (0: none):
        /// per language slot (16 bits each) the advance in pixels + 1 (0: not measured) and the face + 1 (0: none
        /// has it).
        var advancePx: UInt16
        var advances: UInt64
        var advanceFaces: UInt64
    }

    private static let pageCount = 0x110000 >> 8
    private let pages: UnsafeMutablePointer<UnsafeMutablePointer<Entry>?>

    init() {
        pages = .allocate(capacity: Self.pageCount)
        pages.initialize(repeating: nil, count: Self.pageCount)
    }

    deinit {
        for i in 0..<Self.pageCount { pages[i]?.deallocate() }
        pages.deallocate()
    }

    /// The entry of `scalar`, its flags and script filled.
    @inline(__always) func entry(_ scalar: Unicode.Scalar) -> UnsafeMutablePointer<Entry> {
        let v = scalar.value
        let page: UnsafeMutablePointer<Entry>
        if let p = pages[Int(v >> 8)] { page = p } else {
            page = .allocate(capacity: 256)
            page.initialize(repeating: Entry(flags: 0, script: .common, faces: 0, checked: 0, covered: 0,
                                           advancePx: 0, advances: 0, advanceFaces: 0), count: 256)
            pages[Int(v >> 8)] = page
        }
        let e = page + Int(v & 0xFF)
        if e.pointee.flags == 0 { fill(e, scalar) }
        return e
    }

    private func fill(_ e: UnsafeMutablePointer<Entry>, _ scalar: Unicode.Scalar) {
        let character = Character(scalar)
        var flags = Entry.filled
        if TextLineBreaker.isStandaloneScalar(scalar.value) { flags |= Entry.standalone }
        if Script.isNeutral(character) { flags |= Entry.neutral }
        if Script.isEmoji(character) { flags |= Entry.emoji }
        if BidiLevels.isRightToLeftCandidate(scalar) { flags |= Entry.rightToLeft }
        e.pointee.flags = flags
        e.pointee.script = Script(character)
    }

    /// The face (index + 2, 1: none) cached for a language slot, 0 when not looked up yet.
    @inline(__always) static func face(_ e: UnsafeMutablePointer<Entry>, slot: Int) -> Int {
        Int((e.pointee.faces >> UInt64(slot * 16)) & 0xFFFF)
    }

    /// The advance (pixels) and face (-1: none has it) remembered for `px` and a language slot, nil when not.
    @inline(__always) static func advance(_ e: UnsafeMutablePointer<Entry>, px: Int, slot: Int) -> (width: Int, face: Int)? {
        guard Int(e.pointee.advancePx) == px else { return nil }
        let shift = UInt64(slot * 16)
        let width = Int((e.pointee.advances >> shift) & 0xFFFF)
        guard width != 0 else { return nil }
        return (width - 1, Int((e.pointee.advanceFaces >> shift) & 0xFFFF) - 1)
    }

    /// Remembers an advance for `px` and a slot (the first pixel size met only; others are the caller's to keep).
    @inline(__always) static func setAdvance(_ e: UnsafeMutablePointer<Entry>, px: Int, slot: Int, width: Int, face: Int) {
        guard px > 0, px < 0x10000, (0..<0xFFFE).contains(width), (-1..<0xFFFE).contains(face) else { return }
        if e.pointee.advancePx == 0 { e.pointee.advancePx = UInt16(px) }
        guard Int(e.pointee.advancePx) == px else { return }
        let shift = UInt64(slot * 16)
        e.pointee.advances = e.pointee.advances & ~(0xFFFF << shift) | (UInt64(width + 1) << shift)
        e.pointee.advanceFaces = e.pointee.advanceFaces & ~(0xFFFF << shift) | (UInt64(face + 1) << shift)
    }

    @inline(__always) static func setFace(_ e: UnsafeMutablePointer<Entry>, slot: Int, _ stored: Int) {
        let shift = UInt64(slot * 16)
        e.pointee.faces = e.pointee.faces & ~(0xFFFF << shift) | (UInt64(min(stored, 0xFFFF)) << shift)
    }
}
