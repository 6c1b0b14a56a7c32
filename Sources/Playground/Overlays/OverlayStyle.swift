import LayoutCore
import Renderer

/// Colours, text metrics and number formats shared by the help, inspector and parameter overlays, so the three
/// read as one family with the performance HUD and the legend.
enum OverlayStyle {
    /// Panel fill: the HUD's dark colour, a little less translucent because these panels are mostly text that
    /// must stay legible over bright cells.
    static let panelBackground = Color(hex: 0x0E1014, alpha: 0.93)
    /// Titles and values.
    static let bright = Color(hex: 0xE6EDF3)
    /// Body text.
    static let body = Color(hex: 0xC9D1D9)
    /// Secondary text: ranges, hints, footers.
    static let dim = Color(hex: 0x7D8590)
    /// Key names and the selected row: the legend's amber.
    static let accent = Color(hex: 0xF2A93B)

    /// Glyph advance as a fraction of the point size for characters in neither table below (generous: most of
    /// DejaVu's symbols are wider than its letters).
    static let advancePerPoint = 0.75

    /// Advances of the non-ASCII characters the overlays write, in 1/2048 em.
    private static let symbolAdvances: [Unicode.Scalar: UInt16] = [
        "…": 2048, "·": 651, "→": 1716, "×": 1716, "–": 1024, "▸": 1028, "↑": 1716, "↓": 1716,
    ]

    /// Advance widths of DejaVu Sans (the default font) for ASCII 32…126, in 1/2048 em, from the font's hmtx table.
    private static let asciiAdvances: [UInt16] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, 1303, 1303, 1303, 1303,
        1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587,
        1540, 604, 604, 1343, 1141, 1767, 1532, 1612, 1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799,
        690, 799, 1716, 1024, 1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253,
        1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
    ]

    /// Estimated width of a single-line label. Overlays are pure and never see the font, so they plan with the
    /// default font's advances plus a little to spare (measured against SDL_ttf: within 3 points for every help
    /// row at 9 to 16 points).
    static func textWidth(_ text: String, fontSize: Double) -> Double { widthOfAdvances(advances(text, fontSize: fontSize)) }

    /// The sum of the characters' advances, each rounded to whole pixels as the hinted renderer draws them.
    /// Advances add up over concatenation, which lets text be measured word by word.
    static func advances(_ text: String, fontSize: Double) -> Double {
        var total = 0.0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let em = v >= 32 && v < 127 ? Double(asciiAdvances[Int(v) - 32]) / 2048
                : symbolAdvances[scalar].map { Double($0) / 2048 } ?? advancePerPoint
            total += max(1, (em * fontSize).rounded())
        }
        return total
    }

    /// The estimated width of text whose advances sum to `advances`.
    static func widthOfAdvances(_ advances: Double) -> Double { advances * 1.04 + 2 }

    /// Height a label needs so the renderer draws it at its natural size (DejaVu's line height is about 1.17 em).
    static func lineHeight(_ fontSize: Double) -> Double { (fontSize * 1.25).rounded(.up) }

    /// How far right of its frame's left edge the renderer starts a leading-aligned label (padding plus its
    /// fixed 8-point indent, see `DisplayListRenderer.labelLayout`).
    static let leadingTextInset = DisplayListRenderer.labelPadding + 8
    /// Space the renderer keeps between a label and each side of its frame.
    static let labelPadding = DisplayListRenderer.labelPadding

    /// A number with at most two decimals and no trailing ".0" ("110", "0.25", "-12.5").
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
        return ((v * 100).rounded() / 100).compact
    }

    /// A point as "(x, y)" with `number` formatting.
    static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }

    /// A rect as "(x, y, w, h)" with `number` formatting.
    static func rect(_ r: Rect) -> String { "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))" }

    /// A number with exactly two decimals ("0.42", "12.00"), for timings.
    static func twoDecimals(_ v: Double) -> String {
        guard v.isFinite else { return number(v) }
        let hundredths = Int64((abs(v) * 100).rounded())
        let fraction = hundredths % 100
        return (v < 0 && hundredths != 0 ? "-" : "") + "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
