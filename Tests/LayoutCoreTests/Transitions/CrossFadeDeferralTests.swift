import Testing
@testable import LayoutCore
import LayoutCoreTestSupport

@Suite("A capped switch makes the new side's fading quads at the first frame that draws them, not at progress 0")
struct CrossFadeDeferralTests {
    @Test("a timed switch's first frame (progress 0) leaves the circle's quads unmade; the next frame makes them once")
    func fadingInWaitsForProgress() throws {
        let ds = TestItems(counts: [1000])
        defer { withExtendedLifetime(ds) {} }
        var flow = FlowLayout()
        flow.itemSize = Size(width: 50, height: 50)
        let cv = ds.makeCollectionView(flow, settled: false)
        cv.maximumLiveViewCount = 100
        cv.advance(to: .zero)
        cv.setCollectionViewLayout(CircleLayout(), animated: true)
        cv.advance(to: Timestamp(seconds: 0.1))
        let summary = try #require(cv.presentation.animation?.crossFade)
        #expect(summary.unmadeFadingIn?.cells.count == 960)
        #expect(summary.fadingIn.isEmpty)
        // Nothing of the circle is drawn yet: every quad is the flow's (none: all 40 of its cells move).
        #expect(cv.displayList().quads.isEmpty)
        #expect(cv.summarizedCellCount == 960)
        cv.advance(to: Timestamp(seconds: 0.15))
        #expect(cv.presentation.animation?.crossFade === summary)
        #expect(summary.unmadeFadingIn == nil)
        #expect(!summary.fadingIn.isEmpty)
        let progress = try #require((cv.prepared.geometry as? TransitionGeometry)?.progress)
        #expect(progress > 0)
        let quads = cv.displayList().quads
        #expect(quads.count == summary.fadingIn.count)
        #expect(quads.allSatisfy { $0.color.alpha == progress })
        #expect(cv.checkInvariants().isEmpty)
    }
}
