import Testing
import LayoutCore
import LayoutCoreTestSupport

@Suite("Content inset, supplementary reloads and transition edge rules")
struct ContentInsetAndReloadTests {
    @Test("a bottom inset lets the end of the content scroll clear of an overlay")
    func bottomInset() {
        let ds = TestItems(counts: [100])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(settled: false)
        cv.contentInset = EdgeInsets(bottom: 26)
        cv.contentOffset = Point(x: 0, y: 1_000_000)
        cv.layoutIfNeeded()
        #expect(cv.contentOffset.y == 1190 + 26 - 480)
        cv.contentOffset = Point(x: 0, y: -50)
        cv.layoutIfNeeded()
        #expect(cv.contentOffset.y == 0)
    }

    @Test("a flow layout fills the bounds less the content inset across its scroll direction, as UIKit's does")
    func flowFitsWithinInsets() {
        let ds = TestItems(counts: [20])
        defer { withExtendedLifetime(ds) {} }
        var horizontal = FlowLayout()
        horizontal.scrollDirection = .horizontal
        horizontal.itemSize = Size(width: 50, height: 100)
        horizontal.minimumInteritemSpacing = 0
        horizontal.minimumLineSpacing = 0
        let cv = ds.makeCollectionView(horizontal, width: 320, height: 426, settled: false)
        cv.layoutIfNeeded()
        // 426 tall: four 100-point items per column, 5 columns of 50.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.origin == Point(x: 50, y: 0))
        #expect(cv.contentSize == Size(width: 250, height: 426))
        let prepares = cv.prepareCount
        cv.contentInset = EdgeInsets(bottom: 26)
        cv.layoutIfNeeded()
        #expect(cv.prepareCount == prepares + 1, "a new inset is a new layout")
        // 400 left under the bar's 26: still four per column, now exactly filling it; at 27 only three fit.
        #expect(cv.contentSize == Size(width: 250, height: 400))
        cv.contentInset = EdgeInsets(bottom: 27)
        cv.layoutIfNeeded()
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.origin == Point(x: 50, y: 0))
        #expect(cv.contentSize == Size(width: 350, height: 399))
    }

    @Test("progress reached in wheel steps (ten notches of 0.05) counts as half way and finishes forward")
    func halfWayBySteps() {
        let ds = TestItems(counts: [10])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(settled: false)
        cv.advance(to: .zero)
        var big = FlowLayout()
        big.itemSize = Size(width: 80, height: 80)
        cv.startInteractiveTransition(to: big)
        var p = 0.0
        for _ in 0..<10 { p += 0.05; cv.updateInteractiveTransition(progress: p) }
        #expect(p < 0.5, "floating-point steps land just under a half")
        cv.finishInteractiveTransition()
        cv.advance(to: Timestamp(seconds: 1)); cv.advance(to: Timestamp(seconds: 2))
        #expect(cv.collectionViewLayout.isEqual(to: big))
    }

    @Test("a switch made at the top of the content, with nothing selected, stays at the top")
    func staysAtTop() {
        let ds = TestItems(counts: [400])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(settled: false)
        cv.advance(to: .zero)
        var big = FlowLayout()
        big.itemSize = Size(width: 90, height: 90)
        cv.setCollectionViewLayout(big, animated: true)
        cv.advance(to: .zero); cv.advance(to: Timestamp(seconds: 1))
        #expect(cv.contentOffset == .zero)
    }

    @Test("visible headers are asked for again after a change of the data")
    func reloadSupplementary() throws {
        final class Counted: CollectionViewDataSource {
            var count = 5
            func collectionView(_ cv: CollectionView, numberOfItemsInSection s: Int) -> Int { count }
            func collectionView(_ cv: CollectionView, cellForItemAt ip: IndexPath) throws -> CollectionViewCell {
                try cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: ip)
            }
            func collectionView(_ cv: CollectionView, viewForSupplementaryElementOfKind kind: String, at ip: IndexPath) throws -> ReusableView? {
                let v = try cv.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "H", for: ip)
                v.title = "\(count) items"
                return v
            }
        }
        let ds = Counted()
        var flow = FlowLayout()
        flow.headerReferenceSize = Size(width: 0, height: 30)
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flow)
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.register(HeaderFooterView.self, forSupplementaryViewOfKind: ElementKind.sectionHeader, withReuseIdentifier: "H")
        cv.dataSource = ds
        cv.advance(to: .zero)
        let header = ElementKey.supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 0))
        #expect(cv.view(for: header)?.title == "5 items")
        try cv.performBatchUpdates { ds.count = 6; try cv.insertItems(at: [IndexPath(item: 5, section: 0)]) }
        #expect(cv.view(for: header)?.title == "5 items", "UIKit leaves supplementary views alone")
        cv.reloadVisibleSupplementaryViews()
        #expect(cv.view(for: header)?.title == "6 items")
    }
}
