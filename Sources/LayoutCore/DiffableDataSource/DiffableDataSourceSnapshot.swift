/// The state of the data at one moment (NSDiffableDataSourceSnapshot): sections and the items in each, named by
/// identifiers, unique across the snapshot. Build one, hand it to `CollectionViewDiffableDataSource.apply(_:)`,
/// and the collection view animates from what it showed to this.
///
/// Mutations never throw and never trap. What UIKit stops on (a duplicate identifier, an unknown one named as
/// an anchor, items with no section to go to) is recorded once in `problems`, naming the identifier, and left
/// out; `apply` passes the problems on to the collection view's problem log.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    typealias SectionID = SectionIdentifierType
    typealias ItemID = ItemIdentifierType

    // The storage is usable from inlinable code so that `difference(from:)` is specialized in the client's
    // module for its identifier types: unspecialized, every hash and comparison goes through witness tables
    // and the diff of 100,000 items takes 170 ms instead of a few.

    /// Sections in order, and each one's items (parallel arrays).
    @usableFromInline var sectionIDs: [SectionIdentifierType] = []
    @usableFromInline var sectionItems: [[ItemIdentifierType]] = []
    /// Where each section is in `sectionIDs`: rebuilt when sections are inserted, deleted or moved (there are few).
    @usableFromInline var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// The section of every item: membership (uniqueness) and section lookups in constant time. Empty while
    /// `itemsAscending` (see `DiffableDataSourceSnapshot+Order`).
    @usableFromInline var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// True while every item, section after section, is greater than the one before, leaving out the few in
    /// `displacedItems`: no `itemSections` then.
    @usableFromInline var itemsAscending = true
    /// While `itemsAscending`: the items that are not in ascending position (a new, highest number pasted
    /// mid-data, an item dragged elsewhere), each with its section and index there. A few at most: past
    /// `displacedLimit` the snapshot builds `itemSections` instead.
    @usableFromInline var displacedItems: [ItemIdentifierType: (section: SectionIdentifierType, item: Int)] = [:]

    /// Sections whose views are asked for again when the snapshot is applied (reloadSections(_:)).
    public internal(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// Items whose cells are asked for again, cross-fading, when the snapshot is applied (reloadItems(_:)).
    public internal(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items whose cells are configured again in place, without an animation (reconfigureItems(_:)).
    public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// What the mutations refused, one line each, in order: the identifier, what was wrong and what was done.
    public internal(set) var problems: [String] = []

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Sections

    /// Number of sections.
    public var numberOfSections: Int { sectionIDs.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sectionIDs }
    /// The index of a section, nil when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndexes[identifier] }
    /// The section an item is in, nil when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemsAscending ? locate(identifier).map { sectionIDs[$0.section] } : itemSections[identifier]
    }

    // MARK: Items

    /// Number of items in all sections.
    public var numberOfItems: Int { itemsAscending ? sectionItems.reduce(0) { $0 + $1.count } : itemSections.count }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sectionItems.flatMap { $0 } }
    /// Number of items in a section (0 for a section not in the snapshot).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndexes[identifier].map { sectionItems[$0].count } ?? 0
    }
    /// The items of a section, in order (empty for a section not in the snapshot).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndexes[identifier].map { sectionItems[$0] } ?? []
    }
    /// The index of an item among all items (`itemIdentifiers`), nil when it is not in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let path = indexPath(of: identifier) else { return nil }
        return sectionItems[..<path.section].reduce(0) { $0 + $1.count } + path.item
    }

    /// Where an item is: its section's index and its index in the section.
    @inlinable
    func indexPath(of item: ItemIdentifierType) -> (section: Int, item: Int)? {
        locate(item)
    }

    // MARK: Problems

    /// Records a refused mutation once.
    mutating func report(_ message: String) {
        if !problems.contains(message) { problems.append(message) }
    }

    /// How identifiers appear in problems: quoted, as they print.
    static func name(_ identifier: some Hashable) -> String { "'\(identifier)'" }
}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
