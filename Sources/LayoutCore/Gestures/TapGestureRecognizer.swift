/// A discrete recognizer for one or more clicks of the primary button (UITapGestureRecognizer): recognized
/// (`.ended`) on the release of the `numberOfTapsRequired`-th click; it fails when the pointer moves more than
/// `allowableMovement` from the first press, when the next press comes later than `maximumTapInterval` after the
/// last release, or on a press of another button.
///
/// The tap-priority example of Apple's Collection View Programming Guide for iOS ("Working with the Default Gesture
/// Behaviors", listing 4-2):
///
///     let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2) { _ in enlarge() }
///     doubleTap.delaysTouchesBegan = true
///     collectionView.addGestureRecognizer(doubleTap)
open class TapGestureRecognizer: GestureRecognizer {
    /// Clicks needed (UITapGestureRecognizer's `numberOfTapsRequired`). Default 1; values below 1 count as 1.
    public var numberOfTapsRequired = 1
    /// How far the pointer may move from the first press, in points, and still be tapping. Default 10.
    public var allowableMovement = 10.0
    /// The longest pause between a release and the next press of the same gesture, in seconds: the desktop's
    /// double-click window, 0.3 s (`CollectionViewInteraction.doubleClickInterval`).
    public var maximumTapInterval = CollectionViewInteraction.doubleClickInterval

    /// Clicks completed so far in this attempt.
    public private(set) var tapCount = 0
    private var firstLocation: Point?
    private var isDown = false
    private var lastRelease: Timestamp?

    /// A tap recognizer calling `handler` when recognized.
    public convenience init(numberOfTapsRequired: Int = 1, handler: @escaping (TapGestureRecognizer) -> Void) {
        self.init()
        self.numberOfTapsRequired = numberOfTapsRequired
        addAction { handler($0 as! TapGestureRecognizer) }
    }

    /// True between clicks while the next one may still come.
    open override var needsTimeUpdates: Bool { state == .possible && tapCount > 0 && !isDown }

    open override func pointerBegan(_ event: PointerEvent) {
        guard state == .possible else { return }
        guard event.button == .primary, !isDown else { state = .failed; return }
        if let last = lastRelease, event.timestamp - last > maximumTapInterval { state = .failed; return }
        if let first = firstLocation, first.distance(to: event.location) > allowableMovement { state = .failed; return }
        if firstLocation == nil { firstLocation = event.location }
        isDown = true
        windowLocation = event.location
        lastInputTime = event.timestamp
    }

    open override func pointerMoved(_ event: PointerEvent) {
        guard state == .possible, isDown, let first = firstLocation else { return }
        if first.distance(to: event.location) > allowableMovement { state = .failed }
    }

    open override func pointerEnded(_ event: PointerEvent) {
        guard state == .possible, isDown, event.button == .primary else { return }
        isDown = false
        tapCount += 1
        lastRelease = event.timestamp
        windowLocation = event.location
        lastInputTime = event.timestamp
        if tapCount >= max(1, numberOfTapsRequired) { state = .recognized }
    }

    open override func pointerCancelled(_ event: PointerEvent) {
        if state == .possible && (isDown || tapCount > 0) { state = .failed }
    }

    /// The next click did not come within `maximumTapInterval`: the gesture fails.
    open override func advance(to now: Timestamp) {
        guard state == .possible, pendingState == nil, !isDown, let last = lastRelease else { return }
        if now - last > maximumTapInterval { state = .failed }
    }

    open override func reset() {
        super.reset()
        tapCount = 0; firstLocation = nil; isDown = false; lastRelease = nil
    }
}
