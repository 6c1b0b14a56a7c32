/// Turns pointer, key and wheel input into collection-view behaviour, the way UIKit's gesture recognizers do
/// (Apple's Collection View Programming Guide for iOS, "Managing the Visual State for Selections and
/// Highlights", "Showing the Edit Menu for a Cell" and "Incorporating Gesture Support"): highlight then select
/// (`shouldHighlightItemAt`, then `shouldSelectItemAt`), selection modes, a double-tap recognizer that
/// has priority over the single tap that selects (the guide's tap-priority example: the single tap requires the
/// double tap to fail), long press or right click for the edit menu, drag to reorder, and pinch (ctrl+wheel).
/// Each gesture is a `GestureRecognizer` attached to the collection view, so an app can add its own (a triple
/// tap that the double tap requires to fail) or replace one. One press in the view is one state machine
/// (`PressMachine`), so a press is exactly one of: a click, a long press, a drag, or nothing. Time arrives with the
/// events and through `advance(to:)`.
public final class CollectionViewInteraction {
    /// How many items can be selected.
    public enum SelectionMode: String, Hashable, Sendable, CaseIterable { case none, single, multiple }

    /// How a drag reorders items.
    public enum ReorderStyle: String, Hashable, Sendable, CaseIterable {
        /// UIKit's interactive movement (iOS 9, `beginInteractiveMovementForItem(at:)`): press and move past the
        /// drag threshold (8 pt); the others make room live and the drop moves the item once. The default.
        case interactiveMovement
        /// Seed 003's drag ("UICollectionViewLayout (DragGesture)"): a long press (0.5 s, still) lifts the item,
        /// then panning into another item swaps the two at once through a batch update. The long-press edit menu is
        /// off meanwhile (a right click still opens it).
        case longPressSwap
    }

    /// The collection view it drives.
    public let collectionView: CollectionView
    /// Default `.single`: selecting an item deselects the others. The collection view's `allowsSelection` and
    /// `allowsMultipleSelection`, seen as one choice.
    public var selectionMode: SelectionMode {
        get { !collectionView.allowsSelection ? .none : collectionView.allowsMultipleSelection ? .multiple : .single }
        set {
            collectionView.allowsSelection = newValue != .none
            collectionView.allowsMultipleSelection = newValue == .multiple
        }
    }
    /// Runs on a double click on an item (`doubleTapGestureRecognizer` recognized over it); when nil, that
    /// recognizer is disabled and single clicks select at once (nothing to wait for).
    public var doubleClickAction: ((IndexPath) -> Void)? {
        didSet { doubleTapGestureRecognizer.isEnabled = doubleClickAction != nil }
    }
    /// Runs once per press when a press on an item moves past the drag threshold but the item may not move (the
    /// data source's `canMoveItemAt` says no) or the layout will not carry the selection with it (a tree moves
    /// one item at a time, and no drag carries `CollectionView.maximumMultipleDragCount` items), so an app can
    /// say why instead of nothing happening (the playground's tree shows "items stay beside their parent").
    /// UIKit has no counterpart: there the long press simply does nothing.
    public var refusedReorderAction: ((IndexPath) -> Void)?
    /// Runs once when a drag begins (`isDragging` becomes true: the item lifted and follows the pointer), before
    /// the event or `advance(to:)` that lifted it returns, so an app can gather what the drag does into one undo
    /// step without polling `isDragging`. UIKit's counterpart is `dragSessionWillBegin` of its drag delegate.
    public var dragDidBegin: (() -> Void)?
    /// Runs once when that drag ends: dropped, cancelled, or voided by an update, reload or layout switch (then at
    /// the next event or `advance(to:)`). UIKit's counterpart is `dragSessionDidEnd`.
    public var dragDidEnd: (() -> Void)?
    /// True when `dragDidBegin` ran last (a drag reported and not yet ended).
    private var reportedDragging = false

