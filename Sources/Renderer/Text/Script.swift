/// The writing systems the playground's fallback fonts are chosen and reported for: enough to tell HarfBuzz
/// which shaper a run needs and to name the package that brings a missing script's font.
enum Script: UInt8, Hashable {
    case common, latin, greek, cyrillic, hebrew, arabic, devanagari, thai, han, hiragana, katakana, hangul, emoji, other

    /// The script of a grapheme, from its first scalar (emoji by presentation, so "1️⃣" is emoji and "1" is not).
    init(_ character: Character) {
        guard let first = character.unicodeScalars.first else { self = .common; return }
        if first.isASCII {
            let v = first.value
            self = (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) ? .latin : .common
            return
        }
        if Self.isEmoji(character) { self = .emoji; return }
        switch first.value {
        case 0x0041...0x005A, 0x0061...0x007A, 0x00C0...0x024F, 0x1E00...0x1EFF: self = .latin
        case 0x0370...0x03FF, 0x1F00...0x1FFF: self = .greek
        case 0x0400...0x052F: self = .cyrillic
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: self = .hebrew
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
        case 0x0900...0x097F, 0xA8E0...0xA8FF: self = .devanagari
        case 0x0E00...0x0E7F: self = .thai
        case 0x3040...0x309F: self = .hiragana
        case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .katakana
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: self = .hangul
        case 0x2E80...0x2FDF, 0x3005...0x3007, 0x3021...0x3029, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0x20000...0x3FFFF: self = .han
        case 0x0000...0x0040, 0x005B...0x0060, 0x007B...0x00BF, 0x2000...0x2BFF, 0x3000...0x3004, 0xFF00...0xFF65:
            self = .common
        default: self = .other
        }
    }

    /// True for a grapheme shown as an emoji picture: emoji presentation by default, a variation selector 16,
    /// a keycap or a sequence (family, flag, skin tone).
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        // Below U+00A9 only keycaps ("1️⃣", "#️⃣") are emoji.
        guard let first = scalars.first, first.value >= 0xA9 || scalars.count > 1 else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D }
    }

    /// The ISO 15924 tag HarfBuzz shapes a run with (SDL_ttf's `TTF_SetFontScriptName`).
    var harfBuzzTag: String {
        switch self {
        case .latin, .common, .other: "Latn"
        case .greek: "Grek"
        case .cyrillic: "Cyrl"
        case .hebrew: "Hebr"
        case .arabic: "Arab"
        case .devanagari: "Deva"
        case .thai: "Thai"
        case .han: "Hani"
        case .hiragana: "Hira"
        case .katakana: "Kana"
        case .hangul: "Hang"
        case .emoji: "Zyyy"
        }
    }

    /// The name a missing-font message uses.
    var name: String {
        switch self {
        case .common: "Common"
        case .latin: "Latin"
        case .greek: "Greek"
        case .cyrillic: "Cyrillic"
        case .hebrew: "Hebrew"
        case .arabic: "Arabic"
        case .devanagari: "Devanagari"
        case .thai: "Thai"
        case .han: "Han (CJK)"
        case .hiragana: "Hiragana"
        case .katakana: "Katakana"
        case .hangul: "Hangul"
        case .emoji: "Emoji"
        case .other: "this script"
        }
    }

    /// The Debian package whose font draws the script.
    var package: String {
        switch self {
        case .han, .hiragana, .katakana, .hangul: "fonts-noto-cjk"
        case .emoji: "fonts-noto-color-emoji"
        case .latin, .common, .greek, .cyrillic: "fonts-dejavu-core"
        default: "fonts-noto-core"
        }
    }

    /// Characters that take the font of the grapheme before them when it has them (spaces, punctuation,
    /// digits), so "שלום, עולם" stays one run and is shaped and ordered as one.
    static func isNeutral(_ c: Character) -> Bool {
        if let s = c.unicodeScalars.first, s.isASCII {
            let v = s.value
            return !((0x41...0x5A).contains(v) || (0x61...0x7A).contains(v))
        }
        return c.isWhitespace || c.isPunctuation || c.isNumber || c.isSymbol && !isEmoji(c)
    }

    /// The languages `language(of:)` answers numbered, for tables kept per language: 0 for none (the locale's
    /// default), 1 Japanese, 2 Korean, 3 Simplified Chinese.
    static func slot(of language: String?) -> Int {
        guard let language else { return 0 }
        switch language {
        case "ja": return 1
        case "ko": return 2
        default: return 3
        }
    }

    /// The fontconfig language a label's CJK characters are best drawn for (Japanese with kana, Korean with
    /// Hangul, Simplified Chinese otherwise), so Han characters take the matching Noto Sans CJK face.
    static func language(of text: String) -> String? {
        if text.utf8.allSatisfy({ $0 < 0xE0 }) { return nil }   // no three-byte UTF-8: nothing from U+0800 on
        var han = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return "ja"
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return "ko"
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: han = true
            default: break
            }
        }
        return han ? "zh-cn" : nil
    }
}
