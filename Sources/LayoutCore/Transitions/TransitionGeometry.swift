/// The geometry of a transition at one progress value: every element interpolated between where it is in
/// `from` and where it is in `to`. Elements only in `to` start at the new geometry's initial attributes
/// (default: fade in in place); elements only in `from` end at the old geometry's final attributes (default:
/// fade out in place). Content offsets interpolate too, so on-screen positions move in straight lines.
public struct TransitionGeometry: LayoutGeometry {
    /// Where elements come from (old index paths when `mapping` is set).
    public let from: any LayoutGeometry
    /// Where elements go.
    public let to: any LayoutGeometry
    /// 0 = `from`, 1 = `to`; values outside 0…1 extrapolate (spring overshoot).
    public let progress: Double
    /// The content offsets the two sides are seen at.
    public let fromContentOffset: Point
    /// The content offset the `to` side is seen at; with `fromContentOffset` it interpolates like the elements.
    public let toContentOffset: Point
    let mapping: ElementKeyMapping?
    let adjustment: ((LayoutAttributes) -> LayoutAttributes)?
    /// When the two sides' rect queries find more elements than this together (a switch into a circle of
    /// 100,000 cells), elements seen on only one side cross-fade in place instead of flying in from (or out to)
    /// their place off screen, and at most this many seen on both sides move; the rest cross-fade too. Bounds
    /// a frame's cost: no lookups beyond the two queries (and a collection view runs those once per switch,
    /// drawing the fading cells as two precomputed images; see `CollectionView.maximumLiveViewCount`). Nil (the
    /// default) animates every element. Only for layout switches (no `mapping`).
    public let maximumAnimatedElementCount: Int?

    /// The transition from `from` to `to` at `progress` (0…1, beyond for overshoot), seen at the two content offsets.
    /// `mapping` relates old and new keys across a batch update (nil for a layout switch: same keys); `adjustment`
    /// changes each interpolated element last; `maximumAnimatedElementCount` caps the elements that fly (nil: no cap).
    public init(from: any LayoutGeometry, to: any LayoutGeometry, progress: Double, fromContentOffset: Point = .zero,
                toContentOffset: Point = .zero, mapping: ElementKeyMapping? = nil,
                adjustment: ((LayoutAttributes) -> LayoutAttributes)? = nil, maximumAnimatedElementCount: Int? = nil) {
        self.from = from; self.to = to; self.progress = progress
        self.fromContentOffset = fromContentOffset; self.toContentOffset = toContentOffset
        self.mapping = mapping; self.adjustment = adjustment
        self.maximumAnimatedElementCount = maximumAnimatedElementCount
    }

    public var collectionViewContentSize: Size {
        from.collectionViewContentSize.interpolated(to: to.collectionViewContentSize, progress: progress)
    }

    /// The content offset at this progress.
    public var contentOffset: Point { fromContentOffset.interpolated(to: toContentOffset, progress: progress) }

    /// The old key of an element now known by `key`; nil when it is new.
    private func oldKey(for key: ElementKey) -> ElementKey? {
        if key.isGhost { return nil }
        guard let mapping else { return key }
        return mapping.oldKey(key)
    }

    /// The key an old element is known by during the transition: its new key, or its ghost when deleted.
    private func transitionKey(forOld key: ElementKey) -> ElementKey {
        guard let mapping else { return key }
        return mapping.newKey(key) ?? key.ghost
    }

    private func rekeyed(_ a: LayoutAttributes, _ key: ElementKey) -> LayoutAttributes {
        var r = a
        r.key = key
        return r
    }

    private func faded(_ a: LayoutAttributes) -> LayoutAttributes {
        var r = a
        r.alpha = 0
        return r
    }

    /// Which of the two layouts an element is in.
    enum Sides { case both, fromOnly, toOnly }

