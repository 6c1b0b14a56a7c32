/// A geometry of cells only, one zIndex, no transforms, whose cells can be read one at a time by their global
/// index (all sections' items in order, which is also their drawing order) without a rect query. A switch
/// into such a geometry with far more cells than the live-view cap reads its cells a bounded slice per frame
/// (`SlicedFadeIn`) instead of asking for all of them at once: a circle of 2,000,000 items answers a rect
/// query with 2,000,000 attributes, seconds of one frame.
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

extension CircleLayout.Geometry: SlicedCellGeometry {
    var slicedCellCount: Int? { insertedIndexPaths.isEmpty && deletedIndexPaths.isEmpty ? totalItemCount : nil }

    func slicedIndexPath(_ g: Int) -> IndexPath {
        // The last section starting at or before g: an empty section starts where the next one does, so the
        // last one holds g (sections are few: a binary search of their starts).
        var lo = 0, hi = sectionBase.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionBase[mid] <= g { lo = mid } else { hi = mid - 1 }
        }
        return IndexPath(item: g - sectionBase[lo], section: lo)
    }

    func slicedFrame(_ g: Int) -> Rect { frame(of: g) }

    func slicedIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.isItemPath, itemCounts.indices.contains(indexPath.section),
              indexPath.item >= 0, indexPath.item < itemCounts[indexPath.section] else { return nil }
        return sectionBase[indexPath.section] + indexPath.item
    }
}
