import Testing
import LayoutCore
import LayoutCoreTestSupport

/// A flow with headers, footers and section backgrounds, as the playground shows it.
private func decoratedFlow(pinned: Bool = false) -> SectionBackgroundDecorator<FlowLayout> {
    var f = FlowLayout()
    f.itemSize = Size(width: 60, height: 40)
    f.headerReferenceSize = Size(width: 0, height: 40)
    f.footerReferenceSize = Size(width: 0, height: 24)
    f.sectionHeadersPinToVisibleBounds = pinned
    return SectionBackgroundDecorator(base: f, defaultColor: Color(hex: 0x333333))
}

/// A waterfall with headers, footers and section backgrounds of other sizes.
private func decoratedWaterfall() -> SectionBackgroundDecorator<WaterfallLayout> {
    var w = WaterfallLayout()
    w.columnCount = 2
    w.headerHeight = 30
    w.footerHeight = 20
    w.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    return SectionBackgroundDecorator(base: w, defaultColor: Color(hex: 0x333333))
}

/// The frame `progress` of the way from `a` to `b` (centre and size move linearly, as LayoutAttributes interpolate).
private func lerp(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
    let w = a.width + (b.width - a.width) * t, h = a.height + (b.height - a.height) * t
    let cx = a.midX + (b.midX - a.midX) * t, cy = a.midY + (b.midY - a.midY) * t
    return Rect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
}

private func close(_ a: Rect?, _ b: Rect?, _ tolerance: Double = 1e-9) -> Bool {
    guard let a, let b else { return false }
    return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
        && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}

/// The headers, footers and backgrounds of two sections.
private let sectionElements: [ElementKey] = [0, 1].flatMap { s in
    [ElementKey.supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: s)),
     .supplementary(ElementKind.sectionFooter, IndexPath(item: 0, section: s)),
     .decoration(SectionBackgroundDecorator<FlowLayout>.elementKind, IndexPath(item: 0, section: s))]
}

