/// Snapshots of items in ascending order (identifiers generated in order, as numbers are): while every item,
/// section after section, is greater than the one before, the items are unique by that order alone and an item
/// is found by binary search, so the snapshot keeps no table of its items. Ten million of them then cost the
/// identifiers' array and a scan of it, not ten million hash insertions and the table's memory. The first
/// mutation that breaks the order (an item added out of order, a move) builds the table, and the snapshot works
/// as an unordered one from then on.
extension DiffableDataSourceSnapshot {
    /// Where an item is: its section's index and its index in the section.
    @usableFromInline
    func locate(_ item: ItemIdentifierType) -> (section: Int, item: Int)? {
        if itemsAscending { return IdentifierOrder.search(item, in: sectionItems) }
        guard let section = itemSections[item], let s = sectionIndexes[section],
              let i = sectionItems[s].firstIndex(of: item) else { return nil }
        return (s, i)
    }

    /// Whether an item is in the snapshot.
    @inlinable
    func containsItem(_ item: ItemIdentifierType) -> Bool {
        itemsAscending ? locate(item) != nil : itemSections[item] != nil
    }

    /// Leaves ascending order: from now on every item is in `itemSections`.
    mutating func indexItems() {
        guard itemsAscending else { return }
        itemsAscending = false
        itemSections.reserveCapacity(sectionItems.reduce(0) { $0 + $1.count })
        for (s, items) in sectionItems.enumerated() {
            let section = sectionIDs[s]
            for item in items { itemSections[item] = section }
        }
    }

    /// True when `identifiers`, put at `position` of section `s`, keep every item in ascending order (so they
    /// are new and distinct). False for identifiers that are not Comparable.
    func keepsAscending(_ identifiers: [ItemIdentifierType], section s: Int, position p: Int) -> Bool {
        guard itemsAscending else { return false }
        var before: ItemIdentifierType?, after: ItemIdentifierType?
        if p > 0 { before = sectionItems[s][p - 1] } else { before = sectionItems[..<s].last { !$0.isEmpty }?.last }
        if p < sectionItems[s].count { after = sectionItems[s][p] } else { after = sectionItems[(s + 1)...].first { !$0.isEmpty }?.first }
        return IdentifierOrder.isAscending(identifiers, after: before, before: after)
    }
}

/// Ordering identifiers whose type happens to be Comparable, from code that only knows they are Hashable: the
/// type is opened once per call and the comparisons run on the array's storage as that type.
enum IdentifierOrder {
    /// Whether `items` are strictly increasing and lie strictly between `lower` and `upper` (nil: unbounded).
    static func isAscending<T>(_ items: [T], after lower: T?, before upper: T?) -> Bool {
        guard let type = T.self as? any Comparable.Type else { return false }
        return ascending(type, items, lower, upper)
    }

    private static func ascending<C: Comparable, T>(_: C.Type, _ items: [T], _ lower: T?, _ upper: T?) -> Bool {
        let lo = lower.map { $0 as! C }, hi = upper.map { $0 as! C }
        return items.withUnsafeBufferPointer { raw in
            raw.withMemoryRebound(to: C.self) { b in
                guard let first = b.first, let last = b.last else { return true }
                if let lo, !(lo < first) { return false }
                if let hi, !(last < hi) { return false }
                var i = 1
                while i < b.count {
                    if !(b[i - 1] < b[i]) { return false }
                    i += 1
                }
                return true
            }
        }
    }

    /// Where `id` is among sections whose items are, all together, in ascending order; nil when it is not there.
    static func search<T>(_ id: T, in sections: [[T]]) -> (section: Int, item: Int)? {
        guard let type = T.self as? any Comparable.Type else { return nil }
        return search(type, id, sections)
    }

    private static func search<C: Comparable, T>(_: C.Type, _ id: T, _ sections: [[T]]) -> (section: Int, item: Int)? {
        let key = id as! C
        for (s, items) in sections.enumerated() where !items.isEmpty {
            let found: Int?? = items.withUnsafeBufferPointer { raw in
                raw.withMemoryRebound(to: C.self) { b in
                    if b[b.count - 1] < key { return .none }  // further on
                    var lo = 0, hi = b.count - 1
                    while lo < hi {
                        let mid = (lo + hi) / 2
                        if b[mid] < key { lo = mid + 1 } else { hi = mid }
                    }
                    return .some(b[lo] == key ? lo : nil)
                }
            }
            switch found {
            case .none: continue
            case .some(let at): return at.map { (s, $0) }
            }
        }
        return nil
    }
}
