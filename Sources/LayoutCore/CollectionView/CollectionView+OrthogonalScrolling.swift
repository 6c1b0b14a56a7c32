/// Sections that scroll on their own across the main scroll axis (UIKit's orthogonally scrolling sections, each a
/// scroll view nested in the collection view), for any layout whose geometry is an `OrthogonalScrollingGeometry`:
/// a wheel along the section's axis over it (a horizontal wheel, or Shift+wheel, in a vertical layout) and a
/// press-drag in it move it with the main axis's momentum and rubber band (`ScrollPhysics`, `Bounce`), and it comes to
/// rest where the geometry's `orthogonalTargetOffset` says (its paging). Each step sets the offset on the prepared
/// geometry: nothing is prepared again. The offsets are the collection view's: every prepare gets them
/// (`LayoutContext.orthogonalScrollOffsets`), so they survive invalidation, updates and resizes (clamped to the
/// section's range), and layout switches.
extension CollectionView {
    /// How far each section that scrolls on its own is scrolled away from 0, by section: (x, 0) in a vertical
    /// layout, (0, y) in a horizontal one. Setting it moves those sections at once (stopping their motion) and puts
    /// the others not given back at 0; each is kept within its section's range.
    public var orthogonalScrollOffsets: [Int: Point] {
        get {
            prepareIfNeeded()
            return orthogonal.offsets.filter { $0.value != .zero }
        }
        set {
            prepareIfNeeded()
            var all = newValue
            for s in orthogonal.offsets.keys where all[s] == nil { all[s] = .zero }
            for (s, offset) in all.sorted(by: { $0.key < $1.key }) { setOrthogonalScrollOffset(offset, forSection: s) }
        }
    }

    /// How far section `section` is scrolled on its own (zero when it is not, or does not scroll so).
    public func orthogonalScrollOffset(forSection section: Int) -> Point {
        prepareIfNeeded()
        return orthogonal.offsets[section] ?? .zero
    }

    /// Scrolls section `section` on its own to `offset` (its component along the section's axis counts), kept
    /// within the section's range, at once or eased as a page scroll is (0.25 s). The layout is not prepared again.
    /// A section of the shown layout that does not scroll on its own is left alone; while the shown geometry has
    /// no such sections at all (another layout, a transition, a drag) the offset is kept for when it does.
    public func setOrthogonalScrollOffset(_ offset: Point, forSection section: Int, animated: Bool = false) {
        prepareIfNeeded()
        guard offset.x.isFinite, offset.y.isFinite else { return }
        if orthogonal.drag?.section == section { orthogonal.drag = nil }
        guard let g = orthogonalGeometry else {
            orthogonal.motions[section] = nil
            orthogonal.offsets[section] = offset
            return
        }
        // A section of the shown layout that does not scroll on its own has no offset to set.
        guard let axis = g.orthogonalScrollAxis(ofSection: section), let range = g.orthogonalScrollRange(ofSection: section) else { return }
        let target = Self.clamp(offset[axis], range)
        if animated {
            var motion = newOrthogonalMotion(axis)
            motion.physics.animate(to: OrthogonalScrollState.point(target, along: axis))
            orthogonal.motions[section] = motion
            scroll.lastAdvance = scroll.lastAdvance ?? .zero
        } else {
            orthogonal.motions[section] = nil
            moveOrthogonalSections([(section, axis, target)])
        }
    }

    /// True while a section scrolls on its own: momentum, a glide to its resting place, an eased scroll, a bounce or
    /// a press-drag. An app that sleeps between events keeps drawing frames meanwhile.
    public var isScrollingOrthogonally: Bool { orthogonal.isMoving }

    /// The built-in pan that scrolls a section on its own by a press-drag (UIKit: the nested scroll view's
    /// `panGestureRecognizer`): a press in such a section that moves more along the section's axis than across it
    /// begins it past the tap slop (6 pt), cancelling the press in the view (no highlight, no selection, no drag to
    /// reorder: a press moving across the section still lifts its item); the section follows the pointer,
    /// rubber-banded past its ends, and is thrown on release with the pointer's velocity to rest where its
    /// behaviour says. Set `isEnabled` false to turn it off. It gets input through a `CollectionViewInteraction`.
    public var orthogonalScrollGestureRecognizer: PanGestureRecognizer {
        installBuiltInGestureRecognizers()
        return orthogonal.panGestureRecognizer!
    }

