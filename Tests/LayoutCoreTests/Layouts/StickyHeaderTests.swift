import Testing
@testable import LayoutCore

/// Queries a vertically described sticky case in either direction and maps the answer back to vertical
/// coordinates, so each expectation is written once and checked in both scroll directions.
private func stickyQuery(_ vertical: FlowLayout, counts: [Int], viewport: Size, offset: Double, rect: Rect? = nil,
                         direction: ScrollDirection) -> [ElementKey: LayoutAttributes] {
    var layout = vertical
    var visible = Rect(x: 0, y: offset, width: viewport.width, height: viewport.height)
    var query = rect ?? visible
    var size = viewport
    if direction == .horizontal {
        layout.scrollDirection = .horizontal
        layout.itemSize = transpose(layout.itemSize)
        layout.sectionInset = transpose(layout.sectionInset)
        layout.headerReferenceSize = transpose(layout.headerReferenceSize)
        layout.footerReferenceSize = transpose(layout.footerReferenceSize)
        visible = transpose(visible)
        query = transpose(query)
        size = transpose(size)
    }
    let g = prepared(layout, viewport: size, counts: counts)
    let result = g.layoutAttributesForElements(in: query, visibleBounds: visible)
    #expect(result.map(\.key) == result.map(\.key).sorted(), "\(direction) at \(offset): key order")
    return Dictionary(uniqueKeysWithValues: result.map { a in
        var a = a
        if direction == .horizontal { a.frame = transpose(a.frame) }
        return (a.key, a)
    })
}

/// Two sections of ten 50×50 items (two lines each) under 40-high headers, viewed 320×200:
/// section 0 spans y 0…150, section 1 y 150…300.
private func headerLayout() -> FlowLayout {
    var layout = FlowLayout()
    layout.headerReferenceSize = Size(width: 0, height: 40)
    layout.sectionHeadersPinToVisibleBounds = true
    return layout
}

/// Two sections of ten items over 30-high footers: section 0 spans y 0…140 (footer 110…140), section 1
/// y 140…280 (footer 250…280).
private func footerLayout() -> FlowLayout {
    var layout = FlowLayout()
    layout.footerReferenceSize = Size(width: 0, height: 30)
    layout.sectionFootersPinToVisibleBounds = true
    return layout
}

private let viewport = Size(width: 320, height: 200)

@Suite("Sticky headers and footers")
struct StickyHeaderTests {
    @Test("when scrolled into a section, its header sticks to the top of the visible bounds with zIndex 1024",
          arguments: ScrollDirection.allCases)
    func headerSticks(direction: ScrollDirection) {
        for (offset, y) in [(0.0, 0.0), (60, 60), (100, 100)] {
            let r = stickyQuery(headerLayout(), counts: [10, 10], viewport: viewport, offset: offset, direction: direction)
            #expect(r[headerKey(0)]?.frame == Rect(x: 0, y: y, width: 320, height: 40), "\(direction) at \(offset)")
            #expect(r[headerKey(0)]?.zIndex == 1024)
            // The next section is on screen too: its header is at its own place, and pinned-ranked.
            #expect(r[headerKey(1)]?.frame == Rect(x: 0, y: 150, width: 320, height: 40), "\(direction) at \(offset)")
            #expect(r[headerKey(1)]?.zIndex == 1024)
        }
    }

    @Test("when the next section's header arrives, it pushes the pinned header up and out",
          arguments: ScrollDirection.allCases)
    func pushedByNextSection(direction: ScrollDirection) {
        // At 130 the header would reach 170 > 150: it stops with its bottom on its section's end.
        var r = stickyQuery(headerLayout(), counts: [10, 10], viewport: viewport, offset: 130, direction: direction)
        #expect(r[headerKey(0)]?.frame == Rect(x: 0, y: 110, width: 320, height: 40))
        #expect(r[headerKey(1)]?.frame == Rect(x: 0, y: 150, width: 320, height: 40))

        // At 170 section 0 is gone; section 1's header sticks.
        r = stickyQuery(headerLayout(), counts: [10, 10], viewport: viewport, offset: 170, direction: direction)
        #expect(r[headerKey(0)] == nil)
        #expect(r[headerKey(1)]?.frame == Rect(x: 0, y: 170, width: 320, height: 40))

        // Near the end of the content the last header stays inside its section (bottom at 300).
        r = stickyQuery(headerLayout(), counts: [10, 10], viewport: viewport, offset: 280, direction: direction)
        #expect(r[headerKey(1)]?.frame == Rect(x: 0, y: 260, width: 320, height: 40))
    }

