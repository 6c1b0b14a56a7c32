/// One slot of a custom group (NSCollectionLayoutGroupCustomItem): a frame relative to the group's origin.
public struct CollectionLayoutGroupCustomItem: Hashable, Sendable {
    /// The item's frame in points, relative to the group's origin (UIKit: `frame`).
    public var frame: Rect
    /// Stacking order among the group's items; higher draws in front (UIKit: `zIndex`); default 0.
    public var zIndex: Int
    /// A slot at `frame` (relative to the group's origin), at `zIndex` 0 unless given (UIKit: `init(frame:zIndex:)`).
    public init(frame: Rect, zIndex: Int = 0) { self.frame = frame; self.zIndex = zIndex }
}
