/// The changes recorded inside `performBatchUpdates`: deletes and move sources use index paths before the
/// update, inserts and move destinations index paths after it (UIKit's rules).
public struct BatchUpdate: Sendable, Equatable {
    public var insertedSections: [Int] = []
    public var deletedSections: [Int] = []
    public var movedSections: [Move<Int>] = []
    public var insertedItems: [IndexPath] = []
    public var deletedItems: [IndexPath] = []
    public var movedItems: [Move<IndexPath>] = []
    /// Items whose cells are asked for again, at index paths before the update (reloadItems(at:)).
    public var reloadedItems: [IndexPath] = []
    /// Sections whose cells and supplementary views are asked for again, numbered before the update (reloadSections(_:)).
    public var reloadedSections: [Int] = []

    /// A move from a place before the update to a place after it.
    public struct Move<T: Hashable & Sendable>: Hashable, Sendable {
        public var from: T
        public var to: T
        public init(from: T, to: T) { self.from = from; self.to = to }
    }

    public init() {}

    /// True when nothing was recorded.
    public var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && movedSections.isEmpty
            && insertedItems.isEmpty && deletedItems.isEmpty && movedItems.isEmpty
            && reloadedItems.isEmpty && reloadedSections.isEmpty
    }

    /// The changes as the update items a layout is told about, sections first.
    public var updateItems: [UpdateItem] {
        var items: [UpdateItem] = []
        for s in deletedSections { items.append(UpdateItem(action: .delete, before: IndexPath(item: -1, section: s), after: nil)) }
        for s in insertedSections { items.append(UpdateItem(action: .insert, before: nil, after: IndexPath(item: -1, section: s))) }
        for m in movedSections {
            items.append(UpdateItem(action: .move, before: IndexPath(item: -1, section: m.from), after: IndexPath(item: -1, section: m.to)))
        }
        for ip in deletedItems { items.append(UpdateItem(action: .delete, before: ip, after: nil)) }
        for ip in insertedItems { items.append(UpdateItem(action: .insert, before: nil, after: ip)) }
        for m in movedItems { items.append(UpdateItem(action: .move, before: m.from, after: m.to)) }
        for s in reloadedSections {
            items.append(UpdateItem(action: .reload, before: IndexPath(item: -1, section: s), after: IndexPath(item: -1, section: s)))
        }
        for ip in reloadedItems { items.append(UpdateItem(action: .reload, before: ip, after: ip)) }
        return items
    }
}
