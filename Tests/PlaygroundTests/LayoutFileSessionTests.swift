import ArgumentParser
import Foundation
import LayoutCore
import Testing
@testable import Playground

/// Layout files belong to a session: its layout shelf owns the watcher, so two sessions in one process (tests run
/// in parallel) never see each other's files, as they did through a process-wide watcher set while parsing options.
@Suite("Layout files per session")
struct LayoutFileSessionTests {
    @Test("a session given --layout-file has the file layout; one made after it without has none, and neither shares a watcher")
    func ownWatcher() throws {
        let file = ProcessRunner.packageRoot + "/Assets/layouts/app-store.json"
        let withFiles = try PlaygroundApp(options: try PlaygroundOptions.parse(["--headless", "--size", "400x700", "--layout-file", file]))
        let without = try PlaygroundApp(options: try PlaygroundOptions.parse(["--headless", "--size", "400x700"]))
        withFiles.frame(now: .zero, present: false)
        without.frame(now: .zero, present: false)
        #expect(withFiles.shelf.current == .file && withFiles.collectionView.collectionViewLayout.name == "file")
        #expect(withFiles.shelf.names == LayoutName.allCases + [.file], "Tab reaches the file layout after every session's")
        #expect(without.shelf.names == LayoutName.allCases && without.shelf.fileLayoutName == nil,
                "no file layout in the Tab cycle of a session without layout files")
        #expect(withFiles.shelf.layoutFiles !== without.shelf.layoutFiles && without.shelf.layoutFiles.isEmpty)
        // Tab from the last built-in layout: the file layout with files, back to the first without.
        #expect(LayoutName.allCases.last?.next(in: withFiles.shelf.names) == .file)
        #expect(LayoutName.allCases.last?.next(in: without.shelf.names) == LayoutName.allCases.first)
    }

    @Test("'file' names a layout only where layout files were given: --layout file without them is an unknown layout")
    func fileNameNeedsFiles() throws {
        #expect(LayoutName.named("file", layoutFiles: true) == .file)
        #expect(LayoutName.named("file", layoutFiles: false) == nil)
        #expect(throws: (any Error).self) { try PlaygroundOptions.parse(["--headless", "--layout", "file"]) }
        #expect(throws: (any Error).self) { try PlaygroundOptions.parse(["--headless", "--frames", "2", "--switch-to", "file"]) }
    }
}
