/// The new side of a capped switch into a geometry of far more cells than the cap (a circle of 2,000,000
/// items), read a bounded slice per frame instead of in one rect query: cells are read front to back by
/// global index (`SlicedCellGeometry`), the frontmost `cap` in the visible rect kept as attributes (the views
/// the switch lands with) and as quads of their own, the rest turned into visible parts (`VisibleParts`) as
/// the landing draws them. Until every cell is read, what is drawn is the front part of the image; the switch
/// fades in from transparent, and what is still missing fills in from the front within a few frames.
final class SlicedFadeIn {
    /// The most cells read per frame: a slice costs about as much as a frame of the circle at rest.
    static let cellsPerStep = 50_000

    /// The geometry read, as the switch prepared it (the landing shows it without preparing again).
    let geometry: any SlicedCellGeometry
    /// The visible rect of the new side, in its content coordinates: cells outside it are skipped.
    let seen: Rect
    /// Cells given views at the landing.
    let cap: Int
    /// The next global index to read (front to back); -1 when every cell is read.
    private(set) var next: Int
    /// The frontmost `cap` cells in the visible rect, front to back.
    private(set) var landingCells: [LayoutAttributes] = []
    /// The quads of the frontmost cells and of the rest, each as visible parts of its own, front to back.
    private(set) var front: CollectionView.VisibleParts
    private(set) var back: CollectionView.VisibleParts
    /// Cells in the visible rect read so far, and those of them behind the frontmost `cap`.
    private(set) var cellsRead = 0
    private(set) var backCellCount = 0
    /// Cells looked at (in the rect or not) by the last step: bounded by `cellsPerStep` (the tests read it).
    private(set) var lastStepCellCount = 0

    var isDone: Bool { next < 0 }

    init(geometry: any SlicedCellGeometry, count: Int, seen: Rect, cap: Int) {
        self.geometry = geometry
        self.seen = seen
        self.cap = cap
        next = count - 1
        front = CollectionView.VisibleParts(origin: seen.origin, size: seen.size)
        back = front
        landingCells.reserveCapacity(min(cap, count))
    }

    /// Reads the next `cellsPerStep` cells (fewer at the end); `color` gives an item's summary color.
    func step(color: (IndexPath) -> Color) {
        let stop = max(-1, next - Self.cellsPerStep)
        lastStepCellCount = next - stop
        var g = next
        while g > stop {
            let frame = geometry.slicedFrame(g)
            if frame.intersects(seen) {
                let indexPath = geometry.slicedIndexPath(g)
                cellsRead += 1
                if landingCells.count < cap, let a = geometry.layoutAttributesForItem(at: indexPath) {
                    landingCells.append(a)
                    front.add(frame, alpha: a.alpha, isHidden: a.isHidden) { color(indexPath) }
                } else {
                    backCellCount += 1
                    back.add(frame, alpha: 1, isHidden: false) { color(indexPath) }
                }
            }
            g -= 1
        }
        next = stop
    }

    /// Both parts' quads: the rest, then the frontmost cells over it (the parts of one list do not overlap).
    var quads: [DisplayQuad] { back.quads + front.quads }
    /// The rest's quads: what the landing draws behind the frontmost cells' views.
    var backQuads: [DisplayQuad] { back.quads }
}
