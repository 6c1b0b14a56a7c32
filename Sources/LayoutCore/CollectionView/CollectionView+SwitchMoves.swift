/// A layout switch within the live-view cap (or without one): both sides' rect queries and each element's two
/// ends are worked out at its first frame; every frame after only interpolates them. The elements are those
/// the rect query would give, in the same order: hashing and looking up every element again each frame was
/// most of the model's part of a switch of 500 cells.
extension CollectionView {
    /// The elements the visible-views pass gives views this frame while a layout switch runs (the standard
    /// transition, not a subclass, whose `prepare(in:)` may change anything from one frame to the next); nil
    /// otherwise, and the geometry is queried as usual.
    func switchingElements(in rect: Rect) -> [LayoutAttributes]? {
        // Not while an item is dragged, nor into or out of a drag's preview: its geometry follows the pointer,
        // so what it answers changes from one frame to the next.
        guard reorderSession == nil, let animation = presentation.animation, type(of: animation.transition) == TransitionLayout.self,
              !(animation.transition.currentLayout is ReorderLayout), !(animation.transition.nextLayout is ReorderLayout),
              let geometry = prepared.geometry as? TransitionGeometry, geometry.mapping == nil else { return nil }
        // The same inputs as a capped switch's split, and the two offsets the sides are seen at.
        let key = CrossFadeSummary.Key(size: rect.size, shift: rect.origin - geometry.contentOffset,
                                       itemCounts: data.itemCounts, generation: data.changeGeneration)
        // An invalidation since (a pinch or a parameter changed during the switch) may move either side's
        // elements: the ends are worked out again. The switch's own progress does not count.
        // Only while the visible rect stays where it was: an element placed by the visible bounds (a pinned
        // header) moves when the rect does, which its two kept ends cannot tell.
        if let kept = animation.moves, kept.key == key, kept.invalidationCount == prepared.invalidationCount,
           kept.origin == rect.origin,
           kept.fromContentOffset == geometry.fromContentOffset, kept.toContentOffset == geometry.toContentOffset {
            return geometry.elements(of: kept.moves, in: rect)
        }
        guard let moves = geometry.moves(in: rect, visibleBounds: rect) else {
            animation.moves = nil
            return nil
        }
        animation.moves = (key, prepared.invalidationCount, rect.origin, geometry.fromContentOffset, geometry.toContentOffset, moves)
        return geometry.elements(of: moves, in: rect)
    }
}
