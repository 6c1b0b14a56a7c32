/// A sliced geometry (`SlicedCellGeometry`) whose neighbouring cells, in global order, come in long runs that
/// draw alike: the same whole-pixel box, so only the frontmost of a run can show. A capped visible-views pass
/// over one of far more cells than the cap (`CollectionView.boxRunCells(of:in:)`) reads a run's ends instead
/// of its every cell, so a resize or a scroll costs the geometry's pixels, not its items; a resize of one
/// is not animated (it would query every item of both sizes each frame). A layout adopts it in its own files
/// when its geometry can find a run's start quickly (the circle's cells move one way within a quarter turn).
protocol BoxRunGeometry: SlicedCellGeometry {
    /// The lowest global index of the run ending at cell g (going down from g): every cell from it to g has g's
    /// `key` (`boxRunKey(_:origin:rect:)`). `probes` counts the keys worked out.
    func boxRunStart(_ g: Int, key: BoxRunKey, origin: Point, rect: Rect, probes: inout Int) -> Int
}

extension SlicedCellGeometry {
    /// The box-run key of cell g seen at `origin`, and whether its frame intersects `rect`.
    func boxRunKey(_ g: Int, origin: Point, rect: Rect) -> (key: BoxRunKey, inRect: Bool) {
        let f = slicedFrame(g)
        let sideX: Int8 = f.maxX <= rect.minX ? 0 : f.minX >= rect.maxX ? 2 : 1
        let sideY: Int8 = f.maxY <= rect.minY ? 0 : f.minY >= rect.maxY ? 2 : 1
        return (BoxRunKey(box: PixelBox(f.offsetBy(dx: -origin.x, dy: -origin.y)), sideX: sideX, sideY: sideY), f.intersects(rect))
    }
}
