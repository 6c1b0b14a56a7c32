import LayoutCore

/// The fixture of the seeded random-drag tests (single- and multi-item reordering): movable items in a flow whose
/// section count, section lengths and item sizes come from one seeded generator, so a seed names one arrangement.
extension TestItems {
    /// Items with ids per section, all movable and without supplementary views; moves move the ids.
    public static func movable(_ sections: [[Int]]) -> TestItems {
        let items = TestItems(sections)
        items.movable = { _ in true }
        items.provideHeaders = false
        return items
    }

    /// Three sections of `lengths` items each (ids from 0 in order), every id with a size of 30…150 × 30…90 points,
    /// shown in a 320×360 flow with section insets 16/8: drawn from `rng` in that order, so a seed repeats.
    public static func randomDragFixture(lengths: ClosedRange<Int>, using rng: inout SplitMix64) -> (items: TestItems, collectionView: CollectionView) {
        var sections: [[Int]] = []
        var next = 0
        for _ in 0..<3 {
            let n = Int.random(in: lengths, using: &rng)
            sections.append(Array(next..<next + n))
            next += n
        }
        let items = movable(sections)
        for id in 0..<next {
            items.sizes[id] = Size(width: Double(Int.random(in: 30...150, using: &rng)), height: Double(Int.random(in: 30...90, using: &rng)))
        }
        var flow = FlowLayout()
        flow.sectionInset = EdgeInsets(top: 16, left: 8, bottom: 16, right: 8)
        return (items, items.makeCollectionView(flow, width: 320, height: 360))
    }
}
