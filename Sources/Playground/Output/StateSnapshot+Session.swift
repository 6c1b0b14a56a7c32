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
                         declared: app.shelf.shownLayoutDeclarations, labels: cellLabelReports(app))
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
        state["emptyState"] = OverlayStack.emptyStateMessage(for: document) as Any? ?? NSNull()
        state["reorderStyle"] = app.interaction.reorderStyle.rawValue
        state["refusedDrag"] = overlays.refusedDragText(now: app.driver.lastFrameTime) as Any? ?? NSNull()
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
        var config: [String: Any] = ["layout": app.shelf.current.rawValue, "layouts": app.shelf.configuredParameters]
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
}
