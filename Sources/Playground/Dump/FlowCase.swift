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
        let object = try JSONFields.load(path, option: "--input", what: "layout case")
        return try JSONFields.parse(path, option: "--input") { try parse(object) }
    }

    typealias FieldError = JSONFields.FieldError

    static func parse(_ object: Any) throws -> FlowCase {
        let root = try J.dictionary(object, "(top level)")
        try J.allowOnly(root, ["width", "height", "scrollDirection", "sections"], at: "")
        let width = try J.number(root["width"], "width", positive: true)
        let height = try J.number(root["height"], "height", positive: true)
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

    private typealias J = JSONFields

    private static func section(_ raw: Any, _ path: String) throws -> Section {
        let d = try J.dictionary(raw, path)
        try J.allowOnly(d, ["items", "insets", "minimumLineSpacing", "minimumInteritemSpacing", "headerSize", "footerSize"], at: path)
        guard let rawItems = d["items"] else { throw FieldError(field: "\(path).items", problem: "is missing; give an array of [w, h]") }
        guard let items = rawItems as? [Any] else { throw FieldError(field: "\(path).items", problem: "must be an array of [w, h]") }
        var insets = EdgeInsets.zero
        if let rawInsets = d["insets"] {
            let i = try J.dictionary(rawInsets, "\(path).insets")
            try J.allowOnly(i, ["top", "left", "bottom", "right"], at: "\(path).insets")
            insets = EdgeInsets(top: try J.number(i["top"] ?? 0, "\(path).insets.top"), left: try J.number(i["left"] ?? 0, "\(path).insets.left"),
                                bottom: try J.number(i["bottom"] ?? 0, "\(path).insets.bottom"), right: try J.number(i["right"] ?? 0, "\(path).insets.right"))
        }
        return Section(
            items: try items.enumerated().map { try J.size($1, "\(path).items[\($0)]") },
            insets: insets,
            minimumLineSpacing: try J.number(d["minimumLineSpacing"] ?? 10, "\(path).minimumLineSpacing"),
            minimumInteritemSpacing: try J.number(d["minimumInteritemSpacing"] ?? 10, "\(path).minimumInteritemSpacing"),
            headerSize: try d["headerSize"].map { try J.size($0, "\(path).headerSize") } ?? .zero,
            footerSize: try d["footerSize"].map { try J.size($0, "\(path).footerSize") } ?? .zero)
    }

    /// The flow layout and the delegate that answers this case's per-section metrics.
    func makeLayout() -> (FlowLayout, FlowCaseDelegate) {
        var flow = FlowLayout()
        flow.scrollDirection = scrollDirection
        return (flow, FlowCaseDelegate(sections: sections))
    }
}

/// Answers a case's per-item sizes and per-section metrics through the flow delegate
/// (UICollectionViewDelegateFlowLayout's methods).
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
