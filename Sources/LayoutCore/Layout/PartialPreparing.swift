/// A layout that can prepare its content in parts: first the sections a target needs, the rest when asked.
///
/// A pinch re-prepares the layout every frame; at a million items a full prepare alone is a frame's budget
/// (issue 18's `frame.pinch1M`). While a pinch gesture is live the collection view prepares such a layout only
/// through what the anchor and the viewport need, and lays out the rest when anything else asks (any query
/// through `geometry`, `contentSize`, `layoutAttributesForItem(at:)`) or once the gesture ends. The parts laid
/// out are exactly those of a full prepare; until it completes the content size is an estimate.
protocol PartialPreparing: CollectionLayout {
    /// A geometry laid out at least through `target`, and whether it is complete.
    func prepare(in context: LayoutContext, through target: PreparationTarget) -> (geometry: any LayoutGeometry, isComplete: Bool)
    /// Lays out more of a geometry this layout prepared partially in the same context; true once it is complete.
    func continuePreparing(_ geometry: inout any LayoutGeometry, in context: LayoutContext, through target: PreparationTarget) -> Bool
}
