import Testing
@testable import LayoutCore
import LayoutCoreTestSupport

@Suite("Under the live-view cap, a large circle is read by runs of items sharing a pixel box: a resize or a scroll costs its pixels, not its items")
struct BoxRunQueryTests {
    /// Items in a few sections, each item's summary color from its number (so a run's frontmost item must be
    /// the one whose color is drawn).
    final class Items: CollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            try collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        func collectionView(_ collectionView: CollectionView, summaryColorForItemAt indexPath: IndexPath) -> Color {
            Color(hex: UInt32(0x203040 + 0x0F0B07 * ((indexPath.item * 7 + indexPath.section) % 11)))
        }
    }

    /// The circle as a rect query shows it: the same geometry behind a layout the run reading does not know.
    struct QueriedCircle: CollectionLayout {
        var name: String { "queried-circle" }
        var decorationViews = DecorationRegistry()
        struct Geometry: LayoutGeometry {
            let base: CircleLayout.Geometry
            var collectionViewContentSize: Size { base.collectionViewContentSize }
            func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { base.layoutAttributesForElements(in: rect) }
            func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { base.layoutAttributesForItem(at: indexPath) }
        }
        func prepare(in context: LayoutContext) -> any LayoutGeometry { Geometry(base: CircleLayout().prepareGeometry(in: context)) }
        func isEqual(to other: any CollectionLayout) -> Bool { other is QueriedCircle }
    }

    /// A view of `ds` in `layout`, `width` × `height`, capped at 300 live views, after its first frame.
    private func cappedView(_ ds: Items, _ layout: any CollectionLayout, width: Double, height: Double) -> CollectionView {
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = ds
        cv.maximumLiveViewCount = 300
        cv.advance(to: .zero)
        return cv
    }

    /// Both views show the same: views, their cells' counts, and the display list.
    private func expectSame(_ cv: CollectionView, _ direct: CollectionView, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(cv.visibleLayoutAttributes == direct.visibleLayoutAttributes, sourceLocation: sourceLocation)
        #expect(cv.summarizedCellCount == direct.summarizedCellCount, sourceLocation: sourceLocation)
        #expect(cv.prepared.lastQueryResultCount == direct.prepared.lastQueryResultCount, sourceLocation: sourceLocation)
        #expect(cv.displayList() == direct.displayList(), sourceLocation: sourceLocation)
    }

    @Test("a circle of 400,000 items resized, scrolled and pinched out past the window shows what a rect query shows, from a tenth of its items' keys per pass or fewer")
    func sameAsQueried() throws {
        let ds = Items([150_000, 0, 250_000])
        defer { withExtendedLifetime(ds) {} }
        let cv = cappedView(ds, CircleLayout(), width: 900, height: 600)
        let direct = cappedView(ds, QueriedCircle(), width: 900, height: 600)
        // Every item on screen: the frontmost 300 get views, the other 399,700 are quads.
        #expect(cv.liveViewCount == 300)
        #expect(cv.summarizedCellCount == 399_700)
        #expect(cv.lastBoxRunKeyCount < 40_000)  // a tenth of the items
        expectSame(cv, direct)

        // A resize (the window made smaller, then larger than before): one pass each, as bounded.
        for size in [Size(width: 700, height: 455), Size(width: 1280, height: 800)] {
            cv.viewportSize = size
            direct.viewportSize = size
            cv.layoutIfNeeded()
            direct.layoutIfNeeded()
            #expect(cv.lastBoxRunKeyCount < 40_000)  // a tenth of the items
            expectSame(cv, direct)
        }

        // A window resize, animated elsewhere, is set at once: animating would query every item each frame.
        var completed: Bool?
        cv.setViewportSize(Size(width: 1000, height: 700), animated: true) { completed = $0 }
        direct.viewportSize = Size(width: 1000, height: 700)
        #expect(completed == true)
        #expect(!cv.isAnimatingBoundsChange)
        cv.layoutIfNeeded()
        direct.layoutIfNeeded()
        expectSame(cv, direct)

        // A circle larger than the window (a radius pinched out), scrolled so that only part of it is seen.
        let partial = cappedView(ds, CircleLayout(radius: 900), width: 900, height: 600)
        let partialDirect = cappedView(ds, RadiusCircle(radius: 900), width: 900, height: 600)
        for offset in [Point(x: 0, y: 0), Point(x: 733.25, y: 411.5), Point(x: 960, y: 1_200)] {
            partial.contentOffset = offset
            partialDirect.contentOffset = offset
            partial.layoutIfNeeded()
            partialDirect.layoutIfNeeded()
            #expect(partial.contentOffset == offset)
            #expect(partial.summarizedCellCount > 0)
            #expect(partial.lastBoxRunKeyCount < 100_000)  // a quarter: the arc seen is longer in pixels
            expectSame(partial, partialDirect)
        }
        #expect(cv.checkInvariants().isEmpty)
        #expect(partial.checkInvariants().isEmpty)
    }

    /// `QueriedCircle` with a fixed radius.
    struct RadiusCircle: CollectionLayout {
        let radius: Double
        var name: String { "queried-circle" }
        var decorationViews = DecorationRegistry()
        func prepare(in context: LayoutContext) -> any LayoutGeometry {
            QueriedCircle.Geometry(base: CircleLayout(radius: radius).prepareGeometry(in: context))
        }
        func isEqual(to other: any CollectionLayout) -> Bool { (other as? RadiusCircle)?.radius == radius }
    }
}
