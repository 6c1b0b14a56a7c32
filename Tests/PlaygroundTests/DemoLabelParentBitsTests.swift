import LayoutCore
import Testing

@testable import Playground

/// Issue 18: a demo item keeps its label reference and its parent together in 32 bits (or, when they do not
/// fit, in a shared table) so that an item is 16 bytes. Labels and parents — the tree layout's edges — read back
/// exactly as given, whichever way they are held.
@Suite struct DemoLabelParentBitsTests {
    @Test func labelsAndParentsReadBackAsGiven() {
        let color = Color(hex: 0x8A63D2), size = Size(width: 110, height: 70)
        // (number, parent): no parent, the nearest and furthest packed distances, one too far, a parent after the
        // item, a parent equal to the number.
        let cases: [(Int, Int32)] = [(5, -1), (5, 4), (40_000, 40_000 - 32_767), (40_000, 40_000 - 32_768), (7, 9), (3, 3),
                                     (Int(Int32.max), 0)]
        for (number, parent) in cases {
            let named = DemoItem(number: number, label: "NSObject", color: color, size: size, parent: parent)
            #expect(named.parent == parent && named.label == "NSObject" && named.number == Int32(number), "\(number) \(parent)")
            let word = DemoItem(number: number, word: DemoLabels.intern("reef"), color: color, size: size, parent: parent)
            #expect(word.parent == parent && word.label == "reef \(number)", "\(number) \(parent)")
        }
        // A label entry past the packed range (a data file's labels are stored one by one).
        var far = DemoLabels.store("far")
        while far <= 0x7FFF { far = DemoLabels.store("far") }
        let stored = DemoItem(number: 12, word: far, color: color, size: size, parent: 11)
        #expect(stored.label == "far 12" && stored.parent == 11)
        // Setting a parent keeps the label; equality sees the parent.
        var moved = DemoItem(number: 100, label: "UIView", color: color, size: size, parent: 60)
        let before = moved
        moved.parent = -1
        #expect(moved.label == "UIView" && moved.parent == -1 && moved != before)
    }

    @Test func generatedParentsAreItemsOfTheSectionAboveInOrder() {
        let sections = DemoData.generate(items: 100_000, sections: 4, themes: DemoDataScaleTests.themes)
        #expect(sections[0].items.allSatisfy { $0.parent == -1 })
        for s in 1..<4 {
            let above = sections[s - 1].items.map(\.number), parents = sections[s].items.map(\.parent)
            #expect(parents.allSatisfy { $0 >= above.first! && $0 <= above.last! })
            #expect(zip(parents, parents.dropFirst()).allSatisfy { $0 <= $1 })
            // The picks spread over the whole section above (25,000 items), not bunched at one end.
            #expect(parents.first! - above.first! < 10 && above.last! - parents.last! < 10)
        }
    }
}
