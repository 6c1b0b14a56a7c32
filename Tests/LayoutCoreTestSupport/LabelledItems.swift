public import LayoutCore

/// The tests' one data source of labelled items: each cell shows its item's label, so a test follows items
/// (and self-sizing cells measure them) by what they say. Labels per section; moves move the labels, as a
/// client's data source does. `TestItems` is the richer fixture (ids, layout answers, menus); this one is for
/// tests about what cells show.
public final class LabelledItems: CollectionViewDataSource, CollectionViewDelegate {
    /// Labels, per section.
    public var sections: [[String]]
    /// Which items may be moved (none, as by default).
    public var movable: (IndexPath) -> Bool = { _ in false }
    /// Moves the data source was told about, in order.
    public private(set) var moves: [(from: IndexPath, to: IndexPath)] = []

    /// One section of `labels`.
    public convenience init(_ labels: [String]) { self.init(sections: [labels]) }

    /// Sections of labels.
    public init(sections: [[String]]) { self.sections = sections }

    /// The first section's labels (the only one, for most tests).
    public var labels: [String] {
        get { sections[0] }
        set { sections[0] = newValue }
    }

    /// The label of the item at `indexPath`.
    public func label(at indexPath: IndexPath) -> String { sections[indexPath.section][indexPath.item] }

    // MARK: CollectionViewDataSource

    public func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.title = label(at: indexPath)
        return cell
    }
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable(indexPath) }
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let moved = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(moved, at: destinationIndexPath.item)
    }

    // MARK: A collection view to test

    /// A collection view of `size` showing these items in `layout`: "Cell" registered, this object its data
    /// source and its delegate (unless `delegate` is given), cells measured by `measurer` when given (self-sizing
    /// tests use `MonospacedTextMeasurer`). `settled` advances it to time zero (its first layout), as the app's
    /// first frame does.
    public func makeCollectionView(_ layout: any CollectionLayout, size: Size = Size(width: 320, height: 480),
                                   delegate: (any CollectionViewDelegate)? = nil, measurer: (any TextMeasuring)? = nil,
                                   settled: Bool = false) -> CollectionView {
        let cv = CollectionView(frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        if let measurer { cv.textMeasurer = measurer }
        cv.dataSource = self
        cv.delegate = delegate ?? self
        if settled { cv.advance(to: .zero) }
        return cv
    }

    /// What each visible cell shows, by index path.
    public func shown(in cv: CollectionView) -> [IndexPath: String] {
        var r: [IndexPath: String] = [:]
        for ip in cv.indexPathsForVisibleItems { r[ip] = cv.cellForItem(at: ip)?.title }
        return r
    }

    /// Every visible cell shows the label the data has at its index path, and the counts agree.
    public func agrees(with cv: CollectionView) -> Bool {
        guard cv.itemCountsBySection == sections.map(\.count) else { return false }
        return shown(in: cv).allSatisfy { $0.value == label(at: $0.key) }
    }
}
