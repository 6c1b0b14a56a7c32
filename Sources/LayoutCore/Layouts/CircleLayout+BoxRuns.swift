/// Runs of neighbouring items that draw alike: on a circle of 2,000,000 items about a thousand items share
/// each whole-pixel box, and only the frontmost of a run can show (the others draw the same pixels behind
/// it). A capped visible-views pass (`CollectionView.boxRunCells(of:in:)`) reads a run's ends instead of its
/// every item, so a resize or a scroll costs the circle's pixels, not its items.
extension CircleLayout.Geometry: BoxRunGeometry {
    /// The lowest index of the run ending at item g (going down from g): every item from it to g has g's key.
    /// Within a quarter of the circle both coordinates of an item's centre move one way as g grows (cos and
    /// sin are monotonic there), and so do its box and its sides of the rect: equal keys at two items mean
    /// equal keys between them, so the run's start is found by galloping then bisecting, a few dozen keys
    /// instead of one per item. Items within two of a quarter's ends form runs of one (the rounding of the
    /// angle there could put them on the other side of cos's or sin's turning point). `probes` counts the
    /// keys worked out.
    func boxRunStart(_ g: Int, key: BoxRunKey, origin: Point, rect: Rect, probes: inout Int) -> Int {
        let n = totalItemCount
        let quarter = (4 * g) / n
        let lo = (quarter * n + 3) / 4 + 2          // the quarter's first item (ceil(k·n/4)), plus the margin
        let hi = ((quarter + 1) * n + 3) / 4 - 3    // its last item, less the margin
        guard g > lo, g <= hi else { return g }
        var count = 0
        func same(_ h: Int) -> Bool {
            count += 1
            return boxRunKey(h, origin: origin, rect: rect).key == key
        }
        var good = g, bad = lo - 1, step = 1
        while good - step > bad {
            let probe = good - step
            if same(probe) { good = probe; step *= 2 } else { bad = probe; break }
        }
        while good - bad > 1 {
            let mid = bad + (good - bad) / 2
            if same(mid) { good = mid } else { bad = mid }
        }
        probes += count
        return good
    }
}
