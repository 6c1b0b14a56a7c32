public import LayoutCore
import FoundationEssentials

// Index paths in tests, written the way the guide writes them: item first, section 0 unless given. Built only
// through `init(item:section:)` and `init(indexes:)` with two or more indexes, which mean the same whether
// `IndexPath` is LayoutCore's own struct or Foundation's (where a one-index `IndexPath(indexes: [3])` is the
// path [3], not [3, 0]), so tests written with these do not change when the type does.

/// The index path of item `item` in section `section`.
public func ip(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

/// A path of three or more indexes, section first (a supplementary view that needs them, or a bad path for a
/// cell query).
public func ip(indexes: Int...) -> IndexPath {
    precondition(indexes.count >= 2, "ip(indexes:) takes two or more indexes; use ip(_:_:) for cells")
    return IndexPath(indexes: indexes)
}
