/// How much of its content a partial prepare (`PartialPreparing`) lays out: enough for a rect's queries to be
/// exact, everything up to and including a section, or everything.
enum PreparationTarget {
    /// The sections meeting a rect (content coordinates) and every one before them.
    case rect(Rect)
    /// Sections 0 through this one.
    case section(Int)
    /// Every section: a full prepare.
    case all

    /// Whether laying out sections through `last` (−1 for none), the last one ending at scroll offset `end`,
    /// covers the target. Sections after `last` start at `end` or later along `axis`, so a rect ending before
    /// `end` meets none of them.
    func isCovered(afterSection last: Int, endingAt end: Double, along axis: Axis) -> Bool {
        switch self {
        case .all: return false
        case .section(let s): return last >= s
        case .rect(let r): return last >= 0 && end > (axis == .vertical ? r.maxY : r.maxX)
        }
    }
}
