/// What the interaction's gesture dispatch remembers between events: the press sequence in progress, the input
/// held back from the collection view's own handling by a `delaysTouchesBegan` recognizer, and whether a
/// recognizer cancelled the rest of the press for it (`cancelsTouchesInView`).
struct GestureDispatch {
    /// Buttons held: a press sequence runs from the first button down to the last one up.
    var buttonsDown: Set<PointerEvent.Button> = []
    /// Pointer input held back from the view while a delaying recognizer is undecided, in order.
    var held: [PointerEvent] = []
    /// A recognizer cancelled the view's input: the rest of the press sequence is not delivered to it.
    var viewCancelled = false
    /// The time of the last input or advance (a touch pinch carries none).
    var lastTime: Timestamp?
    /// The reorder pan began or changed on the event being dispatched: the press lifts its item once it has seen
    /// that event too.
    var reorderPanMoved: Timestamp?
    /// A click the view released on an item, waiting for the selection tap recognizer's verdict; its highlight
    /// stays on meanwhile (when `highlighted`).
    var releasedClick: (indexPath: IndexPath, modifiers: Modifiers, highlighted: Bool)?
    /// Recognitions of the selection tap not yet matched with a released click.
    var recognizedTaps = 0
    /// Where the double tap was recognized (window points), for the double-click action once the view has
    /// seen the event.
    var doubleTaps: [Point] = []
}
