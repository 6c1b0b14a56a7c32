import Testing
import LayoutCore
import FoundationEssentials

@Suite("IndexPath and ElementKey")
struct IndexPathTests {
    @Test("index paths order by section, then item, then further indexes; shorter first")
    func ordering() {
        let paths = [IndexPath(indexes: [1, 0]), IndexPath(item: 5, section: 0), IndexPath(indexes: [0, 5, 1]),
                     IndexPath(item: 0, section: 1), IndexPath(item: 2, section: 0)]
        #expect(paths.sorted().map { Array($0) } == [[0, 2], [0, 5], [0, 5, 1], [1, 0], [1, 0]])
        #expect(Array(IndexPath(indexes: [3])) == [3] && IndexPath(indexes: [3]).item == 0)
        #expect(IndexPath(indexes: [0, 5, 1]).count == 3 && !IndexPath(indexes: [0, 5, 1]).isItemPath)
    }

    @Test("LayoutCore's IndexPath is Foundation's own: UIKit's item/section spelling, settable, printed as Foundation prints it")
    func foundationType() {
        var p = IndexPath(item: 4, section: 2)
        #expect(p == FoundationEssentials.IndexPath(indexes: [2, 4]) && p.isItemPath)
        p.item += 1
        p.section = 7
        #expect(Array(p) == [7, 5] && p.description == "[7, 5]")
    }

    @Test("a disappearing element keeps its own index path: no sentinel index, and it never equals the live key")
    func ghostKeys() {
        let live = ElementKey.cell(IndexPath(item: 2, section: 0))
        let ghost = live.ghost, older = ghost.ghost
        #expect(ghost.indexPath == live.indexPath && Array(ghost.indexPath) == [0, 2])
        #expect(ghost != live && older != ghost && ghost.isGhost && !live.isGhost)
        #expect(ghost.ghostOrigin == live && older.ghostOrigin == live && live.ghostOrigin == nil)
        #expect([older, live, ghost].sorted() == [live, ghost, older])
        #expect(ghost.description == "cell[0, 2] (disappearing)")
    }

    @Test("element keys sort decorations before cells before supplementary views")
    func keyOrdering() {
        let keys: [ElementKey] = [.supplementary("header", IndexPath(item: 0, section: 0)), .cell(IndexPath(item: 1, section: 0)),
                                  .decoration("background", IndexPath(item: 0, section: 1)), .cell(IndexPath(item: 0, section: 0))]
        #expect(keys.sorted().map(\.description) == ["decoration(background)[1, 0]", "cell[0, 0]", "cell[0, 1]", "supplementary(header)[0, 0]"])
    }
}
