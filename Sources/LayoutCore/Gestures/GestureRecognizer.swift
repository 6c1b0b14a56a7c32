/// A gesture recognizer attached to a collection view (UIGestureRecognizer): it watches the pointer,
/// wheel and pinch input the collection view receives, decides whether its gesture happened, and calls its
/// handlers as its `state` changes. Time-based decisions (a tap waiting for a second tap, a long press firing
/// after its duration) are made when time is advanced (`CollectionView.advance(to:)` or
/// `CollectionViewInteraction.advance(to:)`): there is no clock.
///
/// The collection view's own touch handling (highlight, selection, the menu's rows, drag to reorder) runs beside
/// the recognizers, as UIKit's does: `delaysTouchesBegan` holds its input back while this recognizer is undecided,
/// and `cancelsTouchesInView` cancels it once this recognizer recognizes. `require(toFail:)` orders two
/// recognizers. Subclasses (`TapGestureRecognizer`, `LongPressGestureRecognizer`, `PanGestureRecognizer`,
/// `PinchGestureRecognizer`, or your own) override the input methods and set `state`.
open class GestureRecognizer {
    /// Where a recognizer is in recognizing its gesture (UIGestureRecognizer.State). A discrete gesture (a tap)
    /// goes possible → ended (recognized) or failed; a continuous one (a pan, a long press, a pinch) goes
    /// possible → began → changed… → ended or cancelled, or fails before it begins.
    public enum State: String, Hashable, Sendable, CaseIterable {
        /// Not yet recognized (the state it starts in and returns to on reset).
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture moved on.
        case changed
        /// The gesture finished; for a discrete gesture, it was recognized.
        case ended
        /// A continuous gesture was interrupted.
        case cancelled
        /// The input was not this gesture.
        case failed

        /// A discrete gesture was recognized: the same state as `ended` (UIGestureRecognizer.State.recognized).
        public static let recognized = State.ended

        /// True for ended, cancelled and failed: the recognizer takes no input until it is reset.
        public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
        /// True for began, changed and ended: the gesture was recognized.
        public var isRecognized: Bool { self == .began || self == .changed || self == .ended }
    }

