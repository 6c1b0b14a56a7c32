import Testing
import LayoutCore
import LayoutCoreTestSupport

/// Guide §4.2, "Working with the default gesture behaviors": the collection view highlights and selects on its
/// own; a recognizer added to it gets priority through `delaysTouchesBegan` (the view hears nothing until the
/// recognizer has decided) or `cancelsTouchesInView` (the view's press is cancelled when it recognizes), and
/// `require(toFail:)` orders a single tap after a double tap.
@Suite("Tap priority (§4.2, listing 4-2)")
struct TapPriorityTests {
    private let highlightAndSelect3 = ["shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "shouldSelect 3", "didSelect 3"]

    /// Listing 4-2 in Swift: a double tap that delays the collection view's touches.
    private func listing4_2(_ cv: CollectionView, handleTapGesture: @escaping (TapGestureRecognizer) -> Void) -> TapGestureRecognizer {
        let tapGesture = TapGestureRecognizer(numberOfTapsRequired: 2, handler: handleTapGesture)
        tapGesture.delaysTouchesBegan = true
        cv.addGestureRecognizer(tapGesture)
        return tapGesture
    }

    @Test("listing 4-2: with delaysTouchesBegan a single click is not highlighted until the double tap failed (0.3 s after the release); then it highlights and selects")
    func listing4_2_singleClickWaits() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        var doubleTaps = 0
        _ = listing4_2(cv) { _ in doubleTaps += 1 }
        ix.handle(PointerEvent(.down, at: cellCentre(3), timestamp: seconds(1)))
        #expect(items.calls.isEmpty && cv.cellForItem(at: ip(3))?.isHighlighted == false, "no highlight while the double tap is undecided")
        ix.handle(PointerEvent(.up, at: cellCentre(3), timestamp: seconds(1.05)))
        ix.advance(to: seconds(1.34))
        #expect(items.calls.isEmpty && cv.indexPathsForSelectedItems.isEmpty && ix.needsTimeUpdates)
        ix.advance(to: seconds(1.36))
        #expect(items.calls == highlightAndSelect3)
        #expect(cv.indexPathsForSelectedItems == [ip(3)] && doubleTaps == 0)
    }

    @Test("listing 4-2: a double click runs the handler once and the cell is never highlighted or selected")
    func listing4_2_doubleClickWins() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        var doubleTaps: [GestureRecognizer.State] = []
        _ = listing4_2(cv) { doubleTaps.append($0.state) }
        ix.click(cellCentre(3), at: 1)
        ix.click(cellCentre(3), at: 1.2)
        ix.advance(to: seconds(2))
        #expect(doubleTaps == [.recognized])
        #expect(items.calls.isEmpty && cv.indexPathsForSelectedItems.isEmpty)
    }

    @Test("require(toFail:): the single tap waits for the double tap; it fires when the double tap fails, and fails when the double tap is recognized")
    func singleTapRequiresDoubleTapToFail() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        let log = StateLog()
        let doubleTap = listing4_2(cv) { _ in }
        doubleTap.addAction(log.record("double"))
        let singleTap = TapGestureRecognizer { _ in }
        singleTap.addAction { [doubleTap] _ in log.entries.append("double was \(doubleTap.state.rawValue)") }
        singleTap.addAction(log.record("single"))
        singleTap.require(toFail: doubleTap)
        singleTap.cancelsTouchesInView = false  // the cell still selects after the single tap
        cv.addGestureRecognizer(singleTap)
        #expect(singleTap.requiredToFail.count == 1 && singleTap.requiredToFail[0] === doubleTap)

        ix.click(cellCentre(3), at: 1)
        #expect(singleTap.state == .possible && log.entries.isEmpty, "released, but held back by the double tap")
        ix.advance(to: seconds(1.36))
        #expect(log.entries == ["double was failed", "single ended"])
        #expect(items.calls == highlightAndSelect3, "delivered once the single tap is decided")

        ix.click(cellCentre(3), at: 2)
        ix.click(cellCentre(3), at: 2.2)
        ix.advance(to: seconds(3))
        #expect(log.entries == ["double was failed", "single ended", "double ended"])
        #expect(singleTap.state == .failed)
        #expect(items.calls == highlightAndSelect3, "the double click reached the cell not at all")
    }

    @Test("cancelsTouchesInView: a recognized tap cancels the cell's highlight and the release selects nothing; false lets the cell select")
    func cancelsTouchesInView() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        let tap = TapGestureRecognizer { _ in }
        cv.addGestureRecognizer(tap)
        ix.handle(PointerEvent(.down, at: cellCentre(2), timestamp: seconds(1)))
        #expect(cv.cellForItem(at: ip(2))?.isHighlighted == true, "no delay: the cell highlights at once")
        ix.handle(PointerEvent(.up, at: cellCentre(2), timestamp: seconds(1.05)))
        #expect(items.calls == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2"])
        #expect(cv.cellForItem(at: ip(2))?.isHighlighted == false && cv.indexPathsForSelectedItems.isEmpty)

        items.calls = []
        tap.cancelsTouchesInView = false
        ix.click(cellCentre(2), at: 2)
        #expect(items.calls == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "shouldSelect 2", "didSelect 2"])
    }

    @Test("without delaysTouchesBegan the double tap lets the first click select and cancels the second click's highlight")
    func doubleTapWithoutDelay() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        var doubleTaps = 0
        let doubleTap = listing4_2(cv) { _ in doubleTaps += 1 }
        doubleTap.delaysTouchesBegan = false
        ix.click(cellCentre(3), at: 1)
        #expect(items.calls == highlightAndSelect3)
        ix.click(cellCentre(3), at: 1.2)
        #expect(doubleTaps == 1)
        #expect(items.calls == highlightAndSelect3 + ["shouldHighlight 3", "didHighlight 3", "didUnhighlight 3"])
    }
}
