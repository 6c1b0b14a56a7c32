import Foundation
import LayoutCore

/// `--layout-file`: E shows the files' layouts in turn, and a save animates every element to the new layout.
extension LayoutShelf {
    /// The layout-file layout's name, as a catalog name (nil without --layout-file).
    var fileLayoutName: LayoutName? { layoutFiles.isEmpty ? nil : .file }

    /// The path of the layout file shown, nil while another layout is.
    var shownLayoutFile: String? { current == fileLayoutName ? layoutFiles.currentFile.path : nil }

    /// E: the first press shows the current file; further presses the next file.
    func showNextLayoutFile() {
        let watcher = layoutFiles
        guard let name = fileLayoutName else {
            Console.note("E shows layout files: start with --layout-file FILE.json")
            return
        }
        if current == name {
            watcher.advance()
            reinstallLayoutFile()
        } else {
            forget(name)
            show(name)
        }
        print("layout file: \(watcher.currentFile.path)")
    }

    /// The file layout on screen gives way to the current file's layout, animated. Not through `show`: that
    /// first remembers the layout on screen as the file layout's configuration, which is the one being replaced.
    private func reinstallLayoutFile() {
        guard let name = fileLayoutName else { return }
        install(layoutFiles.currentLayout, as: name)
    }

    /// Looks for saves (a stat per file, at most every quarter second of wall time): a good save of the file on
    /// screen animates to its new layout; a bad one prints its error once and keeps the last good layout.
    func pollLayoutFiles(now: Double) {
        let watcher = layoutFiles
        guard !watcher.isEmpty, now - lastLayoutFilePoll >= 0.25 else { return }
        lastLayoutFilePoll = now
        let changed = watcher.poll { message in Console.note(message) }
        guard let name = fileLayoutName, changed.contains(watcher.current) else { return }
        print("layout file reloaded: \(watcher.currentFile.path)")
        guard current == name else { forget(name); return }
        reinstallLayoutFile()
    }
}
