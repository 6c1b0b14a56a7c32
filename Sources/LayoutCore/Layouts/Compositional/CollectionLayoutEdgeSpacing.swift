/// Extra space around a subitem inside its group (NSCollectionLayoutEdgeSpacing). Along the group's axis the
/// leading/trailing (horizontal group) or top/bottom (vertical group) spacings push the subitem and those after
/// it; across it the top (leading) spacing moves the subitem off the group's edge. A flexible spacing counts
/// as its minimum here.
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
    /// Space before the subitem on its leading side; nil for none (UIKit: `leading`).
    public var leading: CollectionLayoutSpacing?
    /// Space above the subitem; nil for none (UIKit: `top`).
    public var top: CollectionLayoutSpacing?
    /// Space after the subitem on its trailing side; nil for none (UIKit: `trailing`).
    public var trailing: CollectionLayoutSpacing?
    /// Space below the subitem; nil for none (UIKit: `bottom`).
    public var bottom: CollectionLayoutSpacing?

    /// Spacing on each side, nil where there is none (UIKit: `init(leading:top:trailing:bottom:)`).
    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
                trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }

    /// The spacing before the element along an axis (leading for horizontal, top for vertical).
    func before(_ axis: Axis) -> Double { (axis == .horizontal ? leading : top)?.spacing ?? 0 }
    /// The spacing after the element along an axis.
    func after(_ axis: Axis) -> Double { (axis == .horizontal ? trailing : bottom)?.spacing ?? 0 }
}
