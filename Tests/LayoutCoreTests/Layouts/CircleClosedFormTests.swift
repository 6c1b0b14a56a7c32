import Testing
@testable import LayoutCore

@Suite("The circle works out each item's place where asked (closed form): preparing costs the sections, not the items")
struct CircleClosedFormTests {
    private func geometry(_ counts: [Int], size: Size = Size(width: 320, height: 480)) -> CircleLayout.Geometry {
        CircleLayout().prepareGeometry(in: LayoutContext(bounds: Rect(origin: .zero, size: size), itemCounts: counts))
    }

    @Test("the bounding box is the union of every item's frame, whatever the count")
    func boundingIsExact() {
        for n in [1, 2, 3, 4, 5, 7, 63, 64, 65, 66, 99, 1000, 1001, 4097, 100_003] {
            let g = geometry([n])
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for i in 0..<n {
                let f = g.frame(of: i)
                minX = min(minX, f.minX); minY = min(minY, f.minY); maxX = max(maxX, f.maxX); maxY = max(maxY, f.maxY)
            }
            #expect(g.bounding == Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), "n = \(n)")
        }
    }

    @Test("item g of 2,000,000 sits where seed 004's formula puts it, read from any index path, in any section")
    func formulaAtTwoMillion() throws {
        let g = geometry([1_000_000, 0, 1_000_000])
        #expect(g.totalItemCount == 2_000_000)
        for (global, ip) in [(0, IndexPath(item: 0, section: 0)), (777_777, IndexPath(item: 777_777, section: 0)),
                             (1_000_000, IndexPath(item: 0, section: 2)), (1_999_999, IndexPath(item: 999_999, section: 2))] {
            let angle = Double(2 * global) * Double.pi / 2_000_000
            let a = try #require(g.layoutAttributesForItem(at: ip))
            // The content is 326 wide (the circle with its items is wider than the viewport): centred in it.
            #expect(g.center == Point(x: 163, y: 240) && g.radius == 128)
            let x = 163 + 128 * Math.cos(angle), y = 240 + 128 * Math.sin(angle)
            #expect(a.frame == Rect(x: x - 35, y: y - 35, width: 70, height: 70))
            #expect(g.slicedIndex(of: ip) == global)
            #expect(g.slicedIndexPath(global) == ip)
            #expect(g.slicedFrame(global) == a.frame)
        }
    }
}
