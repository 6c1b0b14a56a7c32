import FoundationEssentials  // for IndexPath's members (Model/IndexPath.swift)

/// The invariant check the tests and the fuzzer call after every event. It only reads: no prepare, no reload,
/// no data-source call beyond the counts, so checking never changes what the next event does. It asks for every
/// section's count (one call per section) and queries the visible rect once: meant for tests, not every frame.
///
/// Some invariants only hold once the update cycle has run (`layoutIfNeeded()`/`advance(to:)`): the live views
/// against the layout are compared only when nothing is pending (no reload, prepare or visible-views pass
/// outstanding), and the offset against the content only when, in addition, no transition owns the offset. The
/// views check holds mid-animation and mid-drag too (the geometry shown is then the transition's or the
/// drag's), so it is not skipped there: a view out of step with an animation would be drawn wrong just the same.
extension CollectionView {
    /// Every violated invariant, one line each; empty when all hold.
    public func checkInvariants() -> [String] {
        var out: [String] = []
        checkCounts(&out)
        checkSelectionAndFocus(&out)
        checkLiveViews(&out)
        checkPools(&out)
        checkOffset(&out)
        return out
    }

    /// True when nothing is pending: the live views and the offset are those of the last update cycle.
    var isSettled: Bool { prepared.hasGeometry && !data.needsReload && !prepared.needsPrepare && !views.needsUpdate }

    /// The counts shown equal the data source's now (unless a reload, which re-reads them, is pending).
    private func checkCounts(_ out: inout [String]) {
        if let negative = data.itemCounts.firstIndex(where: { $0 < 0 }) {
            out.append("section \(negative) has a negative item count (\(data.itemCounts[negative])) in the collection view")
        }
        guard !data.needsReload, data.pendingUpdate == nil, let ds = dataSource else { return }
        let sections = max(0, ds.numberOfSections(in: self))
        if sections != data.itemCounts.count {
            out.append("the collection view shows \(data.itemCounts.count) sections but the data source has \(sections) "
                + "(changed without performBatchUpdates or reloadData)")
            return
        }
        var differing: [String] = []
        for s in data.itemCounts.indices {
            let n = max(0, ds.collectionView(self, numberOfItemsInSection: s))
            if n != data.itemCounts[s] { differing.append("section \(s): \(data.itemCounts[s]) shown, \(n) in the data source") }
        }
        if !differing.isEmpty {
            out.append("item counts differ from the data source's (changed without performBatchUpdates or reloadData): "
                + Self.listed(differing))
        }
    }

    /// Selection and focus name existing items, and the visible cells show them.
    private func checkSelectionAndFocus(_ out: inout [String]) {
        guard !data.needsReload else { return }  // the reload filters both against the new counts
        let missing = selection.items.filter { !itemExists($0) }.sorted()
        if !missing.isEmpty {
            out.append("the selection refers to items that do not exist: \(Self.listed(missing.map(\.description)))")
        }
        if let f = focusedIndexPath, !itemExists(f) { out.append("the focus refers to item \(f), which does not exist") }
        // Sorted, so the lines come in the same order on every run (the fuzzer compares them when shrinking).
        for key in views.live.keys.sorted() where key.category == .cell && !key.isGhost {
            guard let cell = views.live[key] as? CollectionViewCell else { continue }
            if cell.isSelected != selection.items.contains(key.indexPath) {
                out.append("the cell at \(key.indexPath) shows isSelected = \(cell.isSelected), the selection says the opposite")
            }
            if cell.isFocused != (focusedIndexPath == key.indexPath) {
                out.append("the cell at \(key.indexPath) shows isFocused = \(cell.isFocused), the focus is \(focusedIndexPath.map(\.description) ?? "nil")")
            }
        }
    }

    /// Every live view has drawable attributes; when settled, the live views are exactly the shown geometry's
    /// valid elements in the visible rect (minus those no view could be made for), with their attributes.
    private func checkLiveViews(_ out: inout [String]) {
        var seen = Set<ObjectIdentifier>()
        for key in views.live.keys.sorted() {
            guard let view = views.live[key] else { continue }
            if !seen.insert(ObjectIdentifier(view)).inserted { out.append("one view object is live for two elements, one of them \(key)") }
            guard let a = view.layoutAttributes else { out.append("the live view for \(key) has no attributes"); continue }
            if !Self.isDrawable(a) { out.append("the live view for \(key) has attributes that cannot be drawn: \(a)") }
        }
        // A cell asks the data source for its item: one for an item that does not exist shows stale data (or
        // made the data source index out of range). Ghosts are deleted items animating out, by design.
        if !data.needsReload {
            let stale = views.live.keys.filter { $0.category == .cell && !$0.isGhost && !itemExists($0.indexPath) }.sorted()
            if !stale.isEmpty {
                out.append("live cells for items that do not exist: \(Self.listed(stale.map(\.description)))")
            }
        }
        guard isSettled, let geometry else { return }
        var expected: [ElementKey: LayoutAttributes] = [:]
        var duplicates: [String] = []
        for a in geometry.layoutAttributesForElements(in: bounds, visibleBounds: bounds) where Self.isDrawable(a) && !views.unmade.contains(a.key) {
            if expected.updateValue(a, forKey: a.key) != nil { duplicates.append(a.key.description) }
        }
        if !duplicates.isEmpty { out.append("the layout returned elements twice: \(Self.listed(duplicates))") }
        var missing = expected.keys.filter { views.live[$0] == nil }.sorted()
        // Beyond the live-view cap, that many cells have no view by design; anything else missing is a fault.
        let capped = missing.filter { $0.category == .cell }
        if views.summarizedCellCount > 0 {
            if capped.count != views.summarizedCellCount {
                out.append("\(capped.count) cell(s) without a view, but \(views.summarizedCellCount) were beyond the live-view cap")
            }
            missing.removeAll { $0.category == .cell }
        }
        if !missing.isEmpty {
            out.append("no live view for \(missing.count) element(s) in the visible rect: \(Self.listed(missing.map(\.description)))")
        }
        let extra = views.live.keys.filter { expected[$0] == nil }.sorted()
        if !extra.isEmpty {
            out.append("\(extra.count) live view(s) for elements not in the visible rect: \(Self.listed(extra.map(\.description)))")
        }
        let stale = expected.keys.filter { k in views.live[k].map { $0.layoutAttributes != expected[k] } ?? false }.sorted()
        if !stale.isEmpty {
            out.append("\(stale.count) live view(s) show attributes other than the layout's: \(Self.listed(stale.map(\.description)))")
        }
    }

