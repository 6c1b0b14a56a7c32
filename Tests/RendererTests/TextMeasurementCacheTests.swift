import Testing
import LayoutCore
import LayoutCoreTestSupport
@testable import Renderer

/// Setting a label from what earlier labels left in the typesetter's caches (word widths, line metrics, glyph
/// advances) and resolving simple right-to-left paragraphs without fribidi must give exactly what measuring it
/// from nothing gives: the state file's lines, truncation, fonts and missing glyphs, and the measured size.
@Suite("Text: cached measurement is exact")
struct TextMeasurementCacheTests {
    static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The labels of `playground bench`'s `text.set.new_labels.mixed` row (every script of Assets/scripts.json,
    /// one to nine words and a number), one screen of them for `round`.
    static func mixedLabels(round: Int, count: Int = 300) -> [String] {
        let words = ["Kumquat", "Apple", "label", "東京", "こんにちは", "서울", "שלום", "مرحبا", "😀", "Ελληνικά", "line", "the"]
        return (0..<count).map { i in
            (0..<(1 + (i % 5) * 2)).map { words[(i + $0 * 7) % words.count] }.joined(separator: " ") + " \(round * 1000 + i)"
        }
    }

    @Test("a new label set from words seen before measures exactly as on a typesetter that saw nothing, unwrapped and wrapped to 3 lines of 152 points")
    func warmEqualsCold() throws {
        let warm = try Typesetter(fontPath: Self.fontPath)
        for label in Self.mixedLabels(round: 1) { _ = warm.set(label, fontSize: 14, maxWidth: .infinity, maxLines: 0) }
        let extra = ["שלום עולם 123 abc", "مرحبا بالعالم ١٢٣", "a (שלום) b!", "👨‍👩‍👧‍👦 🇯🇵 שלום", "line one\nline two", "नमस्ते दुनिया"]
        var checked = 0, wrapped = 0
        // One cold typesetter per width: a label's own words are all it has seen.
        for label in Self.mixedLabels(round: 2, count: 60) + extra {
            for (width, lines) in [(Double.infinity, 0), (152, 3)] {
                let cold = try Typesetter(fontPath: Self.fontPath)
                let expected = cold.set(label, fontSize: 14, maxWidth: width, maxLines: lines)
                let got = warm.set(label, fontSize: 14, maxWidth: width, maxLines: lines)
                #expect(got == expected, "\(label) at \(width)")
                checked += 1
                if got.lines.count > 1 { wrapped += 1 }
            }
        }
        #expect(checked == 132 && wrapped >= 30)
    }

    @Test("right-to-left paragraphs of letters, digits, spaces and emoji get fribidi's levels without fribidi")
    func simpleBidiIsFribidi() throws {
        // Every bench label with a right-to-left word takes the fast path.
        for label in Self.mixedLabels(round: 1) where label.unicodeScalars.contains(where: BidiLevels.isRightToLeftCandidate) {
            let scalars = Array(label.unicodeScalars)
            #expect(BidiLevels.simpleLevels(scalars) == BidiLevels.levels(scalars), "\(label)")
        }
        // Random paragraphs over L, R, AL, EN, AN, WS and ON (emoji, "!"), leading and trailing spaces among them.
        let alphabet: [Unicode.Scalar] = ["a", "Z", "é", "東", "א", "ב", "م", "ر", "1", "7", "\u{663}", "\u{661}", " ", " ", "😀", "!"]
        var random = SeededGenerator(seed: 14)
        var fast = 0
        for _ in 0..<3000 {
            let scalars = (0..<Int.random(in: 1...10, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            guard let levels = BidiLevels.simpleLevels(scalars) else { continue }
            fast += 1
            #expect(levels == BidiLevels.levels(scalars), "\(String(String.UnicodeScalarView(scalars)))")
        }
        #expect(fast == 3000)
        // Brackets and separators go to fribidi.
        #expect(BidiLevels.simpleLevels(Array("א (ב)".unicodeScalars)) == nil)
        #expect(BidiLevels.simpleLevels(Array("א 1-2".unicodeScalars)) == nil)
    }

    @Test("the text cache tells keys apart by bytes and tag, and starts over past its capacity")
    func textCache() {
        let cache = TextCache<Int>(capacity: 3)
        func find(_ text: String, _ tag: Int) -> Int? {
            var t = text
            return t.withUTF8 { cache.value(hash: TextCache<Int>.hash($0), tag: tag, bytes: $0) }
        }
        func put(_ value: Int, _ text: String, _ tag: Int) {
            var t = text
            let hash = t.withUTF8 { TextCache<Int>.hash($0) }
            cache.insert(value, hash: hash, tag: tag, text: text)
        }
        put(1, "שלום", 0); put(2, "שלום", 1); put(3, "e\u{301}", 0)
        #expect(find("שלום", 0) == 1 && find("שלום", 1) == 2 && find("\u{e9}", 0) == nil && find("e\u{301}", 0) == 3)
        put(4, "four", 0)
        #expect(cache.count == 1 && find("שלום", 0) == nil && find("four", 0) == 4)
    }
}
