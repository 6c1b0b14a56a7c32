extension TextLineBreaker {
    /// A piece of a paragraph between two break opportunities: a word (or one CJK character) and the spaces
    /// after it, which disappear when the line breaks there.
    struct Segment {
        var word: Substring
        var spaces: Substring
    }

    /// The text split at hard line breaks, tabs turned into spaces.
    static func paragraphs(of text: String) -> [String] {
        guard hasBreakOrTab(text) else { return [text] }
        var paragraphs: [String] = []
        var current = ""
        for character in text {
            switch character {
            case "\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}":
                paragraphs.append(current); current = ""
            case "\t":
                current.append(" ")
            default:
                current.append(character)
            }
        }
        paragraphs.append(current)
        return paragraphs
    }

    /// True when the text has a line break or a tab (a byte scan: most labels have neither).
    public static func hasBreakOrTab(_ text: String) -> Bool {
        var text = text   // withUTF8 needs a var; a native string is not copied
        return text.withUTF8(hasBreakOrTab)
    }

    private static func hasBreakOrTab(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in bytes {
            switch byte {
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D: return true
            case 0x85 where previous == 0xC2: return true                                          // U+0085
            case 0xA8, 0xA9: if previous == 0x80 && beforePrevious == 0xE2 { return true }          // U+2028, U+2029
            default: break
            }
            beforePrevious = previous; previous = byte
        }
        return false
    }

    /// True for a space or an ideographic space, checked on scalars (Character comparison is a string comparison).
    @inline(__always) static func isSpace(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return false }
        return first.value == 0x20 || first.value == 0x3000
    }

    /// The paragraph cut at every break opportunity.
    static func segments(of paragraph: String) -> [Segment] {
        if scalarsAreGraphemes(paragraph) { return scalarSegments(of: paragraph) }
        var segments: [Segment] = []
        var wordStart = paragraph.startIndex
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let character = paragraph[index]
            if isSpace(character) {
                let wordEnd = index
                while index < paragraph.endIndex && isSpace(paragraph[index]) {
                    index = paragraph.index(after: index)
                }
                segments.append(Segment(word: paragraph[wordStart..<wordEnd], spaces: paragraph[wordEnd..<index]))
                wordStart = index
            } else if isWideBreakable(character) {
                // A CJK character is a segment of its own: lines may break before and after it.
                if wordStart < index { segments.append(Segment(word: paragraph[wordStart..<index], spaces: "")) }
                let next = paragraph.index(after: index)
                segments.append(Segment(word: paragraph[index..<next], spaces: ""))
                index = next; wordStart = next
            } else {
                index = paragraph.index(after: index)
            }
        }
        if wordStart < paragraph.endIndex || segments.isEmpty {
            segments.append(Segment(word: paragraph[wordStart...], spaces: ""))
        }
        return segments
    }

    /// `segments(of:)` for a paragraph whose scalars are its graphemes: the same cuts, found walking scalars
    /// (no grapheme breaking, no `Character` comparisons).
    private static func scalarSegments(of paragraph: String) -> [Segment] {
        var segments: [Segment] = []
        let scalars = paragraph.unicodeScalars
        var wordStart = scalars.startIndex
        var index = scalars.startIndex
        @inline(__always) func isSpace(_ v: UInt32) -> Bool { v == 0x20 || v == 0x3000 }
        while index < scalars.endIndex {
            let v = scalars[index].value
            if isSpace(v) {
                let wordEnd = index
                while index < scalars.endIndex && isSpace(scalars[index].value) { index = scalars.index(after: index) }
                segments.append(Segment(word: paragraph[wordStart..<wordEnd], spaces: paragraph[wordEnd..<index]))
                wordStart = index
            } else if isWideBreakable(v) {
                if wordStart < index { segments.append(Segment(word: paragraph[wordStart..<index], spaces: "")) }
                let next = scalars.index(after: index)
                segments.append(Segment(word: paragraph[index..<next], spaces: ""))
                index = next; wordStart = next
            } else {
                index = scalars.index(after: index)
            }
        }
        if wordStart < scalars.endIndex || segments.isEmpty {
            segments.append(Segment(word: paragraph[wordStart...], spaces: ""))
        }
        return segments
    }

    /// True for characters of scripts that wrap between characters rather than at spaces: Han ideographs,
    /// kana, Hangul, CJK punctuation and fullwidth forms.
    static func isWideBreakable(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return isWideBreakable(scalar.value)
    }

    /// `isWideBreakable(_:)` for a grapheme starting with the scalar `value`.
    @inline(__always) static func isWideBreakable(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        switch value {
        case 0x1100...0x11FF, 0x2E80...0x2FFF, 0x3001...0x303F, 0x3040...0x30FF, 0x3100...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xF900...0xFAFF,
             0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}