    /// Runs `dragDidBegin` or `dragDidEnd` when `isDragging` changed since the last report; every entry point
    /// (events, `advance(to:)`) calls it on the way in and out.
    func reportDragChange() {
        let dragging = isDragging
        guard dragging != reportedDragging else { return }
        reportedDragging = dragging
        if dragging { dragDidBegin?() } else { dragDidEnd?() }
    }
    /// The open edit menu, if any.
    public private(set) var menu: EditMenu?
    /// What the menu was opened on: it closes when the data, the layout or the scroll position changes,
    /// since its index path and position would no longer mean the same item.
    var menuContext: (generation: Int, offset: Point)?

    /// Movement that cancels a press's highlight (the tap becomes a scroll or a drag), in points.
    public static let tapSlop = 6.0
    /// Movement that lifts a pressed cell for reordering, in points.
    public static let dragThreshold = 8.0
    /// The window in which a second click makes a double click (the usual desktop default, 0.3 s).
    public static let doubleClickInterval = 0.3
    /// How long a still press lasts before it is a long press (UILongPressGestureRecognizer's 0.5 s).
    public static let longPressDuration = 0.5
    /// Scale per wheel notch for ctrl+wheel pinches.
    public static let pinchPerNotch = 1.1

    /// The view's own press handling: what the held button is doing. Changed only by `send(_:)`, through
    /// `PressMachine.transition`.
    var pressMachine = PressMachine()
    /// What the gesture dispatch remembers between events (`CollectionViewInteraction+Gestures.swift`).
    var gestureDispatch = GestureDispatch()
    /// The built-in long press that opens the edit menu (UIKit's long-press edit menu): held still 0.5 s within the tap slop
    /// (6 pt) on an item. Set `isEnabled` false to turn the long-press menu off (a right click still opens it).
    public let longPressGestureRecognizer = LongPressGestureRecognizer()
    /// The built-in pan that lifts a pressed item for reordering once the pointer is past the drag threshold
    /// (8 pt), and moves it with each move after. Set `isEnabled` false to turn drag-to-reorder off.
    public let reorderGestureRecognizer = PanGestureRecognizer()
    /// The built-in single tap that selects (UICollectionView's own tap handling, as a recognizer): a click released
    /// on the item it was pressed on selects it once this recognizer is recognized; the cell stays highlighted
    /// until then. It requires `doubleTapGestureRecognizer` and `longPressGestureRecognizer` to fail, so with a
    /// double-click action a click selects only when the double-click window (0.3 s) has passed without a second
    /// click. Make it require your own recognizers to fail to give them priority; disabled, clicks select nothing.
    public let selectionGestureRecognizer = TapGestureRecognizer()
    /// The built-in double tap that runs `doubleClickAction` (enabled while there is one): two clicks within
    /// 0.3 s and 6 pt. It cancels the view's press when recognized (the second click's highlight goes, nothing is
    /// selected). For a triple tap, add a `TapGestureRecognizer` with `numberOfTapsRequired = 3` and make this one
    /// and `selectionGestureRecognizer` `require(toFail:)` it (a single tap waits only on what it requires).
    public let doubleTapGestureRecognizer = TapGestureRecognizer()

    /// The built-in long press that lifts an item for seed 003's swapping drag (`ReorderStyle.longPressSwap`):
    /// held still 0.5 s within the tap slop on an item. Enabled by `reorderStyle`.
    public let swapReorderGestureRecognizer = LongPressGestureRecognizer()

    /// How a drag reorders (default `.interactiveMovement`, press and move). Choosing a style enables its
    /// recognizers: `.longPressSwap` turns on `swapReorderGestureRecognizer` and turns off the reorder pan and the
    /// long-press menu; `.interactiveMovement` the other way round.
    public var reorderStyle = ReorderStyle.interactiveMovement {
        didSet {
            let swapping = reorderStyle == .longPressSwap
            swapReorderGestureRecognizer.isEnabled = swapping
            reorderGestureRecognizer.isEnabled = !swapping
            longPressGestureRecognizer.isEnabled = !swapping
        }
    }

