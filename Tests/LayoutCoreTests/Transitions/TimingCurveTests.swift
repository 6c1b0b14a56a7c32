import Testing
import LayoutCore
import LayoutCoreTestSupport

@Suite("Timing curves")
struct TimingCurveTests {
    @Test("every curve starts at 0 and ends at 1; linear is the identity")
    func endpoints() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInEaseOut] {
            #expect(abs(curve.progress(elapsed: 0, duration: 0.5)) < 1e-9)
            #expect(abs(curve.progress(elapsed: 0.5, duration: 0.5) - 1) < 1e-9)
            #expect(curve.progress(elapsed: 2, duration: 0.5) == 1, "clamped after the end")
        }
        #expect(TimingCurve.linear.progress(elapsed: 0.2, duration: 0.5) == 0.4)
    }

    @Test("ease-in-out is symmetric: half way at half time, slow at both ends")
    func easeInOut() {
        let c = TimingCurve.easeInEaseOut
        #expect(abs(c.progress(elapsed: 0.25, duration: 0.5) - 0.5) < 1e-6)
        #expect(c.progress(elapsed: 0.05, duration: 0.5) < 0.1 * 0.5)
        let a = c.progress(elapsed: 0.1, duration: 0.5), b = c.progress(elapsed: 0.4, duration: 0.5)
        #expect(abs(a + b - 1) < 1e-6)
        // Core Animation's ease-in starts slower than ease-out.
        #expect(TimingCurve.easeIn.progress(elapsed: 0.1, duration: 0.5) < TimingCurve.easeOut.progress(elapsed: 0.1, duration: 0.5))
    }

    @Test("a damped spring overshoots when underdamped and settles at 1 within its settling duration")
    func spring() {
        let bouncy = TimingCurve.spring(dampingRatio: 0.5, response: 0.4)
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map { bouncy.progress(elapsed: $0, duration: 0) }
        #expect(samples.max()! > 1.05)
        let settle = bouncy.settlingDuration(nominal: 0.5)
        #expect(abs(bouncy.progress(elapsed: settle, duration: 0) - 1) < 2e-3)
        let critical = TimingCurve.spring(dampingRatio: 1, response: 0.4)
        let c = stride(from: 0.0, through: 2.0, by: 0.01).map { critical.progress(elapsed: $0, duration: 0) }
        #expect(c.max()! <= 1 + 1e-9, "critical damping never overshoots")
        #expect(zip(c, c.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 }, "and rises monotonically")
    }

    @Test("slow animations (speed 0.1) take ten times as long")
    func slowAnimations() {
        var f = FlowLayout()
        f.itemSize = Size(width: 50, height: 50)
        var g = f
        g.itemSize = Size(width: 100, height: 100)
        let ds = TestItems(counts: [10])
        defer { withExtendedLifetime(ds) {} }
        let cv = ds.makeCollectionView(f, settled: false)
        cv.animationSpeed = 0.1
        cv.advance(to: .zero)
        cv.setCollectionViewLayout(g, animated: true)
        cv.advance(to: .zero)
        cv.advance(to: Timestamp(seconds: 0.6))
        #expect(cv.isTransitioning, "a 0.5 s transition is still running after 0.6 s in slow motion")
        cv.advance(to: Timestamp(seconds: 5.1))
        #expect(!cv.isTransitioning)
    }
}
