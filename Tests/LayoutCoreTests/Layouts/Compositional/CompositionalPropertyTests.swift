import Testing
import LayoutCore

/// Seeded random compositional layouts (nested groups, counts, flexible spacings, negative insets, orthogonal
/// rows, boundary items, badges, backgrounds, preferred sizes) keep the layout contract in both directions.
@Suite("Compositional random configurations")
struct CompositionalPropertyTests {
    typealias F = CompositionalFixture

    struct Maker {
        var rng: SplitMix64
        let direction: ScrollDirection

        mutating func number(_ range: ClosedRange<Double>) -> Double { (Double.random(in: range, using: &rng) * 4).rounded() / 4 }
        mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

        mutating func dimension(fractions: Bool = true) -> CollectionLayoutDimension {
            switch Int.random(in: 0..<(fractions ? 4 : 2), using: &rng) {
            case 0: return .absolute(number(0...140))
            case 1: return .estimated(number(10...90))
            case 2: return .fractionalWidth(number(0...1.2))
            default: return .fractionalHeight(number(0...1.2))
            }
        }

        mutating func insets() -> EdgeInsets {
            chance(0.5) ? .zero : EdgeInsets(top: number(-8...16), left: number(-8...16), bottom: number(-8...16), right: number(-8...16))
        }

        mutating func item() -> CollectionLayoutItem {
            var item = F.item(dimension(), dimension(), insets: insets())
            if chance(0.3) {
                var edges: DirectionalRectEdge = []
                if chance(0.5) { edges.insert(.top) }
                if chance(0.5) { edges.insert(.trailing) }
                item.supplementaryItems = [CollectionLayoutSupplementaryItem(layoutSize: F.size(.absolute(number(4...20)), .fractionalHeight(number(0...0.5))),
                                                                             elementKind: "badge",
                                                                             containerAnchor: CollectionLayoutAnchor(edges: edges, fractionalOffset: Point(x: number(-1...1), y: number(-1...1))))]
            }
            return item
        }

        mutating func group(depth: Int) -> CollectionLayoutGroup {
            let size = F.size(chance(0.6) ? .fractionalWidth(number(0.2...1)) : .absolute(number(20...300)),
                              chance(0.6) ? .absolute(number(20...160)) : dimension())
            var subitems: [any CollectionLayoutSubitem] = []
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                subitems.append(depth < 2 && chance(0.3) ? group(depth: depth + 1) : item())
            }
            let horizontal = chance(0.5)
            var g: CollectionLayoutGroup
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                let n = Int.random(in: 1...4, using: &rng)
                g = horizontal ? .horizontal(layoutSize: size, subitem: subitems[0], count: n) : .vertical(layoutSize: size, subitem: subitems[0], count: n)
            case 1:
                let n = Int.random(in: 1...4, using: &rng)
                g = horizontal ? .horizontal(layoutSize: size, repeatingSubitem: subitems[0], count: n)
                    : .vertical(layoutSize: size, repeatingSubitem: subitems[0], count: n)
            default:
                g = horizontal ? .horizontal(layoutSize: size, subitems: subitems) : .vertical(layoutSize: size, subitems: subitems)
            }
            if chance(0.6) { g.interItemSpacing = chance(0.5) ? .fixed(number(-4...12)) : .flexible(number(0...12)) }
            g.contentInsets = insets()
            return g
        }

        mutating func boundary(_ kind: String, leading: Bool) -> CollectionLayoutBoundarySupplementaryItem {
            let alignment: RectAlignment = direction == .vertical ? (leading ? .top : .bottom) : (leading ? .leading : .trailing)
            var b = CollectionLayoutBoundarySupplementaryItem(layoutSize: F.size(dimension(), .absolute(number(0...50))), elementKind: kind, alignment: alignment)
            if direction == .horizontal { b.layoutSize = F.size(.absolute(number(0...50)), dimension()) }
            b.extendsBoundary = chance(0.8)
            b.pinToVisibleBounds = chance(0.4)
            return b
        }

        mutating func section() -> CollectionLayoutSection {
            var s = CollectionLayoutSection(group: group(depth: 0))
            s.contentInsets = insets()
            s.interGroupSpacing = number(-4...16)
            if chance(0.3) { s.orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.allCases.randomElement(using: &rng)! }
            if chance(0.6) { s.boundarySupplementaryItems.append(boundary(ElementKind.sectionHeader, leading: true)) }
            if chance(0.4) { s.boundarySupplementaryItems.append(boundary(ElementKind.sectionFooter, leading: false)) }
            s.supplementariesFollowContentInsets = chance(0.8)
            if chance(0.4) {
                var d = CollectionLayoutDecorationItem.background(elementKind: "background")
                d.contentInsets = insets()
                s.decorationItems = [d]
            }
            return s
        }
    }

    @Test("seeded random layouts conform", arguments: ScrollDirection.allCases)
    func random(direction: ScrollDirection) {
        for seed in UInt64(1)...40 {
            var maker = Maker(rng: SplitMix64(seed: seed &* 7919 &+ (direction == .vertical ? 0 : 1)), direction: direction)
            let sections = (0..<Int.random(in: 1...3, using: &maker.rng)).map { _ in maker.section() }
            var configuration = CompositionalLayoutConfiguration()
            configuration.scrollDirection = direction
            configuration.interSectionSpacing = maker.number(-4...20)
            if maker.chance(0.3) { configuration.boundarySupplementaryItems = [maker.boundary("globalHeader", leading: true)] }
            let layout = CompositionalLayout(sections: sections, configuration: configuration)
            let counts = (0..<Int.random(in: 1...4, using: &maker.rng)).map { _ in Int.random(in: 0...60, using: &maker.rng) }
            var context = LayoutContext(bounds: F.r(0, maker.number(0...200), 320, 480), itemCounts: counts)
            if maker.chance(0.5) {
                for (s, n) in counts.enumerated() where n > 0 {
                    for i in stride(from: 0, to: n, by: 2) {
                        context.preferredItemSizes[IndexPath(item: i, section: s)] = Size(width: maker.number(0...120), height: maker.number(0...120))
                    }
                }
            }
            let problems = LayoutConformance.problems(in: layout, context: context)
            #expect(problems.isEmpty, "seed \(seed) \(direction): \(problems.prefix(4))")
        }
    }
}
