import LayoutCore
import LayoutCoreTestSupport
import Testing

/// Guide §5.2.3 and seed 004: the six appearing/disappearing hooks, in UIKit's names, asked by the collection
/// view for every element shown after an update or a switch (survivors included) and every element that leaves.
@Suite("Appearing and disappearing hooks")
struct AppearingHooksTests {
    /// Who was asked what, by hook.
    final class Log { var asked: [String: Set<IndexPath>] = [:] }

    /// The flow layout with every hook recorded, answering nil (the default) except where told.
    struct Asking: WrappingLayout, Equatable {
        var base: FlowLayout
        let log: Log
        /// Index paths whose cells start from the top-left corner when they appear.
        var fromCorner: Set<IndexPath> = []
        func prepare(in context: LayoutContext) -> any LayoutGeometry { Geometry(base: base.prepare(in: context), log: log, fromCorner: fromCorner) }
        static func == (a: Asking, b: Asking) -> Bool { a.base == b.base && a.log === b.log && a.fromCorner == b.fromCorner }

        struct Geometry: WrappingGeometry {
            var base: any LayoutGeometry
            let log: Log
            let fromCorner: Set<IndexPath>
            func note(_ hook: String, _ ip: IndexPath) { log.asked[hook, default: []].insert(ip) }
            func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
                note("initialItem", itemIndexPath)
                guard fromCorner.contains(itemIndexPath), var a = layoutAttributesForItem(at: itemIndexPath) else { return nil }
                a.frame.origin = .zero
                return a
            }
            func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
                note("finalItem", itemIndexPath); return nil
            }
            func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> LayoutAttributes? {
                note("initialSupplementary", elementIndexPath); return nil
            }
            func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> LayoutAttributes? {
                note("finalSupplementary", elementIndexPath); return nil
            }
        }
    }

    static func flow() -> FlowLayout {
        var flow = FlowLayout()
        flow.itemSize = Size(width: 50, height: 50)
        flow.headerReferenceSize = Size(width: 0, height: 30)
        return flow
    }

    @Test("after an insert, initialLayoutAttributesForAppearingItem(at:) is asked for every visible cell, survivors included")
    func askedForEveryVisibleCell() throws {
        let log = Log()
        let items = TestItems(counts: [12, 12])
        let cv = items.makeCollectionView(Asking(base: Self.flow(), log: log))
        try items.insert(at: ip(3), in: cv)
        let clock = TestClock()
        clock.frame(cv)
        clock.frame(cv)
        let visible = Set(cv.visibleLayoutAttributes.filter { $0.category == .cell && !$0.key.isGhost }.map(\.indexPath))
        #expect(visible.count > 1 && visible.isSubset(of: log.asked["initialItem"] ?? []), "every cell shown after the insert was asked about")
        #expect(log.asked["initialSupplementary"]?.contains(ip(0, 1)) == true, "headers too")
    }

    @Test("a delete asks finalLayoutAttributesForDisappearingItem(at:) with the old index path; a survivor's answer is its start")
    func deleteAndSurvivorStart() throws {
        let log = Log()
        let items = TestItems(counts: [12])
        var layout = Asking(base: Self.flow(), log: log)
        let cv = items.makeCollectionView(layout)
        try items.delete([ip(1)], in: cv)
        #expect(log.asked["finalItem"] == nil, "asked while animating, not before")
        let clock = TestClock()
        clock.frame(cv)
        clock.frame(cv)
        #expect(log.asked["finalItem"]?.contains(ip(1)) == true)
        // A survivor whose appearing attributes say "from the corner" starts there instead of where it was.
        layout.fromCorner = [ip(5)]
        cv.setCollectionViewLayout(layout, animated: true)
        clock.frame(cv)
        let start = try #require(cv.visibleLayoutAttributes.first { $0.indexPath == ip(5) && !$0.key.isGhost })
        let end = try #require(layout.prepare(in: LayoutContext(bounds: cv.bounds, itemCounts: [11])).layoutAttributesForItem(at: ip(5)))
        #expect(start.frame.origin == .zero && end.frame.origin != .zero)
        for _ in 0..<60 { clock.frame(cv) }
        #expect(cv.layoutAttributesForItem(at: ip(5))?.frame == end.frame)
    }
}
