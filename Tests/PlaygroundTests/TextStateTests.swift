import Foundation
import Testing

/// The done-when for text, through the playground as a user runs it: `Assets/scripts.json` (labels in
/// Chinese, Japanese, Korean, Hebrew, Arabic, Hindi, Thai, emoji, a 300-character Latin label and a two-line
/// label, every cell 160×80) drawn headless, and the state file's `text` object per cell.
@Suite("Text in the state file", .serialized)
struct TextStateTests {
    @Test("every label draws with no missing glyph, in its script's font; the newline label has 2 lines; the long one is cut")
    func scripts() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let state = dir.appendingPathComponent("state.json").path
        let r = try ProcessRunner.run(ProcessRunner.playground,
                                      ["--headless", "--frames", "2", "--data", "Assets/scripts.json", "--state-out", state])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(!r.stderr.contains("no installed font"), "stderr: \(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as? [String: Any])
        let cells = try #require(json["cells"] as? [[String: Any]])
        #expect(cells.count == 12)
        var byID: [String: [String: Any]] = [:]
        for cell in cells {
            let id = try #require(cell["id"] as? String)
            let text = try #require(cell["text"] as? [String: Any], "\(id) has a text object")
            #expect(text["missingGlyphs"] as? Int == 0, "\(id): \(text)")
            byID[id] = text
        }
        let expectedFont = ["item-0": "Noto Sans CJK SC", "item-1": "Noto Sans CJK JP", "item-2": "Noto Sans CJK KR",
                            "item-3": "DejaVu Sans", "item-4": "DejaVu Sans", "item-5": "Noto Sans Devanagari",
                            "item-6": "Noto Sans Thai", "item-7": "Noto Color Emoji"]
        for (id, family) in expectedFont {
            let fonts = byID[id]?["fonts"] as? [String] ?? []
            #expect(fonts.contains(family), "\(id): \(fonts)")
        }
        #expect(byID["item-8"]?["truncated"] as? Bool == true, "the 300-character label is cut in its 160×80 cell")
        #expect(byID["item-9"]?["lines"] as? Int == 2 && byID["item-9"]?["truncated"] as? Bool == false)
        #expect(byID["item-0"]?["lines"] as? Int == 1)
    }
}
