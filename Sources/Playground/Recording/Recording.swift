import Foundation
import LayoutCore

/// A recorded session (`--record FILE`, `--replay FILE`): the start-up options, then frame by frame the input
/// handled before that frame and the frame's time. The model depends only on these, so playing them back
/// reproduces the session exactly. JSON lines; the format is in docs/Playground.md.
struct Recording {
    /// The value of the first line's "recording" field.
    static let formatName = "collection-playground"
    static let version = 1

    /// One frame: the input handled before it, its time and, when it changed, the window size in points.
    struct Frame {
        var inputs: [InputEvent] = []
        var time: Timestamp
        var viewport: PixelSize?
    }

    /// The playground's start-up options, as arguments (output options such as --screenshot left out).
    var options: [String]
    /// The contents of the files the session read at start ("config", "data"), so a replay does not depend on
    /// files that may have changed or be elsewhere.
    var files: [String: String] = [:]
    var frames: [Frame]

    /// Options whose files are embedded in the recording, by the key in `files`.
    static let embeddedFileOptions: [String: String] = ["--config": "config", "--data": "data"]

    /// Options that only say where output goes or how it is drawn: not recorded, and allowed with --replay.
    static let outputOptionsWithValue: Set<String> = ["--screenshot", "--state-out", "--renderer", "--font", "--pixel-ratio"]
    static let outputFlags: Set<String> = ["--headless", "--software"]
    /// Options about the recording itself, never recorded.
    static let sessionOptionsWithValue: Set<String> = ["--record", "--replay", "--frames"]

