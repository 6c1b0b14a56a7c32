/// A path to an element: section and item, with optional further indexes for supplementary and decoration
/// elements that need them. Ordered lexicographically, a shorter path before its extensions (NSIndexPath).
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index in the section.
    public var item: Int
    /// Indexes beyond (section, item); empty for cells.
    public var trailing: [Int]

    public init(item: Int, section: Int) { self.section = section; self.item = item; trailing = [] }

    /// A path from an index list; a single index means (section, 0).
    public init(indexes: [Int]) {
        precondition(!indexes.isEmpty, "an index path needs at least a section")
        section = indexes[0]
        item = indexes.count > 1 ? indexes[1] : 0
        trailing = indexes.count > 2 ? Array(indexes[2...]) : []
    }

    /// All indexes, section first.
    public var indexes: [Int] { [section, item] + trailing }
    /// Number of indexes (2 for cells).
    public var count: Int { 2 + trailing.count }

    public var description: String { "[" + indexes.map(String.init).joined(separator: ", ") + "]" }

    public static func < (a: IndexPath, b: IndexPath) -> Bool {
        if a.section != b.section { return a.section < b.section }
        if a.item != b.item { return a.item < b.item }
        return a.trailing.lexicographicallyPrecedes(b.trailing)
    }
}
