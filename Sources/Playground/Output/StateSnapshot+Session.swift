import Foundation
import LayoutCore
import Renderer

/// The state file of a whole session: the collection view's state (`make`) with what each part adds — the
/// overlays, the data and its saving, the layout file, the images, the undo history.
extension StateSnapshot {
    /// The state file's content for `app` as it is now.
    static func session(_ app: PlaygroundApp) -> [String: Any] {
        let overlays = app.overlays, document = app.document, collectionView = app.collectionView
        var state = make(interaction: app.interaction, layoutName: app.shelf.layoutLabel, itemIDs: document.itemIDs,
                         enlargedIDs: app.dataSource.enlargedIDs, frames: app.driver.frameCount,
                         declared: shownLayoutDeclarations(app.shelf), labels: cellLabelReports(app))
        state["overlays"] = overlays.openOverlays.map(\.rawValue)
        // Each open overlay's panels as drawn, [x, y, width, height] each: none covers another or the legend.
        state["overlayFrames"] = Dictionary(uniqueKeysWithValues: overlays.frames.map { ($0.key.rawValue, $0.value.map(rect)) })
        let panel = overlays.parameterPanel
        state["parameterPanel"] = ["selectedRow": panel.selectedRow, "scrollRow": panel.scrollRow as Any? ?? NSNull()]
        state["data"] = app.library.dataSet.name
        state["config"] = configSnapshot(app)
        state["legend"] = overlays.showsLegend
        state["inspected"] = overlays.inspector.selectedKey.map { ["element": "\($0.category)", "indexPath": Array($0.indexPath)] } as Any? ?? NSNull()
        state["slowAnimations"] = collectionView.animationSpeed != 1
        state["unsavedEdits"] = app.library.hasUnsavedEdits(document: document)
        if !app.shelf.layoutFiles.isEmpty {
            let file = app.shelf.layoutFiles.currentFile
            state["layoutFile"] = ["path": file.path, "error": file.error as Any? ?? NSNull()]
        }
        let images = app.screen.images.statistics
        state["zoomed"] = overlays.zoom.flatMap { z in z.isClosing ? nil : document.item(at: z.indexPath)?.id } as Any? ?? NSNull()
        state["images"] = ["decoded": images.decoded, "cached": images.cached, "cacheBytes": images.cacheBytes,
                           "pending": images.pending, "failed": images.failed] as [String: Any]
        state["problems"] = collectionView.problems + images.failed
        state["emptyState"] = EmptyState.message(for: document) as Any? ?? NSNull()
        state["reorderStyle"] = app.interaction.reorderStyle.rawValue
        state["refusedDrag"] = overlays.toast.refusedDragText(now: app.driver.lastFrameTime) as Any? ?? NSNull()
        state["undo"] = ["undoable": document.history.undoableCount, "redoable": document.history.redoableCount]
        return state
    }

    /// How each visible cell's label was set in the last frame drawn (the state file's `text`), by index path.
    private static func cellLabelReports(_ app: PlaygroundApp) -> [LayoutCore.IndexPath: [String: any Sendable]] {
        let drawn = app.screen.drawnTextSettings
        var reports: [LayoutCore.IndexPath: [String: any Sendable]] = [:]
        for item in app.collectionView.displayList().items where item.key.category == .cell && !item.key.isGhost {
            if let text = item.appearance.text, let setting = drawn[text] { reports[item.key.indexPath] = setting.report }
        }
        return reports
    }

    /// The session's layouts as a `--config` file's content: the layout shown, the parameters of it and of every
    /// layout shown before, and the data. The state file carries it as "config".
    static func configSnapshot(_ app: PlaygroundApp) -> [String: Any] {
        let options = app.options
        var config: [String: Any] = ["layout": app.shelf.current.rawValue, "layouts": configuredParameters(app.shelf)]
        if options.carousel { config["carousel"] = true }
        switch options.dataSet {
        case .demo:
            if options.itemCount != nil || options.sectionCount != nil { config["items"] = options.items; config["sections"] = options.sections }
        case .classes: config["data"] = "classes"
        case .file(let path): config["data"] = URL(fileURLWithPath: path).standardizedFileURL.path
        // A config file has no photos field (the folder is given with --photos): the layouts alone round-trip.
        case .photos: break
        }
        return config
    }

    /// The parameters the shown layout's kind declares, to type the values it reports (numbers); mid-transition,
    /// those of the layout it is heading to, whose values it reports.
    private static func shownLayoutDeclarations(_ shelf: LayoutShelf) -> [LayoutParameter] {
        guard let kind = LayoutName(layoutName: shelf.collectionView.collectionViewLayout.name) else { return [] }
        return (shelf.layout(named: kind) as? any AdjustableLayout)?.adjustableParameters ?? []
    }

    /// The layouts as a `--config` file's "layouts": the parameters of the layout shown and of every layout
    /// shown before, with the app's own rows.
    private static func configuredParameters(_ shelf: LayoutShelf) -> [String: Any] {
        var layouts: [String: Any] = [:]
        for name in shelf.names {
            let layout = shelf.configuration(of: name)
            guard let adjustable = layout as? any AdjustableLayout else { continue }
            var values: [String: Any] = [:]
            for p in adjustable.adjustableParameters { values[p.name] = p.jsonValue }
            for row in shelf.appRows(of: name, layout: layout) { values[row.name] = row.jsonValue }
            layouts[name.rawValue] = values
        }
        return layouts
    }
}
