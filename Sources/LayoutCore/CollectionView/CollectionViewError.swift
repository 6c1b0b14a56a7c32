/// What went wrong, worded as one line that names the culprit and the fix.
public enum CollectionViewError: Error, Equatable, CustomStringConvertible {
    /// Dequeue of an identifier nothing was registered for.
    case unregisteredIdentifier(category: String, identifier: String)
    /// A data source count that is negative.
    case negativeCount(what: String, count: Int)
    /// The layout produced attributes that cannot be drawn (NaN, infinite or negative size).
    case invalidAttributes(key: ElementKey, frame: Rect)
    /// The data source has no view for a supplementary element the layout asked for.
    case missingSupplementaryView(kind: String, indexPath: IndexPath)

    /// One line naming what was wrong and what to do.
    public var description: String {
        switch self {
        case .unregisteredIdentifier(let category, let identifier):
            return "could not dequeue a \(category) with identifier '\(identifier)': nothing is registered for it; "
                + "call register(_:\(category == "cell" ? "forCellWithReuseIdentifier" : "forSupplementaryViewOfKind:withReuseIdentifier"):) first"
        case .negativeCount(let what, let count):
            return "the data source returned \(count) for \(what); counts must be 0 or more"
        case .invalidAttributes(let key, let frame):
            return "the layout returned an invalid frame \(frame) for \(key); the element is skipped"
        case .missingSupplementaryView(let kind, let indexPath):
            return "the layout has a '\(kind)' view at \(indexPath) but the data source returned none; "
                + "implement collectionView(_:viewForSupplementaryElementOfKind:at:)"
        }
    }
}
