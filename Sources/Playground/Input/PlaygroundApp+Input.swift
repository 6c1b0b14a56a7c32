import LayoutCore

/// Input, from the window or a recording: pointer, wheel and key events routed to the overlays, the hotkey
/// table or the collection view's interaction.
extension PlaygroundApp {
    /// Progress per wheel notch while scrubbing an interactive transition.
    static let scrubPerNotch = 0.05

    /// One input event, from the window or a recording.
    func apply(_ input: InputEvent) {
        switch input {
        case .quit: driver.quitRequested = true
        case .key(let key): handle(key)
        case .keyUp(let key):
            if key.key == .shift { shiftReleased() }
        case .wheel(let wheel): handle(wheel)
        case .pointer(let e): handle(e)
        case .pinch(let scale, let c): interaction.handlePinch(scale: scale, center: c)
        }
    }

    /// The parameter panel's area in the current window (nil when it is closed).
    var parameterPanelArea: Rect? { overlays.parameterPanelArea(viewport: collectionView.viewportSize) }

    /// The overlays take the pointer events that are theirs; what the parameter panel's controls ask for is done.
    private func handleOverlayPointer(_ pointer: PointerEvent) -> Bool {
        let (taken, action) = overlays.takePointer(pointer, viewport: collectionView.viewportSize, parameters: shelf.panelParameters,
                                                   menuFrame: interaction.menu?.frame)
        switch action {
        case .set(let name, let value)?: shelf.setParameter(name, to: value)
        case .copyAsSwift?: copyLayoutAsSwift()
        case nil: break
        }
        return taken
    }

    /// A pointer event: the overlays' panels take presses on them (the parameter panel's controls work); an open
    /// help overlay closes on a click; with the inspector on, a click inspects the element under it instead of
    /// selecting; otherwise the collection view's interaction takes it.
    func handle(_ pointer: PointerEvent) {
        if handleOverlayPointer(pointer) { return }
        if overlays.showsHelp && pointer.phase == .down { overlays.showsHelp = false; return }
        // An open photo covers the collection view: a click closes it.
        if overlays.zoom != nil && pointer.phase == .down { closeZoom(); return }
        // Only presses are taken: a release or cancel must still end a press (or drag) begun before I was pressed.
        if overlays.inspector.isVisible && pointer.phase == .down {
            if pointer.button == .primary { overlays.inspector.select(at: pointer.location, in: collectionView) }
            return
        }
        interaction.handle(pointer)
    }

    /// A wheel: scrubs an interactive transition while one is held, else scrolls the parameter panel when over it,
    /// else scrolls or pinches the collection view.
    func handle(_ wheel: WheelEvent) {
        if collectionView.isInteractiveTransitionActive {
            collectionView.updateInteractiveTransition(progress: (collectionView.transitionProgress ?? 0) - wheel.dy * Self.scrubPerNotch)
        } else if !overlays.takeWheel(wheel, viewport: collectionView.viewportSize, parameters: shelf.panelParameters) {
            interaction.handle(wheel)
        }
    }

    /// Letting go of Shift ends an interactive transition from where it is.
    func shiftReleased() {
        if collectionView.isInteractiveTransitionActive { letGoOfInteractiveTransition() }
    }

    /// The playground's rule for letting go (UIKit's `finishInteractiveTransition()` always installs the new
    /// layout): from half way or more it finishes, below that it goes back. A tolerance so progress built from
    /// steps (ten wheel notches of 0.05) counts as the half it shows.
    func letGoOfInteractiveTransition() {
        if (collectionView.transitionProgress ?? 0) >= 0.5 - 1e-9 {
            collectionView.finishInteractiveTransition()
        } else {
            collectionView.cancelInteractiveTransition()
        }
    }

    func handle(_ key: KeyEvent) {
        // Shift is held through an interactive transition, so Esc and Enter arrive shifted: they still end it.
        if collectionView.isInteractiveTransitionActive && (key.key == .escape || key.key == .enter) {
            if key.key == .escape { collectionView.cancelInteractiveTransition() } else { letGoOfInteractiveTransition() }
            return
        }
        if overlays.zoom?.isClosing == false && key.key == .escape { closeZoom(); return }
        // Esc closes the help overlay first, as any modal panel; PageDown and PageUp page it in a small window.
        if overlays.showsHelp && key.modifiers.isEmpty {
            switch key.key {
            case .escape: overlays.showsHelp = false; return
            case .pageDown: overlays.pageHelp(forward: true); return
            case .pageUp: overlays.pageHelp(forward: false); return
            default: break
            }
        }
        guard let binding = HotkeyMap.binding(for: key) else { return }
        switch binding.action {
        case .quit: driver.quitRequested = true
        case .pageUp, .pageDown, .home, .end: collectionView.handle(key)
        case .layout(let name): shelf.show(name)
        case .interactiveLayout(let name): shelf.startInteractive(name)
        case .nextLayout: shelf.show(shelf.current.next)
        case .toggleSlowAnimations:
            collectionView.animationSpeed = collectionView.animationSpeed == 1 ? 0.1 : 1
            note(collectionView.animationSpeed == 1 ? "slow animations off" : "slow animations on (10× slower)")
        case .save: saveData()
        case .layoutFile: shelf.showNextLayoutFile()
        case .undo: undo()
        case .redo: redo()
        case .deleteSelection: deleteSelection()
        case .insertItem: insertItem()
        case .toggleDataSet: toggleDataSet()
        case .toggleCompactTree:
            if shelf.toggleCompactTree() { keepRootOnScreen() }
        case .cycleItemSizes: shelf.cycleItemSizes()
        case .toggleLegend:
            overlays.showsLegend.toggle()
            updateContentInset()
        case .togglePerformanceHUD: overlays.hud.isVisible.toggle()
        case .finishTransition:
            if collectionView.isInteractiveTransitionActive { letGoOfInteractiveTransition() } else { interaction.handle(key) }
        case .cancel:
            if collectionView.isInteractiveTransitionActive { collectionView.cancelInteractiveTransition() } else { interaction.handle(key) }
        case .interaction: interaction.handle(key)
        case .toggleReorderStyle:
            interaction.reorderStyle = interaction.reorderStyle == .longPressSwap ? .interactiveMovement : .longPressSwap
            showToast(interaction.reorderStyle == .longPressSwap ? "drag: long press, then pan to swap (seed 003)"
                                                                 : "drag: press and move (interactive movement)")
        case .toggleMultipleSelection:
            interaction.selectionMode = interaction.selectionMode == .multiple ? .single : .multiple
            note("selection: \(interaction.selectionMode.rawValue)")
        case .toggleHelp: overlays.toggleHelp()
        case .toggleInspector: overlays.toggleInspector()
        case .toggleParameterPanel: overlays.parameterPanel.isVisible.toggle()
        case .previousParameter: moveParameterSelection(by: -1)
        case .nextParameter: moveParameterSelection(by: 1)
        case .decreaseParameter: changeParameter(by: -1)
        case .increaseParameter: changeParameter(by: 1)
        case .screenshot: screen.screenshotRequested = true
        case .copyAsSwift: copyLayoutAsSwift()
        }
    }
}