    /// An interaction driving `collectionView`: it attaches the built-in recognizers and receives its time.
    public init(collectionView: CollectionView) {
        self.collectionView = collectionView
        installGestureRecognizers()
    }

    var delegate: (any CollectionViewDelegate)? { collectionView.delegate }

    /// True while the pointer is dragging an item. A drag ends with the collection view's session even while the
    /// button is held (an update, reload or layout switch mid-drag voids it; the rest of the press does nothing).
    public var isDragging: Bool {
        guard case .dragging = pressMachine.state else { return false }
        return collectionView.reorderSession?.pointer != nil
    }

    /// True while something waits on time (a press that may become a long press, a click waiting out the
    /// double-click window, a drag that may auto-scroll): the caller must keep calling `advance(to:)`.
    public var needsTimeUpdates: Bool {
        pressMachine.needsTimeUpdates || gesturesNeedTimeUpdates || gestureDispatch.releasedClick != nil
    }

    // MARK: Selection (highlight on press, select on release, as UIKit tracks a touch in a cell)

    /// A completed click on an item: select or deselect by mode and modifiers, asking the delegate first.
    func tap(_ ip: IndexPath, modifiers: Modifiers) {
        guard isValid(ip) else { return }
        let isSelected = collectionView.indexPathsForSelectedItems.contains(ip)
        // With selection off (UIKit's allowsSelection false) no click selects anything, ctrl+click included.
        guard selectionMode != .none else { return }
        if modifiers.contains(.control) || selectionMode == .multiple {
            // Ctrl+click and multiple mode toggle one item, leaving the rest.
            if isSelected { userDeselect(ip) } else { userSelect(ip, deselectingOthers: false) }
            return
        }
        // Single mode: another item replaces the selection; the selected item is asked again and stays selected
        // (UIKit calls shouldSelect and didSelect on every tap; apps deselect-on-retap through shouldSelect).
        userSelect(ip, deselectingOthers: true)
    }

    /// Selects as the user does: shouldSelect, then (single mode) didDeselect for the others, then didSelect.
    func userSelect(_ ip: IndexPath, deselectingOthers: Bool) {
        guard delegate?.collectionView(collectionView, shouldSelectItemAt: ip) ?? true else { return }
        if deselectingOthers {
            for other in collectionView.indexPathsForSelectedItems where other != ip {
                collectionView.deselectItem(at: other)
                delegate?.collectionView(collectionView, didDeselectItemAt: other)
            }
        }
        collectionView.selectItem(at: ip)
        delegate?.collectionView(collectionView, didSelectItemAt: ip)
    }

    /// Deselects as the user does: shouldDeselect, then didDeselect.
    func userDeselect(_ ip: IndexPath) {
        guard delegate?.collectionView(collectionView, shouldDeselectItemAt: ip) ?? true else { return }
        collectionView.deselectItem(at: ip)
        delegate?.collectionView(collectionView, didDeselectItemAt: ip)
    }

    /// Clears the selection, telling the delegate about each item when `notify` is true.
    public func deselectAll(notify: Bool) {
        for ip in collectionView.indexPathsForSelectedItems {
            if notify { userDeselect(ip) } else { collectionView.deselectItem(at: ip) }
        }
    }

    /// Selects every item (multiple mode only, as ctrl+A).
    public func selectAll() {
        guard selectionMode == .multiple else { return }
        for s in 0..<collectionView.numberOfSections {
            for i in 0..<collectionView.numberOfItems(inSection: s) {
                let ip = IndexPath(item: i, section: s)
                if !collectionView.indexPathsForSelectedItems.contains(ip) { userSelect(ip, deselectingOthers: false) }
            }
        }
    }

    func isValid(_ ip: IndexPath) -> Bool {
        ip.section >= 0 && ip.section < collectionView.numberOfSections && ip.item >= 0 && ip.item < collectionView.numberOfItems(inSection: ip.section)
    }

