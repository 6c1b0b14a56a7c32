internal import CFontconfig

/// The fonts a label falls back to, found through fontconfig: for each language, fontconfig's sorted list of
/// sans-serif faces with the characters each covers (`FcFontSort`), and the color emoji face. A grapheme is drawn
/// with the primary font when it has the glyph, else with the first face on the list that has it.
final class FontFallback {
    /// A candidate face and the characters it covers (owned by `sets`, kept alive with it).
    private struct Candidate { let face: FontFace; let charset: OpaquePointer }

    private var chains: [String: [Candidate]] = [:]
    /// Each listed face's coverage, for "does the face already in use have this character too".
    private var coverage: [FontFace: OpaquePointer] = [:]
    private var sets: [UnsafeMutablePointer<FcFontSet>] = []
    private var patterns: [OpaquePointer] = []
    private(set) lazy var emoji: (face: FontFace, charset: OpaquePointer)? = findEmoji()

    init() { _ = FcInit() }

    deinit {
        for s in sets { FcFontSetDestroy(s) }
        for p in patterns { FcPatternDestroy(p) }
    }

    /// The first face for `language` (nil: the locale's default) that has `scalar`.
    func face(for scalar: Unicode.Scalar, language: String?) -> FontFace? {
        chain(language).first { FcCharSetHasChar($0.charset, scalar.value) != 0 }?.face
    }

    /// True when `face` (one fontconfig listed) has `scalar`; false for faces it did not list.
    func has(_ face: FontFace, _ scalar: Unicode.Scalar) -> Bool {
        coverage[face].map { FcCharSetHasChar($0, scalar.value) != 0 } ?? false
    }

    /// The color emoji face when it has `scalar`.
    func emojiFace(for scalar: Unicode.Scalar) -> FontFace? {
        guard let e = emoji, FcCharSetHasChar(e.charset, scalar.value) != 0 else { return nil }
        return e.face
    }

    private func chain(_ language: String?) -> [Candidate] {
        let key = language ?? ""
        if let c = chains[key] { return c }
        var found: [Candidate] = []
        if let pattern = FcNameParse(language.map { "sans-serif:lang=\($0)" } ?? "sans-serif") {
            FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultMatch
            if let set = FcFontSort(nil, pattern, 1, nil, &result) {
                sets.append(set)
                for i in 0..<Int(set.pointee.nfont) {
                    guard let font = set.pointee.fonts[i], let c = candidate(font) else { continue }
                    found.append(c); coverage[c.face] = c.charset
                }
            }
            FcPatternDestroy(pattern)
        }
        chains[key] = found
        return found
    }

    private func candidate(_ font: OpaquePointer) -> Candidate? {
        var file: UnsafeMutablePointer<FcChar8>?
        var family: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        var color: FcBool = 0
        var charset: OpaquePointer?
        guard FcPatternGetString(font, "file", 0, &file) == FcResultMatch, let file,
              FcPatternGetCharSet(font, "charset", 0, &charset) == FcResultMatch, let charset else { return nil }
        _ = FcPatternGetInteger(font, "index", 0, &index)
        _ = FcPatternGetBool(font, "color", 0, &color)
        let name = FcPatternGetString(font, "family", 0, &family) == FcResultMatch && family != nil
            ? String(cString: family!) : ""
        let path = String(cString: file)
        // SDL_ttf draws TrueType/OpenType (and bitmap fonts through FreeType); Type 1 and PCF faces are skipped.
        guard path.hasSuffix(".ttf") || path.hasSuffix(".otf") || path.hasSuffix(".ttc") || path.hasSuffix(".otc") else { return nil }
        return Candidate(face: FontFace(path: path, index: Int(index), family: name, isColor: color != 0), charset: charset)
    }

    private func findEmoji() -> (face: FontFace, charset: OpaquePointer)? {
        guard let pattern = FcNameParse("emoji:color=true") else { return nil }
        patterns.append(pattern)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let set = FcFontSort(nil, pattern, 0, nil, &result) else { return nil }
        sets.append(set)
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i], let c = candidate(font), c.face.isColor else { continue }
            coverage[c.face] = c.charset
            return (c.face, c.charset)
        }
        return nil
    }
}
