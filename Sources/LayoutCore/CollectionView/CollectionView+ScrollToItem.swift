import FoundationEssentials  // IndexPath's members

extension CollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts an item (UICollectionView.ScrollPosition): at most one
    /// vertical and one horizontal option; an axis without one does not scroll.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so the item sits at `position` in the visible area (scrollToItem(at:at:animated:)), as far as the
    /// content allows. The visible area is the viewport less the content inset (what an inset keeps clear, such
    /// as the playground's legend bar, is not visible). Does nothing for an item that does not exist, or while
    /// an animation owns the offset.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard presentation.animation == nil, let frame = layoutAttributesForItem(at: indexPath)?.frame, frame.isValid else { return }
        let inset = scroll.contentInset, size = scroll.bounds.size
        let y = Self.offset(placing: (frame.minY, frame.maxY), leadingInset: inset.top, visible: size.height - inset.top - inset.bottom,
                            start: position.contains(.top), end: position.contains(.bottom), centre: position.contains(.centeredVertically))
        let x = Self.offset(placing: (frame.minX, frame.maxX), leadingInset: inset.left, visible: size.width - inset.left - inset.right,
                            start: position.contains(.left), end: position.contains(.right), centre: position.contains(.centeredHorizontally))
        setContentOffset(Point(x: x ?? contentOffset.x, y: y ?? contentOffset.y), animated: animated)
    }

    /// The offset along one axis that puts an item spanning `placing` at the start, end or centre of the visible
    /// extent (which begins `leadingInset` after the offset); nil when no position is asked for on this axis.
    private static func offset(placing span: (min: Double, max: Double), leadingInset: Double, visible: Double,
                               start: Bool, end: Bool, centre: Bool) -> Double? {
        if start { return span.min - leadingInset }
        if end { return span.max - leadingInset - visible }
        if centre { return (span.min + span.max) / 2 - leadingInset - visible / 2 }
        return nil
    }

    /// Moves the visible area's origin to `offset` (setContentOffset(_:animated:)), kept within the scrollable
    /// range; animated, it glides there as PageDown does.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        endBounce()
        let target = clampedOffset(offset)
        scroll.physics.stop()
        if animated { scroll.physics.animate(to: target) } else { contentOffset = target }
    }
}
