import Testing
import LayoutCore

@Suite("IndexPath and ElementKey")
struct IndexPathTests {
    @Test("index paths order by section, then item, then further indexes; shorter first")
    func ordering() {
        let paths = [IndexPath(indexes: [1, 0]), IndexPath(item: 5, section: 0), IndexPath(indexes: [0, 5, 1]),
                     IndexPath(item: 0, section: 1), IndexPath(item: 2, section: 0)]
        #expect(paths.sorted().map(\.indexes) == [[0, 2], [0, 5], [0, 5, 1], [1, 0], [1, 0]])
        #expect(IndexPath(indexes: [3]).indexes == [3, 0])
        #expect(IndexPath(indexes: [0, 5, 1]).count == 3)
    }

    @Test("element keys sort decorations before cells before supplementary views")
    func keyOrdering() {
        let keys: [ElementKey] = [.supplementary("header", IndexPath(item: 0, section: 0)), .cell(IndexPath(item: 1, section: 0)),
                                  .decoration("background", IndexPath(item: 0, section: 1)), .cell(IndexPath(item: 0, section: 0))]
        #expect(keys.sorted().map(\.description) == ["decoration(background)[1, 0]", "cell[0, 0]", "cell[0, 1]", "supplementary(header)[0, 0]"])
    }
}
