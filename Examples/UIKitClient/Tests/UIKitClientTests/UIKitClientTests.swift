import Foundation
import LayoutCore
import Testing
import UIKitClient

/// What a UIKit developer expects of the library, written in a package of their own with Foundation imported
/// next to LayoutCore (one `IndexPath`, unqualified).
@Suite("A client written the UIKit way")
struct UIKitClientTests {
    @Test("IndexPath is Foundation's: unqualified with Foundation imported, UIKit's item/section, usable in Foundation APIs")
    func indexPathIsFoundations() {
        let ip = IndexPath(item: 3, section: 1)
        let viaFoundation: Foundation.IndexPath = ip
        #expect(viaFoundation.item == 3 && viaFoundation.section == 1)
        #expect(IndexPath(indexes: [1, 3]) == ip && NSIndexPath(index: 1).adding(3) == ip)
    }

    @Test("the transition layout returned by startInteractiveTransition drives what is shown; finish at 20 % installs the new layout")
    func interactiveTransition() {
        let photos = Photos(count: 30)
        let cv = photos.makeCollectionView(layout: ListLayout(rowHeight: 40))
        let transition = cv.startInteractiveTransition(to: ListLayout(rowHeight: 80))
        #expect(cv.collectionViewLayout as? TransitionLayout === transition)
        transition.transitionProgress = 0.25
        cv.layoutIfNeeded()
        let row1 = cv.visibleLayoutAttributes.first { $0.indexPath == IndexPath(item: 1, section: 0) }
        #expect(row1?.frame.height == 50 && row1?.frame.minY == 50)
        transition.transitionProgress = 0.2
        cv.finishInteractiveTransition()
        cv.advance(to: Timestamp(seconds: 0))
        cv.advance(to: Timestamp(seconds: 1))
        #expect(!cv.isTransitioning)
        #expect((cv.collectionViewLayout as? ListLayout) == ListLayout(rowHeight: 80))
        #expect(cv.visibleLayoutAttributes.first { $0.indexPath == IndexPath(item: 1, section: 0) }?.frame.minY == 80)
    }

    @Test("during a delete animation, visibleLayoutAttributes shows real index paths only")
    func deleteShowsNoSentinels() throws {
        let photos = Photos(count: 30)
        let cv = photos.makeCollectionView(layout: ListLayout(rowHeight: 40))
        cv.advance(to: Timestamp(seconds: 0))
        try photos.delete(at: [IndexPath(item: 2, section: 0)], in: cv)
        cv.advance(to: Timestamp(seconds: 0.1))  // the animation's clock starts at the first frame after the update
        cv.advance(to: Timestamp(seconds: 0.2))
        #expect(cv.isTransitioning)
        let visible = cv.visibleLayoutAttributes
        #expect(visible.allSatisfy { $0.indexPath.allSatisfy { (0..<30).contains($0) } && $0.indexPath.count == 2 })
        let leaving = try #require(visible.first { $0.key.isGhost }, "the deleted row animates out")
        #expect(leaving.indexPath == IndexPath(item: 2, section: 0) && leaving.alpha < 1)
        #expect(!cv.indexPathsForVisibleItems.contains { $0.item >= 29 })
    }
}

/// A client runs the library's conformance check on its own layout, as a test of its own.
@Suite("LayoutConformance on the client's layout")
struct ClientConformanceTests {
    let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [25])

    @Test("the client's list layout conforms")
    func conforms() {
        #expect(LayoutConformance.problems(in: ListLayout(), context: context) == [])
    }

    @Test("each deliberately broken variant gets problems that name what is wrong", arguments: [
        (ListLayout.Brokenness.unsorted, "sorted"), (.negativeHeight, "negative"), (.outsideContent, "content"),
    ])
    func broken(_ brokenness: ListLayout.Brokenness, _ word: String) {
        let problems = LayoutConformance.problems(in: ListLayout(brokenness: brokenness), context: context)
        #expect(!problems.isEmpty)
        #expect(problems.contains { $0.contains(word) }, "\(problems)")
    }
}
