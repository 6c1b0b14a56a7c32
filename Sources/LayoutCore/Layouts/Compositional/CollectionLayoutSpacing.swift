/// Space between a group's subitems (NSCollectionLayoutSpacing): exactly `fixed`, or at least `flexible`
/// with what the group has left shared equally between the gaps.
public enum CollectionLayoutSpacing: Hashable, Sendable {
    /// Exactly this many points (UIKit: `fixed(_:)`).
    case fixed(Double)
    /// At least this many points, growing to share the group's remaining room equally (UIKit: `flexible(_:)`).
    case flexible(Double)

    /// The fixed length, or the flexible minimum; a number that is not finite counts as 0.
    public var spacing: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v.isFinite ? v : 0
        }
    }
    /// True for `.fixed` (UIKit: `isFixedSpacing`).
    public var isFixedSpacing: Bool { if case .fixed = self { return true } else { return false } }
    /// True for `.flexible` (UIKit: `isFlexibleSpacing`).
    public var isFlexibleSpacing: Bool { if case .flexible = self { return true } else { return false } }
}
