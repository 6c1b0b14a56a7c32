/// Snapshots of items in ascending order (identifiers generated in order, as numbers are): while every item,
/// section after section, is greater than the one before, the items are unique by that order alone and an item
/// is found by binary search, so the snapshot keeps no table of its items. Ten million of them then cost the
/// identifiers' array and a scan of it, not ten million hash insertions and the table's memory.
///
/// An edit that puts an item out of that order (a new, highest number pasted mid-data, a drag) does not give
/// the order up: the item goes in a small side table, `displacedItems`, with its place, and the binary search
/// steps over such items. So a paste, its undo and a move at ten million items cost what the edit itself
/// does. Only when the side table outgrows `displacedLimit` (most items out of order, a section moved) does
/// the snapshot build the table of every item and work as an unordered one from then on.
extension DiffableDataSourceSnapshot {
    /// Where an item is: its section's index and its index in the section.
    @usableFromInline
    func locate(_ item: ItemIdentifierType) -> (section: Int, item: Int)? {
        if itemsAscending {
            if displacedItems.isEmpty { return IdentifierOrder.search(item, in: sectionItems, skipping: { _, _ in false }, hasSkips: false) }
            if let place = displacedItems[item], let s = sectionIndexes[place.section] { return (s, place.item) }
            return IdentifierOrder.search(item, in: sectionItems, skipping: { s, i in displacedItems[sectionItems[s][i]] != nil },
                                          hasSkips: true)
        }
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
        displacedItems = [:]
        itemSections.reserveCapacity(sectionItems.reduce(0) { $0 + $1.count })
        for (s, items) in sectionItems.enumerated() {
            let section = sectionIDs[s]
            for item in items { itemSections[item] = section }
        }
    }

    /// Whether identifiers of this type have an order to keep (Comparable).
    static var hasOrder: Bool { IdentifierOrder.isComparable(ItemIdentifierType.self) }

    /// How many displaced items the side table holds before the snapshot indexes every item instead: enough
    /// for any edit of a few items at any size, few enough that stepping over them and updating their places
    /// costs less than the edit's own work on the arrays.
    var displacedLimit: Int { Swift.max(64, numberOfItems / 32) }

    /// True when `identifiers`, put at `position` of section `s`, keep every item not displaced in ascending
    /// order (so they are new and distinct: none is displaced either). False for identifiers that are not
    /// Comparable. `ascending`, when known, says whether the identifiers increase among themselves: only their
    /// ends are compared with the neighbours then.
    func keepsAscending(_ identifiers: [ItemIdentifierType], section s: Int, position p: Int, ascending: Bool? = nil) -> Bool {
        guard itemsAscending, ascending != false else { return false }
        if !displacedItems.isEmpty, identifiers.contains(where: { displacedItems[$0] != nil }) { return false }
        let checked = ascending == true && identifiers.count > 2 ? [identifiers[0], identifiers[identifiers.count - 1]] : identifiers
        return IdentifierOrder.isAscending(checked, after: orderedNeighbour(section: s, position: p, forward: false),
                                           before: orderedNeighbour(section: s, position: p, forward: true))
    }

    /// The nearest item in ascending position before `position` of section `s` (or in a section before it), or
    /// at or after it (`forward`); nil at either end.
    func orderedNeighbour(section s: Int, position p: Int, forward: Bool) -> ItemIdentifierType? {
        let skips = !displacedItems.isEmpty
        if forward {
            var sec = s, i = p
            while sec < sectionItems.count {
                let items = sectionItems[sec]
                while i < items.count {
                    if !skips || displacedItems[items[i]] == nil { return items[i] }
                    i += 1
                }
                sec += 1; i = 0
            }
        } else {
            var sec = s, i = p - 1
            while sec >= 0 {
                let items = sectionItems[sec]
                while i >= 0 {
                    if !skips || displacedItems[items[i]] == nil { return items[i] }
                    i -= 1
                }
                sec -= 1
                if sec >= 0 { i = sectionItems[sec].count - 1 }
            }
        }
        return nil
    }

    /// Items were inserted (`by` > 0) or removed (`by` < 0) at `position` of `section`: displaced items at or
    /// after it move with them.
    mutating func shiftDisplaced(inSection section: SectionIdentifierType, from position: Int, by k: Int) {
        guard !displacedItems.isEmpty, k != 0 else { return }
        var i = displacedItems.values.startIndex
        while i != displacedItems.values.endIndex {
            if displacedItems.values[i].item >= position, displacedItems.values[i].section == section { displacedItems.values[i].item += k }
            displacedItems.values.formIndex(after: &i)
        }
    }

    /// After an edit that displaced items: too many, and the snapshot indexes every item instead.
    mutating func settleOrder() {
        // The count first: `displacedLimit` counts the items, section by section.
        if itemsAscending, displacedItems.count > 64, displacedItems.count > displacedLimit { indexItems() }
    }
}

/// Ordering identifiers whose type happens to be Comparable, from code that only knows they are Hashable: the
/// type is opened once per call and the comparisons run on the array's storage as that type.
enum IdentifierOrder {
    /// Whether `T` is Comparable.
    static func isComparable<T>(_: T.Type) -> Bool { T.self is any Comparable.Type }

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

    /// Where `id` is among sections whose items are, all together, in ascending order except those `skipping`
    /// names (section index, item index: displaced items, stepped over); nil when it is not among the others.
    /// `hasSkips` false promises `skipping` names none (the common case: no lookups).
    static func search<T>(_ id: T, in sections: [[T]], skipping: (Int, Int) -> Bool, hasSkips: Bool) -> (section: Int, item: Int)? {
        guard let type = T.self as? any Comparable.Type else { return nil }
        return search(type, id, sections, skipping, hasSkips)
    }

    private static func search<C: Comparable, T>(_: C.Type, _ id: T, _ sections: [[T]], _ skipping: (Int, Int) -> Bool,
                                                 _ hasSkips: Bool) -> (section: Int, item: Int)? {
        let key = id as! C
        for (s, items) in sections.enumerated() where !items.isEmpty {
            let found: Int?? = items.withUnsafeBufferPointer { raw in
                raw.withMemoryRebound(to: C.self) { b in
                    // The last item in order: the section's largest.
                    var last = b.count - 1
                    if hasSkips {
                        while last >= 0 && skipping(s, last) { last -= 1 }
                        if last < 0 { return .none }
                    }
                    if b[last] < key { return .none }  // further on
                    // The first item in order that is not less than the key is in lo...hi; hi is in order.
                    var lo = 0, hi = last
                    while lo < hi {
                        let mid = (lo + hi) / 2
                        var m = mid
                        if hasSkips {
                            while m < hi && skipping(s, m) { m += 1 }
                            if m == hi {
                                // Nothing in order in mid..<hi: look left of mid instead.
                                var l = mid - 1
                                while l >= lo && skipping(s, l) { l -= 1 }
                                if l < lo || b[l] < key { break }
                                hi = l
                                continue
                            }
                        }
                        if b[m] < key { lo = m + 1 } else { hi = m }
                    }
                    return .some(b[hi] == key ? hi : nil)
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
