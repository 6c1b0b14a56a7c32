/// What sort of element a set of attributes describes (UICollectionElementCategory, with the kind attached).
public enum ElementCategory: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// A data item's cell.
    case cell
    /// A data-source-provided view of a kind, e.g. a header or footer.
    case supplementaryView(kind: String)
    /// A layout-owned view of a kind, e.g. a section background.
    case decorationView(kind: String)

    /// The element kind for supplementary and decoration views; nil for cells.
    public var kind: String? {
        switch self {
        case .cell: return nil
        case .supplementaryView(let k), .decorationView(let k): return k
        }
    }

    /// Drawing and sorting rank when zIndex ties: decorations behind cells behind supplementary views.
    public var rank: Int {
        switch self {
        case .decorationView: return 0
        case .cell: return 1
        case .supplementaryView: return 2
        }
    }

    public var description: String {
        switch self {
        case .cell: return "cell"
        case .supplementaryView(let k): return "supplementary(\(k))"
        case .decorationView(let k): return "decoration(\(k))"
        }
    }

    public static func < (a: ElementCategory, b: ElementCategory) -> Bool {
        if a.rank != b.rank { return a.rank < b.rank }
        return (a.kind ?? "") < (b.kind ?? "")
    }
}

/// Element kinds the flow layout uses (UICollectionView.elementKindSectionHeader / Footer).
public enum ElementKind {
    /// Section header supplementary views.
    public static let sectionHeader = "header"
    /// Section footer supplementary views.
    public static let sectionFooter = "footer"
}
