/// STUB (being implemented): pinch (guide §4.1) — a scale changes the layout's parameter and the element under
/// the pointer stays under the pointer.
extension CollectionView {
    /// Applies a pinch of `scale` (1 = no change) centred at a window point; returns false when the layout has no
    /// pinchable parameter.
    @discardableResult
    public func pinch(scale: Double, at windowPoint: Point) -> Bool { false }
}
