import Foundation

/// The C floor of a flow layout (`shared/perf/flow_floor.c`, a plain greedy line-breaking loop over the same
/// SplitMix64 sizes), built with `cc -O2` and run in the same benchmark run so the ratio compares like with like
/// on a machine whose speed varies. Nil when the file or a C compiler is missing (the row is then left out).
enum FlowFloor {
    /// The C file, looked for in `shared/perf/` of the working directory and of each folder above it.
    static func sourceURL() -> URL? {
        var dir = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for _ in 0..<5 {
            let candidate = dir.appendingPathComponent("shared/perf/flow_floor.c")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// The floor's median milliseconds for `items` random sizes, justified space-between.
    static func variedMilliseconds(items: Int) -> Double? {
        guard let binary = build() else { return nil }
        defer { try? FileManager.default.removeItem(at: binary) }
        return variedMilliseconds(items: items, binary: binary)
    }

    /// The C file built with `cc -O2` into a temporary file (the caller removes it), or nil.
    static func build() -> URL? {
        guard let source = sourceURL() else { return nil }
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("flow_floor-\(getpid())")
        return run("/usr/bin/env", ["cc", "-O2", "-o", binary.path, source.path]) != nil ? binary : nil
    }

    /// One run of a built floor: its median milliseconds for `items` random sizes, justified space-between.
    static func variedMilliseconds(items: Int, binary: URL) -> Double? {
        guard let output = run(binary.path, []) else { return nil }
        for line in output.split(separator: "\n") where line.contains("\"random\"") && line.contains("\"space-between\"")
            && line.contains("\"n\": \(items),") {
            guard let data = line.data(using: .utf8),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let median = object["median_ms"] as? Double else { continue }
            return median
        }
        return nil
    }

    private static func run(_ path: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
