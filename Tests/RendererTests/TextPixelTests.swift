import Testing
import LayoutCore
import Renderer

extension SoftwarePixelTests {
    /// Labels in every script the playground promises, drawn headless with the real fonts: none may show the
    /// primary font's missing-glyph box ("tofu"), each takes the fallback font fontconfig names for its script,
    /// emoji keep their colors and right-to-left text reads right to left.
    @Suite("Text: fallback fonts, bidi, emoji (headless pixels)")
    struct TextPixels {
        static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        static let fontSize = 24.0

        /// label → the font family its non-Latin graphemes are drawn with.
        static let scripts: [(String, String)] = [
            ("你好，世界", "Noto Sans CJK SC"), ("こんにちは世界", "Noto Sans CJK JP"), ("안녕하세요 세계", "Noto Sans CJK KR"),
            ("שלום עולם", "DejaVu Sans"), ("مرحبا بالعالم", "DejaVu Sans"), ("नमस्ते दुनिया", "Noto Sans Devanagari"),
            ("สวัสดีชาวโลก", "Noto Sans Thai"), ("👨‍👩‍👧‍👦 🇯🇵 🇫🇷 😀", "Noto Color Emoji"),
            ("Ελληνικά Русский", "DejaVu Sans"),
        ]

        /// What was drawn where the label went: a mask of pixels away from the black paper, cropped to its ink.
        struct Ink: CustomStringConvertible {
            let width: Int, height: Int
            let on: [Bool]
            let colorful: Bool
            subscript(x: Int, y: Int) -> Bool { on[y * width + x] }
            var description: String { "\(width)×\(height) ink" }
        }

        static func draw(_ text: String) throws -> (Ink, TextSetting) {
            let target = try RenderTarget.headless(width: 600, height: 80)
            let backend = try SDLBackend(target: target, fontPath: fontPath)
            backend.clear(.black)
            let set = backend.setText(text, fontSize: fontSize, maxWidth: .infinity, maxLines: 0)
            backend.drawText(set.text, fontSize: fontSize, color: .white, in: Rect(x: 10, y: 10, width: set.size.width, height: set.size.height))
            let image = TestImage(target)
            var box = (x0: image.width, y0: image.height, x1: 0, y1: 0)
            var colorful = false
            func lit(_ p: UInt32) -> Bool { let (r, g, b) = TestImage.channels(p); return max(r, g, b) > 96 }
            for y in 0..<image.height { for x in 0..<image.width where lit(image[x, y]) {
                box = (min(box.x0, x), min(box.y0, y), max(box.x1, x + 1), max(box.y1, y + 1))
                let (r, g, b) = TestImage.channels(image[x, y])
                if max(r, g, b) - min(r, g, b) > 80 { colorful = true }
            } }
            guard box.x1 > box.x0 else { return (Ink(width: 0, height: 0, on: [], colorful: false), set) }
            var on: [Bool] = []
            for y in box.y0..<box.y1 { for x in box.x0..<box.x1 { on.append(lit(image[x, y])) } }
            return (Ink(width: box.x1 - box.x0, height: box.y1 - box.y0, on: on, colorful: colorful), set)
        }

        /// The x offsets where `needle` appears in `hay` (at least 97 % of its pixels the same, both its ink and its
        /// hollow inside, so a box-like glyph of another size does not count).
        static func matches(of needle: Ink, in hay: Ink) -> [Int] {
            guard needle.width > 0, needle.width <= hay.width, needle.height <= hay.height else { return [] }
            var found: [Int] = []
            for oy in 0...(hay.height - needle.height) {
                for ox in 0...(hay.width - needle.width) {
                    var same = 0
                    for y in 0..<needle.height { for x in 0..<needle.width where needle[x, y] == hay[ox + x, oy + y] { same += 1 } }
                    if Double(same) >= 0.97 * Double(needle.width * needle.height) { found.append(ox) }
                }
            }
            return found
        }

