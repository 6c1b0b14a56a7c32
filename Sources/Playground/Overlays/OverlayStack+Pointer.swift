import LayoutCore

/// The mouse on the overlays: the parameter panel's controls (sliders dragged live, switches, segments, the
/// Copy as Swift button), its wheel scrolling, and presses on the overlays' panels kept from the cells beneath (with
/// the inspector on, every press inspects instead of selecting, on its panels too). What a control sets is handed
/// back as a `PanelAction` for the app to carry out (the layout shelf sets parameters).
extension OverlayStack {
    /// What a press or drag on the parameter panel asks for.
    enum PanelAction: Equatable {
        /// A parameter to a value (it differs from the one shown).
        case set(String, Double)
        /// The Copy as Swift button.
        case copyAsSwift
    }

    /// The parameter panel's area in a window of `viewport` size (nil when it is closed).
    func parameterPanelArea(viewport: Size) -> Rect? {
        parameterPanel.isVisible ? arrangement(viewport: viewport).parameters : nil
    }

    /// The panels that keep presses from what is beneath them, where the next frame draws them: the parameter panel
    /// and the HUD. (The inspector takes every press itself while it is on: it inspects, never selects.) Worked out
    /// afresh rather than taken from the last frame drawn: replays and the fuzzer step input without drawing every
    /// frame, and a click must meet the panel the user sees.
    func shieldingFrames(viewport: Size, parameters: @autoclosure () -> [LayoutParameter]) -> [OverlayName: Rect] {
        let arrangement = arrangement(viewport: viewport)
        var frames: [OverlayName: Rect] = [:]
        if let hud = arrangement.hud { frames[.hud] = hud }
        if parameterPanel.isVisible, let area = arrangement.parameters {
            frames[.parameters] = parameterPanel.geometry(parameters: parameters(), area: area).panel
        }
        return frames
    }

    /// Takes a pointer event that belongs to an overlay: a press on the parameter panel works its controls (a
    /// slider keeps following the pointer until the release); a press on any other overlay's panel is kept from
    /// the cells beneath, and so are its moves and release. Returns whether the event was taken and what a control
    /// asks for. `menuFrame`: the open edit menu, drawn over the tool overlays (a press on it is the menu's).
    mutating func takePointer(_ e: PointerEvent, viewport: Size, parameters: @autoclosure () -> [LayoutParameter],
                              menuFrame: Rect?) -> (taken: Bool, action: PanelAction?) {
        if let row = parameterPanel.draggedRow {
            switch e.phase {
            case .move: return (true, dragSlider(row: row, to: e.location.x, viewport: viewport, parameters: parameters()))
            case .up, .cancel: parameterPanel.draggedRow = nil; holdsPointer = false
            case .down: break
            }
            return (true, nil)
        }
        if holdsPointer {
            // Moves and the release of a press an overlay took; a new press (its release was lost) starts afresh.
            if e.phase == .up || e.phase == .cancel { holdsPointer = false; return (true, nil) }
            if e.phase == .move { return (true, nil) }
            holdsPointer = false
        }
        if e.phase == .down, menuFrame?.contains(e.location) == true { return (false, nil) }
        guard e.phase == .down else { return (false, nil) }
        let frames = shieldingFrames(viewport: viewport, parameters: parameters())
        guard let name = OverlayName.allCases.first(where: { frames[$0]?.contains(e.location) == true }) else { return (false, nil) }
        holdsPointer = true
        guard name == .parameters && e.button == .primary else { return (true, nil) }
        return (true, pressParameterPanel(at: e.location, viewport: viewport, parameters: parameters()))
    }

    /// A press on the parameter panel: what the control under it sets.
    private mutating func pressParameterPanel(at p: Point, viewport: Size, parameters: [LayoutParameter]) -> PanelAction? {
        guard let area = parameterPanelArea(viewport: viewport) else { return nil }
        switch parameterPanel.hit(at: p, parameters: parameters, area: area) {
        case .slider(let row, let value)?:
            selectPanelRow(row)
            parameterPanel.draggedRow = row
            return Self.setting(parameters[row], to: value)
        case .toggle(let row)?:
            selectPanelRow(row)
            return Self.setting(parameters[row], to: parameters[row].stepped(by: 1))
        case .segment(let row, let choice)?:
            selectPanelRow(row)
            return Self.setting(parameters[row], to: Double(choice))
        case .copy?: return .copyAsSwift
        case .row(let row)?: selectPanelRow(row); return nil
        case .panel?, nil: return nil
        }
    }

    /// Makes a row the selected one without scrolling the list (the row is on screen: it was just clicked).
    private mutating func selectPanelRow(_ row: Int) {
        let scroll = parameterPanel.scrollRow
        parameterPanel.selectedRow = row
        parameterPanel.scrollRow = scroll
    }

    /// A slider being dragged: the value under the pointer, set (and animated) whenever it changes.
    private mutating func dragSlider(row: Int, to x: Double, viewport: Size, parameters: [LayoutParameter]) -> PanelAction? {
        guard let area = parameterPanelArea(viewport: viewport) else { return nil }
        guard row < parameters.count else { parameterPanel.draggedRow = nil; return nil }
        let geometry = parameterPanel.geometry(parameters: parameters, area: area)
        guard let shown = geometry.rows.first(where: { $0.index == row }), case .slider(let track, _) = shown.control,
              let value = ParameterPanel.sliderValue(parameters[row], track: track, x: x) else { return nil }
        return Self.setting(parameters[row], to: value)
    }

    /// Sets a parameter from the panel when the value differs, animated as the keyboard's changes are.
    private static func setting(_ parameter: LayoutParameter, to value: Double) -> PanelAction? {
        value != parameter.value ? .set(parameter.name, value) : nil
    }

    /// The wheel over the parameter panel scrolls its rows (a notch a row), never the collection view. Returns true
    /// when the wheel was over the panel. (Over the other overlays, read-outs the content shows through, it scrolls
    /// the content as before.)
    mutating func takeWheel(_ wheel: WheelEvent, viewport: Size, parameters: @autoclosure () -> [LayoutParameter]) -> Bool {
        guard let area = parameterPanelArea(viewport: viewport) else { return false }
        let parameters = parameters()
        guard parameterPanel.geometry(parameters: parameters, area: area).panel.contains(wheel.location) else { return false }
        if wheel.dy != 0 {
            // Wheel up (positive) shows earlier rows; at least one row per event, whatever the device's notch size.
            let rows = wheel.dy > 0 ? -max(1, Int(wheel.dy.rounded())) : max(1, Int((-wheel.dy).rounded()))
            parameterPanel.scrollRow = parameterPanel.scrolled(by: rows, parameters: parameters, area: area)
        }
        return true
    }
}
