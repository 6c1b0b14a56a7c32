import Foundation
import LayoutCore

/// One line of a recording: an input event (in `InputEvent`'s JSON form) or a frame, as JSON. Numbers are written in Swift's shortest
/// round-trip form, so a replay reads back the exact times and positions.
enum RecordedInput {
    private typealias J = JSONFields
    private typealias FieldError = JSONFields.FieldError
    private static func n(_ v: Double) -> String { v.compact }

    /// The JSON line for an input event (`InputEvent`'s one JSON form).
    static func line(_ event: InputEvent) -> String {
        // The encoder takes every value an input event encodes; nothing is left to fail.
        (try? JSONLineEncoder.line(event)) ?? "{}"
    }

    /// Reads an input event's JSON line; the error names the field and what it must be.
    static func event(_ line: String) throws -> InputEvent {
        do {
            return try JSONDecoder().decode(InputEvent.self, from: Data(line.utf8))
        } catch let DecodingError.dataCorrupted(context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw FieldError(field: field.isEmpty ? "(line)" : field, problem: context.debugDescription)
        } catch {
            throw FieldError(field: "(line)", problem: "not an input event: \(error)")
        }
    }

    /// The JSON line for a frame.
    static func frameLine(time: Timestamp, viewport: PixelSize?) -> String {
        guard let v = viewport else { return "{\"frame\": \(n(time.seconds))}" }
        return "{\"frame\": \(n(time.seconds)), \"viewport\": [\(v.width), \(v.height)]}"
    }

    static func frame(_ d: [String: Any]) throws -> Recording.Frame {
        let time = try J.number(d["frame"], "frame")
        var viewport: PixelSize?
        if let v = d["viewport"] {
            let s = try J.size(v, "viewport")
            guard s.width >= 1, s.height >= 1, s.width == s.width.rounded(), s.height == s.height.rounded() else {
                throw FieldError(field: "viewport", problem: "must be [width, height] in whole points, each 1 or more")
            }
            viewport = PixelSize(width: Int(s.width), height: Int(s.height))
        }
        return Recording.Frame(time: Timestamp(seconds: time), viewport: viewport)
    }
}
