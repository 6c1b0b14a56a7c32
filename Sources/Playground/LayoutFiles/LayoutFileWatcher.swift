import Foundation
import LayoutCore

/// The layout files given with `--layout-file`, each with its last good layout, watched for saves. Watching is
/// a `stat` of each path a few times a second, compared by modification time, size and inode: editors that save
/// by writing a new file and renaming it over the old one change the inode, so the path is what is watched, not
/// an open file (which would keep showing the replaced one). A save that does not parse keeps the last good
/// layout and its error until a later save fixes it. One per session: the layout shelf owns it (options parsing
/// only reads the files to check them), so sessions in one process (tests) never share one.
final class LayoutFileWatcher {
    struct File {
        let path: String
        var stamp: Stamp?
        var layout: CompositionalLayout
        /// The error of the last save that did not parse (one line naming the field), nil when it parsed.
        var error: String?
    }

    /// What a save changes about a file.
    struct Stamp: Equatable {
        var modified: Int64, size: Int64, inode: UInt64
        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            size = Int64(info.st_size)
            inode = UInt64(info.st_ino)
        }
    }

    /// The catalog's entry for the layout files: it shows the current file's last good layout, which the session's
    /// watcher holds (`LayoutShelf.makeLayout(_:layoutFiles:)` asks it; the entry has no layout of its own).
    static let entry = LayoutCatalog.Entry(name: layoutName, hotkey: "e") { _ in
        preconditionFailure("the layout-file layout is the session's LayoutFileWatcher's: make it with LayoutShelf.makeLayout")
    }

    /// The name the file layouts report (state files, `--layout file`).
    static let layoutName = "file"

    private(set) var files: [File]
    /// The file E shows.
    private(set) var current = 0
    var isEmpty: Bool { files.isEmpty }

    init(files: [File]) { self.files = files }

    /// Reads every file; the first that does not parse is one line naming the file and the field (exit code 2).
    static func load(_ paths: [String]) throws -> LayoutFileWatcher {
        LayoutFileWatcher(files: try paths.map { path in
            File(path: path, stamp: Stamp(path), layout: try parse(path), error: nil)
        })
    }

    static func parse(_ path: String) throws -> CompositionalLayout {
        let object = try JSONFields.load(path, option: "--layout-file", what: "layout file")
        var layout = try JSONFields.parse(path, option: "--layout-file") { try CompositionalJSON.layout(object, requireTag: true) }
        layout.name = layoutName
        return layout
    }

    var currentLayout: CompositionalLayout { files[current].layout }
    var currentFile: File { files[current] }

    /// E: the next file (wrapping).
    func advance() { if !files.isEmpty { current = (current + 1) % files.count } }

    /// Looks at every file once; returns the indexes whose layout changed (a good save), and reports each new
    /// error once through `report`.
    func poll(report: (String) -> Void) -> [Int] {
        var changed: [Int] = []
        for i in files.indices {
            let stamp = Stamp(files[i].path)
            // A file that is gone for a moment (between an editor's delete and rename) is looked at again later.
            guard let stamp, stamp != files[i].stamp else { continue }
            files[i].stamp = stamp
            do {
                let layout = try Self.parse(files[i].path)
                files[i].error = nil
                if layout != files[i].layout { files[i].layout = layout; changed.append(i) }
            } catch {
                let message = "\(error) (the last good layout stays until a save fixes it)"
                if message != files[i].error { report(message) }
                files[i].error = message
            }
        }
        return changed
    }
}
