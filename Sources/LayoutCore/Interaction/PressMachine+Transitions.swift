/// The transitions. Each takes the machine (a copy), the event and the context, and returns the next machine and
/// the effects in the order the interaction applies them; nothing here touches the collection view.
extension PressMachine {
    /// The next machine and its effects for `event`.
    static func transition(_ machine: PressMachine, _ event: Event, _ context: Context) -> Step {
        var m = machine
        var effects: [Effect] = []
        let handled: Bool
        switch event {
        case .down(let e, let hit): handled = m.down(e, hit: hit, context, &effects)
        case .move(let e): handled = m.move(e, context, &effects)
        case .up(let e, let hit): handled = m.up(e, hit: hit, context, &effects)
        case .cancel:
            m.cancel(&effects)
            handled = true
        case .tick(let now):
            m.tick(now, &effects)
            handled = true
        case .highlightAnswered(let granted):
            if case .pressed(var p) = m.state, let ip = p.indexPath, p.highlight == .none {
                p.highlight = granted ? .on : .refused
                m.state = .pressed(p)
                if granted { effects.append(.highlight(ip)) }
            }
            handled = true
        case .longPressBegan:
            m.longPress(&effects)
            handled = true
        case .reorderPanMoved(let now):
            // Past the drag threshold (the reorder pan's judgement): a press that moved away lifts its item.
            if case .movedAway(let p) = m.state, p.button == .primary, let ip = p.indexPath, context.menu == nil {
                effects.append(.beginReorder(ip, pointer: p.start, now: now))
            }
            handled = true
        case .reorderRefused:
            switch m.state {
            case .movedAway(var p) where p.indexPath != nil && !p.isLiftRefused:
                p.isLiftRefused = true
                m.state = .movedAway(p)
                effects.append(.refuseReorder(p.indexPath!))
            case .pressed(var p) where p.indexPath != nil && !p.isLiftRefused:
                p.isLiftRefused = true
                m.state = .pressed(p)
                effects.append(.refuseReorder(p.indexPath!))
            default: break
            }
            handled = true
        case .swapLiftBegan(let now):
            // Held still on an item: it lifts for a swapping drag (no menu is open; the press is the primary one).
            if case .pressed(let p) = m.state, p.button == .primary, let ip = p.indexPath, context.menu == nil {
                effects.append(.beginSwapReorder(ip, pointer: p.location, now: now))
            }
            handled = true
        case .reorderBegan(let now):
            if case .pressed(var p) = m.state {
                // A lift from a still press (the swapping drag): its highlight goes, as for a drag that moved away.
                if p.highlight == .on, let ip = p.indexPath { effects.append(.unhighlight(ip)) }
                if p.highlight == .on { p.highlight = .none }
                m.state = .dragging(p)
                effects.append(.moveReorder(p.location, now: now))
            } else if case .movedAway(let p) = m.state {
                m.state = .dragging(p)
                effects.append(.moveReorder(p.location, now: now))
            }
            handled = true
        }
        return Step(machine: m, effects: effects, handled: handled)
    }

    private mutating func down(_ e: PointerEvent, hit: IndexPath?, _ context: Context, _ effects: inout [Effect]) -> Bool {
        if let active = state.press {
            // One press at a time: another button during a press is ignored; a second primary press (its release
            // was lost) ends the first one cleanly, so nothing stays lifted, and then starts anew.
            if e.button != active.button || e.button != .primary { return true }
            cancel(&effects)
            effects.append(.redeliver(e))
            return true
        }
        if let menu = context.menu {
            // A press on the menu acts on release; anywhere else closes it and does nothing more.
            if menu.frame.contains(e.location) {
                state = .pressed(Press(indexPath: nil, at: e.location, time: e.timestamp, modifiers: e.modifiers, button: e.button))
            } else {
                effects.append(.closeMenu)
            }
            return true
        }
        if e.button == .secondary {
            if let hit { effects.append(.openMenu(hit)) }
            return true
        }
        guard e.button == .primary else { return false }
        var p = Press(indexPath: hit, at: e.location, time: e.timestamp, modifiers: e.modifiers, button: e.button)
        if let hit, hit == context.heldHighlight {
            // The second press of a double click: the cell is still lit from the first click and stays so (no blink).
            p.highlight = .on
            state = .pressed(p)
            effects.append(.adoptHighlight(hit))
            return true
        }
        state = .pressed(p)
        if let hit { effects.append(.askHighlight(hit)) }
        return true
    }

