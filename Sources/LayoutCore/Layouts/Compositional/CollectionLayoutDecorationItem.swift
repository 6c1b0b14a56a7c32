/// A layout-owned view behind a section (NSCollectionLayoutDecorationItem.background): a decoration element of
/// `elementKind` at (section, k), k counting the section's decorations of that kind, covering the whole section
/// (boundary items and insets included) across the full width (height, scrolling horizontally), less
/// `contentInsets`. Register its view class on the layout.
public struct CollectionLayoutDecorationItem: Hashable, Sendable {
    /// The decoration kind; the layout creates views of the class registered for it (UIKit: `elementKind`).
    public var elementKind: String
    /// Insets of the view within the section's frame; `left` is leading.
    public var contentInsets = EdgeInsets.zero
    /// Stacking order (UIKit's default 0; decorations draw behind cells on a tie).
    public var zIndex = 0

    /// A decoration of `elementKind` covering the section, with no insets (UIKit: `background(elementKind:)`).
    public init(elementKind: String) { self.elementKind = elementKind }

    /// A section background of a kind.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
