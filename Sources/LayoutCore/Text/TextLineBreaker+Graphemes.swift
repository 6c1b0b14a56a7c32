extension TextLineBreaker {
    /// True when `scalar` is a grapheme on its own whatever stands around it: it never joins the scalar before it
    /// (no combining mark, joiner, variation selector, emoji modifier, regional indicator or conjoining jamo) and
    /// never joins the one after it (no prepended mark). A string of such scalars breaks into graphemes at every
    /// scalar, so it can be walked scalar by scalar, skipping grapheme breaking (most of the cost of iterating
    /// `Character`s). The list is conservative: the ranges below hold no grapheme-extending scalar (Unicode 15);
    /// everything else, Indic and Thai among them, takes the grapheme path.
    @inline(__always) public static func isStandaloneScalar(_ value: UInt32) -> Bool {
        if value < 0x0300 { return value != 0x0D }   // ASCII (CR joins a following LF), Latin-1, Latin Extended, IPA
        switch value {
        case 0x0370...0x0482, 0x048A...0x052F,              // Greek, Cyrillic (not its combining marks)
             0x05D0...0x05F4,                               // Hebrew letters and punctuation (not the points)
             0x0606...0x060F, 0x061B...0x064A, 0x0660...0x066F, 0x0671...0x06D5, 0x06EE...0x06FF,   // Arabic
             0x2000...0x200A, 0x2010...0x2027, 0x202F...0x205F, 0x2070...0x20CF, 0x2100...0x2BFF,   // punctuation, symbols
             0x2E00...0x2E7F, 0x2E80...0x2FDF, 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF, 0x3100...0x31FF,
             0x3200...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,   // CJK, kana, Bopomofo, compatibility jamo, Yi
             0xAC00...0xD7A3,                               // Hangul syllables (break between each other)
             0xF900...0xFAFF, 0xFB50...0xFDFF, 0xFE30...0xFE6F, 0xFE70...0xFEFC, 0xFF00...0xFF9D, 0xFFA0...0xFFEF,
             0x1F000...0x1F1E5, 0x1F200...0x1F3FA, 0x1F400...0x1FAFF,   // emoji and symbols, without modifiers and flags
             0x20000...0x3FFFF:                             // CJK extensions
            return true
        default:
            return false
        }
    }

    /// True when every scalar of `text` is a grapheme of its own (`isStandaloneScalar`), so its scalar indices
    /// are its grapheme boundaries.
    public static func scalarsAreGraphemes<S: StringProtocol>(_ text: S) -> Bool {
        // Below U+0300 every scalar but CR stands alone, and UTF-8 encodes U+0300 on with a lead byte of 0xCC or
        // more: a byte scan settles most labels.
        if !text.utf8.contains(where: { $0 >= 0xCC || $0 == 0x0D }) { return true }
        for scalar in text.unicodeScalars where !isStandaloneScalar(scalar.value) { return false }
        return true
    }
}