    /// Arguments grouped per option: its name and its tokens (the name, and the value unless written `--x=v`).
    static func optionGroups(_ arguments: [String]) -> [(name: String, tokens: [String])] {
        let withValue = outputOptionsWithValue.union(sessionOptionsWithValue).union(embeddedFileOptions.keys)
        var groups: [(name: String, tokens: [String])] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            let name = a.split(separator: "=", maxSplits: 1).first.map(String.init) ?? a
            let n = withValue.contains(name) && !a.contains("=") ? 2 : 1
            groups.append((name, Array(arguments[i..<min(arguments.count, i + n)])))
            i += n
        }
        return groups
    }

    /// The start-up options worth recording: everything but output and session options.
    static func startupOptions(from arguments: [String]) -> [String] {
        optionGroups(arguments).filter { !isOutputOption($0.name) && !sessionOptionsWithValue.contains($0.name) }.flatMap(\.tokens)
    }

    static func isOutputOption(_ name: String) -> Bool { outputFlags.contains(name) || outputOptionsWithValue.contains(name) }

    /// The arguments of a `--replay` run that apply to it (output options); anything that would change the
    /// session throws, naming the option, because the recording's own options are used.
    static func replayArguments(from arguments: [String]) throws -> [String] {
        var result: [String] = []
        for group in optionGroups(arguments) where group.name != "--replay" {
            guard isOutputOption(group.name) else {
                let allowed = outputFlags.union(outputOptionsWithValue).sorted().joined(separator: ", ")
                throw PlaygroundError("--replay: the recording sets the session's options, so \(group.name) cannot be given; allowed with --replay: \(allowed)")
            }
            result += group.tokens
        }
        return result
    }

    /// Largest recording replayed (about two million events); a bigger one is refused before it is read.
    static let maximumBytes = 256 << 20

    /// Reads a recording; errors name the line and the field.
    static func load(_ path: String) throws -> Recording {
        let data = try JSONFields.read(path, option: "--replay", maximumBytes: maximumBytes, what: "recording")
        var recording: Recording?
        var pending: [InputEvent] = []
        for (n, bytes) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            // Each line is checked on its bytes as written, as the other formats are: strict JSON, at most 64 levels
            // deep, valid UTF-8 (decoding first would turn bad bytes into replacement characters and pass them).
            var scanner = JSONScanner(Array(bytes))
            do { try scanner.skipValue(); try scanner.end() } catch let e as JSONScanner.SyntaxError {
                throw PlaygroundError("--replay: '\(path)' is not valid JSON: line \(n + 1), column \(e.offset + 1): \(e.problem)")
            }
            let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            func fail(_ problem: String) -> PlaygroundError { PlaygroundError("--replay: '\(path)' line \(n + 1): \(problem)") }
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)), let d = object as? [String: Any] else {
                throw fail("not a JSON object")
            }
            if let (field, value) = numberOutOfRange(in: d, at: "") {
                let m = Int(JSONFields.maximumMagnitude)
                throw fail("\(field): must be between -\(m) and \(m), got \(value.compact)")
            }
            guard var rec = recording else {
                guard d["recording"] as? String == formatName else {
                    throw fail("not a recording: the first line must be {\"recording\": \"\(formatName)\", \"version\": \(version), \"options\": […]}")
                }
                guard let v = d["version"] as? Int, v == version else {
                    throw fail("\"version\": this playground reads version \(version) recordings")
                }
                guard let options = d["options"] as? [String] else { throw fail("\"options\" must be a list of strings") }
                // A header must not write files or start another replay when it is played.
                if let bad = optionGroups(options).first(where: { isOutputOption($0.name) || sessionOptionsWithValue.contains($0.name) }) {
                    throw fail("\"options\": \(bad.name) is not a start-up option; a recording holds only options that shape the session")
                }
                var files: [String: String] = [:]
                if let f = d["files"] {
                    guard let dict = f as? [String: String], Set(dict.keys).isSubset(of: Set(embeddedFileOptions.values)) else {
                        throw fail("\"files\" must map \(embeddedFileOptions.values.sorted().joined(separator: " and ")) to the files' text")
                    }
                    files = dict
                }
                recording = Recording(options: options, files: files, frames: [])
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
                    pending.append(try RecordedInput.event(line))
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

    /// The first number in a parsed line beyond the magnitude every number of the playground's formats keeps
    /// (`JSONFields.maximumMagnitude`): its field and value. No time, position or delta recorded comes near it;
    /// past it, sums of times and offsets lose all precision or overflow.
    static func numberOutOfRange(in value: Any, at path: String) -> (String, Double)? {
        switch value {
        case let d as [String: Any]:
            for key in d.keys.sorted() {
                if let found = numberOutOfRange(in: d[key]!, at: path.isEmpty ? key : "\(path).\(key)") { return found }
            }
        case let a as [Any]:
            for (i, v) in a.enumerated() { if let found = numberOutOfRange(in: v, at: "\(path)[\(i)]") { return found } }
        case let n as NSNumber where !JSONFields.isBool(n):
            let x = JSONFields.exactDouble(n)
            if !(abs(x) <= JSONFields.maximumMagnitude) { return (path, x) }
        default: break
        }
        return nil
    }

    /// The first line of a recording file.
    static func headerLine(options: [String], files: [String: String] = [:]) -> String {
        var line = "{\"recording\": \(JSONText.string(formatName)), \"version\": \(version), \"options\": ["
            + options.map(JSONText.string).joined(separator: ", ") + "]"
        if !files.isEmpty {
            line += ", \"files\": {" + files.keys.sorted().map { "\(JSONText.string($0)): \(JSONText.string(files[$0]!))" }
                .joined(separator: ", ") + "}"
        }
        return line + "}"
    }

    /// What a session started with `options` records: its start-up arguments, with the config and data files
    /// it reads replaced by their contents.
    static func startup(arguments: [String], options: PlaygroundOptions) throws -> (options: [String], files: [String: String]) {
        var files: [String: String] = [:]
        func read(_ path: String, _ option: String) throws -> String {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw PlaygroundError("--record: cannot read '\(path)' (\(option)) to keep it with the recording")
            }
            return String(decoding: data, as: UTF8.self)
        }
        if let config = options.config { files["config"] = try read(config, "--config") }
        if case .file(let path) = options.dataSet { files["data"] = try read(path, "--data") }
        let kept = optionGroups(startupOptions(from: arguments)).filter { group in
            guard let key = embeddedFileOptions[group.name] else { return true }
            return files[key] == nil
        }
        return (kept.flatMap(\.tokens), files)
    }

    /// Writes the embedded files into `directory` and returns the options that load them.
    func embeddedFileArguments(in directory: URL) throws -> [String] {
        var arguments: [String] = []
        for (option, key) in Self.embeddedFileOptions.sorted(by: { $0.key < $1.key }) {
            guard let text = files[key] else { continue }
            let url = directory.appendingPathComponent("\(key).json")
            do { try Data(text.utf8).write(to: url) } catch {
                throw PlaygroundError("--replay: cannot write the recording's \(key) file to '\(url.path)': \(error.localizedDescription)", exitCode: 1)
            }
            arguments += [option, url.path]
        }
        return arguments
    }
}
