/// A switch into a screen of more cells than the live-view cap, worked out once at its first frame: which
/// elements move (a bounded number, interpolated every frame) and the cells that only cross-fade, drawn as
/// two fixed images of quads — the old layout's remainder fading out and the new layout's fading in — so a
/// frame of the switch costs the moving elements and two quad lists, not a query and an interpolation of
/// every element (a switch into a circle of 100,000 cells).
final class CrossFadeSummary {
    /// What the split was worked out for: another viewport size, other item counts, other data or a visible
    /// rect not where the transition puts it means working it out again.
    struct Key: Equatable {
        var size: Size
        var shift: Point
        var itemCounts: [Int]
        var generation: Int
    }

    let key: Key
    /// The split; nil when this switch is not capped (the usual per-frame query then runs).
    let fade: TransitionGeometry.CrossFade?
    /// The old side's fading cells as quads, back to front, in window coordinates at the old side's content
    /// offset, with the alpha the old layout gives them.
    let fadingOut: [DisplayQuad]
    /// The new side's fading cells as quads, back to front, in window coordinates at the new side's content
    /// offset, with the alpha the new layout gives them. Empty until `unmadeFadingIn` is turned into it.
    var fadingIn: [DisplayQuad]
    /// The new side's fading cells (in drawing order) and the origin to turn them into `fadingIn` at, until
    /// a frame draws them: at progress 0 (a timed switch's first frame) they are fully transparent, so the
    /// work waits for the next frame instead of adding to the switch's heaviest one.
    var unmadeFadingIn: (cells: [LayoutAttributes], origin: Point)?
    /// The new side read a slice per frame (a switch into a sliced geometry of many cells): `fadingIn` is
    /// what it has read so far, and the landing takes over its frontmost cells and quads.
    var sliced: SlicedFadeIn?
    /// The content offsets the two lists were made at.
    let fromContentOffset: Point, toContentOffset: Point
    /// Fading cells in the visible rect (they have no view).
    var cellCount: Int

    init(key: Key, fade: TransitionGeometry.CrossFade?, fadingOut: [DisplayQuad] = [], fadingIn: [DisplayQuad] = [],
         fromContentOffset: Point = .zero, toContentOffset: Point = .zero, cellCount: Int = 0) {
        self.key = key; self.fade = fade; self.fadingOut = fadingOut; self.fadingIn = fadingIn
        self.fromContentOffset = fromContentOffset; self.toContentOffset = toContentOffset; self.cellCount = cellCount
    }

    /// Both lists at `progress`, seen at `contentOffset`: the old one at alpha 1 − progress, the new one at
    /// alpha progress (each cell's own alpha times that, as interpolating it would give), each moved by how
    /// far the offset has gone from its own, in whole points (the quads have whole-pixel edges).
    func quads(progress: Double, contentOffset: Point) -> [DisplayQuad] {
        var out: [DisplayQuad] = []
        out.reserveCapacity(fadingOut.count + fadingIn.count)
        func add(_ list: [DisplayQuad], alpha: Double, from offset: Point) {
            let alpha = min(1, max(0, alpha))
            guard alpha > 0 else { return }
            let dx = (offset.x - contentOffset.x).rounded(), dy = (offset.y - contentOffset.y).rounded()
            for var q in list {
                q.color.alpha *= alpha
                if dx != 0 || dy != 0 {
                    q.topLeft.x += dx; q.topLeft.y += dy; q.topRight.x += dx; q.topRight.y += dy
                    q.bottomRight.x += dx; q.bottomRight.y += dy; q.bottomLeft.x += dx; q.bottomLeft.y += dy
                }
                out.append(q)
            }
        }
        add(fadingOut, alpha: 1 - progress, from: fromContentOffset)
        add(fadingIn, alpha: progress, from: toContentOffset)
        return out
    }
}
