internal import CSDL2
import LayoutCore
#if canImport(Glibc)
import Glibc
#endif

/// Sets and measures text with the fonts the backend draws with: the primary font (`--font`, DejaVu Sans) and,
/// per grapheme it lacks, the first fontconfig fallback that has it (Noto Sans CJK, Hebrew, Arabic, Devanagari,
/// Thai, Noto Color Emoji …). Runs of one font and one bidi level are shaped by HarfBuzz through SDL_ttf and put in
/// visual order by the bidi algorithm. Lines break with LayoutCore's `TextLineBreaker`, so the playground's layout
/// and its drawing agree. Measurements are cached by (string, size, width, lines).
///
/// Sizes in the public API are points; `scale` is the device pixels per point text is rasterised at.
public final class Typesetter: TextMeasuring {
    struct FontKey: Hashable { let face: Int; let pixelSize: Int }
    struct ScalarKey: Hashable { let scalar: UInt32; let language: String?; let emoji: Bool }
    struct LineKey: Hashable { let text: String; let pixelSize: Int; let language: String? }
    struct SettingKey: Hashable { let text: String; let pixelSize: Int; let maxWidth: Double; let maxLines: Int }
    /// A line's width in pixels and what drew it.
    struct LineMetrics { let width: Double; let faces: [Int]; let missing: Int }

    /// Device pixels per point.
    public var scale: Double = 1 { didSet { if scale != oldValue { settings.removeAll() } } }
    /// Called once per script no installed font has, with a line naming the script and the package to install.
    public var reportMissingFont: (String) -> Void = { message in
        let line = message + "\n"
        _ = line.withCString { write(2, $0, strlen($0)) }   // standard error, unbuffered
    }

    let fallback = FontFallback()
    /// Settings of the labels drawn since the backend last cleared, by text (for the state file).
    var drawnSettings: [String: TextSetting] = [:]
    /// Faces in first-use order; 0 is the primary font.
    private(set) var faces: [FontFace]
    private var faceIndex: [FontFace: Int] = [:]
    private var fonts: [FontKey: OpaquePointer] = [:]
    private var files: [String: (base: UnsafeMutableRawPointer, size: Int)] = [:]
    private var scalarFaces: [ScalarKey: Int] = [:]
    private var lineMetrics: [LineKey: LineMetrics] = [:]
    struct AdvanceKey: Hashable { let scalar: UInt32; let language: String?; let pixelSize: Int }
    /// A glyph's advance in pixels and its face (-1: no font has it).
    struct Advance { let width: Double; let face: Int }
    private var advances: [AdvanceKey: Advance] = [:]
    struct WordKey: Hashable { let text: String; let face: Int; let pixelSize: Int; let rightToLeft: Bool; let script: Script }
    /// Shaped widths of single words (a run's text between spaces), as browsers' word shape caches keep them:
    /// labels repeat words far more often than whole lines, and shaping is most of the cost of setting a new label.
    private var wordWidths: [WordKey: Double] = [:]
    private var settings: [SettingKey: TextSetting] = [:]
    private var reported: Set<Script> = []
    /// The primary font at a reference size, for "does it have this glyph".
    private let probe: OpaquePointer

    /// Most cached settings and line measurements kept; past it the caches start over.
    static let cacheCapacity = 20_000

    /// A typesetter whose primary font is the system's default (`FontLocator.defaultFontPath()`).
    public convenience init() throws {
        try self.init(fontPath: try FontLocator.defaultFontPath())
    }

    /// A typesetter whose primary font is the one at `fontPath`; throws a one-line error naming the path when it cannot be opened.
    public init(fontPath: String) throws {
        try SDLSystem.startText()
        guard let probe = TTF_OpenFont(fontPath, 16) else {
            throw RenderError("could not open font '\(fontPath)': \(SDLSystem.lastError()); "
                + "install it with 'apt-get install fonts-dejavu-core' or pass --font PATH")
        }
        self.probe = probe
        let primary = FontFace(path: fontPath, index: 0, family: TTF_FontFaceFamilyName(probe).map { String(cString: $0) } ?? "", isColor: false)
        faces = [primary]
        faceIndex[primary] = 0
    }

    deinit {
        for f in fonts.values { TTF_CloseFont(f) }
        TTF_CloseFont(probe)
        for file in files.values { munmap(file.base, file.size) }
    }

