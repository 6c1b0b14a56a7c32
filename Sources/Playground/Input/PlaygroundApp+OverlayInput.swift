import LayoutCore

/// The mouse on the overlays: the parameter panel's controls (sliders dragged live, switches, segments, the
/// Copy as Swift button), its wheel scrolling, and presses on the overlays' panels kept from the cells beneath (with
/// the inspector on, every press inspects instead of selecting, on its panels too).
extension PlaygroundApp {
    /// The parameter panel's area in the current window (nil when it is closed).
    var parameterPanelArea: Rect? {
        overlays.parameterPanel.isVisible ? overlays.arrangement(viewport: collectionView.viewportSize).parameters : nil
    }

    /// The panels that keep presses from what is beneath them, where the next frame draws them: the parameter panel
    /// and the HUD. (The inspector takes every press itself while it is on: it inspects, never selects.) Worked out
    /// afresh rather than taken from the last frame drawn: replays and the fuzzer step input without drawing every
    /// frame, and a click must meet the panel the user sees.
    func shieldingOverlayFrames() -> [OverlayName: Rect] {
        let arrangement = overlays.arrangement(viewport: collectionView.viewportSize)
        var frames: [OverlayName: Rect] = [:]
        if let hud = arrangement.hud { frames[.hud] = hud }
        if overlays.parameterPanel.isVisible, let area = arrangement.parameters {
            frames[.parameters] = overlays.parameterPanel.geometry(parameters: shelf.panelParameters, area: area).panel
        }
        return frames
    }

    /// The shielding overlay whose panel is under a window point.
    func overlay(at p: Point) -> OverlayName? {
        let frames = shieldingOverlayFrames()
        return OverlayName.allCases.first { frames[$0]?.contains(p) == true }
    }

    /// Takes a pointer event that belongs to an overlay: a press on the parameter panel works its controls (a
    /// slider keeps following the pointer until the release); a press on any other overlay's panel is kept from
    /// the cells beneath, and so are its moves and release. Returns true when the event was taken.
    func handleOverlayPointer(_ e: PointerEvent) -> Bool {
        if let row = overlays.parameterPanel.draggedRow {
            switch e.phase {
            case .move: dragSlider(row: row, to: e.location.x)
            case .up, .cancel: overlays.parameterPanel.draggedRow = nil; overlays.holdsPointer = false
            case .down: break
            }
            return true
        }
        if overlays.holdsPointer {
            // Moves and the release of a press an overlay took; a new press (its release was lost) starts afresh.
            if e.phase == .up || e.phase == .cancel { overlays.holdsPointer = false; return true }
            if e.phase == .move { return true }
            overlays.holdsPointer = false
        }
        // The open edit menu is drawn over the tool overlays: a press on it is the menu's.
        if e.phase == .down, interaction.menu?.frame.contains(e.location) == true { return false }
        guard e.phase == .down, let name = overlay(at: e.location) else { return false }
        overlays.holdsPointer = true
        if name == .parameters && e.button == .primary { pressParameterPanel(at: e.location) }
        return true
    }

    /// A press on the parameter panel: sets what the control under it sets.
    private func pressParameterPanel(at p: Point) {
        guard let area = parameterPanelArea else { return }
        let parameters = shelf.panelParameters
        switch overlays.parameterPanel.hit(at: p, parameters: parameters, area: area) {
        case .slider(let row, let value)?:
            selectPanelRow(row)
            overlays.parameterPanel.draggedRow = row
            setPanelValue(parameters[row], to: value)
        case .toggle(let row)?:
            selectPanelRow(row)
            setPanelValue(parameters[row], to: parameters[row].stepped(by: 1))
        case .segment(let row, let choice)?:
            selectPanelRow(row)
            setPanelValue(parameters[row], to: Double(choice))
        case .copy?: copyLayoutAsSwift()
        case .row(let row)?: selectPanelRow(row)
        case .panel?, nil: break
        }
    }

    /// Makes a row the selected one without scrolling the list (the row is on screen: it was just clicked).
    private func selectPanelRow(_ row: Int) {
        let scroll = overlays.parameterPanel.scrollRow
        overlays.parameterPanel.selectedRow = row
        overlays.parameterPanel.scrollRow = scroll
    }

    /// A slider being dragged: the value under the pointer, set (and animated) whenever it changes.
    private func dragSlider(row: Int, to x: Double) {
        guard let area = parameterPanelArea else { return }
        let parameters = shelf.panelParameters
        guard row < parameters.count else { overlays.parameterPanel.draggedRow = nil; return }
        let geometry = overlays.parameterPanel.geometry(parameters: parameters, area: area)
        guard let shown = geometry.rows.first(where: { $0.index == row }), case .slider(let track, _) = shown.control,
              let value = ParameterPanel.sliderValue(parameters[row], track: track, x: x) else { return }
        setPanelValue(parameters[row], to: value)
    }

    /// Sets a parameter from the panel when the value differs, animated as the keyboard's changes are.
    private func setPanelValue(_ parameter: LayoutParameter, to value: Double) {
        guard value != parameter.value else { return }
        shelf.setParameter(parameter.name, to: value)
    }

    /// The wheel over the parameter panel scrolls its rows (a notch a row), never the collection view. Returns true
    /// when the wheel was over the panel. (Over the other overlays, read-outs the content shows through, it scrolls
    /// the content as before.)
    func handleOverlayWheel(_ wheel: WheelEvent) -> Bool {
        guard let area = parameterPanelArea,
              overlays.parameterPanel.geometry(parameters: shelf.panelParameters, area: area).panel.contains(wheel.location) else { return false }
        if wheel.dy != 0 {
            // Wheel up (positive) shows earlier rows; at least one row per event, whatever the device's notch size.
            let rows = wheel.dy > 0 ? -max(1, Int(wheel.dy.rounded())) : max(1, Int((-wheel.dy).rounded()))
            overlays.parameterPanel.scrollRow = overlays.parameterPanel.scrolled(by: rows, parameters: shelf.panelParameters, area: area)
        }
        return true
    }
}
