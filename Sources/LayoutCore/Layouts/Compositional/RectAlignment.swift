/// Where a boundary supplementary item sits on its section or layout (NSRectAlignment). The edge along the
/// scroll axis decides whether it starts (top, leading) or ends (bottom, trailing) the section; the other
/// edge, when named, puts it against that side, else it is centred across.
public enum RectAlignment: String, Hashable, Sendable, CaseIterable {
    /// Which side of the section or layout the item sits on (UIKit: `NSRectAlignment`'s cases); leading is left here.
    /// Along the scroll axis, `top…` or `leading…` starts the section and `bottom…` or `trailing…` ends it; the other
    /// side a corner case names puts the item against that side, else it is centred across. An alignment naming no
    /// edge along the scroll axis (`none`; `leading` or `trailing` in a vertical layout) leaves the item out, reported.
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// -1 for the start of the axis (top or leading), +1 for its end, 0 when the alignment names neither.
    func side(_ axis: Axis) -> Int {
        switch (axis, self) {
        case (.vertical, .top), (.vertical, .topLeading), (.vertical, .topTrailing): return -1
        case (.vertical, .bottom), (.vertical, .bottomLeading), (.vertical, .bottomTrailing): return 1
        case (.horizontal, .leading), (.horizontal, .topLeading), (.horizontal, .bottomLeading): return -1
        case (.horizontal, .trailing), (.horizontal, .topTrailing), (.horizontal, .bottomTrailing): return 1
        default: return 0
        }
    }
}
