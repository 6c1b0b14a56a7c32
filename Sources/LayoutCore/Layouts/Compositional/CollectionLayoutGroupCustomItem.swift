/// One slot of a custom group (NSCollectionLayoutGroupCustomItem): a frame relative to the group's origin.
public struct CollectionLayoutGroupCustomItem: Hashable, Sendable {
    public var frame: Rect
    public var zIndex: Int
    public init(frame: Rect, zIndex: Int = 0) { self.frame = frame; self.zIndex = zIndex }
}
