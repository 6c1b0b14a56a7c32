/// The shown layout's prepared geometry and the figures an inspector reads about preparing and querying it.
struct PreparedLayout {
    /// The prepared geometry of what is shown (nil until the first update cycle), complete: reading it lays out
    /// what a partial prepare left first, so every query through it is exactly a full prepare's.
    var geometry: (any LayoutGeometry)? {
        mutating get { completePartial(); return laidOut }
        set { laidOut = newValue; partial = nil }
    }
    /// The geometry as far as it is laid out: after a partial prepare (`PartialPreparing`), only queries within
    /// what `geometry(through:)` covered are exact.
    private var laidOut: (any LayoutGeometry)?
    /// The layout and context of a partial prepare whose rest is not laid out yet.
    private var partial: (layout: any PartialPreparing, context: LayoutContext)?
    /// Whether there is a geometry, complete or not (checked without laying out the rest of a partial one).
    var hasGeometry: Bool { laidOut != nil }
    /// Whether a partial prepare left sections to lay out.
    var isPartial: Bool { partial != nil }
    /// True when the shown layout must be prepared again at the next update cycle.
    var needsPrepare = true
    /// How many times a layout was prepared; invalidations between two update cycles count once.
    var prepareCount = 0
    /// How many times the layout was invalidated (`invalidateLayout()`, contexts, bounds changes), not counting a
    /// transition's progress moving: what a layout switch keeps of its first frame is worked out again after one.
    var invalidationCount = 0
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

    /// Prepares `layout` in `context`, timing it when a timer is set (only the layout's own work is timed). With
    /// a `target` short of `.all`, a `PartialPreparing` layout lays out only what the target needs; the rest
    /// follows through `geometry(through:)` or `geometry`.
    mutating func prepare(_ layout: any CollectionLayout, in context: LayoutContext, through target: PreparationTarget = .all) {
        needsPrepare = false
        partial = nil
        let start = timer?()
        if case .all = target {
            laidOut = layout.prepare(in: context)
        } else if let partly = layout as? any PartialPreparing {
            let (prepared, complete) = partly.prepare(in: context, through: target)
            laidOut = prepared
            if !complete { partial = (partly, context) }
        } else {
            laidOut = layout.prepare(in: context)
        }
        if let start, let timer { lastDuration = timer() - start }
        prepareCount += 1
    }

    /// The geometry laid out at least through `target`: exact for queries within it (the rest may be an estimate).
    mutating func geometry(through target: PreparationTarget) -> (any LayoutGeometry)? {
        if let (layout, context) = partial, var shown = laidOut {
            // Out of the property while it grows, so its sections are not copied.
            laidOut = nil
            if layout.continuePreparing(&shown, in: context, through: target) { partial = nil }
            laidOut = shown
        }
        return laidOut
    }

    /// Lays out whatever a partial prepare left.
    mutating func completePartial() {
        if partial != nil { _ = geometry(through: .all) }
    }

    /// Forgets the rest of a partial prepare without laying it out: the data changed, so the delegate's answers
    /// no longer describe the context it was begun in (a new prepare follows).
    mutating func abandonPartial() {
        partial = nil
    }
}
