/// The lines a `TextLineBreaker` set a string in, in logical (reading) order, with their widths.
public struct BrokenText: Hashable, Sendable {
    /// The text of each line, without the spaces a break consumed; the last one ends in "…" when `truncated`.
    public var lines: [String]
    /// The width of each line as the breaker's width function measured it.
    public var widths: [Double]
    /// True when text was left out and the last line ends in "…".
    public var truncated: Bool

    /// Lines with their measured widths (one per line, in the same order), and whether the last one was cut.
    public init(lines: [String], widths: [Double], truncated: Bool) {
        self.lines = lines; self.widths = widths; self.truncated = truncated
    }

    /// The widest line's width.
    public var width: Double { widths.max() ?? 0 }
}
