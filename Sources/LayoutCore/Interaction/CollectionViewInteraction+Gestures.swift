/// Input reaches the collection view's gesture recognizers first, then the collection view's own handling (the
/// press machine: highlight, selection, menu rows, drag), as UIKit delivers touches to a view's recognizers and
/// to the view. While a recognizer with `delaysTouchesBegan` is undecided the view's input is held
/// back, delivered in order if it fails and discarded if it is recognized; a recognizer with
/// `cancelsTouchesInView` that recognizes cancels the press in the view (its highlight goes, its release
/// selects nothing).
extension CollectionViewInteraction {
    /// Handles a pointer event: the recognizers see it, then the collection view's own handling unless a
    /// recognizer holds it back or cancelled the press. Returns true when it was used.
    @discardableResult
    public func handle(_ e: PointerEvent) -> Bool {
        gestureDispatch.lastTime = e.timestamp
        if menu != nil && e.phase != .cancel { hoverMenu(at: e.location) }
        let recognizers = collectionView.gestureRecognizers.filter(\.isEnabled)
        let buttonEvent = e.button != .none
        // A button pressed again whose release was lost: that press is cancelled for the recognizers first.
        if e.phase == .down && buttonEvent && gestureDispatch.buttonsDown.contains(e.button) {
            let lost = PointerEvent(.cancel, at: e.location, button: e.button, modifiers: e.modifiers, timestamp: e.timestamp)
            for r in recognizers { r.pointerCancelled(lost) }
            gestureDispatch.buttonsDown.removeAll()
        }
        // A new press sequence: recognizers whose wait for time is over decide first, and the finished ones start
        // afresh.
        if e.phase == .down && buttonEvent && gestureDispatch.buttonsDown.isEmpty {
            advanceGestureRecognizers(to: e.timestamp)
            for r in collectionView.gestureRecognizers where r.state.isFinished { r.reset() }
            gestureDispatch.viewCancelled = false
        }
        switch e.phase {
        case .down: if buttonEvent { gestureDispatch.buttonsDown.insert(e.button) }
        case .up: gestureDispatch.buttonsDown.remove(e.button)
        case .cancel: gestureDispatch.buttonsDown.removeAll()
        case .move: break
        }
        for r in recognizers {
            switch e.phase {
            case .down:
                if r.state == .possible && r.receivesPointerInput { r.isTracking = true }
                r.pointerBegan(e)
            case .move: r.pointerMoved(e)
            case .up: r.pointerEnded(e)
            case .cancel: r.pointerCancelled(e)
            }
        }
        resolveFailureRequirements()
        let used = deliverToView(e)
        if let now = gestureDispatch.reorderPanMoved {
            gestureDispatch.reorderPanMoved = nil
            send(.reorderPanMoved(now))
        }
        return used
    }

    /// A touch-device pinch of `scale` about `center`, a fraction of the window (0…1), as `InputEvent.pinch`
    /// carries it: offered to the pinch recognizers. Returns true when one took it.
    @discardableResult
    public func handlePinch(scale: Double, center: Point) -> Bool {
        let size = collectionView.viewportSize
        let point = Point(x: center.x * size.width, y: center.y * size.height)
        let time = gestureDispatch.lastTime ?? .zero
        return offer { $0.pinched(by: scale, at: point, time: time) }
    }

    /// Offers a wheel event to the recognizers (ctrl+wheel is the pinch's); true when one took it.
    func offerToGestureRecognizers(_ wheel: WheelEvent) -> Bool {
        gestureDispatch.lastTime = wheel.timestamp
        return offer { $0.wheelScrolled(wheel) }
    }

    /// Offers non-pointer input to every enabled recognizer (finished ones start afresh between presses).
    private func offer(_ input: (GestureRecognizer) -> Bool) -> Bool {
        var taken = false
        for r in collectionView.gestureRecognizers where r.isEnabled {
            if gestureDispatch.buttonsDown.isEmpty && r.state.isFinished { r.reset() }
            if input(r) { taken = true }
        }
        resolveFailureRequirements()
        settleView()
        return taken
    }