    /// A font file mapped read-only (shared by every size of its faces), nil when it cannot be read.
    private func mapped(_ path: String) -> (base: UnsafeMutableRawPointer, size: Int)? {
        if let file = files[path] { return file }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 0 else { return nil }
        let size = Int(info.st_size)
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else { return nil }
        files[path] = (base, size)
        return (base, size)
    }

    // MARK: TextMeasuring

    public func measure(_ text: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> TextMeasurement {
        let s = set(text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)
        return TextMeasurement(size: s.size, lines: s.lines.count, truncated: s.truncated)
    }

    /// `text` set in lines no wider than `maxWidth` points (at most `maxLines`, 0: no limit), with the fonts and
    /// missing glyphs the state file reports.
    public func set(_ text: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> TextSetting {
        let px = Self.pixelSize(fontSize, scale: scale)
        let widthPx = maxWidth.isFinite ? maxWidth * scale : .infinity
        let key = SettingKey(text: text, pixelSize: px, maxWidth: widthPx, maxLines: maxLines)
        if let s = settings[key] { return s }
        let language = Script.language(of: text)
        var lines: [String]
        var truncated = false
        // Most labels fit on one line: one measurement, no breaking.
        var single: LineMetrics?
        if !TextLineBreaker.hasBreakOrTab(text) {
            let m = metrics(text, px, language)
            if m.width <= widthPx { single = m }
        }
        if single != nil {
            lines = text.isEmpty ? [] : [text]
        } else {
            let broken = TextLineBreaker { self.segmentWidth($0, px, language) }
                .breakLines(text, maxWidth: widthPx, maxLines: maxLines)
            lines = broken.lines; truncated = broken.truncated
        }
        var used: [Int] = [], missing = 0, width = 0.0
        for line in lines {
            let m = single ?? metrics(line, px, language)
            width = max(width, m.width); missing += m.missing
            for f in m.faces where !used.contains(f) { used.append(f) }
        }
        let height = Double(lineHeight(px, faces: used)) * Double(lines.count)
        let setting = TextSetting(lines: lines, size: Size(width: width.rounded(.up) / scale, height: height / scale),
                                  truncated: truncated, fonts: used.map { faces[$0].family }, missingGlyphs: missing)
        if settings.count >= Self.cacheCapacity { settings.removeAll(keepingCapacity: true) }
        settings[key] = setting
        return setting
    }

    /// Whole point sizes (as at 1×) times the scale, so at 2× glyphs get twice the pixels.
    static func pixelSize(_ fontSize: Double, scale: Double) -> Int {
        let px = (fontSize.rounded() * scale).rounded()
        return px.isFinite ? Int(max(1, min(4096, px))) : 1
    }

    // MARK: Fonts

    /// The SDL_ttf font for a face at a pixel size; color bitmap faces have one size (their strike) and are scaled.
    func font(_ face: Int, _ px: Int) -> OpaquePointer? {
        let size = faces[face].isColor ? 0 : px
        let key = FontKey(face: face, pixelSize: size)
        if let f = fonts[key] { return f }
        // From memory: FreeType then loads glyphs without a seek and a read per glyph (CJK fonts thrash SDL_ttf's
        // small glyph cache, and each miss went back to the file).
        guard let file = mapped(faces[face].path), let rw = SDL_RWFromConstMem(file.base, Int32(file.size)) else { return nil }
        let f = TTF_OpenFontIndexRW(rw, 1, Int32(size), faces[face].index)
        if let f { fonts[key] = f }
        return f
    }

    /// Pixels a color (bitmap) face's glyphs are scaled by so they stand as tall as text at `px`.
    func colorScale(_ font: OpaquePointer, _ px: Int) -> Double {
        Double(px) * 1.3 / Double(max(1, TTF_FontHeight(font)))
    }

    /// The height of one line: the tallest of the faces used (the primary one when none is).
    func lineHeight(_ px: Int, faces used: [Int]) -> Int {
        var h = font(0, px).map { Int(TTF_FontHeight($0)) } ?? px
        for f in used where !faces[f].isColor { if let ft = font(f, px) { h = max(h, Int(TTF_FontHeight(ft))) } }
        return h
    }

    private func index(of face: FontFace) -> Int {
        if let i = faceIndex[face] { return i }
        faces.append(face); faceIndex[face] = faces.count - 1
        return faces.count - 1
    }

    /// The face a grapheme is drawn with, nil when no installed font has it.
    func face(for character: Character, language: String?) -> Int? {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let emoji = Script.isEmoji(character)
        let key = ScalarKey(scalar: scalar.value, language: language, emoji: emoji)
        if let f = scalarFaces[key] { return f < 0 ? nil : f }
        var found: Int?
        if emoji, let e = fallback.emojiFace(for: scalar) { found = index(of: e) }
        if found == nil {
            if TTF_GlyphIsProvided32(probe, scalar.value) != 0 { found = 0 }
            else if let f = fallback.face(for: scalar, language: language) { found = index(of: f) }
        }
        scalarFaces[key] = found ?? -1
        if found == nil { reportMissing(character) }
        return found
    }

    private func reportMissing(_ character: Character) {
        let script = Script(character)
        guard !reported.contains(script), let s = character.unicodeScalars.first else { return }
        reported.insert(script)
        let code = "U+" + String(s.value, radix: 16, uppercase: true)
        reportMissingFont("text: no installed font has \(script.name) characters (\(code)); install \(script.package) (make run installs it)")
    }

    /// Characters that take the font of the grapheme before them when it has them (spaces, punctuation,
    /// digits), so "שלום, עולם" stays one run and is shaped and ordered as one.
    private static func isNeutral(_ c: Character) -> Bool {
        if let s = c.unicodeScalars.first, s.isASCII {
            let v = s.value
            return !((0x41...0x5A).contains(v) || (0x61...0x7A).contains(v))
        }
        return c.isWhitespace || c.isPunctuation || c.isNumber || c.isSymbol && !Script.isEmoji(c)
    }

    // MARK: Runs

    /// The line cut into runs of one face and one bidi level, in visual (left-to-right drawing) order, and the
    /// graphemes no font has.
    func runs(_ line: String, language: String?) -> (runs: [TextRun], missing: Int) {
        let graphemes = Array(line)
        var scalars: [Unicode.Scalar] = []
        var starts: [Int] = []
        scalars.reserveCapacity(line.unicodeScalars.count)
        for g in graphemes { starts.append(scalars.count); scalars.append(contentsOf: g.unicodeScalars) }
        let levels = BidiLevels.levels(scalars)
        var runs: [TextRun] = []
        var missing = 0
        var previous: Int?
        for (i, g) in graphemes.enumerated() {
            var f: Int
            if let p = previous, !faces[p].isColor, Self.isNeutral(g), let s = g.unicodeScalars.first,
               p == 0 ? TTF_GlyphIsProvided32(probe, s.value) != 0 : fallback.has(faces[p], s) {
                f = p
            } else if let found = face(for: g, language: language) {
                f = found
            } else {
                f = 0; missing += 1
            }
            previous = f
            let level = starts[i] < levels.count ? levels[starts[i]] : 0
            let script = Script(g)
            if var last = runs.last, last.face == f, last.level == level {
                last.text.append(g)
                if last.script == .common || last.script == .other { last.script = script }
                runs[runs.count - 1] = last
            } else {
                runs.append(TextRun(text: String(g), face: f, level: level, script: script))
            }
        }
        let order = BidiLevels.visualOrder(runs.map(\.level))
        return (order.map { runs[$0] }, missing)
    }

    /// Prepares a shared font for one run: HarfBuzz's direction and script.
    func prepare(_ font: OpaquePointer, for run: TextRun) {
        TTF_SetFontDirection(font, run.isRightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(font, run.script.harfBuzzTag)
    }

    /// A run's advance in pixels: the sum of its words' and spaces' shaped advances. Shaping stops at spaces
    /// (no script joins or forms ligatures across one); only kerning against a space is lost, and the measured
    /// width comes out at most a pixel per word wider than the run drawn whole, which drawing absorbs.
    func width(of run: TextRun, _ px: Int) -> Double {
        guard let font = font(run.face, px) else { return 0 }
        var total = 0.0, prepared = false
        var start = run.text.startIndex
        while true {
            let end = run.text[start...].firstIndex(of: " ") ?? run.text.endIndex
            if start < end { total += wordWidth(run.text[start..<end], run, font, px, prepared: &prepared) }
            guard end < run.text.endIndex else { break }
            total += wordWidth(" ", run, font, px, prepared: &prepared)
            start = run.text.index(after: end)
        }
        return total
    }

    /// One word's shaped advance in pixels (cached); sets the font up for the run before its first shaping.
    private func wordWidth(_ word: Substring, _ run: TextRun, _ font: OpaquePointer, _ px: Int, prepared: inout Bool) -> Double {
        // A String, not the Substring: a cached key must not keep its whole run alive (most words are small strings,
        // stored inline).
        let key = WordKey(text: String(word), face: run.face, pixelSize: px, rightToLeft: run.isRightToLeft, script: run.script)
        if let w = wordWidths[key] { return w }
        if !prepared { prepare(font, for: run); prepared = true }
        var w: Int32 = 0, h: Int32 = 0
        let width: Double
        if TTF_SizeUTF8(font, key.text, &w, &h) != 0 { width = 0 }
        else { width = faces[run.face].isColor ? (Double(w) * colorScale(font, px)).rounded() : Double(w) }
        if wordWidths.count >= Self.cacheCapacity { wordWidths.removeAll(keepingCapacity: true) }
        wordWidths[key] = width
        return width
    }

    /// A line's width in pixels and the faces it uses (cached).
    func metrics(_ line: String, _ px: Int, _ language: String?) -> LineMetrics {
        let key = LineKey(text: line, pixelSize: px, language: language)
        if let m = lineMetrics[key] { return m }
        if let m = simpleMetrics(line, px, language) {
            if lineMetrics.count >= Self.cacheCapacity { lineMetrics.removeAll(keepingCapacity: true) }
            lineMetrics[key] = m
            return m
        }
        let (runs, missing) = runs(line, language: language)
        var width = 0.0
        var used: [Int] = []
        for r in runs {
            width += self.width(of: r, px)
            if !used.contains(r.face) { used.append(r.face) }
        }
        let m = LineMetrics(width: width, faces: used, missing: missing)
        if lineMetrics.count >= Self.cacheCapacity { lineMetrics.removeAll(keepingCapacity: true) }
        lineMetrics[key] = m
        return m
    }

    /// A segment's width for line breaking: simple text as the sum of cached advances, anything else shaped.
    func segmentWidth(_ segment: Substring, _ px: Int, _ language: String?) -> Double {
        metrics(String(segment), px, language).width
    }

    /// The width of a line of simple text — Latin, Greek, Cyrillic, CJK and Hangul with no combining marks, emoji
    /// or right-to-left characters — as the sum of cached glyph advances, without shaping (HarfBuzz would only
    /// kern it: the texture may come out a pixel or two narrower, which drawing absorbs). nil for other text.
    func simpleMetrics(_ line: String, _ px: Int, _ language: String?) -> LineMetrics? {
        var total = 0.0
        var used: [Int] = []
        var missing = 0
        for scalar in line.unicodeScalars {
            let v = scalar.value
            guard v < 0x0300 || (0x0370..<0x0590).contains(v) || (0x3000..<0xA000).contains(v) || (0xAC00..<0xD7B0).contains(v)
            else { return nil }
            let key = AdvanceKey(scalar: v, language: language, pixelSize: px)
            let advance: Advance
            if let a = advances[key] { advance = a } else {
                guard let a = measureAdvance(scalar, px, language) else { return nil }
                advances[key] = a; advance = a
            }
            total += advance.width
            if advance.face < 0 { missing += 1 } else if !used.contains(advance.face) { used.append(advance.face) }
        }
        return LineMetrics(width: total, faces: used, missing: missing)
    }

    private func measureAdvance(_ scalar: Unicode.Scalar, _ px: Int, _ language: String?) -> Advance? {
        let character = Character(scalar)
        let found = face(for: character, language: language)
        let face = found ?? 0
        guard !faces[face].isColor, let font = font(face, px) else { return nil }
        var advance: Int32 = 0
        TTF_GlyphMetrics32(font, scalar.value, nil, nil, nil, nil, &advance)
        return Advance(width: Double(advance), face: found ?? -1)
    }

    /// True when some grapheme of `text` is drawn with a color face (its texture cannot be tinted).
    func hasColorGlyphs(_ text: String) -> Bool {
        let language = Script.language(of: text)
        return text.contains { Script.isEmoji($0) && face(for: $0, language: language).map { faces[$0].isColor } == true }
    }
}
