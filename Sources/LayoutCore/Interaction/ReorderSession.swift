/// The state of one drag-to-reorder (UIKit's interactive movement): which item moves, where it is heading, where it
/// is drawn
/// and, for the pointer gesture, the grab offset and the auto-scroll holds. Shared by reference with the layouts
/// and geometries that show the drag, so the lifted cell follows the pointer without re-preparing anything.
final class ReorderSession {
    /// The lifted cell is drawn this much larger than its slot.
    static let liftScale = 1.08
    /// The lifted cell's zIndex: above everything a layout hands out (pinned headers use 1024).
    static let liftedZIndex = 10_000
    /// Length of the lift animation and of each "make room" animation when the target changes.
    static let liftDuration = 0.15
    static let previewDuration = 0.2
    /// Length of a multi-item lift: the companions fly to the dragged cell.
    static let gatherDuration = 0.3
    /// Cells nearest the pointer whose slots are offered as candidate targets.
    static let nearestCandidates = 4
    /// Preview geometries kept; beyond this the cache keeps only the current target's.
    static let previewCacheLimit = 24

    /// Where the item was when the drag began (the one under the pointer).
    let source: IndexPath
    /// Every item the drag moves, `source` included, in index path order (a multi-item drag: the selection
    /// joins the dragged item; just `[source]` otherwise). They land together, in this order, from `target` on.
    let sources: [IndexPath]
    /// The moved items other than `source`, drawn stacked behind it (empty for a one-item drag).
    var companions: [IndexPath] { sources.filter { $0 != source } }
    /// Items per section when the drag began; the session is void once they change.
    let counts: [Int]
    /// The layout the drag is shown in, and that is restored after it.
    let base: any CollectionLayout
    /// Where the item goes if dropped now (an index path after the move); with companions, where the first of
    /// the moved items goes (the others follow it).
    var target: IndexPath
    /// The dragged item's centre in content coordinates.
    var position: Point
    /// False once dropped or cancelled: the last state stays for the drop animation's snapshot.
    var isActive = true
    /// The hysteresis rule for the target.
    let rule: ReorderTargetRule
    /// The only targets allowed, when the layout restricts them (its
    /// `allowedTargetIndexPathsForInteractivelyMovingItem(at:in:)`); nil means any.
    let allowedTargets: Set<IndexPath>?

    /// A swapping drag (seed 003's long press then pan): the item swaps places with each item the pointer enters,
    /// through a batch update, instead of the others making room for a drop.
    var swapsOnEnter = false

    /// Pointer gesture: the pointer in window coordinates (nil for the UIKit-style API alone).
    var pointer: Point?
    /// Cell centre − pointer, content coordinates, fixed at the grab.
    var grabOffset = Point.zero
    /// Time auto-scroll last integrated up to.
    var lastTick: Timestamp?
    /// Since when the pointer has been held in an edge zone, per axis, and towards which edge (−1 or +1).
    var holds: [Axis: (sign: Double, since: Timestamp)] = [:]
    var autoScroll = AutoScroll()

    /// The column of each item when the drag began, when the layout places items in columns of its choosing
    /// (`LayoutGeometry.itemColumns(forItemCounts:)`); empty otherwise.
    var baseColumns: [IndexPath: Int] = [:]

    private var previews: [IndexPath: any LayoutGeometry] = [:]
    private var previewBounds: Rect?

    init(source: IndexPath, companions: [IndexPath] = [], counts: [Int], base: any CollectionLayout, position: Point,
         rule: ReorderTargetRule, allowedTargets: Set<IndexPath>?) {
        let sources = Array(Set(companions + [source])).sorted()
        self.source = source; self.sources = sources; self.counts = counts; self.base = base
        target = source
        if sources.count > 1 {
            // Dropped at once, the moved items gather where the dragged one is (the others close up behind them).
            let staying = sources.filter { $0.section == source.section && $0.item < source.item }.count
            target = IndexPath(item: source.item - staying, section: source.section)
        }
        self.position = position; self.rule = rule; self.allowedTargets = allowedTargets
    }

    /// The move this drag makes when dropped at `target`.
    func move(to target: IndexPath) -> ReorderItemsMove { ReorderItemsMove(sources: sources, target: target) }

