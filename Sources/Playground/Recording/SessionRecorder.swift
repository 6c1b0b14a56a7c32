import Foundation
import LayoutCore

/// Writes a recording as the session runs (`--record FILE`): a line per input event and per frame, each written
/// to the file as it is recorded (before the event is handled), so a crash keeps every event up to and including
/// the one that caused it. Events are a few dozen a second: a write each costs nothing next to a frame.
final class SessionRecorder {
    private let handle: FileHandle
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
        handle.write(Data((RecordedInput.line(input) + "\n").utf8))
    }

    /// Ends a frame: its time, and the window size when it changed.
    func recordFrame(time: Timestamp, viewport: PixelSize) {
        handle.write(Data((RecordedInput.frameLine(time: time, viewport: viewport == lastViewport ? nil : viewport) + "\n").utf8))
        lastViewport = viewport
    }

    func close() {
        handle.closeFile()
    }
}
