import Foundation
import LayoutCore

/// A flow-layout case read from JSON (`dump-layout --input`): collection view size, scroll direction and
/// per-section metrics. Every field is checked; errors name the field path and what is allowed.
struct FlowCase {
    struct Section {
        var items: [Size]
        var insets: EdgeInsets
        var minimumLineSpacing: Double
        var minimumInteritemSpacing: Double
        var headerSize: Size
        var footerSize: Size
    }

    var width: Double
    var height: Double
    var scrollDirection: ScrollDirection
    var sections: [Section]

    /// Parses a case file; throws a PlaygroundError naming the file, field and problem.
    static func load(path: String) throws -> FlowCase {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PlaygroundError("--input: cannot read '\(path)'; check the path")
        }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw PlaygroundError("--input: '\(path)' is not valid JSON: \(Self.jsonReason(error))")
        }
        do { return try parse(object) } catch let e as FieldError {
            throw PlaygroundError("--input: '\(path)': \(e.field): \(e.problem)")
        }
    }

    struct FieldError: Error { let field: String; let problem: String }

    static func parse(_ object: Any) throws -> FlowCase {
        let root = try dictionary(object, "(top level)")
        try allowOnly(root, ["width", "height", "scrollDirection", "sections"], at: "")
        let width = try number(root["width"], "width", positive: true)
        let height = try number(root["height"], "height", positive: true)
        var direction = ScrollDirection.vertical
        if let d = root["scrollDirection"] {
            guard let s = d as? String, let parsed = ScrollDirection(rawValue: s) else {
                throw FieldError(field: "scrollDirection", problem: "must be \"vertical\" or \"horizontal\"")
            }
            direction = parsed
        }
        guard let rawSections = root["sections"] else { throw FieldError(field: "sections", problem: "is missing; give an array of sections") }
        guard let list = rawSections as? [Any] else { throw FieldError(field: "sections", problem: "must be an array") }
        let sections = try list.enumerated().map { index, raw in try section(raw, "sections[\(index)]") }
        return FlowCase(width: width, height: height, scrollDirection: direction, sections: sections)
    }

    private static func section(_ raw: Any, _ path: String) throws -> Section {
        let d = try dictionary(raw, path)
        try allowOnly(d, ["items", "insets", "minimumLineSpacing", "minimumInteritemSpacing", "headerSize", "footerSize"], at: path)
        guard let rawItems = d["items"] else { throw FieldError(field: "\(path).items", problem: "is missing; give an array of [w, h]") }
        guard let items = rawItems as? [Any] else { throw FieldError(field: "\(path).items", problem: "must be an array of [w, h]") }
        var insets = EdgeInsets.zero
        if let rawInsets = d["insets"] {
            let i = try dictionary(rawInsets, "\(path).insets")
            try allowOnly(i, ["top", "left", "bottom", "right"], at: "\(path).insets")
            insets = EdgeInsets(top: try number(i["top"] ?? 0, "\(path).insets.top"), left: try number(i["left"] ?? 0, "\(path).insets.left"),
                                bottom: try number(i["bottom"] ?? 0, "\(path).insets.bottom"), right: try number(i["right"] ?? 0, "\(path).insets.right"))
        }
        return Section(
            items: try items.enumerated().map { try size($1, "\(path).items[\($0)]") },
            insets: insets,
            minimumLineSpacing: try number(d["minimumLineSpacing"] ?? 10, "\(path).minimumLineSpacing"),
            minimumInteritemSpacing: try number(d["minimumInteritemSpacing"] ?? 10, "\(path).minimumInteritemSpacing"),
            headerSize: try d["headerSize"].map { try size($0, "\(path).headerSize") } ?? .zero,
            footerSize: try d["footerSize"].map { try size($0, "\(path).footerSize") } ?? .zero)
    }

    private static func dictionary(_ v: Any, _ path: String) throws -> [String: Any] {
        guard let d = v as? [String: Any] else { throw FieldError(field: path, problem: "must be an object") }
        return d
    }

    private static func allowOnly(_ d: [String: Any], _ keys: Set<String>, at path: String) throws {
        if let unknown = d.keys.sorted().first(where: { !keys.contains($0) }) {
            let field = path.isEmpty ? unknown : "\(path).\(unknown)"
            throw FieldError(field: field, problem: "unknown field; allowed: \(keys.sorted().joined(separator: ", "))")
        }
    }

    private static func number(_ v: Any?, _ path: String, positive: Bool = false) throws -> Double {
        guard let v else { throw FieldError(field: path, problem: "is missing; give a number") }
        // JSON booleans arrive as NSNumber too; theirs is the only "c" (char) encoding JSON produces.
        guard let n = v as? NSNumber, String(cString: n.objCType) != "c" else {
            throw FieldError(field: path, problem: "must be a number")
        }
        let d = n.doubleValue
        guard d.isFinite else { throw FieldError(field: path, problem: "must be finite") }
        if positive && d <= 0 { throw FieldError(field: path, problem: "must be greater than 0, got \(d.compact)") }
        return d
    }

    private static func size(_ v: Any, _ path: String) throws -> Size {
        guard let pair = v as? [Any], pair.count == 2 else { throw FieldError(field: path, problem: "must be [width, height]") }
        let w = try number(pair[0], "\(path)[0]"), h = try number(pair[1], "\(path)[1]")
        guard w >= 0, h >= 0 else { throw FieldError(field: path, problem: "sizes must not be negative, got [\(w.compact), \(h.compact)]") }
        return Size(width: w, height: h)
    }

    private static func jsonReason(_ error: Error) -> String {
        let ns = error as NSError
        return (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription
    }

    /// The flow layout and the delegate that answers this case's per-section metrics.
    func makeLayout() -> (FlowLayout, FlowCaseDelegate) {
        var flow = FlowLayout()
        flow.scrollDirection = scrollDirection
        return (flow, FlowCaseDelegate(sections: sections))
    }
}

/// Answers a case's per-item sizes and per-section metrics through the flow delegate (table 3-1).
final class FlowCaseDelegate: FlowLayoutDelegate {
    let sections: [FlowCase.Section]
    init(sections: [FlowCase.Section]) { self.sections = sections }
    var itemCounts: [Int] { sections.map(\.items.count) }
    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: LayoutCore.IndexPath) -> Size? { sections[indexPath.section].items[indexPath.item] }
    func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? { sections[section].insets }
    func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? { sections[section].minimumLineSpacing }
    func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? { sections[section].minimumInteritemSpacing }
    func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? { sections[section].headerSize }
    func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? { sections[section].footerSize }
}
