/// How element identities change across a batch update: the old key of an element that is still there,
/// the new key of an old element, or nil when it was inserted / deleted.
public struct ElementKeyMapping {
    /// The key an element had before the update; nil for elements that are new.
    public let oldKey: (ElementKey) -> ElementKey?
    /// The key an old element has after the update; nil for elements that were deleted.
    public let newKey: (ElementKey) -> ElementKey?

    /// A mapping from the two lookups: an element's key before the update, and an old element's key after it.
    public init(oldKey: @escaping (ElementKey) -> ElementKey?, newKey: @escaping (ElementKey) -> ElementKey?) {
        self.oldKey = oldKey; self.newKey = newKey
    }
}

extension ElementKey {
    /// The key under which a removed element animates out ("ghost"): the same category and index path, one
    /// disappearance further, so it never collides with the element that now has its index path.
    public var ghost: ElementKey {
        var k = self
        k.disappearance += 1
        return k
    }

    /// True for the key of a disappearing element.
    public var isGhost: Bool { disappearance > 0 }

    /// The key of the element a ghost was made from, as it was before it disappeared; nil for live keys.
    public var ghostOrigin: ElementKey? {
        guard isGhost else { return nil }
        return ElementKey(category, indexPath)
    }
}
