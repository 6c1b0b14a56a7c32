import Testing
import LayoutCore
import Renderer

@Suite("Quads beyond the live-view cap")
struct QuadBatchTests {
    @Test("a display list's quads are drawn in one batched call, after the background and before every item")
    func oneBatchBehindItems() {
        let quads = [DisplayQuad(rect: Rect(x: 0, y: 0, width: 10, height: 10), color: .white),
                     DisplayQuad(rect: Rect(x: 5, y: 5, width: 10, height: 10), color: .black)]
        var cell = ViewAppearance()
        cell.backgroundColor = .white
        let item = DisplayItem(key: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 20, y: 20, width: 10, height: 10), appearance: cell)
        let list = DisplayList(viewportSize: Size(width: 100, height: 100), backgroundColor: .black, quads: quads, items: [item])
        var backend = RecordingBackend()
        DisplayListRenderer().render(list, into: &backend)
        #expect(backend.calls.count == 3)
        #expect(backend.calls[0] == .clear(.black))
        #expect(backend.calls[1] == .fillQuads(quads))
        #expect(backend.calls[2] == .fillRoundedRect(item.frame, radius: 0, color: .white))
    }
}
