import LayoutCore

/// What a hotkey does.
enum HotkeyAction: Hashable {
    case quit, pageUp, pageDown, home, end
    /// Switch to a layout, animated.
    case layout(LayoutName)
    /// Start an interactive transition to a layout (scrub with the wheel).
    case interactiveLayout(LayoutName)
    case nextLayout
    case toggleSlowAnimations
    case deleteSelection
    case insertItem
    case toggleDataSet
    case toggleCompactTree
    /// Item sizes: flow cycles per item / the layout's item size / self-sizing; waterfall and tree turn
    /// self-sizing cells on and off (A).
    case cycleItemSizes
    case finishTransition
    case cancel
    case toggleLegend
    case toggleMultipleSelection
    /// Drag style: press and move (UIKit's interactive movement) / long press then swap (seed 003).
    case toggleReorderStyle
    case togglePerformanceHUD
    case toggleHelp
    case toggleInspector
    case toggleParameterPanel
    case previousParameter, nextParameter
    case decreaseParameter, increaseParameter
    case screenshot
    /// The current layout as Swift code, printed and on the clipboard (Ctrl+Shift+C).
    case copyAsSwift
    /// Write the items back to the --data file (Ctrl+S).
    case save
    /// Show the next --layout-file layout (E).
    case layoutFile
    /// Undo the last edit (Ctrl+Z); redo an undone one (Ctrl+Shift+Z, Ctrl+Y).
    case undo, redo
    /// Keys the collection view interaction handles (focus, keyboard selection, edit shortcuts).
    case interaction
}

/// One binding: a key with required modifiers, its action and the words shown in help and legends.
struct Hotkey {
    let key: KeyEvent.Key
    let modifiers: Modifiers
    let action: HotkeyAction
    let label: String
    let help: String
    /// Short form for the on-screen legend; nil keeps the binding out of the legend.
    var legend: String? = nil
}

