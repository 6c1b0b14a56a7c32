import Foundation
import Testing
@testable import Playground

/// Plays recording lines in the built playground, headless, and reads back its state file: the end-to-end form of
/// the suites that drive edits and drags with input (`DragTests`, `UndoTests`, `SessionToolTests`).
enum RecordedReplay {
    /// Writes a recording to `dir`/`name`.jsonl (a header with `--size 900x600` and `options`, a first frame with
    /// the 900×600 viewport, `entries`, a quit), replays it with `--headless --state-out`, and returns the
    /// state written to `dir`/`name`.json. A replay's last frame is where it stops (not played): `settled` adds
    /// frames one and two seconds after the last time in `entries`, so what the last one started has landed.
    /// An exit status other than 0 is recorded as an issue at the caller, with the replay's stderr.
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
    /// viewport, no quit), for tests that start at the playground's own window size.
    static func state(options: [String], lines: [String], in dir: URL, name: String,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let header = #"{"recording": "collection-playground", "version": 1, "options": ["#
            + options.map(JSONText.string).joined(separator: ", ") + "]}"
        let path = dir.appendingPathComponent("\(name).jsonl").path, out = dir.appendingPathComponent("\(name).json").path
        try (([header] + lines).joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let r = try ProcessRunner.run(ProcessRunner.playground, ["--replay", path, "--headless", "--state-out", out])
        #expect(r.status == 0, "stderr: \(r.stderr)", sourceLocation: sourceLocation)
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any],
                            sourceLocation: sourceLocation)
    }
}
