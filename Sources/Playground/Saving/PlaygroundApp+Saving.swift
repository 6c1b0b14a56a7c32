import Foundation
import Renderer

/// Ctrl+S and nothing lost: the items go back to the `--data` file atomically, the window title shows "•" while
/// edits are unsaved, and quitting with unsaved edits keeps them in `FILE.recovered.json` beside the file.
extension PlaygroundApp {
    /// True when the data file's items (shown, or set aside while D shows the class hierarchy) differ from what
    /// was last read or written.
    var hasUnsavedEdits: Bool {
        guard library.savedFile != nil, let revision = fileContents?.revision else { return false }
        return revision != document.savedRevision
    }

    /// The data file's items: the document's while they are shown, else the ones D set aside.
    var fileContents: DocumentContents? { library.fileContents(shown: document.contents, options: options) }

    /// "Collection Playground — d.json •" while edits are unsaved (the dot of an edited document).
    var windowTitleNow: String {
        guard let file = library.savedFile else { return Self.windowTitle }
        return Self.windowTitle + " — " + (file.path as NSString).lastPathComponent + (hasUnsavedEdits ? " •" : "")
    }

    func updateWindowTitle() { screen.setTitle(windowTitleNow) }

    /// Ctrl+S: writes the sections and items to the data file; a note says where (or why not).
    func saveData() {
        guard let file = library.savedFile else {
            note("Ctrl+S saves the items of a data file: start with --data FILE")
            return
        }
        guard case .file = library.dataSet else {
            note("Ctrl+S saves \((file.path as NSString).lastPathComponent): press D to show its items first")
            return
        }
        do {
            try AtomicFile.write(to: file.path) { sink in try file.writer.write(document.sections, images: document.photoPaths) { try sink.append($0) } }
            document.markSaved()
            print("saved: \(file.path)")
            note("saved \((file.path as NSString).lastPathComponent)")
        } catch {
            note("\(error)")
            note("not saved: \(error)")
        }
    }

    /// At quit: unsaved edits go to FILE.recovered.json (the file itself is left as the user last saved it).
    func writeRecoveryIfNeeded() {
        guard hasUnsavedEdits, let file = library.savedFile, let contents = fileContents else { return }
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
