import Foundation
import LayoutCore
import Testing

/// A client's diffable data source, written as on iOS: an enum of sections, Hashable items with UUIDs, a cell
/// provider, and snapshots applied after every change to the model.
@Suite("A client using a diffable data source")
struct DiffableClientTests {
    enum Section: Hashable { case favorites, all }
    struct Photo: Hashable { let id = UUID(); var name: String }

    @Test("snapshots apply as animated batch updates; the data source answers by identifier and index path")
    func applySnapshots() {
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FlowLayout())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        let dataSource = CollectionViewDiffableDataSource<Section, Photo>(collectionView: cv) { collectionView, indexPath, photo in
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            cell.title = photo.name
            return cell
        }
        let photos = (0..<5).map { Photo(name: "photo-\($0)") }
        var snapshot = DiffableDataSourceSnapshot<Section, Photo>()
        snapshot.appendSections([.favorites, .all])
        snapshot.appendItems([photos[0]], toSection: .favorites)
        snapshot.appendItems(Array(photos[1...]), toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
        cv.layoutIfNeeded()
        #expect(cv.itemCountsBySection == [1, 4])

        var next = dataSource.snapshot()
        next.moveItem(photos[3], beforeItem: photos[0])
        next.deleteItems([photos[1]])
        var finished = false
        dataSource.apply(next) { finished = true }
        cv.advance(to: Timestamp(seconds: 0))
        #expect(cv.isTransitioning)
        cv.advance(to: Timestamp(seconds: 1))
        #expect(finished)
        #expect(dataSource.indexPath(for: photos[3]) == IndexPath(item: 0, section: 0))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == photos[2])
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.title == "photo-0")
    }
}
