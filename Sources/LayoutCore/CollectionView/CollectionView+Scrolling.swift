extension CollectionView {
    /// Scrolls the least distance that shows `rect` (content coordinates) with a margin, animated or at once
    /// (scrollRectToVisible(_:animated:)). Does nothing while a transition owns the offset.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool, margin: Double = 8) {
        guard activeTransition == nil, rect.isValid else { return }
        let target = rect.insetBy(dx: -margin, dy: -margin)
        var o = contentOffset
        if target.minX < o.x { o.x = target.minX } else if target.maxX > o.x + bounds.width { o.x = min(target.minX, target.maxX - bounds.width) }
        if target.minY < o.y { o.y = target.minY } else if target.maxY > o.y + bounds.height { o.y = min(target.minY, target.maxY - bounds.height) }
        let clamped = clampedOffset(o)
        guard clamped != contentOffset else { return }
        if animated { scrollPhysics.animate(to: clamped) } else { contentOffset = clamped }
    }
}
