import FoundationEssentials  // IndexPath's members

/// The visible-views pass and everything that reads the live views: which view shows which element, cells
/// by index path, hit-testing, and the display list.
extension CollectionView {
    /// Brings the live views in line with the shown geometry's elements in the visible rect: departed views go
    /// back to their pools, newcomers get a view (reusing those), all get their attributes.
    func updateVisibleViews() {
        // Timed with the app's clock when it gave one (LayoutCore reads none): the HUD's "view updates".
        let start = views.timer?()
        defer {
            views.passCount += 1
            if let start, let timer = views.timer { views.lastPassDuration = timer() - start }
        }
        updateVisibleViewsOnce()
        // Self-sizing: cells shown at an estimate are sized and laid out again before anything is drawn. Each
        // round sizes every estimated cell on screen; a few rounds cover cells that shrinking brought in.
        var rounds = 0
        while rounds < 8, sizeEstimatedCellsToFit() {
            if views.needsUpdate { updateVisibleViewsOnce() }
            rounds += 1
        }
        updatePrefetching()
    }

    private func updateVisibleViewsOnce() {
        views.needsUpdate = false
        views.unmade.removeAll(keepingCapacity: true)
        let landed = views.landingFadeIn
        views.landingFadeIn = nil
        views.pendingFadeIn = nil
        let rect = scroll.bounds
        // Laid out through the visible bounds: all the rect query needs, even mid-pinch.
        guard let geometry = prepared.geometry(through: .rect(rect)) else { return }
        if let landed, rect == landed.seen {
            applyLanding(landed)
            return
        }
        let crossFading = crossFadingElements(in: rect)
        let switching = crossFading == nil ? switchingElements(in: rect) : nil
        // A large circle under the cap is read by runs, not queried for every item (see `boxRunCells`).
        if crossFading == nil, switching == nil, let wanted = boxRunCells(of: geometry, in: rect) {
            applyWanted(wanted)
            return
        }
        let found = crossFading ?? switching ?? geometry.layoutAttributesForElements(in: rect, visibleBounds: rect)
        // Recorded before filtering: the inspector shows what the layout answered, not what was drawable.
        prepared.lastQueryRect = rect
        prepared.lastQueryResultCount = found.count
        // Filtered (a copy) only when something cannot be drawn: at a million elements a copy costs a frame.
        // Tested in place through a buffer pointer (iterating copies each element: a landing frame's 100,000).
        let allDrawable = found.withUnsafeBufferPointer { b in b.indices.allSatisfy { Self.isDrawable(b[$0]) } }
        let drawable = allDrawable ? found : found.filter { a in
            if Self.isDrawable(a) { return true }
            if problemLog.firstInvalid(a.key) {
                if a.isValid {
                    reportMessage("the layout returned a transform that is not finite for \(a.key); the element is skipped")
                } else {
                    report(.invalidAttributes(key: a.key, frame: a.frame))
                }
            }
            return false
        }
        let wanted = capLiveViews(drawable)
        if crossFading != nil { applyCrossFadeSummaries() }
        applyWanted(wanted)
    }

    /// The landing of a capped switch that read its new side in slices (`SlicedFadeIn`): its frontmost cells
    /// get views and the rest are its quads, as `capLiveViews` would split a rect query of every cell; cells
    /// it has not read yet are read a slice per frame after (`advancePendingFadeIn`).
    private func applyLanding(_ landed: SlicedFadeIn) {
        if !landed.isDone { views.pendingFadeIn = landed }
        prepared.lastQueryRect = landed.seen
        prepared.lastQueryResultCount = landed.cellsRead
        views.summaries = landed.backQuads
        views.summarizedCellCount = landed.backCellCount
        applyWanted(landed.landingCells.reversed())
    }

