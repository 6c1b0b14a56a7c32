/// Pinch (Apple's Collection View Programming Guide for iOS, "Using a Gesture Recognizer to Modify Layout
/// Information"): a scale changes the current layout's pinch parameter (`PinchableLayout`), the layout is
/// replaced and re-prepared, and the content offset moves so the item under the pointer stays under it.
///
/// The caller maps its input to a scale; for control+wheel, `scale = 1.1^notches` (notches up spread out) is
/// recommended: equal notches in and out cancel, and each notch changes the parameter by 10 %.
extension CollectionView {
    /// Applies a pinch of `scale` (1 = no change) centred at a window point; returns false when the layout has no
    /// pinchable parameter (or the scale is not finite and positive).
    @discardableResult
    public func pinch(scale: Double, at windowPoint: Point) -> Bool {
        // Only a settled layout is pinched: not mid-animation, not under a drag.
        guard scale.isFinite, scale > 0, case .settled(let current) = presentation,
              let layout = current as? any PinchableLayout else { return false }
        layoutIfNeeded()
        let context = layoutContext()
        let pinched = layout.pinched(by: scale, in: context)
        // At a bound the parameter stays put: nothing to invalidate and nothing to move.
        if pinched.isEqual(to: current) { return true }
        let anchor = pinchAnchor(near: windowPoint)
        // Momentum would carry the anchor away from the pointer (and a steered glide aims at the old layout).
        endBounce()
        scroll.physics.stop()
        setCollectionViewLayout(pinched)
        guard let anchor else { layoutIfNeeded(); return true }
        // Prepare now (the one prepare this invalidation causes) to learn where the anchor went. While a pinch
        // gesture is live, a layout that can (`PartialPreparing`) lays out only the sections through the anchor's
        // and the new bounds: a frame at a million items cannot afford the rest, which follows once the gesture
        // ends or anything asks for it. What is laid out is exactly what a full prepare makes.
        let section = anchor.indexPath.section
        prepareIfNeeded(through: isPinching ? .section(section) : .all)
        if let frame = prepared.geometry(through: .section(section))?.layoutAttributesForItem(at: anchor.indexPath)?.frame {
            let point = Point(x: frame.minX + anchor.relative.x * frame.width, y: frame.minY + anchor.relative.y * frame.height)
            let proposed = Point(x: point.x - windowPoint.x, y: point.y - windowPoint.y)
            // Laid out past the proposed bounds (or completely), the content size clamps as the full one would.
            let shown = prepared.geometry(through: .rect(Rect(origin: proposed, size: scroll.bounds.size)))
            contentOffset = clampedOffset(proposed, contentSize: shown?.collectionViewContentSize ?? .zero)
        }
        layoutIfNeeded()
        return true
    }

    /// Whether a pinch gesture is going on (a pinch recognizer has begun and not ended): the pinch then prepares
    /// partially (see `pinch(scale:at:)`).
    var isPinching: Bool {
        gestures.recognizers.contains { r in
            guard let pinch = r as? PinchGestureRecognizer else { return false }
            return pinch.state == .began || pinch.state == .changed
        }
    }

    /// The visible cell under a window point, else the one nearest it, with the point's position in the cell's
    /// frame as fractions of its size (outside 0…1 when the point is outside the cell).
    private func pinchAnchor(near windowPoint: Point) -> (indexPath: IndexPath, relative: Point)? {
        let p = Point(x: windowPoint.x + contentOffset.x, y: windowPoint.y + contentOffset.y)
        var best: LayoutAttributes?
        if let under = indexPathForItem(atWindowPoint: windowPoint) {
            best = prepared.geometry(through: .section(under.section))?.layoutAttributesForItem(at: under)
        }
        if best == nil {
            var bestDistance = Double.infinity
            // Sorted keys, strict comparison: ties go to the first in key order, the same on every run.
            for a in visibleLayoutAttributes where a.category == .cell && !a.key.isGhost && a.frame.isValid {
                let dx = Swift.max(a.frame.minX - p.x, 0, p.x - a.frame.maxX)
                let dy = Swift.max(a.frame.minY - p.y, 0, p.y - a.frame.maxY)
                let d = dx * dx + dy * dy
                if d < bestDistance { bestDistance = d; best = a }
            }
        }
        guard let a = best else { return nil }
        let f = a.frame
        let rx = f.width > 0 ? (p.x - f.minX) / f.width : 0.5
        let ry = f.height > 0 ? (p.y - f.minY) / f.height : 0.5
        return (a.indexPath, Point(x: rx, y: ry))
    }
}
