extension TextLineBreaker {
    /// A piece of a paragraph between two break opportunities: a word (or one CJK character) and the spaces
    /// after it, which disappear when the line breaks there.
    struct Segment {
        var word: Substring
        var spaces: Substring
    }

    /// The text split at hard line breaks, tabs turned into spaces.
    static func paragraphs(of text: String) -> [String] {
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

    /// The paragraph cut at every break opportunity.
    static func segments(of paragraph: String) -> [Segment] {
        var segments: [Segment] = []
        var wordStart = paragraph.startIndex
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let character = paragraph[index]
            if character == " " || character == "\u{3000}" {
                let wordEnd = index
                while index < paragraph.endIndex && (paragraph[index] == " " || paragraph[index] == "\u{3000}") {
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

    /// True for characters of scripts that wrap between characters rather than at spaces: Han ideographs,
    /// kana, Hangul, CJK punctuation and fullwidth forms.
    static func isWideBreakable(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FFF, 0x3001...0x303F, 0x3040...0x30FF, 0x3100...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xF900...0xFAFF,
             0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}
