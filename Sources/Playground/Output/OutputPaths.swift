import Foundation

/// Checks output paths before any work is done, so a typo costs nothing.
enum OutputPaths {
    static func checkWritable(_ path: String?, option: String) throws {
        guard let path else { return }
        let url = URL(fileURLWithPath: path)
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw PlaygroundError("\(option): '\(path)' is a folder; give a file path")
        }
        let dir = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw PlaygroundError("\(option): cannot write '\(path)': folder '\(dir)' does not exist; create it or choose another path")
        }
        guard FileManager.default.isWritableFile(atPath: dir) else {
            throw PlaygroundError("\(option): cannot write '\(path)': folder '\(dir)' is not writable; choose another path")
        }
    }
}
