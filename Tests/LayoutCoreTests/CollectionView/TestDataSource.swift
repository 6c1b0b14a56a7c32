import LayoutCore

/// A data source for tests: fixed item counts per section, a cell identifier (possibly unregistered), and a
/// log of which views were handed out so reuse can be audited.
final class TestDataSource: CollectionViewDataSource, FlowLayoutDelegate {
    var counts: [Int]
    var cellIdentifier = "Cell"
    /// How many times each cell object was dequeued after its first use (that is, reused).
    private(set) var reuses: [ObjectIdentifier: Int] = [:]
    private var seen: Set<ObjectIdentifier> = []
    private(set) var cells: [ObjectIdentifier: CollectionViewCell] = [:]
    private(set) var errors: [CollectionViewError] = []

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        do {
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)
            let id = ObjectIdentifier(cell)
            if !seen.insert(id).inserted { reuses[id, default: 0] += 1 }
            cells[id] = cell
            cell.title = "\(indexPath.section)-\(indexPath.item)"
            return cell
        } catch {
            errors.append(error)
            throw error
        }
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) throws -> ReusableView? {
        try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }

    /// A collection view showing this data source with a flow layout.
    func makeCollectionView(width: Double = 320, height: Double = 480, layout: FlowLayout = FlowLayout()) -> CollectionView {
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.register(HeaderFooterView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader, withReuseIdentifier: "Header")
        cv.dataSource = self
        cv.delegate = self
        return cv
    }
}
