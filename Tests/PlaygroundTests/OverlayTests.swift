import LayoutCore
import LayoutCoreTestSupport
import Testing

@testable import Playground

/// A data source for the inspector tests: item counts per section, cells titled "s-i", plain headers.
private func countsDataSource(counts: [Int]) -> TestItems {
    let items = TestItems(counts: counts)
    items.titles = .positions
    return items
}

extension TestItems {
    /// A laid-out 480×320 collection view over these items (its data source only): a flow layout with headers,
    /// wrapped in section backgrounds (decoration views), so all three categories are live.
    fileprivate func makeInspectedCollectionView(offset: Point = .zero) -> CollectionView {
        var flow = FlowLayout()
        flow.itemSize = Size(width: 100, height: 60)
        flow.minimumLineSpacing = 10
        flow.minimumInteritemSpacing = 10
        flow.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        flow.headerReferenceSize = Size(width: 0, height: 30)
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 480, height: 320), collectionViewLayout: SectionBackgroundDecorator(base: flow, defaultColor: Color(hex: 0x22262E)))
        register(in: cv)
        cv.dataSource = self
        cv.layoutIfNeeded()
        if offset != .zero {
            cv.contentOffset = offset
            cv.layoutIfNeeded()
        }
        return cv
    }
}

/// Texts of the items, in the order they are drawn.
private func texts(_ items: [DisplayItem]) -> [String] { items.compactMap(\.appearance.text) }

/// True when every key is different: each overlay item needs its own identity in the display list.
private func keysAreUnique(_ items: [DisplayItem]) -> Bool { Set(items.map(\.key)).count == items.count }

/// True when every item draws above ordinary content and below the legend bar (Int.max-2…Int.max).
private func zIndexesBetweenContentAndLegend(_ items: [DisplayItem]) -> Bool {
    items.allSatisfy { $0.zIndex > 1_000_000 && $0.zIndex < Int.max - 2 }
}

/// True when the items are in drawing order (the app appends them to an already sorted display list).
private func backToFront(_ items: [DisplayItem]) -> Bool {
    zip(items, items.dropFirst()).allSatisfy { $0.zIndex <= $1.zIndex }
}

@Suite("Overlays")
struct OverlayTests {
    // MARK: Help

    /// Rows whose label is followed by its whole help text (wrapped lines are consecutive items).
    private func shownRows(_ items: [DisplayItem]) -> [(label: String, help: String)] {
        let joined = " " + texts(items).joined(separator: " ") + " "
        return HelpOverlay.rows().filter { joined.contains(" \($0.label) \($0.help) ") }
    }

    /// The N of a "… N more" row, if there is one.
    private func moreCount(_ items: [DisplayItem]) -> Int? {
        guard let text = texts(items).first(where: { $0.hasPrefix("… ") && $0.contains(" more: PageDown") }) else { return nil }
        return Int(text.dropFirst(2).prefix { $0.isNumber })
    }