    // MARK: Wheel

    /// A wheel along the axis of the section under the pointer scrolls that section: returns false (the wheel is
    /// the main axis's) when there is none, it does not scroll (its content fits) or the wheel has no movement
    /// along its axis. A vertical layout's sections take `dx` and Shift+wheel, a horizontal layout's the plain
    /// vertical wheel.
    func handleOrthogonalWheel(_ wheel: WheelEvent) -> Bool {
        guard let g = orthogonalGeometry else { return false }
        let o = contentOffset
        guard let section = g.orthogonalSection(at: Point(x: wheel.location.x + o.x, y: wheel.location.y + o.y)),
              let axis = g.orthogonalScrollAxis(ofSection: section), let range = g.orthogonalScrollRange(ofSection: section),
              range.upperBound > range.lowerBound else { return false }
        let shift = wheel.modifiers.contains(.shift)
        let notches = axis == .horizontal ? wheel.dx + (shift ? -wheel.dy : 0) : (shift ? 0 : -wheel.dy)
        guard notches != 0, notches.isFinite else { return false }
        scroll.lastAdvance = scroll.lastAdvance ?? wheel.timestamp
        if orthogonal.drag?.section == section { return true }
        var motion = orthogonal.motions[section] ?? newOrthogonalMotion(axis)
        let current = orthogonalOffset(section, axis)
        let start = motion.heading ?? current
        let along = OrthogonalScrollState.point(notches, along: axis)
        motion.physics.addWheel(notchesX: along.x, notchesY: along.y)
        // As the main axis steers its momentum: the resting place momentum alone would reach, then the layout's.
        // Paging, each whole notch is one page on from where the glide is heading (two notches at once: two);
        // fractions of a notch (a trackpad) add up first, meanwhile resting on the page nearest the momentum's.
        let k = motion.physics.decelerationRate.decayPerSecond
        let proposed = Self.clamp(motion.physics.restingOffset(from: OrthogonalScrollState.point(current, along: axis))[axis], range)
        let pending = (orthogonal.pendingNotches[section] ?? 0) + notches
        let whole = Swift.max(-100, Swift.min(100, pending.rounded(.towardZero)))
        orthogonal.pendingNotches[section] = pending - whole == 0 ? nil : pending - whole
        let notchSpeed = motion.physics.pointsPerWheelNotch * k
        var target = g.orthogonalTargetOffset(forProposedOffset: proposed, withScrollingVelocity: whole == 0 ? 0 : whole.sign == .minus ? -notchSpeed : notchSpeed,
                                              from: start, inSection: section)
        for _ in 1..<Swift.max(1, Int(whole.magnitude)) {
            target = g.orthogonalTargetOffset(forProposedOffset: proposed, withScrollingVelocity: whole < 0 ? -notchSpeed : notchSpeed,
                                              from: target, inSection: section)
        }
        if target != proposed {
            motion.physics.glide(from: OrthogonalScrollState.point(current, along: axis), to: OrthogonalScrollState.point(target, along: axis))
        }
        motion.heading = target
        orthogonal.motions[section] = motion
        return true
    }

    // MARK: Time

    /// One time step of every moving section, as `stepScroll` is for the main axes; the geometry's offsets change,
    /// nothing is prepared.
    func stepOrthogonalScrolling(dt: Double, now: Timestamp) {
        guard !orthogonal.motions.isEmpty else { return }
        guard let g = orthogonalGeometry else {
            // A drag's preview (or a layout without such sections) took over: each moving section stops where it
            // was heading, or where it is; the next settled prepare keeps it within its range (a bounce on its edge).
            for (section, motion) in orthogonal.motions {
                let landing = motion.heading ?? orthogonalOffset(section, motion.axis)
                orthogonal.offsets[section] = OrthogonalScrollState.point(landing, along: motion.axis)
            }
            orthogonal.motions.removeAll()
            return
        }
        var moves: [(Int, Axis, Double)] = []
        for section in orthogonal.motions.keys.sorted() {
            guard var motion = orthogonal.motions[section], let range = g.orthogonalScrollRange(ofSection: section) else {
                orthogonal.motions[section] = nil
                continue
            }
            let axis = motion.axis, before = orthogonalOffset(section, axis)
            let velocity = motion.physics.velocity[axis], animating = motion.physics.isAnimating
            let proposed = motion.physics.advance(offset: OrthogonalScrollState.point(before, along: axis), dt: dt, now: now)[axis]
            let next = motion.physics.settle(axis, before: before, proposed: proposed, velocity: velocity, low: range.lowerBound,
                                             high: range.upperBound, extent: scroll.bounds.size[axis], dt: dt, now: now,
                                             animating: animating, canBounce: scroll.bounces && range.upperBound > range.lowerBound)
            orthogonal.motions[section] = motion.physics.isMoving ? motion : nil
            moves.append((section, axis, next))
        }
        moveOrthogonalSections(moves)
    }

