/// Extra space around a subitem inside its group (NSCollectionLayoutEdgeSpacing). Along the group's axis the
/// leading/trailing (horizontal group) or top/bottom (vertical group) spacings push the subitem and those after
/// it; across it the top (leading) spacing moves the subitem off the group's edge. A flexible spacing counts
/// as its minimum here.
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
    public var leading: CollectionLayoutSpacing?
    public var top: CollectionLayoutSpacing?
    public var trailing: CollectionLayoutSpacing?
    public var bottom: CollectionLayoutSpacing?

    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
                trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }

    /// The spacing before the element along an axis (leading for horizontal, top for vertical).
    func before(_ axis: Axis) -> Double { (axis == .horizontal ? leading : top)?.spacing ?? 0 }
    /// The spacing after the element along an axis.
    func after(_ axis: Axis) -> Double { (axis == .horizontal ? trailing : bottom)?.spacing ?? 0 }
}
