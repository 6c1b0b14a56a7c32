import Foundation
import LayoutCore

/// `--layout-file`: E shows the files' layouts in turn, and a save animates every element to the new layout.
extension PlaygroundApp {
    /// The layout-file layout's name, as a catalog name (nil without --layout-file).
    var fileLayoutName: LayoutName? { LayoutName(rawValue: LayoutFileWatcher.layoutName) }

    /// E: the first press shows the current file; further presses the next file.
    func showNextLayoutFile() {
        let watcher = LayoutFileWatcher.shared
        guard let name = fileLayoutName else {
            note("E shows layout files: start with --layout-file FILE.json")
            return
        }
        if currentLayout == name {
            watcher.advance()
            reinstallLayoutFile()
        } else {
            configurations[name] = nil
            show(name)
        }
        print("layout file: \(watcher.currentFile.path)")
    }

    /// The file layout on screen gives way to the current file's layout, animated. Not through `show`: that
    /// first remembers the layout on screen as the file layout's configuration, which is the one being replaced.
    private func reinstallLayoutFile() {
        guard let name = fileLayoutName else { return }
        configurations[name] = LayoutFileWatcher.shared.currentLayout
        collectionView.setCollectionViewLayout(LayoutFileWatcher.shared.currentLayout, animated: true)
    }

    /// Looks for saves (a stat per file, at most every quarter second of wall time): a good save of the file on
    /// screen animates to its new layout; a bad one prints its error once and keeps the last good layout.
    func pollLayoutFiles(now: Double) {
        let watcher = LayoutFileWatcher.shared
        guard !watcher.isEmpty, now - lastLayoutFilePoll >= 0.25 else { return }
        lastLayoutFilePoll = now
        let changed = watcher.poll { message in
            FileHandle.standardError.write(Data("playground: \(message)\n".utf8))
        }
        guard let name = fileLayoutName, changed.contains(watcher.current) else { return }
        print("layout file reloaded: \(watcher.currentFile.path)")
        guard currentLayout == name else { configurations[name] = nil; return }
        reinstallLayoutFile()
    }
}