    /// Start and end attributes of an element, given what is already known of either side, and which sides
    /// it is in.
    func endpoints(_ key: ElementKey, from knownFrom: LayoutAttributes?, to knownTo: LayoutAttributes?)
        -> (start: LayoutAttributes, end: LayoutAttributes, sides: Sides)? {
        if let origin = key.ghostOrigin {
            guard let a = knownFrom ?? from.layoutAttributes(for: origin) else { return nil }
            let end = from.finalLayoutAttributesForDisappearingElement(origin) ?? faded(a)
            return (rekeyed(a, key), rekeyed(end, key), .fromOnly)
        }
        let old = oldKey(for: key)
        let f = knownFrom ?? old.flatMap { from.layoutAttributes(for: $0) }
        let t = knownTo ?? to.layoutAttributes(for: key)
        switch (f, t) {
        case (nil, nil):
            return nil
        case (let f?, let t?):
            // A survivor: the new geometry is asked too (UIKit asks for every element shown after the change);
            // nil keeps where it was as the start.
            return (rekeyed(to.initialLayoutAttributesForAppearingElement(key) ?? f, key), t, .both)
        case (nil, let t?):
            return (rekeyed(to.initialLayoutAttributesForAppearingElement(key) ?? faded(t), key), t, .toOnly)
        case (let f?, nil):
            let end = old.flatMap { from.finalLayoutAttributesForDisappearingElement($0) } ?? faded(f)
            return (rekeyed(f, key), rekeyed(end, key), .fromOnly)
        }
    }

    private func interpolate(_ ends: (start: LayoutAttributes, end: LayoutAttributes, sides: Sides)) -> LayoutAttributes {
        var a = ends.start.interpolated(to: ends.end, progress: progress)
        a = adjustment?(a) ?? a
        // In a layout switch, what only one layout has is drawn behind what moves (LayoutAttributes.transitionLayer);
        // at either end the layout's own order holds. Batch updates keep the zIndex order alone.
        a.transitionLayer = mapping == nil && ends.sides != .both && progress > 0 && progress < 1 ? -1 : 0
        return a
    }

    /// An element drawn between items (a tree's connector), redrawn between where those items are shown at this
    /// progress (`LayoutGeometry.layoutAttributes(_:followingItems:)`): asked of the side that has it, of the new
    /// side when both have it (its items may have moved, or a parent gained or lost children, so interpolating
    /// its own two ends would not join them). `shownCell` answers cells already interpolated for this frame, by
    /// transition key; the rest are looked up.
    private func following(_ a: LayoutAttributes, sides: Sides, shownCell: (ElementKey) -> LayoutAttributes?) -> LayoutAttributes {
        guard a.category != .cell else { return a }
        let side = sides == .fromOnly ? from : to
        // The side's index paths name the cells: old ones on the old side, which are known by their new keys.
        let followed = side.layoutAttributes(a) { ip in
            let key = sides == .fromOnly ? transitionKey(forOld: .cell(ip)) : ElementKey.cell(ip)
            return (shownCell(key) ?? interpolatedCell(key))?.frame
        }
        return followed ?? a
    }