    /// The landed sliced side's next slice (see `applyLanding`), read when the display list is made.
    func advancePendingFadeIn() {
        guard let pending = views.pendingFadeIn else { return }
        withSummaryColors { pending.step(color: $0) }
        views.summaries = pending.backQuads
        views.summarizedCellCount = pending.backCellCount
        prepared.lastQueryResultCount = pending.cellsRead
        if pending.isDone { views.pendingFadeIn = nil }
    }

    /// Gives the wanted elements views (reusing those already showing them) and sends the others' views back
    /// to their pools.
    private func applyWanted(_ wanted: [LayoutAttributes]) {
        // Departed views go back to their pools first so the newcomers can reuse them in this same pass.
        var wantedKeys = Set<ElementKey>(minimumCapacity: wanted.count)
        for a in wanted { wantedKeys.insert(a.key) }
        // In key order (the delegate hears of them in a reproducible order); only the departed are sorted.
        for key in views.live.keys.filter({ !wantedKeys.contains($0) }).sorted() { enqueueLiveView(forKey: key) }
        for a in wanted {
            if let view = views.live[a.key] {
                if view.layoutAttributes != a { view.apply(a) }
                continue
            }
            guard let view = makeView(for: a) else { views.unmade.insert(a.key); continue }
            view.apply(a)
            views.live[a.key] = view
            if let cell = view as? CollectionViewCell {
                cell.isSelected = selection.items.contains(a.indexPath) && !a.key.isGhost
                cell.isFocused = selection.focused == a.indexPath && !a.key.isGhost
                delegate?.collectionView(self, willDisplay: cell, forItemAt: a.indexPath)
            } else if case .supplementaryView(let kind) = a.category {
                delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: a.indexPath)
            }
        }
    }

    func makeView(for a: LayoutAttributes) -> ReusableView? {
        do {
            switch a.category {
            case .cell:
                // A deleted item animating out keeps its old view; one that was not on screen is not shown.
                guard let ds = dataSource, !a.key.isGhost else { return nil }
                return try ds.collectionView(self, cellForItemAt: a.indexPath)
            case .supplementaryView(let kind):
                if a.key.isGhost { return nil }
                guard let view = try dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: a.indexPath) else {
                    report(.missingSupplementaryView(kind: kind, indexPath: a.indexPath))
                    return nil
                }
                return view
            case .decorationView(let kind):
                let pool = Self.decorationPool(kind)
                if !views.queue.isRegistered(pool) {
                    views.queue.register(presentation.shownLayout.decorationViews.viewClass(forKind: kind) ?? DecorationView.self, for: pool)
                }
                return try views.queue.dequeue(pool)
            }
        } catch let error as CollectionViewError {
            report(error)
        } catch {
            reportMessage("\(error)")
        }
        return nil
    }

    func enqueueLiveView(forKey key: ElementKey) {
        guard let view = views.live.removeValue(forKey: key) else { return }
        if let cell = view as? CollectionViewCell {
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else if case .supplementaryView(let kind) = key.category {
            delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        }
        if let pool = view.poolKey { views.queue.enqueue(view, for: pool) }
    }

    /// Asks the data source again for every visible supplementary view (headers and footers whose text depends
    /// on the data, after a batch update): UIKit leaves these as they were until they are reloaded.
    public func reloadVisibleSupplementaryViews() {
        // Only the supplementary keys are sorted: this runs after every change, and a circle's 500 cells are none.
        let keys = views.live.keys.filter { key in
            guard case .supplementaryView = key.category else { return false }
            return !key.isGhost
        }
        for key in keys.sorted() {
            guard let old = views.live[key], let a = old.layoutAttributes else { continue }
            enqueueLiveView(forKey: key)
            if let view = makeView(for: a) {
                view.apply(a)
                views.live[key] = view
            } else {
                views.unmade.insert(key)
            }
        }
    }

    /// Number of views currently showing elements.
    public var liveViewCount: Int { views.live.count }
    /// Number of views waiting in reuse pools.
    public var pooledViewCount: Int { views.queue.pooledCount }
    /// Views created since the start (pool misses).
    public var createdViewCount: Int { views.queue.createdCount }
    /// Pooled views per pool ("category/identifier"), sorted.
    public var pooledViewCounts: [(pool: String, count: Int)] {
        views.queue.pooledCounts.map { ("\($0.0.category)/\($0.0.identifier)", $0.1) }
    }

    /// The live view for an element, if it is visible.
    public func view(for key: ElementKey) -> ReusableView? { views.live[key] }
    /// The live cell for an item, if it is visible (not one animating out after a delete).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { views.live[.cell(indexPath)] as? CollectionViewCell }
    /// Index paths of the visible items, sorted (items animating out after a delete are not among them). With
    /// `maximumLiveViewCount` set, only the cells given views: those beyond the cap are drawn without one.
    public var indexPathsForVisibleItems: [IndexPath] {
        views.live.keys.filter { $0.category == .cell && !$0.isGhost }.map(\.indexPath).sorted()
    }
    /// The visible cells, in index-path order (UIKit's `visibleCells`; cells animating out after a delete are
    /// not among them).
    /// With `maximumLiveViewCount` set, only cells given views are here: the frontmost that many; the others
    /// are drawn as quads (`DisplayList.quads`) without a cell.
    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap(cellForItem(at:)) }

    /// The live supplementary view of a kind at an index path, if it is visible (supplementaryView(forElementKind:at:)).
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> ReusableView? {
        views.live[.supplementary(kind, indexPath)]
    }

    /// Index paths of the visible supplementary views of a kind, sorted (indexPathsForVisibleSupplementaryElements(ofKind:)).
    public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
        views.live.keys.filter { $0.category == .supplementaryView(kind: kind) && !$0.isGhost }.map(\.indexPath).sorted()
    }

    /// Attributes of a supplementary view in the current layout (layoutAttributesForSupplementaryElement(ofKind:at:)).
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        prepareIfNeeded()
        return prepared.geometry?.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item whose visible cell is under a point in content coordinates (the collection view's own, as in
    /// UIKit's `indexPathForItem(at:)`), the topmost one; nil over empty space.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        indexPathForItem(atWindowPoint: point - contentOffset)
    }

    /// The item whose visible cell is under a point in window coordinates (the topmost one), if any.
    public func indexPathForItem(atWindowPoint p: Point) -> IndexPath? {
        let contentPoint = p + contentOffset
        var best: LayoutAttributes?
        for (key, view) in views.live where key.category == .cell && !key.isGhost {
            guard let a = view.layoutAttributes, !a.isHidden, a.alpha > 0, a.frame.contains(contentPoint) else { continue }
            if best == nil || a.zIndex > best!.zIndex || (a.zIndex == best!.zIndex && a.key > best!.key) { best = a }
        }
        return best?.indexPath
    }

    /// Attributes of every live view, sorted by key. With `maximumLiveViewCount` set, cells beyond the cap are
    /// not among them (they have no view; `summarizedCellCount` says how many). An element animating out after a delete is among them
    /// with the index path it had before the update and `key.isGhost` true.
    public var visibleLayoutAttributes: [LayoutAttributes] {
        views.live.keys.sorted().compactMap { views.live[$0]?.layoutAttributes }
    }

    /// What to draw this frame, back to front, in window coordinates. Hidden and fully transparent views are left out.
    public func displayList() -> DisplayList {
        advancePendingFadeIn()
        let o = contentOffset
        let inFront = views.dropped.flatMap { $0.generation == data.changeGeneration ? $0.key : nil }
        // The drawing order is kept between frames while the live views and their stacking stay the same (a
        // screen at rest, the circle's 5,000 live views): only attributes and appearances are read again, in
        // order, straight from the views. Sorting thousands of views, copying their attributes about and
        // retaining each view several times cost more than all the rest of the frame.
        var items: [DisplayItem] = []
        let kept = views.drawOrderStamp.map { $0.liveGeneration == views.liveGeneration && $0.inFront == inFront } ?? false
        if !kept { sortDrawOrder(inFront: inFront) }
        // Room for the scroll indicators and the app's overlays, so appending them does not move the items.
        items.reserveCapacity(views.drawOrder.count + 64)
        if !appendDrawnItems(to: &items, offset: o, validating: kept) {
            // A view's stacking changed without the live views changing (attributes applied from outside a pass).
            sortDrawOrder(inFront: inFront)
            items.removeAll(keepingCapacity: true)
            _ = appendDrawnItems(to: &items, offset: o, validating: false)
        }
        if items.count > Self.occlusionCullingThreshold { Self.cullOccluded(&items) }
        items += scrollIndicatorItems()
        return DisplayList(viewportSize: scroll.bounds.size, backgroundColor: backgroundColor, quads: views.summaries, items: items)
    }

    /// Appends the live views' items in the kept drawing order; false, with the order outdated, as soon as a
    /// view's stacking (layer or zIndex) is no longer what the order was sorted by.
    private func appendDrawnItems(to items: inout [DisplayItem], offset o: Point, validating: Bool) -> Bool {
        for e in views.drawOrder {
            let view = e.view
            guard let a = view.layoutAttributes else { continue }
            if validating, a.transitionLayer != e.layer || a.zIndex != e.zIndex {
                views.drawOrderStamp = nil
                return false
            }
            guard !a.isHidden, a.alpha > 0 else { continue }
            items.append(DisplayItem(key: e.key, frame: a.frame.offsetBy(dx: -o.x, dy: -o.y), transform: a.transform3D,
                                     alpha: a.alpha, zIndex: a.zIndex, appearance: view.appearance))
            if let n = view.dragBadgeCount {
                items.append(Self.dragBadge(count: n, on: items[items.count - 1], lift: CollectionViewCell.liftAmount(of: a)))
            }
        }
        return true
    }

    /// Sorts the live views into drawing order: (layer, zIndex, the item just dropped last, key). Sorted as
    /// small plain values, each with an index into the views: comparing keys (an IndexPath and a category each)
    /// and moving them about in a sort of thousands of views cost more than all the rest of the frame. Two cells
    /// compare by section, item and disappearance, in integers, exactly as their keys would; anything else falls
    /// back to comparing keys. The layer puts what a layout switch shows from one layout only behind what moves
    /// (LayoutAttributes.transitionLayer).
    private func sortDrawOrder(inFront: ElementKey?) {
        var entries: [DrawOrder] = []
        var shown: [DrawnView] = []
        entries.reserveCapacity(views.live.count)
        shown.reserveCapacity(views.live.count)
        for (key, view) in views.live {
            let layer = view.layoutAttributes?.transitionLayer ?? 0, zIndex = view.layoutAttributes?.zIndex ?? 0
            var entry = DrawOrder(key: key, layer: layer, zIndex: zIndex, index: Int32(shown.count))
            entry.isInFront = key == inFront
            entries.append(entry)
            shown.append(DrawnView(key: key, view: view, layer: layer, zIndex: zIndex))
        }
        shown.withUnsafeBufferPointer { shown in
            entries.sort { x, y in
                if x.layer != y.layer { return x.layer < y.layer }
                if x.zIndex != y.zIndex { return x.zIndex < y.zIndex }
                if x.isInFront != y.isInFront { return y.isInFront }
                if x.isPlainCell && y.isPlainCell {
                    if x.section != y.section { return x.section < y.section }
                    if x.item != y.item { return x.item < y.item }
                    return x.disappearance < y.disappearance
                }
                return shown[Int(x.index)].key < shown[Int(y.index)].key
            }
        }
        views.drawOrder.removeAll(keepingCapacity: true)
        views.drawOrder.reserveCapacity(entries.count)
        for e in entries { views.drawOrder.append(shown[Int(e.index)]) }
        views.drawOrderStamp = (views.liveGeneration, inFront)
        views.drawOrderSortCount += 1
    }
}
