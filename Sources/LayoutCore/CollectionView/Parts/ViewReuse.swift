/// The collection view's views: the live ones showing elements, the reuse pools, and the bookkeeping the
/// invariant check reads. One job: which view shows which element, and where departed views wait.
struct ViewReuse {
    /// Registered classes and pooled views.
    var queue = ReuseQueue()
    /// The view showing each element of the last visible-views pass.
    var live: [ElementKey: ReusableView] = [:] {
        // The invariant check bounds the pools by this: a pool only ever receives views that were live.
        // Any change also outdates the drawing order kept for the display list.
        didSet {
            if live.count > peakLiveCount { peakLiveCount = live.count }
            liveGeneration &+= 1
        }
    }
    /// Changes of `live` so far: the display list's drawing order is kept while this stays the same.
    private(set) var liveGeneration = 0
    /// The live views in drawing order, kept between frames (see `CollectionView.displayList()`), and what it
    /// was sorted for: `live` at a generation, the item drawn in front. Entries hold their views unretained:
    /// they are read only while the generation still matches, when `live` holds every one of them.
    var drawOrder: [DrawnView] = []
    var drawOrderStamp: (liveGeneration: Int, inFront: ElementKey?)?
    /// Times the drawing order was sorted (the tests count them).
    var drawOrderSortCount = 0
    /// The most views ever live at once.
    private(set) var peakLiveCount = 0
    /// Elements of the last visible-views pass that got no view (no data source answer, a ghost without one),
    /// so the invariant check does not expect them.
    var unmade: Set<ElementKey> = []
    /// The most cells given views in one pass (nil: no cap). See `CollectionView.maximumLiveViewCount`.
    var maximumLiveCellCount: Int?
    /// Cells of the last pass beyond the live-view cap, drawn in their cheap form (window coordinates, back to
    /// front, culled: off screen, smaller than a pixel, or hidden under an identical opaque quad drawn later).
    var summaries: [DisplayQuad] = []
    /// Cells of the last pass beyond the live-view cap, before culling: they have no view.
    var summarizedCellCount = 0
    /// Item keys worked out by the last pass read by runs of a large circle (`CollectionView.boxRunCells`).
    var boxRunKeyCount = 0
    /// Visible-views passes run so far, and how long the last one took in seconds (when `timer` is set), so a
    /// frame's time can be split into layout and view updates.
    var timer: (() -> Double)?
    var passCount = 0
    var lastPassDuration: Double?
    /// A capped switch's sliced new side, handed to the first pass after it lands: its frontmost cells get
    /// views and its quads are the summaries, instead of a rect query of every cell.
    var landingFadeIn: SlicedFadeIn?
    /// The landed sliced side still being read: a slice per display list until every cell is read.
    var pendingFadeIn: SlicedFadeIn?
    /// True when the live views must be brought in line with the visible rect at the next update cycle.
    var needsUpdate = true
    /// The cell being reconfigured (`reconfigureItems(at:)`): the next dequeue for its index path and
    /// identifier returns it as it is, so the data source configures the cell on screen.
    var reconfiguring: (indexPath: IndexPath, cell: CollectionViewCell)?
    /// The item a drag just dropped, drawn in front of the cells with its zIndex until the data or the layout
    /// changes again (its change generation): where cells overlap (the circle) it stays visible where it
    /// landed, as it was while lifted, rather than slipping under the item after it.
    var dropped: (key: ElementKey, generation: Int)?
}
