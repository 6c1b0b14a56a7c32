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
    /// What a setting depends on besides its text; the settings cache's tag is its index in `settingParameters`.
    struct SettingParameters: Equatable { let pixelSize: Int; let maxWidth: Double; let maxLines: Int }
    /// A line's width in pixels and what drew it.
    struct LineMetrics { let width: Double; let faces: [Int]; let missing: Int }

    /// Device pixels per point.
    public var scale: Double = 1 { didSet { if scale != oldValue { settings.removeAll(); settingParameters.removeAll() } } }
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
    private var lastFont: (face: Int, px: Int, font: OpaquePointer)?
    private var files: [String: (base: UnsafeMutableRawPointer, size: Int)] = [:]
    private var scalarFaces: [ScalarKey: Int] = [:]
    /// Line metrics by the line's text, tagged with pixel size and language slot (`lineTag`).
    private let lineMetrics = TextCache<LineMetrics>(capacity: cacheCapacity)
    /// A glyph's advance in pixels and its face (-1: no font has it).
    struct Advance { let width: Double; let face: Int }
    /// Advances by scalar, language slot and pixel size packed in one integer (`advanceKey`).
    private var advances: [Int: Advance] = [:]
    /// Shaped widths of single words (a run's text between spaces), as browsers' word shape caches keep them:
    /// labels repeat words far more often than whole lines, and shaping is most of the cost of setting a new label.
    /// Tagged with face, pixel size, direction and script (`wordTag`).
    private let wordWidths = TextCache<Double>(capacity: cacheCapacity)
    /// Settings by text, tagged with their parameters' index in `settingParameters`.
    private let settings = TextCache<TextSetting>(capacity: cacheCapacity)
    /// The (size, width, lines) combinations met, a handful in practice (found by a linear search).
    private var settingParameters: [SettingParameters] = []
    /// Font heights by face at `heightsPixelSize` (`fontHeight`); `unknownHeight` where not asked yet.
    private var heights: [Int?] = []
    private var heightsPixelSize = 0
    private static let unknownHeight: Int? = -1
    private var reported: Set<Script> = []
    /// Per scalar: standalone, neutral, emoji, script, face per language, face coverage.
    private let scalarTable = ScalarTable()
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
        guard let probe = FreeTypeLock.withLock({ TTF_OpenFont(fontPath, 16) }) else {
            throw RenderError("could not open font '\(fontPath)': \(SDLSystem.lastError()); "
                + "install it with 'apt-get install fonts-dejavu-core' or pass --font PATH")
        }
        self.probe = probe
        let primary = FontFace(path: fontPath, index: 0, family: TTF_FontFaceFamilyName(probe).map { String(cString: $0) } ?? "", isColor: false)
        faces = [primary]
        faceIndex[primary] = 0
    }

    deinit {
        FreeTypeLock.withLock {
            for f in fonts.values { TTF_CloseFont(f) }
            TTF_CloseFont(probe)
        }
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
        let tag = settingTag(SettingParameters(pixelSize: px, maxWidth: widthPx, maxLines: maxLines))
        var text = text   // withUTF8 needs a var; a native string is not copied
        let hash = text.withUTF8 { TextCache<TextSetting>.hash($0) }
        if let s = text.withUTF8({ settings.value(hash: hash, tag: tag, bytes: $0) }) { return s }
        let language = Script.language(of: text)
        var lines: [String]
        var truncated = false
        // Most labels fit on one line: one measurement, no breaking.
        var single: LineMetrics?
        if !TextLineBreaker.hasBreakOrTab(text) {
            let m = text.withUTF8 { metrics($0, hash: hash, px, language) }
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
        text.withUTF8 { settings.insert(setting, hash: hash, tag: tag, bytes: $0) }
        return setting
    }

    /// The settings cache's tag for `parameters`; past 256 combinations (widths that keep changing) the settings
    /// cache starts over.
    private func settingTag(_ parameters: SettingParameters) -> Int {
        if let i = settingParameters.firstIndex(of: parameters) { return i }
        if settingParameters.count >= 256 { settingParameters.removeAll(); settings.removeAll() }
        settingParameters.append(parameters)
        return settingParameters.count - 1
    }

    /// Whole point sizes (as at 1×) times the scale, so at 2× glyphs get twice the pixels.
    static func pixelSize(_ fontSize: Double, scale: Double) -> Int {
        let px = (fontSize.rounded() * scale).rounded()
        return px.isFinite ? Int(max(1, min(4096, px))) : 1
    }

    // MARK: Fonts

    /// The SDL_ttf font for a face at a pixel size; color bitmap faces have one size (their strike) and are scaled.
    func font(_ face: Int, _ px: Int) -> OpaquePointer? {
        // Runs of a label mostly alternate between two or three fonts: the last one asked for skips the lookup.
        if let last = lastFont, last.face == face, last.px == px { return last.font }
        let size = faces[face].isColor ? 0 : px
        let key = FontKey(face: face, pixelSize: size)
        if let f = fonts[key] { lastFont = (face, px, f); return f }
        // From memory: FreeType then loads glyphs without a seek and a read per glyph (CJK fonts thrash SDL_ttf's
        // small glyph cache, and each miss went back to the file).
        guard let file = mapped(faces[face].path), let rw = SDL_RWFromConstMem(file.base, Int32(file.size)) else { return nil }
        let index = faces[face].index
        let f = FreeTypeLock.withLock { TTF_OpenFontIndexRW(rw, 1, Int32(size), index) }
        if let f { fonts[key] = f }
        return f
    }

    /// Pixels a color (bitmap) face's glyphs are scaled by so they stand as tall as text at `px`.
    func colorScale(_ font: OpaquePointer, _ px: Int) -> Double {
        Double(px) * 1.3 / Double(max(1, TTF_FontHeight(font)))
    }

    /// The height of one line: the tallest of the faces used (the primary one when none is).
    func lineHeight(_ px: Int, faces used: [Int]) -> Int {
        var h = fontHeight(0, px) ?? px
        for f in used where !faces[f].isColor { if let fh = fontHeight(f, px) { h = max(h, fh) } }
        return h
    }

    /// `TTF_FontHeight` of a face at `px` (nil: the face cannot be opened), remembered per face for the last pixel
    /// size asked (every label set asks; a font lookup each time was a dictionary lookup per face).
    private func fontHeight(_ face: Int, _ px: Int) -> Int? {
        if heightsPixelSize != px { heightsPixelSize = px; heights.removeAll(keepingCapacity: true) }
        if face < heights.count, heights[face] != Self.unknownHeight { return heights[face] }
        let h = font(face, px).map { Int(TTF_FontHeight($0)) }
        if face >= heights.count { heights.append(contentsOf: repeatElement(Self.unknownHeight, count: face + 1 - heights.count)) }
        heights[face] = h
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
        let found = lookUpFace(scalar, emoji: emoji, language: language)
        scalarFaces[key] = found ?? -1
        if found == nil { reportMissing(character) }
        return found
    }

    /// The face a grapheme of one scalar is drawn with (nil: none has it), kept in the scalar table per language.
    private func face(of scalar: Unicode.Scalar, _ entry: UnsafeMutablePointer<ScalarTable.Entry>, slot: Int, language: String?) -> Int? {
        let stored = ScalarTable.face(entry, slot: slot)
        if stored != 0 { return stored == 1 ? nil : stored - 2 }
        let found = lookUpFace(scalar, emoji: entry.pointee.flags & ScalarTable.Entry.emoji != 0, language: language)
        ScalarTable.setFace(entry, slot: slot, found.map { $0 + 2 } ?? 1)
        if found == nil { reportMissing(Character(scalar)) }
        return found
    }

    /// The first face that has `scalar`: the color emoji face for an emoji picture, then the primary font, then
    /// fontconfig's fallbacks for the language.
    private func lookUpFace(_ scalar: Unicode.Scalar, emoji: Bool, language: String?) -> Int? {
        if emoji, let e = fallback.emojiFace(for: scalar) { return index(of: e) }
        if TTF_GlyphIsProvided32(probe, scalar.value) != 0 { return 0 }
        return fallback.face(for: scalar, language: language).map { index(of: $0) }
    }

    /// True when face `f` has a glyph for `scalar` (the primary font asked through SDL_ttf, fallbacks through their
    /// fontconfig coverage); remembered per scalar for the first 64 faces.
    private func covers(_ f: Int, _ scalar: Unicode.Scalar, _ entry: UnsafeMutablePointer<ScalarTable.Entry>) -> Bool {
        let bit: UInt64 = f < 64 ? 1 << UInt64(f) : 0
        if entry.pointee.checked & bit != 0 { return entry.pointee.covered & bit != 0 }
        let has = f == 0 ? TTF_GlyphIsProvided32(probe, scalar.value) != 0 : fallback.has(faces[f], scalar)
        entry.pointee.checked |= bit
        if has { entry.pointee.covered |= bit }
        return has
    }

    private func reportMissing(_ character: Character) {
        let script = Script(character)
        guard !reported.contains(script), let s = character.unicodeScalars.first else { return }
        reported.insert(script)
        let code = "U+" + String(s.value, radix: 16, uppercase: true)
        reportMissingFont("text: no installed font has \(script.name) characters (\(code)); install \(script.package) (make run installs it)")
    }

    // MARK: Runs

    /// The line cut into runs of one face and one bidi level, in visual (left-to-right drawing) order, and the
    /// graphemes no font has. A grapheme takes the face before it when it is a neutral (space, punctuation,
    /// digit) that face has, else the first face that has it.
    func runs(_ line: String, language: String?) -> (runs: [TextRun], missing: Int) {
        TextLineBreaker.scalarsAreGraphemes(line) ? scalarRuns(line, language: language) : graphemeRuns(line, language: language)
    }

    /// `runs` for a line whose every scalar is a grapheme (no combining marks, joiners or emoji sequences):
    /// walked scalar by scalar with what the scalar table knows, fribidi asked only when a scalar is right to left.
    private func scalarRuns(_ line: String, language: String?) -> (runs: [TextRun], missing: Int) {
        let scalars = line.unicodeScalars
        let (chosen, missing, rightToLeft) = chooseFaces(line, language: language)
        let levels = rightToLeft ? BidiLevels.levels(of: scalars) : []
        var runs: [TextRun] = []
        var start = scalars.startIndex, index = scalars.startIndex
        var face = -1, level: Int8 = 0, script = Script.common
        for (i, c) in chosen.enumerated() {
            let l = i < levels.count ? levels[i] : 0
            if c.face != face || l != level {
                if face >= 0 { runs.append(TextRun(text: String(line[start..<index]), face: face, level: level, script: script)) }
                start = index; face = c.face; level = l; script = c.script
            } else if script == .common || script == .other {
                script = c.script
            }
            index = scalars.index(after: index)
        }
        if face >= 0 { runs.append(TextRun(text: String(line[start..<index]), face: face, level: level, script: script)) }
        if !rightToLeft { return (runs, missing) }
        let order = BidiLevels.visualOrder(runs.map(\.level))
        return (order.map { runs[$0] }, missing)
    }

    /// A line's metrics as `scalarRuns` cuts it (the same runs, so the same widths), without making the runs:
    /// visual order does not change a width, so only the words of each run are looked up.
    private func scalarMetrics(_ line: String, _ px: Int, language: String?) -> LineMetrics {
        let scalars = line.unicodeScalars
        let (chosen, missing, rightToLeft) = chooseFaces(line, language: language)
        let levels = rightToLeft ? BidiLevels.levels(of: scalars) : []
        var width = 0.0
        var used: [Int] = []
        var start = scalars.startIndex, index = scalars.startIndex
        var face = -1, level: Int8 = 0, script = Script.common
        func flush() {
            guard face >= 0 else { return }
            if !used.contains(face) { used.append(face) }
            width += self.width(of: line[start..<index], face: face, rightToLeft: level % 2 == 1, script: script, px)
        }
        for (i, c) in chosen.enumerated() {
            let l = i < levels.count ? levels[i] : 0
            if c.face != face || l != level {
                flush()
                start = index; face = c.face; level = l; script = c.script
            } else if script == .common || script == .other {
                script = c.script
            }
            index = scalars.index(after: index)
        }
        flush()
        return LineMetrics(width: width, faces: used, missing: missing)
    }

    /// The face and script of each scalar of a line whose scalars are its graphemes, the scalars no font has,
    /// and whether any is right to left.
    private func chooseFaces(_ line: String, language: String?) -> (chosen: [(face: Int, script: Script)], missing: Int, rightToLeft: Bool) {
        let slot = Script.slot(of: language)
        var chosen: [(face: Int, script: Script)] = []
        chosen.reserveCapacity(line.utf8.count)
        var missing = 0, rightToLeft = false
        var previous = -1
        for scalar in line.unicodeScalars {
            let entry = scalarTable.entry(scalar)
            let flags = entry.pointee.flags
            if flags & ScalarTable.Entry.rightToLeft != 0 { rightToLeft = true }
            var f: Int
            if previous >= 0, flags & ScalarTable.Entry.neutral != 0, !faces[previous].isColor, covers(previous, scalar, entry) {
                f = previous
            } else if let found = face(of: scalar, entry, slot: slot, language: language) {
                f = found
            } else {
                f = 0; missing += 1
            }
            previous = f
            chosen.append((f, entry.pointee.script))
        }
        return (chosen, missing, rightToLeft)
    }

    /// `runs` grapheme by grapheme, for lines with combining marks, joiners or emoji sequences.
    private func graphemeRuns(_ line: String, language: String?) -> (runs: [TextRun], missing: Int) {
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
            if let p = previous, !faces[p].isColor, Script.isNeutral(g), let s = g.unicodeScalars.first,
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
        width(of: Substring(run.text), face: run.face, rightToLeft: run.isRightToLeft, script: run.script, px)
    }

    /// `width(of:)` for a run's text, face, direction and script.
    func width(of text: Substring, face: Int, rightToLeft: Bool, script: Script, _ px: Int) -> Double {
        Self.withBytes(text) { width(ofBytes: $0, face: face, rightToLeft: rightToLeft, script: script, px) }
    }

    /// `width(of:)` on a run's UTF-8 bytes: each word looked up by its bytes, a `String` made only to shape a word
    /// not seen before.
    private func width(ofBytes bytes: UnsafeBufferPointer<UInt8>, face: Int, rightToLeft: Bool, script: Script, _ px: Int) -> Double {
        guard let font = font(face, px) else { return 0 }
        let tag = Self.wordTag(face: face, px: px, rightToLeft: rightToLeft, script: script)
        var total = 0.0, prepared = false
        // Spaces found in the UTF-8 bytes (a space byte is always a whole scalar).
        var start = 0
        let n = bytes.count
        while true {
            var end = start
            while end < n && bytes[end] != 0x20 { end += 1 }
            if start < end {
                total += wordWidth(UnsafeBufferPointer(rebasing: bytes[start..<end]), tag, face, rightToLeft, script, font, px, prepared: &prepared)
            }
            guard end < n else { break }
            total += wordWidth(UnsafeBufferPointer(rebasing: bytes[end..<end + 1]), tag, face, rightToLeft, script, font, px, prepared: &prepared)
            start = end + 1
        }
        return total
    }

    /// The word cache's tag: face, pixel size (at most 4096), direction and script in one integer.
    @inline(__always) static func wordTag(face: Int, px: Int, rightToLeft: Bool, script: Script) -> Int {
        face << 24 | px << 8 | (rightToLeft ? 1 << 7 : 0) | Int(script.rawValue)
    }

    /// Calls `body` with a substring's UTF-8 bytes (in place for a native string, else from a copy).
    @inline(__always) static func withBytes<R>(_ text: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let r = text.utf8.withContiguousStorageIfAvailable(body) { return r }
        var copy = String(text)
        return copy.withUTF8(body)
    }

    /// One word's shaped advance in pixels (cached); sets the font up for the run before its first shaping.
    private func wordWidth(_ word: UnsafeBufferPointer<UInt8>, _ tag: Int, _ face: Int, _ rightToLeft: Bool, _ script: Script,
                           _ font: OpaquePointer, _ px: Int, prepared: inout Bool) -> Double {
        let hash = TextCache<Double>.hash(word)
        if let w = wordWidths.value(hash: hash, tag: tag, bytes: word) { return w }
        if !prepared {
            TTF_SetFontDirection(font, rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
            TTF_SetFontScriptName(font, script.harfBuzzTag)
            prepared = true
        }
        // Its own String, so the cached key holds no longer text alive.
        let text = String(decoding: word, as: UTF8.self)
        var w: Int32 = 0, h: Int32 = 0
        let width: Double
        if TTF_SizeUTF8(font, text, &w, &h) != 0 { width = 0 }
        else { width = faces[face].isColor ? (Double(w) * colorScale(font, px)).rounded() : Double(w) }
        wordWidths.insert(width, hash: hash, tag: tag, bytes: word)
        return width
    }

    /// A line's width in pixels and the faces it uses (cached).
    func metrics(_ line: String, _ px: Int, _ language: String?) -> LineMetrics {
        metrics(Substring(line), px, language)
    }

    /// `metrics` of a piece of a string, looked up by its bytes (a `String` is made only when it is new).
    func metrics(_ piece: Substring, _ px: Int, _ language: String?) -> LineMetrics {
        Self.withBytes(piece) { metrics($0, hash: TextCache<LineMetrics>.hash($0), px, language) }
    }

    /// `metrics` of a line's UTF-8 bytes, whose hash (`TextCache.hash`) the caller has.
    private func metrics(_ bytes: UnsafeBufferPointer<UInt8>, hash: Int, _ px: Int, _ language: String?) -> LineMetrics {
        let tag = px << 4 | Script.slot(of: language)
        if let m = lineMetrics.value(hash: hash, tag: tag, bytes: bytes) { return m }
        let m = measureLine(String(decoding: bytes, as: UTF8.self), px, language)
        lineMetrics.insert(m, hash: hash, tag: tag, bytes: bytes)
        return m
    }

    /// A line's metrics, measured (not cached).
    private func measureLine(_ line: String, _ px: Int, _ language: String?) -> LineMetrics {
        if let m = simpleMetrics(line, px, language) { return m }
        let m: LineMetrics
        if scalarsAreGraphemes(line) {
            m = scalarMetrics(line, px, language: language)
        } else {
            let (runs, missing) = graphemeRuns(line, language: language)
            var width = 0.0
            var used: [Int] = []
            for r in runs {
                width += self.width(of: r, px)
                if !used.contains(r.face) { used.append(r.face) }
            }
            m = LineMetrics(width: width, faces: used, missing: missing)
        }
        return m
    }

    /// `TextLineBreaker.scalarsAreGraphemes` read from the scalar table (a flag per scalar, not a range search).
    private func scalarsAreGraphemes(_ line: String) -> Bool {
        for scalar in line.unicodeScalars where scalarTable.entry(scalar).pointee.flags & ScalarTable.Entry.standalone == 0 {
            return false
        }
        return true
    }

    /// A segment's width for line breaking: simple text as the sum of cached advances, anything else shaped.
    func segmentWidth(_ segment: Substring, _ px: Int, _ language: String?) -> Double {
        metrics(segment, px, language).width
    }

    /// The width of a line of simple text — Latin, Greek, Cyrillic, CJK and Hangul with no combining marks, emoji
    /// or right-to-left characters — as the sum of cached glyph advances, without shaping (HarfBuzz would only
    /// kern it: the texture may come out a pixel or two narrower, which drawing absorbs). nil for other text.
    func simpleMetrics(_ line: String, _ px: Int, _ language: String?) -> LineMetrics? {
        @inline(__always) func isSimple(_ v: UInt32) -> Bool {
            v < 0x0300 || (0x0370..<0x0590).contains(v) || (0x3000..<0xA000).contains(v) || (0xAC00..<0xD7B0).contains(v)
        }
        // Checked before any lookup: most lines that are not simple have their first right-to-left or emoji
        // character well inside.
        guard line.unicodeScalars.allSatisfy({ isSimple($0.value) }) else { return nil }
        var total = 0.0
        var used: [Int] = []
        var missing = 0
        let slot = Script.slot(of: language)
        // Advances at one pixel size in each scalar's table entry: a read instead of a dictionary lookup; the
        // dictionary holds those of other sizes.
        for scalar in line.unicodeScalars {
            let entry = scalarTable.entry(scalar)
            let advance: Advance
            if let a = ScalarTable.advance(entry, px: px, slot: slot) {
                advance = Advance(width: Double(a.width), face: a.face)
            } else {
                let key = Int(scalar.value) | slot << 21 | px << 24
                if let a = advances[key] { advance = a } else {
                    guard let a = measureAdvance(scalar, px, language) else { return nil }
                    advances[key] = a; advance = a
                }
                ScalarTable.setAdvance(entry, px: px, slot: slot, width: Int(advance.width), face: advance.face)
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
