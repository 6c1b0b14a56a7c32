import LayoutCore

/// The overlays over the collection view and their arrangement: help (H, F1), the inspector (I), the parameter
/// panel (O), the performance HUD (P), the legend bar (L), the toast line and an opened photo. Which are open,
/// where their panels went in the last frame, and the help pages seen; `OverlayArrangement` places them so none
/// covers another or the legend.
struct OverlayStack {
    /// The performance HUD (P).
    var hud = PerformanceHUD()
    /// The help overlay (H, F1), its pages and items.
    var help = HelpSheet()
    /// The help overlay is open.
    var showsHelp: Bool {
        get { help.isVisible }
        set { help.isVisible = newValue }
    }
    /// The layout inspector (I).
    var inspector = InspectorOverlay()
    /// The parameter panel (O).
    var parameterPanel = ParameterPanel()
    /// The legend bar at the bottom (L).
    var showsLegend = true
    /// The short message shown at the bottom of the window for a while (saved screenshots, refused drags).
    var toast = Toast()
    /// The open overlays' panels as last drawn (window coordinates), for the state file and help's placement.
    var frames: [OverlayName: [Rect]] = [:]
    /// True from a press that an overlay took until its release, so the release and the moves between never reach
    /// the collection view.
    var holdsPointer = false
    /// The photo opened large by a double click, while it is open or closing.
    var zoom: PhotoZoom?

    /// Overlays open now, for the state file.
    var openOverlays: [OverlayName] {
        var open: [OverlayName] = []
        if showsHelp { open.append(.help) }
        if inspector.isVisible { open.append(.inspector) }
        if parameterPanel.isVisible { open.append(.parameters) }
        if hud.isVisible { open.append(.hud) }
        return open
    }

    /// Opens an overlay (`--show`).
    mutating func open(_ overlay: OverlayName) {
        switch overlay {
        case .help: showsHelp = true
        case .inspector: inspector.isVisible = true
        case .parameters: parameterPanel.isVisible = true
        case .hud: hud.isVisible = true
        }
    }

    /// H: help opens on its first page however it was closed, or closes.
    mutating func toggleHelp() { help.toggle() }

    /// I: the inspector opens, or closes forgetting what it inspected.
    mutating func toggleInspector() {
        inspector.isVisible.toggle()
        if !inspector.isVisible { inspector.selectedKey = nil }
    }

    /// PageDown shows the rows after the ones on screen (when some did not fit); PageUp goes back a page.
    mutating func pageHelp(forward: Bool) { help.page(forward: forward) }

    /// Where the open overlays go in a window of `viewport` size (none covers another or the legend bar).
    func arrangement(viewport: Size) -> OverlayArrangement {
        OverlayArrangement(viewport: viewport, bottomInset: showsLegend ? Legend.height : 0, parameters: parameterPanel.isVisible,
                           hud: hud.isVisible)
    }

    /// The inspector and the parameter panel, drawn over the content, back to front. Records where the panels
    /// went (with the HUD's frame) in `frames`.
    mutating func toolItems(viewport: Size, collectionView: CollectionView, layoutName: String, itemCount: Int,
                            parameters: @autoclosure () -> [LayoutParameter]) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let arrangement = arrangement(viewport: viewport)
        frames = [:]
        if let hud = arrangement.hud { frames[.hud] = [hud] }
        if inspector.isVisible {
            let inspectorItems = inspector.items(collectionView: collectionView, layoutName: layoutName, itemCount: itemCount,
                                                 panelArea: arrangement.inspector)
            frames[.inspector] = InspectorOverlay.panelFrames(inspectorItems)
            items += inspectorItems
        }
        if parameterPanel.isVisible, let area = arrangement.parameters {
            let parameters = parameters()
            frames[.parameters] = [parameterPanel.geometry(parameters: parameters, area: area).panel]
            items += parameterPanel.items(layoutName: layoutName, parameters: parameters, area: area)
        }
        return items
    }

    /// Help and the toast line, drawn over every other overlay but the legend bar; a frame being saved as a
    /// screenshot shows no toast (the window, not the note about the previous one).
    mutating func modalItems(viewport: Size, now: Timestamp, savingScreenshot: Bool) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if showsHelp {
            // With no other overlay open help has the whole window; else the room they leave.
            let others = frames.keys.contains { $0 != .help }
            let whole = HelpOverlay.available(viewport)
            let area = others ? arrangement(viewport: viewport).help(inspectorPanels: frames[.inspector] ?? []) : whole
            let helpItems = help.items(area: area, whole: whole)
            items += helpItems
            frames[.help] = helpItems.first.map { [$0.frame] } ?? []
        }
        if let shown = toast.shown, now < shown.until, !savingScreenshot { items += Toast.items(shown.text, viewport: viewport) }
        return items
    }

    /// The opened photo's items, while it shows (a finished closing forgets it).
    mutating func zoomItems(viewport: Size, now: Timestamp) -> [DisplayItem] {
        guard let z = zoom else { return [] }
        if z.isFinished(at: now) { zoom = nil; return [] }
        return z.items(viewport: viewport, now: now)
    }
}
