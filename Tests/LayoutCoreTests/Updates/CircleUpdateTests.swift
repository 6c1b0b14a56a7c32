import Testing
import LayoutCore
import LayoutCoreTestSupport

/// A delegate that supplies a custom transition layout turning the cells half a turn per second of progress.
private final class Spinner: CollectionViewDelegate {
    var customTransitions = 0
    func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: any CollectionLayout,
                        newLayout toLayout: any CollectionLayout) -> TransitionLayout? {
        customTransitions += 1
        let t = TransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
        t.updateValue(Double.pi, forAnimatedKey: "turn")
        t.attributesAdjustment = { a, transition in
            var r = a
            r.transform3D = .rotation(angle: transition.value(forAnimatedKey: "turn") * transition.transitionProgress, x: 0, y: 0, z: 1)
            return r
        }
        return t
    }
}

@Suite("Circle layout in the collection view")
struct CircleUpdateTests {
    private func make(_ ds: LabelledItems, layout: any CollectionLayout = CircleLayout(),
                      delegate: (any CollectionViewDelegate)? = nil) -> CollectionView {
        ds.makeCollectionView(layout, size: Size(width: 500, height: 500), delegate: delegate, settled: true)
    }

    @Test("a deleted item shrinks to the centre and fades while the others close the gap; an inserted one grows from the centre",
          arguments: [false, true])
    func deleteAndInsert(decorated: Bool) throws {
        let ds = LabelledItems((0..<12).map { "i\($0)" })
        // Section backgrounds wrapped around the circle keep its animations (the decorator forwards the update hooks).
        let cv = make(ds, layout: decorated ? SectionBackgroundDecorator(base: CircleLayout(), defaultColor: Color(hex: 0x808080))
                                            : CircleLayout())
        try cv.performBatchUpdates({
            ds.labels.remove(at: 3)
            try cv.deleteItems(at: [IndexPath(item: 3, section: 0)])
        })
        cv.advance(to: .zero)
        cv.advance(to: Timestamp(seconds: 0.15))
        let list = cv.displayList().items
        let deleted = try #require(list.first { $0.appearance.text == "i3" })
        // Half way (ease-in-out at half time): scale 1 → 0.1 gives 0.55, alpha 0.5, centre half way to (250, 250).
        #expect(abs(deleted.alpha - 0.5) < 1e-6)
        #expect(abs(deleted.transform.m11 - 0.55) < 1e-6)
        let r = 500 / 2.5, angle = 2 * Double.pi * 3 / 12
        #expect(abs(deleted.frame.midX - (250 + (250 + r * Math.cos(angle))) / 2) < 1e-6)
        // Survivors are not shrunk or faded: only the deleted item gets the seed's final attributes.
        for item in list where item.appearance.text != "i3" {
            #expect(item.alpha == 1 && item.transform.isIdentity, "\(item.appearance.text ?? "")")
        }
        cv.advance(to: Timestamp(seconds: 1))
        #expect(cv.displayList().items.count == 11)

        try cv.performBatchUpdates({
            ds.labels.insert("new", at: 0)
            try cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        cv.advance(to: Timestamp(seconds: 1))
        cv.advance(to: Timestamp(seconds: 1.15))
        let inserted = try #require(cv.displayList().items.first { $0.appearance.text == "new" })
        #expect(abs(inserted.alpha - 0.5) < 1e-6)
        #expect(abs(inserted.frame.midX - (250 + 250 + r) / 2) < 1e-6, "from the centre toward angle 0")
        cv.advance(to: Timestamp(seconds: 2))
        let settled = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(settled.alpha == 1 && abs(settled.center.x - (250 + r)) < 1e-9)
    }

    @Test("the delegate can supply a custom transition layout whose animated values shape the animation")
    func customTransition() {
        let ds = LabelledItems((0..<6).map { "i\($0)" })
        let spinner = Spinner()
        let cv = make(ds, layout: FlowLayout(), delegate: spinner)
        cv.setCollectionViewLayout(CircleLayout(), animated: true)
        cv.advance(to: .zero)
        cv.advance(to: Timestamp(seconds: 0.25))
        #expect(spinner.customTransitions == 1)
        let a = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(a?.transform3D == .rotation(angle: Double.pi * 0.5, x: 0, y: 0, z: 1))
        cv.advance(to: Timestamp(seconds: 1))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.transform3D == .identity)
    }
}