    /// The base layout prepared for the order with the item moved to `target` (preview index paths), with the
    /// collection view's delegate and the move's index path mapping (`LayoutContext.delegateIndexPaths`), so the
    /// layout asks its own delegate protocol about the item that will be at each place and every size follows
    /// its item. Cached per target.
    func preview(for target: IndexPath, in context: LayoutContext) -> any LayoutGeometry {
        if let old = previewBounds, old != context.bounds,
           old.size != context.bounds.size || base.shouldInvalidateLayout(forBoundsChange: old, newBounds: context.bounds) {
            previews = [:]
        }
        previewBounds = context.bounds
        if let cached = previews[target] { return cached }
        if previews.count >= Self.previewCacheLimit { previews = previews.filter { $0.key == self.target } }
        let move = move(to: target)
        let counts = move.counts(after: self.counts)
        var previewContext = LayoutContext(bounds: context.bounds, itemCounts: counts, delegate: context.delegate,
                                           contentInset: context.contentInset)
        previewContext.delegateIndexPaths = DelegateIndexPathMapping(move: move, itemCountsBeforeMove: self.counts)
        previewContext.preferredColumns = preferredColumns(for: target)
        let geometry = base.prepare(in: previewContext)
        previews[target] = geometry
        return geometry
    }

    /// The columns items keep with the item at `target` (index paths after the move): each place in the fill order
    /// keeps the column it had, so the items between the old and the new place shift one place along the fill
    /// order and the rest stay in their columns; a place that did not exist (the end of the section the item
    /// joins) is the layout's choice. Empty when the layout has no columns.
    func preferredColumns(for target: IndexPath) -> [IndexPath: Int] {
        guard !baseColumns.isEmpty else { return [:] }
        var columns: [IndexPath: Int] = [:]
        let after = move(to: target).counts(after: counts)
        for (s, n) in after.enumerated() {
            for i in 0..<n {
                let ip = IndexPath(item: i, section: s)
                if let c = baseColumns[ip] { columns[ip] = c }
            }
        }
        return columns
    }

    /// The column of every item of `geometry` when it places items in columns (its `itemColumns(forItemCounts:)`);
    /// empty otherwise.
    static func columns(of geometry: (any LayoutGeometry)?, counts: [Int]) -> [IndexPath: Int] {
        geometry?.itemColumns(forItemCounts: counts) ?? [:]
    }

    /// The dragged item's slot in the layout previewed with `target` (with companions, its own place in the run,
    /// so the pointer chooses where the item it holds lands, as in a one-item drag).
    func slot(for target: IndexPath, in context: LayoutContext) -> Rect? {
        preview(for: target, in: context).layoutAttributesForItem(at: landing(for: target))?.frame
    }

    /// Where the dragged item lands when the run begins at `target`.
    func landing(for target: IndexPath) -> IndexPath {
        sources.count == 1 ? target : move(to: target).indexPathAfterMove(source)
    }

    /// True when `p` is inside one of the slots the moved items are previewed at for `target` (the gap they
    /// open): the target stays while the pointer is over the gap.
    func gapContains(_ p: Point, target: IndexPath, in context: LayoutContext) -> Bool {
        let preview = preview(for: target, in: context)
        for k in 0..<sources.count {
            if preview.layoutAttributesForItem(at: IndexPath(item: target.item + k, section: target.section))?.frame.contains(p) == true {
                return true
            }
        }
        return false
    }

    /// The target rule's cost of `target` for the item centred at `p`: the distance to the item's slot centre in
    /// the layout previewed with that target, or to its section's area when the item would be alone there.
    func cost(of target: IndexPath, at p: Point, in context: LayoutContext) -> Double? {
        let geometry = preview(for: target, in: context)
        guard let slot = geometry.layoutAttributesForItem(at: landing(for: target))?.frame else { return nil }
        var cost = p.distance(to: slot.center)
        let alone = move(to: target).counts(after: counts)[target.section] == sources.count
        if alone, let frame = (geometry as? SectionFrameProviding)?.frameForSection(target.section) {
            cost = min(cost, Self.distance(from: p, to: frame))
        }
        return cost
    }

    /// True when `target` is a place this drag may drop at.
    func allows(_ target: IndexPath) -> Bool {
        let valid = sources.count == 1 ? ReorderMove.isValid(source: source, target: target, counts: counts)
            : ReorderItemsMove.isValid(sources: sources, target: target, counts: counts)
        return valid && (allowedTargets?.contains(target) ?? true)
    }

