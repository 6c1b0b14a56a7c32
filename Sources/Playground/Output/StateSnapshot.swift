import Foundation
import LayoutCore

/// The `--state-out` JSON: the contract tests and tools read. Window coordinates for cell frames; `labels` are how
/// each drawn cell's label was set (`text`: lines, truncated, fonts, missingGlyphs), by index path.
struct StateSnapshot {
    /// `declared` types the shown layout's parameters (which a layout reports as numbers): toggles are written
    /// true/false and choices by name, as config files take them.
    static func make(interaction: CollectionViewInteraction, layoutName: String, itemIDs: [[String]], enlargedIDs: [String],
                     frames: Int, declared: [LayoutParameter] = [], labels: [LayoutCore.IndexPath: [String: any Sendable]] = [:]) -> [String: Any] {
        let cv = interaction.collectionView
        cv.layoutIfNeeded()
        let o = cv.contentOffset
        func id(_ ip: LayoutCore.IndexPath) -> String? {
            ip.section < itemIDs.count && ip.item < itemIDs[ip.section].count ? itemIDs[ip.section][ip.item] : nil
        }
        let cells: [[String: Any]] = cv.visibleLayoutAttributes.filter { $0.category == .cell && !$0.key.isGhost }.compactMap { a in
            guard let itemID = id(a.indexPath) else { return nil }
            let f = a.frame.offsetBy(dx: -o.x, dy: -o.y)
            var cell: [String: Any] = ["id": itemID, "indexPath": [a.indexPath.section, a.indexPath.item], "frame": [f.minX, f.minY, f.width, f.height]]
            if let text = labels[a.indexPath] { cell["text"] = text }
            return cell
        }
        let size = cv.contentSize
        let menu: Any = interaction.menu.map { m -> [String: Any] in
            ["item": id(m.indexPath) as Any? ?? NSNull(),
             "actions": m.items.map { $0.action.rawValue },
             "shortcuts": m.items.map { $0.action.shortcut },
             "frame": rect(m.frame), "itemFrame": rect(m.itemFrame), "placement": m.placement.rawValue,
             "highlighted": m.highlightedIndex.map { m.items[$0].action.rawValue } as Any? ?? NSNull()]
        } ?? NSNull()
        return [
            "layout": layoutName,
            "bounds": [cv.bounds.width, cv.bounds.height],
            "contentOffset": [o.x, o.y],
            "orthogonalOffsets": Dictionary(uniqueKeysWithValues: cv.orthogonalScrollOffsets.map { ("\($0.key)", [$0.value.x, $0.value.y]) }),
            "contentSize": [size.width, size.height],
            "bouncing": cv.isBouncing,
            "scrollIndicators": scrollIndicators(cv),
            "sections": itemIDs,
            "selected": cv.indexPathsForSelectedItems.compactMap(id),
            "parameters": LayoutParameter.jsonValues(cv.collectionViewLayout.parameters, declared: declared),
            "cells": cells,
            "liveViews": cv.liveViewCount,
            "pooledViews": cv.pooledViewCount,
            "frames": frames,
            "problems": cv.problems,
            "focus": cv.focusedIndexPath.flatMap(id) as Any? ?? NSNull(),
            "selectionMode": interaction.selectionMode.rawValue,
            "menu": menu,
            "dragging": interaction.isDragging,
            "enlarged": enlargedIDs,
        ]
    }

    /// A rect as the state file writes frames: [x, y, width, height].
    static func rect(_ r: Rect) -> [Double] { [r.minX, r.minY, r.width, r.height] }

    /// The scroll indicators as last drawn: their opacity and each bar's frame (window coordinates), null when
    /// that axis has no bar.
    static func scrollIndicators(_ cv: CollectionView) -> [String: Any] {
        let frame = { (axis: Axis) -> Any in cv.scrollIndicatorFrame(axis).map { [$0.minX, $0.minY, $0.width, $0.height] } ?? NSNull() }
        return ["alpha": cv.scrollIndicatorAlpha, "vertical": frame(.vertical), "horizontal": frame(.horizontal)]
    }

    static func write(_ state: [String: Any], to path: String) throws {
        do {
            let data = try JSONSerialization.data(withJSONObject: state, options: [.sortedKeys, .withoutEscapingSlashes])
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw PlaygroundError("--state-out: could not write '\(path)': \(error.localizedDescription)", exitCode: 1)
        }
    }
}
