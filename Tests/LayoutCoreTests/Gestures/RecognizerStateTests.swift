import Testing
import LayoutCore
import LayoutCoreTestSupport

/// Each recognizer's UIKit states, driven by pointer, wheel and pinch input and by time (guide §4).
@Suite("Gesture recognizers: states (§4)")
struct RecognizerStateTests {
    @Test("tap: a click is recognized on its release (ended = recognized); a press moved 11 pt fails and calls nothing")
    func tap() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        let log = StateLog()
        let tap = TapGestureRecognizer { _ in }
        tap.addAction(log.record("tap"))
        #expect(tap.numberOfTapsRequired == 1 && tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.isEnabled)
        cv.addGestureRecognizer(tap)
        ix.handle(PointerEvent(.down, at: Point(x: 100, y: 100), timestamp: seconds(1)))
        #expect(tap.state == .possible)
        ix.handle(PointerEvent(.up, at: Point(x: 100, y: 100), timestamp: seconds(1.1)))
        #expect(tap.state == .recognized && tap.state == .ended && log.states == [.ended])
        #expect(tap.location(in: nil) == Point(x: 100, y: 100))

        ix.handle(PointerEvent(.down, at: Point(x: 100, y: 100), timestamp: seconds(2)))
        #expect(tap.state == .possible, "a new press resets a finished recognizer")
        ix.handle(PointerEvent(.move, at: Point(x: 111, y: 100), timestamp: seconds(2.05)))
        #expect(tap.state == .failed)
        ix.handle(PointerEvent(.up, at: Point(x: 111, y: 100), timestamp: seconds(2.1)))
        #expect(tap.state == .failed && log.states == [.ended], "failing sends no action (UIKit)")
    }

    @Test("double tap: two clicks within 0.3 s are recognized once; a single click fails when time passes 0.3 s after its release")
    func doubleTap() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        let log = StateLog()
        let double = TapGestureRecognizer(numberOfTapsRequired: 2) { _ in }
        double.addAction(log.record("double"))
        cv.addGestureRecognizer(double)
        ix.click(cellCentre(0), at: 1)  // released at 1.05
        #expect(double.state == .possible && double.tapCount == 1 && ix.needsTimeUpdates)
        ix.advance(to: seconds(1.34))
        #expect(double.state == .possible, "0.29 s after the release is inside the window")
        ix.advance(to: seconds(1.36))
        #expect(double.state == .failed && log.states.isEmpty)

        ix.click(cellCentre(0), at: 2)
        ix.click(cellCentre(0), at: 2.2)
        #expect(double.state == .ended && double.tapCount == 2 && log.states == [.ended])
    }

    @Test("long press: UIKit's defaults (0.5 s, 10 pt); began at 0.5 s held still, changed as it moves, ended on release")
    func longPress() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        let log = StateLog()
        let press = LongPressGestureRecognizer { _ in }
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        press.addAction(log.record("press"))
        cv.addGestureRecognizer(press)
        ix.handle(PointerEvent(.down, at: Point(x: 300, y: 400), timestamp: seconds(1)))
        ix.handle(PointerEvent(.move, at: Point(x: 310, y: 400), timestamp: seconds(1.2)))  // exactly 10 pt: allowed
        ix.advance(to: seconds(1.49))
        #expect(press.state == .possible)
        ix.advance(to: seconds(1.5))
        #expect(press.state == .began)
        ix.handle(PointerEvent(.move, at: Point(x: 340, y: 420), timestamp: seconds(1.6)))
        ix.handle(PointerEvent(.up, at: Point(x: 340, y: 420), timestamp: seconds(1.7)))
        #expect(log.states == [.began, .changed, .ended])
        #expect(press.location(in: nil) == Point(x: 340, y: 420))

        ix.handle(PointerEvent(.down, at: Point(x: 300, y: 400), timestamp: seconds(2)))
        ix.handle(PointerEvent(.move, at: Point(x: 310.5, y: 400), timestamp: seconds(2.1)))
        #expect(press.state == .failed, "10.5 pt before 0.5 s")
        ix.handle(PointerEvent(.up, at: Point(x: 310.5, y: 400), timestamp: seconds(2.2)))
        ix.handle(PointerEvent(.down, at: Point(x: 300, y: 400), timestamp: seconds(3)))
        ix.handle(PointerEvent(.up, at: Point(x: 300, y: 400), timestamp: seconds(3.4)))
        #expect(press.state == .failed && log.states == [.began, .changed, .ended], "released at 0.4 s")
    }

    @Test("pan: begins past 10 pt, changes with each move, ends on release; translation and velocity in points and points per second")
    func pan() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        let log = StateLog()
        let pan = PanGestureRecognizer { _ in }
        pan.addAction(log.record("pan"))
        cv.addGestureRecognizer(pan)
        ix.handle(PointerEvent(.down, at: Point(x: 100, y: 100), timestamp: seconds(0)))
        ix.handle(PointerEvent(.move, at: Point(x: 105, y: 100), timestamp: seconds(0.1)))
        #expect(pan.state == .possible)
        ix.handle(PointerEvent(.move, at: Point(x: 120, y: 100), timestamp: seconds(0.2)))
        #expect(pan.state == .began)
        #expect(pan.translation(in: cv) == Point(x: 20, y: 0))
        #expect(pan.velocity(in: cv) == Point(x: 150, y: 0))
        ix.handle(PointerEvent(.move, at: Point(x: 130, y: 110), timestamp: seconds(0.25)))
        #expect(pan.translation(in: nil) == Point(x: 30, y: 10))
        #expect(abs(pan.velocity(in: nil).x - 200) < 1e-9 && abs(pan.velocity(in: nil).y - 200) < 1e-9, "10 pt in 0.05 s")
        pan.setTranslation(.zero, in: cv)
        ix.handle(PointerEvent(.move, at: Point(x: 133, y: 110), timestamp: seconds(0.35)))
        #expect(pan.translation(in: cv) == Point(x: 3, y: 0), "measured from where setTranslation put it")
        ix.handle(PointerEvent(.up, at: Point(x: 133, y: 110), timestamp: seconds(0.4)))
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(items.calls == ["shouldHighlight 6", "didHighlight 6", "didUnhighlight 6"], "the pan cancelled the press on item 6")
    }

    @Test("pinch: ctrl+wheel notches multiply the scale by 1.1; began, changed, then ended 0.3 s after the last step")
    func pinch() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        cv.removeGestureRecognizer(cv.pinchGestureRecognizer)
        let log = StateLog()
        let pinch = PinchGestureRecognizer { _ in }
        pinch.addAction(log.record("pinch"))
        cv.addGestureRecognizer(pinch)
        ix.handle(WheelEvent(dy: 1, location: Point(x: 160, y: 240), modifiers: .control, timestamp: seconds(1)))
        #expect(pinch.state == .began && abs(pinch.scale - 1.1) < 1e-12)
        ix.handle(WheelEvent(dy: 1, location: Point(x: 160, y: 240), modifiers: .control, timestamp: seconds(1.25)))
        #expect(pinch.state == .changed && abs(pinch.scale - 1.21) < 1e-12)
        #expect(abs(pinch.velocity - 0.44) < 1e-9, "(1.21 − 1.1) / 0.25 s")
        ix.advance(to: seconds(1.54))
        #expect(pinch.state == .changed && ix.needsTimeUpdates)
        ix.advance(to: seconds(1.55))
        #expect(pinch.state == .ended && log.states == [.began, .changed, .ended])

        // A touch pinch, its centre a fraction of the window.
        ix.handlePinch(scale: 0.5, center: Point(x: 0.25, y: 0.5))
        #expect(pinch.state == .began && pinch.scale == 0.5 && pinch.location(in: nil) == Point(x: 80, y: 240))
        ix.handle(WheelEvent(dy: -1, timestamp: seconds(2)))
        #expect(pinch.state == .began && pinch.scale == 0.5, "a wheel without ctrl is no pinch")
    }

    @Test("location(in:): window coordinates for nil, content coordinates for the collection view")
    func location() {
        let items = GestureRecorder(count: 100)
        let (cv, ix) = items.make()
        cv.contentOffset = Point(x: 0, y: 100)
        let tap = TapGestureRecognizer { _ in }
        cv.addGestureRecognizer(tap)
        ix.click(Point(x: 25, y: 25), at: 1)
        #expect(tap.location(in: nil) == Point(x: 25, y: 25))
        #expect(tap.location(in: cv) == Point(x: 25, y: 125))
    }

    @Test("isEnabled: a disabled recognizer takes no input; disabling a long press that began cancels it")
    func enabled() {
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        let log = StateLog()
        let press = LongPressGestureRecognizer { _ in }
        press.addAction(log.record("press"))
        cv.addGestureRecognizer(press)
        press.isEnabled = false
        ix.handle(PointerEvent(.down, at: Point(x: 300, y: 400), timestamp: seconds(0)))
        ix.advance(to: seconds(1))
        ix.handle(PointerEvent(.up, at: Point(x: 300, y: 400), timestamp: seconds(1.1)))
        #expect(press.state == .possible && log.states.isEmpty)
        press.isEnabled = true
        ix.handle(PointerEvent(.down, at: Point(x: 300, y: 400), timestamp: seconds(2)))
        ix.advance(to: seconds(2.5))
        press.isEnabled = false
        #expect(log.states == [.began, .cancelled])
    }

    @Test("target/action: addTarget(_:action:) calls the target's method; the target is held weakly")
    func targetAction() {
        final class Controller {
            var handled: [GestureRecognizer.State] = []
            func handleTap(_ sender: GestureRecognizer) { handled.append(sender.state) }
        }
        let items = GestureRecorder()
        let (cv, ix) = items.make()
        let tap = TapGestureRecognizer()
        var controller: Controller? = Controller()
        weak let weakController = controller
        tap.addTarget(controller!, action: Controller.handleTap)
        cv.addGestureRecognizer(tap)
        ix.click(Point(x: 300, y: 400), at: 1)
        #expect(controller?.handled == [.ended])
        controller = nil
        #expect(weakController == nil)
        ix.click(Point(x: 300, y: 400), at: 2)  // nothing left to call
        #expect(cv.gestureRecognizers.contains { $0 === tap })
        cv.removeGestureRecognizer(tap)
        #expect(tap.view == nil && !cv.gestureRecognizers.contains { $0 === tap })
    }
}
