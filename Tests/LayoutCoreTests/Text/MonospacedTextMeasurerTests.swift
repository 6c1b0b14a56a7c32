import Testing
import LayoutCore
import LayoutCoreTestSupport

@Suite("MonospacedTextMeasurer")
struct MonospacedTextMeasurerTests {
    let measurer = MonospacedTextMeasurer()   // 0.5 × size per grapheme, 1.25 × size per line

    @Test("one line: width is graphemes × advance, height one line")
    func singleLine() {
        #expect(measurer.measure("hello", fontSize: 20) == TextMeasurement(size: Size(width: 50, height: 25), lines: 1, truncated: false))
        #expect(measurer.measure("", fontSize: 20) == TextMeasurement(size: .zero, lines: 0, truncated: false))
    }

    @Test("a 60-character label in a 400-point line at 16 points takes two lines")
    func wrapping() {
        let label = String(repeating: "abcdefghi ", count: 6).dropLast()   // 59 characters, 6 words
        let m = measurer.measure(String(label), fontSize: 16, maxWidth: 400, maxLines: 3)
        #expect(m.lines == 2)
        #expect(m.size == Size(width: 392, height: 40))   // 49 characters (5 words) on the first line
        #expect(!m.truncated)
    }

    @Test("a label cut at the line limit reports truncation")
    func truncated() {
        let m = measurer.measure(String(repeating: "word ", count: 60), fontSize: 10, maxWidth: 100, maxLines: 2)
        #expect(m.lines == 2 && m.truncated)
        #expect(m.size.height == 25 && m.size.width <= 100)
    }

    @Test("the one-line ASCII shortcut gives bit for bit what the line breaker gives, for 20,000 random labels")
    func asciiShortcutMatchesBreaker() {
        var rng = SeededGenerator(seed: 14)
        let alphabet = Array("abc XYZ 0189 .-_/ é漢🙂\t".unicodeScalars.map(Character.init))
        for n in 0..<20_000 {
            let length = Int.random(in: 0...40, using: &rng)
            let text = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] })
            let fontSize = [9.0, 13, 14.5, 17][n % 4], maxWidth = Double.random(in: 0...300, using: &rng)
            let breaker = TextLineBreaker { Double($0.count) * measurer.advance * fontSize }
                .breakLines(text, maxWidth: maxWidth, maxLines: 3)
            let m = measurer.measure(text, fontSize: fontSize, maxWidth: maxWidth, maxLines: 3)
            #expect(m.size.width == breaker.width && m.lines == breaker.lines.count && m.truncated == breaker.truncated,
                    "'\(text)' at \(fontSize) in \(maxWidth)")
            if m.size.width != breaker.width { break }
        }
    }
}
