internal import CFontconfig
import Glibc

/// Finds the font labels are drawn with, so a client of the Renderer needs no font path of its own. DejaVu Sans
/// comes first because every picture and pixel test in this project was made with it (Debian's
/// fonts-dejavu-core); without it, fontconfig's best match for "sans-serif" (the desktop's own choice).
public enum FontLocator {
    /// Where Debian and Ubuntu install DejaVu Sans.
    public static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The default label font's file. Throws one line naming what to install when the system has no font.
    public static func defaultFontPath() throws -> String {
        if readable(dejaVuSans) { return dejaVuSans }
        for pattern in ["DejaVu Sans", "sans-serif"] {
            if let path = match(pattern), readable(path) { return path }
        }
        throw RenderError("no font found (looked for \(dejaVuSans) and asked fontconfig for sans-serif); install one "
            + "with 'apt-get install -y fonts-dejavu-core' or pass a font path")
    }

    private static func readable(_ path: String) -> Bool { access(path, R_OK) == 0 }

    /// fontconfig's best match for `pattern` (after the configuration's substitutions), as a file path.
    static func match(_ pattern: String) -> String? {
        guard FcInit() != 0, let query = FcNameParse(pattern) else { return nil }
        defer { FcPatternDestroy(query) }
        FcConfigSubstitute(nil, query, FcMatchPattern)
        FcDefaultSubstitute(query)
        var result = FcResultMatch
        guard let font = FcFontMatch(nil, query, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, "file", 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }
}
