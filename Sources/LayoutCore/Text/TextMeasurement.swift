/// How a string was set: the box it needs, how many lines it took and whether text was cut with "…".
public struct TextMeasurement: Hashable, Sendable, CustomStringConvertible {
    /// The width of the widest line and the height of all lines (never wider than the width asked for,
    /// except that one grapheme always fits on a line).
    public var size: Size
    /// The number of lines set (0 for an empty string).
    public var lines: Int
    /// True when the text did not fit in the lines allowed and the last line ends in "…".
    public var truncated: Bool

    /// A measurement of `size` points set in `lines` lines, `truncated` when text was cut with "…".
    public init(size: Size, lines: Int, truncated: Bool) {
        self.size = size; self.lines = lines; self.truncated = truncated
    }

    public var description: String { "\(size) in \(lines) line\(lines == 1 ? "" : "s")\(truncated ? ", truncated" : "")" }
}
