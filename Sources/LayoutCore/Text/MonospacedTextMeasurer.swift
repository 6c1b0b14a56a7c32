/// A deterministic `TextMeasuring` for tests and for layouts run without a renderer: every grapheme (a letter,
/// a CJK character, a whole family emoji) advances `advance × fontSize` points and every line is
/// `lineHeight × fontSize` points high. It breaks lines exactly as the Renderer does (`TextLineBreaker`), so a
/// test's numbers follow from counting characters.
public struct MonospacedTextMeasurer: TextMeasuring, Sendable {
    /// The advance of one grapheme as a fraction of the font size.
    public var advance: Double
    /// The height of one line as a fraction of the font size.
    public var lineHeight: Double

    public init(advance: Double = 0.5, lineHeight: Double = 1.25) {
        self.advance = advance; self.lineHeight = lineHeight
    }

    public func measure(_ text: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> TextMeasurement {
        let perGrapheme = advance * fontSize
        let broken = TextLineBreaker { Double($0.count) * perGrapheme }.breakLines(text, maxWidth: maxWidth, maxLines: maxLines)
        return TextMeasurement(
            size: Size(width: broken.width, height: Double(broken.lines.count) * lineHeight * fontSize),
            lines: broken.lines.count,
            truncated: broken.truncated
        )
    }
}
