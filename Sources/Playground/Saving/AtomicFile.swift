import Foundation

/// Writes a file so that a crash, a kill or a full disk at any moment leaves either the old file or the new
/// one, whole: the text goes to a temporary file in the same folder (same file system, so the rename is atomic),
/// is flushed to the disk (`fsync`), and only then renamed over the target; the folder is flushed too, so the
/// rename itself survives a power cut. The target's permissions are kept.
enum AtomicFile {
    /// The prefix of the temporary file beside the target while a save is under way (tests watch for it).
    static func temporaryPrefix(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".saving-").path
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try write(to: path) { sink in try sink.append(bytes) }
    }

    /// Streams the new text through `produce` into the temporary file (flushed in 1 MB pieces), then replaces
    /// the target. If `produce` throws, the target is left as it was and the temporary file is removed.
    static func write(to path: String, _ produce: (inout Sink) throws -> Void) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var template = Array((temporaryPrefix(for: path) + "XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure("cannot create a temporary file in '\(folder)'", errno) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var done = false
        defer { if !done { unlink(temporary) } }
        do {
            defer { close(fd) }
            // The new file gets the old one's permissions (mkstemp makes it 0600).
            var info = stat()
            if stat(path, &info) == 0 { fchmod(fd, info.st_mode & 0o7777) } else { fchmod(fd, 0o644) }
            var sink = Sink(fd: fd, path: temporary)
            try produce(&sink)
            try sink.flush()
            guard fsync(fd) == 0 else { throw failure("cannot flush '\(temporary)' to the disk", errno) }
        }
        guard rename(temporary, path) == 0 else { throw failure("cannot replace '\(path)'", errno) }
        done = true
        let dir = open(folder, O_RDONLY | O_DIRECTORY)
        if dir >= 0 { _ = fsync(dir); close(dir) }
    }

    /// Where `write(to:_:)`'s text goes: a buffer written out to the temporary file whenever it passes 1 MB.
    struct Sink {
        let fd: Int32
        let path: String
        private var buffer: [UInt8] = []

        init(fd: Int32, path: String) { self.fd = fd; self.path = path; buffer.reserveCapacity(1 << 20) }

        mutating func append(_ text: String) throws {
            buffer.append(contentsOf: text.utf8)
            if buffer.count >= 1 << 20 { try flush() }
        }

        mutating func append(_ bytes: [UInt8]) throws {
            buffer.append(contentsOf: bytes)
            if buffer.count >= 1 << 20 { try flush() }
        }

        mutating func flush() throws {
            var offset = 0
            while offset < buffer.count {
                let n = buffer.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw AtomicFile.failure("cannot write '\(path)'", errno)
                }
                offset += n
            }
            buffer.removeAll(keepingCapacity: true)
        }
    }

    fileprivate static func failure(_ what: String, _ code: Int32) -> PlaygroundError {
        PlaygroundError("\(what): \(String(cString: strerror(code))); nothing was changed", exitCode: 1)
    }
}