@Suite("Transitions: every element moves")
struct ElementTransitionTests {
    let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [6, 4])

    @Test("flow → waterfall, interactive at 0.5: each header, footer and section background is at the midpoint of its two frames")
    func interactiveMidpoint() throws {
        let ds = TestItems(counts: [6, 4])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(decoratedFlow())
        let from = decoratedFlow().prepare(in: context), to = decoratedWaterfall().prepare(in: context)
        cv.startInteractiveTransition(to: decoratedWaterfall())
        cv.updateInteractiveTransition(progress: 0.5)
        cv.advance(to: Timestamp(seconds: 0.1))
        let shown = Dictionary(uniqueKeysWithValues: cv.visibleLayoutAttributes.map { ($0.key, $0) })
        for key in sectionElements {
            let a = try #require(from.layoutAttributes(for: key)?.frame, "\(key)"), b = try #require(to.layoutAttributes(for: key)?.frame, "\(key)")
            #expect(a != b, "\(key) moves")
            #expect(close(shown[key]?.frame, lerp(a, b, 0.5)), "\(key): \(String(describing: shown[key]?.frame)) vs \(lerp(a, b, 0.5))")
            #expect(shown[key]?.alpha == 1, "\(key) is in both layouts: it moves, it does not fade")
        }
        // Section 1's header, exactly: flow (0, 154, 320, 40) and waterfall (0, 236, 320, 30) give (0, 195, 320, 35).
        let header1 = ElementKey.supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 1))
        #expect(from.layoutAttributes(for: header1)?.frame == Rect(x: 0, y: 154, width: 320, height: 40))
        #expect(to.layoutAttributes(for: header1)?.frame == Rect(x: 0, y: 236, width: 320, height: 30))
        #expect(shown[header1]?.frame == Rect(x: 0, y: 195, width: 320, height: 35))
    }

    @Test("flow → waterfall, animated: at every frame headers, footers and backgrounds sit where the progress puts them")
    func animatedFollowsProgress() throws {
        let ds = TestItems(counts: [6, 4])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(decoratedFlow())
        let from = decoratedFlow().prepare(in: context), to = decoratedWaterfall().prepare(in: context)
        cv.setCollectionViewLayout(decoratedWaterfall(), animated: true)
        let clock = TestClock()
        var seen = 0
        for _ in 0..<40 {
            clock.frame(cv)
            guard let p = cv.transitionProgress else { break }
            let shown = Dictionary(uniqueKeysWithValues: cv.visibleLayoutAttributes.map { ($0.key, $0) })
            for key in sectionElements {
                let a = try #require(from.layoutAttributes(for: key)?.frame), b = try #require(to.layoutAttributes(for: key)?.frame)
                #expect(close(shown[key]?.frame, lerp(a, b, p), 1e-6), "\(key) at \(p)")
            }
            if p > 0.1 && p < 0.9 { seen += 1 }
        }
        #expect(seen > 5, "the animation was watched mid-flight")
        #expect(!cv.isTransitioning)
    }

    @Test("flow → carousel at 0.3: headers and footers turn from rows into columns along their interpolated frames")
    func flowToCarousel() throws {
        let ds = TestItems(counts: [6, 4])
        defer { withExtendedLifetime(ds) {} }
        var horizontal = decoratedFlow().base
        horizontal.scrollDirection = .horizontal
        // Along the scroll axis: a header is a 40-point column, a footer a 24-point one.
        horizontal.headerReferenceSize = Size(width: 40, height: 0)
        horizontal.footerReferenceSize = Size(width: 24, height: 0)
        let carousel = CarouselLayout(flow: horizontal)
        let cv = ds.makeCollectionView(decoratedFlow().base)
        let from = decoratedFlow().base.prepare(in: context), to = carousel.prepare(in: context)
        cv.startInteractiveTransition(to: carousel)
        cv.updateInteractiveTransition(progress: 0.3)
        cv.advance(to: Timestamp(seconds: 0.1))
        let shown = Dictionary(uniqueKeysWithValues: cv.visibleLayoutAttributes.map { ($0.key, $0) })
        for key in sectionElements where key.category != .decorationView(kind: SectionBackgroundDecorator<FlowLayout>.elementKind) {
            let a = try #require(from.layoutAttributes(for: key)?.frame), b = try #require(to.layoutAttributes(for: key)?.frame)
            #expect(a.size != b.size)
            guard b.intersects(Rect(x: 0, y: 0, width: 320, height: 480)) || a.intersects(Rect(x: 0, y: 0, width: 320, height: 480)) else { continue }
            #expect(close(shown[key]?.frame, lerp(a, b, 0.3)), "\(key)")
            #expect(shown[key]?.alpha == 1)
        }
    }

    @Test("a header pinned in the old layout starts from its pinned place, not from where it would be unpinned")
    func pinnedHeaderStartsPinned() throws {
        let ds = TestItems(counts: [30, 30])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(decoratedFlow(pinned: true))
        cv.contentOffset = Point(x: 0, y: 150)
        cv.advance(to: Timestamp(seconds: 0.1))
        let header0 = ElementKey.supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 0))
        let pinned = try #require(cv.view(for: header0)?.layoutAttributes?.frame)
        #expect(pinned == Rect(x: 0, y: 150, width: 320, height: 40))
        cv.startInteractiveTransition(to: decoratedWaterfall())
        cv.advance(to: Timestamp(seconds: 0.2))
        #expect(cv.view(for: header0)?.layoutAttributes?.frame == pinned)
    }

    @Test("flow → circle: the headers and backgrounds only the flow has are drawn behind every moving cell mid-switch, by their zIndex at either end")
    func oneSidedElementsDrawBehind() throws {
        let ds = TestItems(counts: [6, 4])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(decoratedFlow())
        func order() -> (headers: [Int], cells: [Int]) {
            let items = cv.displayList().items
            let headers = items.indices.filter { items[$0].key.category == .supplementaryView(kind: ElementKind.sectionHeader) }
            let cells = items.indices.filter { items[$0].key.category == .cell }
            return (headers, cells)
        }
        cv.startInteractiveTransition(to: CircleLayout())
        cv.advance(to: Timestamp(seconds: 0.1))
        // Progress 0 is the flow as it was: headers (zIndex 10) over cells (0).
        var o = order()
        #expect(!o.headers.isEmpty && o.headers.min()! > o.cells.max()!)
        for p in [0.2, 0.5, 0.8] {
            cv.updateInteractiveTransition(progress: p)
            cv.advance(to: Timestamp(seconds: 0.1 + p))
            o = order()
            #expect(!o.headers.isEmpty && o.headers.max()! < o.cells.min()!, "at \(p): headers fade behind the cells flying through them")
        }
        // A header in both layouts keeps its zIndex over the cells while it moves.
        let ds2 = TestItems(counts: [6, 4])
        defer { withExtendedLifetime(ds2) {} }
        let cv2 = ds2.makeCollectionView(decoratedFlow())
        cv2.startInteractiveTransition(to: decoratedWaterfall())
        cv2.updateInteractiveTransition(progress: 0.5)
        cv2.advance(to: Timestamp(seconds: 0.1))
        let items = cv2.displayList().items
        let lastCell = try #require(items.lastIndex { $0.key.category == .cell })
        let firstHeader = try #require(items.firstIndex { $0.key.category == .supplementaryView(kind: ElementKind.sectionHeader) })
        #expect(firstHeader > lastCell)
    }

    @Test("flow → tree: each parent's connector joins the interpolated parent and all its children (right-edge to left-edge midpoints) while it fades in")
    func connectorsFollowCells() throws {
        let ds = TestItems(counts: [1, 2, 4])
        ds.tree = .binary
        defer { withExtendedLifetime(ds) {} }
        // Wide enough for the tree's three columns (20 + 3·120 + 2·60 = 500).
        let cv = ds.makeCollectionView(decoratedFlow(), width: 640)
        cv.startInteractiveTransition(to: TreeLayout())
        let tree = TreeLayout().prepare(in: LayoutContext(bounds: Rect(x: 0, y: 0, width: 640, height: 480), itemCounts: [1, 2, 4]))
        for p in [0.25, 0.5, 0.75] {
            cv.updateInteractiveTransition(progress: p)
            cv.advance(to: Timestamp(seconds: p))
            let shown = Dictionary(uniqueKeysWithValues: cv.visibleLayoutAttributes.map { ($0.key, $0) })
            let connectors = shown.values.filter { $0.category == .supplementaryView(kind: TreeLayout.connectorKind) }
            // One per parent (§6.1): the root and the two nodes of section 1.
            #expect(connectors.count == 3, "at \(p)")
            for c in connectors {
                let parent = c.indexPath
                let pf = try #require(shown[.cell(parent)]?.frame)
                let ends = try [0, 1].map { i in
                    let cf = try #require(shown[.cell(IndexPath(item: 2 * parent.item + i, section: parent.section + 1))]?.frame)
                    return Point(x: cf.minX, y: cf.midY)
                }
                #expect(c[custom: TreeLayout.fromKey] == .point(Point(x: pf.maxX, y: pf.midY)), "\(parent) at \(p)")
                #expect(c[custom: TreeLayout.toKey] == .points(ends), "\(parent) at \(p)")
                #expect(abs(c.alpha - p) < 1e-12, "it fades in while it follows")
                // Not where the tree will put it (the cells are not there yet).
                #expect(c.frame != tree.layoutAttributes(for: c.key)?.frame)
            }
        }
    }

    @Test("tree → compact tree (K), animated: at every frame each parent's connector joins its shown frame and its children's")
    func connectorsBetweenTrees() throws {
        let ds = TestItems(counts: [1, 2, 4, 8])
        ds.tree = .binary
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(TreeLayout(), width: 800, height: 600)
        var compact = TreeLayout()
        compact.compact = true
        cv.setCollectionViewLayout(compact, animated: true)
        let clock = TestClock()
        var checked = 0
        while cv.isTransitioning && checked < 100 {
            clock.frame(cv)
            let shown = Dictionary(uniqueKeysWithValues: cv.visibleLayoutAttributes.map { ($0.key, $0) })
            var connectors = 0
            for c in shown.values where c.category == .supplementaryView(kind: TreeLayout.connectorKind) {
                let parent = c.indexPath
                let pf = try #require(shown[.cell(parent)]?.frame)
                guard case .point(let from)? = c[custom: TreeLayout.fromKey], case .points(let to)? = c[custom: TreeLayout.toKey],
                      to.count == 2 else {
                    Issue.record("connector \(parent) has no endpoints"); continue
                }
                #expect(abs(from.x - pf.maxX) < 1e-9 && abs(from.y - pf.midY) < 1e-9, "\(parent)")
                for (i, end) in to.enumerated() {
                    let cf = try #require(shown[.cell(IndexPath(item: 2 * parent.item + i, section: parent.section + 1))]?.frame)
                    #expect(abs(end.x - cf.minX) < 1e-9 && abs(end.y - cf.midY) < 1e-9, "\(parent) → child \(i)")
                }
                connectors += 1
            }
            #expect(connectors == 7, "one per parent of the 15-node binary tree")
            checked += 1
        }
        #expect(checked > 10)
    }

    @Test("§6.1, batch update: a parent losing one of two children keeps its one connector, joining it and the shown remaining child at every frame")
    func connectorFollowsChildrenThroughUpdate() throws {
        let ds = TestItems(counts: [1, 2, 4])
        ds.tree = .binary
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(TreeLayout(), width: 640)
        let parent = IndexPath(item: 1, section: 1)
        func connector() -> LayoutAttributes? {
            cv.visibleLayoutAttributes.first { $0.key == .supplementary(TreeLayout.connectorKind, parent) }
        }
        guard case .points(let before)? = connector()?[custom: TreeLayout.toKey] else { Issue.record("no connector"); return }
        #expect(before.count == 2)
        // Item 3 of section 2 goes: the parent's second child.
        try ds.delete([IndexPath(item: 3, section: 2)], in: cv)
        let clock = TestClock()
        var frames = 0
        while cv.isTransitioning && frames < 100 {
            clock.frame(cv)
            let shown = Dictionary(uniqueKeysWithValues: cv.visibleLayoutAttributes.map { ($0.key, $0) })
            let c = try #require(connector())
            let pf = try #require(shown[.cell(parent)]?.frame), cf = try #require(shown[.cell(IndexPath(item: 2, section: 2))]?.frame)
            #expect(c[custom: TreeLayout.fromKey] == .point(Point(x: pf.maxX, y: pf.midY)))
            #expect(c[custom: TreeLayout.toKey] == .points([Point(x: cf.minX, y: cf.midY)]), "frame \(frames)")
            frames += 1
        }
        #expect(frames > 5)
        #expect(connector()?[custom: TreeLayout.toKey] == .points([Array(before)[0]]))
    }

    @Test("tree → flow: connectors fade out following their cells, and are gone at the end")
    func connectorsFollowOut() throws {
        let ds = TestItems(counts: [1, 2, 4])
        ds.tree = .binary
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(TreeLayout(), width: 640)
        cv.startInteractiveTransition(to: decoratedFlow())
        cv.updateInteractiveTransition(progress: 0.5)
        cv.advance(to: Timestamp(seconds: 0.1))
        let shown = Dictionary(uniqueKeysWithValues: cv.visibleLayoutAttributes.map { ($0.key, $0) })
        let connector = try #require(shown[.supplementary(TreeLayout.connectorKind, IndexPath(item: 1, section: 1))])
        let pf = try #require(shown[.cell(IndexPath(item: 1, section: 1))]?.frame)
        let c2 = try #require(shown[.cell(IndexPath(item: 2, section: 2))]?.frame)
        let c3 = try #require(shown[.cell(IndexPath(item: 3, section: 2))]?.frame)
        #expect(connector[custom: TreeLayout.fromKey] == .point(Point(x: pf.maxX, y: pf.midY)))
        #expect(connector[custom: TreeLayout.toKey] == .points([Point(x: c2.minX, y: c2.midY), Point(x: c3.minX, y: c3.midY)]))
        #expect(connector.alpha == 0.5)
        cv.finishInteractiveTransition()
        cv.advance(to: Timestamp(seconds: 5))
        cv.advance(to: Timestamp(seconds: 6))
        #expect(!cv.visibleLayoutAttributes.contains { $0.category == .supplementaryView(kind: TreeLayout.connectorKind) })
    }
}
