/// One installed font face as fontconfig lists it: a file (and face index inside a collection such as Noto Sans
/// CJK's .ttc), its family name and whether its glyphs are color bitmaps (Noto Color Emoji).
struct FontFace: Hashable {
    let path: String
    let index: Int
    let family: String
    let isColor: Bool
}
