import Testing
import LayoutCore

@Suite("Auto-scroll")
struct AutoScrollTests {
    let auto = AutoScroll()

    @Test("depth: 0 outside the zones, growing towards each edge, full at and beyond it, signed by edge")
    func depth() {
        #expect(auto.depth(position: 240, length: 480) == 0)
        #expect(auto.depth(position: 64, length: 480) == 0)
        #expect(auto.depth(position: 32, length: 480) == -0.5)
        #expect(auto.depth(position: 0, length: 480) == -1)
        #expect(auto.depth(position: -300, length: 480) == -1)
        #expect(auto.depth(position: 448, length: 480) == 0.5)
        #expect(auto.depth(position: 900, length: 480) == 1)
        // A tiny viewport keeps a dead band in the middle.
        #expect(auto.depth(position: 45, length: 90) == 0)
        #expect(auto.depth(position: .nan, length: 480) == 0)
        #expect(auto.depth(position: 10, length: 0) == 0)
    }

    @Test("speed grows with depth (quadratically), ramps with time held, and never exceeds the cap")
    func speed() {
        #expect(auto.speed(depth: 0.5, held: 10) == auto.maximumSpeed * 0.25)
        #expect(auto.speed(depth: -1, held: 10) == -auto.maximumSpeed)
        #expect(auto.speed(depth: 1, held: 0) == auto.maximumSpeed * auto.initialRamp)
        var last = 0.0
        for i in 0...40 {
            let held = Double(i) * 0.05
            let v = auto.speed(depth: 1, held: held)
            #expect(v >= last)
            #expect(v <= auto.maximumSpeed)
            last = v
        }
        #expect(auto.speed(depth: 5, held: 100) == auto.maximumSpeed)
        #expect(auto.speed(depth: .infinity, held: 1) == 0)
    }

    @Test("distance is the integral of speed: any split into frames sums to the same total")
    func frameRateIndependent() {
        for depth in [0.3, -0.8, 1.0] {
            let total = auto.distance(depth: depth, heldFrom: 0, to: 2)
            for fps in [24.0, 30, 60, 120, 144] {
                let n = Int(2 * fps)
                var sum = 0.0
                for k in 0..<n { sum += auto.distance(depth: depth, heldFrom: Double(k) / fps, to: Double(k + 1) / fps) }
                #expect(abs(sum - total) < 1e-9, "depth \(depth) at \(fps) fps")
            }
            // Against a fine numerical integration of the speed.
            var numeric = 0.0
            let steps = 200_000, h = 2.0 / Double(steps)
            for k in 0..<steps { numeric += auto.speed(depth: depth, held: (Double(k) + 0.5) * h) * h }
            #expect(abs(numeric - total) < 1e-6)
        }
    }

    @Test("the ramp: slow when entering, full speed after the ramp duration")
    func ramp() {
        let firstTenth = auto.distance(depth: 1, heldFrom: 0, to: 0.1)
        let laterTenth = auto.distance(depth: 1, heldFrom: 2, to: 2.1)
        #expect(firstTenth < laterTenth / 2)
        #expect(abs(laterTenth - auto.maximumSpeed * 0.1) < 1e-9)
        #expect(auto.distance(depth: 1, heldFrom: 1, to: 1) == 0)
        #expect(auto.distance(depth: 1, heldFrom: 1, to: 0.5) == 0)
        let instant = AutoScroll(edgeZone: 64, maximumSpeed: 1000, rampDuration: 0, initialRamp: 0)
        #expect(instant.distance(depth: 1, heldFrom: 0, to: 0.25) == 250)
    }
}
