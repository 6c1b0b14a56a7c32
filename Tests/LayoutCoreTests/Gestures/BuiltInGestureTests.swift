import Testing
import LayoutCore
import LayoutCoreTestSupport

/// The collection view's own gestures are recognizers a client can see, disable, remove and add to, without
/// touching LayoutCore: the pinch (UIScrollView's `pinchGestureRecognizer`), the long-press menu, and recognizers
/// of the client's own (a triple tap).
@Suite("Built-in and client recognizers (§4)")
struct BuiltInGestureTests {
    @Test("the built-in pinch is first in gestureRecognizers; ctrl+wheel through it is pinch(scale: 1.1^notches); it cancels no press")
    func builtInPinch() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        let pinch = cv.pinchGestureRecognizer
        #expect(cv.gestureRecognizers.first === pinch && pinch.view === cv && !pinch.cancelsTouchesInView)
        #expect(cv.gestureRecognizers.contains { $0 === ix.longPressGestureRecognizer })
        ix.handle(WheelEvent(dy: 2, location: Point(x: 160, y: 240), modifiers: .control, timestamp: seconds(1)))
        #expect(abs(cv.collectionViewLayout.parameters["itemScale"]! - 1.21) < 1e-12)
        #expect(pinch.state == .began && pinch.scale == 1, "the handler applies each step and sets the scale back to 1")
        ix.handlePinch(scale: 0.5, center: Point(x: 0.5, y: 0.5))
        #expect(abs(cv.collectionViewLayout.parameters["itemScale"]! - 0.605) < 1e-12, "a touch pinch goes the same way")
    }

    @Test("replacing the pinch: remove the built-in one, add your own; ctrl+wheel then reaches only yours")
    func replacingThePinch() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        cv.removeGestureRecognizer(cv.pinchGestureRecognizer)
        #expect(!cv.gestureRecognizers.contains { $0 === cv.pinchGestureRecognizer }, "removed for good")
        var scales: [Double] = []
        // A pinch the other way round: spreading the fingers makes the items smaller.
        let mine = PinchGestureRecognizer { [unowned cv] r in
            guard r.state == .began || r.state == .changed else { return }
            scales.append(r.scale)
            cv.pinch(scale: 1 / r.scale, at: r.location(in: nil))
            r.scale = 1
        }
        cv.addGestureRecognizer(mine)
        ix.handle(WheelEvent(dy: 1, location: Point(x: 160, y: 240), modifiers: .control, timestamp: seconds(1)))
        #expect(scales.count == 1 && abs(scales[0] - 1.1) < 1e-12)
        #expect(abs(cv.collectionViewLayout.parameters["itemScale"]! - 1 / 1.1) < 1e-12)

        cv.removeGestureRecognizer(mine)
        #expect(!ix.handle(WheelEvent(dy: 1, modifiers: .control, timestamp: seconds(2))), "no pinch left: ctrl+wheel is not used")
        #expect(abs(cv.collectionViewLayout.parameters["itemScale"]! - 1 / 1.1) < 1e-12)
    }

    @Test("a client's triple tap: recognized on the third click; the first two select as usual, the third is cancelled in the cell")
    func clientTripleTap() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        var tripleTaps: [IndexPath?] = []
        let triple = TapGestureRecognizer(numberOfTapsRequired: 3) { [unowned cv] r in
            tripleTaps.append(cv.indexPathForItem(atWindowPoint: r.location(in: nil)))
        }
        cv.addGestureRecognizer(triple)
        ix.click(cellCentre(4), at: 1)
        ix.click(cellCentre(4), at: 1.2)
        #expect(tripleTaps.isEmpty)
        ix.click(cellCentre(4), at: 1.4)
        #expect(tripleTaps == [ip(4)])
        #expect(items.calls.filter { $0 == "didSelect 4" }.count == 2)
        #expect(items.calls.suffix(3) == ["shouldHighlight 4", "didHighlight 4", "didUnhighlight 4"])
        ix.click(cellCentre(4), at: 3)
        #expect(tripleTaps.count == 1 && triple.tapCount == 1, "a fresh attempt after the recognized one")
    }

    @Test("the long-press menu is the interaction's longPressGestureRecognizer: 0.5 s within the 6 pt tap slop; disabled, only a right click opens the menu")
    func longPressMenu() {
        let items = GestureRecorder()
        let (_, ix) = items.make()
        let press = ix.longPressGestureRecognizer
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 6 && !press.cancelsTouchesInView)
        ix.handle(PointerEvent(.down, at: cellCentre(1), timestamp: seconds(1)))
        ix.advance(to: seconds(1.49))
        #expect(ix.menu == nil)
        ix.advance(to: seconds(1.5))
        #expect(ix.menu?.indexPath == ip(1))
        #expect(items.calls == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1"])
        ix.handle(PointerEvent(.up, at: cellCentre(1), timestamp: seconds(1.6)))
        ix.closeMenu()

        press.isEnabled = false
        ix.handle(PointerEvent(.down, at: cellCentre(1), timestamp: seconds(2)))
        ix.advance(to: seconds(3))
        #expect(ix.menu == nil)
        ix.handle(PointerEvent(.up, at: cellCentre(1), timestamp: seconds(3.1)))
        ix.handle(PointerEvent(.down, at: cellCentre(1), button: .secondary, timestamp: seconds(4)))
        #expect(ix.menu?.indexPath == ip(1))
    }

    @Test("drag to reorder lifts through the interaction's reorderGestureRecognizer: past 8 pt, not at 7; disabled, nothing lifts")
    func reorderPan() {
        let items = GestureRecorder()
        let (_, ix) = items.make()
        let pan = ix.reorderGestureRecognizer
        #expect(pan.minimumDistance == 8 && !pan.cancelsTouchesInView)
        let p = cellCentre(0)
        ix.handle(PointerEvent(.down, at: p, timestamp: seconds(1)))
        ix.handle(PointerEvent(.move, at: Point(x: p.x + 7, y: p.y), timestamp: seconds(1.05)))
        #expect(!ix.isDragging && pan.state == .possible)
        ix.handle(PointerEvent(.move, at: Point(x: p.x + 9, y: p.y), timestamp: seconds(1.1)))
        #expect(ix.isDragging && pan.state == .began)
        ix.handle(PointerEvent(.up, at: Point(x: p.x + 9, y: p.y), timestamp: seconds(1.2)))
        #expect(!ix.isDragging && pan.state == .ended)

        pan.isEnabled = false
        ix.handle(PointerEvent(.down, at: p, timestamp: seconds(2)))
        ix.handle(PointerEvent(.move, at: Point(x: p.x + 40, y: p.y), timestamp: seconds(2.1)))
        #expect(!ix.isDragging)
        ix.handle(PointerEvent(.up, at: Point(x: p.x + 40, y: p.y), timestamp: seconds(2.2)))
    }

    @Test("a press whose release was lost is cancelled for the recognizers: the next press lifts only 8 pt past its own start")
    func lostRelease() {
        let items = GestureRecorder()
        let (_, ix) = items.make()
        let p = cellCentre(0), q = cellCentre(12)
        ix.handle(PointerEvent(.down, at: p, timestamp: seconds(1)))
        ix.handle(PointerEvent(.move, at: Point(x: p.x + 20, y: p.y), timestamp: seconds(1.1)))
        #expect(ix.isDragging)
        ix.handle(PointerEvent(.down, at: q, timestamp: seconds(2)))  // no release came for the first press
        #expect(!ix.isDragging && ix.reorderGestureRecognizer.state == .possible)
        ix.handle(PointerEvent(.move, at: Point(x: q.x + 7, y: q.y), timestamp: seconds(2.05)))
        #expect(!ix.isDragging)
        ix.handle(PointerEvent(.move, at: Point(x: q.x + 9, y: q.y), timestamp: seconds(2.1)))
        #expect(ix.isDragging)
    }

    @Test("time reaches the recognizers through the collection view's advance(to:) too")
    func advanceThroughCollectionView() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        ix.handle(PointerEvent(.down, at: cellCentre(1), timestamp: seconds(1)))
        cv.advance(to: seconds(1.5))
        #expect(ix.menu?.indexPath == ip(1))
    }
}
