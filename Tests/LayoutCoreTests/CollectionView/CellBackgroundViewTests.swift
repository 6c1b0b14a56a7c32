import Testing
import LayoutCore

private let red = Color(hex: 0xFF0000), white = Color(hex: 0xFFFFFF), blue = Color(hex: 0x0000FF)
private let teal = Color(hex: 0x208080)

/// Listing 2-4 as a data source: every cell gets a red background view and a white selected background view.
/// Listing 2-5 as a delegate: the content view turns blue while the item is highlighted.
private final class BackgroundViewsSource: CollectionViewDataSource, CollectionViewDelegate {
    var customViews = true
    func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ cv: CollectionView, cellForItemAt ip: IndexPath) throws -> CollectionViewCell {
        let cell = try cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: ip)
        cell.title = "\(ip.item)"
        cell.backgroundColor = teal
        if customViews {
            let background = ReusableView()
            background.backgroundColor = red
            cell.backgroundView = background
            let selected = ReusableView()
            selected.backgroundColor = white
            cell.selectedBackgroundView = selected
        }
        return cell
    }
    var tintsContentOnHighlight = false
    func collectionView(_ cv: CollectionView, didHighlightItemAt ip: IndexPath) {
        if tintsContentOnHighlight { cv.cellForItem(at: ip)?.contentView.backgroundColor = blue }
    }
    func collectionView(_ cv: CollectionView, didUnhighlightItemAt ip: IndexPath) {
        if tintsContentOnHighlight { cv.cellForItem(at: ip)?.contentView.backgroundColor = .clear }
    }

    /// 320×480 flow of 50×50 items; item i's centre is at (i·67.5 + 25, 25) for the first five.
    func make() -> (CollectionView, CollectionViewInteraction) {
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: FlowLayout())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = self
        cv.delegate = self
        cv.advance(to: .zero)
        return (cv, CollectionViewInteraction(collectionView: cv))
    }
}

private func fill(_ cv: CollectionView, _ item: Int) -> Color? {
    cv.displayList().items.first { $0.key == .cell(IndexPath(item: item, section: 0)) }?.appearance.backgroundColor
}
private func centre(_ i: Int) -> Point { Point(x: Double(i) * 67.5 + 25, y: 25) }

@Suite("Cell background views (guide §2.4, listings 2-4 and 2-5)")
struct CellBackgroundViewTests {
    @Test("listing 2-4: the background view fills an unselected cell; the selected background view shows only while selected")
    func listing2_4Selection() {
        let source = BackgroundViewsSource()
        let (cv, _) = source.make()
        #expect(fill(cv, 2) == red)
        cv.selectItem(at: IndexPath(item: 2, section: 0))
        #expect(fill(cv, 2) == white)
        #expect(fill(cv, 3) == red)
        cv.deselectItem(at: IndexPath(item: 2, section: 0))
        #expect(fill(cv, 2) == red)
    }

    @Test("listing 2-4: the selected background view shows while the press highlights the cell, and goes on release outside")
    func listing2_4Highlight() {
        let source = BackgroundViewsSource()
        let (cv, ix) = source.make()
        ix.handle(PointerEvent(.down, at: centre(1), timestamp: Timestamp(seconds: 1)))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == true)
        #expect(fill(cv, 1) == white)
        // Dragging away past the slop takes the highlight (and the selected background view) away.
        ix.handle(PointerEvent(.move, at: Point(x: 92.5, y: 300), timestamp: Timestamp(seconds: 1.1)))
        ix.handle(PointerEvent(.up, at: Point(x: 92.5, y: 300), timestamp: Timestamp(seconds: 1.2)))
        #expect(fill(cv, 1) == red)
        #expect(cv.indexPathsForSelectedItems.isEmpty)
    }

    @Test("listing 2-5: a content view colored from didHighlightItemAt covers both background views until didUnhighlight")
    func listing2_5ContentView() {
        let source = BackgroundViewsSource()
        source.tintsContentOnHighlight = true
        let (cv, ix) = source.make()
        ix.handle(PointerEvent(.down, at: centre(0), timestamp: Timestamp(seconds: 1)))
        #expect(fill(cv, 0) == blue)
        ix.handle(PointerEvent(.up, at: centre(0), timestamp: Timestamp(seconds: 1.05)))
        // Released: selected, content view clear again, so the selected background view shows.
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(fill(cv, 0) == white)
    }

    @Test("default views: the cell's color, 35 % darker while selected; the label reads from the content view")
    func defaults() {
        let source = BackgroundViewsSource()
        source.customViews = false
        let (cv, _) = source.make()
        #expect(fill(cv, 4) == teal)
        cv.selectItem(at: IndexPath(item: 4, section: 0))
        #expect(fill(cv, 4) == teal.darkened(by: 0.35))
        let cell = cv.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect(cell?.contentView.title == "4")
        #expect(cv.displayList().items.first { $0.key == .cell(IndexPath(item: 4, section: 0)) }?.appearance.text == "4")
    }

    @Test("removed views: no background view draws no fill; no selected background view leaves selection unfilled (the ring stays)")
    func removed() {
        let cell = CollectionViewCell()
        cell.backgroundColor = teal
        cell.backgroundView = nil
        #expect(cell.appearance.backgroundColor == .clear)
        cell.backgroundView = ReusableView()
        cell.backgroundView?.backgroundColor = red
        cell.selectedBackgroundView = nil
        cell.isSelected = true
        #expect(cell.appearance.backgroundColor == red)
        #expect(cell.appearance.borderWidth == 3)
        cell.isSelected = false
        cell.isHighlighted = true
        #expect(cell.appearance.backgroundColor == red)
    }

    @Test("a half-transparent selected background view is painted over the background view")
    func translucentSelected() {
        let cell = CollectionViewCell()
        cell.backgroundView = ReusableView()
        cell.backgroundView?.backgroundColor = white
        cell.selectedBackgroundView = ReusableView()
        cell.selectedBackgroundView?.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        cell.isHighlighted = true
        #expect(cell.appearance.backgroundColor == Color(red: 0.5, green: 0.5, blue: 0.5))
    }
}
