import Foundation
import LayoutCore
import Renderer

/// The end of a run: the screenshot (`--screenshot`) and the state file (`--state-out`), the contract tests and
/// tools read.
extension PlaygroundApp {
    func finish() throws {
        // A window resize still animating lands, so the files show the new size (as its replay, resized at once).
        collectionView.completeAnimatedBoundsChange()
        driver.recorder?.close()
        writeRecoveryIfNeeded()
        if let path = options.screenshot {
            drawFrame()
            do { try screen.target.savePNG(to: path) } catch { throw PlaygroundError("--screenshot: \(error)", exitCode: 1) }
            print("screenshot: \(path)")
        }
        screen.target.present()
        if let path = options.stateOut {
            // The cells' `text` is how the last frame set their labels: draw the final state once (a headless replay
            // may not have drawn it), so a session and its replay report the same.
            if options.screenshot == nil { drawFrame() }
            try StateSnapshot.write(state, to: path)
            print("state: \(path)")
        }
    }

    /// The state file's content.
    private var state: [String: Any] {
        var state = StateSnapshot.make(interaction: interaction, layoutName: shelf.layoutLabel, itemIDs: document.itemIDs,
                                       enlargedIDs: dataSource.enlargedIDs, frames: driver.frameCount,
                                       declared: shelf.shownLayoutDeclarations, labels: cellLabelReports())
        state["overlays"] = overlays.openOverlays.map(\.rawValue)
        // Each open overlay's panels as drawn, [x, y, width, height] each: none covers another or the legend.
        state["overlayFrames"] = Dictionary(uniqueKeysWithValues: overlays.frames.map { ($0.key.rawValue, $0.value.map(StateSnapshot.rect)) })
        let panel = overlays.parameterPanel
        state["parameterPanel"] = ["selectedRow": panel.selectedRow, "scrollRow": panel.scrollRow as Any? ?? NSNull()]
        state["data"] = library.dataSet.name
        state["config"] = configSnapshot
        state["legend"] = overlays.showsLegend
        state["inspected"] = overlays.inspector.selectedKey.map { ["element": "\($0.category)", "indexPath": Array($0.indexPath)] } as Any? ?? NSNull()
        state["slowAnimations"] = collectionView.animationSpeed != 1
        state["unsavedEdits"] = hasUnsavedEdits
        if !LayoutFileWatcher.shared.isEmpty {
            let file = LayoutFileWatcher.shared.currentFile
            state["layoutFile"] = ["path": file.path, "error": file.error as Any? ?? NSNull()]
        }
        let images = imageStatistics
        state["zoomed"] = overlays.zoom.flatMap { z in z.isClosing ? nil : document.item(at: z.indexPath)?.id } as Any? ?? NSNull()
        state["images"] = ["decoded": images.decoded, "cached": images.cached, "cacheBytes": images.cacheBytes,
                           "pending": images.pending, "failed": images.failed] as [String: Any]
        state["problems"] = collectionView.problems + images.failed
        state["emptyState"] = emptyStateMessage as Any? ?? NSNull()
        state["reorderStyle"] = interaction.reorderStyle.rawValue
        state["refusedDrag"] = overlays.refusedDragText(now: driver.lastFrameTime) as Any? ?? NSNull()
        state["undo"] = ["undoable": document.history.undoableCount, "redoable": document.history.redoableCount]
        return state
    }

    /// How each visible cell's label was set in the last frame drawn (the state file's `text`), by index path.
    private func cellLabelReports() -> [LayoutCore.IndexPath: [String: any Sendable]] {
        let drawn = screen.drawnTextSettings
        var reports: [LayoutCore.IndexPath: [String: any Sendable]] = [:]
        for item in collectionView.displayList().items where item.key.category == .cell && !item.key.isGhost {
            if let text = item.appearance.text, let setting = drawn[text] { reports[item.key.indexPath] = setting.report }
        }
        return reports
    }

    /// The session's layouts as a `--config` file's content: the layout shown, the parameters of it and of every
    /// layout shown before, and the data. The state file carries it as "config".
    var configSnapshot: [String: Any] {
        var config: [String: Any] = ["layout": shelf.current.rawValue, "layouts": shelf.configuredParameters]
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
