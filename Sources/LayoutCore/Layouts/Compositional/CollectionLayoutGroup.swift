/// A run of subitems along one axis, or frames of its own (NSCollectionLayoutGroup). A section repeats its
/// group; each repetition takes as many items as the group has slots (nested groups count theirs).
///
/// A horizontal group lays its subitems left to right (a vertical one top to bottom) from its leading and top
/// edge after its `contentInsets`. `horizontal(layoutSize:subitem:count:)` holds exactly `count` copies, each
/// (L − (count − 1) × spacing) / count long along the axis (L: the group's length less its insets);
/// `horizontal(layoutSize:repeatingSubitem:count:)` holds `count` copies at the subitem's own length; without a
/// count the subitems repeat in order while the next one fits (the first always goes in).
public struct CollectionLayoutGroup: Equatable, CollectionLayoutSubitem {
    /// How a group fills itself.
    enum Repetition: Equatable {
        /// Repeat the subitems while the next fits.
        case fill
        /// Exactly this many equally sized copies of the one subitem.
        case equalCount(Int)
        /// Exactly this many copies of the one subitem at its own length.
        case repeating(Int)
    }

    /// The custom group's frames for a container (NSCollectionLayoutGroupCustomItemProvider).
    public typealias CustomItemProvider = (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]

    /// The group's size, resolved against the section's effective size or the nesting group (UIKit: `layoutSize`).
    public var layoutSize: CollectionLayoutSize
    /// The items and nested groups it lays out, in order; empty for a custom group (UIKit: `subitems`).
    public private(set) var subitems: [CollectionLayoutItem]
    /// Space between neighbouring subitems; nil is `.fixed(0)`.
    public var interItemSpacing: CollectionLayoutSpacing?
    /// Insets within the group, which its subitems resolve against and start after; `left` is leading.
    public var contentInsets = EdgeInsets.zero
    /// Extra space around the group inside a group that nests it.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// The axis subitems run along; nil for a custom group.
    public let layoutAxis: Axis?
    let repetition: Repetition
    let customItems: IdentityBox<CustomItemProvider>?

    private init(layoutSize: CollectionLayoutSize, subitems: [any CollectionLayoutSubitem], axis: Axis?, repetition: Repetition,
                 custom: CustomItemProvider? = nil) {
        self.layoutSize = layoutSize
        self.subitems = subitems.map(\.layoutItem)
        layoutAxis = axis
        self.repetition = repetition
        customItems = custom.map(IdentityBox.init)
    }

    /// The fixed count of copies, nil when the group fills.
    public var count: Int? {
        switch repetition {
        case .fill: return nil
        case .equalCount(let n), .repeating(let n): return n
        }
    }

    /// A left-to-right group repeating `subitems` in order while the next one fits (UIKit:
    /// `horizontal(layoutSize:subitems:)`).
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [any CollectionLayoutSubitem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, axis: .horizontal, repetition: .fill)
    }
    /// A left-to-right group of exactly `count` copies of `subitem`, each given an equal share of the group's width
    /// (UIKit: `horizontal(layoutSize:subitem:count:)`).
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: any CollectionLayoutSubitem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], axis: .horizontal, repetition: .equalCount(count))
    }
    /// A left-to-right group of exactly `count` copies of `repeatingSubitem` at its own width
    /// (UIKit: `horizontal(layoutSize:repeatingSubitem:count:)`).
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem: any CollectionLayoutSubitem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: [repeatingSubitem], axis: .horizontal, repetition: .repeating(count))
    }
    /// A top-to-bottom group repeating `subitems` in order while the next one fits (UIKit:
    /// `vertical(layoutSize:subitems:)`).
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [any CollectionLayoutSubitem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, axis: .vertical, repetition: .fill)
    }
    /// A top-to-bottom group of exactly `count` copies of `subitem`, each given an equal share of the group's height
    /// (UIKit: `vertical(layoutSize:subitem:count:)`).
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: any CollectionLayoutSubitem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], axis: .vertical, repetition: .equalCount(count))
    }
    /// A top-to-bottom group of exactly `count` copies of `repeatingSubitem` at its own height
    /// (UIKit: `vertical(layoutSize:repeatingSubitem:count:)`).
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem: any CollectionLayoutSubitem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: [repeatingSubitem], axis: .vertical, repetition: .repeating(count))
    }
    /// A group whose slots are the frames `itemProvider` returns for the group's size (relative to its origin).
    public static func custom(layoutSize: CollectionLayoutSize,
                              itemProvider: @escaping CustomItemProvider) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, subitems: [], axis: nil, repetition: .fill, custom: itemProvider)
    }

    /// The group as a subitem of another group.
    public var layoutItem: CollectionLayoutItem {
        var item = CollectionLayoutItem(layoutSize: layoutSize)
        item.edgeSpacing = edgeSpacing
        item.group = self
        return item
    }
}
