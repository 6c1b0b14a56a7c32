import Foundation
import LayoutCore
import Testing
@testable import Playground

/// The layout catalog is the one list of layouts: the hotkeys, the command line and the playground's guide
/// (docs/Playground.md) follow it.
@Suite("Layout catalog")
struct LayoutCatalogTests {
    /// The rows of the guide's table that follows `heading`, as cells (the header and rule rows left out).
    private func guideTable(after heading: String) throws -> [[String]] {
        let guide = try String(contentsOfFile: ProcessRunner.packageRoot + "/docs/Playground.md", encoding: .utf8)
        let section = try #require(guide.components(separatedBy: heading).dropFirst().first, "docs/Playground.md has \(heading)")
        let lines = section.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let table = lines.drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return table.drop { !$0.hasPrefix("|---") }.dropFirst().map { row in
            row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The parameter names in a table cell, in order: backticked names, where `sectionInsetTop`/`Left`
    /// stands for sectionInsetTop, sectionInsetLeft (quoted option values are left out).
    private func names(in cell: String) -> [String] {
        var out: [String] = []
        for (i, part) in cell.components(separatedBy: "`").enumerated() where i % 2 == 1 && !part.hasPrefix("\"") {
            if let first = part.first, first.isUppercase, let previous = out.last,
               let cut = previous.lastIndex(where: \.isUppercase) {
                out.append(previous[..<cut] + part)
            } else {
                out.append(part)
            }
        }
        return out
    }

    @Test("docs/Playground.md's layouts table lists every catalog layout with its keys, in Tab order")
    func guideLayouts() throws {
        let rows = try guideTable(after: "| layout | keys | what it is |")
        #expect(rows.map { $0[0] } == LayoutName.allCases.map(\.rawValue))
        for row in rows {
            let letter = String(try #require(LayoutName(rawValue: row[0])).hotkey).uppercased()
            #expect(row[1] == "\(letter), Shift+\(letter)", "\(row[0])")
        }
    }

    @Test("docs/Playground.md's \"Layout parameters\" table names each layout's declared parameters, in panel order")
    func guideParameters() throws {
        let rows = try guideTable(after: "\n## Layout parameters")
        #expect(rows.map { $0[0] } == LayoutName.allCases.map(\.rawValue))
        for row in rows {
            let name = try #require(LayoutName(rawValue: row[0]))
            let layout = LayoutShelf.makeLayout(name)
            var declared = (layout as? any AdjustableLayout)?.adjustableParameters.map(\.name) ?? []
            // The playground's own row, above the flow layout's (whether items take their own sizes).
            if name == .flow { declared.insert(LayoutShelf.itemSizesParameter, at: 0) }
            #expect(names(in: row[1]) == declared, "\(row[0])")
        }
    }

    @Test("every binding has its own key: a catalog layout's letter collides with no other hotkey")
    func hotkeysAreUnique() {
        var seen: [String: String] = [:]
        for binding in HotkeyMap.bindings {
            let key = "\(binding.key) \(binding.modifiers)"
            #expect(seen[key] == nil, "\(binding.label) is bound twice: \(seen[key] ?? "") and \(binding.help)")
            seen[key] = binding.help
        }
        for name in LayoutName.allCases {
            #expect(HotkeyMap.binding(for: KeyEvent(.character(name.hotkey), modifiers: [], timestamp: .zero))?.action == .layout(name))
            #expect(HotkeyMap.binding(for: KeyEvent(.character(name.hotkey), modifiers: .shift, timestamp: .zero))?.action == .interactiveLayout(name))
        }
    }

    @Test("each entry builds a layout of its own name, and its name is what config files take")
    func entriesBuildTheirLayouts() throws {
        #expect(Set(LayoutCatalog.entries.map(\.name)).count == LayoutCatalog.entries.count)
        for name in LayoutName.allCases {
            let layout = LayoutShelf.makeLayout(name)
            #expect(LayoutName(layoutName: layout.name) == name, "\(name.rawValue) builds \(layout.name)")
            #expect(try ConfigFile.parse(["layout": name.rawValue]).layout == name.rawValue)
        }
        #expect(LayoutName(rawValue: "hexagon") == nil)
        #expect(LayoutName.tree.entry.data == .classes && !LayoutName.tree.entry.allowsReordering)
        #expect(LayoutName.flow.next == LayoutName.allCases[1] && LayoutName.allCases.last?.next == .flow, "Tab cycles in catalog order")
    }
}
