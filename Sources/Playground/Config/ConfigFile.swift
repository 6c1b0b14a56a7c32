import Foundation
import LayoutCore

/// `--config FILE`: the start layout, each layout's parameters and the data, as JSON:
/// `{"layout": "waterfall", "data": "demo", "items": 500, "sections": 4,
///   "layouts": {"waterfall": {"columnCount": 4}, "flow": {"scrollDirection": "horizontal", "pinHeaders": true}}}`.
/// Parameter names are the parameter panel's (docs/Playground.md lists them); toggles take true/false, choices their name.
struct ConfigFile {
    /// One parameter to set, with the field path it came from (for error messages).
    struct Setting: Equatable {
        let name: String
        let value: Value
        let field: String
    }
    /// A parameter value as written: numbers, booleans (toggles) or names (choices).
    enum Value: Equatable {
        case number(Double), bool(Bool), name(String)
    }

    var layout: String?
    var data: String?
    var items: Int?
    var sections: Int?
    var carousel = false
    var parameters: [LayoutName: [Setting]] = [:]
    /// Flow items take their own sizes (true, the demo's default) or the layout's item size (false): the
    /// panel's "item sizes" row. Giving `itemWidth` or `itemHeight` for flow implies false unless it is set.
    var flowItemSizes: Bool?
    /// True when the flow's item sizes are "self-sizing" (cells size to their labels).
    var flowSelfSizing = false

    private typealias J = JSONFields
    private typealias FieldError = JSONFields.FieldError
    static let fields: Set<String> = ["layout", "data", "items", "sections", "carousel", "layouts"]

    /// Reads a config file; errors name the file and field. A relative `data` path is relative to the file.
    /// Parameters are checked when they are applied (`apply`), which the app does before it opens a window.
    static func load(_ path: String) throws -> ConfigFile {
        let object = try J.load(path, option: "--config", what: "config file")
        var config = try J.parse(path, option: "--config") { try parse(object) }
        if let data = config.data, !DataSet.names.contains(data) {
            let resolved = data.hasPrefix("/") ? data : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(data).path
            guard FileManager.default.fileExists(atPath: resolved) else {
                throw PlaygroundError("--config: '\(path)': data: '\(data)' is neither a data set (\(DataSet.names.joined(separator: ", "))) "
                    + "nor a file (looked for '\(resolved)'; relative paths are relative to the config file)")
            }
            config.data = resolved
        }
        return config
    }

    static func parse(_ object: Any) throws -> ConfigFile {
        let root = try J.dictionary(object, "(top level)")
        try J.allowOnly(root, fields, at: "")
        var config = ConfigFile()
        if let v = root["layout"] {
            let name = try J.string(v, "layout")
            guard LayoutName.named(name, layoutFiles: false) != nil else {
                throw FieldError(field: "layout", problem: "unknown layout '\(name)'; allowed: \(LayoutName.allowed)")
            }
            config.layout = name
        }
        if let v = root["data"] { config.data = try J.string(v, "data") }
        if let v = root["items"] { config.items = try J.integer(v, "items", in: 0...10_000_000) }
        if let v = root["sections"] { config.sections = try J.integer(v, "sections", in: 0...100_000) }
        if let v = root["carousel"] { config.carousel = try J.bool(v, "carousel") }
        if let v = root["layouts"] {
            let layouts = try J.dictionary(v, "layouts")
            try J.allowOnly(layouts, Set(LayoutName.allCases.map(\.rawValue)), at: "layouts")
            for (key, raw) in layouts {
                let name = LayoutName(rawValue: key)!
                var d = try J.dictionary(raw, "layouts.\(key)")
                if name == .flow, let sizes = d.removeValue(forKey: LayoutShelf.itemSizesParameter) {
                    let options = LayoutShelf.itemSizesChoices
                    guard let s = sizes as? String, let i = options.firstIndex(of: s) else {
                        throw FieldError(field: "layouts.flow.\(LayoutShelf.itemSizesParameter)",
                                         problem: "must be \(options.map { "\"\($0)\"" }.joined(separator: " or "))")
                    }
                    config.flowItemSizes = i == 0
                    config.flowSelfSizing = i == 2
                } else if name == .flow, d["itemWidth"] != nil || d["itemHeight"] != nil {
                    config.flowItemSizes = false
                }
                config.parameters[name] = try d.keys.sorted().map { parameter in
                    let field = "layouts.\(key).\(parameter)"
                    let value: Value
                    switch d[parameter] {
                    case let s as String: value = .name(s)
                    case let b? where J.isBool(b): value = .bool(try J.bool(b, field))
                    case let n: value = .number(try J.number(n, field))
                    }
                    return Setting(name: parameter, value: value, field: field)
                }
            }
        }
        return config
    }

    /// The layout with the settings applied, in order; an unknown name or a value the layout refuses throws
    /// a field error naming the setting.
    static func apply(_ settings: [Setting], to layout: any CollectionLayout) throws -> any CollectionLayout {
        var layout = layout
        for setting in settings {
            guard let adjustable = layout as? any AdjustableLayout else {
                throw FieldError(field: setting.field, problem: "the \(layout.name) layout has no adjustable parameters")
            }
            guard let parameter = adjustable.adjustableParameters.first(where: { $0.name == setting.name }) else {
                let allowed = adjustable.adjustableParameters.map(\.name).joined(separator: ", ")
                throw FieldError(field: setting.field, problem: "unknown parameter for \(layout.name); allowed: \(allowed)")
            }
            let number: Double
            switch (setting.value, parameter.kind) {
            case (.bool(let b), .toggle): number = b ? 1 : 0
            case (.number(let n), .number): number = n
            case (.name(let s), .choice(let options)):
                guard let i = options.firstIndex(of: s) else {
                    throw FieldError(field: setting.field, problem: "'\(s)' is not allowed; use \(options.map { "\"\($0)\"" }.joined(separator: " or "))")
                }
                number = Double(i)
            case (_, .toggle): throw FieldError(field: setting.field, problem: "must be true or false")
            case (_, .choice(let options)):
                throw FieldError(field: setting.field, problem: "must be \(options.map { "\"\($0)\"" }.joined(separator: " or "))")
            case (_, .number): throw FieldError(field: setting.field, problem: "must be a number")
            }
            do { layout = try adjustable.setting(setting.name, to: number) } catch {
                // The layout's message starts with the parameter's name, which the field path already gives.
                let message = error.message.hasPrefix("\(setting.name): ") ? String(error.message.dropFirst(setting.name.count + 2)) : error.message
                throw FieldError(field: setting.field, problem: message)
            }
        }
        return layout
    }
}
