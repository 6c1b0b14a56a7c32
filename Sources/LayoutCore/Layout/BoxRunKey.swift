/// What a capped visible-views pass needs of one cell of a `BoxRunGeometry`: its whole-pixel box seen at the
/// pass's origin and on which side of the pass's rect its frame lies along each axis (before, across, after).
/// Cells of a run with one key are all in the rect or all out of it, and cover the same pixels.
struct BoxRunKey: Equatable {
    let box: PixelBox
    let sideX: Int8, sideY: Int8
}
