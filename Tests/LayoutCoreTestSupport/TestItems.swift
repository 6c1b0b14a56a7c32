public import LayoutCore

/// The one data source and delegate the tests share: items with unique ids per section, so identity can be
/// followed through updates and moves. Everything a test may vary is a plain property with the default a
/// client gets from the protocols (no moves, no menu, layout-chosen sizes, no tree children), so each test
/// sets only what it is about. Answers for flow, waterfall and tree layouts are per id and follow their items;
/// `+Editing` holds the batch updates, `+Delegates` the layout and menu answers.
public final class TestItems: CollectionViewDataSource, FlowLayoutDelegate, WaterfallLayoutDelegate, TreeLayoutDelegate {
    /// What a cell's title shows.
    public enum Titles: Sendable { case ids, positions, none }

    /// Which items a tree layout sees as children.
    public enum Tree: Sendable {
        /// No children (the protocol's default).
        case none
        /// Item i of a section parents items 2i and 2i + 1 of the next: a binary tree by position.
        case binary
        /// Every item of a section parents `n` consecutive items of the next one.
        case fanOut(Int)
        /// Children by id: `parents[child] == parent`, both ids, children in the next section.
        case parents([Int: Int])
    }

    // MARK: Data

    /// Item ids, per section.
    public var sections: [[Int]]
    /// Answers numberOfItemsInSection from here instead of `sections` when set (a data source lying about counts).
    public var countOverride: [Int: Int] = [:]
    /// The next id `insert(at:in:)` and a paste hand out.
    public var nextID = 10_000
    /// The ids the data should hold after the edits made through `+Editing` (each exactly once).
    public var expected: Set<Int>
    /// Batch updates the collection view refused during a menu action, as text (empty when none was).
    public internal(set) var refusals: [String] = []

    // MARK: Views

    public var titles = Titles.ids
    public var cellIdentifier = "Cell"
    /// When false the data source has no supplementary views (returns nil for every kind).
    public var provideHeaders = true
    /// Styles a cell after it is dequeued and titled.
    public var configureCell: ((CollectionViewCell, IndexPath) -> Void)?
    /// Styles a supplementary view after it is dequeued: (view, kind, index path).
    public var configureSupplementaryView: ((ReusableView, String, IndexPath) -> Void)?
    /// How many times each cell object was dequeued after its first use (that is, reused).
    public private(set) var reuses: [ObjectIdentifier: Int] = [:]
    /// Every cell object handed out.
    public private(set) var cells: [ObjectIdentifier: CollectionViewCell] = [:]
    /// Dequeue errors, in order.
    public private(set) var errors: [CollectionViewError] = []
    private var seen: Set<ObjectIdentifier> = []

    // MARK: Layout answers (per id)

    /// Flow sizes by id; then `sizeRule`, then `itemSize`; nil leaves the layout's own size.
    public var sizes: [Int: Size] = [:]
    public var sizeRule: ((Int) -> Size?)?
    public var itemSize: Size?
    /// Waterfall heights by id; then `heightRule`, then the height in `sizes`.
    public var heights: [Int: Double] = [:]
    public var heightRule: ((Int) -> Double?)?
    public var tree = Tree.none
    /// Children added to what `tree` gives (bad answers included).
    public var extraChildren: [IndexPath: [IndexPath]] = [:]
    /// Answers to numberOfRowsForItemAndChildrenAt (bad answers included); nil lets the layout count.
    public var rowAnswers: [IndexPath: Int] = [:]

    // MARK: Moves and the menu

    /// Which items may be moved (none, as by default).
    public var movable: (IndexPath) -> Bool = { _ in false }
    /// The delegate's retargeting of a proposed move: (original, proposed) → target.
    public var restrictTarget: ((IndexPath, IndexPath) -> IndexPath)?
    /// Moves the data source was told about, in order.
    public internal(set) var moves: [(from: IndexPath, to: IndexPath)] = []
    /// The edit menu's actions (none: no menu). Paste is offered only with something on the clipboard.
    public var editActions: Set<EditAction> = []
    /// The id last copied or cut.
    public var clipboard: Int?

    /// Sections of the given ids.
    public init(_ sections: [[Int]]) {
        self.sections = sections
        expected = Set(sections.flatMap { $0 })
    }

    /// `counts.count` sections numbered from id 0 on; a negative count is reported as given (bad input) with
    /// no ids behind it.
    public convenience init(counts: [Int]) {
        self.init([])
        self.counts = counts
    }

    /// Item counts per section as reported; setting them renumbers every id from 0.
    public var counts: [Int] {
        get { sections.indices.map { countOverride[$0] ?? sections[$0].count } }
        set {
            var next = 0
            sections = newValue.map { n in defer { next += max(n, 0) }; return Array(next..<(next + max(n, 0))) }
            countOverride = [:]
            for (s, n) in newValue.enumerated() where n < 0 { countOverride[s] = n }
            expected = Set(sections.flatMap { $0 })
        }
    }

    public var allIDs: [Int] { sections.flatMap { $0 } }
    public func id(at ip: IndexPath) -> Int { sections[ip.section][ip.item] }

    // MARK: CollectionViewDataSource

    public func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        countOverride[section] ?? sections[section].count
    }
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        do {
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)
            let object = ObjectIdentifier(cell)
            if !seen.insert(object).inserted { reuses[object, default: 0] += 1 }
            cells[object] = cell
            switch titles {
            case .ids: cell.title = "\(id(at: indexPath))"
            case .positions: cell.title = "\(indexPath.section)-\(indexPath.item)"
            case .none: cell.title = nil
            }
            configureCell?(cell, indexPath)
            return cell
        } catch {
            errors.append(error)
            throw error
        }
    }
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) throws -> ReusableView? {
        guard provideHeaders else { return nil }
        let view = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        configureSupplementaryView?(view, kind, indexPath)
        return view
    }
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable(indexPath) }
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let moved = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(moved, at: destinationIndexPath.item)
    }

    // MARK: A collection view to test

    /// A collection view showing these items: "Cell" registered for cells and "Header" for headers, footers and
    /// tree connectors; this object is its data source and delegate. `settled` advances it to time zero (its
    /// first layout), as the app's first frame does.
    public func makeCollectionView(_ layout: any CollectionLayout = FlowLayout(), width: Double = 320, height: Double = 480,
                                   settled: Bool = true) -> CollectionView {
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        register(in: cv)
        cv.dataSource = self
        cv.delegate = self
        if settled { cv.advance(to: .zero) }
        return cv
    }

    /// Registers the reuse identifiers this data source dequeues.
    public func register(in cv: CollectionView) {
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.register(HeaderFooterView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader, withReuseIdentifier: "Header")
        cv.register(HeaderFooterView.self, forSupplementaryViewOfKind: ElementKind.sectionFooter, withReuseIdentifier: "Header")
        cv.register(ConnectorView.self, forSupplementaryViewOfKind: TreeLayout.connectorKind, withReuseIdentifier: "Header")
    }

    /// Every visible cell shows the id the data has at its index path, and the counts agree.
    public func agrees(with cv: CollectionView) -> Bool {
        guard cv.itemCountsBySection == sections.map(\.count) else { return false }
        return cv.indexPathsForVisibleItems.allSatisfy { cv.cellForItem(at: $0)?.title == "\(id(at: $0))" }
    }
}
