/// A continuous recognizer for a press held still (UILongPressGestureRecognizer): it begins once the primary
/// button has been held `minimumPressDuration` without moving more than `allowableMovement`, changes as the
/// pointer then moves, and ends on the release. A release or a larger movement before that makes it fail.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the press must last, in seconds (UIKit's default, 0.5 s).
    public var minimumPressDuration = 0.5
    /// How far the pointer may move before the gesture begins, in points (UIKit's default, 10 pt).
    public var allowableMovement = 10.0

    private var start: (location: Point, time: Timestamp)?

    /// A long-press recognizer calling `handler` as it begins, changes and ends.
    public convenience init(handler: @escaping (LongPressGestureRecognizer) -> Void) {
        self.init()
        addAction { handler($0 as! LongPressGestureRecognizer) }
    }

    /// True while a press is held that has not yet lasted long enough.
    open override var needsTimeUpdates: Bool { state == .possible && start != nil }

    open override func pointerBegan(_ event: PointerEvent) {
        // A second press of the primary button (its release was lost) starts again; another button is ignored.
        guard state == .possible, start == nil || event.button == .primary else { return }
        guard event.button == .primary else { state = .failed; return }
        start = (event.location, event.timestamp)
        windowLocation = event.location
        lastInputTime = event.timestamp
    }

    open override func pointerMoved(_ event: PointerEvent) {
        guard let start else { return }
        windowLocation = event.location
        lastInputTime = event.timestamp
        switch state {
        case .possible: if start.location.distance(to: event.location) > allowableMovement { state = .failed }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func pointerEnded(_ event: PointerEvent) {
        guard start != nil, event.button == .primary else { return }
        windowLocation = event.location
        lastInputTime = event.timestamp
        start = nil
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// The press has lasted `minimumPressDuration`: the gesture begins.
    open override func advance(to now: Timestamp) {
        guard state == .possible, pendingState == nil, let start, now - start.time >= minimumPressDuration else { return }
        lastInputTime = now
        state = .began
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
