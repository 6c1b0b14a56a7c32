/// A prepared layout with sections that scroll on their own across the layout's scroll axis (UIKit's
/// orthogonally scrolling sections, each a scroll view of its own inside the collection view). The collection view
/// scrolls them itself, for any layout whose geometry adopts this: a wheel along the section's axis over it
/// (Shift+wheel in a vertical layout) and a press-drag in it move the section with the same momentum and rubber
/// band as the main axis, and it comes to rest where `orthogonalTargetOffset(forProposedOffset:withScrollingVelocity:from:inSection:)`
/// says. Moving a section is `setOrthogonalScrollOffset(_:ofSection:)` on the prepared geometry: no prepare, so
/// a wheel notch or a frame of momentum costs a rect query, not a layout pass.
///
/// Offsets are lengths along the section's axis, 0 where the section starts (its first group at its leading
/// inset), growing as its content moves back; the collection view keeps them (`CollectionView.orthogonalScrollOffsets`)
/// and hands them to every prepare through `LayoutContext.orthogonalScrollOffsets`, so they survive invalidation.
public protocol OrthogonalScrollingGeometry: LayoutGeometry {
    /// The section that scrolls on its own whose span along the main scroll axis holds `point` (content
    /// coordinates), nil for none.
    func orthogonalSection(at point: Point) -> Int?

    /// The axis section `index` scrolls along on its own (across the layout's scroll axis), nil when it does not.
    func orthogonalScrollAxis(ofSection index: Int) -> Axis?

    /// The offsets section `index` may rest at, nil when it does not scroll on its own. An empty range (0...0)
    /// means its content fits: it does not scroll.
    func orthogonalScrollRange(ofSection index: Int) -> ClosedRange<Double>?

    /// Where section `index` comes to rest (UIKit's orthogonal scrolling behaviours; what
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` is to the main axis): `proposed` is
    /// where momentum alone would stop it (within its range), `velocity` the scroll's speed along the section's
    /// axis (points per second, + moving the offset up; for a wheel notch the notch's own), `start` the offset a
    /// paging decision counts from (where the section is, or where a glide under way is heading). Within the range.
    func orthogonalTargetOffset(forProposedOffset proposed: Double, withScrollingVelocity velocity: Double,
                                from start: Double, inSection index: Int) -> Double

    /// The offsets of the sections that scroll on their own and are scrolled away from 0, by section.
    var orthogonalScrollOffsets: [Int: Double] { get }

    /// Moves section `index`'s content to `offset` (beyond its range while it bounces) without preparing again:
    /// the rect queries, the single-element queries, the hit tests and the visible-items handlers read it at
    /// once. Ignored for a section that does not scroll on its own.
    mutating func setOrthogonalScrollOffset(_ offset: Double, ofSection index: Int)
}
