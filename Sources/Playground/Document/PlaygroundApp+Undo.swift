import LayoutCore

/// Undo and redo (Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y): each step is played back as the animated batch update its edit
/// was (an undone delete inserts the same items at the same places, an undone move moves the item back), and
/// the items it brings back are selected, as UIKit apps do.
extension PlaygroundApp {
    func undo() {
        guard !interaction.isDragging else { note("undo: drop the item first"); return }
        guard let entry = dataSource.history.popUndo() else { note("nothing to undo"); return }
        guard play(entry.step, backward: true) else { return }
        dataSource.restoreRevision(entry.revisions.before)
        dataSource.history.pushRedo(entry)
        note("undo \(Self.describe(entry.step)) (\(dataSource.history.undoableCount) more)")
    }

    func redo() {
        guard !interaction.isDragging else { note("redo: drop the item first"); return }
        guard let entry = dataSource.history.popRedo() else { note("nothing to redo"); return }
        guard play(entry.step, backward: false) else { return }
        dataSource.restoreRevision(entry.revisions.after)
        dataSource.history.pushUndo(entry)
        note("redo \(Self.describe(entry.step))")
    }

    /// Applies a step (or its inverse) as a snapshot edit, applied as one animated batch update, and selects
    /// what it brought or moved.
    private func play(_ step: EditStep, backward: Bool) -> Bool {
        var select: [LayoutCore.IndexPath] = []
        switch (step, backward) {
        case (.removal(let removed), true):
            dataSource.restore(removed)
            select = removed.items.map(\.indexPath)
        case (.removal(let removed), false):
            dataSource.removeItems(at: removed.items.map(\.indexPath))
        case (.insertion(let placed), true):
            dataSource.removeItems(at: placed.map(\.indexPath))
        case (.insertion(let placed), false):
            dataSource.insert(placed)
            select = placed.map(\.indexPath)
        case (.move(let from, let to), _):
            let (a, b) = backward ? (to, from) : (from, to)
            dataSource.moveItem(from: a, to: b)
            select = [b]
        case (.group(let steps), _):
            // Moves (a drag's) are played as one snapshot edit, so the whole drag animates back (or again) as one
            // update; anything else is played step by step.
            let moves = steps.compactMap { step -> (IndexPath, IndexPath)? in
                if case .move(let from, let to) = step { return (from, to) } else { return nil }
            }
            if moves.count == steps.count {
                let played = backward ? moves.reversed().map { ($0.1, $0.0) } : moves
                select = Self.finalPlaces(of: played)
                dataSource.moveItems(played.map { (from: $0.0, to: $0.1) })
            } else {
                for step in backward ? steps.reversed() : steps { _ = play(step, backward: backward) }
                return true
            }
        }
        for ip in collectionView.indexPathsForSelectedItems { collectionView.deselectItem(at: ip) }
        // One item in single selection; all of them in multiple selection.
        for ip in interaction.selectionMode == .multiple ? select : Array(select.prefix(1)) { collectionView.selectItem(at: ip) }
        return true
    }

    /// Where the items a sequence of moves carried end up, in the order first moved (each move's destination,
    /// followed through the moves after it).
    static func finalPlaces(of moves: [(LayoutCore.IndexPath, LayoutCore.IndexPath)]) -> [LayoutCore.IndexPath] {
        var places: [LayoutCore.IndexPath] = []
        for (from, to) in moves {
            let tracked = places.contains(from)
            places = places.map(ReorderMove(source: from, target: to).indexPathAfterMove)
            if !tracked { places.append(to) }
        }
        return places.sorted()
    }

    static func describe(_ step: EditStep) -> String {
        switch step {
        case .removal(let r): return r.items.count == 1 ? "delete of 1 item" : "delete of \(r.items.count) items"
        case .insertion(let p): return p.count == 1 ? "insert of 1 item" : "insert of \(p.count) items"
        case .move: return "move"
        case .group(let steps): return "drag of \(steps.count) moves"
        }
    }
}
