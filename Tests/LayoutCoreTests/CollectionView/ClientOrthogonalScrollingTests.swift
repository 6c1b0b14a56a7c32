import Testing
import LayoutCore
import LayoutCoreTestSupport

/// A client's layout, defined here, whose geometry adopts `OrthogonalScrollingGeometry`: the collection view
/// scrolls its strip like a compositional row, through nothing but the protocol.
@Suite("Orthogonal scrolling of a client's layout")
struct ClientOrthogonalScrollingTests {
    /// Section 0 is a strip of 100×100 cells at y 0 that scrolls across, resting on whole cells; section 1 a
    /// column below it. Its offset comes from the context only.
    struct StripLayout: CollectionLayout, Equatable {
        var name: String { "strip" }
        var decorationViews = DecorationRegistry()
        func prepare(in context: LayoutContext) -> any LayoutGeometry {
            StripGeometry(counts: context.itemCounts, width: context.bounds.width,
                          offset: context.orthogonalScrollOffsets[0]?.x ?? 0)
        }
    }

    struct StripGeometry: OrthogonalScrollingGeometry {
        let counts: [Int]
        let width: Double
        var offset: Double
        var collectionViewContentSize: Size { Size(width: width, height: 100 + 100 * Double(counts.count > 1 ? counts[1] : 0)) }
        func frame(_ ip: IndexPath) -> Rect {
            ip.section == 0 ? Rect(x: Double(ip.item) * 100 - offset, y: 0, width: 100, height: 100)
                : Rect(x: 0, y: 100 + Double(ip.item) * 100, width: 100, height: 100)
        }
        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            counts.indices.flatMap { s in (0..<counts[s]).map { IndexPath(item: $0, section: s) } }
                .map { LayoutAttributes.cell($0, frame: frame($0)) }.filter { $0.frame.intersects(rect) }
        }
        func layoutAttributesForItem(at ip: IndexPath) -> LayoutAttributes? {
            counts.indices.contains(ip.section) && ip.item >= 0 && ip.item < counts[ip.section] ? .cell(ip, frame: frame(ip)) : nil
        }
        func elementMayOverflowContent(_ key: ElementKey) -> Bool { key.indexPath.section == 0 }
        func orthogonalSection(at point: Point) -> Int? { point.y >= 0 && point.y < 100 ? 0 : nil }
        func orthogonalScrollAxis(ofSection index: Int) -> Axis? { index == 0 ? .horizontal : nil }
        func orthogonalScrollRange(ofSection index: Int) -> ClosedRange<Double>? {
            index == 0 ? 0...Swift.max(0, Double(counts[0]) * 100 - width) : nil
        }
        func orthogonalTargetOffset(forProposedOffset proposed: Double, withScrollingVelocity velocity: Double,
                                    from start: Double, inSection index: Int) -> Double {
            (proposed / 100).rounded() * 100
        }
        var orthogonalScrollOffsets: [Int: Double] { offset == 0 ? [:] : [0: offset] }
        mutating func setOrthogonalScrollOffset(_ offset: Double, ofSection index: Int) {
            if index == 0 { self.offset = offset }
        }
    }

    @Test("a notch glides 120 points and the client's rule rests it on a whole cell: 100; no prepare; it survives one")
    func strip() {
        let ds = TestItems(counts: [10, 3])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(StripLayout())
        let prepares = cv.prepareCount
        cv.handle(WheelEvent(dx: 1, dy: 0, location: Point(x: 50, y: 50), timestamp: .zero))
        cv.advance(to: Timestamp(seconds: 1))
        #expect(cv.orthogonalScrollOffsets == [0: Point(x: 100, y: 0)])
        #expect(cv.prepareCount == prepares)
        let strip = cv.visibleLayoutAttributes.filter { $0.indexPath.section == 0 }.map { ($0.indexPath.item, $0.frame.minX) }
        #expect(strip.map(\.0) == [1, 2, 3, 4] && strip.map(\.1) == [0, 100, 200, 300])
        cv.invalidateLayout()
        cv.layoutIfNeeded()
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 0)
        #expect(cv.checkInvariants().isEmpty, "\(cv.checkInvariants())")
    }
}
