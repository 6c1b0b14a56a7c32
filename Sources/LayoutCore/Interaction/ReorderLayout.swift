/// The layout installed while an item is dragged: the base layout as if the item were already at `target`,
/// with the item's own slot left empty and the item drawn lifted at the drag position. Cell keys stay those
/// of the data source's current order, so every view keeps its item while the others make room.
struct ReorderLayout: CollectionLayout {
    let session: ReorderSession
    let target: IndexPath
    var decorationViews: DecorationRegistry

    init(session: ReorderSession, target: IndexPath) {
        self.session = session; self.target = target
        decorationViews = session.base.decorationViews
    }

    var name: String { session.base.name }
    var parameters: [String: Double] { session.base.parameters }

    func prepare(in context: LayoutContext) -> any LayoutGeometry {
        // A finished drag, or counts changed under it (a reload or an update): just the base layout.
        guard session.isActive, context.itemCounts == session.counts else { return session.base.prepare(in: context) }
        return ReorderGeometry(session: session, target: target, preview: session.preview(for: target, in: context))
    }

    func shouldInvalidateLayout(forBoundsChange oldBounds: Rect, newBounds: Rect) -> Bool {
        session.base.shouldInvalidateLayout(forBoundsChange: oldBounds, newBounds: newBounds)
    }

    func isEqual(to other: any CollectionLayout) -> Bool {
        guard let o = other as? ReorderLayout else { return false }
        return o.session === session && o.target == target
    }
}

/// A preview geometry (index paths after the move) seen with the index paths before it. The lifted cell's
/// position is read from the session at query time, so pointer moves need no new prepare.
struct ReorderGeometry: LayoutGeometry, SectionFrameProviding {
    let session: ReorderSession
    let move: ReorderItemsMove
    let preview: any LayoutGeometry
    /// The dragged item's slot in the preview.
    let slot: LayoutAttributes?
    /// Each companion's slot in the preview (a multi-item drag), with its index path before the move and its
    /// depth in the stack (1 nearest the dragged cell), by depth.
    let companionSlots: [(key: IndexPath, slot: LayoutAttributes, depth: Int)]
    /// Where each companion is in `companionSlots`.
    private let companionIndex: [IndexPath: Int]

    init(session: ReorderSession, target: IndexPath, preview: any LayoutGeometry) {
        self.session = session
        move = session.move(to: target)
        self.preview = preview
        slot = preview.layoutAttributesForItem(at: move.indexPathAfterMove(session.source))
        // Depth by distance in the selection's order from the dragged item, so its neighbours show first.
        let move = move, sourceRank = move.rank(of: session.source) ?? 0
        let companions = session.companions.sorted {
            let a = abs((move.rank(of: $0) ?? 0) - sourceRank), b = abs((move.rank(of: $1) ?? 0) - sourceRank)
            return a != b ? a < b : $0 < $1
        }
        var slots: [(key: IndexPath, slot: LayoutAttributes, depth: Int)] = []
        for key in companions {
            if let a = preview.layoutAttributesForItem(at: move.indexPathAfterMove(key)) { slots.append((key, a, slots.count + 1)) }
        }
        companionSlots = slots
        companionIndex = Dictionary(uniqueKeysWithValues: slots.enumerated().map { ($1.key, $0) })
    }

    var collectionViewContentSize: Size { preview.collectionViewContentSize }

    /// The dragged cell as drawn now.
    var lifted: LayoutAttributes? { slot.map(session.liftedAttributes(slot:)) }

    /// The companions as drawn now: stacked behind the dragged cell, the items nearest it in the order
    /// nearest the top.
    var stacked: [LayoutAttributes] {
        companionSlots.map { session.stackedAttributes(slot: $0.slot, key: $0.key, depth: $0.depth) }
    }

