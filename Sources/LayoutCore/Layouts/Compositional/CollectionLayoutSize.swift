/// A compositional element's size as two dimensions (NSCollectionLayoutSize), resolved against a container.
public struct CollectionLayoutSize: Hashable, Sendable {
    /// The width: a fraction of the container, points, or an estimate (UIKit: `widthDimension`).
    public var widthDimension: CollectionLayoutDimension
    /// The height: a fraction of the container, points, or an estimate (UIKit: `heightDimension`).
    public var heightDimension: CollectionLayoutDimension

    /// A size of these two dimensions (UIKit: `init(widthDimension:heightDimension:)`).
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The dimension along an axis (width for horizontal).
    public func dimension(_ axis: Axis) -> CollectionLayoutDimension { axis == .horizontal ? widthDimension : heightDimension }

    /// The size in a container of `container` size.
    public func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}
