/// A screen axis. Layout math works in axis roles (main/cross) and converts to x/y once, at the end.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Left to right: x.
    case horizontal
    /// Top to bottom: y.
    case vertical

    /// The other axis.
    @inlinable public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// The direction a collection view scrolls in (UICollectionView.ScrollDirection).
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    /// Content grows downward; the collection view scrolls up and down (UIKit: `.vertical`, the default).
    case vertical
    /// Content grows rightward; the collection view scrolls left and right (UIKit: `.horizontal`).
    case horizontal

    /// The axis content grows along.
    @inlinable public var axis: Axis { self == .vertical ? .vertical : .horizontal }
}
