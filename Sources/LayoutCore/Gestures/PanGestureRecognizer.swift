/// A continuous recognizer for a drag with the primary button (UIPanGestureRecognizer): it begins once the
/// pointer has moved more than `minimumDistance` from the press, changes with every move, and ends on the
/// release; a release before that makes it fail. `translation(in:)` and `velocity(in:)` describe the drag.
open class PanGestureRecognizer: GestureRecognizer {
    /// How far the pointer moves before the pan begins, in points (UIKit's is fixed at about 10 pt). Default 10.
    public var minimumDistance = 10.0

    private var start: Point?
    /// Where translation is measured from (moved by `setTranslation(_:in:)`).
    private var origin = Point.zero
    private var velocityValue = Point.zero

    /// A pan recognizer calling `handler` as it begins, changes and ends.
    public convenience init(handler: @escaping (PanGestureRecognizer) -> Void) {
        self.init()
        addAction { handler($0 as! PanGestureRecognizer) }
    }

    /// How far the pointer has moved since the press (or since the last `setTranslation(_:in:)`), in points
    /// (UIPanGestureRecognizer's `translation(in:)`; the same in window and content coordinates).
    public func translation(in collectionView: CollectionView?) -> Point {
        Point(x: windowLocation.x - origin.x, y: windowLocation.y - origin.y)
    }

    /// Makes the current translation `translation` (UIKit's `setTranslation(_:in:)`); `.zero` lets a handler
    /// read each move as a delta.
    public func setTranslation(_ translation: Point, in collectionView: CollectionView?) {
        origin = Point(x: windowLocation.x - translation.x, y: windowLocation.y - translation.y)
    }

    /// The pointer's speed over its last move, in points per second (UIPanGestureRecognizer's `velocity(in:)`).
    public func velocity(in collectionView: CollectionView?) -> Point { velocityValue }

    open override func pointerBegan(_ event: PointerEvent) {
        // A second press of the primary button (its release was lost) starts again; another button is ignored.
        guard state == .possible, start == nil || event.button == .primary else { return }
        guard event.button == .primary else { state = .failed; return }
        start = event.location
        origin = event.location
        velocityValue = .zero
        windowLocation = event.location
        lastInputTime = event.timestamp
    }

    open override func pointerMoved(_ event: PointerEvent) {
        guard let start else { return }
        if let last = lastInputTime, event.timestamp - last > 0 {
            let dt = event.timestamp - last
            velocityValue = Point(x: (event.location.x - windowLocation.x) / dt, y: (event.location.y - windowLocation.y) / dt)
        }
        windowLocation = event.location
        lastInputTime = event.timestamp
        switch state {
        case .possible: if start.distance(to: event.location) > minimumDistance { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func pointerEnded(_ event: PointerEvent) {
        guard start != nil, event.button == .primary else { return }
        start = nil
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func reset() {
        super.reset()
        start = nil; origin = .zero; velocityValue = .zero
    }
}