    /// Time reaches the recognizers; input they held back is then delivered or discarded.
    func advanceGestureRecognizers(to now: Timestamp) {
        gestureDispatch.lastTime = now
        for r in collectionView.gestureRecognizers where r.isEnabled { r.advance(to: now) }
        resolveFailureRequirements()
        settleView()
    }

    /// True while a recognizer waits on time or input is held back.
    var gesturesNeedTimeUpdates: Bool {
        !gestureDispatch.held.isEmpty || collectionView.gestureRecognizers.contains { $0.isEnabled && $0.needsTimeUpdates }
    }

    /// The built-in recognizers the interaction owns, attached to its collection view.
    func installGestureRecognizers() {
        collectionView.gestures.dispatcher = self
        let longPress = longPressGestureRecognizer
        longPress.name = "edit menu"
        longPress.minimumPressDuration = Self.longPressDuration
        // Moving past the tap slop makes the press something else (a drag), so the long press fails there.
        longPress.allowableMovement = Self.tapSlop
        // The press machine takes the highlight away itself, in the order the delegate has always heard it.
        longPress.cancelsTouchesInView = false
        longPress.addAction { [weak self] r in
            if r.state == .began { self?.send(.longPressBegan) }
        }
        collectionView.addGestureRecognizer(longPress)

        let reorder = reorderGestureRecognizer
        reorder.name = "reorder"
        reorder.minimumDistance = Self.dragThreshold
        // The press machine ends the highlight (at the tap slop) and the drag itself.
        reorder.cancelsTouchesInView = false
        reorder.addAction { [weak self] r in
            guard let self, r.state == .began || r.state == .changed else { return }
            self.gestureDispatch.reorderPanMoved = r.lastInputTime
        }
        collectionView.addGestureRecognizer(reorder)
    }

    // MARK: Delivery to the view

    /// Recognizers held back by a requirement decide once what they wait on has decided.
    private func resolveFailureRequirements() {
        let recognizers = collectionView.gestureRecognizers
        for _ in 0...recognizers.count {
            var changed = false
            for r in recognizers where r.resolveFailureRequirements() { changed = true }
            if !changed { return }
        }
    }

    /// A recognizer that recognized this press and cancels touches in the view.
    private var cancellingRecognizer: GestureRecognizer? {
        collectionView.gestureRecognizers.first { $0.isEnabled && $0.receivesPointerInput && $0.cancelsTouchesInView && $0.recognizedSinceReset }
    }

    /// True while a recognizer with `delaysTouchesBegan` has not decided.
    private var isViewInputDelayed: Bool {
        collectionView.gestureRecognizers.contains { $0.delaysTouchesBegan && $0.isUndecided }
    }

    /// Delivers `e` to the view, holds it back, or drops it (the press was cancelled for the view).
    private func deliverToView(_ e: PointerEvent) -> Bool {
        settleView()
        if gestureDispatch.viewCancelled { return true }
        if isViewInputDelayed {
            gestureDispatch.held.append(e)
            return true
        }
        return handleInView(e)
    }

    /// After recognizers changed: a cancelling recognizer cancels the view's press and discards held input;
    /// otherwise, once nothing delays it, held input is delivered in order.
    private func settleView() {
        if !gestureDispatch.viewCancelled, cancellingRecognizer != nil {
            gestureDispatch.viewCancelled = true
            gestureDispatch.held.removeAll()
            if pressMachine.state.press != nil { send(.cancel) }
            return
        }
        guard !gestureDispatch.held.isEmpty, !isViewInputDelayed, !gestureDispatch.viewCancelled else { return }
        let held = gestureDispatch.held
        gestureDispatch.held.removeAll()
        for e in held { handleInView(e) }
    }
}