    /// Candidate targets near `p`: for the cells under p in the layout shown now (or, over a gap, the cells
    /// nearest to it), "take its place" and "go just after it"; an empty section whose area is near p; the end
    /// of a section whose area holds p. Each proposal passes through `adjust` (the delegate's
    /// targetIndexPathForMoveFromItemAt), then must be valid and allowed.
    func candidates(near p: Point, in context: LayoutContext, adjust: (IndexPath) -> IndexPath) -> [IndexPath] {
        let shown = preview(for: target, in: context)
        let size = shown.layoutAttributesForItem(at: target)?.size ?? Size(width: 50, height: 50)
        let reach = max(60, size.width, size.height)
        let gap = move(to: target)
        let area = Rect(x: p.x - reach, y: p.y - reach, width: 2 * reach, height: 2 * reach)
        var near: [(distance: Double, indexPath: IndexPath)] = []
        for a in shown.layoutAttributesForElements(in: area)
        where a.category == .cell && !gap.isLandingPlace(a.indexPath) && a.indexPath.isItemPath && !a.isHidden {
            near.append((Self.distance(from: p, to: a.frame), a.indexPath))
        }
        near.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.indexPath < $1.indexPath }
        // Only the cell under the pointer when there is one: a farther cell's slot could be nearer after its
        // reflow, but jumping there while pointing at another cell would surprise.
        let under = near.prefix { $0.distance == 0 }
        var proposals: [IndexPath] = []
        for n in under.isEmpty ? near.prefix(Self.nearestCandidates) : under {
            proposals.append(n.indexPath)
            proposals.append(IndexPath(item: n.indexPath.item + 1, section: n.indexPath.section))
            guard sources.count > 1 else { continue }
            // Several items: the run begins `r` places before the dragged item (its rank among them), and a cell
            // past the gap is that many places further on than among the items that stay. Offered: the runs that
            // put the dragged item in this cell's place or just after it, and those that begin there.
            let r = gap.rank(of: source) ?? 0, p = n.indexPath
            var place = p
            if place.section == target.section, place.item >= target.item + sources.count { place.item -= sources.count }
            for item in [p.item - r, p.item - r + 1, place.item - r, place.item - r + 1, place.item] where item >= 0 {
                proposals.append(IndexPath(item: item, section: p.section))
            }
        }
        let frames = shown as? SectionFrameProviding
        for s in counts.indices {
            let others = gap.staying(inSection: s, counts: counts)
            if let frame = frames?.frameForSection(s) {
                if others == 0 && frame.intersects(area) { proposals.append(IndexPath(item: 0, section: s)) }
                if others > 0 && frame.contains(p) { proposals.append(IndexPath(item: others, section: s)) }
            } else if others == 0 && counts.count <= 16 {
                // No section areas to go by: a few empty sections are always offered; the cost decides.
                proposals.append(IndexPath(item: 0, section: s))
            }
        }
        var seen: Set<IndexPath> = [target]
        var result: [IndexPath] = []
        for proposal in proposals {
            let c = adjust(proposal)
            guard allows(c), seen.insert(c).inserted else { continue }
            result.append(c)
        }
        return result
    }

    /// Distance from a point to a rectangle (0 inside).
    static func distance(from p: Point, to r: Rect) -> Double {
        let dx = max(r.minX - p.x, 0, p.x - r.maxX), dy = max(r.minY - p.y, 0, p.y - r.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// How the companions of a multi-item drag sit behind the dragged cell, nearest first: an offset from its
    /// centre (points) and a turn (degrees), as iOS fans a drag's stacked previews out a little. Companions past
    /// the last fly to the stack and are hidden behind it.
    static let stackOffsets: [(offset: Point, degrees: Double)] = [
        (Point(x: 14, y: -10), 6), (Point(x: -12, y: -14), -5), (Point(x: 6, y: -20), 3),
    ]

    /// A companion of a multi-item drag, `depth` behind the dragged cell (1 nearest): its own slot's size, lifted,
    /// centred near `position` with a small offset and turn, below the dragged cell, shadowed.
    func stackedAttributes(slot: LayoutAttributes, key: IndexPath, depth: Int) -> LayoutAttributes {
        let fan = Self.stackOffsets[min(depth, Self.stackOffsets.count) - 1]
        var a = slot
        a.key = .cell(key)
        a.size = Size(width: slot.size.width * Self.liftScale, height: slot.size.height * Self.liftScale)
        a.center = position + fan.offset
        a.transform3D = .rotation(angle: fan.degrees * Math.pi / 180, x: 0, y: 0, z: 1)
        a.zIndex = Self.liftedZIndex - min(depth, Self.stackOffsets.count + 1)
        a.isHidden = depth > Self.stackOffsets.count
        a[custom: CollectionViewCell.liftedAttributeKey] = .flag(true)
        a[custom: CollectionViewCell.liftAmountAttributeKey] = .number(1)
        return a
    }

    /// The lifted cell: the slot's attributes (keyed by the source) centred at `position`, enlarged about its
    /// centre (a bigger frame rather than a transform, so the renderer keeps its crisp axis-aligned path),
    /// on top of everything, flagged (and fully lifted) so the cell shows its shadow.
    func liftedAttributes(slot: LayoutAttributes) -> LayoutAttributes {
        var a = slot
        a.key = .cell(source)
        a.size = Size(width: slot.size.width * Self.liftScale, height: slot.size.height * Self.liftScale)
        a.center = position
        a.zIndex = Self.liftedZIndex
        a.isHidden = false
        a[custom: CollectionViewCell.liftedAttributeKey] = .flag(true)
        a[custom: CollectionViewCell.liftAmountAttributeKey] = .number(1)
        if sources.count > 1 { a[custom: CollectionViewCell.dragCountAttributeKey] = .number(Double(sources.count)) }
        return a
    }
}
