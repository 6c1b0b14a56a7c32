import Foundation
import LayoutCore

/// A recorded session (`--record FILE`, `--replay FILE`): the start-up options, then frame by frame the input
/// handled before that frame and the frame's time. The model depends only on these, so playing them back
/// reproduces the session exactly. JSON lines; the format is in the README.
struct Recording {
    /// The value of the first line's "recording" field.
    static let formatName = "collection-playground"
    static let version = 1

    /// One frame: the input handled before it, its time and, when it changed, the window size in points.
    struct Frame {
        var inputs: [EventTranslator.Input] = []
        var time: Timestamp
        var viewport: PixelSize?
    }

    /// The playground's start-up options, as arguments (output options such as --screenshot left out).
    var options: [String]
    var frames: [Frame]

    /// Options that only say where output goes or how it is drawn: not recorded, and allowed with --replay.
    static let outputOptionsWithValue: Set<String> = ["--screenshot", "--state-out", "--renderer", "--font", "--pixel-ratio"]
    static let outputFlags: Set<String> = ["--headless", "--software"]
    /// Options about the recording itself, never recorded.
    static let sessionOptionsWithValue: Set<String> = ["--record", "--replay", "--frames"]

    /// The start-up options worth recording: everything but output and session options.
    static func startupOptions(from arguments: [String]) -> [String] {
        var result: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            let name = a.split(separator: "=", maxSplits: 1).first.map(String.init) ?? a
            if outputFlags.contains(a) { i += 1; continue }
            if outputOptionsWithValue.contains(name) || sessionOptionsWithValue.contains(name) {
                i += a.contains("=") ? 1 : 2
                continue
            }
            result.append(a)
            i += 1
        }
        return result
    }

    /// The arguments of a `--replay` run that apply to it (output options); anything that would change the
    /// session throws, naming the option, because the recording's own options are used.
    static func replayArguments(from arguments: [String]) throws -> [String] {
        var result: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            let name = a.split(separator: "=", maxSplits: 1).first.map(String.init) ?? a
            if name == "--replay" { i += a.contains("=") ? 1 : 2; continue }
            if outputFlags.contains(a) { result.append(a); i += 1; continue }
            if outputOptionsWithValue.contains(name) {
                let n = a.contains("=") ? 1 : 2
                result += arguments[i..<min(arguments.count, i + n)]
                i += n
                continue
            }
            let allowed = (outputFlags.union(outputOptionsWithValue)).sorted().joined(separator: ", ")
            throw PlaygroundError("--replay: the recording sets the session's options, so \(name) cannot be given; allowed with --replay: \(allowed)")
        }
        return result
    }

    /// Reads a recording; errors name the line and the field.
    static func load(_ path: String) throws -> Recording {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PlaygroundError("--replay: cannot read '\(path)'; give a file written with --record")
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var recording: Recording?
        var pending: [EventTranslator.Input] = []
        for (n, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            func fail(_ problem: String) -> PlaygroundError { PlaygroundError("--replay: '\(path)' line \(n + 1): \(problem)") }
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)), let d = object as? [String: Any] else {
                throw fail("not a JSON object")
            }
            guard var rec = recording else {
                guard d["recording"] as? String == formatName else {
                    throw fail("not a recording: the first line must be {\"recording\": \"\(formatName)\", \"version\": \(version), \"options\": […]}")
                }
                guard let v = d["version"] as? Int, v == version else {
                    throw fail("\"version\": this playground reads version \(version) recordings")
                }
                guard let options = d["options"] as? [String] else { throw fail("\"options\" must be a list of strings") }
                recording = Recording(options: options, frames: [])
                continue
            }
            do {
                if d["frame"] != nil {
                    var frame = try RecordedInput.frame(d)
                    frame.inputs = pending
                    pending = []
                    rec.frames.append(frame)
                    recording = rec
                } else {
                    pending.append(try RecordedInput.parse(d))
                }
            } catch let e as JSONFields.FieldError {
                throw fail("\(e.field): \(e.problem)")
            }
        }
        guard var result = recording else { throw PlaygroundError("--replay: '\(path)' is empty; give a file written with --record") }
        // Input after the last frame (the quit that ended the window) is handled by one more frame at the same time.
        if !pending.isEmpty, let last = result.frames.last { result.frames.append(Frame(inputs: pending, time: last.time)) }
        guard !result.frames.isEmpty else { throw PlaygroundError("--replay: '\(path)' holds no frames; record at least one frame") }
        return result
    }

    /// The first line of a recording file.
    static func headerLine(options: [String]) -> String {
        "{\"recording\": \(InputNames.string(formatName)), \"version\": \(version), \"options\": ["
            + options.map(InputNames.string).joined(separator: ", ") + "]}"
    }
}
