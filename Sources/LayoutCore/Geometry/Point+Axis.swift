/// Point coordinates by axis, so per-axis scrolling code is written once for both axes.
extension Point {
    /// The coordinate along an axis.
    @inlinable subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
