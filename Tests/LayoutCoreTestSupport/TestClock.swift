public import LayoutCore

/// Time for tests, moved one frame at a time in the app's order: the interaction (when there is one), the
/// reorder tick, then the collection view's update cycle. Nothing reads a real clock.
public final class TestClock {
    /// Seconds since the start.
    public var now: Double
    public var time: Timestamp { Timestamp(seconds: now) }

    public init(now: Double = 0) { self.now = now }

    /// One frame of `dt` seconds (1/60 unless given).
    public func frame(_ cv: CollectionView, _ ix: CollectionViewInteraction? = nil, dt: Double = 1.0 / 60) {
        now += dt
        ix?.advance(to: time)
        cv.advanceReorder(now: time)
        cv.advance(to: time)
    }
}
