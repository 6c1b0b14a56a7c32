import Testing
import LayoutCore
import LayoutCoreTestSupport

/// The guide's tap priority (§4.2, listing 4-2) as the interaction's own gestures: the click that selects is
/// `selectionGestureRecognizer`, a single tap that requires `doubleTapGestureRecognizer` (the double-click
/// action) to fail. Neither delays the cell's touches, so a pressed cell lights at once and stays lit until the
/// click is decided: selected after the double-click window, or a double click (issue 13: no blink).
@Suite("Double click through tap recognizers (§4.2)")
struct DoubleClickRecognizerTests {
    @Test("the built-in taps: the selection tap requires the double tap (and the long press) to fail; the double tap is enabled only with a double-click action")
    func builtInTaps() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        let single = ix.selectionGestureRecognizer, double = ix.doubleTapGestureRecognizer
        #expect(cv.gestureRecognizers.contains { $0 === single } && cv.gestureRecognizers.contains { $0 === double })
        #expect(single.numberOfTapsRequired == 1 && double.numberOfTapsRequired == 2)
        #expect(single.requiredToFail.contains { $0 === double } && single.requiredToFail.contains { $0 === ix.longPressGestureRecognizer })
        #expect(!single.delaysTouchesBegan && !double.delaysTouchesBegan && !single.cancelsTouchesInView && double.cancelsTouchesInView)
        #expect(!double.isEnabled)
        ix.doubleClickAction = { _ in }
        #expect(double.isEnabled)
        ix.doubleClickAction = nil
        #expect(!double.isEnabled)
    }

    @Test("no blink: with a double-click action the pressed cell stays highlighted after the release until the window has passed, then it is unhighlighted and selected in the same step")
    func noBlink() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        ix.doubleClickAction = { _ in }
        ix.handle(PointerEvent(.down, at: cellCentre(3), timestamp: seconds(1)))
        #expect(cv.cellForItem(at: ip(3))?.isHighlighted == true, "lit on the press")
        ix.handle(PointerEvent(.up, at: cellCentre(3), timestamp: seconds(1.05)))
        ix.advance(to: seconds(1.2))
        #expect(cv.cellForItem(at: ip(3))?.isHighlighted == true, "still lit while a second click may come")
        #expect(items.calls == ["shouldHighlight 3", "didHighlight 3"] && cv.indexPathsForSelectedItems.isEmpty)
        #expect(ix.needsTimeUpdates)
        ix.advance(to: seconds(1.34))
        #expect(cv.cellForItem(at: ip(3))?.isHighlighted == true, "0.29 s after the release is still inside the window")
        ix.advance(to: seconds(1.36))
        #expect(items.calls == ["shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "shouldSelect 3", "didSelect 3"])
        #expect(cv.cellForItem(at: ip(3))?.isHighlighted == false && cv.cellForItem(at: ip(3))?.isSelected == true)
        #expect(!ix.needsTimeUpdates)
    }

    @Test("a double click: one highlight from the first press to the second release, the action once, nothing selected")
    func doubleClickHighlightsOnce() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        var doubled: [IndexPath] = []
        ix.doubleClickAction = { doubled.append($0) }
        ix.click(cellCentre(3), at: 1)
        ix.handle(PointerEvent(.down, at: cellCentre(3), timestamp: seconds(1.2)))
        #expect(cv.cellForItem(at: ip(3))?.isHighlighted == true && items.calls == ["shouldHighlight 3", "didHighlight 3"])
        ix.handle(PointerEvent(.up, at: cellCentre(3), timestamp: seconds(1.25)))
        #expect(doubled == [ip(3)] && ix.doubleTapGestureRecognizer.state == .recognized)
        #expect(ix.selectionGestureRecognizer.state == .failed)
        ix.advance(to: seconds(2))
        #expect(items.calls == ["shouldHighlight 3", "didHighlight 3", "didUnhighlight 3"])
        #expect(cv.cellForItem(at: ip(3))?.isHighlighted == false && cv.indexPathsForSelectedItems.isEmpty && doubled.count == 1)
    }

    @Test("a click on another item inside the window: the first click is decided (selected) before the second cell lights")
    func clickElsewhereDecidesTheFirst() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        ix.doubleClickAction = { _ in Issue.record("no double click across items") }
        ix.click(cellCentre(3), at: 1)
        ix.handle(PointerEvent(.down, at: cellCentre(7), timestamp: seconds(1.1)))
        #expect(items.calls == ["shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "shouldSelect 3", "didSelect 3",
                                "shouldHighlight 7", "didHighlight 7"])
        ix.handle(PointerEvent(.up, at: cellCentre(7), timestamp: seconds(1.15)))
        ix.advance(to: seconds(1.5))
        #expect(cv.indexPathsForSelectedItems == [ip(7)])
    }

    @Test("a library user's triple tap: the double tap and the selection tap require it to fail (as in UIKit); three clicks run only the triple tap, two only the double click, one selects")
    func tripleTapBeforeDoubleBeforeSingle() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        var log: [String] = []
        ix.doubleClickAction = { log.append("double \($0.item)") }
        let triple = TapGestureRecognizer(numberOfTapsRequired: 3) { [unowned cv] r in
            log.append("triple \(cv.indexPathForItem(atWindowPoint: r.location(in: nil))!.item)")
        }
        cv.addGestureRecognizer(triple)
        ix.doubleTapGestureRecognizer.require(toFail: triple)
        ix.selectionGestureRecognizer.require(toFail: triple)

        ix.click(cellCentre(4), at: 1); ix.click(cellCentre(4), at: 1.2); ix.click(cellCentre(4), at: 1.4)
        ix.advance(to: seconds(2))
        #expect(log == ["triple 4"] && cv.indexPathsForSelectedItems.isEmpty)
        #expect(cv.cellForItem(at: ip(4))?.isHighlighted == false)

        ix.click(cellCentre(6), at: 3); ix.click(cellCentre(6), at: 3.2)
        ix.advance(to: seconds(3.5))
        #expect(log == ["triple 4"], "the double click waits for the triple tap's window")
        ix.advance(to: seconds(3.6))
        #expect(log == ["triple 4", "double 6"] && cv.indexPathsForSelectedItems.isEmpty)

        ix.click(cellCentre(8), at: 5)
        ix.advance(to: seconds(6))
        #expect(log == ["triple 4", "double 6"] && cv.indexPathsForSelectedItems == [ip(8)])
    }

    @Test("the selection tap disabled: clicks highlight but select nothing")
    func selectionTapDisabled() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        ix.selectionGestureRecognizer.isEnabled = false
        ix.click(cellCentre(2), at: 1)
        #expect(items.calls == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2"] && cv.indexPathsForSelectedItems.isEmpty)
    }
}
