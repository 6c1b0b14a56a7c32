import Foundation
import LayoutCore

/// Reading JSON input field by field, so every error names the field's path and what is allowed
/// (dump-layout cases, config files, data files, recordings).
enum JSONFields {
    /// A problem with one field: its path (e.g. `sections[0].items[2].color`) and what is wrong.
    struct FieldError: Error { let field: String; let problem: String }

    /// Largest config file, dump case or layout file read: they are written by hand and are a few kilobytes;
    /// a bigger one is refused before it is read.
    static let maximumSmallFileBytes = 1 << 20

    /// Reads and parses a JSON file; `option` names the command-line option in the message.
    static func load(_ path: String, option: String, maximumBytes: Int = maximumSmallFileBytes, what: String = "file") throws -> Any {
        let bytes = try read(path, option: option, maximumBytes: maximumBytes, what: what)
        // JSONSerialization is kept for these small formats (their parsers read its tree); the depth check
        // comes first because its own limit is 512 levels of recursion.
        var scanner = JSONScanner(bytes)
        do { try scanner.skipValue(); try scanner.end() } catch let e as JSONScanner.SyntaxError {
            throw PlaygroundError("\(option): '\(path)' is not valid JSON: \(JSONScanner.position(of: e.offset, in: bytes)): \(e.problem)")
        }
        do { return try JSONSerialization.jsonObject(with: Data(bytes)) } catch {
            throw PlaygroundError("\(option): '\(path)' is not valid JSON: \(reason(error))")
        }
    }

