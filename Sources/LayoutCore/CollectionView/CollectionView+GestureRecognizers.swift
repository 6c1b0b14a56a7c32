/// Gesture recognizers attached to the collection view (Apple's Collection View Programming Guide for iOS, "Incorporating
/// Gesture Support": "always attach your gesture recognizers to the collection view itself"). A `CollectionViewInteraction` feeds them the input it receives before the collection
/// view's own touch handling, and the time passed to `advance(to:)` reaches them, so a tap waiting for a second
/// tap fails, and a long press begins, at the time the app advances to.
extension CollectionView {
    /// The attached recognizers, in the order they receive input (UIView's `gestureRecognizers`); the built-in
    /// `pinchGestureRecognizer` is first until removed, then `orthogonalScrollGestureRecognizer`.
    public var gestureRecognizers: [GestureRecognizer] {
        installBuiltInGestureRecognizers()
        return gestures.recognizers
    }

    /// Attaches a recognizer (UIView's `addGestureRecognizer(_:)`); one attached to another collection view moves
    /// here. Adding it twice changes nothing.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        installBuiltInGestureRecognizers()
        guard !gestures.recognizers.contains(where: { $0 === recognizer }) else { return }
        if let other = recognizer.view, other !== self { other.removeGestureRecognizer(recognizer) }
        recognizer.reset()
        recognizer.view = self
        gestures.recognizers.append(recognizer)
    }

    /// Detaches a recognizer (UIView's `removeGestureRecognizer(_:)`); it takes no more input. Removing the built-in
    /// pinch and adding your own replaces the pinch.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        installBuiltInGestureRecognizers()
        guard let i = gestures.recognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestures.recognizers.remove(at: i)
        recognizer.view = nil
        recognizer.reset()
    }

    /// The built-in pinch (UIScrollView's `pinchGestureRecognizer`): ctrl+wheel and touch pinches change the
    /// layout's pinch parameter through `pinch(scale:at:)` (for layouts that are `PinchableLayout`s). It does not
    /// cancel the press in progress. Remove it to turn the pinch off or to replace it with your own.
    public var pinchGestureRecognizer: PinchGestureRecognizer {
        installBuiltInGestureRecognizers()
        return gestures.builtInPinch!
    }

    /// Makes the built-in recognizers once.
    func installBuiltInGestureRecognizers() {
        guard gestures.builtInPinch == nil else { return }
        let pinch = PinchGestureRecognizer { [weak self] r in
            guard let self, r.state == .began || r.state == .changed else { return }
            self.pinch(scale: r.scale, at: r.location(in: nil))
            r.scale = 1
        }
        pinch.name = "pinch"
        pinch.cancelsTouchesInView = false
        pinch.view = self
        gestures.builtInPinch = pinch
        gestures.recognizers.insert(pinch, at: 0)
        installOrthogonalScrollGestureRecognizer()
    }

    /// Time reaches the recognizers (through the interaction, which delivers input they held back).
    func advanceGestureRecognizers(to now: Timestamp) {
        if let dispatcher = gestures.dispatcher {
            dispatcher.advanceGestureRecognizers(to: now)
        } else {
            for r in gestures.recognizers where r.isEnabled { r.advance(to: now) }
        }
    }
}
