/// The collection view's own handling of a pointer press (UIKit's touch tracking in a cell) as an explicit state
/// machine: what a press is (`State`), the events it takes and the effects it asks for. `transition(_:_:_:)` is pure — a machine and an event in, the next machine and its effects out — and
/// the interaction applies the effects in one place (`CollectionViewInteraction+Press.swift`). A new gesture is
/// a new state and its transitions.
///
///     idle ──down on item──▶ pressed ──release on it──▶ idle  (clickReleased: the highlight stays until the
///                            │  │  │                                   selection tap recognizer decides)
///                            │  │  └──long press began──▶ longPressed (menu open) ──release──▶ idle
///                            │  └──moved past 6 pt──▶ movedAway ──reorder pan (8 pt), lifted──▶ dragging ──up──▶ idle (drop)
///                            │                         └──reorder pan, the item may not move──▶ movedAway (refused: said once)
///                            ├──swap long press (0.5 s still, seed 003's drag), lifted──▶ dragging (swaps as it moves)
///                            └──cancel / a new primary press──▶ idle (unhighlight, cancel the drag)
///
/// Whether a released click selects, and whether two clicks are a double click, is not decided here but by tap
/// gesture recognizers (`CollectionViewInteraction.selectionGestureRecognizer`, which requires
/// `doubleTapGestureRecognizer` to fail): the machine only reports the released click and keeps its highlight.
struct PressMachine: Equatable {
    /// What the held button is doing.
    enum State: Equatable {
        /// No press.
        case idle
        /// Held still (within the tap slop) on an item or on nothing, highlighted when the delegate allowed it.
        case pressed(Press)
        /// Moved past the tap slop: no highlight, no tap; it lifts into a drag past the drag threshold.
        case movedAway(Press)
        /// Held still for the long-press time: the menu opened and the release does nothing.
        case longPressed(Press)
        /// The item is lifted and follows the pointer.
        case dragging(Press)

        /// The press in progress, whatever it is doing.
        var press: Press? {
            switch self {
            case .idle: return nil
            case .pressed(let p), .movedAway(let p), .longPressed(let p), .dragging(let p): return p
            }
        }
    }

    /// One press of a pointer button, from down to up.
    struct Press: Equatable {
        /// The item pressed; nil for empty space or the open menu.
        var indexPath: IndexPath?
        var start: Point
        /// Where the pointer is now (a lift moves the item here).
        var location: Point
        var time: Timestamp
        var modifiers: Modifiers
        var button: PointerEvent.Button
        var highlight: Highlight = .none
        /// The item was refused a lift (it may not move): said once per press, however far it moves after.
        var isLiftRefused = false

        init(indexPath: IndexPath?, at start: Point, time: Timestamp, modifiers: Modifiers, button: PointerEvent.Button,
             highlight: Highlight = .none) {
            self.indexPath = indexPath; self.start = start; location = start; self.time = time
            self.modifiers = modifiers; self.button = button; self.highlight = highlight
        }
    }

    /// The pressed cell's highlight.
    enum Highlight: Equatable {
        /// Not highlighted (nothing pressed, not yet answered, or taken away).
        case none
        case on
        /// shouldHighlight said no: UIKit then skips the whole selection process for this press.
        case refused
    }

    /// What the machine is told: pointer input, time, and the answers to the effects that ask the world.
    enum Event: Equatable {
        /// A button went down; `hit` is the item under it.
        case down(PointerEvent, hit: IndexPath?)
        case move(PointerEvent)
        /// A button went up; `hit` is the item under it.
        case up(PointerEvent, hit: IndexPath?)
        case cancel
        /// Time moved on.
        case tick(Timestamp)
        /// The delegate's answer to `.askHighlight`.
        case highlightAnswered(Bool)
        /// `.beginReorder` (or `.beginSwapReorder`) lifted the item.
        case reorderBegan(Timestamp)
        /// The long-press recognizer began: the press has been held still for its duration.
        case longPressBegan
        /// The reorder pan began or moved on (the pointer is past the drag threshold), after the press saw the move.
        case reorderPanMoved(Timestamp)
        /// `.beginReorder` could not lift the item (the data source's canMoveItemAt said no).
        case reorderRefused
        /// The swap-reorder long press began (seed 003's drag): a still press lifts its item for a swapping drag.
        case swapLiftBegan(Timestamp)
    }

    /// What the world looks like when an event arrives (read, never changed, by the transition).
    struct Context: Equatable {
        /// The open edit menu.
        var menu: EditMenu?
        /// The item a released click still keeps highlighted while the tap recognizers decide (nil: none). A press
        /// on it takes that highlight over instead of asking for it again, so a double click highlights once.
        var heldHighlight: IndexPath? = nil
    }

    /// What the interaction does for a transition, in order.
    enum Effect: Equatable {
        /// Ask shouldHighlight; the answer comes back as `.highlightAnswered`.
        case askHighlight(IndexPath)
        /// Highlight the cell and tell the delegate (didHighlight).
        case highlight(IndexPath)
        /// Take the highlight away and tell the delegate (didUnhighlight).
        case unhighlight(IndexPath)
        /// A click on an item was released on it; `highlighted` tells whether its highlight is still on. The
        /// interaction keeps the highlight until the selection tap recognizer decides: recognized selects (by mode
        /// and modifiers), failed (a double click won) selects nothing; either way the highlight goes then.
        case clickReleased(IndexPath, Modifiers, highlighted: Bool)
        /// The press took over the highlight a released click kept on this item (`Context.heldHighlight`).
        case adoptHighlight(IndexPath)
        /// A click on empty space: clear the selection.
        case deselectAll
        case openMenu(IndexPath)
        case closeMenu
        case performMenuAction(EditAction, IndexPath)
        /// Lift the item; when it lifts, `.reorderBegan` comes back.
        case beginReorder(IndexPath, pointer: Point, now: Timestamp)
        /// Lift the item for a swapping drag (seed 003); when it lifts, `.reorderBegan` comes back.
        case beginSwapReorder(IndexPath, pointer: Point, now: Timestamp)
        case moveReorder(Point, now: Timestamp)
        case endReorder(now: Timestamp)
        case cancelReorder
        /// Tell the interaction's `refusedReorderAction` that the pressed item may not move (once per press).
        case refuseReorder(IndexPath)
        /// Auto-scroll a drag held near an edge.
        case advanceReorder(now: Timestamp)
        /// Deliver this press again, to the machine the cancelled press left idle (so it sees the world after
        /// the cancel: the item under the pointer may have moved back).
        case redeliver(PointerEvent)
    }

    /// The result of one transition.
    struct Step: Equatable {
        var machine: PressMachine
        var effects: [Effect]
        /// True when the event was used (the interaction's `handle` returns it).
        var handled: Bool
    }

    var state: State = .idle

    /// True while something waits on time: a press that may become a long press, a drag that may auto-scroll.
    /// (A click waiting out the double-click window waits in the tap recognizers.)
    var needsTimeUpdates: Bool { state != .idle }
}
