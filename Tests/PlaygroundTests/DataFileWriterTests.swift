import Foundation
import LayoutCore
import Testing
@testable import Playground

/// Ctrl+S's text: a file read and written back unchanged is the same data with the same fields given, and an
/// edit writes out exactly the fields whose value a reload would otherwise change.
@Suite("Data file writer")
struct DataFileWriterTests {
    static let text = ##"{"sections": [{"title": "Fruit", "color": "#3B8EEA", "items": [{"label": "Apple", "color": "#E53935", "size": [140, 80.5]}, {"label": "Fig \"ripe\""}, {}]}, {"items": [{"size": [0.1, 3]}]}]}"##

    private func roundTrip(_ edit: (inout [DemoSection]) -> Void = { _ in }) throws -> (String, [DemoSection]) {
        let document = try DataFile.document(Array(Self.text.utf8))
        var sections = document.sections
        edit(&sections)
        let written = DataFileWriter(givenItemFields: document.itemFields).text(of: sections)
        return (written, sections)
    }

    @Test("unchanged data is written with exactly the fields the file gave, one item per line")
    func unchanged() throws {
        let (written, _) = try roundTrip()
        #expect(written == ##"""
            {"sections": [
              {"title": "Fruit", "color": "#3B8EEA", "items": [
                {"label": "Apple", "color": "#E53935", "size": [140, 80.5]},
                {"label": "Fig \"ripe\""},
                {}]},
              {"items": [
                {"size": [0.1, 3]}]}
            ]}

            """##)
        #expect(try DataFile.parse(written) == DataFile.parse(Self.text))
    }

    @Test("an item moved to another section keeps its color and label: fields a reload would change are written")
    func moved() throws {
        let (written, edited) = try roundTrip { sections in
            let item = sections[0].items.remove(at: 2)   // "2": its label was its position, its color Fruit's
            sections[1].items.append(item)             // now at position 3, in a section of another color
        }
        #expect(written.contains(##"{"label": "2", "color": "#3B8EEA"}"##), "\(written)")
        let reloaded = try DataFile.parse(written)
        for (a, b) in zip(reloaded.flatMap(\.items), edited.flatMap(\.items)) {
            #expect(a.label == b.label && a.color.rgba8 == b.color.rgba8 && a.size == b.size, "\(a.label)")
        }
    }

    @Test("items added in the window (higher numbers than the file had) are written in full")
    func added() throws {
        let (written, _) = try roundTrip { sections in
            sections[1].items.append(DemoItem(number: 99, label: "New 99", color: Color(hex: 0x112233), size: Size(width: 110, height: 70)))
        }
        #expect(written.contains(##"{"label": "New 99", "color": "#112233", "size": [110, 70]}"##), "\(written)")
    }

    @Test("the save replaces the file in one step and keeps its permissions; no temporary file is left")
    func atomicReplace() throws {
        let dir = try ProcessRunner.temporaryDirectory()
        let path = dir.appendingPathComponent("d.json").path
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o640)
        try AtomicFile.write(Array("new".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["d.json"])
        // A folder that cannot be written: one line, and the old file untouched.
        #expect(throws: PlaygroundError.self) { try AtomicFile.write(Array("x".utf8), to: "/proc/none/d.json") }
    }
}
