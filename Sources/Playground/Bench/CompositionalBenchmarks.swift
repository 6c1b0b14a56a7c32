import LayoutCore

/// The compositional rows of `playground bench` (issue 16: prepare of 1,000,000 items in uniform groups
/// ≤ 20 ms, a rect query at 1M ≤ 10 µs): a photo-grid section (a large leading item beside a vertical pair, then
/// rows of three), its group repeated until the items run out.
enum CompositionalBenchmarks {
    /// The benchmarked layout: one section description for every data section.
    static var layout: CompositionalLayout {
        let large = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
        var small = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        small.contentInsets = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        let pair = CollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                                                  subitem: small, count: 2)
        let top = CollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2.0 / 3)),
                                                   subitems: [large, pair])
        let row = CollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                                                   subitem: small, count: 3)
        let group = CollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)),
                                                   subitems: [top, row])
        var section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        section.contentInsets = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        return CompositionalLayout(section: section)
    }

    static func run(items: Int, runs: Int) -> [LayoutBenchmarks.Result] {
        let context = LayoutContext(bounds: LayoutBenchmarks.bounds, itemCounts: [items])
        let layout = self.layout
        let prepare = Stopwatch.runs(runs) { _ = layout.prepare(in: context) }
        var results = [LayoutBenchmarks.Result(name: "compositional.prepare", items: items, medianMilliseconds: Stopwatch.median(prepare), runs: runs)]

        let geometry = layout.prepare(in: context)
        let mid = geometry.collectionViewContentSize.height / 2
        let rect = Rect(x: 0, y: mid, width: LayoutBenchmarks.bounds.width, height: LayoutBenchmarks.bounds.height)
        let repeats = 1000
        var sink = 0
        let times = Stopwatch.runs(runs) {
            for _ in 0..<repeats { sink &+= geometry.layoutAttributesForElements(in: rect).count }
        }.map { $0 / Double(repeats) }
        precondition(sink > 0, "the query returned nothing")
        results.append(LayoutBenchmarks.Result(name: "compositional.query", items: items, medianMilliseconds: Stopwatch.median(times), runs: runs))
        return results
    }
}
