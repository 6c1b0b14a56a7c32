/// Consecutive graphemes of one line drawn with one font at one bidi level: what SDL_ttf (HarfBuzz) shapes in
/// one call. Right-to-left runs keep logical order inside; HarfBuzz lays their glyphs out right to left.
struct TextRun {
    var text: String
    /// Index into the typesetter's faces.
    var face: Int
    var level: Int8
    var script: Script
    var isRightToLeft: Bool { level % 2 == 1 }
}
