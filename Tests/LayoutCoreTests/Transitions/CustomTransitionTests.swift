import LayoutCore
import LayoutCoreTestSupport
import Testing

/// Guide §2.6: a custom transition layout. The delegate's transitionLayoutForOldLayout:newLayout: receives the
/// real layouts (it can check their types), and a TransitionLayout subclass can add elements and change the
/// content size, not only adjust each interpolated element.
@Suite("Custom transition layouts")
struct CustomTransitionTests {
    /// Adds a banner decoration that grows in with the progress, and makes the content 100 points taller.
    final class BannerTransition: TransitionLayout {
        override func prepare(in context: LayoutContext) -> any LayoutGeometry {
            Banner(base: prepareGeometry(in: context), progress: transitionProgress)
        }

        struct Banner: WrappingGeometry {
            var base: any LayoutGeometry
            let progress: Double
            var banner: LayoutAttributes {
                var a = LayoutAttributes.decoration("banner", IndexPath(item: 0, section: 0),
                                                    frame: Rect(x: 0, y: 0, width: 200, height: 100 * progress))
                a.zIndex = 5
                return a
            }
            var collectionViewContentSize: Size {
                Size(width: base.collectionViewContentSize.width, height: base.collectionViewContentSize.height + 100)
            }
            func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
                layoutAttributesForElements(in: rect, visibleBounds: rect)
            }
            func layoutAttributesForElements(in rect: Rect, visibleBounds: Rect) -> [LayoutAttributes] {
                var all = base.layoutAttributesForElements(in: rect, visibleBounds: visibleBounds)
                if banner.frame.intersects(rect) { all.append(banner) }
                return all.sorted { $0.key < $1.key }
            }
            func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
                kind == "banner" ? banner : base.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
            }
        }
    }

    final class Delegate: CollectionViewDelegate {
        var oldLayoutTypes: [String] = []
        func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: any CollectionLayout,
                            newLayout toLayout: any CollectionLayout) -> TransitionLayout? {
            oldLayoutTypes.append("\(type(of: fromLayout))")
            guard fromLayout is FlowLayout, toLayout is CircleLayout else { return nil }
            return BannerTransition(currentLayout: fromLayout, nextLayout: toLayout)
        }
    }

    @Test("the delegate sees the real old layout, and its subclass adds an element and changes the content size")
    func subclassAddsElements() throws {
        let items = TestItems(counts: [12])
        let cv = items.makeCollectionView(FlowLayout())
        let delegate = Delegate()
        cv.delegate = delegate
        let flowContent = cv.contentSize
        let t = cv.startInteractiveTransition(to: CircleLayout())
        #expect(delegate.oldLayoutTypes == ["FlowLayout"] && t is BannerTransition)
        t.transitionProgress = 0.5
        cv.layoutIfNeeded()
        let banner = try #require(cv.visibleLayoutAttributes.first { $0.category == .decorationView(kind: "banner") })
        #expect(banner.frame == Rect(x: 0, y: 0, width: 200, height: 50))
        let circleContent = CircleLayout().prepare(in: LayoutContext(bounds: cv.bounds, itemCounts: [12])).collectionViewContentSize
        #expect(cv.contentSize.height == (flowContent.height + circleContent.height) / 2 + 100)
        cv.finishInteractiveTransition()
        let clock = TestClock()
        for _ in 0..<60 { clock.frame(cv) }
        #expect(!cv.visibleLayoutAttributes.contains { $0.category == .decorationView(kind: "banner") }, "gone once landed")
        // A switch started mid-flight still gives the delegate a real layout: the one the running switch went to.
        cv.setCollectionViewLayout(FlowLayout(), animated: true)
        clock.frame(cv)
        cv.setCollectionViewLayout(TreeLayout(), animated: true)
        #expect(delegate.oldLayoutTypes == ["FlowLayout", "CircleLayout", "FlowLayout"])
    }
}
