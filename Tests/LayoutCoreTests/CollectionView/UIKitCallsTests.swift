import LayoutCore
import LayoutCoreTestSupport
import Testing

/// The UIKit calls a reader of the guide reaches for, with UIKit's documented behaviour: scrollToItem(at:at:animated:)
/// and its positions, setContentOffset(_:animated:), visibleCells, indexPathForItem(at:) in content coordinates,
/// the supplementary-view queries, selection flags and selectItem(at:animated:scrollPosition:) (no delegate calls),
/// reloadItems(at:) / reloadSections(_:) (a cross-fade, never a throw), and the supplementary display hooks.
@Suite("UIKit calls")
struct UIKitCallsTests {
    /// 100 items of 50×50 in rows of five, 40-point headers: one section's content is 40 + 20 rows.
    static func flow(header: Double = 0) -> FlowLayout {
        var flow = FlowLayout()
        flow.itemSize = Size(width: 50, height: 50)
        flow.minimumLineSpacing = 10
        flow.minimumInteritemSpacing = 10
        flow.headerReferenceSize = Size(width: 0, height: header)
        return flow
    }

    final class Recorder: CollectionViewDelegate {
        var calls: [String] = []
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.item)") }
        func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.item)") }
        func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            calls.append("shouldSelect \(indexPath.item)"); return true
        }
        func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: ReusableView, forElementKind elementKind: String,
                            at indexPath: IndexPath) { calls.append("willDisplay \(elementKind) \(indexPath.section)") }
        func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: ReusableView, forElementOfKind elementKind: String,
                            at indexPath: IndexPath) { calls.append("didEndDisplaying \(elementKind) \(indexPath.section)") }
    }

    @Test("scrollToItem: .top puts the item's top at the visible top, .bottom its bottom at the visible bottom, centred in between")
    func scrollToItemPositions() throws {
        let items = TestItems(counts: [100])
        let cv = items.makeCollectionView(Self.flow())
        // Item 50 is in row 10: y = 600…650.
        cv.scrollToItem(at: ip(50), at: .top, animated: false)
        #expect(cv.contentOffset.y == 600)
        cv.scrollToItem(at: ip(50), at: .bottom, animated: false)
        #expect(cv.contentOffset.y == 650 - 480)
        cv.scrollToItem(at: ip(50), at: .centeredVertically, animated: false)
        #expect(cv.contentOffset.y == 625 - 240)
        // Near the end the content does not allow it: the offset stops at the end (1,190 − 480).
        cv.scrollToItem(at: ip(99), at: .top, animated: false)
        #expect(cv.contentOffset.y == 710)
        // A content inset is not visible area: .top goes below the top inset, .bottom stays above the bottom one.
        cv.contentInset = EdgeInsets(top: 30, left: 0, bottom: 100, right: 0)
        cv.scrollToItem(at: ip(50), at: .top, animated: false)
        #expect(cv.contentOffset.y == 600 - 30)
        cv.scrollToItem(at: ip(50), at: .bottom, animated: false)
        #expect(cv.contentOffset.y == 650 + 100 - 480)
        // Animated, it glides and comes to rest at the same place; a position for the other axis only leaves y.
        cv.scrollToItem(at: ip(10), at: .top, animated: true)
        let clock = TestClock()
        for _ in 0..<120 { clock.frame(cv) }
        #expect(abs(cv.contentOffset.y - (120 - 30)) < 1e-6)
        cv.scrollToItem(at: ip(80), at: .left, animated: false)
        #expect(abs(cv.contentOffset.y - 90) < 1e-6 && cv.contentOffset.x == 0)
        cv.scrollToItem(at: IndexPath(item: 5, section: 3), at: .top, animated: false)
        #expect(abs(cv.contentOffset.y - 90) < 1e-6, "an item that does not exist changes nothing")
    }

    @Test("setContentOffset(_:animated:) keeps within the scrollable range, at once or gliding")
    func setContentOffset() {
        let items = TestItems(counts: [100])
        let cv = items.makeCollectionView(Self.flow())
        cv.setContentOffset(Point(x: 0, y: 5000), animated: false)
        #expect(cv.contentOffset == Point(x: 0, y: 710))
        cv.setContentOffset(Point(x: 0, y: 100), animated: true)
        #expect(cv.contentOffset.y == 710)
        let clock = TestClock()
        for _ in 0..<120 { clock.frame(cv) }
        #expect(abs(cv.contentOffset.y - 100) < 1e-6)
    }

    @Test("visibleCells, indexPathForItem(at:) in content coordinates, and the supplementary-view queries")
    func visibleQueries() throws {
        let items = TestItems(counts: [40, 40])
        let cv = items.makeCollectionView(Self.flow(header: 40))
        cv.contentOffset = Point(x: 0, y: 300)
        cv.layoutIfNeeded()
        #expect(cv.visibleCells.map { ObjectIdentifier($0) } == cv.indexPathsForVisibleItems.map { ObjectIdentifier(cv.cellForItem(at: $0)!) })
        #expect(cv.visibleCells.count == cv.indexPathsForVisibleItems.count && !cv.visibleCells.isEmpty)
        // Item 25 of section 0: row 5 → y = 40 + 300 = 340…390, x = 0…50. Content point (25, 350) is on it.
        #expect(cv.indexPathForItem(at: Point(x: 25, y: 350)) == ip(25))
        #expect(cv.indexPathForItem(at: Point(x: 25, y: 50)) == nil, "content coordinates, not window ones: [0, 25] is not at window y 50")
        #expect(cv.indexPathForItem(atWindowPoint: Point(x: 25, y: 50)) == ip(25))
        #expect(cv.indexPathForItem(at: Point(x: 55, y: 350)) == nil, "in the spacing")
        // Section 1's header: after section 0 (40 + 8 rows of 60 − 10 = 510).
        let header = try #require(cv.layoutAttributesForSupplementaryElement(ofKind: ElementKind.sectionHeader, at: ip(0, 1)))
        #expect(header.frame == Rect(x: 0, y: 510, width: 320, height: 40))
        #expect(cv.indexPathsForVisibleSupplementaryElements(ofKind: ElementKind.sectionHeader) == [ip(0, 1)])
        #expect(cv.supplementaryView(forElementKind: ElementKind.sectionHeader, at: ip(0, 1))?.layoutAttributes == header)
        #expect(cv.supplementaryView(forElementKind: ElementKind.sectionHeader, at: ip(0, 0)) == nil, "scrolled away")
    }

    @Test("selectItem(at:animated:scrollPosition:) and deselectItem(at:animated:) call no delegate method; single selection replaces")
    func programmaticSelection() {
        let items = TestItems(counts: [100])
        let cv = items.makeCollectionView(Self.flow())
        let r = Recorder()
        cv.delegate = r
        #expect(cv.allowsSelection && !cv.allowsMultipleSelection, "UIKit's defaults")
        cv.selectItem(at: ip(3), animated: false, scrollPosition: [])
        cv.selectItem(at: ip(60), animated: false, scrollPosition: .top)
        #expect(cv.indexPathsForSelectedItems == [ip(60)], "without multiple selection the new item replaces the selection")
        cv.layoutIfNeeded()
        #expect(cv.contentOffset.y == 710 && cv.cellForItem(at: ip(60))?.isSelected == true, "row 12 at 720: as near the top as the end allows")
        cv.allowsMultipleSelection = true
        cv.selectItem(at: ip(61), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == [ip(60), ip(61)])
        cv.deselectItem(at: ip(60), animated: true)
        #expect(cv.indexPathsForSelectedItems == [ip(61)])
        cv.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems.isEmpty, "nil clears the selection")
        cv.selectItem(at: ip(500), animated: false, scrollPosition: .top)
        #expect(cv.indexPathsForSelectedItems.isEmpty)
        #expect(r.calls.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") } == [], "no selection delegate calls")
    }

    @Test("reloadItems(at:) asks the data source for that cell again and cross-fades old to new; nothing else is asked")
    func reloadItems() throws {
        let items = TestItems(counts: [30])
        var asked: [IndexPath] = []
        items.configureCell = { _, ip in asked.append(ip) }
        let cv = items.makeCollectionView(Self.flow())
        let oldCell = try #require(cv.cellForItem(at: ip(4)))
        #expect(oldCell.title == "4")
        items.sections[0][4] = 400
        asked = []
        cv.reloadItems(at: [ip(4)])
        let clock = TestClock()
        clock.frame(cv)
        clock.frame(cv)
        #expect(asked == [ip(4)], "only the reloaded item's cell is asked for")
        let shown = cv.visibleLayoutAttributes.filter { $0.indexPath == ip(4) && $0.category == .cell }
        #expect(shown.count == 2, "the old cell fading out and the new one fading in")
        let (leaving, coming) = (try #require(shown.first { $0.key.isGhost }), try #require(shown.first { !$0.key.isGhost }))
        #expect(leaving.alpha < 1 && leaving.alpha > 0 && coming.alpha < 1 && coming.alpha > 0)
        #expect(abs(leaving.alpha + coming.alpha - 1) < 1e-9, "a cross-fade")
        #expect(leaving.frame == coming.frame)
        #expect(cv.cellForItem(at: ip(4))?.title == "400" && cv.cellForItem(at: ip(4)) !== oldCell)
        for _ in 0..<30 { clock.frame(cv) }
        #expect(cv.visibleLayoutAttributes.filter { $0.indexPath == ip(4) }.count == 1 && items.agrees(with: cv))
        #expect(cv.checkInvariants() == [])
    }

    @Test("reloadSections(_:) takes any sequence of sections and renews their cells and headers; bad input is reported, never thrown")
    func reloadSections() throws {
        let items = TestItems(counts: [6, 6, 6])
        let cv = items.makeCollectionView(Self.flow(header: 40))
        let header = try #require(cv.supplementaryView(forElementKind: ElementKind.sectionHeader, at: ip(0, 1)))
        let cell = try #require(cv.cellForItem(at: ip(0, 1)))
        cv.reloadSections(Set([1]))
        let clock = TestClock()
        for _ in 0..<30 { clock.frame(cv) }
        #expect(cv.supplementaryView(forElementKind: ElementKind.sectionHeader, at: ip(0, 1)) !== header)
        #expect(cv.cellForItem(at: ip(0, 1)) !== cell && cv.cellForItem(at: ip(0, 0)) != nil)
        cv.reloadSections(1..<3)
        cv.reloadItems(at: [ip(9, 0)])
        #expect(cv.problems.contains { $0.contains("attempt to reload item 9 of section 0") }, "\(cv.problems)")
        for _ in 0..<30 { clock.frame(cv) }
        #expect(items.agrees(with: cv) && cv.checkInvariants() == [])
    }

    @Test("the delegate hears willDisplaySupplementaryView and didEndDisplayingSupplementaryView as headers come and go")
    func supplementaryDisplayHooks() {
        let items = TestItems(counts: [40, 40])
        let cv = items.makeCollectionView(Self.flow(header: 40), settled: false)
        let r = Recorder()
        cv.delegate = r
        cv.layoutIfNeeded()
        #expect(r.calls == ["willDisplay header 0"])
        cv.contentOffset = Point(x: 0, y: 300)
        cv.layoutIfNeeded()
        #expect(r.calls == ["willDisplay header 0", "didEndDisplaying header 0", "willDisplay header 1"])
    }

    final class MenuRules: CollectionViewDelegate {
        var shows = true
        var allowed: Set<EditAction> = []
        func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { shows }
        func collectionView(_ collectionView: CollectionView, canPerformAction action: EditAction, forItemAt indexPath: IndexPath) -> Bool {
            allowed.contains(action)
        }
    }

    @Test("listings 2-5 and 2-6: the menu lists only the actions canPerformAction allows; none allowed or shouldShowMenu false opens nothing")
    func editMenuRules() {
        let items = TestItems(counts: [10])
        let cv = items.makeCollectionView(Self.flow())
        let rules = MenuRules()
        cv.delegate = rules
        let ix = CollectionViewInteraction(collectionView: cv)
        rules.allowed = [.copy, .paste]
        ix.openMenu(for: ip(2))
        #expect(ix.menu?.items.map(\.action) == [.copy, .paste], "cut is left out, not greyed")
        ix.closeMenu()
        rules.allowed = []
        ix.openMenu(for: ip(2))
        #expect(ix.menu == nil, "no allowed action: no menu")
        rules.allowed = [.cut]
        rules.shows = false
        ix.openMenu(for: ip(2))
        #expect(ix.menu == nil, "shouldShowMenuForItemAt false: nothing opens")
    }
}
