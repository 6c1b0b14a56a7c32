import Foundation
import Testing
@testable import Playground

/// The one way the playground tests replay recordings: writes recording lines (or takes a recording file), plays
/// it in the built playground, headless, and reads back its state file — the end-to-end form of the suites that
/// drive edits, drags, keys and overlays with input. A replay that exits with a status other than 0 is recorded
/// as an issue at the caller, with its stderr (`play` returns the run as it is, for tests of replay errors).
enum RecordedReplay {
    /// Writes a recording to `dir`/`name`.jsonl (a header with `--size 900x600` and `options`, a first frame with
    /// the 900×600 viewport, `entries`, a quit), replays it with `--headless --state-out`, and returns the
    /// state written to `dir`/`name`.json. A replay's last frame is where it stops (not played): `settled` adds
    /// frames one and two seconds after the last time in `entries`, so what the last one started has landed.
    static func state(of entries: [String], options: [String], settled: Bool = false, in dir: URL, name: String,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        var entries = entries
        if settled {
            let last = entries.compactMap { line -> Double? in
                guard let data = line.data(using: .utf8), let o = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
                return (o["frame"] ?? o["t"]) as? Double
            }.max() ?? 0
            entries += [#"{"frame": \#(last + 1)}"#, #"{"frame": \#(last + 2)}"#]
        }
        return try state(options: ["--size", "900x600"] + options,
                         lines: [#"{"frame": 0, "viewport": [900, 600]}"#] + entries + [#"{"quit": true}"#],
                         in: dir, name: name, sourceLocation: sourceLocation)
    }

    /// The same with nothing added: a header with `options`, then `lines` as given (their own first frame and
    /// viewport, no quit), for tests that start at the playground's own window size. `extra`: more output options
    /// (`--screenshot FILE`).
    static func state(options: [String], lines: [String], extra: [String] = [], in dir: URL, name: String,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let path = try write(options: options, lines: lines, in: dir, name: name)
        return try state(ofRecording: path, extra: extra, out: dir.appendingPathComponent("\(name).json").path, sourceLocation: sourceLocation)
    }

    /// Writes a recording to `dir`/`name`.jsonl: a header with `options`, then `lines`. Returns its path.
    static func write(options: [String], lines: [String], in dir: URL, name: String) throws -> String {
        let header = #"{"recording": "collection-playground", "version": 1, "options": ["#
            + options.map(JSONText.string).joined(separator: ", ") + "]}"
        let path = dir.appendingPathComponent("\(name).jsonl").path
        try (([header] + lines).joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Replays the recording at `path` headless, with `extra` options; the run as it went.
    static func play(_ path: String, _ extra: [String] = []) throws -> ProcessRunner.Result {
        try ProcessRunner.run(ProcessRunner.playground, ["--replay", path, "--headless"] + extra)
    }

    /// Replays the recording at `path` headless (exit 0 expected) and returns its state file, written to `out`, as
    /// it was written (tests compare two runs byte for byte).
    static func stateData(ofRecording path: String, extra: [String] = [], out: String,
                          sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
        let r = try play(path, ["--state-out", out] + extra)
        #expect(r.status == 0, "stderr: \(r.stderr)", sourceLocation: sourceLocation)
        return try Data(contentsOf: URL(fileURLWithPath: out))
    }

    /// The same, parsed.
    static func state(ofRecording path: String, extra: [String] = [], out: String,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let data = try stateData(ofRecording: path, extra: extra, out: out, sourceLocation: sourceLocation)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], sourceLocation: sourceLocation)
    }
}
