import LayoutCore
import Renderer

/// Input, from the window or a recording: pointer, wheel and key events routed to the overlays, the hotkey
/// table's parts or the collection view's interaction. Routing only: each action is its part's.
extension PlaygroundApp {
    /// One input event, from the window or a recording.
    func apply(_ input: InputEvent) {
        switch input {
        case .quit: driver.quitRequested = true
        case .key(let key): handle(key)
        case .keyUp(let key):
            // Letting go of Shift ends an interactive transition from where it is.
            if key.key == .shift && transitions.isScrubbing { transitions.letGoOfInteractiveTransition() }
        case .wheel(let wheel): handle(wheel)
        case .pointer(let e): handle(e)
        case .pinch(let scale, let c): interaction.handlePinch(scale: scale, center: c)
        }
    }

    /// The parameter panel's area in the current window (nil when it is closed).
    var parameterPanelArea: Rect? { overlays.parameterPanelArea(viewport: collectionView.viewportSize) }

    /// A pointer event: the overlays' panels take presses on them (the parameter panel's controls work); an open
    /// help overlay closes on a click; with the inspector on, a click inspects the element under it instead of
    /// selecting; otherwise the collection view's interaction takes it.
    func handle(_ pointer: PointerEvent) {
        let (taken, action) = overlays.takePointer(pointer, viewport: collectionView.viewportSize, parameters: shelf.panelParameters,
                                                   menuFrame: interaction.menu?.frame)
        switch action {
        case .set(let name, let value)?: shelf.setParameter(name, to: value)
        case .copyAsSwift?: copyLayoutAsSwift()
        case nil: break
        }
        if taken { return }
        if overlays.showsHelp && pointer.phase == .down { overlays.showsHelp = false; return }
        // An open photo covers the collection view: a click closes it.
        if overlays.zoom != nil && pointer.phase == .down { overlays.zoom?.close(in: collectionView, now: driver.lastFrameTime); return }
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
        if transitions.isScrubbing {
            transitions.scrub(wheelDelta: wheel.dy)
        } else if !overlays.takeWheel(wheel, viewport: collectionView.viewportSize, parameters: shelf.panelParameters) {
            interaction.handle(wheel)
        }
    }

    func handle(_ key: KeyEvent) {
        // Shift is held through an interactive transition, so Esc and Enter arrive shifted: they still end it.
        if transitions.isScrubbing && (key.key == .escape || key.key == .enter) {
            if key.key == .escape { transitions.cancelInteractiveTransition() } else { transitions.letGoOfInteractiveTransition() }
            return
        }
        if overlays.zoom?.isClosing == false && key.key == .escape { overlays.zoom?.close(in: collectionView, now: driver.lastFrameTime); return }
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
        case .nextLayout: shelf.show(shelf.nextLayout)
        case .toggleSlowAnimations:
            collectionView.animationSpeed = collectionView.animationSpeed == 1 ? 0.1 : 1
            Console.note(collectionView.animationSpeed == 1 ? "slow animations off" : "slow animations on (10× slower)")
        case .save: library.save(document)
        case .layoutFile: shelf.showNextLayoutFile()
        case .undo: editor.undo()
        case .redo: editor.redo()
        case .deleteSelection: editor.deleteSelection()
        case .insertItem: editor.insertItem()
        case .toggleDataSet: editor.toggleDataSet()
        case .toggleCompactTree:
            if shelf.toggleCompactRows() { transitions.keepFirstItemOnScreen() }
        case .cycleItemSizes: shelf.cycleItemSizes()
        case .toggleLegend:
            overlays.showsLegend.toggle()
            updateContentInset()
        case .togglePerformanceHUD: overlays.hud.isVisible.toggle()
        case .finishTransition:
            if transitions.isScrubbing { transitions.letGoOfInteractiveTransition() } else { interaction.handle(key) }
        case .cancel:
            if transitions.isScrubbing { transitions.cancelInteractiveTransition() } else { interaction.handle(key) }
        case .interaction: interaction.handle(key)
        case .toggleReorderStyle:
            interaction.reorderStyle = interaction.reorderStyle == .longPressSwap ? .interactiveMovement : .longPressSwap
            showToast(interaction.reorderStyle == .longPressSwap ? "drag: long press, then pan to swap (seed 003)"
                                                                 : "drag: press and move (interactive movement)")
        case .toggleMultipleSelection:
            interaction.selectionMode = interaction.selectionMode == .multiple ? .single : .multiple
            Console.note("selection: \(interaction.selectionMode.rawValue)")
        case .toggleHelp: overlays.toggleHelp()
        case .toggleInspector: overlays.toggleInspector()
        case .toggleParameterPanel: overlays.parameterPanel.isVisible.toggle()
        case .previousParameter: overlays.moveParameterSelection(by: -1, count: shelf.panelParameters.count)
        case .nextParameter: overlays.moveParameterSelection(by: 1, count: shelf.panelParameters.count)
        case .decreaseParameter: if let p = overlays.parameterToStep(in: shelf.panelParameters) { shelf.step(p, by: -1) }
        case .increaseParameter: if let p = overlays.parameterToStep(in: shelf.panelParameters) { shelf.step(p, by: 1) }
        case .screenshot: screen.screenshotRequested = true
        case .copyAsSwift: copyLayoutAsSwift()
        }
    }

    /// Ctrl+Shift+C: the shelf's code, printed on stdout (so a headless or piped session gets it too) and put on
    /// the clipboard when there is a window.
    private func copyLayoutAsSwift() {
        // A layout file's code is named after the file it came from.
        let export = SwiftCodeExport.export(shelf.currentConfiguration, file: shelf.shownLayoutFile)
        guard let code = export.code else { print(export.line); showToast(export.line); return }
        print(code, terminator: "")
        showToast(screen.target.setClipboardText(code) ? "copied the \(export.line) layout as Swift" : "printed the \(export.line) layout as Swift")
    }
}
