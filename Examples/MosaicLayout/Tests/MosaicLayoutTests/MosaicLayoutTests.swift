import LayoutCore
import MosaicLayout
import Testing

@Suite("MosaicLayout")
struct MosaicLayoutTests {
    let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [7])

    @Test("320 points wide, spacing 10: 100-point small tiles, 210-point large tiles alternating sides")
    func frames() {
        let geometry = MosaicLayout(spacing: 10).prepare(in: context)
        let frames = (0..<7).map { geometry.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [
            Rect(x: 0, y: 0, width: 210, height: 210), Rect(x: 220, y: 0, width: 100, height: 100),
            Rect(x: 220, y: 110, width: 100, height: 100),
            Rect(x: 110, y: 220, width: 210, height: 210), Rect(x: 0, y: 220, width: 100, height: 100),
            Rect(x: 0, y: 330, width: 100, height: 100),
            Rect(x: 0, y: 440, width: 210, height: 210),
        ])
        // Three blocks of 210 with two gaps of 10; the third block is started, so it counts whole.
        #expect(geometry.collectionViewContentSize == Size(width: 320, height: 650))
        #expect(geometry.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)) == nil)
    }

    @Test("the listing of the Writing a custom layout article: item 3 is the large tile on the right of the second block")
    func articleListing() {
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [7])
        let geometry = MosaicLayout(spacing: 10).prepare(in: context)
        #expect(geometry.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
                == Rect(x: 110, y: 220, width: 210, height: 210))
        #expect(LayoutConformance.problems(in: MosaicLayout(), context: context) == [])
    }

    @Test("the rect query returns exactly the tiles it touches, in item order")
    func rectQuery() {
        let geometry = MosaicLayout(spacing: 10).prepare(in: context)
        let items = geometry.layoutAttributesForElements(in: Rect(x: 0, y: 215, width: 100, height: 10)).map(\.indexPath.item)
        #expect(items == [4])
        let band = geometry.layoutAttributesForElements(in: Rect(x: 0, y: 100, width: 320, height: 200)).map(\.indexPath.item)
        #expect(band == [0, 2, 3, 4])
    }

    @Test("conforms to the collection view's contract at several sizes and counts")
    func conformance() {
        for (width, count) in [(320.0, 7), (375, 0), (1024, 100), (0, 5)] {
            let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: width, height: 600), itemCounts: [count])
            #expect(LayoutConformance.problems(in: MosaicLayout(), context: context) == [], "width \(width), \(count) items")
        }
    }
}
