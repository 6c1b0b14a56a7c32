import LayoutCore

/// The overlays over the collection view and their arrangement: help (H, F1), the inspector (I), the parameter
/// panel (O), the performance HUD (P), the legend bar (L), the toast line and an opened photo. Which are open,
/// where their panels went in the last frame, and the help pages seen; `OverlayArrangement` places them so none
/// covers another or the legend.
struct OverlayStack {
    /// The performance HUD (P).
    var hud = PerformanceHUD()
    /// The help overlay (H, F1).
    var showsHelp = false
    /// The help overlay's items for the last area and page: the table never changes while the app runs.
    var helpItems: (area: Rect, start: Int, items: [DisplayItem], shown: Int)?
    /// First rows of the help pages seen so far (PageDown pushes, PageUp pops); [0] on the first page.
    var helpPageStarts = [0]
    /// The layout inspector (I).
    var inspector = InspectorOverlay()
    /// The parameter panel (O).
    var parameterPanel = ParameterPanel()
    /// The legend bar at the bottom (L).
    var showsLegend = true
    /// A short message shown at the bottom of the window (saved screenshots), until a time.
    var toast: (text: String, until: Timestamp)?
    /// The toast a refused drag showed, reported in the state file while it is the one shown (other toasts, such
    /// as a saved screenshot's, exist only in a live session, and a replay must write the same state).
    var refusedDragToast: (text: String, until: Timestamp)?
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
    mutating func toggleHelp() {
        showsHelp.toggle()
        helpPageStarts = [0]
    }

    /// I: the inspector opens, or closes forgetting what it inspected.
    mutating func toggleInspector() {
        inspector.isVisible.toggle()
        if !inspector.isVisible { inspector.selectedKey = nil }
    }

    /// PageDown shows the rows after the ones on screen (when some did not fit); PageUp goes back a page.
    mutating func pageHelp(forward: Bool) {
        if forward {
            let start = helpPageStarts.last ?? 0
            let shown = helpItems?.start == start ? helpItems?.shown ?? 0 : 0
            if shown > 0 && start + shown < HelpOverlay.rows().count { helpPageStarts.append(start + shown) }
        } else if helpPageStarts.count > 1 {
            helpPageStarts.removeLast()
        }
    }

    /// Shows a line at the bottom of the window for a while.
    mutating func showToast(_ text: String, now: Timestamp, seconds: Double = 2.5) {
        toast = (text, now + seconds)
    }

    /// The refused drag's toast, while it is the one shown (the state file's `refusedDrag`).
    func refusedDragText(now: Timestamp) -> String? {
        refusedDragToast.flatMap { r in toast.map { $0 == r } == true && now < r.until ? r.text : nil }
    }

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
            let start = helpPageStarts.last ?? 0
            // With no other overlay open help has the whole window; else the room they leave.
            let others = frames.keys.contains { $0 != .help }
            let whole = HelpOverlay.available(viewport)
            let area = others ? arrangement(viewport: viewport).help(inspectorPanels: frames[.inspector] ?? []) : whole
            if helpItems?.area != area || helpItems?.start != start {
                var page = HelpOverlay.page(area: area, from: start)
                // Help was asked for: when the room the panels leave holds too few rows to read (a small window
                // with an element inspected), it takes the whole window over them, as a modal sheet would.
                let wanted = min(HelpOverlay.minimumRowsBesidePanels, HelpOverlay.rows().count - start)
                if area != whole && page.shown < wanted { page = HelpOverlay.page(area: whole, from: start, opaque: true) }
                helpItems = (area, start, page.items, page.shown)
            }
            items += helpItems?.items ?? []
            frames[.help] = helpItems?.items.first.map { [$0.frame] } ?? []
        }
        if let toast, now < toast.until, !savingScreenshot { items += Toast.items(toast.text, viewport: viewport) }
        return items
    }

    /// The opened photo's items, while it shows (a finished closing forgets it).
    mutating func zoomItems(viewport: Size, now: Timestamp) -> [DisplayItem] {
        guard let z = zoom else { return [] }
        if z.isFinished(at: now) { zoom = nil; return [] }
        return z.items(viewport: viewport, now: now)
    }
}