    /// The items that join a drag of the item at `ip` (iOS's multi-item drag): the other selected items when
    /// `ip` is one of several selected, else none. A pressed item outside the selection is dragged alone.
    func dragCompanions(of ip: IndexPath) -> [IndexPath] {
        let selected = collectionView.indexPathsForSelectedItems
        guard selected.count > 1, selected.contains(ip) else { return [] }
        return selected.filter { $0 != ip }.sorted()
    }

    // MARK: Edit menu (UIKit: canPerformAction / performAction for an item)

    /// Opens the menu on an item when the delegate allows it (shouldShowMenuForItemAt), with the actions it can
    /// perform there (canPerformAction); the others are left out, as in UIKit, and with none there is no menu.
    public func openMenu(for ip: IndexPath) {
        guard delegate?.collectionView(collectionView, shouldShowMenuForItemAt: ip) ?? false,
              let frame = collectionView.layoutAttributesForItem(at: ip)?.frame else { return }
        let o = collectionView.contentOffset
        let actions = EditAction.allCases.filter { delegate?.collectionView(collectionView, canPerformAction: $0, forItemAt: ip) ?? false }
        guard !actions.isEmpty else { return }
        // The menu stays within what the content insets leave visible (the playground's legend bar covers the rest).
        let inset = collectionView.contentInset, size = collectionView.viewportSize
        let visible = Rect(x: inset.left, y: inset.top, width: max(0, size.width - inset.left - inset.right),
                           height: max(0, size.height - inset.top - inset.bottom))
        menu = EditMenu(indexPath: ip, cellFrame: frame.offsetBy(dx: -o.x, dy: -o.y), visible: visible, actions: actions)
        menuContext = (collectionView.changeGeneration, o)
    }

    /// Highlights the menu row under a window point (hover, or a press held on the menu), as a desktop menu does;
    /// any other point clears the highlight. Pointer events do this themselves; call it for a pointer the
    /// interaction does not otherwise see.
    public func hoverMenu(at p: Point) {
        guard let m = menu else { return }
        let index = m.index(at: p)
        if index != m.highlightedIndex { menu?.highlightedIndex = index }
    }

    /// Closes the menu without acting.
    public func closeMenu() { menu = nil; menuContext = nil }

    /// Closes the menu if the data, the layout or the scroll position changed since it opened.
    func closeMenuIfStale() {
        guard menu != nil, let context = menuContext else { return }
        if context.generation != collectionView.changeGeneration || context.offset != collectionView.contentOffset { closeMenu() }
    }

    /// Ctrl+X / ctrl+C on the selection, ctrl+V after it (or after the focused item): the same delegate calls as the menu.
    public func perform(_ action: EditAction) {
        closeMenu()
        let targets: [IndexPath]
        switch action {
        case .cut, .copy: targets = collectionView.indexPathsForSelectedItems
        case .paste:
            targets = [collectionView.indexPathsForSelectedItems.last ?? collectionView.focusedIndexPath].compactMap { $0 }
        }
        let allowed = targets.filter { isValid($0) && (delegate?.collectionView(collectionView, canPerformAction: action, forItemAt: $0) ?? false) }
        guard !allowed.isEmpty else { return }
        delegate?.collectionView(collectionView, performAction: action, forItemsAt: allowed)
    }

    // MARK: Wheel

    /// Ctrl+wheel pinches (the browsers' convention for a touchpad pinch) through the pinch recognizers
    /// (`CollectionView.pinchGestureRecognizer`); a wheel no recognizer takes scrolls.
    @discardableResult
    public func handle(_ wheel: WheelEvent) -> Bool {
        reportDragChange(); defer { reportDragChange() }
        if wheel.modifiers.contains(.control) { closeMenu() }
        if offerToGestureRecognizers(wheel) { return true }
        return collectionView.handle(wheel)
    }
}
