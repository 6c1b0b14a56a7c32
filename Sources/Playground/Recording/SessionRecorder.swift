import Foundation
import LayoutCore

/// Writes a recording as the session runs (`--record FILE`): a line per input event and per frame, flushed
/// every frame, so a crash loses at most the frame in progress.
final class SessionRecorder {
    private let handle: FileHandle
    private var buffer = ""
    private var lastViewport: PixelSize?
    let path: String

    init(path: String, options: [String], files: [String: String] = [:]) throws {
        try OutputPaths.checkWritable(path, option: "--record")
        guard FileManager.default.createFile(atPath: path, contents: Data((Recording.headerLine(options: options, files: files) + "\n").utf8)),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw PlaygroundError("--record: cannot write '\(path)'; choose another path", exitCode: 1)
        }
        handle.seekToEndOfFile()
        self.handle = handle
        self.path = path
    }

    func record(_ input: InputEvent) {
        buffer += RecordedInput.line(input) + "\n"
    }

    /// Ends a frame: its time, and the window size when it changed.
    func recordFrame(time: Timestamp, viewport: PixelSize) {
        buffer += RecordedInput.frameLine(time: time, viewport: viewport == lastViewport ? nil : viewport) + "\n"
        lastViewport = viewport
        handle.write(Data(buffer.utf8))
        buffer = ""
    }

    func close() {
        if !buffer.isEmpty { handle.write(Data(buffer.utf8)); buffer = "" }
        handle.closeFile()
    }
}
