import LayoutCore
import Testing

@testable import Playground

@Suite("Legend")
struct LegendTests {
    @Test("a scrub names where it is heading and how far: \"flow → circle 35 %\"")
    func scrubStatus() {
        #expect(Legend.status(layout: "flow", target: "circle", transitionProgress: 0.35, interactive: true, slow: false)
                == "flow → circle 35 %")
        #expect(Legend.status(layout: "flow", target: "circle", transitionProgress: 0.35, interactive: true, slow: true)
                == "flow → circle 35 % · slow ×10")
        #expect(Legend.status(layout: "tree", target: "circle", transitionProgress: 0.35, interactive: false, slow: false) == "tree")
    }

    @Test("wide enough, every entry shows in table order; narrower, H, I, O and S stay and H counts what was dropped")
    func fitting() throws {
        let all = HotkeyMap.legendEntries
        #expect(Legend.fittingEntries(width: 100_000).entries == all)
        #expect(Legend.fittingEntries(width: 100_000).dropped == 0)
        // The default 1280 pt window (the status takes 190 of it).
        let fitted = Legend.fittingEntries(width: 1280 - 190 - 8)
        for key in ["H ", "I ", "O ", "S "] {
            #expect(fitted.entries.contains { $0.hasPrefix(key) }, "\(key)missing from \(fitted.entries)")
        }
        // In table order, and what was dropped is counted on H's entry (the help overlay lists every key).
        let positions = fitted.entries.map { e in all.firstIndex { e.hasPrefix($0) }! }
        #expect(positions == positions.sorted())
        if fitted.dropped > 0 { #expect(fitted.entries.first == "H help +\(fitted.dropped)") }
        // Narrow: the four are kept before anything else, and H says how many are only in the help.
        let narrow = Legend.fittingEntries(width: 330)
        #expect(Set(["H ", "I ", "O ", "S "]).isSubset(of: narrow.entries.map { String($0.prefix(2)) }))
        #expect(narrow.dropped == all.count - narrow.entries.count && narrow.dropped > 10)
        #expect(narrow.entries.first == "H help +\(narrow.dropped)")
        #expect(OverlayStyle.textWidth(Legend.fittingLegend(width: 330), fontSize: 12) <= 330)
    }
}