    /// Reads a file's bytes for `JSONScanner`, refusing a folder, an unreadable path or a file over `maximumBytes`
    /// (checked before reading, so a huge file costs nothing).
    static func read(_ path: String, option: String, maximumBytes: Int, what: String) throws -> [UInt8] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw PlaygroundError("\(option): no file at '\(path)'; check the path")
        }
        if isDir.boolValue { throw PlaygroundError("\(option): '\(path)' is a folder; give a JSON file") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= maximumBytes else {
            throw PlaygroundError("\(option): '\(path)' is \(megabytes(size)); a \(what) may be at most \(megabytes(maximumBytes)); split it")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PlaygroundError("\(option): cannot read '\(path)'; check its permissions")
        }
        return [UInt8](data)
    }

    /// "64 MB" (MiB, as `ls -lh` and file managers count them).
    static func megabytes(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\((Double(bytes) / Double(1 << 20) * 10).rounded() / 10) MB".replacingOccurrences(of: ".0 MB", with: " MB")
            : "\(bytes) bytes"
    }

    /// Runs a parse, turning a field error into one line naming the option, file and field, and a
    /// `JSONScanner` syntax error into one naming the line and column.
    static func parse<T>(_ path: String, option: String, bytes: [UInt8]? = nil, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let e as FieldError {
            throw PlaygroundError("\(option): '\(path)': \(e.field): \(e.problem)")
        } catch let e as JSONScanner.SyntaxError {
            let at = bytes.map { JSONScanner.position(of: e.offset, in: $0) + ": " } ?? ""
            throw PlaygroundError("\(option): '\(path)' is not valid JSON: \(at)\(e.problem)")
        }
    }

    /// The error for a key the format does not have, listing the ones it does.
    static func unknownField(_ key: String, at path: String, allowed: [String]) -> FieldError {
        FieldError(field: path.isEmpty ? key : "\(path).\(key)", problem: "unknown field; allowed: \(allowed.sorted().joined(separator: ", "))")
    }

    static func dictionary(_ v: Any, _ path: String) throws -> [String: Any] {
        guard let d = v as? [String: Any] else { throw FieldError(field: path, problem: "must be an object") }
        return d
    }

    static func allowOnly(_ d: [String: Any], _ keys: Set<String>, at path: String) throws {
        if let unknown = d.keys.sorted().first(where: { !keys.contains($0) }) {
            let field = path.isEmpty ? unknown : "\(path).\(unknown)"
            throw FieldError(field: field, problem: "unknown field; allowed: \(keys.sorted().joined(separator: ", "))")
        }
    }

    /// True for JSON booleans, which arrive as NSNumber too (theirs is the only "c" encoding JSON produces).
    static func isBool(_ v: Any) -> Bool {
        guard let n = v as? NSNumber else { return false }
        return String(cString: n.objCType) == "c"
    }

    /// The largest magnitude a number field takes.
    static let maximumMagnitude = 1e9

    static func number(_ v: Any?, _ path: String, positive: Bool = false) throws -> Double {
        guard let v else { throw FieldError(field: path, problem: "is missing; give a number") }
        guard let n = v as? NSNumber, !isBool(v) else { throw FieldError(field: path, problem: "must be a number") }
        let d = exactDouble(n)
        guard d.isFinite else { throw FieldError(field: path, problem: "must be finite") }
        // No length, count or parameter in these formats is anywhere near a billion; past it, sums overflow to
        // infinity and layouts answer nonsense, so it is refused here, once, for every field.
        guard abs(d) <= maximumMagnitude else {
            throw FieldError(field: path, problem: "must be between -\(Int(maximumMagnitude)) and \(Int(maximumMagnitude)), got \(d.compact)")
        }
        if positive && d <= 0 { throw FieldError(field: path, problem: "must be greater than 0, got \(d.compact)") }
        return d
    }

    /// The number's value as the nearest Double. JSONSerialization hands long decimals over as NSDecimalNumber,
    /// whose `doubleValue` can be off in the last bits; reading its decimal text is exact, which replays need.
    static func exactDouble(_ n: NSNumber) -> Double {
        if let decimal = n as? NSDecimalNumber, let exact = Double(decimal.stringValue) { return exact }
        return n.doubleValue
    }

    static func integer(_ v: Any?, _ path: String, in range: ClosedRange<Int>) throws -> Int {
        let d = try number(v, path)
        guard d == d.rounded(), let i = Int(exactly: d), range.contains(i) else {
            throw FieldError(field: path, problem: "must be a whole number in \(range.lowerBound)…\(range.upperBound), got \(d.compact)")
        }
        return i
    }

    static func string(_ v: Any?, _ path: String) throws -> String {
        guard let v else { throw FieldError(field: path, problem: "is missing; give a string") }
        guard let s = v as? String else { throw FieldError(field: path, problem: "must be a string") }
        return s
    }

    static func bool(_ v: Any?, _ path: String) throws -> Bool {
        guard let v, isBool(v), let n = v as? NSNumber else { throw FieldError(field: path, problem: "must be true or false") }
        return n.boolValue
    }

    static func array(_ v: Any?, _ path: String, of what: String) throws -> [Any] {
        guard let v else { throw FieldError(field: path, problem: "is missing; give an array of \(what)") }
        guard let a = v as? [Any] else { throw FieldError(field: path, problem: "must be an array of \(what)") }
        return a
    }

    static func size(_ v: Any, _ path: String) throws -> Size {
        guard let pair = v as? [Any], pair.count == 2 else { throw FieldError(field: path, problem: "must be [width, height]") }
        let w = try number(pair[0], "\(path)[0]"), h = try number(pair[1], "\(path)[1]")
        guard w >= 0, h >= 0 else { throw FieldError(field: path, problem: "sizes must not be negative, got [\(w.compact), \(h.compact)]") }
        return Size(width: w, height: h)
    }

    /// A "#RRGGBB" or "#RRGGBBAA" color.
    static func color(_ v: Any?, _ path: String) throws -> Color {
        let s = try string(v, path)
        let hex = s.hasPrefix("#") ? String(s.dropFirst()) : ""
        guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else {
            throw FieldError(field: path, problem: "'\(s)' is not a color; use \"#RRGGBB\" or \"#RRGGBBAA\"")
        }
        if hex.count == 6 { return Color(hex: value) }
        return Color(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
    }

    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        return (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription
    }
}
