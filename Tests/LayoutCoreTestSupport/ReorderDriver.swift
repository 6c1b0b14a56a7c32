public import LayoutCore

/// The reorder tests' drag: drives a collection view's pointer gesture as the app does (input, then per frame
/// the reorder tick and the update cycle, `TestClock.frame`): a press that lifts an item (with companions for a
/// multi-item drag), a straight move of the pointer one frame per step, the drop or Esc, and frames until
/// every animation has landed.
public final class ReorderDriver {
    /// The collection view driven.
    public let cv: CollectionView
    private let clock = TestClock()
    /// Where the pointer is (window coordinates).
    public var lastPointer = Point.zero

    /// A driver of `cv`, its clock at zero.
    public init(_ cv: CollectionView) { self.cv = cv }

    /// The time now.
    public var time: Timestamp { clock.time }

    /// One frame of `dt` seconds (1/60 unless given).
    public func frame(_ dt: Double = 1.0 / 60) { clock.frame(cv, dt: dt) }

    /// The centre of an item in window coordinates.
    public func windowCentre(_ ip: IndexPath) -> Point {
        let c = cv.layoutAttributesForItem(at: ip)!.center
        return Point(x: c.x - cv.contentOffset.x, y: c.y - cv.contentOffset.y)
    }

    /// Presses on an item (at its centre unless `pointer` is given) and lifts it, with `companions` riding along,
    /// then runs one frame; false when the collection view refused the drag.
    @discardableResult
    public func lift(_ ip: IndexPath, together companions: [IndexPath] = [], at pointer: Point? = nil) -> Bool {
        let p = pointer ?? windowCentre(ip)
        lastPointer = p
        let ok = cv.beginReorder(at: ip, together: companions, pointer: p, now: time)
        frame()
        return ok
    }

    /// Moves the pointer in a straight line to a window point, one frame per step.
    public func drag(to target: Point, steps: Int = 12) {
        let start = lastPointer
        for i in 1...steps {
            let p = start.interpolated(to: target, progress: Double(i) / Double(steps))
            cv.moveReorder(pointer: p, now: time)
            lastPointer = p
            frame()
        }
    }

    /// Releases the pointer: the drop.
    public func drop() { cv.endReorder(now: time) }

    /// Esc: everything returns.
    public func cancel() { cv.cancelReorder() }

    /// Runs frames until no animation is left (at most four seconds of them).
    public func settle() {
        for _ in 0..<240 where cv.isTransitioning { frame() }
    }
}
