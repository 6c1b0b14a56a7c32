import Testing
@testable import LayoutCore

/// The press machine's transition function alone: a machine and an event in, the next machine and the effects
/// out, with no collection view.
@Suite("Press machine transitions")
struct PressMachineTests {
    private typealias M = PressMachine
    private let a = IndexPath(item: 1, section: 0), b = IndexPath(item: 2, section: 0)
    private let plain = M.Context(menu: nil)

    private func t(_ s: Double) -> Timestamp { Timestamp(seconds: s) }
    private func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ time: Double, button: PointerEvent.Button = .primary,
                         modifiers: Modifiers = []) -> PointerEvent {
        PointerEvent(phase, at: Point(x: x, y: 10), button: button, modifiers: modifiers, timestamp: t(time))
    }
    private func step(_ m: M, _ e: M.Event, _ c: M.Context? = nil) -> M.Step { M.transition(m, e, c ?? plain) }
    /// A press on `a` at x = 10, t = 1, highlighted.
    private func pressed(_ c: M.Context? = nil) -> M {
        let down = step(M(state: .idle), .down(pointer(.down, 10, 1), hit: a), c)
        return step(down.machine, .highlightAnswered(true), c).machine
    }

    @Test("down on an item asks to highlight; a yes highlights; the release reports the click and keeps the highlight for the tap recognizers to decide")
    func tap() {
        let down = step(M(), .down(pointer(.down, 10, 1, modifiers: .control), hit: a))
        #expect(down.effects == [.askHighlight(a)] && down.handled)
        let yes = step(down.machine, .highlightAnswered(true))
        #expect(yes.effects == [.highlight(a)])
        #expect(yes.machine.state.press?.highlight == .on)
        let up = step(yes.machine, .up(pointer(.up, 12, 1.1, modifiers: .control), hit: a))
        #expect(up.effects == [.clickReleased(a, .control, highlighted: true)])
        #expect(up.machine == M(state: .idle))
    }

    @Test("a refused highlight skips the selection; a release on another item or after moving selects nothing")
    func noTap() {
        let refused = step(step(M(), .down(pointer(.down, 10, 1), hit: a)).machine, .highlightAnswered(false))
        #expect(refused.effects.isEmpty)
        #expect(step(refused.machine, .up(pointer(.up, 10, 1.1), hit: a)).effects.isEmpty)
        #expect(step(pressed(), .up(pointer(.up, 10, 1.1), hit: b)).effects == [.unhighlight(a)])
        let moved = step(pressed(), .move(pointer(.move, 17, 1.05)))
        #expect(moved.effects == [.unhighlight(a)])
        guard case .movedAway = moved.machine.state else { Issue.record("\(moved.machine.state)"); return }
        #expect(step(moved.machine, .up(pointer(.up, 10, 1.1), hit: a)).effects.isEmpty)
    }

    @Test("a press on the item a released click keeps lit takes its highlight over instead of asking again (no blink, one highlight per double click)")
    func secondClickAdoptsHighlight() {
        let lit = M.Context(menu: nil, heldHighlight: a)
        let second = step(M(), .down(pointer(.down, 10, 1.3), hit: a), lit)
        #expect(second.effects == [.adoptHighlight(a)] && second.machine.state.press?.highlight == .on)
        let up = step(second.machine, .up(pointer(.up, 10, 1.35), hit: a), lit)
        #expect(up.effects == [.clickReleased(a, [], highlighted: true)] && up.machine == M())
        #expect(step(M(), .down(pointer(.down, 80, 1.3), hit: b), lit).effects == [.askHighlight(b)], "another item asks as usual")
    }

    @Test("past the drag threshold (the reorder pan's began) the item lifts; it follows moves and time, and drops on release")
    func drag() {
        let start = pressed()
        let slop = step(start, .move(pointer(.move, 17, 1.02)))
        #expect(slop.effects == [.unhighlight(a)], "7 pt: past the slop, within the drag threshold")
        #expect(step(start, .reorderPanMoved(t(1.01))).effects.isEmpty, "a press still within the slop does not lift")
        let moved = step(slop.machine, .move(pointer(.move, 19, 1.04)))
        #expect(moved.effects.isEmpty, "the move alone lifts nothing: the reorder pan decides")
        let lift = step(moved.machine, .reorderPanMoved(t(1.04)))
        #expect(lift.effects == [.beginReorder(a, pointer: Point(x: 10, y: 10), now: t(1.04))])
        let began = step(lift.machine, .reorderBegan(t(1.04)))
        #expect(began.effects == [.moveReorder(Point(x: 19, y: 10), now: t(1.04))])
        guard case .dragging = began.machine.state else { Issue.record("\(began.machine.state)"); return }
        #expect(step(began.machine, .move(pointer(.move, 40, 1.1))).effects == [.moveReorder(Point(x: 40, y: 10), now: t(1.1))])
        #expect(step(began.machine, .tick(t(1.2))).effects == [.advanceReorder(now: t(1.2))])
        #expect(step(began.machine, .up(pointer(.up, 40, 1.3, button: .secondary), hit: nil)).machine == began.machine, "another button's release")
        let drop = step(began.machine, .up(pointer(.up, 40, 1.3), hit: nil))
        #expect(drop.effects == [.endReorder(now: t(1.3))] && drop.machine.state == .idle)
        #expect(step(began.machine, .cancel).effects == [.cancelReorder])
        #expect(step(lift.machine, .reorderPanMoved(t(1.06)), M.Context(menu: menu())).effects.isEmpty,
                "no lift while a menu is open")
    }

    @Test("a refused lift is said once per press; the press stays moved away and its release does nothing")
    func refusedLift() {
        let moved = step(step(pressed(), .move(pointer(.move, 19, 1.04))).machine, .reorderPanMoved(t(1.04)))
        let refused = step(moved.machine, .reorderRefused)
        #expect(refused.effects == [.refuseReorder(a)])
        #expect(refused.machine.state.press?.isLiftRefused == true)
        guard case .movedAway = refused.machine.state else { Issue.record("\(refused.machine.state)"); return }
        #expect(step(refused.machine, .reorderRefused).effects.isEmpty, "said once")
        #expect(step(refused.machine, .up(pointer(.up, 40, 1.3), hit: a)).effects.isEmpty)
    }

    @Test("the swap long press lifts a still press (seed 003's drag): highlight off, dragging, moves follow")
    func swapLift() {
        let lift = step(pressed(), .swapLiftBegan(t(1.5)))
        #expect(lift.effects == [.beginSwapReorder(a, pointer: Point(x: 10, y: 10), now: t(1.5))])
        let began = step(lift.machine, .reorderBegan(t(1.5)))
        #expect(began.effects == [.unhighlight(a), .moveReorder(Point(x: 10, y: 10), now: t(1.5))])
        guard case .dragging = began.machine.state else { Issue.record("\(began.machine.state)"); return }
        #expect(step(began.machine, .move(pointer(.move, 40, 1.6))).effects == [.moveReorder(Point(x: 40, y: 10), now: t(1.6))])
        #expect(step(step(pressed(), .move(pointer(.move, 19, 1.04))).machine, .swapLiftBegan(t(1.5))).effects.isEmpty,
                "a press that moved away is no long press")
        #expect(step(pressed(), .swapLiftBegan(t(1.5)), M.Context(menu: menu())).effects.isEmpty)
        let refused = step(lift.machine, .reorderRefused)
        #expect(refused.effects == [.refuseReorder(a)] && refused.machine.state.press?.isLiftRefused == true)
    }

    @Test("when the long-press recognizer begins (held still 0.5 s) a press opens the menu and its release does nothing")
    func longPress() {
        #expect(step(pressed(), .tick(t(1.5))).effects.isEmpty, "time alone is the recognizer's to judge")
        let long = step(pressed(), .longPressBegan)
        #expect(long.effects == [.unhighlight(a), .openMenu(a)])
        guard case .longPressed = long.machine.state else { Issue.record("\(long.machine.state)"); return }
        #expect(step(long.machine, .move(pointer(.move, 40, 1.6))).effects.isEmpty, "no lift after a long press")
        let up = step(long.machine, .up(pointer(.up, 10, 1.7), hit: a))
        #expect(up.effects.isEmpty && up.machine.state == .idle)
    }

    private func menu() -> EditMenu {
        EditMenu(indexPath: a, cellFrame: Rect(x: 0, y: 0, width: 50, height: 50), viewport: Size(width: 320, height: 480),
                 actions: [.cut, .copy])
    }

    @Test("with a menu open a press outside closes it; a press on it acts on the release over an enabled row")
    func menuPresses() {
        let open = M.Context(menu: menu())
        let rows = menu().items
        let outside = step(M(), .down(PointerEvent(.down, at: Point(x: 300, y: 400), timestamp: t(1)), hit: b), open)
        #expect(outside.effects == [.closeMenu] && outside.machine.state == .idle)
        let press = step(M(), .down(PointerEvent(.down, at: rows[1].frame.center, timestamp: t(1)), hit: nil), open)
        #expect(press.effects.isEmpty && press.machine.state.press?.indexPath == nil)
        let copy = step(press.machine, .up(PointerEvent(.up, at: rows[1].frame.center, timestamp: t(1.1)), hit: nil), open)
        #expect(copy.effects == [.closeMenu, .performMenuAction(.copy, a)])
        let below = Point(x: rows[1].frame.midX, y: rows[1].frame.maxY + 5)
        #expect(step(press.machine, .up(PointerEvent(.up, at: below, timestamp: t(1.1)), hit: nil), open).effects.isEmpty,
                "released off the rows: nothing")
        #expect(step(M(), .down(pointer(.down, 10, 1, button: .secondary), hit: a)).effects == [.openMenu(a)])
    }

    @Test("empty space: a click clears the selection (not with ctrl); stray input is not used")
    func emptySpaceAndStrayInput() {
        let down = step(M(), .down(pointer(.down, 300, 1), hit: nil))
        #expect(down.effects.isEmpty)
        #expect(step(down.machine, .up(pointer(.up, 300, 1.1), hit: nil)).effects == [.deselectAll])
        let ctrl = step(M(), .down(pointer(.down, 300, 1, modifiers: .control), hit: nil)).machine
        #expect(step(ctrl, .up(pointer(.up, 300, 1.1, modifiers: .control), hit: nil)).effects.isEmpty)
        #expect(!step(M(), .move(pointer(.move, 10, 1))).handled)
        #expect(!step(M(), .up(pointer(.up, 10, 1), hit: a)).handled)
        #expect(!step(M(), .down(pointer(.down, 10, 1, button: .none), hit: a)).handled)
    }

    @Test("one press at a time: another button is ignored; a second primary press cancels the first and is delivered again")
    func secondPress() {
        let other = step(pressed(), .down(pointer(.down, 50, 1.1, button: .secondary), hit: b))
        #expect(other.effects.isEmpty && other.machine == pressed() && other.handled)
        let again = pointer(.down, 50, 1.1)
        let second = step(pressed(), .down(again, hit: b))
        #expect(second.effects == [.unhighlight(a), .redeliver(again)] && second.machine.state == .idle)
        #expect(step(pressed(), .cancel).effects == [.unhighlight(a)])
    }
}
