import LayoutCore

/// What a hotkey does.
enum HotkeyAction: String, CaseIterable {
    case quit, pageUp, pageDown, home, end, flowLayout, waterfallLayout
}

/// One binding: a key with required modifiers, its action and the words shown in help and legends.
struct Hotkey {
    let key: KeyEvent.Key
    let modifiers: Modifiers
    let action: HotkeyAction
    let label: String
    let help: String
}

/// The single table that drives key dispatch, `--help` and on-screen legends, so they cannot drift apart.
enum HotkeyMap {
    static let bindings: [Hotkey] = [
        Hotkey(key: .character("q"), modifiers: .control, action: .quit, label: "Ctrl+Q", help: "quit (closing the window does too)"),
        Hotkey(key: .pageDown, modifiers: [], action: .pageDown, label: "PageDown", help: "scroll forward by a page"),
        Hotkey(key: .pageUp, modifiers: [], action: .pageUp, label: "PageUp", help: "scroll back by a page"),
        Hotkey(key: .home, modifiers: [], action: .home, label: "Home", help: "scroll to the start"),
        Hotkey(key: .end, modifiers: [], action: .end, label: "End", help: "scroll to the end"),
        Hotkey(key: .character("f"), modifiers: [], action: .flowLayout, label: "F", help: "flow layout"),
        Hotkey(key: .character("w"), modifiers: [], action: .waterfallLayout, label: "W", help: "waterfall layout"),
    ]

    /// Mouse gestures, listed with the hotkeys in help.
    static let gestures: [(label: String, help: String)] = [
        ("Wheel", "scroll with momentum"),
        ("Shift+Wheel", "scroll horizontally"),
    ]

    /// The binding for a key press: modifiers must match exactly (shift is ignored for non-letters).
    static func binding(for event: KeyEvent) -> Hotkey? {
        let relevant = event.modifiers.intersection([.control, .alt, .command, .shift])
        return bindings.first { $0.key == event.key && $0.modifiers == relevant }
    }

    /// The help table as aligned text lines.
    static var helpText: String {
        let rows = bindings.map { ($0.label, $0.help) } + gestures.map { ($0.label, $0.help) }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width + 2 - $0.0.count) + $0.1 }.joined(separator: "\n")
    }
}
