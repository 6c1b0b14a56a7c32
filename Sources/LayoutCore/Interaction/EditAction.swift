/// The edit menu's actions (guide §2.5: cut, copy and paste on items).
public enum EditAction: String, CaseIterable, Hashable, Sendable {
    case cut, copy, paste

    /// The menu title.
    public var title: String {
        switch self {
        case .cut: return "Cut"
        case .copy: return "Copy"
        case .paste: return "Paste"
        }
    }
}
