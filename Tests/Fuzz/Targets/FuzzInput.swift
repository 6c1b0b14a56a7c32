import Foundation

/// One libFuzzer input as the playground meets it: a file on disk (each loader reads a path, checks the size
/// first, then parses), and the rule every loader keeps for bad input: one line naming what was wrong, never a
/// crash. A broken rule stops the process (`fatalError`), which libFuzzer reports as a crash and saves the input.
enum FuzzInput {
    /// The file each input is written to: one per process, in memory where /dev/shm exists (no disk writes).
    static let path: String = {
        let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        return "\(folder)/playground-fuzz-\(getpid()).input"
    }()

    /// Writes the input to `path`.
    static func write(_ data: UnsafePointer<UInt8>, _ size: Int) {
        let bytes = Data(bytes: data, count: size)
        guard FileManager.default.createFile(atPath: path, contents: bytes) else { fatalError("fuzz: cannot write \(path)") }
    }

    /// Checks an error message: one line, not empty, naming the file (every loader's message quotes the path).
    static func checkMessage(_ message: String, _ what: String) {
        if message.isEmpty || message.contains("\n") || message.contains("\r") {
            fatalError("fuzz: \(what): the error is not one line: \(message.debugDescription)")
        }
    }
}
