import Foundation
import LayoutCore

/// A parameter's value as config files take it and state files and dumps write it: numbers as numbers,
/// toggles as true/false, choices by their option's name.
extension LayoutParameter {
    /// The value for `JSONSerialization` (state files, the session's config).
    var jsonValue: Any {
        switch kind {
        case .toggle: return value != 0
        case .choice(let options):
            return options.indices.contains(Int(exactly: value) ?? -1) ? options[Int(value)] : value
        case .number: return value
        }
    }

    /// The value as JSON text (dumps, written by hand so numbers keep their exact shortest form).
    var jsonText: String {
        switch jsonValue {
        case let b as Bool: return b ? "true" : "false"
        case let s as String: return JSONText.string(s)
        default: return value.isFinite ? value.compact : "null"
        }
    }

    /// Values by name, typed by `declared` (the layout's parameters): a layout reports numbers only, and a
    /// parameter it reports that `declared` lacks stays a number.
    static func jsonValues(_ values: [String: Double], declared: [LayoutParameter]) -> [String: Any] {
        var out: [String: Any] = [:]
        for (name, value) in values {
            guard let p = declared.first(where: { $0.name == name }) else { out[name] = value; continue }
            out[name] = LayoutParameter(name: name, title: p.title, kind: p.kind, value: value, isIntegral: p.isIntegral).jsonValue
        }
        return out
    }
}
