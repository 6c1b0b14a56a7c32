import FoundationEssentials  // IndexPath's members

/// Why a diffable data source gave the collection view no cell; reported in the collection view's problems.
enum DiffableDataSourceError: Error, CustomStringConvertible {
    /// The cell provider returned nil.
    case noCell(item: String, indexPath: IndexPath)
    /// The collection view asked for an index path the snapshot has no item at.
    case noItem(IndexPath)

    var description: String {
        switch self {
        case .noCell(let item, let ip):
            return "the cell provider returned no cell for item '\(item)' at \(ip.section)-\(ip.item); return a dequeued cell for every item"
        case .noItem(let ip):
            return "the diffable data source has no item at \(ip.section)-\(ip.item); the collection view asked past the applied snapshot"
        }
    }
}
