import Testing
import LayoutCore

/// Orthogonal sections scroll on their own: an offset per section moves its row, and each behavior pages as
/// UIKit's does. Rows of 100-wide groups, 10 apart, from the leading inset 16, in a 320×480 view.
@Suite("Compositional orthogonal scrolling")
struct CompositionalOrthogonalScrollingTests {
    typealias F = CompositionalFixture

    static func layout(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, _ direction: ScrollDirection = .vertical,
                       offset: Double? = nil) -> CompositionalLayout {
        var layout = F.layout([CompositionalSectionTests.pairs(behavior), CompositionalSectionTests.pairs()], direction)
        if let offset { layout.orthogonalScrollOffsets[0] = offset }
        return layout
    }

    @Test("an offset moves the section's row back by that much, and only that section", arguments: ScrollDirection.allCases)
    func offset(direction: ScrollDirection) {
        let g = F.geometry(Self.layout(.continuous, direction, offset: 30), counts: [6, 1])
        // Groups at 16 − 30 + k × 110 across the scroll axis (one pair of 50-wide items each).
        if direction == .vertical {
            #expect(F.cells(g, count: 3) == [F.r(-14, 8, 50, 50), F.r(36, 8, 50, 50), F.r(96, 8, 50, 50)])
            #expect(F.cells(g, section: 1, count: 1) == [F.r(16, 70, 50, 50)])
        } else {
            #expect(F.cells(g, count: 3) == [F.r(16, -22, 50, 50), F.r(66, -22, 50, 50), F.r(16, 38, 50, 50)])
        }
        #expect(g.elementMayOverflowContent(.cell(IndexPath(item: 0, section: 0))))
    }

    @Test("the section under a point, and how far each row may scroll")
    func ranges() {
        let g = F.geometry(Self.layout(.continuous), counts: [6, 1])
        #expect(g.orthogonalSection(at: Point(x: 100, y: 30)) == 0)
        #expect(g.orthogonalSection(at: Point(x: 100, y: 80)) == nil, "section 1 does not scroll across")
        // Row: 16 + 3 × 100 + 2 × 10 + 12 = 348, less 320 visible.
        #expect(g.orthogonalScrollRange(ofSection: 0) == 0...28)
        #expect(g.orthogonalScrollRange(ofSection: 1) == nil)
        let centred = F.geometry(Self.layout(.groupPagingCentered), counts: [6, 1])
        #expect(centred.orthogonalScrollRange(ofSection: 0) == 0...220, "until the third group is centred")
    }

    @Test("each behavior's resting offset for a scroll", arguments: [
        (CollectionLayoutSectionOrthogonalScrollingBehavior.continuous, 0.0, 40.0, 40.0),
        (.continuous, 100, 600, 578),
        (.continuousGroupLeadingBoundary, 0, 60, 110),
        (.continuousGroupLeadingBoundary, 110, -50, 110),
        (.paging, 0, 5, 320),
        (.paging, 320, -5, 0),
        (.groupPaging, 0, 5, 110),
        (.groupPaging, 110, 5, 220),
        (.groupPagingCentered, 220, 5, 330),
        (.groupPagingCentered, 770, 5, 770),
        (.groupPagingCentered, 0, -5, 0),
    ])
    func targets(behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, from: Double, delta: Double, expected: Double) {
        // Eight groups: a row of 16 + 8 × 100 + 7 × 10 + 12 = 898, scrollable to 578 (centred: to 770).
        let g = F.geometry(Self.layout(behavior), counts: [16, 1])
        #expect(g.orthogonalScrollTarget(section: 0, from: from, by: delta) == expected)
    }

    @Test("the visible items handler is told the row's offset")
    func handlerOffset() {
        var layout = Self.layout(.continuous, offset: 12)
        var told: [Point] = []
        layout = CompositionalLayout(sections: [{
            var s = layout.sections![0]
            s.visibleItemsInvalidationHandler = { _, offset, _ in told.append(offset) }
            return s
        }()], configuration: layout.configuration)
        layout.orthogonalScrollOffsets[0] = 12
        let g = F.geometry(layout, counts: [4])
        _ = g.layoutAttributesForElements(in: F.r(0, 0, 320, 480), visibleBounds: F.r(0, 0, 320, 480))
        #expect(told == [Point(x: 12, y: 0)])
    }
}