    @Test("when pulled past the top (bounce), the header stays at its normal place", arguments: ScrollDirection.allCases)
    func bounceKeepsNormalPlace(direction: ScrollDirection) {
        let r = stickyQuery(headerLayout(), counts: [10, 10], viewport: viewport, offset: -50, direction: direction)
        #expect(r[headerKey(0)]?.frame == Rect(x: 0, y: 0, width: 320, height: 40))
        #expect(r[headerKey(1)] == nil)
    }

    @Test("when the rect misses the header's normal place but meets its pinned place, the header is returned",
          arguments: ScrollDirection.allCases)
    func pinnedHeaderIncludedOutsideNormalPlace(direction: ScrollDirection) {
        let r = stickyQuery(headerLayout(), counts: [10, 10], viewport: viewport, offset: 60,
                            rect: Rect(x: 0, y: 60, width: 320, height: 10), direction: direction)
        #expect(r[headerKey(0)]?.frame == Rect(x: 0, y: 60, width: 320, height: 40))
        #expect(r[headerKey(0)]?.zIndex == 1024)
        #expect(Set(r.keys) == Set([headerKey(0)] + (0..<5).map { cellKey(0, $0) }))
    }

    @Test("when a section is off screen, its header keeps its place and zIndex 10", arguments: ScrollDirection.allCases)
    func offscreenSectionNotPinned(direction: ScrollDirection) {
        let r = stickyQuery(headerLayout(), counts: [10, 10], viewport: viewport, offset: 170, rect: everywhere,
                            direction: direction)
        #expect(r[headerKey(0)]?.frame == Rect(x: 0, y: 0, width: 320, height: 40))
        #expect(r[headerKey(0)]?.zIndex == 10)
        #expect(r[headerKey(1)]?.zIndex == 1024)
        // Cells never move.
        #expect(r[cellKey(1, 0)]?.frame == Rect(x: 0, y: 190, width: 50, height: 50))
    }

    @Test("when the plain rect query or the single-view query is used, headers are at their unpinned places")
    func unpinnedQueriesUnaffected() {
        let g = prepared(headerLayout(), viewport: viewport, counts: [10, 10], contentOffset: Point(x: 0, y: 60))
        let plain = g.layoutAttributesForElements(in: Rect(x: 0, y: 60, width: 320, height: 200))
        #expect(!plain.contains { $0.key == headerKey(0) })
        let h1 = plain.first { $0.key == headerKey(1) }
        #expect(h1?.frame == Rect(x: 0, y: 150, width: 320, height: 40))
        #expect(h1?.zIndex == 10)
        let h0 = g.layoutAttributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(h0?.frame == Rect(x: 0, y: 0, width: 320, height: 40))
        #expect(h0?.zIndex == 10)
    }

    @Test("when pinning is off, the visible-bounds query equals the plain query")
    func pinningOff() {
        var layout = headerLayout()
        layout.sectionHeadersPinToVisibleBounds = false
        let g = prepared(layout, viewport: viewport, counts: [10, 10])
        let rect = Rect(x: 0, y: 60, width: 320, height: 200)
        #expect(g.layoutAttributesForElements(in: rect, visibleBounds: rect) == g.layoutAttributesForElements(in: rect))
    }

    @Test("when footers pin, a footer sticks to the bottom of the visible bounds until its own place",
          arguments: ScrollDirection.allCases)
    func footerSticks(direction: ScrollDirection) {
        // Offset → (footer 0 y, footer 1 y); nil = not returned.
        let cases: [(Double, Double?, Double?)] = [
            (0, 110, 170),    // footer 0 already at its place; footer 1 at the bottom edge 200 − 30
            (50, 110, 220),
            (80, 110, 250),   // footer 1 reached its own place
            (-150, 20, nil),  // bounce: footer 0 follows the bottom edge (50 − 30)…
            (-190, 0, nil),   // …but never above its section's start
        ]
        for (offset, y0, y1) in cases {
            let r = stickyQuery(footerLayout(), counts: [10, 10], viewport: viewport, offset: offset, direction: direction)
            #expect(r[footerKey(0)]?.frame == y0.map { Rect(x: 0, y: $0, width: 320, height: 30) }, "\(direction) at \(offset)")
            #expect(r[footerKey(1)]?.frame == y1.map { Rect(x: 0, y: $0, width: 320, height: 30) }, "\(direction) at \(offset)")
            if y0 != nil { #expect(r[footerKey(0)]?.zIndex == 1024) }
        }
    }
}