    /// The collection view it is attached to (UIGestureRecognizer's `view`); nil until added.
    public internal(set) weak var view: CollectionView?
    /// A name for messages and inspection (UIGestureRecognizer's `name`).
    public var name: String?
    /// A disabled recognizer takes no input; disabling one that has begun cancels it (UIKit). Default true.
    public var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if state == .began || state == .changed { state = .cancelled } else if state == .possible, isTracking { state = .failed }
        }
    }
    /// While this recognizer is undecided, the collection view's own handling of the pointer (its highlight and
    /// selection) receives nothing; if the gesture is recognized that input is discarded, if it fails the input is
    /// delivered then, in order (UIGestureRecognizer's `delaysTouchesBegan`). Default false.
    public var delaysTouchesBegan = false
    /// When the gesture is recognized, the collection view's own handling of the current press is cancelled (a
    /// highlighted cell is unhighlighted, the release selects nothing) and input held back is discarded
    /// (UIGestureRecognizer's `cancelsTouchesInView`). Default true.
    public var cancelsTouchesInView = true
    /// Asked when the gesture is about to begin or be recognized; false makes it fail instead
    /// (UIGestureRecognizerDelegate's `gestureRecognizerShouldBegin(_:)`).
    public var shouldBegin: ((GestureRecognizer) -> Bool)?

    /// The recognizer's state. Subclasses set it as their gesture progresses (as UIKit subclasses do through
    /// UIGestureRecognizerSubclass); setting it calls the handlers. A recognizer that would begin or be
    /// recognized while a recognizer it requires to fail is undecided stays `.possible` until that one decides.
    public var state: State {
        get { storedState }
        set { request(newValue) }
    }

    /// The last location of the gesture's input, in window coordinates.
    public internal(set) var windowLocation = Point.zero
    /// The time of the gesture's last input.
    public internal(set) var lastInputTime: Timestamp?

    private var storedState = State.possible
    /// A state held back by `require(toFail:)`: applied when every required recognizer has failed.
    var pendingState: State?
    /// True once the recognizer has taken part in the current input (a press it saw begin, a pinch step), so an
    /// undecided state holds up what waits on it; false after a reset.
    public internal(set) var isTracking = false
    /// True when it recognized (began or ended) since the last reset: its view's touches are cancelled then.
    var recognizedSinceReset = false
    private(set) var failureRequirements: [Weak] = []
    private var handlers: [(id: Int, target: Weak?, run: (GestureRecognizer) -> Void)] = []
    private var nextHandlerID = 0

    /// A weak reference (requirements and targets are not kept alive by the recognizer, as in UIKit).
    struct Weak {
        weak var object: AnyObject?
    }

    /// A recognizer with no handler yet (add one with `addAction(_:)` or `addTarget(_:action:)`).
    public init() {}


    // MARK: Handlers (target/action)

    /// Adds a closure called on each state change that sends actions: began, changed, ended (recognized) and
    /// cancelled, not failed (UIKit's actions). Returns an id for `removeAction(_:)`.
    @discardableResult
    public func addAction(_ handler: @escaping (GestureRecognizer) -> Void) -> Int {
        nextHandlerID += 1
        handlers.append((nextHandlerID, nil, handler))
        return nextHandlerID
    }

    /// Removes the handler `addAction(_:)` returned `id` for.
    public func removeAction(_ id: Int) { handlers.removeAll { $0.id == id } }

    /// Adds a target and its action method, as UIKit's `addTarget(_:action:)`: `addTarget(self, action: Self.handleTap)`.
    /// The target is held weakly; its action stops when it is gone.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (GestureRecognizer) -> Void) {
        nextHandlerID += 1
        let box = Weak(object: target)
        handlers.append((nextHandlerID, box, { [box] recognizer in
            if let t = box.object as? Target { action(t)(recognizer) }
        }))
    }

    /// Removes every action of `target` (UIKit's `removeTarget(_:action:)` with a nil action).
    public func removeTarget(_ target: AnyObject) { handlers.removeAll { $0.target?.object === target } }

    // MARK: Failure requirements

    /// This recognizer waits until `other` has failed before it begins or is recognized, and fails if `other`
    /// is recognized (UIGestureRecognizer's `require(toFail:)`): a single tap that requires a double tap to fail
    /// fires only once the double tap's window has passed without a second tap.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.object === other }) else { return }
        failureRequirements.append(Weak(object: other))
    }

    /// The recognizers this one requires to fail that are still alive.
    public var requiredToFail: [GestureRecognizer] { failureRequirements.compactMap { $0.object as? GestureRecognizer } }

    // MARK: Location

    /// Where the gesture is (UIGestureRecognizer's `location(in:)`): in the collection view's content coordinates
    /// when given the collection view it is attached to, in window coordinates when given nil.
    public func location(in collectionView: CollectionView?) -> Point {
        guard let cv = collectionView else { return windowLocation }
        let o = cv.contentOffset
        return Point(x: windowLocation.x + o.x, y: windowLocation.y + o.y)
    }

    // MARK: Input (overridden by subclasses)

    /// False for recognizers that watch no pointer presses (a pinch): a press then does not make them undecided.
    open var receivesPointerInput: Bool { true }
    /// True while the recognizer waits on time: the caller must keep advancing it.
    open var needsTimeUpdates: Bool { false }

    /// A pointer button went down (UIKit's `touchesBegan`).
    open func pointerBegan(_ event: PointerEvent) {}
    /// The pointer moved (UIKit's `touchesMoved`).
    open func pointerMoved(_ event: PointerEvent) {}
    /// A pointer button went up (UIKit's `touchesEnded`).
    open func pointerEnded(_ event: PointerEvent) {}
    /// The press was cancelled (UIKit's `touchesCancelled`): a recognizer that began is cancelled, an undecided one fails.
    open func pointerCancelled(_ event: PointerEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }
    /// A wheel event; return true when it was this recognizer's input (ctrl+wheel is a pinch).
    open func wheelScrolled(_ event: WheelEvent) -> Bool { false }
    /// A touch-device pinch of `scale` about a window point; return true when it was this recognizer's input.
    open func pinched(by scale: Double, at location: Point, time: Timestamp) -> Bool { false }
    /// Time moved on to `now` (time-based failures and recognitions happen here).
    open func advance(to now: Timestamp) {}
    /// Back to `.possible` after the gesture finished (UIGestureRecognizer's `reset()`); subclasses clear their
    /// own tracking and call super.
    open func reset() {
        storedState = .possible
        pendingState = nil
        isTracking = false
        recognizedSinceReset = false
    }

    // MARK: State changes

    /// Applies a state change: the requirement check, `shouldBegin`, then the handlers.
    private func request(_ new: State) {
        if storedState == .possible && (new == .began || new == .ended) {
            if shouldBegin?(self) == false { storedState = .failed; pendingState = nil; return }
            if requiredToFail.contains(where: { $0.isUndecided }) { pendingState = new; return }
            if requiredToFail.contains(where: { $0.recognizedSinceReset }) { storedState = .failed; pendingState = nil; return }
        }
        let old = storedState
        storedState = new
        pendingState = nil
        if new == .began || new == .ended { recognizedSinceReset = true }
        guard new != .possible && new != .failed && (new != old || new == .changed) else { return }
        for handler in handlers { handler.run(self) }
    }

    /// Settles a held-back state once its requirements decided: applied when all failed, failed when one was
    /// recognized. Returns true when something changed.
    func resolveFailureRequirements() -> Bool {
        guard let pending = pendingState else { return false }
        let others = requiredToFail
        if others.contains(where: { $0.isUndecided }) { return false }
        pendingState = nil
        if others.contains(where: { $0.recognizedSinceReset }) {
            storedState = .failed
        } else {
            request(pending)
        }
        return true
    }

    /// Enabled, tracking input and not yet decided (a held-back recognition counts as undecided).
    var isUndecided: Bool { isEnabled && isTracking && storedState == .possible }
}
