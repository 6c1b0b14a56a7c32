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
        reportDragChange(); defer { reportDragChange() }
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
        let newSequence = e.phase == .down && buttonEvent && gestureDispatch.buttonsDown.isEmpty
        switch e.phase {
        case .down: if buttonEvent { gestureDispatch.buttonsDown.insert(e.button) }
        case .up: gestureDispatch.buttonsDown.remove(e.button)
        case .cancel: gestureDispatch.buttonsDown.removeAll()
        case .move: break
        }
        if newSequence {
            // A new press sequence: recognizers whose wait for time is over decide first. Then those in the middle
            // of a gesture (a tap waiting for its next click) see the press, so a press elsewhere fails them and
            // what waits on them decides (a click on another item selects the first one before this press
            // highlights); then the finished ones start afresh with this press.
            advanceGestureRecognizers(to: e.timestamp)
            gestureDispatch.viewCancelled = false
            let midGesture = recognizers.filter { $0.isTracking && $0.state == .possible && $0.pendingState == nil }
            for r in midGesture { r.pointerBegan(e) }
            resolveFailureRequirements()
            resolveReleasedClick()
            // Tap recognitions no released click took (a press that was no click) are spent.
            if gestureDispatch.releasedClick == nil && gestureDispatch.held.isEmpty { gestureDispatch.recognizedTaps = 0 }
            for r in collectionView.gestureRecognizers where r.state.isFinished { r.reset() }
            for r in recognizers where r.isEnabled && !midGesture.contains(where: { $0 === r }) && r.pendingState == nil {
                if r.state == .possible && r.receivesPointerInput { r.isTracking = true }
                r.pointerBegan(e)
            }
        } else {
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
        }
        resolveFailureRequirements()
        resolveReleasedClick()
        let used = deliverToView(e)
        if let now = gestureDispatch.reorderPanMoved {
            gestureDispatch.reorderPanMoved = nil
            send(.reorderPanMoved(now))
        }
        resolveReleasedClick()
        runDoubleClickActions()
        return used
    }

    /// A touch-device pinch of `scale` about `center`, a fraction of the window (0…1), as `InputEvent.pinch`
    /// carries it: offered to the pinch recognizers. Returns true when one took it.
    @discardableResult
    public func handlePinch(scale: Double, center: Point) -> Bool {
        reportDragChange(); defer { reportDragChange() }
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
        resolveReleasedClick()
        runDoubleClickActions()
        return taken
    }

    /// Time reaches the recognizers; input they held back is then delivered or discarded.
    func advanceGestureRecognizers(to now: Timestamp) {
        gestureDispatch.lastTime = now
        for r in collectionView.gestureRecognizers where r.isEnabled { r.advance(to: now) }
        resolveFailureRequirements()
        settleView()
        resolveReleasedClick()
        runDoubleClickActions()
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

        let swap = swapReorderGestureRecognizer
        swap.name = "swap reorder"
        swap.minimumPressDuration = Self.longPressDuration
        swap.allowableMovement = Self.tapSlop
        // The press machine takes the highlight away and runs the drag with the rest of the press.
        swap.cancelsTouchesInView = false
        swap.isEnabled = false
        swap.addAction { [weak self] r in
            if r.state == .began, let time = r.lastInputTime { self?.send(.swapLiftBegan(time)) }
        }
        collectionView.addGestureRecognizer(swap)

        // The guide's tap priority (listing 4-2) built in: the single tap that selects requires the double tap to
        // fail. Neither delays the view's input, so the pressed cell lights at once and stays lit until the click
        // is decided.
        let doubleTap = doubleTapGestureRecognizer
        doubleTap.name = "double click"
        doubleTap.numberOfTapsRequired = 2
        doubleTap.allowableMovement = Self.tapSlop
        doubleTap.isEnabled = doubleClickAction != nil
        // A press held into a long press (the menu) is no double click.
        doubleTap.require(toFail: longPress)
        doubleTap.require(toFail: swap)
        doubleTap.addAction { [weak self] r in
            if r.state == .recognized { self?.gestureDispatch.doubleTaps.append(r.location(in: nil)) }
        }
        let selection = selectionGestureRecognizer
        selection.name = "selection"
        selection.allowableMovement = Self.tapSlop
        // The view's press keeps its highlight and is resolved by `resolveReleasedClick()`.
        selection.cancelsTouchesInView = false
        selection.require(toFail: doubleTap)
        selection.require(toFail: longPress)
        // A press held into seed 003's swapping drag is no click either.
        selection.require(toFail: swap)
        selection.addAction { [weak self] r in
            if r.state == .recognized { self?.gestureDispatch.recognizedTaps += 1 }
        }
        collectionView.addGestureRecognizer(selection)
        collectionView.addGestureRecognizer(doubleTap)
    }

    // MARK: Clicks through the tap recognizers

    /// A click the view released waits for the selection tap: recognized, it selects (after the highlight goes);
    /// failed (a double click, a long press) or never tracking it, the highlight goes and nothing is selected.
    func resolveReleasedClick() {
        guard let click = gestureDispatch.releasedClick else { return }
        let tap = selectionGestureRecognizer
        let selects: Bool
        if gestureDispatch.recognizedTaps > 0 {
            gestureDispatch.recognizedTaps -= 1
            selects = true
        } else if tap.isUndecided || tap.pendingState != nil {
            return
        } else {
            selects = false
        }
        gestureDispatch.releasedClick = nil
        if click.highlighted { apply(.unhighlight(click.indexPath)) }
        if selects { self.tap(click.indexPath, modifiers: click.modifiers) }
    }

    /// Runs the double-click action for each double tap recognized, after the view has seen the event (its
    /// press cancelled, the highlight gone).
    private func runDoubleClickActions() {
        while !gestureDispatch.doubleTaps.isEmpty {
            let point = gestureDispatch.doubleTaps.removeFirst()
            collectionView.layoutIfNeeded()
            if let ip = collectionView.indexPathForItem(atWindowPoint: point) { doubleClickAction?(ip) }
        }
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
