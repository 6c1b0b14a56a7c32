import Foundation

/// Runs the built `playground` binary (and helpers like Xvfb) for end-to-end tests.
enum ProcessRunner {
    struct Result { let status: Int32; let stdout: String; let stderr: String }

    /// The playground binary built next to this test bundle (override with PLAYGROUND_BIN).
    static var playground: String {
        if let env = ProcessInfo.processInfo.environment["PLAYGROUND_BIN"] { return env }
        let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundleDir.appendingPathComponent("playground").path
    }

    /// The repository root (for Assets/), from this file's location.
    static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("playground-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs a command to completion (bounded by `timeout` seconds, then it is terminated).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    timeout: Double = 120) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        p.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        if let environment { p.environment = environment }
        let dir = try temporaryDirectory()
        let out = dir.appendingPathComponent("out"), err = dir.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        p.standardOutput = try FileHandle(forWritingTo: out)
        p.standardError = try FileHandle(forWritingTo: err)
        try p.run()
        _ = wait(timeout: timeout) { !p.isRunning }
        stop(p)
        return Result(status: p.terminationStatus,
                      stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }

    /// Stops a process the test started: SIGTERM, then SIGKILL if it is still running after `grace` seconds.
    static func stop(_ p: Process, grace: Double = 5) {
        guard p.isRunning else { return }
        p.terminate()
        if !wait(timeout: grace, { !p.isRunning }) { kill(p.processIdentifier, SIGKILL) }
        _ = wait(timeout: grace) { !p.isRunning }
    }

    /// Polls `condition` every 20 ms until it holds (true) or `timeout` seconds pass (false): the one way tests
    /// wait for another process, always on something observable and always with a deadline.
    static func wait(timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// Finds an executable on PATH.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