/// The single table that drives key dispatch, `--help` and on-screen legends, so they cannot drift apart.
enum HotkeyMap {
    static let bindings: [Hotkey] = {
        var b: [Hotkey] = [
            Hotkey(key: .character("h"), modifiers: [], action: .toggleHelp, label: "H", help: "help: every key and gesture (this table)",
                   legend: "H help"),
            Hotkey(key: .function(1), modifiers: [], action: .toggleHelp, label: "F1", help: "help, as H"),
            Hotkey(key: .character("q"), modifiers: .control, action: .quit, label: "Ctrl+Q", help: "quit (closing the window does too)",
                   legend: "Ctrl+Q quit"),
        ]
        // The built-in layouts only: this table is made once, before any --layout-file is read (E shows those).
        let builtIn = LayoutCatalog.builtIn.compactMap { LayoutName(rawValue: $0.name) }
        for name in builtIn {
            let letter = name.hotkey
            b.append(Hotkey(key: .character(letter), modifiers: [], action: .layout(name), label: String(letter).uppercased(),
                            help: "\(name.rawValue) layout, animated", legend: "\(String(letter).uppercased()) \(name.rawValue)"))
        }
        for name in builtIn {
            let letter = name.hotkey
            b.append(Hotkey(key: .character(letter), modifiers: .shift, action: .interactiveLayout(name),
                            label: "Shift+\(String(letter).uppercased())",
                            help: "hold: interactive transition to \(name.rawValue), the wheel scrubs it",
                            legend: name == builtIn.first ? "Shift+key+wheel scrub" : nil))
        }
        b.append(Hotkey(key: .character("e"), modifiers: [], action: .layoutFile, label: "E",
                        help: "the layout files given with --layout-file: show one, then the next (each reloads, animated, when saved)"))
        b += [
            Hotkey(key: .tab, modifiers: [], action: .nextLayout, label: "Tab", help: "next layout (\(LayoutName.allowed)), animated",
                   legend: "Tab next"),
            Hotkey(key: .enter, modifiers: [], action: .finishTransition, label: "Enter",
                   help: "finish an interactive transition (so does releasing Shift), else select the focused item"),
            Hotkey(key: .escape, modifiers: [], action: .cancel, label: "Esc",
                   help: "close help; cancel an interactive transition or a drag; close the menu; else clear the selection"),
            Hotkey(key: .up, modifiers: [], action: .interaction, label: "Up", help: "move the focus ring to the nearest item above",
                   legend: "Arrows focus"),
            Hotkey(key: .down, modifiers: [], action: .interaction, label: "Down", help: "move the focus ring to the nearest item below"),
            Hotkey(key: .left, modifiers: [], action: .interaction, label: "Left", help: "move the focus ring to the nearest item to the left"),
            Hotkey(key: .right, modifiers: [], action: .interaction, label: "Right", help: "move the focus ring to the nearest item to the right"),
            Hotkey(key: .space, modifiers: [], action: .interaction, label: "Space", help: "select the focused item (toggle in multiple mode)"),
            Hotkey(key: .character("a"), modifiers: .control, action: .interaction, label: "Ctrl+A", help: "select all (multiple mode)"),
            Hotkey(key: .character("x"), modifiers: .control, action: .interaction, label: "Ctrl+X", help: "cut the selected items"),
            Hotkey(key: .character("c"), modifiers: .control, action: .interaction, label: "Ctrl+C", help: "copy the selected item"),
            Hotkey(key: .character("v"), modifiers: .control, action: .interaction, label: "Ctrl+V", help: "paste after the selection"),
            Hotkey(key: .character("z"), modifiers: .control, action: .undo, label: "Ctrl+Z",
                   help: "undo the last edit (delete, cut, paste, insert, drag), animated; 100 steps"),
            Hotkey(key: .character("z"), modifiers: [.control, .shift], action: .redo, label: "Ctrl+Shift+Z", help: "redo what was undone, animated"),
            Hotkey(key: .character("y"), modifiers: .control, action: .redo, label: "Ctrl+Y", help: "redo, as Ctrl+Shift+Z"),
            Hotkey(key: .character("m"), modifiers: [], action: .toggleMultipleSelection, label: "M",
                   help: "multiple selection on/off (single by default)", legend: "M multi"),
            Hotkey(key: .character("r"), modifiers: [], action: .toggleReorderStyle, label: "R",
                   help: "drag style: press and move (iOS 9 interactive movement, the default) / long press, then pan to swap (seed 003)"),
            Hotkey(key: .character("z"), modifiers: [], action: .toggleSlowAnimations, label: "Z", help: "slow animations on/off (10× slower)",
                   legend: "Z slow"),
            Hotkey(key: .delete, modifiers: [], action: .deleteSelection, label: "Delete", help: "delete the selected items, animated",
                   legend: "Del delete"),
            Hotkey(key: .backspace, modifiers: [], action: .deleteSelection, label: "Backspace", help: "delete the selected items, animated"),
            Hotkey(key: .character("n"), modifiers: [], action: .insertItem, label: "N", help: "insert an item after the selection (or at the end), animated",
                   legend: "N insert"),
            Hotkey(key: .character("d"), modifiers: [], action: .toggleDataSet, label: "D", help: "switch data: demo items / class hierarchy",
                   legend: "D data"),
            Hotkey(key: .character("k"), modifiers: [], action: .toggleCompactTree, label: "K", help: "tree: compact (tidy) rows on/off",
                   legend: "K compact"),
            Hotkey(key: .character("a"), modifiers: [], action: .cycleItemSizes, label: "A",
                   help: "item sizes: flow cycles per item / item size / self-sizing (cells sized to their labels); waterfall and tree: self-sizing on/off",
                   legend: "A self-size"),
            Hotkey(key: .character("l"), modifiers: [], action: .toggleLegend, label: "L", help: "show or hide this legend bar",
                   legend: "L hide"),
            Hotkey(key: .character("p"), modifiers: [], action: .togglePerformanceHUD, label: "P",
                   help: "performance HUD: fps, frame-time graph, model vs draw time, live and pooled views", legend: "P perf"),
            Hotkey(key: .character("i"), modifiers: [], action: .toggleInspector, label: "I",
                   help: "inspector: every element's frame, index path, kind and zIndex, the last rect query, counts; click an element for all its attributes",
                   legend: "I inspect"),
            Hotkey(key: .character("o"), modifiers: [], action: .toggleParameterPanel, label: "O",
                   help: "parameter panel: the current layout's parameters, changed live", legend: "O params"),
            Hotkey(key: .character("["), modifiers: [], action: .previousParameter, label: "[", help: "parameter panel: previous parameter"),
            Hotkey(key: .character("]"), modifiers: [], action: .nextParameter, label: "]", help: "parameter panel: next parameter"),
            Hotkey(key: .character("-"), modifiers: [], action: .decreaseParameter, label: "-",
                   help: "parameter panel: decrease the parameter (toggle, previous choice), animated"),
            Hotkey(key: .character("="), modifiers: [], action: .increaseParameter, label: "=",
                   help: "parameter panel: increase the parameter (toggle, next choice), animated"),
            Hotkey(key: .character("c"), modifiers: [.control, .shift], action: .copyAsSwift, label: "Ctrl+Shift+C",
                   help: "copy as Swift: the current layout's configuration as code that builds it with LayoutCore (printed, and on the clipboard)"),
            Hotkey(key: .character("s"), modifiers: [], action: .screenshot, label: "S",
                   help: "save a screenshot: playground-DATE-TIME.png in the current folder (path printed)", legend: "S shot"),
            Hotkey(key: .character("s"), modifiers: .control, action: .save, label: "Ctrl+S",
                   help: "save the items to the --data file (atomically; the title shows • while edits are unsaved)"),
            Hotkey(key: .pageDown, modifiers: [], action: .pageDown, label: "PageDown", help: "scroll forward by a page"),
            Hotkey(key: .pageUp, modifiers: [], action: .pageUp, label: "PageUp", help: "scroll back by a page"),
            Hotkey(key: .home, modifiers: [], action: .home, label: "Home", help: "scroll to the start"),
            Hotkey(key: .end, modifiers: [], action: .end, label: "End", help: "scroll to the end"),
        ]
        return b
    }()

