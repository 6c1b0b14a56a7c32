import Testing
import LayoutCore
import LayoutCoreTestSupport

/// The code of the "Gesture recognizers" article, exactly as the article prints it, and what the article says it does.
@Suite("Gesture recognizers article (§4.1, §4.2)")
struct GestureArticleTests {
    @Test("listing 4-1 as a replaced pinch: spreading the fingers makes the items smaller")
    func listing4_1() {
        let items = GestureRecorder()
        let (collectionView, interaction) = items.make()

        collectionView.removeGestureRecognizer(collectionView.pinchGestureRecognizer)
        let pinch = PinchGestureRecognizer { [unowned collectionView] sender in
            guard sender.state == .began || sender.state == .changed else { return }
            // A pinch the other way round: spreading the fingers makes the items smaller.
            collectionView.pinch(scale: 1 / sender.scale, at: sender.location(in: nil))
            sender.scale = 1
        }
        collectionView.addGestureRecognizer(pinch)

        interaction.handle(WheelEvent(dy: 2, location: Point(x: 160, y: 240), modifiers: .control, timestamp: seconds(1)))
        #expect(abs(collectionView.collectionViewLayout.parameters["itemScale"]! - 1 / 1.21) < 1e-12)
    }

    @Test("listing 4-2 with the single tap: one click selects 0.3 s after its release and reaches the single tap; a double click reaches only handleTapGesture")
    func listing4_2() {
        let items = GestureRecorder()
        let (collectionView, interaction) = items.make()
        var doubleTaps = 0
        func handleTapGesture(_ sender: TapGestureRecognizer) { doubleTaps += 1 }
        var singleTapPoints: [Point] = []

        let tapGesture = TapGestureRecognizer(numberOfTapsRequired: 2, handler: handleTapGesture)
        tapGesture.delaysTouchesBegan = true
        collectionView.addGestureRecognizer(tapGesture)

        let singleTap = TapGestureRecognizer { [unowned collectionView] tap in
            singleTapPoints.append(tap.location(in: collectionView))
        }
        singleTap.require(toFail: tapGesture)
        singleTap.cancelsTouchesInView = false  // the cell is still selected after it
        collectionView.addGestureRecognizer(singleTap)

        collectionView.contentOffset = .zero
        interaction.click(cellCentre(7), at: 1)
        collectionView.advance(to: seconds(1.3))
        #expect(items.calls.isEmpty && singleTapPoints.isEmpty)
        collectionView.advance(to: seconds(1.4))
        #expect(singleTapPoints == [cellCentre(7)])
        #expect(items.calls == ["shouldHighlight 7", "didHighlight 7", "didUnhighlight 7", "shouldSelect 7", "didSelect 7"])

        interaction.click(cellCentre(8), at: 2)
        interaction.click(cellCentre(8), at: 2.2)
        collectionView.advance(to: seconds(3))
        #expect(doubleTaps == 1 && singleTapPoints.count == 1)
        #expect(collectionView.indexPathsForSelectedItems == [ip(7)])
    }

    @Test("a triple tap of one's own opens the item under it")
    func tripleTap() {
        let items = GestureRecorder()
        let (collectionView, interaction) = items.make()
        var opened: [IndexPath] = []
        func open(_ indexPath: IndexPath) { opened.append(indexPath) }

        let tripleTap = TapGestureRecognizer(numberOfTapsRequired: 3) { [unowned collectionView] tap in
            if let indexPath = collectionView.indexPathForItem(atWindowPoint: tap.location(in: nil)) { open(indexPath) }
        }
        collectionView.addGestureRecognizer(tripleTap)

        for k in 0..<3 { interaction.click(cellCentre(9), at: 1 + 0.2 * Double(k)) }
        #expect(opened == [ip(9)])
    }
}
