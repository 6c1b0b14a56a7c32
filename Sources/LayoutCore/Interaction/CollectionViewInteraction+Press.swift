/// Pointer presses and time, through the press machine: each event becomes a `PressMachine.Event`, the pure
/// transition decides, and `apply(_:)` — the one place the machine's effects touch the collection view and the
/// delegate — carries them out in order.
extension CollectionViewInteraction {
    /// The collection view's own handling of a pointer event (UIKit's touchesBegan… on the view itself), after the
    /// gesture recognizers let it through (`CollectionViewInteraction+Gestures.swift`); returns true when it was used.
    @discardableResult
    func handleInView(_ e: PointerEvent) -> Bool {
        switch e.phase {
        case .down:
            collectionView.layoutIfNeeded()
            closeMenuIfStale()
            return send(.down(e, hit: collectionView.indexPathForItem(atWindowPoint: e.location)))
        case .move: return send(.move(e))
        case .up:
            // Only a release that may end a click needs to know what is under it.
            let hit = pressMachine.state.press == nil ? nil : collectionView.indexPathForItem(atWindowPoint: e.location)
            return send(.up(e, hit: hit))
        case .cancel: return send(.cancel)
        }
    }

    /// Moves time on: a drag auto-scrolls, and the gesture recognizers decide what waits on time (a click selects
    /// once the double tap failed at the end of its window; a still press becomes a long press through
    /// `longPressGestureRecognizer`).
    public func advance(to now: Timestamp) {
        reportDragChange(); defer { reportDragChange() }
        closeMenuIfStale()
        send(.tick(now))
        advanceGestureRecognizers(to: now)
    }

    /// Runs one transition and applies its effects; returns whether the event was used.
    @discardableResult
    func send(_ event: PressMachine.Event) -> Bool {
        let held = gestureDispatch.releasedClick.flatMap { $0.highlighted ? $0.indexPath : nil }
        let context = PressMachine.Context(menu: menu, heldHighlight: held)
        let step = PressMachine.transition(pressMachine, event, context)
        pressMachine = step.machine
        for effect in step.effects { apply(effect) }
        return step.handled
    }

    /// Carries out one effect. Effects that ask the world send the answer back to the machine at once, so the
    /// delegate hears its calls in the order the transitions list them.
    func apply(_ effect: PressMachine.Effect) {
        switch effect {
        case .askHighlight(let ip):
            send(.highlightAnswered(delegate?.collectionView(collectionView, shouldHighlightItemAt: ip) ?? true))
        case .highlight(let ip):
            collectionView.cellForItem(at: ip)?.isHighlighted = true
            delegate?.collectionView(collectionView, didHighlightItemAt: ip)
        case .unhighlight(let ip):
            collectionView.cellForItem(at: ip)?.isHighlighted = false
            delegate?.collectionView(collectionView, didUnhighlightItemAt: ip)
        case .clickReleased(let ip, let modifiers, let highlighted):
            // A second click on the item replaces the first one (whose highlight it took over): one verdict decides.
            if let earlier = gestureDispatch.releasedClick, earlier.highlighted, earlier.indexPath != ip {
                apply(.unhighlight(earlier.indexPath))
            }
            gestureDispatch.releasedClick = (ip, modifiers, highlighted)
            resolveReleasedClick()
        case .adoptHighlight(let ip):
            if gestureDispatch.releasedClick?.indexPath == ip { gestureDispatch.releasedClick?.highlighted = false }
        case .deselectAll: deselectAll(notify: true)
        case .openMenu(let ip): openMenu(for: ip)
        case .closeMenu: closeMenu()
        case .performMenuAction(let action, let ip):
            delegate?.collectionView(collectionView, performAction: action, forItemAt: ip)
        case .beginReorder(let ip, let pointer, let now):
            let companions = dragCompanions(of: ip)
            if collectionView.beginReorder(at: ip, together: companions, pointer: pointer, now: now) {
                send(.reorderBegan(now))
            } else if !collectionView.canMoveItem(at: ip) || collectionView.refusesDrag(of: ip, together: companions) {
                // The item may not move, or the layout will not carry the selection with it (a tree): say so.
                send(.reorderRefused)
            }
        case .refuseReorder(let ip): refusedReorderAction?(ip)
        case .beginSwapReorder(let ip, let pointer, let now):
            if collectionView.beginSwapReorder(at: ip, pointer: pointer, now: now) {
                send(.reorderBegan(now))
            } else if !collectionView.canMoveItem(at: ip) {
                send(.reorderRefused)
            }
        case .moveReorder(let p, let now): collectionView.moveReorder(pointer: p, now: now)
        case .endReorder(let now): collectionView.endReorder(now: now)
        case .cancelReorder: collectionView.cancelReorder()
        case .advanceReorder(let now): collectionView.advanceReorder(now: now)
        case .redeliver(let e):
            // Not prepared again (layout, stale menu): the cancelled press's down already did that.
            send(.down(e, hit: collectionView.indexPathForItem(atWindowPoint: e.location)))
        }
    }
}