    /// Mouse gestures, listed with the hotkeys in help.
    static let gestures: [(label: String, help: String)] = [
        ("Click", "select an item (highlighted while pressed); Ctrl+Click adds or removes"),
        ("Double-click", "enlarge or shrink an item (flow, waterfall); never selects"),
        ("Right-click", "edit menu: the actions available there, of Cut, Copy, Paste (so does a 0.5 s press)"),
        ("Drag", "move an item; hold near an edge to auto-scroll; Esc cancels"),
        ("Ctrl+Wheel", "pinch: item size, circle radius, tree spacing, waterfall columns"),
        ("Wheel", "scroll with momentum (scrubs an interactive transition)"),
        ("Shift+Wheel", "scroll horizontally"),
    ]

    /// The binding for a key press: modifiers must match exactly.
    static func binding(for event: KeyEvent) -> Hotkey? {
        let relevant = event.modifiers.intersection([.control, .alt, .command, .shift])
        return bindings.first { $0.key == event.key && $0.modifiers == relevant }
    }

    /// The on-screen legend line, from the same table.
    static let legendText: String = legendEntries.joined(separator: "   ")
    /// The legend's entries, in table order.
    static let legendEntries: [String] = bindings.compactMap(\.legend)

    /// The help table as aligned text lines.
    static var helpText: String {
        let rows = bindings.map { ($0.label, $0.help) } + gestures.map { ($0.label, $0.help) }
        let width = rows.map(\.0.count).max() ?? 0
        let indent = String(repeating: " ", count: width + 4)
        return rows.map { label, help in
            let lines = wrapped(help, to: helpColumns - indent.count)
            return (["  " + label + String(repeating: " ", count: width + 2 - label.count) + lines[0]]
                    + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The width `--help` is printed at when it is not a terminal (ArgumentParser's default): the table is
    /// wrapped to it here, each row's further lines under its description, so no line is wrapped again to the
    /// start of the line.
    static let helpColumns = 79

    /// `text` in lines of at most `columns` characters, broken between words (a longer word stands alone).
    static func wrapped(_ text: String, to columns: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > columns {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}
