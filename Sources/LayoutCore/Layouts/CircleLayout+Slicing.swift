/// The circle's geometry is served in slices: its cells are one zIndex, untransformed, and read by global index
/// (`SlicedCellGeometry`), so a switch into a circle of far more cells than the live-view cap fades it in a
/// bounded slice per frame, and the capped visible-views pass reads it by runs (`CircleLayout+BoxRuns.swift`).
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
