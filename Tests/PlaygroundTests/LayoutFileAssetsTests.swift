import Foundation
import LayoutCore
import Testing
@testable import Playground

/// The example layout files in `Assets/layouts/`: each parses as a layout file, dumps with every item placed,
/// and keeps the layout contract.
@Suite("Layout file assets")
struct LayoutFileAssetsTests {
    static let folder = ProcessRunner.packageRoot + "/Assets/layouts"
    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test("at least six examples ship, one for each purpose the issue names")
    func present() {
        #expect(Set(Self.files).isSuperset(of: ["app-store.json", "badges.json", "list.json", "nested-groups.json",
                                                "photo-grid.json", "section-backgrounds.json"]))
    }

    @Test("each example parses and dumps, every item placed, conforming", arguments: files)
    func example(file: String) throws {
        let object = try JSONFields.load(Self.folder + "/" + file, option: "--layout-file")
        let layout = try JSONFields.parse(file, option: "--layout-file") { try CompositionalJSON.layout(object, requireTag: true) }
        let counts = [20, 7, 0, 3]
        let context = LayoutContext(bounds: Rect(x: 0, y: 0, width: 390, height: 844), itemCounts: counts)
        let dump = LayoutDump.json(layout.prepare(in: context), itemCounts: counts)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let cells = (json["elements"] as? [[String: Any]] ?? []).filter { $0["category"] as? String == "cell" }
        #expect(cells.count == counts.reduce(0, +))
        #expect(LayoutConformance.problems(in: layout, context: context).isEmpty)
    }

    @Test("a layout file must say it is compositional; a dump case may leave it out")
    func tag() throws {
        let object: [String: Any] = ["sections": [["group": ["group": "horizontal", "size": ["width": ["absolute": 1], "height": ["absolute": 1]],
                                                              "subitems": [["size": ["width": ["absolute": 1], "height": ["absolute": 1]]]]]]]]
        #expect(throws: JSONFields.FieldError.self) { try CompositionalJSON.layout(object, requireTag: true) }
        #expect(try CompositionalJSON.layout(object, requireTag: false).sections?.count == 1)
    }
}