    private mutating func move(_ e: PointerEvent, _ context: Context, _ effects: inout [Effect]) -> Bool {
        guard var p = state.press else { return false }
        p.location = e.location
        let distance = p.start.distance(to: e.location)
        switch state {
        case .idle:
            return false
        case .dragging:
            state = .dragging(p)
            effects.append(.moveReorder(e.location, now: e.timestamp))
            return true
        case .longPressed:
            state = .longPressed(p)
            return true
        case .pressed:
            guard distance > CollectionViewInteraction.tapSlop else {
                state = .pressed(p)
                return true
            }
            // Moving away turns the press into something else: the highlight goes, nothing gets selected.
            if p.highlight == .on, let ip = p.indexPath { effects.append(.unhighlight(ip)) }
            if p.highlight == .on { p.highlight = .none }
            state = .movedAway(p)
        case .movedAway:
            state = .movedAway(p)
        }
        // Past the drag threshold the item lifts: the reorder pan decides that (`.reorderPanMoved`).
        return true
    }

    private mutating func up(_ e: PointerEvent, hit: IndexPath?, _ context: Context, _ effects: inout [Effect]) -> Bool {
        // Only the release of the button that started the press ends it.
        guard let p = state.press, e.button == p.button else { return state.press != nil }
        let ended = state
        state = .idle
        if case .dragging = ended {
            effects.append(.endReorder(now: e.timestamp))
            return true
        }
        if let menu = context.menu, menu.frame.contains(p.start) {
            if let item = menu.item(at: e.location) {
                effects += [.closeMenu, .performMenuAction(item.action, menu.indexPath)]
            }
            return true
        }
        // A long press, a refused highlight or a press that moved away is no click.
        guard case .pressed = ended, p.highlight != .refused else { return true }
        guard let ip = p.indexPath, hit == ip else {
            if p.highlight == .on, let ip = p.indexPath { effects.append(.unhighlight(ip)) }
            // A click on empty space clears the selection, as desktop collections do.
            if p.indexPath == nil && hit == nil && !p.modifiers.contains(.control) { effects.append(.deselectAll) }
            return true
        }
        // A click: the highlight stays until the tap recognizers decide whether it selects (no blink between the
        // release and the selection while a double click is still possible).
        effects.append(.clickReleased(ip, p.modifiers, highlighted: p.highlight == .on))
        return true
    }

    private mutating func cancel(_ effects: inout [Effect]) {
        guard let p = state.press else { return }
        let ended = state
        state = .idle
        if case .dragging = ended { effects.append(.cancelReorder) }
        if p.highlight == .on, let ip = p.indexPath { effects.append(.unhighlight(ip)) }
    }

    /// Time: a drag auto-scrolls.
    private mutating func tick(_ now: Timestamp, _ effects: inout [Effect]) {
        if case .dragging = state { effects.append(.advanceReorder(now: now)) }
    }

    /// The long-press recognizer decided the press was held still long enough (its duration and movement are the
    /// recognizer's): a press on an item takes its highlight away and opens the menu; the release does nothing.
    private mutating func longPress(_ effects: inout [Effect]) {
        guard case .pressed(var p) = state, p.button == .primary, let ip = p.indexPath else { return }
        if p.highlight == .on { effects.append(.unhighlight(ip)) }
        p.highlight = p.highlight == .refused ? .refused : .none
        state = .longPressed(p)
        effects.append(.openMenu(ip))
    }
}