        @Test("no label in Chinese, Japanese, Korean, Hebrew, Arabic, Hindi, Thai, emoji, Greek or Cyrillic draws a glyph box")
        func noTofu() throws {
            // U+0378 is unassigned: no font has it, so it draws the primary font's box, the pattern looked for.
            let (tofu, tofuSet) = try Self.draw("\u{378}")
            #expect(tofuSet.missingGlyphs == 1)
            let (withTofu, _) = try Self.draw("a\u{378}b")
            #expect(Self.matches(of: tofu, in: withTofu).count >= 1, "the detector finds a box between two letters")
            for (label, family) in Self.scripts {
                let (ink, set) = try Self.draw(label)
                #expect(set.missingGlyphs == 0, "\(label)")
                #expect(set.fonts.contains(family), "\(label): \(set.fonts)")
                #expect(ink.width > 40, "\(label) draws: \(ink)")
                #expect(Self.matches(of: tofu, in: ink).isEmpty, "\(label) shows a glyph box")
            }
        }

        @Test("emoji keep their colors in white text; plain text stays white")
        func colorEmoji() throws {
            #expect(try Self.draw("😀 🇯🇵").0.colorful)
            #expect(try !Self.draw("Hello").0.colorful)
        }

        @Test("right-to-left text reads right to left: in \"אב\" the alef is to the right of the bet")
        func rightToLeft() throws {
            let (alef, _) = try Self.draw("א"), (bet, _) = try Self.draw("ב"), (word, _) = try Self.draw("אב")
            let a = try #require(Self.matches(of: alef, in: word).first), b = try #require(Self.matches(of: bet, in: word).first)
            #expect(a > b, "alef at \(a), bet at \(b)")
        }

        @Test("a character no installed font has is counted and reported once, naming the package to install")
        func missingFontReportedOnce() throws {
            final class Log { var lines: [String] = [] }
            let log = Log()
            let typesetter = try Typesetter(fontPath: Self.fontPath)
            typesetter.reportMissingFont = { log.lines.append($0) }
            // U+0870 and U+0871 are Arabic letters of Unicode 14, newer than every installed font.
            #expect(typesetter.set("a\u{870}b\u{871}", fontSize: 14, maxWidth: .infinity, maxLines: 0).missingGlyphs == 2)
            _ = typesetter.set("\u{870}", fontSize: 20, maxWidth: .infinity, maxLines: 0)
            #expect(log.lines == ["text: no installed font has Arabic characters (U+870); install fonts-noto-core (make run installs it)"])
        }

        @Test("shaped text measured word by word: every script's label measures at least its drawn ink, and at most its ink plus side bearings and a pixel per word")
        func measuredWidthCoversInk() throws {
            for (label, _) in Self.scripts {
                let (ink, set) = try Self.draw(label)
                let words = label.split(separator: " ").count
                #expect(Int(set.size.width.rounded(.up)) >= ink.width, "\(label): measured \(set.size.width), ink \(ink.width)")
                #expect(Int(set.size.width.rounded(.up)) <= ink.width + 6 + words, "\(label): measured \(set.size.width), ink \(ink.width)")
            }
        }

        @Test("the typesetter measures as the fake does for wrapping: the same breaks, in its own widths")
        func typesetterWraps() throws {
            let typesetter = try Typesetter(fontPath: Self.fontPath)
            let one = typesetter.measure("line one", fontSize: 14)
            let two = typesetter.measure("line one\nline two", fontSize: 14)
            #expect(one.lines == 1 && two.lines == 2 && two.size.height == 2 * one.size.height)
            let cut = typesetter.measure(String(repeating: "word ", count: 60), fontSize: 14, maxWidth: 150, maxLines: 2)
            #expect(cut.lines == 2 && cut.truncated && cut.size.width <= 150)
            #expect(typesetter.set("日本語のテキスト", fontSize: 14, maxWidth: 45, maxLines: 0).lines.count == 3)
        }
    }
}
