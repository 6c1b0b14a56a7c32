/// A continuous recognizer for a pinch (UIPinchGestureRecognizer), fed by ctrl+wheel (each notch up is a factor of
/// `scalePerNotch`, the browsers' convention for a touchpad pinch) and by a touch device's pinch. The first step
/// begins the gesture, each further step changes it, and it ends `endDelay` seconds after the last step (a wheel
/// has no "fingers lifted") or at the next press.
///
/// `scale` is the factor since the gesture began; a handler that applies it and sets it back to 1 (UIKit's idiom)
/// reads each step as an increment.
open class PinchGestureRecognizer: GestureRecognizer {
    /// The scale factor since the gesture began, or since a handler last set it (UIKit's `scale`). Starts at 1.
    public var scale = 1.0
    /// How fast the scale changed over the last step, in scale factor per second (UIKit's `velocity`).
    public private(set) var velocity = 0.0
    /// Scale per wheel notch for ctrl+wheel (`CollectionViewInteraction.pinchPerNotch`, 1.1).
    public var scalePerNotch = CollectionViewInteraction.pinchPerNotch
    /// Seconds without a step after which the gesture ends. Default 0.3.
    public var endDelay = 0.3

    /// A pinch recognizer calling `handler` as it begins, changes and ends.
    public convenience init(handler: @escaping (PinchGestureRecognizer) -> Void) {
        self.init()
        addAction { handler($0 as! PinchGestureRecognizer) }
    }

    /// A press does not make a pinch undecided.
    open override var receivesPointerInput: Bool { false }
    /// True while a pinch is going on (it ends on time).
    open override var needsTimeUpdates: Bool { state == .began || state == .changed }

    /// A press ends a pinch going on.
    open override func pointerBegan(_ event: PointerEvent) {
        if state == .began || state == .changed { state = .ended }
    }

    open override func wheelScrolled(_ event: WheelEvent) -> Bool {
        guard event.modifiers.contains(.control) else { return false }
        step(by: Math.pow(scalePerNotch, event.dy), at: event.location, time: event.timestamp)
        return true
    }

    open override func pinched(by scale: Double, at location: Point, time: Timestamp) -> Bool {
        guard scale.isFinite, scale > 0 else { return false }
        step(by: scale, at: location, time: time)
        return true
    }

    private func step(by factor: Double, at location: Point, time: Timestamp) {
        guard state == .possible || state == .began || state == .changed else { return }
        let before = scale
        scale *= factor
        if let last = lastInputTime, time - last > 0, state != .possible { velocity = (scale - before) / (time - last) } else { velocity = 0 }
        windowLocation = location
        lastInputTime = time
        isTracking = true
        state = state == .possible ? .began : .changed
    }

    /// `endDelay` after the last step the gesture ends.
    open override func advance(to now: Timestamp) {
        guard state == .began || state == .changed, let last = lastInputTime, now - last >= endDelay else { return }
        state = .ended
    }

    open override func reset() {
        super.reset()
        scale = 1; velocity = 0
    }
}
