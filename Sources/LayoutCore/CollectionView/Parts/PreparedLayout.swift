/// The shown layout's prepared geometry and the figures an inspector reads about preparing and querying it.
struct PreparedLayout {
    /// The prepared geometry of what is shown (nil until the first update cycle).
    var geometry: (any LayoutGeometry)?
    /// True when the shown layout must be prepared again at the next update cycle.
    var needsPrepare = true
    /// How many times a layout was prepared; invalidations between two update cycles count once.
    var prepareCount = 0
    /// A time source in seconds injected by the app; when set, prepares are timed.
    var timer: (() -> Double)?
    /// How long the last timed prepare took, in seconds.
    var lastDuration: Double?
    /// The rect last passed to the rect query, and how many attributes it returned.
    var lastQueryRect: Rect?
    var lastQueryResultCount = 0
    /// The columns a drop left the items in (`LayoutContext.preferredColumns`), for as long as the data and the
    /// layout stay as the drop left them (its change generation); the next change lets the layout choose again.
    var droppedColumns: (columns: [IndexPath: Int], generation: Int)?

    /// Prepares `layout` in `context`, timing it when a timer is set (only the layout's own work is timed).
    mutating func prepare(_ layout: any CollectionLayout, in context: LayoutContext) {
        needsPrepare = false
        if let timer {
            let start = timer()
            geometry = layout.prepare(in: context)
            lastDuration = timer() - start
        } else {
            geometry = layout.prepare(in: context)
        }
        prepareCount += 1
    }
}
