import LayoutCore

/// Names of keys and modifiers in JSON files (recordings, fuzz replays).
enum InputNames {
    static let modifierNames: [(Modifiers, String)] = [(.shift, "shift"), (.control, "ctrl"), (.alt, "alt"), (.command, "cmd")]

    static func modifierJSON(_ m: Modifiers) -> String {
        "[" + modifierNames.filter { m.contains($0.0) }.map { JSONText.string($0.1) }.joined(separator: ", ") + "]"
    }

    /// Modifiers from their names; nil names the first unknown one.
    static func modifiers(_ names: [String]) -> Result<Modifiers, InputNameError> {
        var m: Modifiers = []
        for n in names {
            guard let one = modifierNames.first(where: { $0.1 == n })?.0 else {
                return .failure(InputNameError("unknown modifier '\(n)'; allowed: \(modifierNames.map(\.1).joined(separator: ", "))"))
            }
            m.insert(one)
        }
        return .success(m)
    }

    static let namedKeys: [(KeyEvent.Key, String)] = [
        (.pageUp, "pageUp"), (.pageDown, "pageDown"), (.home, "home"), (.end, "end"), (.up, "up"), (.down, "down"),
        (.left, "left"), (.right, "right"), (.escape, "escape"), (.enter, "enter"), (.space, "space"), (.tab, "tab"),
        (.delete, "delete"), (.backspace, "backspace"),
    ]

    /// "f", "pageUp", "F1"; Shift's release is "⇧".
    static func keyName(_ key: KeyEvent.Key) -> String {
        switch key {
        case .character(let c): return String(c)
        case .function(let n): return "F\(n)"
        default: return namedKeys.first { $0.0 == key }?.1 ?? "?"
        }
    }

    static func keyNamed(_ name: String) -> KeyEvent.Key? {
        if let named = namedKeys.first(where: { $0.1 == name }) { return named.0 }
        if name.count >= 2, name.first == "F", let n = Int(name.dropFirst()), (1...24).contains(n) { return .function(n) }
        return name.count == 1 ? .character(name.first!) : nil
    }
}
