import Testing
import LayoutCore
import LayoutCoreTestSupport

@Suite("Images in views")
struct ImageCellTests {
    @Test("content modes place an image: fill stretches, fit fits inside centred, fill covers centred")
    func placement() {
        let bounds = Rect(x: 10, y: 20, width: 200, height: 100)
        let image = Size(width: 400, height: 400)
        #expect(ContentMode.scaleToFill.placement(ofImageSize: image, in: bounds) == bounds)
        #expect(ContentMode.aspectFit.placement(ofImageSize: image, in: bounds) == Rect(x: 60, y: 20, width: 100, height: 100))
        #expect(ContentMode.aspectFill.placement(ofImageSize: image, in: bounds) == Rect(x: 10, y: -30, width: 200, height: 200))
        #expect(ContentMode.aspectFit.placement(ofImageSize: .zero, in: bounds) == bounds)
    }

    @Test("a cell's image is in its appearance, and prepareForReuse clears it")
    func appearanceAndReuse() {
        let cell = CollectionViewCell()
        cell.image = ImageReference(path: "a.png", contentMode: .aspectFit)
        #expect(cell.appearance.image == ImageReference(path: "a.png", contentMode: .aspectFit))
        cell.prepareForReuse()
        #expect(cell.image == nil)
        #expect(cell.appearance.image == nil)
    }

    @Test("scrolling through reused cells: every frame's cells show their own item's image, never a previous one")
    func reuseNeverShowsStaleImage() {
        var flow = FlowLayout()
        flow.itemSize = Size(width: 100, height: 100)
        flow.minimumLineSpacing = 0
        flow.minimumInteritemSpacing = 0
        flow.sectionInset = .zero
        let items = TestItems(counts: [300])
        items.provideHeaders = false
        // Only every third item has an image: a reused cell that kept its image would show one where none belongs.
        items.configureCell = { cell, ip in if ip.item % 3 != 1 { cell.image = ImageReference(path: "photo-\(ip.item).png") } }
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: flow)
        items.register(in: cv)
        cv.dataSource = items
        var checked = 0
        for step in 0..<120 {
            cv.contentOffset = Point(x: 0, y: Double(step) * 37)
            cv.layoutIfNeeded()
            for item in cv.displayList().items where item.key.category == .cell {
                let i = item.key.indexPath.item
                #expect(item.appearance.image == (i % 3 != 1 ? ImageReference(path: "photo-\(i).png") : nil), "item \(i) at step \(step)")
                checked += 1
            }
        }
        #expect(checked > 1000)
        #expect(items.reuses.values.reduce(0, +) > 100)
    }
}