    /// A preview cell under its current key; nil for the moved items' slots, which stay empty (the gap).
    private func rekeyed(_ a: LayoutAttributes) -> LayoutAttributes? {
        guard a.category == .cell else { return a }
        if move.isLandingPlace(a.indexPath) { return nil }
        var r = a
        r.key = .cell(move.indexPathBeforeMove(a.indexPath))
        return r
    }

    /// Pins to the query rect: a transition asks each side for the visible rect through this entry point, so
    /// pinned headers stay pinned while the others make room.
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        layoutAttributesForElements(in: rect, visibleBounds: rect)
    }

    func layoutAttributesForElements(in rect: Rect, visibleBounds: Rect) -> [LayoutAttributes] {
        var out = preview.layoutAttributesForElements(in: rect, visibleBounds: visibleBounds).compactMap(rekeyed)
        if let lifted, lifted.frame.intersects(rect) { out.append(lifted) }
        // The stack stays with the dragged cell: turned, its corners may reach a little past its frame.
        if !companionSlots.isEmpty { out += stacked.filter { $0.frame.insetBy(dx: -24, dy: -24).intersects(rect) } }
        out.sort { $0.key < $1.key }
        return out
    }

    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        if indexPath == session.source { return lifted }
        if let k = companionIndex[indexPath] {
            return session.stackedAttributes(slot: companionSlots[k].slot, key: companionSlots[k].key, depth: companionSlots[k].depth)
        }
        let counts = session.counts
        guard indexPath.isItemPath, counts.indices.contains(indexPath.section),
              indexPath.item >= 0, indexPath.item < counts[indexPath.section] else { return nil }
        guard var a = preview.layoutAttributesForItem(at: move.indexPathAfterMove(indexPath)) else { return nil }
        a.key = .cell(indexPath)
        return a
    }

    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        preview.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        preview.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
    }

    func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        preview.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    func frameForSection(_ section: Int) -> Rect? { (preview as? SectionFrameProviding)?.frameForSection(section) }
}

/// A flat copy of what is shown mid-animation (the elements in and around the viewport, at their interpolated
/// places), so a new "make room" animation starts where everything is without nesting the interrupted one
/// inside it: a fast drag changes target more often than an animation lasts, and nesting would grow without
/// end. Elements not copied (far away, or the lifted cell, which must stay live) come from `fallback`, the
/// interrupted animation's destination.
struct SnapshotGeometry: LayoutGeometry, SectionFrameProviding {
    let attributes: [ElementKey: LayoutAttributes]
    let fallback: any LayoutGeometry
    let collectionViewContentSize: Size

    /// Copies `current` over `visible` (pinned elements as seen there) and `region` around it, except the elements
    /// `excluding` names (the dragged cells, which stay live).
    init(copying current: any LayoutGeometry, visible: Rect, region: Rect, fallback: any LayoutGeometry, excluding: [ElementKey]) {
        var copied: [ElementKey: LayoutAttributes] = [:]
        let excluded = Set(excluding)
        for a in current.layoutAttributesForElements(in: visible, visibleBounds: visible) where !excluded.contains(a.key) {
            copied[a.key] = a
        }
        for a in current.layoutAttributesForElements(in: region) where !excluded.contains(a.key) && copied[a.key] == nil {
            copied[a.key] = a
        }
        attributes = copied
        self.fallback = fallback
        collectionViewContentSize = current.collectionViewContentSize
    }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var out = attributes.values.filter { $0.frame.intersects(rect) }
        for a in fallback.layoutAttributesForElements(in: rect) where attributes[a.key] == nil { out.append(a) }
        out.sort { $0.key < $1.key }
        return out
    }

    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        attributes[.cell(indexPath)] ?? fallback.layoutAttributesForItem(at: indexPath)
    }

    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        attributes[.supplementary(kind, indexPath)] ?? fallback.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        attributes[.decoration(kind, indexPath)] ?? fallback.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
    }

    func frameForSection(_ section: Int) -> Rect? { (fallback as? SectionFrameProviding)?.frameForSection(section) }
}
