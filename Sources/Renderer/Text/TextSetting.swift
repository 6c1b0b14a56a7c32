import LayoutCore

/// How a label was set for drawing: its lines (in reading order, already wrapped and cut), their box, and what
/// the state file reports about it (fonts used, graphemes no installed font has).
public struct TextSetting: Hashable, Sendable {
    /// The lines, the last ending in "…" when `truncated`.
    public var lines: [String]
    /// The box of all lines, in points.
    public var size: Size
    /// True when text was left out.
    public var truncated: Bool
    /// Family names of the fonts the label was drawn with, in order of first use (as fontconfig names them).
    public var fonts: [String]
    /// Graphemes no installed font has (drawn as the primary font's box).
    public var missingGlyphs: Int

    /// A setting of `lines` in a box of `size` points, `truncated` when text was cut; the fonts used and the count of
    /// missing glyphs are for the state file (none unless given).
    public init(lines: [String], size: Size, truncated: Bool, fonts: [String] = [], missingGlyphs: Int = 0) {
        self.lines = lines; self.size = size; self.truncated = truncated; self.fonts = fonts; self.missingGlyphs = missingGlyphs
    }

    /// The lines joined by newlines: the string a backend draws as one multi-line label.
    public var text: String { lines.joined(separator: "\n") }

    /// The state file's `text` object.
    public var report: [String: any Sendable] {
        ["lines": lines.count, "truncated": truncated, "fonts": fonts, "missingGlyphs": missingGlyphs]
    }
}
