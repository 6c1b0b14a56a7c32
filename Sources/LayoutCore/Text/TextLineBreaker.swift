/// Greedy line breaking shared by every `TextMeasuring` implementation, so the fake used in tests and the
/// drawing library's real fonts break the same string at the same places; only the width function differs.
///
/// Break opportunities: after a run of spaces, before and after a CJK character (Han, kana, Hangul, fullwidth
/// forms: those scripts wrap between characters), and — only when a single word is wider than the line — between
/// any two graphemes. Newlines (`\n`, `\r\n`, `\r`, U+2028) always break; tabs are spaces. A line is never empty
/// while text remains: one grapheme always fits, however narrow the width.
public struct TextLineBreaker {
    /// The ellipsis that ends a truncated last line.
    public static let ellipsis = "…"

    /// The width of a piece of text on one line. Widths are added piece by piece (segments between break
    /// opportunities), so the function is asked about short pieces, never about whole paragraphs.
    public var width: (Substring) -> Double

    /// A breaker measuring pieces of text with `width` (points on one line, for the font in use).
    public init(width: @escaping (Substring) -> Double) { self.width = width }

    /// Sets `text` in lines no wider than `maxWidth` (`.infinity`: no wrapping), at most `maxLines` of them
    /// (0: no limit).
    public func breakLines(_ text: String, maxWidth: Double, maxLines: Int) -> BrokenText {
        let limit = maxWidth.isNaN ? Double.infinity : max(0, maxWidth)
        var lines: [String] = []
        var widths: [Double] = []
        let paragraphs = Self.paragraphs(of: text)
        func isFull() -> Bool { maxLines > 0 && lines.count >= maxLines }
        for (index, paragraph) in paragraphs.enumerated() {
            // The line is a range of the paragraph (its words and the spaces between them are contiguous), made a
            // String once when it ends rather than appended to word by word.
            var lineStart = paragraph.startIndex, lineEnd = paragraph.startIndex
            var lineWidth = 0.0
            var pendingWidth = 0.0   // the spaces after the last word: kept only if a word follows on the line
            for segment in Self.segments(of: paragraph) {
                let word = segment.word
                let wordWidth = word.isEmpty ? 0 : width(word)
                if lineStart < lineEnd && lineWidth + pendingWidth + wordWidth > limit {
                    lines.append(String(paragraph[lineStart..<lineEnd])); widths.append(lineWidth)
                    if isFull() { return truncate(lines, widths, limit) }
                    lineStart = word.startIndex; lineEnd = word.startIndex; lineWidth = 0
                }
                if lineStart < lineEnd { lineWidth += pendingWidth } else { lineStart = word.startIndex }
                if lineStart == word.startIndex && wordWidth > limit {
                    // A word wider than the line on its own: break it between graphemes.
                    var rest = word
                    while !rest.isEmpty {
                        let (head, headWidth) = fittingPrefix(of: rest, in: limit)
                        rest = rest[head.endIndex...]
                        if rest.isEmpty { lineStart = head.startIndex; lineEnd = head.endIndex; lineWidth = headWidth; break }
                        lines.append(String(head)); widths.append(headWidth)
                        if isFull() { return truncate(lines, widths, limit) }
                    }
                } else {
                    lineEnd = word.endIndex; lineWidth += wordWidth
                }
                pendingWidth = segment.spaces.isEmpty ? 0 : width(segment.spaces)
            }
            let isLast = index == paragraphs.count - 1
            if lineStart == lineEnd && paragraphs.count == 1 { break }   // empty text: no line at all
            lines.append(String(paragraph[lineStart..<lineEnd])); widths.append(lineWidth)
            if isFull() && !isLast { return truncate(lines, widths, limit) }
        }
        return BrokenText(lines: lines, widths: widths, truncated: false)
    }

    /// The longest prefix of `text` (at least one grapheme) no wider than `limit`, and its width.
    private func fittingPrefix(of text: Substring, in limit: Double) -> (Substring, Double) {
        var end = text.startIndex
        var fitted = 0.0
        while end < text.endIndex {
            let next = text.index(after: end)
            let w = width(text[text.startIndex..<next])
            if w > limit && end > text.startIndex { break }
            end = next; fitted = w
            if w > limit { break }
        }
        return (text[text.startIndex..<end], fitted)
    }

    /// Ends the last line in "…", dropping graphemes (and then trailing spaces) until line and ellipsis fit.
    private func truncate(_ lines: [String], _ widths: [Double], _ limit: Double) -> BrokenText {
        var lines = lines, widths = widths
        var last = Substring(lines[lines.count - 1])
        let ellipsisWidth = width(Substring(Self.ellipsis))
        var lastWidth = widths[widths.count - 1]
        while !last.isEmpty && lastWidth + ellipsisWidth > limit {
            last = last.dropLast()
            lastWidth = last.isEmpty ? 0 : width(last)
        }
        while let c = last.last, Self.isSpace(c) { last = last.dropLast() }
        lastWidth = last.isEmpty ? 0 : width(last)
        lines[lines.count - 1] = last + Self.ellipsis
        widths[widths.count - 1] = lastWidth + ellipsisWidth
        return BrokenText(lines: lines, widths: widths, truncated: true)
    }
}
