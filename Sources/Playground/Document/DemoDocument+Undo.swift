import LayoutCore

/// Undo and redo's playback: each step is played as the animated batch update its edit was (an undone delete inserts
/// the same items at the same places, an undone move moves the item back).
extension DemoDocument {
    /// Applies a step (or its inverse) as a snapshot edit, applied as one animated batch update; returns what it
    /// brought or moved.
    func play(_ step: EditStep, backward: Bool) -> [IndexPath] {
        switch (step, backward) {
        case (.removal(let removed), true):
            items.restore(removed)
            return removed.items.map(\.indexPath)
        case (.removal(let removed), false):
            items.removeItems(at: removed.items.map(\.indexPath))
            return []
        case (.insertion(let placed), true):
            items.removeItems(at: placed.map(\.indexPath))
            return []
        case (.insertion(let placed), false):
            items.insert(placed)
            return placed.map(\.indexPath)
        case (.move(let from, let to), _):
            let (a, b) = backward ? (to, from) : (from, to)
            items.moveItem(from: a, to: b)
            return [b]
        case (.group(let steps), _):
            // Moves (a drag's) are played as one snapshot edit, so the whole drag animates back (or again) as one
            // update; anything else is played step by step.
            let moves = steps.compactMap { step -> (IndexPath, IndexPath)? in
                if case .move(let from, let to) = step { return (from, to) } else { return nil }
            }
            guard moves.count == steps.count else {
                // Each step selects what it brought; the last one played is what stays selected.
                var last: [IndexPath] = []
                for step in backward ? steps.reversed() : steps { last = play(step, backward: backward) }
                return last
            }
            let played = backward ? moves.reversed().map { ($0.1, $0.0) } : moves
            items.moveItems(played.map { (from: $0.0, to: $0.1) })
            return EditStep.finalPlaces(of: played)
        }
    }
}
