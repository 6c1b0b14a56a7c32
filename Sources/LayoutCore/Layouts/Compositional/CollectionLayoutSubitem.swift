/// What a group may hold: an item or a nested group (in UIKit both are NSCollectionLayoutItem, a group being
/// its subclass), so `subitems: [item, nestedGroup]` reads as it does there.
public protocol CollectionLayoutSubitem {
    /// The subitem as an item; a nested group's carries the group.
    var layoutItem: CollectionLayoutItem { get }
}