    // MARK: Prepare

    /// After a prepare: the offsets the geometry laid out become the collection view's (a layout value's own
    /// offsets for sections it had none for), each within its section's new range unless it is moving, and those of
    /// sections that no longer scroll on their own go. A geometry without such sections changes nothing: its
    /// offsets wait for a layout that has them.
    func adoptPreparedOrthogonalOffsets() {
        // A partial prepare (a live pinch) is not completed for this: its offsets are adopted at the next prepare.
        guard !prepared.isPartial, let g = orthogonalGeometry else { return }
        var offsets: [Int: Point] = [:], clamped: [(Int, Axis, Double)] = []
        for (section, length) in g.orthogonalScrollOffsets {
            if let axis = g.orthogonalScrollAxis(ofSection: section) { offsets[section] = OrthogonalScrollState.point(length, along: axis) }
        }
        for section in orthogonal.offsets.keys where offsets[section] == nil {
            // Laid out at 0 (the geometry lists only sections away from it): kept as 0, overriding the layout's own.
            if g.orthogonalScrollAxis(ofSection: section) != nil { offsets[section] = .zero }
        }
        for section in offsets.keys.sorted() where orthogonal.motions[section] == nil && orthogonal.drag?.section != section {
            guard let axis = g.orthogonalScrollAxis(ofSection: section), let range = g.orthogonalScrollRange(ofSection: section) else { continue }
            let length = offsets[section]![axis], inside = Self.clamp(length, range)
            if inside != length { clamped.append((section, axis, inside)) }
        }
        for section in orthogonal.motions.keys where offsets[section] == nil { orthogonal.motions[section] = nil }
        if let drag = orthogonal.drag, offsets[drag.section] == nil { orthogonal.drag = nil }
        orthogonal.offsets = offsets
        if !clamped.isEmpty { moveOrthogonalSections(clamped) }
    }

    // MARK: Helpers

    /// The shown geometry when it has sections that scroll on their own (nil while a transition, an update's
    /// animation or a drag's preview is shown: those sections then stand still).
    var orthogonalGeometry: (any OrthogonalScrollingGeometry)? {
        guard presentation.animation == nil, presentation.drag == nil else { return nil }
        return prepared.geometry as? any OrthogonalScrollingGeometry
    }

    /// Section `section`'s offset along `axis`.
    func orthogonalOffset(_ section: Int, _ axis: Axis) -> Double { orthogonal.offsets[section]?[axis] ?? 0 }

    /// Moves sections to new offsets: kept here and set on the prepared geometry, without a prepare.
    func moveOrthogonalSections(_ moves: [(section: Int, axis: Axis, offset: Double)]) {
        guard !moves.isEmpty else { return }
        for m in moves { orthogonal.offsets[m.section] = OrthogonalScrollState.point(m.offset, along: m.axis) }
        guard var g = prepared.geometry as? any OrthogonalScrollingGeometry else { return }
        // Out of the property while it changes, so its sections are changed in place, not copied.
        prepared.geometry = nil
        for m in moves { g.setOrthogonalScrollOffset(m.offset, ofSection: m.section) }
        prepared.geometry = g
        views.needsUpdate = true
    }

    /// A section's motion at rest, decaying and stepping wheel notches as the main axis does.
    func newOrthogonalMotion(_ axis: Axis) -> OrthogonalScrollState.Motion {
        var physics = ScrollPhysics()
        physics.decelerationRate = scroll.physics.decelerationRate
        physics.pointsPerWheelNotch = scroll.physics.pointsPerWheelNotch
        return OrthogonalScrollState.Motion(axis: axis, physics: physics)
    }

    /// `x` within `range` (its lower bound for a non-finite `x`).
    static func clamp(_ x: Double, _ range: ClosedRange<Double>) -> Double {
        x.isFinite ? min(range.upperBound, max(range.lowerBound, x)) : range.lowerBound
    }
}
