/// The changes recorded inside `performBatchUpdates`: deletes and move sources use index paths before the
/// update, inserts and move destinations index paths after it (UIKit's rules).
public struct BatchUpdate: Sendable, Equatable {
    /// Sections inserted, numbered after the update (UIKit: `insertSections(_:)`).
    public var insertedSections: [Int] = []
    /// Sections deleted, numbered before the update (UIKit: `deleteSections(_:)`).
    public var deletedSections: [Int] = []
    /// Sections moved, from their number before the update to their number after it (UIKit:
    /// `moveSection(_:toSection:)`).
    public var movedSections: [Move<Int>] = []
    /// Items inserted, at index paths after the update (UIKit: `insertItems(at:)`).
    public var insertedItems: [IndexPath] = []
    /// Items deleted, at index paths before the update (UIKit: `deleteItems(at:)`).
    public var deletedItems: [IndexPath] = []
    /// Items moved, from their index path before the update to their index path after it (UIKit: `moveItem(at:to:)`).
    public var movedItems: [Move<IndexPath>] = []
    /// Items whose cells are asked for again, at index paths before the update (reloadItems(at:)).
    public var reloadedItems: [IndexPath] = []
    /// Sections whose cells and supplementary views are asked for again, numbered before the update (reloadSections(_:)).
    public var reloadedSections: [Int] = []

    /// A move from a place before the update to a place after it.
    public struct Move<T: Hashable & Sendable>: Hashable, Sendable {
        /// Where the element was before the update.
        public var from: T
        /// Where the element is after the update.
        public var to: T
        /// A move of the element at `from` (before the update) to `to` (after it).
        public init(from: T, to: T) { self.from = from; self.to = to }
    }

    /// An empty update: nothing inserted, deleted, moved or reloaded.
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
