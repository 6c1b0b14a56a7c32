/// How element identities change across a batch update: the old key of an element that is still there,
/// the new key of an old element, or nil when it was inserted / deleted.
public struct ElementKeyMapping {
    /// The key an element had before the update; nil for elements that are new.
    public let oldKey: (ElementKey) -> ElementKey?
    /// The key an old element has after the update; nil for elements that were deleted.
    public let newKey: (ElementKey) -> ElementKey?

    public init(oldKey: @escaping (ElementKey) -> ElementKey?, newKey: @escaping (ElementKey) -> ElementKey?) {
        self.oldKey = oldKey; self.newKey = newKey
    }
}

extension ElementKey {
    /// Marker index that turns an old key into the key of its disappearing "ghost" during an update animation,
    /// so a deleted element never collides with the element that now has its index path.
    static let ghostMarker = Int.min

    /// The key under which a deleted element animates out.
    public var ghost: ElementKey { ElementKey(category, IndexPath(indexes: indexPath.indexes + [Self.ghostMarker])) }

    /// True for the key of a disappearing element.
    public var isGhost: Bool { indexPath.trailing.last == Self.ghostMarker }

    /// The key a ghost was made from.
    public var ghostOrigin: ElementKey? {
        guard isGhost else { return nil }
        return ElementKey(category, IndexPath(indexes: Array(indexPath.indexes.dropLast())))
    }
}
