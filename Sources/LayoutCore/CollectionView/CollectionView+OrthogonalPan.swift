/// The press-drag that scrolls a section on its own (`orthogonalScrollGestureRecognizer`): it follows the pointer
/// 1:1, through the rubber band past the section's ends, and on release is thrown with the pointer's velocity
/// (momentum steered to where the section's behaviour rests it) or springs back from past an end.
extension CollectionView {
    /// Makes the built-in pan, second in `gestureRecognizers` (after the pinch).
    func installOrthogonalScrollGestureRecognizer() {
        let pan = OrthogonalScrollPanGestureRecognizer()
        pan.name = "orthogonal scroll"
        // Past the tap slop, as the press stops being a click; the reorder pan lifts an item only at 8 pt.
        pan.minimumDistance = CollectionViewInteraction.tapSlop
        pan.shouldBegin = { [weak self] r in
            guard let self, let pan = r as? PanGestureRecognizer else { return false }
            return self.orthogonalPanSection(pan) != nil
        }
        pan.addAction { [weak self, weak pan] _ in
            guard let self, let pan else { return }
            self.orthogonalPanMoved(pan)
        }
        pan.view = self
        orthogonal.panGestureRecognizer = pan
        gestures.recognizers.insert(pan, at: Swift.min(1, gestures.recognizers.count))
    }

    /// The section a pan scrolls, with its axis: the one it was pressed in, when that scrolls on its own and the
    /// pan moved more along its axis than across it; nil otherwise (the press stays the view's: a click, a drag).
    func orthogonalPanSection(_ pan: PanGestureRecognizer) -> (section: Int, axis: Axis)? {
        guard let g = orthogonalGeometry else { return nil }
        let t = pan.translation(in: nil), o = contentOffset
        let pressed = Point(x: pan.windowLocation.x - t.x + o.x, y: pan.windowLocation.y - t.y + o.y)
        guard let section = g.orthogonalSection(at: pressed), let axis = g.orthogonalScrollAxis(ofSection: section),
              let range = g.orthogonalScrollRange(ofSection: section), range.upperBound > range.lowerBound,
              abs(t[axis]) > abs(t[axis.cross]) else { return nil }
        return (section, axis)
    }

    /// The pan began, moved, ended or was cancelled.
    func orthogonalPanMoved(_ pan: OrthogonalScrollPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let (section, axis) = orthogonalPanSection(pan) else { return }
            // Catching a moving section stops it where it is, as a touch stops a scroll view.
            orthogonal.motions[section] = nil
            orthogonal.pendingNotches[section] = nil
            orthogonal.drag = OrthogonalScrollState.Drag(section: section, axis: axis, startOffset: orthogonalOffset(section, axis))
            followOrthogonalPan(pan)
        case .changed:
            followOrthogonalPan(pan)
        case .ended, .cancelled:
            releaseOrthogonalPan(pan, throwing: pan.state == .ended)
        default:
            break
        }
    }

    /// Where the pointer puts the dragged section: the start offset less the translation, drawn through the
    /// rubber band past an end (pinned to it when `bounces` is off).
    private func orthogonalPanOffset(_ pan: PanGestureRecognizer, _ drag: OrthogonalScrollState.Drag,
                                     _ range: ClosedRange<Double>) -> (shown: Double, raw: Double) {
        let raw = drag.startOffset - pan.translation(in: nil)[drag.axis]
        guard scroll.bounces else { return (Self.clamp(raw, range), raw) }
        let extent = scroll.bounds.size[drag.axis]
        if raw < range.lowerBound { return (range.lowerBound - RubberBand.offset(forOvershoot: range.lowerBound - raw, dimension: extent), raw) }
        if raw > range.upperBound { return (range.upperBound + RubberBand.offset(forOvershoot: raw - range.upperBound, dimension: extent), raw) }
        return (raw, raw)
    }

    private func followOrthogonalPan(_ pan: PanGestureRecognizer) {
        guard let drag = orthogonal.drag, let g = orthogonalGeometry, let range = g.orthogonalScrollRange(ofSection: drag.section) else {
            orthogonal.drag = nil
            return
        }
        moveOrthogonalSections([(drag.section, drag.axis, orthogonalPanOffset(pan, drag, range).shown)])
    }

    /// The release: past an end the spring takes the offset back (with the throw's speed away from the content);
    /// within range the throw's momentum is steered to where the section's behaviour rests it. Cancelled, nothing
    /// is thrown.
    private func releaseOrthogonalPan(_ pan: OrthogonalScrollPanGestureRecognizer, throwing: Bool) {
        guard let drag = orthogonal.drag else { return }
        orthogonal.drag = nil
        guard let g = orthogonalGeometry, let range = g.orthogonalScrollRange(ofSection: drag.section) else { return }
        let axis = drag.axis, now = pan.releaseTime ?? pan.lastInputTime ?? scroll.lastAdvance ?? .zero
        scroll.lastAdvance = scroll.lastAdvance ?? now
        // Content follows the pointer: the offset moves against it.
        let velocity = throwing ? -pan.releaseVelocity[axis] : 0
        let (shown, raw) = orthogonalPanOffset(pan, drag, range)
        var motion = newOrthogonalMotion(axis)
        if shown < range.lowerBound || shown > range.upperBound {
            let edge: Bounce.Edge = shown < range.lowerBound ? .leading : .trailing
            let overshoot = edge == .leading ? range.lowerBound - raw : raw - range.upperBound
            motion.physics.setBounce(Bounce(edge: edge, start: now, overshoot: overshoot, velocity: edge == .leading ? -velocity : velocity), axis)
        } else {
            motion.physics.setVelocity(velocity, axis)
            let at = OrthogonalScrollState.point(shown, along: axis)
            let proposed = Self.clamp(motion.physics.restingOffset(from: at)[axis], range)
            let target = g.orthogonalTargetOffset(forProposedOffset: proposed, withScrollingVelocity: velocity, from: shown, inSection: drag.section)
            if target != proposed { motion.physics.glide(from: at, to: OrthogonalScrollState.point(target, along: axis)) }
            motion.heading = target
        }
        if motion.physics.isMoving { orthogonal.motions[drag.section] = motion }
    }
}
