/// What a layout may know about its collection view while preparing (UICollectionViewLayout.collectionView):
/// the bounds, the item counts per section and the delegate that supplies per-item metrics.
public struct LayoutContext {
    /// The collection view's bounds: origin is the content offset, size the viewport.
    public var bounds: Rect
    /// Items per section, in section order.
    public var itemCounts: [Int]
    /// The collection view's content inset (UIScrollView.adjustedContentInset): room the content must stay
    /// clear of, e.g. under a bar; a flow layout fits its lines within the bounds less these insets.
    public var contentInset: EdgeInsets
    /// The collection view's delegate; layouts cast it to their own delegate protocol (once per prepare: the
    /// cast is slow) and ask it about `delegateIndexPaths.delegateIndexPath(for:)` of each item they place.
    public weak var delegate: (any CollectionViewDelegate)?
    /// How the index paths being laid out map to those the delegate knows: the same, except while a drag
    /// previews a new order (see `DelegateIndexPathMapping`). Default: the identity.
    public var delegateIndexPaths = DelegateIndexPathMapping.identity
    /// Where a layout reports a delegate answer it had to sanitize (one line naming the index path); the
    /// collection view reports each line once. Nil: nobody listens. Layouts call it on the bad path only.
    public var report: ((String) -> Void)?
    /// Sizes cells preferred so far (self-sizing), which a self-sizing layout uses instead of its estimates;
    /// the collection view forgets them when the data, the layout or the viewport changes.
    public var preferredItemSizes: [IndexPath: Size] = [:]
    /// Columns a layout with columns keeps items in, by index path, instead of choosing the shortest: the
    /// collection view passes them while a drag previews and after its drop (from the geometry's
    /// `itemColumns(forItemCounts:)` when the drag began), so a move shifts only the items after it in the fill
    /// order and the columns do not reshuffle. Empty: the layout chooses.
    public var preferredColumns: [IndexPath: Int] = [:]
    /// How far each section that scrolls on its own across the scroll axis is scrolled, by section (the collection
    /// view's `orthogonalScrollOffsets`): a layout with such sections lays them out scrolled by this much, so the
    /// offsets survive invalidation. Empty: every such section at the layout's own offset.
    public var orthogonalScrollOffsets: [Int: Point] = [:]

    /// A context for preparing a layout outside a collection view (in a test, say): the bounds and the items per section are all most layouts need.
    public init(bounds: Rect, itemCounts: [Int], delegate: (any CollectionViewDelegate)? = nil,
                report: ((String) -> Void)? = nil, contentInset: EdgeInsets = .zero) {
        self.bounds = bounds; self.itemCounts = itemCounts; self.delegate = delegate; self.report = report
        self.contentInset = contentInset
    }

    /// Number of sections.
    public var numberOfSections: Int { itemCounts.count }
    /// Number of items in a section.
    public func numberOfItems(inSection s: Int) -> Int { itemCounts[s] }
    /// Total items over all sections.
    public var totalItems: Int { itemCounts.reduce(0, +) }
}

/// A prepare's sanitized delegate answers: the first few are reported one line each, the rest as one count, so
/// a delegate that is wrong for a million items costs a million counts, not a million lines.
struct SanitizedAnswers {
    /// Lines reported per prepare before the rest are only counted.
    static let listedLimit = 10
    private let report: ((String) -> Void)?
    private(set) var count = 0

    init(_ context: LayoutContext) { report = context.report }

    /// Records one sanitized answer; the message is only built when it will be reported.
    mutating func add(_ message: @autoclosure () -> String) {
        guard let report else { return }
        count += 1
        if count <= Self.listedLimit { report(message()) }
    }

    /// Reports how many were not listed, naming the layout.
    func finish(layout name: String) {
        guard let report, count > Self.listedLimit else { return }
        report("the \(name) layout sanitized \(count - Self.listedLimit) more invalid delegate answers like these (not listed)")
    }

    /// The largest length (or spacing, or inset, either sign) a layout takes from a delegate. Finite answers past
    /// it are refused like infinite ones: a few of them add up to infinity (1.8e308 + 1 is), and far below that
    /// positions lose every fraction of a point. A million 4K screens is about 4e9 points; this is 1e12.
    static let maximumLength = 1e12

    /// True for a length a layout can use: not negative and at most `maximumLength` (false for NaN).
    static func isUsableLength(_ x: Double) -> Bool { x >= 0 && x <= maximumLength }

    /// True for a spacing or an inset a layout can use: within ±`maximumLength` (false for NaN).
    static func isUsableOffset(_ x: Double) -> Bool { Swift.abs(x) <= maximumLength }

    /// What is wrong with a number a layout cannot use: "NaN", "infinite", "larger than 1e+12", "smaller than
    /// -1e+12" or (a length) "negative".
    static func defect(_ x: Double) -> String {
        if x.isNaN { return "NaN" }
        if x.isInfinite { return "infinite" }
        if x > maximumLength { return "larger than \(maximumLength.compact)" }
        return x < -maximumLength ? "smaller than -\(maximumLength.compact)" : "negative"
    }

    /// What is wrong with a size: its first unusable dimension, e.g. "width is NaN".
    static func defect(_ size: Size) -> String {
        let widthOK = isUsableLength(size.width)
        return widthOK ? "height is \(defect(size.height))" : "width is \(defect(size.width))"
    }
}
