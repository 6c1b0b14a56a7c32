/// Names of keys in JSON (recordings, fuzz lists) and messages: "f", "pageUp", "F1"; Shift is "shift".
extension KeyEvent.Key {
    /// Shift, as a released key (Shift alone is never a pressed key: it is a modifier then).
    public static let shift = KeyEvent.Key.character("⇧")

    private static let named: [(KeyEvent.Key, String)] = [
        (.pageUp, "pageUp"), (.pageDown, "pageDown"), (.home, "home"), (.end, "end"), (.up, "up"), (.down, "down"),
        (.left, "left"), (.right, "right"), (.escape, "escape"), (.enter, "enter"), (.space, "space"), (.tab, "tab"),
        (.delete, "delete"), (.backspace, "backspace"), (.shift, "shift"),
    ]

    /// The key's name.
    public var name: String {
        if let named = Self.named.first(where: { $0.0 == self }) { return named.1 }
        switch self {
        case .character(let c): return String(c)
        case .function(let n): return "F\(n)"
        default: return "?"
        }
    }

    /// The key with this name; nil when no key has it.
    public init?(name: String) {
        if let named = Self.named.first(where: { $0.1 == name }) {
            self = named.0
        } else if name.count >= 2, name.first == "F", let n = Int(name.dropFirst()), (1...24).contains(n) {
            self = .function(n)
        } else if name.count == 1 {
            self = .character(name.first!)
        } else {
            return nil
        }
    }
}
