/// A geometry of cells only, one zIndex, no transforms, whose cells can be read one at a time by their global
/// index (all sections' items in order, which is also their drawing order) without a rect query. A switch
/// into such a geometry with far more cells than the live-view cap reads its cells a bounded slice per frame
/// (`SlicedFadeIn`) instead of asking for all of them at once: a geometry of 2,000,000 items answers a rect
/// query with 2,000,000 attributes, seconds of one frame. A layout whose geometry can be read this way adopts
/// it in its own files under `Layouts/` (the circle does).
protocol SlicedCellGeometry: LayoutGeometry {
    /// Cells in all, or nil when they cannot be read in slices now (a batch update in progress, whose
    /// appearing and disappearing items animate).
    var slicedCellCount: Int? { get }
    /// The index path of global item `g` (0 ≤ g < `slicedCellCount`).
    func slicedIndexPath(_ g: Int) -> IndexPath
    /// The frame of global item `g`, as its attributes have it.
    func slicedFrame(_ g: Int) -> Rect
    /// The global index of the item at `indexPath`; nil when there is no such item.
    func slicedIndex(of indexPath: IndexPath) -> Int?
}
