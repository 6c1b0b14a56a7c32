import LayoutCore

/// How a step reads in the terminal, and where a group of moves leaves its items.
extension EditStep {
    /// "delete of 3 items", "move", "drag of 4 moves".
    var summary: String {
        switch self {
        case .removal(let r): return r.items.count == 1 ? "delete of 1 item" : "delete of \(r.items.count) items"
        case .insertion(let p): return p.count == 1 ? "insert of 1 item" : "insert of \(p.count) items"
        case .move: return "move"
        case .group(let steps): return "drag of \(steps.count) moves"
        }
    }

    /// Where the items a sequence of moves carried end up, in the order first moved (each move's destination,
    /// followed through the moves after it).
    static func finalPlaces(of moves: [(IndexPath, IndexPath)]) -> [IndexPath] {
        var places: [IndexPath] = []
        for (from, to) in moves {
            let tracked = places.contains(from)
            places = places.map(ReorderMove(source: from, target: to).indexPathAfterMove)
            if !tracked { places.append(to) }
        }
        return places.sorted()
    }
}
