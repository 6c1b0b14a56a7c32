/// One dimension of a compositional element's size (NSCollectionLayoutDimension): a fraction of its
/// container's width or height, a fixed length, or an estimate that self-sizing replaces.
public enum CollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// A fixed length in points.
    case absolute(Double)
    /// A length used until the cell says what it prefers (self-sizing).
    case estimated(Double)

    /// The number the dimension was made with (UIKit's `dimension`).
    public var dimension: Double {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v): return v
        }
    }
    /// True for `.fractionalWidth` (UIKit: `isFractionalWidth`).
    public var isFractionalWidth: Bool { if case .fractionalWidth = self { return true } else { return false } }
    /// True for `.fractionalHeight` (UIKit: `isFractionalHeight`).
    public var isFractionalHeight: Bool { if case .fractionalHeight = self { return true } else { return false } }
    /// True for `.absolute` (UIKit: `isAbsolute`).
    public var isAbsolute: Bool { if case .absolute = self { return true } else { return false } }
    /// True for `.estimated`: the length is replaced by the cell's preferred one (UIKit: `isEstimated`).
    public var isEstimated: Bool { if case .estimated = self { return true } else { return false } }

    /// The length in a container of `container` size; not finite or negative results count as 0, so a bad
    /// number never reaches a frame.
    public func resolved(in container: Size) -> Double {
        let v: Double
        switch self {
        case .fractionalWidth(let f): v = f * container.width
        case .fractionalHeight(let f): v = f * container.height
        case .absolute(let x), .estimated(let x): v = x
        }
        return v.isFinite && v > 0 ? v : 0
    }

    public var description: String {
        switch self {
        case .fractionalWidth(let v): return "fractionalWidth(\(v.compact))"
        case .fractionalHeight(let v): return "fractionalHeight(\(v.compact))"
        case .absolute(let v): return "absolute(\(v.compact))"
        case .estimated(let v): return "estimated(\(v.compact))"
        }
    }
}