    /// A cell's attributes at this progress, without following (cells place themselves).
    private func interpolatedCell(_ key: ElementKey) -> LayoutAttributes? {
        endpoints(key, from: nil, to: nil).map(interpolate)
    }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        elements(in: rect, visibleBounds: nil)
    }

    /// As `layoutAttributesForElements(in:)`, each side asked with its own visible bounds (the same screen area
    /// at its offset), so headers pinned in either layout move from or to their pinned place.
    public func layoutAttributesForElements(in rect: Rect, visibleBounds: Rect) -> [LayoutAttributes] {
        elements(in: rect, visibleBounds: visibleBounds)
    }

    /// The two sides' answers for `rect` (interpolated content space): each side is asked for the same screen
    /// area at its own offset.
    private func sides(in rect: Rect, visibleBounds: Rect?) -> (from: [LayoutAttributes], to: [LayoutAttributes]) {
        let current = contentOffset
        func query(_ side: any LayoutGeometry, at offset: Point) -> [LayoutAttributes] {
            let r = rect.offsetBy(dx: offset.x - current.x, dy: offset.y - current.y)
            guard let visibleBounds else { return side.layoutAttributesForElements(in: r) }
            return side.layoutAttributesForElements(in: r, visibleBounds: visibleBounds.offsetBy(dx: offset.x - current.x, dy: offset.y - current.y))
        }
        return (query(from, at: fromContentOffset), query(to, at: toContentOffset))
    }

    private func elements(in rect: Rect, visibleBounds: Rect?) -> [LayoutAttributes] {
        let (fromList, toList) = sides(in: rect, visibleBounds: visibleBounds)
        if mapping == nil, let limit = maximumAnimatedElementCount, toList.count + fromList.count > limit {
            return crossFading(from: fromList, to: toList, in: rect, limit: limit)
        }
        return elements(of: moves(from: fromList, to: toList), in: rect)
    }

    /// Every element of the two sides' rect queries with its two ends, worked out once: the ends depend on
    /// the two sides' answers only, not on the progress, so a collection view keeps them for a whole layout
    /// switch (at one viewport size, each side asked for the same screen area) and each frame only
    /// interpolates (`elements(of:in:)`): hashing and looking up every element again was most of a frame of a
    /// switch of 500 cells.
    struct Moves {
        /// Cells, in key order.
        var cells: [CrossFade.Ends] = []
        /// Elements that are not cells (they may follow cells, see `following`), in no particular order.
        var others: [CrossFade.Ends] = []
    }

    /// The ends of every element in `rect` (see `Moves`); nil when the rect query is not the interpolation of
    /// every element: beyond `maximumAnimatedElementCount` in a layout switch (see `crossFade(in:visibleBounds:)`).
    func moves(in rect: Rect, visibleBounds: Rect?) -> Moves? {
        let (fromList, toList) = sides(in: rect, visibleBounds: visibleBounds)
        if mapping == nil, let limit = maximumAnimatedElementCount, toList.count + fromList.count > limit { return nil }
        return moves(from: fromList, to: toList)
    }

    private func moves(from fromList: [LayoutAttributes], to toList: [LayoutAttributes]) -> Moves {
        var fromFound: [ElementKey: LayoutAttributes] = [:]
        var toFound: [ElementKey: LayoutAttributes] = [:]
        for a in toList { toFound[a.key] = a }
        for a in fromList { fromFound[transitionKey(forOld: a.key)] = a }
        var keys = Array(toFound.keys)
        for k in fromFound.keys where toFound[k] == nil { keys.append(k) }
        // The keys sorted, not the ends: moving pairs of attributes about in a sort cost more than the rest.
        keys.sort()
        var moves = Moves()
        moves.cells.reserveCapacity(keys.count)
        for key in keys {
            guard let ends = endpoints(key, from: fromFound[key], to: toFound[key]) else { continue }
            if key.category == .cell { moves.cells.append(ends) } else { moves.others.append(ends) }
        }
        return moves
    }

    /// The elements of `moves` at this progress that intersect `rect`, in key order: what the rect query answers.
    func elements(of moves: Moves, in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(moves.cells.count + moves.others.count)
        // Cells first, so elements that follow them (connectors) find them interpolated; indexed by key only when
        // something follows (most switches have nothing that does, and a frame should not hash every cell twice).
        for ends in moves.cells {
            let a = interpolate(ends)
            if a.frame.intersects(rect) { result.append(a) }
        }
        // A custom adjustment may change keys: then the order is sorted out again.
        guard !moves.others.isEmpty || adjustment != nil else { return result }
        var cellsByKey: [ElementKey: LayoutAttributes]?
        func shownCell(_ key: ElementKey) -> LayoutAttributes? {
            if cellsByKey == nil {
                cellsByKey = Dictionary(moves.cells.map { ends in let a = interpolate(ends); return (a.key, a) }, uniquingKeysWith: { a, _ in a })
            }
            return cellsByKey?[key]
        }
        for ends in moves.others {
            let a = following(interpolate(ends), sides: ends.sides, shownCell: shownCell)
            if a.frame.intersects(rect) { result.append(a) }
        }
        result.sort { $0.key < $1.key }
        return result
    }

    /// A layout switch beyond `maximumAnimatedElementCount`, its elements split once: those interpolated at every
    /// progress, and the cells that only fade where they are (in or out), which a collection view can draw
    /// as two fixed images at alpha `progress` and `1 - progress` instead of interpolating each. The split
    /// depends on the two sides' answers only, not on the progress, so it holds for the whole switch (at one
    /// viewport size, the sides being asked for the same screen area whatever the progress).
    struct CrossFade {
        typealias Ends = (start: LayoutAttributes, end: LayoutAttributes, sides: Sides)
        /// Interpolated at every progress, in key order: the first `limit` elements on both sides, elements
        /// that are not cells, and those their layout moves in or out (initial or final attributes).
        var animated: [Ends] = []
        /// Old-side cells that fade out in place (content coordinates of the old side), in key order, keyed as
        /// shown (a cell beyond the limit on both sides fades out as its ghost while it fades in at its new place).
        var fadingOut: [LayoutAttributes] = []
        /// New-side cells that fade in where they land (content coordinates of the new side), in key order.
        var fadingIn: [LayoutAttributes] = []
    }

    /// The split of this switch for `rect` (see `CrossFade`); nil when elements are not capped here: fewer than
    /// the limit, a batch update (`mapping`), or a custom transition changing each element (`adjustment`).
    /// Costs the two sides' rect queries: meant once per switch, not per frame.
    func crossFade(in rect: Rect, visibleBounds: Rect?) -> CrossFade? {
        guard mapping == nil, adjustment == nil, let limit = maximumAnimatedElementCount else { return nil }
        let (fromList, toList) = sides(in: rect, visibleBounds: visibleBounds)
        guard toList.count + fromList.count > limit else { return nil }
        return crossFade(from: fromList, to: toList, limit: limit)
    }

    /// Beyond this many cells on the new side, a capped switch into a `SlicedCellGeometry` reads that side
    /// a slice per frame (`SlicedFadeIn`) instead of in one rect query.
    static let slicedCellThreshold = 20_000

    /// The split of a switch into a sliced geometry of more than `slicedCellThreshold` cells, asking only the
    /// old side's rect query: its cells the new side has move (up to the limit, looked up one by one), the
    /// others fade out; every cell of the new side fades in, read later in slices (the moving ones too: their
    /// quads lie where they land, under the cells stacked there). `fadingIn` stays empty. Nil when the switch
    /// is not one (see `crossFade(in:visibleBounds:)`).
    func slicedCrossFade(in rect: Rect, visibleBounds: Rect?) -> (fade: CrossFade, cells: any SlicedCellGeometry, count: Int)? {
        guard mapping == nil, adjustment == nil, let limit = maximumAnimatedElementCount,
              let cells = to as? any SlicedCellGeometry, let count = cells.slicedCellCount,
              count > Self.slicedCellThreshold, count > limit else { return nil }
        let current = contentOffset
        let r = rect.offsetBy(dx: fromContentOffset.x - current.x, dy: fromContentOffset.y - current.y)
        let fromList = visibleBounds.map { from.layoutAttributesForElements(in: r, visibleBounds: $0.offsetBy(dx: fromContentOffset.x - current.x, dy: fromContentOffset.y - current.y)) }
            ?? from.layoutAttributesForElements(in: r)
        var fade = CrossFade()
        var moved = 0
        for f in fromList.sorted(by: { $0.key < $1.key }) {
            let inTo = f.category == .cell && !f.key.isGhost && cells.slicedIndex(of: f.indexPath) != nil
            if inTo, moved < limit, let ends = endpoints(f.key, from: f, to: nil) {
                moved += 1
                fade.animated.append(ends)
                continue
            }
            let key = inTo ? f.key.ghost : f.key
            if let end = from.finalLayoutAttributesForDisappearingElement(f.key) {
                fade.animated.append((rekeyed(f, key), rekeyed(end, key), .fromOnly))
            } else if f.category == .cell {
                fade.fadingOut.append(rekeyed(f, key))
            } else {
                fade.animated.append((rekeyed(f, key), rekeyed(faded(f), key), .fromOnly))
            }
        }
        if !fade.fadingOut.withUnsafeBufferPointer({ b in b.indices.dropFirst().allSatisfy { b[$0 - 1].key < b[$0].key } }) {
            fade.fadingOut.sort { $0.key < $1.key }
        }
        return (fade, cells, count)
    }

    /// The animated elements of `fade` at this progress that intersect `rect`, in key order: what the rect
    /// query answers less the cells that only fade.
    func animatedElements(of fade: CrossFade, in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(fade.animated.count)
        for ends in fade.animated {
            let a = interpolate(ends)
            if a.frame.intersects(rect) { result.append(a) }
        }
        return result
    }

    /// The bounded form of the rect query (see `maximumAnimatedElementCount`): every element of the split, the
    /// fading cells at this progress too, in key order.
    private func crossFading(from fromList: [LayoutAttributes], to toList: [LayoutAttributes], in rect: Rect,
                             limit: Int) -> [LayoutAttributes] {
        let fade = crossFade(from: fromList, to: toList, limit: limit)
        var result = animatedElements(of: fade, in: rect)
        result.reserveCapacity(result.count + fade.fadingOut.count + fade.fadingIn.count)
        func emit(_ a: LayoutAttributes) { if a.frame.intersects(rect) { result.append(a) } }
        for a in fade.fadingOut { emit(interpolate((a, faded(a), .fromOnly))) }
        for a in fade.fadingIn { emit(interpolate((faded(a), a, .toOnly))) }
        for i in result.indices.dropFirst() where !(result[i - 1].key < result[i].key) {
            result.sort { $0.key < $1.key }
            break
        }
        return result
    }

    /// The two sides' answers merged in key order, without hashing or looking anything up. Elements on both
    /// sides move (up to `limit`; the rest fade out as their ghost while fading in at their new place); the
    /// others fade in or out in place.
    private func crossFade(from fromList: [LayoutAttributes], to toList: [LayoutAttributes], limit: Int) -> CrossFade {
        // Both lists are read through buffer pointers: an array's subscript copies the whole attributes (the
        // key's index path is a resilient Foundation type, so each copy costs hundreds of instructions), and a
        // switch into a circle merges 100,000 of them.
        func byKey(_ list: [LayoutAttributes]) -> [LayoutAttributes] {
            let sorted = list.withUnsafeBufferPointer { b in b.indices.dropFirst().allSatisfy { b[$0 - 1].key < b[$0].key } }
            return sorted ? list : list.sorted { $0.key < $1.key }
        }
        let t = byKey(toList), f = byKey(fromList)
        var fade = CrossFade()
        fade.animated.reserveCapacity(min(min(t.count, f.count), limit))
        // At most every element fades: reserved at once rather than grown by doubling (each growth copies and
        // faults in again what may be tens of megabytes of attributes).
        fade.fadingIn.reserveCapacity(t.count)
        fade.fadingOut.reserveCapacity(f.count)
        func appearing(_ a: LayoutAttributes) {
            if let start = to.initialLayoutAttributesForAppearingElement(a.key) {
                fade.animated.append((start, a, .toOnly))
            } else if a.category == .cell {
                fade.fadingIn.append(a)
            } else {
                fade.animated.append((faded(a), a, .toOnly))
            }
        }
        func disappearing(_ a: LayoutAttributes, as key: ElementKey) {
            if let end = from.finalLayoutAttributesForDisappearingElement(a.key) {
                fade.animated.append((rekeyed(a, key), rekeyed(end, key), .fromOnly))
            } else if a.category == .cell {
                fade.fadingOut.append(rekeyed(a, key))
            } else {
                fade.animated.append((rekeyed(a, key), rekeyed(faded(a), key), .fromOnly))
            }
        }
        t.withUnsafeBufferPointer { t in
            f.withUnsafeBufferPointer { f in
                var i = 0, j = 0, moved = 0
                while i < t.count || j < f.count {
                    if j == f.count || (i < t.count && t[i].key < f[j].key) {
                        appearing(t[i]); i += 1
                    } else if i == t.count || f[j].key < t[i].key {
                        disappearing(f[j], as: f[j].key); j += 1
                    } else if moved < limit {
                        moved += 1
                        if let ends = endpoints(t[i].key, from: f[j], to: t[i]) { fade.animated.append(ends) }
                        i += 1; j += 1
                    } else {
                        disappearing(f[j], as: f[j].key.ghost)
                        appearing(t[i]); i += 1; j += 1
                    }
                }
            }
        }
        // Ghosts sort right after their live key: the fading-out list is in key order once sorted.
        if !fade.fadingOut.withUnsafeBufferPointer({ b in b.indices.dropFirst().allSatisfy { b[$0 - 1].key < b[$0].key } }) {
            fade.fadingOut.sort { $0.key < $1.key }
        }
        return fade
    }

    /// Attributes of any element (including ghosts of deleted ones) at this progress.
    public func interpolatedAttributes(for key: ElementKey) -> LayoutAttributes? {
        guard let ends = endpoints(key, from: nil, to: nil) else { return nil }
        return following(interpolate(ends), sides: ends.sides, shownCell: { _ in nil })
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { interpolatedAttributes(for: .cell(indexPath)) }
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        interpolatedAttributes(for: .supplementary(kind, indexPath))
    }
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        interpolatedAttributes(for: .decoration(kind, indexPath))
    }
}
