/// The identity of a laid-out element: its category (with kind) and index path. Two attributes describe the
/// same element exactly when their keys are equal; transitions and reuse match elements by key.
public struct ElementKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Cell, supplementary view of a kind, or decoration view of a kind.
    public var category: ElementCategory
    /// The element's index path (for a section-wide element, the item is usually 0).
    public var indexPath: IndexPath
    /// How many batch updates ago this element was removed: 0 for an element of the data, 1 for one animating
    /// out after a delete (its index path is the one it had before the update), 2 when a second update came
    /// while it was still animating out, and so on. A disappearing element keeps its own key, so it never
    /// collides with the element that now has its index path, and no index path ever carries a marker.
    public internal(set) var disappearance: Int = 0

    /// The key of the element of `category` at `indexPath`.
    public init(_ category: ElementCategory, _ indexPath: IndexPath) { self.category = category; self.indexPath = indexPath }

    /// The key of the cell at an index path.
    public static func cell(_ indexPath: IndexPath) -> ElementKey { ElementKey(.cell, indexPath) }
    /// The key of a supplementary view.
    public static func supplementary(_ kind: String, _ indexPath: IndexPath) -> ElementKey {
        ElementKey(.supplementaryView(kind: kind), indexPath)
    }
    /// The key of a decoration view.
    public static func decoration(_ kind: String, _ indexPath: IndexPath) -> ElementKey {
        ElementKey(.decorationView(kind: kind), indexPath)
    }

    /// The category and index path, marked when the element is disappearing.
    public var description: String { "\(category)\(indexPath)" + (isGhost ? " (disappearing)" : "") }

    /// Keys sort by category (see `ElementCategory`), then index path, a disappearing copy after the element it copies: the order rect queries return.
    public static func < (a: ElementKey, b: ElementKey) -> Bool {
        if a.category != b.category { return a.category < b.category }
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        return a.disappearance < b.disappearance
    }
}
