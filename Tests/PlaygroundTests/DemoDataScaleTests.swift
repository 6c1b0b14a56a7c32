import LayoutCore
import Testing

@testable import Playground

/// The shortcuts that open ten million items quickly give exactly what the straightforward code gave: the same
/// generated items (colors mixed once per shade, parents sorted by counting) and the same sizes asked in bulk.
@Suite struct DemoDataScaleTests {
    static let themes = [
        DemoData.Theme(name: "fruit", color: "#D6456B", words: ["apple", "pear", "fig"]),
        DemoData.Theme(name: "sea", color: "#3B8EEA", words: ["wave", "reef"]),
    ]

    /// The generation as it was written first: every color mixed and packed per item, parents sorted.
    static func reference(items: Int, sections: Int) -> [DemoSection] {
        var rng = SplitMix64(seed: 2024)
        var result: [DemoSection] = []
        var next = 0
        for s in 0..<sections {
            let theme = themes[s % themes.count]
            let base = Color(hex: DemoData.parseHex(theme.color) ?? 0x888888)
            let count = items / sections + (s < items % sections ? 1 : 0)
            let words = theme.words.map(DemoLabels.intern)
            var section = DemoSection(title: "Section \(s + 1)", theme: theme.name, color: base, items: [])
            for i in 0..<count {
                let shade = Double(rng.next() % 1000) / 1000
                let color = base.interpolated(to: shade < 0.5 ? .black : .white, progress: abs(shade - 0.5) * 0.45)
                let w = 60 + Double(rng.next() % 81), h = 50 + Double(rng.next() % 41)
                section.items.append(DemoItem(number: next, word: words[i % words.count], color: color, size: Size(width: w, height: h)))
                next += 1
            }
            if let above = result.last, !above.items.isEmpty {
                let picks = (0..<count).map { _ in Int(rng.next() % UInt64(above.items.count)) }.sorted()
                for i in 0..<count { section.items[i].parent = above.items[picks[i]].number }
            }
            result.append(section)
        }
        return result
    }

    @Test func generatedItemsEqualTheReferenceGeneration() {
        let generated = DemoData.generate(items: 20_003, sections: 7, themes: Self.themes)
        let reference = Self.reference(items: 20_003, sections: 7)
        #expect(generated.map(\.items.count) == [2858, 2858, 2858, 2858, 2857, 2857, 2857])
        #expect(generated == reference)
        // Exactly equal, field by field (== also compares labels): colors and parents included.
        #expect(generated.flatMap(\.items).map(\.rgba) == reference.flatMap(\.items).map(\.rgba))
        #expect(generated.flatMap(\.items).map(\.parent) == reference.flatMap(\.items).map(\.parent))
    }

    @Test func sizesAskedInBulkEqualTheSizesAskedItemByItem() {
        let ds = DemoDataSource(sections: DemoData.generate(items: 3000, sections: 3, themes: Self.themes), usesItemSizes: true)
        ds.toggleEnlarged(IndexPath(item: 5, section: 1))
        let layout = FlowLayout()
        for s in 0..<3 {
            let bulk = ds.flowLayout(layout, sizesForItemsInSection: s)
            let single = (0..<1000).map { ds.flowLayout(layout, sizeForItemAt: IndexPath(item: $0, section: s))! }
            #expect(bulk == single)
        }
        #expect(ds.flowLayout(layout, sizesForItemsInSection: 1)?[5] == ds.document.item(at: IndexPath(item: 5, section: 1)).map {
            Size(width: $0.size.width * DemoDataSource.enlargement, height: $0.size.height * DemoDataSource.enlargement)
        })
        // Without item sizes the layout's own size is used, asked item by item as before.
        ds.usesItemSizes = false
        #expect(ds.flowLayout(layout, sizesForItemsInSection: 0) == nil)
        #expect(ds.flowLayout(layout, sizesForItemsInSection: 7) == nil)
    }
}
