import Foundation
import Renderer

/// Ctrl+S and nothing lost: the items go back to the `--data` file atomically, the window title shows "•" while
/// edits are unsaved, and quitting with unsaved edits keeps them in `FILE.recovered.json` beside the file.
extension DataLibrary {
    /// True when the data file's items (shown, or set aside while D shows the class hierarchy) differ from what
    /// was last read or written.
    func hasUnsavedEdits(document: DemoDocument) -> Bool {
        guard savedFile != nil, let revision = fileContents(shown: document.contents)?.revision else { return false }
        return revision != document.savedRevision
    }

    /// "Collection Playground — d.json •" while edits are unsaved (the dot of an edited document).
    func windowTitle(document: DemoDocument) -> String {
        guard let file = savedFile else { return PlaygroundApp.windowTitle }
        return PlaygroundApp.windowTitle + " — " + (file.path as NSString).lastPathComponent + (hasUnsavedEdits(document: document) ? " •" : "")
    }

    /// Ctrl+S: writes the document's sections and items to the data file; a note says where (or why not).
    func save(_ document: DemoDocument) {
        guard let file = savedFile else {
            Console.note("Ctrl+S saves the items of a data file: start with --data FILE")
            return
        }
        guard case .file = dataSet else {
            Console.note("Ctrl+S saves \((file.path as NSString).lastPathComponent): press D to show its items first")
            return
        }
        do {
            try AtomicFile.write(to: file.path) { sink in try file.writer.write(document.sections, images: document.photoPaths) { try sink.append($0) } }
            document.markSaved()
            print("saved: \(file.path)")
            Console.note("saved \((file.path as NSString).lastPathComponent)")
        } catch {
            Console.note("\(error)")
            Console.note("not saved: \(error)")
        }
    }

    /// At quit: unsaved edits go to FILE.recovered.json (the file itself is left as the user last saved it).
    func writeRecoveryIfNeeded(document: DemoDocument) {
        guard hasUnsavedEdits(document: document), let file = savedFile, let contents = fileContents(shown: document.contents) else { return }
        let path = Self.recoveryPath(for: file.path)
        do {
            try AtomicFile.write(to: path) { sink in try file.writer.write(contents.sections, images: contents.photoPaths ?? [:]) { try sink.append($0) } }
            print("unsaved edits kept in: \(path) (open it with --data to continue)")
        } catch {
            FileHandle.standardError.write(Data("playground: unsaved edits could not be kept: \(error)\n".utf8))
        }
    }

    /// `d.json` → `d.recovered.json` beside it.
    static func recoveryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension.isEmpty ? "json" : url.pathExtension
        return url.deletingPathExtension().path + ".recovered." + ext
    }
}
