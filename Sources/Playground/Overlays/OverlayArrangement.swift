import LayoutCore

/// Where the tool overlays go so that none covers another and none covers the legend bar: the performance HUD (P)
/// and the parameter panel (O) share a column at the right, the HUD at the top and the panel under it; the
/// inspector's panels (I) take the top left of what is left; help (H) takes the larger free part of the rest:
/// beside the inspector's panels or under them.
struct OverlayArrangement: Equatable {
    /// Margin between overlays and from the window's edges.
    static let margin = 10.0
    /// The HUD's frame (fixed size, top right).
    static func hudFrame(viewport: Size) -> Rect {
        Rect(x: viewport.width - PerformanceHUD.size.width - margin, y: margin, width: PerformanceHUD.size.width,
             height: PerformanceHUD.size.height)
    }

    /// The window less the legend bar (when shown) and the margin: where overlays may go.
    let room: Rect
    /// The right column's area for the parameter panel (nil when the panel is closed).
    let parameters: Rect?
    /// The HUD's frame (nil when it is closed).
    let hud: Rect?
    /// The area the inspector's panels may use: the room left of the right column.
    let inspector: Rect

    /// The arrangement for a window of `viewport` size with these overlays open; `bottomInset` is the legend
    /// bar's height when it is shown.
    init(viewport: Size, bottomInset: Double, parameters: Bool, hud: Bool) {
        let m = Self.margin
        room = Rect(x: m, y: m, width: max(0, viewport.width - 2 * m), height: max(0, viewport.height - bottomInset - 2 * m))
        let hudFrame = hud ? Self.hudFrame(viewport: viewport) : nil
        self.hud = hudFrame
        let columnWidth = max(parameters ? ParameterPanel.width(roomWidth: room.width) : 0, hud ? PerformanceHUD.size.width : 0)
        if parameters {
            let top = hudFrame.map { $0.maxY + m } ?? room.minY
            self.parameters = Rect(x: room.maxX - columnWidth, y: top, width: columnWidth, height: max(0, room.maxY - top))
        } else {
            self.parameters = nil
        }
        // With the right column empty, the inspector and help have the whole width.
        let left = columnWidth > 0 ? room.maxX - columnWidth - m : room.maxX
        inspector = Rect(x: room.minX, y: room.minY, width: max(0, left - room.minX), height: room.height)
    }

    /// The area help may use once the inspector's panels are placed: the inspector's area less its panels,
    /// taking whichever is larger of the part beside them and the part under them.
    func help(inspectorPanels: [Rect]) -> Rect {
        guard var used = inspectorPanels.first else { return inspector }
        for r in inspectorPanels.dropFirst() { used = used.union(r) }
        let m = Self.margin
        let beside = Rect(x: used.maxX + m, y: inspector.minY, width: max(0, inspector.maxX - used.maxX - m), height: inspector.height)
        let under = Rect(x: inspector.minX, y: used.maxY + m, width: inspector.width, height: max(0, inspector.maxY - used.maxY - m))
        return beside.width * beside.height >= under.width * under.height ? beside : under
    }
}