    /// No view is both pooled and live or pooled twice, and no pool holds more than were ever live at once: a
    /// pool only receives views that were live, and a view is only created when its pool is empty, so a pool's
    /// pooled plus live views never exceed the most views live at once. More means views are not being reused.
    private func checkPools(_ out: inout [String]) {
        var live = Set<ObjectIdentifier>()
        var livePerPool: [ReuseQueue.PoolKey: Int] = [:]
        for view in views.live.values {
            live.insert(ObjectIdentifier(view))
            if let pool = view.poolKey { livePerPool[pool, default: 0] += 1 }
        }
        var pooled = Set<ObjectIdentifier>()
        for view in views.queue.pooledViews {
            let id = ObjectIdentifier(view)
            if live.contains(id) { out.append("a view of pool \(Self.name(view.poolKey)) is both pooled and live") }
            if !pooled.insert(id).inserted { out.append("a view of pool \(Self.name(view.poolKey)) is pooled twice") }
        }
        for (pool, count) in views.queue.pooledCounts {
            let total = count + livePerPool[pool, default: 0]
            if total > views.peakLiveCount {
                out.append("pool \(Self.name(pool)) holds \(count) views with \(total - count) live, more than the most views "
                    + "ever live at once (\(views.peakLiveCount)): views are piling up instead of being reused")
            }
        }
    }

    /// The offset and viewport are finite; with no transition owning the offset, it lies within the content (or
    /// past an edge while a bounce springs it back).
    private func checkOffset(_ out: inout [String]) {
        if !(bounds.origin.x.isFinite && bounds.origin.y.isFinite) { out.append("the content offset \(bounds.origin) is not finite") }
        if !bounds.size.isValid { out.append("the viewport size \(bounds.size) is negative or not finite") }
        guard isSettled, presentation.animation == nil, let geometry, bounds.origin.x.isFinite, bounds.origin.y.isFinite else { return }
        // maximumContentOffset would prepare; the same bounds from the geometry at hand.
        // The one clamp's rule, which lets an axis springing back from past an edge (a bounce) keep its overshoot.
        let size = geometry.collectionViewContentSize
        let o = bounds.origin, allowed = scroll.clamped(o, contentSize: size, allowingBounce: true)
        let tolerance = 1e-6
        if abs(o.x - allowed.x) > tolerance || abs(o.y - allowed.y) > tolerance {
            let lo = scroll.minimumOffset, hi = scroll.maximumOffset(contentSize: size)
            out.append("the content offset \(o) lies outside \(lo)…\(hi) with no transition or bounce running")
        }
    }

    /// Finite frame, alpha and transform, and no negative size (`isValid` leaves the transform out).
    static func isDrawable(_ a: LayoutAttributes) -> Bool {
        guard a.isValid else { return false }
        let t = a.transform3D
        // Field by field: `rows` would allocate, and this runs for every element of every visible-views pass.
        return t.m11.isFinite && t.m12.isFinite && t.m13.isFinite && t.m14.isFinite
            && t.m21.isFinite && t.m22.isFinite && t.m23.isFinite && t.m24.isFinite
            && t.m31.isFinite && t.m32.isFinite && t.m33.isFinite && t.m34.isFinite
            && t.m41.isFinite && t.m42.isFinite && t.m43.isFinite && t.m44.isFinite
    }

    /// The first few entries of a list, with how many more there are.
    static func listed(_ items: [String], limit: Int = 5) -> String {
        items.count <= limit ? items.joined(separator: ", ")
            : items.prefix(limit).joined(separator: ", ") + " and \(items.count - limit) more"
    }

    private static func name(_ pool: ReuseQueue.PoolKey?) -> String {
        pool.map { "\($0.category)/\($0.identifier)" } ?? "(none)"
    }
}

extension CollectionViewInteraction {
    /// Every violated invariant of the interaction state (selection, focus, menu, drag), one line each.
    ///
    /// Selection and focus are the collection view's and checked there; the selection mode adds no count rule,
    /// since ctrl+click adds items in any mode (single mode may legitimately hold several).
    public func checkInvariants() -> [String] {
        var out = collectionView.checkInvariants()
        if let menu {
            // A menu whose data changed under it is stale: it closes at the next event and never acts.
            if let context = menuContext {
                if context.generation == collectionView.changeGeneration, !collectionView.data.needsReload,
                   !collectionView.itemExists(menu.indexPath) {
                    out.append("the open menu's item \(menu.indexPath) does not exist")
                }
            } else {
                out.append("a menu is open without a record of what it was opened on")
            }
        }
        // isDragging ends with the collection view's session (see there), so only this direction can fail.
        let lifted = collectionView.reorderSession.map { $0.pointer != nil } ?? false
        if lifted && !isDragging {
            out.append("the collection view is reordering but no press drives the drag: the item would stay lifted")
        }
        return out
    }
}
