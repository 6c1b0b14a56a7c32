import LayoutCore
import LayoutCoreTestSupport
import Testing
@testable import Playground

/// Every layout the playground can show conforms to the layout contract with the demo's own delegate answers:
/// the catalog's entries (and their variants: the carousel, the compact tree) over seeded data sizes and
/// viewports. A layout added to the catalog is checked here without touching this file.
@Suite("Catalog layouts conform")
struct CatalogConformanceTests {
    /// The catalog's configurations: each entry, plus the variants its setup can ask for.
    static let variants: [(name: String, setup: LayoutCatalog.Setup)] = LayoutCatalog.entries.flatMap { entry in
        [(entry.name, LayoutCatalog.Setup()), (entry.name, LayoutCatalog.Setup(carousel: true)),
         (entry.name, LayoutCatalog.Setup(compactTree: true))]
    }

    @Test("LayoutConformance finds no problem in any catalog layout, over seeded data and viewports", arguments: 0..<6)
    func catalogConforms(seed: UInt64) throws {
        var rng = SeededGenerator(seed: 900 + seed)
        let sections = Int.random(in: 1...5, using: &rng)
        let items = Int.random(in: 0...160, using: &rng)
        let size = Size(width: Double.random(in: 240...1400, using: &rng).rounded(), height: Double.random(in: 200...900, using: &rng).rounded())
        let demo = DemoDataSource(sections: try DemoData.make(items: items, sections: sections, assets: try AssetLocator()),
                                  usesItemSizes: seed % 2 == 0)
        let context = LayoutContext(bounds: Rect(origin: .zero, size: size), itemCounts: demo.document.sections.map(\.items.count), delegate: demo)
        for variant in Self.variants {
            var setup = variant.setup
            setup.viewport = size
            let entry = try #require(LayoutCatalog.entry(named: variant.name))
            let layout = entry.make(setup)
            let problems = LayoutConformance.problems(in: layout, context: context)
            #expect(problems.isEmpty, "\(layout.name) (\(variant.setup)) at \(size), \(items) items in \(sections) sections: \(problems.prefix(5))")
        }
        withExtendedLifetime(demo) {}
    }
}