    @Test("the help rows are the hotkey table's bindings, then its gestures, in order")
    func helpRowsComeFromTheTable() {
        let rows = HelpOverlay.rows()
        #expect(rows.count == HotkeyMap.bindings.count + HotkeyMap.gestures.count)
        for (row, binding) in zip(rows, HotkeyMap.bindings) { #expect(row.label == binding.label && row.help == binding.help) }
        for (row, gesture) in zip(rows.dropFirst(HotkeyMap.bindings.count), HotkeyMap.gestures) {
            #expect(row.label == gesture.label && row.help == gesture.help)
        }
    }

    @Test("every binding and gesture is in the help overlay, inside the window", arguments: [Size(width: 1280, height: 800), Size(width: 1920, height: 1080)])
    func helpListsEverything(viewport: Size) {
        let items = HelpOverlay.items(viewport: viewport)
        let shown = shownRows(items)
        for row in HelpOverlay.rows() {
            #expect(shown.contains { $0.label == row.label && $0.help == row.help }, "\(row.label): \(row.help)")
        }
        #expect(moreCount(items) == nil)
        #expect(texts(items).contains(HelpOverlay.title))
        #expect(texts(items).contains(HelpOverlay.footer))
        let window = Rect(origin: .zero, size: viewport)
        for item in items { #expect(window.contains(item.frame), "\(item.appearance.text ?? "panel") at \(item.frame)") }
        #expect(keysAreUnique(items) && zIndexesBetweenContentAndLegend(items) && backToFront(items))
    }

    @Test("labels are in the accent colour and help texts in light grey")
    func helpColours() throws {
        let items = HelpOverlay.items(viewport: Size(width: 1280, height: 800))
        let row = try #require(HelpOverlay.rows().first)
        let label = try #require(items.first { $0.appearance.text == row.label })
        #expect(label.appearance.textColor == OverlayStyle.accent)
        let help = try #require(items.first { $0.appearance.text.map { row.help.hasPrefix($0) } ?? false })
        #expect(help.appearance.textColor == OverlayStyle.body)
        #expect(help.frame.minY == label.frame.minY, "the help starts on its label's line")
    }

    @Test("1280×800 takes two columns; a narrow window one", arguments: [(Size(width: 1280, height: 800), 2), (Size(width: 560, height: 1400), 1)])
    func helpColumns(viewport: Size, columns: Int) throws {
        let items = HelpOverlay.items(viewport: viewport)
        let labels = Set(HelpOverlay.rows().map(\.label))
        let xs = Set(items.filter { $0.appearance.text.map(labels.contains) ?? false }.map(\.frame.minX))
        #expect(xs.count == columns)
        #expect(moreCount(items) == nil)
    }

    @Test("a small window shows what fits and counts the rest in a final \"… N more\" row, exactly",
          arguments: [Size(width: 500, height: 300), Size(width: 640, height: 400), Size(width: 800, height: 500), Size(width: 260, height: 200)])
    func helpInSmallWindows(viewport: Size) {
        let items = HelpOverlay.items(viewport: viewport)
        let total = HelpOverlay.rows().count
        let shown = shownRows(items).count
        if let more = moreCount(items) {
            #expect(shown + more == total, "\(shown) shown + \(more) more ≠ \(total)")
            #expect(texts(items).last(where: { $0.hasPrefix("… ") }) == HelpOverlay.moreRow(more))
        } else {
            #expect(shown == total)
        }
        #expect(texts(items).contains(HelpOverlay.footer))
        let window = Rect(origin: .zero, size: viewport)
        for item in items { #expect(window.contains(item.frame), "\(item.appearance.text ?? "panel") at \(item.frame)") }
        #expect(keysAreUnique(items))
    }

    @Test("in a small window the help pages show every row exactly once, in table order",
          arguments: [Size(width: 500, height: 300), Size(width: 700, height: 450)])
    func helpPages(viewport: Size) {
        let all = HelpOverlay.rows()
        var start = 0, seen: [String] = [], pages = 0
        while start < all.count && pages < 20 {
            let page = HelpOverlay.page(viewport: viewport, from: start)
            #expect(page.shown > 0)
            let rows = shownRows(page.items).map(\.label)
            #expect(rows.count == page.shown, "page from \(start): \(rows.count) rows drawn, \(page.shown) reported")
            seen += rows
            start += max(1, page.shown)
            pages += 1
        }
        #expect(pages > 1, "the window is small enough to need pages")
        #expect(seen == all.map(\.label), "every row once, in order")
    }

    @Test("long help texts wrap at word boundaries and every line fits its column")
    func helpWraps() throws {
        let lines = HelpOverlay.wrap("one two three four five six", width: OverlayStyle.textWidth("one two three", fontSize: 10), fontSize: 10)
        #expect(lines == ["one two three", "four five six"])
        #expect(HelpOverlay.wrap("", width: 100, fontSize: 10) == [""])
        let plan = try #require(HelpOverlay.plan(viewport: Size(width: 1280, height: 800), rows: HelpOverlay.rows()))
        for p in plan.placements {
            for line in p.lines { #expect(OverlayStyle.textWidth(line, fontSize: plan.fontSize) <= plan.columnWidth - plan.labelWidth + 0.001) }
        }
    }

    // MARK: Inspector

    @Test("one outline per visible element, in window coordinates, coloured by category")
    func inspectorOutlines() throws {
        let ds = countsDataSource(counts: [14, 9])
        let cv = ds.makeInspectedCollectionView(offset: Point(x: 0, y: 90))
        let visible = cv.visibleLayoutAttributes
        #expect(Set(visible.map(\.category.rank)).count == 3, "cells, headers and backgrounds are all live")
        let items = InspectorOverlay().items(collectionView: cv, layoutName: "flow", itemCount: 23)
        let outlines = items.filter { $0.appearance.borderWidth == 1 && $0.appearance.backgroundColor.alpha == 0 && $0.appearance.text == nil }
        #expect(outlines.count == visible.count)
        for a in visible {
            let frame = a.frame.offsetBy(dx: 0, dy: -90)
            let outline = outlines.first { $0.frame == frame && $0.appearance.borderColor == InspectorOverlay.color(for: a.category) }
            #expect(outline != nil, "an outline for \(a.key) at \(frame)")
        }
        #expect(Set([InspectorOverlay.cellColor, InspectorOverlay.supplementaryColor, InspectorOverlay.decorationColor]).count == 3)
        #expect(keysAreUnique(items) && zIndexesBetweenContentAndLegend(items) && backToFront(items))
    }

    @Test("elements get \"section.item kind z\" tags")
    func inspectorTags() throws {
        let ds = countsDataSource(counts: [14, 9])
        let cv = ds.makeInspectedCollectionView()
        let items = InspectorOverlay().items(collectionView: cv, layoutName: "flow", itemCount: 23)
        let header = try #require(cv.visibleLayoutAttributes.first { $0.category == .supplementaryView(kind: ElementKind.sectionHeader) })
        #expect(texts(items).contains("0.0 cell z0"))
        #expect(texts(items).contains("0.3 cell z0"))
        #expect(texts(items).contains("\(header.indexPath.section).\(header.indexPath.item) header z\(header.zIndex)"))
        #expect(InspectorOverlay.tag(for: .decoration("background", LayoutCore.IndexPath(item: 0, section: 2))).hasPrefix("2.0 background z"))
        var behind = LayoutAttributes.decoration("background", LayoutCore.IndexPath(item: 0, section: 2))
        behind.zIndex = -1
        #expect(InspectorOverlay.tag(for: behind) == "2.0 background z-1")
        // The tag sits at the element's top-left corner.
        let cell = try #require(cv.layoutAttributesForItem(at: LayoutCore.IndexPath(item: 0, section: 0)))
        let tag = try #require(items.first { $0.appearance.text == "0.0 cell z0" })
        #expect(cell.frame.contains(tag.frame.origin) && tag.frame.minX - cell.frame.minX < 3 && tag.frame.minY - cell.frame.minY < 3)
    }

    @Test("a transformed element is outlined by four edges carrying its transform")
    func transformedOutline() {
        var b = OverlayBuilder(kind: "test")
        let rotation = Transform3D.rotation(angle: 0.5, x: 0, y: 0, z: 1)
        b.outline(Rect(x: 10, y: 20, width: 100, height: 50), transform: rotation, color: InspectorOverlay.cellColor, width: 1, zIndex: 0)
        let items = b.finished()
        #expect(items.count == 4)
        #expect(items.allSatisfy { $0.transform == rotation && $0.appearance.line != nil && $0.frame == Rect(x: 10, y: 20, width: 100, height: 50) })
        let ends = Set(items.flatMap { [$0.appearance.line!.from, $0.appearance.line!.to] })
        #expect(ends == [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 50), Point(x: 0, y: 50)])
    }

    @Test("the counts panel reports the data, the visible elements by category, prepares and the rect query")
    func inspectorCounts() throws {
        let ds = countsDataSource(counts: [14, 9])
        let cv = ds.makeInspectedCollectionView()
        let visible = cv.visibleLayoutAttributes
        let lines = InspectorOverlay.countLines(collectionView: cv, layoutName: "flow", itemCount: 23)
        #expect(lines.first == "layout: flow")
        #expect(lines.contains("items 23 in 2 sections"))
        let cells = visible.filter { $0.category == .cell }.count
        let supplementary = visible.filter { $0.category.rank == 2 }.count
        let decoration = visible.filter { $0.category.rank == 0 }.count
        #expect(lines.contains("visible elements: \(visible.count) (cells \(cells) · supplementary \(supplementary) · decoration \(decoration))"))
        #expect(lines.contains("prepares: \(cv.prepareCount) · not timed"))
        // Live counts per pool (CollectionView.liveViewCounts) merged with the pooled counts.
        #expect(lines.contains("pool cell/Cell: \(cells) live · 0 pooled"), "\(lines)")
        #expect(lines.contains("pool decoration view/\(SectionBackgroundDecorator<FlowLayout>.elementKind): \(decoration) live · 0 pooled"), "\(lines)")
        // The rect query the collection view recorded (CollectionView.lastQueryRect).
        #expect(lines.contains("last rect query: (0, 0, 480, 320) → \(cv.lastQueryResultCount) attributes"), "\(lines)")
        #expect(cv.lastQueryResultCount >= visible.count)

        // Scrolling away sends cells to the pool; a timed prepare shows its duration.
        var clock = 0.0
        cv.prepareTimer = { clock += 0.00125; return clock }
        cv.contentOffset = Point(x: 0, y: cv.maximumContentOffset.y)
        cv.invalidateLayout()
        cv.layoutIfNeeded()
        let after = InspectorOverlay.countLines(collectionView: cv, layoutName: "flow", itemCount: 23)
        #expect(after.contains("prepares: \(cv.prepareCount) · last prepare 1.25 ms"), "\(after)")
        let pooled = cv.pooledViewCounts.first { $0.pool == "cell/Cell" }?.count ?? 0
        #expect(pooled > 0)
        #expect(after.contains { $0.hasPrefix("pool cell/Cell: ") && $0.hasSuffix(" · \(pooled) pooled") })
        // The panel draws the lines.
        let items = InspectorOverlay().items(collectionView: cv, layoutName: "flow", itemCount: 23)
        for line in after { #expect(texts(items).contains(line)) }
        #expect(texts(items).contains("rect query"))
    }

    @Test("attribute lines list every attribute, the transform's rows and custom values by name")
    func attributeLines() {
        var a = LayoutAttributes.supplementary(ElementKind.sectionHeader, LayoutCore.IndexPath(item: 0, section: 3),
                                               frame: Rect(x: 10, y: 20.5, width: 200, height: 40))
        a.alpha = 0.5
        a.zIndex = 10
        a.transform3D = .scale(x: 2, y: 0.5)
        a[custom: "tint"] = .color(Color(hex: 0xFF8800))
        a[custom: "depth"] = .number(2.345)
        let lines = InspectorOverlay.attributeLines(a)
        for expected in ["element: supplementary view · kind header", "indexPath: [3, 0]", "frame: (10, 20.5, 200, 40)",
                         "center: (110, 40.5)", "size: 200 × 40", "alpha: 0.5", "zIndex: 10", "isHidden: false",
                         "transform:", "  [2  0  0  0]", "  [0  0.5  0  0]", "  [0  0  1  0]", "  [0  0  0  1]",
                         "custom values:", "  depth = 2.35", "  tint = #FF8800"] {
            #expect(lines.contains(expected), "\(expected) in \(lines)")
        }
        #expect(lines.firstIndex(of: "  depth = 2.35")! < lines.firstIndex(of: "  tint = #FF8800")!, "sorted by name")
        let plain = InspectorOverlay.attributeLines(.cell(LayoutCore.IndexPath(item: 4, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(plain.contains("transform: identity") && plain.contains("custom values: none") && plain.first == "element: cell")
    }

    @Test("a click selects the front-most element; the panel lists it and highlights it")
    func inspectorSelection() throws {
        let ds = countsDataSource(counts: [14, 9])
        let cv = ds.makeInspectedCollectionView()
        var inspector = InspectorOverlay(isVisible: true)
        let cell = try #require(cv.layoutAttributesForItem(at: LayoutCore.IndexPath(item: 1, section: 0)))
        // The cell lies over its section's background decoration: the cell is in front.
        inspector.select(at: cell.center, in: cv)
        #expect(inspector.selectedKey == .cell(LayoutCore.IndexPath(item: 1, section: 0)))
        let items = inspector.items(collectionView: cv, layoutName: "flow", itemCount: 23)
        for line in InspectorOverlay.attributeLines(cell) { #expect(texts(items).contains(line)) }
        let highlight = items.filter { $0.appearance.borderColor == InspectorOverlay.highlightColor && $0.appearance.borderWidth == 2 }
        #expect(highlight.map(\.frame) == [cell.frame])

        // Between cells, inside the section: the background decoration.
        inspector.select(at: Point(x: cell.frame.maxX + 5, y: cell.center.y), in: cv)
        #expect(inspector.selectedKey?.category == .decorationView(kind: SectionBackgroundDecorator<FlowLayout>.elementKind))
        // Nothing under the point.
        inspector.select(at: Point(x: -5, y: -5), in: cv)
        #expect(inspector.selectedKey == nil)

        // An element that scrolled away is reported, not shown stale.
        inspector.selectedKey = .cell(LayoutCore.IndexPath(item: 1, section: 0))
        cv.contentOffset = Point(x: 0, y: cv.maximumContentOffset.y)
        cv.layoutIfNeeded()
        let later = inspector.items(collectionView: cv, layoutName: "flow", itemCount: 23)
        #expect(texts(later).contains("element no longer visible"))
        #expect(!later.contains { $0.appearance.borderColor == InspectorOverlay.highlightColor })
    }

    @Test("elements animating out are outlined dimmer")
    func ghostsAreDimmer() throws {
        let ds = countsDataSource(counts: [14, 9])
        let cv = ds.makeInspectedCollectionView()
        cv.advance(to: Timestamp(seconds: 0))
        try cv.performBatchUpdates {
            ds.counts[0] -= 1
            try cv.deleteItems(at: [LayoutCore.IndexPath(item: 0, section: 0)])
        }
        cv.advance(to: Timestamp(seconds: 0.1))
        let ghost = try #require(cv.visibleLayoutAttributes.first { $0.key.isGhost }, "a deleted cell animates out")
        let items = InspectorOverlay().items(collectionView: cv, layoutName: "flow", itemCount: 22)
        let window = ghost.frame.offsetBy(dx: -cv.contentOffset.x, dy: -cv.contentOffset.y)
        let outline = try #require(items.first { $0.frame == window && $0.appearance.borderWidth == 1 && $0.appearance.text == nil })
        #expect(outline.alpha == InspectorOverlay.dimAlpha)
        #expect(InspectorOverlay.tag(for: ghost) == "0.0 cell z\(ghost.zIndex)")
    }

    @Test("tags stay bounded however many elements are visible")
    func tagsAreBounded() {
        let ds = countsDataSource(counts: [3000])
        var flow = FlowLayout()
        flow.itemSize = Size(width: 60, height: 16)
        flow.minimumLineSpacing = 1
        flow.minimumInteritemSpacing = 1
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 1920, height: 1080), collectionViewLayout: flow)
        ds.register(in: cv)
        cv.dataSource = ds
        cv.layoutIfNeeded()
        #expect(cv.visibleLayoutAttributes.count > InspectorOverlay.maximumTags)
        let items = InspectorOverlay().items(collectionView: cv, layoutName: "flow", itemCount: 3000)
        let tags = items.filter { $0.zIndex == InspectorOverlay.tagZ }
        #expect(tags.count == InspectorOverlay.maximumTags)
        // Too narrow for "s.i cell z0": the index path alone, never a shrunk label.
        #expect(tags.allSatisfy { $0.appearance.text.map { !$0.contains(" ") && $0.contains(".") } ?? false })
    }

    // MARK: Parameter panel

    private let parameters = [
        LayoutParameter(name: "itemWidth", title: "item width", kind: .number(range: 20...400, step: 10), value: 110),
        LayoutParameter(name: "scrollDirection", title: "scroll direction", kind: .choice(["vertical", "horizontal"]), value: 1),
        LayoutParameter(name: "pinHeaders", title: "pin headers", kind: .toggle, value: 1),
    ]

    @Test("the parameter panel has a row per parameter and highlights the selected one")
    func parameterRows() throws {
        let viewport = Size(width: 1280, height: 800)
        let panel = ParameterPanel(isVisible: true, selectedRow: 1)
        let items = panel.items(layoutName: "flow", parameters: parameters, viewport: viewport)
        #expect(texts(items).contains("flow parameters"))
        #expect(texts(items).contains(ParameterPanel.hint))
        for p in parameters {
            let title = try #require(items.first { $0.appearance.text == p.title })
            let value = try #require(items.first { $0.appearance.text == p.displayValue && $0.frame.minY == title.frame.minY })
            #expect(value.frame.minX > title.frame.minX)
        }
        #expect(texts(items).contains("20–400"))
        #expect(items.first { $0.appearance.text == "20–400" }?.appearance.textColor == OverlayStyle.dim)
        let bars = items.filter { $0.appearance.backgroundColor == ParameterPanel.highlight }
        #expect(bars.count == 1)
        let selected = try #require(items.first { $0.appearance.text == "scroll direction" })
        #expect(bars[0].frame.minY == selected.frame.minY)
        let marker = try #require(items.first { $0.appearance.text == ParameterPanel.marker })
        #expect(marker.frame.minY == selected.frame.minY)
        // At the right edge, inside the window.
        let window = Rect(origin: .zero, size: viewport)
        #expect(items.allSatisfy { window.contains($0.frame) && $0.frame.minX > viewport.width / 2 })
        #expect(keysAreUnique(items) && zIndexesBetweenContentAndLegend(items) && backToFront(items))
    }

    @Test("a list taller than the window shows the rows around the selection and counts the others")
    func parameterListScrolls() throws {
        let many = (0..<30).map { LayoutParameter(name: "p\($0)", title: "parameter \($0)", kind: .number(range: 0...100, step: 1), value: Double($0)) }
        let viewport = Size(width: 700, height: 360)
        for selected in [0, 15, 29] {
            let items = ParameterPanel(isVisible: true, selectedRow: selected).items(layoutName: "flow", parameters: many, viewport: viewport)
            let shown = many.filter { p in texts(items).contains(p.title) }.count
            func count(_ arrow: String) -> Int {
                texts(items).first { $0.hasPrefix(arrow) }.flatMap { Int($0.dropFirst(2).prefix { $0.isNumber }) } ?? 0
            }
            #expect(shown > 3 && shown < many.count)
            #expect(count("↑") + shown + count("↓") == many.count, "selected \(selected)")
            #expect(texts(items).contains("parameter \(selected)"))
            let bar = try #require(items.first { $0.appearance.backgroundColor == ParameterPanel.highlight })
            #expect(items.first { $0.appearance.text == "parameter \(selected)" }?.frame.minY == bar.frame.minY)
            let window = Rect(origin: .zero, size: viewport)
            #expect(items.allSatisfy { window.contains($0.frame) })
        }
    }

    @Test("moving the selection wraps at both ends")
    func parameterSelectionWraps() {
        var panel = ParameterPanel()
        panel.moveSelection(by: -1, count: 3)
        #expect(panel.selectedRow == 2)
        panel.moveSelection(by: 1, count: 3)
        #expect(panel.selectedRow == 0)
        panel.moveSelection(by: 7, count: 3)
        #expect(panel.selectedRow == 1)
        panel.moveSelection(by: 1, count: 0)
        #expect(panel.selectedRow == 0)
    }

    @Test("the selected parameter is clamped to a shorter list (after a layout switch)")
    func selectedParameterClamps() {
        let panel = ParameterPanel(isVisible: true, selectedRow: 5)
        #expect(panel.selectedParameter(in: parameters)?.name == "pinHeaders")
        #expect(panel.selectedParameter(in: []) == nil)
        #expect(ParameterPanel(selectedRow: 1).selectedParameter(in: parameters)?.name == "scrollDirection")
        let items = panel.items(layoutName: "circle", parameters: Array(parameters.prefix(2)), viewport: Size(width: 800, height: 600))
        let bar = items.first { $0.appearance.backgroundColor == ParameterPanel.highlight }
        let last = items.first { $0.appearance.text == "scroll direction" }
        #expect(bar != nil && bar?.frame.minY == last?.frame.minY)
        let empty = panel.items(layoutName: "tree", parameters: [], viewport: Size(width: 800, height: 600))
        #expect(texts(empty).contains("no adjustable parameters"))
    }
}
