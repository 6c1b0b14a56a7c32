// LayoutCore alone, no Foundation import: IndexPath still reads unqualified, with UIKit's item and section.
import LayoutCore

/// A data source the way a UIKit developer writes one: an array of items, cells dequeued by identifier.
public final class Photos: CollectionViewDataSource {
    public var names: [String]

    public init(count: Int) { names = (0..<count).map { "photo-\($0)" } }

    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.title = names[indexPath.item]
        return cell
    }

    /// A collection view showing these photos in `layout`, laid out once.
    public func makeCollectionView(layout: any CollectionLayout) -> CollectionView {
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        cv.dataSource = self
        cv.layoutIfNeeded()
        return cv
    }

    /// Deletes items the UIKit way: update the model, then tell the collection view in a batch.
    public func delete(at indexPaths: [IndexPath], in collectionView: CollectionView) throws {
        try collectionView.performBatchUpdates {
            for indexPath in indexPaths.sorted(by: >) { names.remove(at: indexPath.item) }
            try collectionView.deleteItems(at: indexPaths)
        }
    }
}
