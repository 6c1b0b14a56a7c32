import Testing
import LayoutCore
import LayoutCoreTestSupport

/// Random press sequences through a set of client recognizers beside the built-in ones: whatever the order of
/// downs, moves, releases, lost releases, cancels and time, once every button is up and time has passed nothing
/// is left highlighted, lifted, held back or waiting.
@Suite("Gesture recognizers: random press sequences")
struct GestureSequenceTests {
    @Test("after random input and a quiet second: no highlight, no drag, nothing held back or waiting", arguments: [1, 2, 3] as [UInt64])
    func settles(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let items = GestureRecorder(count: 30)
        let (cv, ix) = items.make()
        let doubleTap = TapGestureRecognizer(numberOfTapsRequired: 2) { _ in }
        doubleTap.delaysTouchesBegan = true
        cv.addGestureRecognizer(doubleTap)
        let singleTap = TapGestureRecognizer { _ in }
        singleTap.require(toFail: doubleTap)
        singleTap.cancelsTouchesInView = false
        cv.addGestureRecognizer(singleTap)
        let longPress = LongPressGestureRecognizer { _ in }
        longPress.minimumPressDuration = 0.8
        cv.addGestureRecognizer(longPress)
        cv.addGestureRecognizer(TapGestureRecognizer(numberOfTapsRequired: 3) { _ in })

        var now = 0.0
        var pointer = Point(x: 100, y: 100)
        for _ in 0..<1000 {
            now += [0.01, 0.05, 0.2, 0.4][Int.random(in: 0..<4, using: &rng)]
            let t = Timestamp(seconds: now)
            let button: PointerEvent.Button = Int.random(in: 0..<8, using: &rng) == 0 ? .secondary : .primary
            switch Int.random(in: 0..<10, using: &rng) {
            case 0...2:
                pointer = Point(x: Double.random(in: 0..<320, using: &rng), y: Double.random(in: 0..<300, using: &rng))
                ix.handle(PointerEvent(.down, at: pointer, button: button, timestamp: t))
            case 3...5:
                pointer = Point(x: pointer.x + Double.random(in: -12...12, using: &rng), y: pointer.y + Double.random(in: -12...12, using: &rng))
                ix.handle(PointerEvent(.move, at: pointer, button: button, timestamp: t))
            case 6...7: ix.handle(PointerEvent(.up, at: pointer, button: button, timestamp: t))
            case 8: ix.handle(PointerEvent(.cancel, at: pointer, timestamp: t))
            default:
                ix.advance(to: t)
                cv.advance(to: t)
            }
            if ix.menu != nil && Bool.random(using: &rng) { ix.closeMenu() }
            #expect(ix.checkInvariants().isEmpty)
        }
        now += 0.1
        ix.handle(PointerEvent(.up, at: pointer, button: .primary, timestamp: Timestamp(seconds: now)))
        ix.handle(PointerEvent(.up, at: pointer, button: .secondary, timestamp: Timestamp(seconds: now)))
        for k in 1...60 {
            let t = Timestamp(seconds: now + Double(k) / 60)
            ix.advance(to: t)
            cv.advance(to: t)
        }
        #expect(cv.visibleCells.allSatisfy { !$0.isHighlighted })
        #expect(!ix.isDragging && !ix.needsTimeUpdates)
        #expect(ix.checkInvariants().isEmpty)
        let highlights = items.calls.filter { $0.hasPrefix("didHighlight") }.count
        let unhighlights = items.calls.filter { $0.hasPrefix("didUnhighlight") }.count
        #expect(highlights == unhighlights && highlights > 0, "every highlight was taken away")
    }
}
