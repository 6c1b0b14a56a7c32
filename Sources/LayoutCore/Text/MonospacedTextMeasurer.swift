/// A deterministic `TextMeasuring` for tests and for layouts run without a renderer: every grapheme (a letter,
/// a CJK character, a whole family emoji) advances `advance × fontSize` points and every line is
/// `lineHeight × fontSize` points high. It breaks lines exactly as the drawing library does (`TextLineBreaker`), so a
/// test's numbers follow from counting characters.
public struct MonospacedTextMeasurer: TextMeasuring, Sendable {
    /// The advance of one grapheme as a fraction of the font size.
    public var advance: Double
    /// The height of one line as a fraction of the font size.
    public var lineHeight: Double

    /// A measurer whose graphemes advance `advance` × the font size (default 0.5) and whose lines are
    /// `lineHeight` × the font size high (default 1.25).
    public init(advance: Double = 0.5, lineHeight: Double = 1.25) {
        self.advance = advance; self.lineHeight = lineHeight
    }

    public func measure(_ text: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> TextMeasurement {
        let perGrapheme = advance * fontSize
        if let width = Self.singleLineWidth(of: text, perGrapheme: perGrapheme, maxWidth: maxWidth) {
            return TextMeasurement(size: Size(width: width, height: lineHeight * fontSize), lines: 1, truncated: false)
        }
        let broken = TextLineBreaker { Double($0.count) * perGrapheme }.breakLines(text, maxWidth: maxWidth, maxLines: maxLines)
        return TextMeasurement(
            size: Size(width: broken.width, height: Double(broken.lines.count) * lineHeight * fontSize),
            lines: broken.lines.count,
            truncated: broken.truncated
        )
    }

    /// The width of printable ASCII that fits on one line (no leading or trailing space), or nil for anything
    /// else. Data files measure millions of labels at load; this is `TextLineBreaker`'s sum without its strings:
    /// word and space-run widths are added in the order the breaker adds them, so the result is bit-identical
    /// (and every partial sum is below the final one, so no break would have happened).
    static func singleLineWidth(of text: String, perGrapheme: Double, maxWidth: Double) -> Double? {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else { return nil }
        var width = 0.0, run = 0, inSpaces = false
        for b in bytes {
            guard b >= 0x20 && b < 0x7F else { return nil }
            let isSpace = b == 0x20
            if isSpace != inSpaces { width += Double(run) * perGrapheme; run = 0; inSpaces = isSpace }
            run += 1
        }
        width += Double(run) * perGrapheme
        return width <= maxWidth ? width : nil
    }
}
