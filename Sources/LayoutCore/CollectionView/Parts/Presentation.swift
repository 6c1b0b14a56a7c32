/// What the collection view shows, as one value: settled on a layout, dragging an item over a base layout, or
/// animating from what was shown to another presentation (a layout switch, a batch update, a drag's "make room"
/// step, an interactive transition). Every question of the kind "which layout is shown, which is it heading
/// to" is answered here, and nowhere else.
indirect enum Presentation {
    /// Showing a layout, nothing in between.
    case settled(any CollectionLayout)
    /// An item is being moved (UIKit's interactive movement) over the session's base layout; what is shown is
    /// the base prepared for the order with the item at the session's target.
    case dragging(ReorderSession)
    /// Animating from what was shown towards `animation.landing`.
    case animating(LayoutAnimation)

    /// The layout in charge once every animation has landed: the one a switch goes to (the one it started
    /// from when a cancelled interactive transition goes back), the base of a drag. (UIKit's
    /// `collectionViewLayout` outside an interactive transition.)
    var destinationLayout: any CollectionLayout {
        switch self {
        case .settled(let layout): return layout
        case .dragging(let session): return session.base
        case .animating(let animation): return animation.heading.destinationLayout
        }
    }

    /// The layout UIKit's `collectionViewLayout` names: the transition layout during an interactive
    /// transition, else the destination (right after an animated switch, already the new one).
    var installedLayout: any CollectionLayout {
        if case .animating(let animation) = self, animation.isInteractive { return animation.transition }
        return destinationLayout
    }

    /// The layout that is prepared for display: the transition mid-animation, the drag's preview while
    /// dragging, else the settled layout.
    var shownLayout: any CollectionLayout {
        switch self {
        case .settled(let layout): return layout
        case .dragging(let session): return ReorderLayout(session: session, target: session.target)
        case .animating(let animation): return animation.transition
        }
    }

    /// The running animation, if any.
    var animation: LayoutAnimation? {
        if case .animating(let animation) = self { return animation }
        return nil
    }

    /// The drag in progress, shown or being animated towards; nil when nothing moves.
    var drag: ReorderSession? {
        switch self {
        case .settled: return nil
        case .dragging(let session): return session
        case .animating(let animation): return animation.landing.drag
        }
    }

    /// This presentation with the drag (if any) given up: its base layout, settled. A running animation's ends
    /// are changed in place (it is a reference): callers install the result as the presentation.
    var withoutDrag: Presentation {
        switch self {
        case .settled: return self
        case .dragging(let session): return .settled(session.base)
        case .animating(let animation):
            animation.landing = animation.landing.withoutDrag
            animation.origin = animation.origin.withoutDrag
            return .animating(animation)
        }
    }
}
