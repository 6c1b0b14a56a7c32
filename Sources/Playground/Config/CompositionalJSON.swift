import Foundation
import LayoutCore

/// The JSON form of a compositional layout (layout files, `dump-layout` cases): one object per section, the
/// last repeating for further data sections. Omitted fields take UIKit's defaults (vertical, spacings 0,
/// insets zero, `interItemSpacing` fixed 0, no count, orthogonal scrolling none, `extendsBoundary` true,
/// `pinToVisibleBounds` false). Every error names the field's path and what is allowed.
enum CompositionalJSON {
    private typealias J = JSONFields
    private typealias FieldError = JSONFields.FieldError

    static let dimensionKinds = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]

    /// Parses a layout object found at `path` ("" for a file's top level). `requireTag`: the object must say
    /// `"layout": "compositional"` (a layout file; a dump case may leave it out).
    static func layout(_ raw: Any, at path: String = "", requireTag: Bool) throws -> CompositionalLayout {
        let root = try J.dictionary(raw, path.isEmpty ? "(top level)" : path)
        try J.allowOnly(root, ["layout", "scrollDirection", "interSectionSpacing", "sections", "boundarySupplementaryItems"], at: path)
        if let tag = root["layout"] {
            guard tag as? String == "compositional" else {
                throw FieldError(field: field(path, "layout"), problem: "expected \"compositional\"")
            }
        } else if requireTag {
            throw FieldError(field: field(path, "layout"), problem: "is missing; give \"compositional\"")
        }
        var configuration = CompositionalLayoutConfiguration()
        if let d = root["scrollDirection"] {
            guard let s = d as? String, let parsed = ScrollDirection(rawValue: s) else {
                throw FieldError(field: field(path, "scrollDirection"), problem: "expected one of vertical, horizontal")
            }
            configuration.scrollDirection = parsed
        }
        configuration.interSectionSpacing = try J.number(root["interSectionSpacing"] ?? 0, field(path, "interSectionSpacing"))
        let axis = configuration.scrollDirection.axis
        configuration.boundarySupplementaryItems = try list(root["boundarySupplementaryItems"], field(path, "boundarySupplementaryItems")) {
            try boundary($0, $1, axis: axis)
        }
        let sectionsPath = field(path, "sections")
        let rawSections = try J.array(root["sections"], sectionsPath, of: "sections")
        guard !rawSections.isEmpty else {
            throw FieldError(field: sectionsPath, problem: "is empty; give at least one section (the last repeats for further data sections)")
        }
        let sections = try rawSections.enumerated().map { try section($1, "\(sectionsPath)[\($0)]", axis: axis) }
        return CompositionalLayout(sections: sections, configuration: configuration)
    }

    private static func field(_ path: String, _ name: String) -> String { path.isEmpty ? name : "\(path).\(name)" }

    /// An optional array field, each element parsed with its path.
    private static func list<T>(_ raw: Any?, _ path: String, _ parse: (Any, String) throws -> T) throws -> [T] {
        guard let raw else { return [] }
        guard let a = raw as? [Any] else { throw FieldError(field: path, problem: "must be an array") }
        return try a.enumerated().map { try parse($1, "\(path)[\($0)]") }
    }

    private static func section(_ raw: Any, _ path: String, axis: Axis) throws -> CollectionLayoutSection {
        let d = try J.dictionary(raw, path)
        try J.allowOnly(d, ["group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior", "boundarySupplementaryItems",
                            "decorationItems", "supplementariesFollowContentInsets"], at: path)
        guard let rawGroup = d["group"] else { throw FieldError(field: "\(path).group", problem: "is missing; give the section's group") }
        var section = CollectionLayoutSection(group: try group(rawGroup, "\(path).group"))
        section.contentInsets = try insets(d["contentInsets"], "\(path).contentInsets")
        section.interGroupSpacing = try J.number(d["interGroupSpacing"] ?? 0, "\(path).interGroupSpacing")
        if let o = d["orthogonalScrollingBehavior"] {
            let allowed = CollectionLayoutSectionOrthogonalScrollingBehavior.allCases.map(\.rawValue)
            guard let s = o as? String, let behavior = CollectionLayoutSectionOrthogonalScrollingBehavior(rawValue: s) else {
                throw FieldError(field: "\(path).orthogonalScrollingBehavior", problem: "expected one of \(allowed.joined(separator: ", "))")
            }
            section.orthogonalScrollingBehavior = behavior
        }
        if let f = d["supplementariesFollowContentInsets"] {
            section.supplementariesFollowContentInsets = try J.bool(f, "\(path).supplementariesFollowContentInsets")
        }
        section.boundarySupplementaryItems = try list(d["boundarySupplementaryItems"], "\(path).boundarySupplementaryItems") {
            try boundary($0, $1, axis: axis)
        }
        section.decorationItems = try list(d["decorationItems"], "\(path).decorationItems") { raw, p in
            let d = try J.dictionary(raw, p)
            try J.allowOnly(d, ["kind", "contentInsets", "zIndex"], at: p)
            var item = CollectionLayoutDecorationItem.background(elementKind: try kind(d["kind"], "\(p).kind"))
            item.contentInsets = try insets(d["contentInsets"], "\(p).contentInsets")
            if let z = d["zIndex"] { item.zIndex = try J.integer(z, "\(p).zIndex", in: -10_000...10_000) }
            return item
        }
        return section
    }

    private static func group(_ raw: Any, _ path: String) throws -> CollectionLayoutGroup {
        let d = try J.dictionary(raw, path)
        try J.allowOnly(d, ["group", "size", "subitems", "count", "repeatingCount", "interItemSpacing", "contentInsets"], at: path)
        let axisName = d["group"] as? String
        guard axisName == "horizontal" || axisName == "vertical" else {
            let custom = axisName == "custom" ? " (a custom group needs an item provider, so Swift)" : ""
            throw FieldError(field: "\(path).group", problem: "expected one of horizontal, vertical\(custom)")
        }
        let size = try layoutSize(d["size"], "\(path).size")
        let subitems = try J.array(d["subitems"], "\(path).subitems", of: "items and groups")
        guard !subitems.isEmpty else { throw FieldError(field: "\(path).subitems", problem: "is empty; give at least one item or group") }
        let parsed: [any CollectionLayoutSubitem] = try subitems.enumerated().map { k, raw in
            let p = "\(path).subitems[\(k)]"
            let item = try J.dictionary(raw, p)
            return item["group"] != nil ? try group(item, p) : try self.item(item, p)
        }
        if d["count"] != nil && d["repeatingCount"] != nil {
            throw FieldError(field: "\(path).repeatingCount", problem: "give count (equally sized copies) or repeatingCount (copies at their own size), not both")
        }
        let horizontal = axisName == "horizontal"
        var made: CollectionLayoutGroup
        if let c = d["count"] ?? d["repeatingCount"] {
            let name = d["count"] != nil ? "count" : "repeatingCount"
            let n = try J.integer(c, "\(path).\(name)", in: 1...10_000)
            guard parsed.count == 1 else {
                throw FieldError(field: "\(path).subitems", problem: "with \(name), give exactly one subitem (it is repeated \(n) times)")
            }
            if name == "count" {
                made = horizontal ? .horizontal(layoutSize: size, subitem: parsed[0], count: n) : .vertical(layoutSize: size, subitem: parsed[0], count: n)
            } else {
                made = horizontal ? .horizontal(layoutSize: size, repeatingSubitem: parsed[0], count: n)
                    : .vertical(layoutSize: size, repeatingSubitem: parsed[0], count: n)
            }
        } else {
            made = horizontal ? .horizontal(layoutSize: size, subitems: parsed) : .vertical(layoutSize: size, subitems: parsed)
        }
        if let s = d["interItemSpacing"] { made.interItemSpacing = try spacing(s, "\(path).interItemSpacing") }
        made.contentInsets = try insets(d["contentInsets"], "\(path).contentInsets")
        return made
    }

    private static func item(_ d: [String: Any], _ path: String) throws -> CollectionLayoutItem {
        try J.allowOnly(d, ["size", "contentInsets", "supplementaryItems"], at: path)
        var item = CollectionLayoutItem(layoutSize: try layoutSize(d["size"], "\(path).size"))
        item.contentInsets = try insets(d["contentInsets"], "\(path).contentInsets")
        item.supplementaryItems = try list(d["supplementaryItems"], "\(path).supplementaryItems") { raw, p in
            let b = try J.dictionary(raw, p)
            try J.allowOnly(b, ["kind", "size", "containerAnchor", "zIndex"], at: p)
            var badge = CollectionLayoutSupplementaryItem(layoutSize: try layoutSize(b["size"], "\(p).size"), elementKind: try kind(b["kind"], "\(p).kind"),
                                                          containerAnchor: try anchor(b["containerAnchor"], "\(p).containerAnchor"))
            if let z = b["zIndex"] { badge.zIndex = try J.integer(z, "\(p).zIndex", in: -10_000...10_000) }
            return badge
        }
        return item
    }

    private static func boundary(_ raw: Any, _ path: String, axis: Axis) throws -> CollectionLayoutBoundarySupplementaryItem {
        let d = try J.dictionary(raw, path)
        try J.allowOnly(d, ["kind", "alignment", "size", "pinToVisibleBounds", "extendsBoundary", "zIndex"], at: path)
        let allowed: [RectAlignment] = axis == .vertical
            ? [.top, .topLeading, .topTrailing, .bottom, .bottomLeading, .bottomTrailing]
            : [.leading, .topLeading, .bottomLeading, .trailing, .topTrailing, .bottomTrailing]
        let names = allowed.map(\.rawValue).joined(separator: ", ")
        guard let a = d["alignment"] else {
            throw FieldError(field: "\(path).alignment", problem: "is missing; give one of \(names)")
        }
        guard let s = a as? String, let alignment = RectAlignment(rawValue: s), allowed.contains(alignment) else {
            throw FieldError(field: "\(path).alignment", problem: "expected one of \(names) (the layout scrolls \(axis == .vertical ? "vertically" : "horizontally"))")
        }
        var item = CollectionLayoutBoundarySupplementaryItem(layoutSize: try layoutSize(d["size"], "\(path).size"),
                                                             elementKind: try kind(d["kind"], "\(path).kind"), alignment: alignment)
        if let p = d["pinToVisibleBounds"] { item.pinToVisibleBounds = try J.bool(p, "\(path).pinToVisibleBounds") }
        if let e = d["extendsBoundary"] { item.extendsBoundary = try J.bool(e, "\(path).extendsBoundary") }
        if let z = d["zIndex"] { item.zIndex = try J.integer(z, "\(path).zIndex", in: -10_000...10_000) }
        return item
    }

    private static func kind(_ raw: Any?, _ path: String) throws -> String {
        let s = try J.string(raw, path)
        guard !s.isEmpty else { throw FieldError(field: path, problem: "must not be empty; give an element kind such as \"header\"") }
        return s
    }

    private static func layoutSize(_ raw: Any?, _ path: String) throws -> CollectionLayoutSize {
        guard let raw else { throw FieldError(field: path, problem: "is missing; give {\"width\": DIMENSION, \"height\": DIMENSION}") }
        let d = try J.dictionary(raw, path)
        try J.allowOnly(d, ["width", "height"], at: path)
        return CollectionLayoutSize(widthDimension: try dimension(d["width"], "\(path).width"),
                                    heightDimension: try dimension(d["height"], "\(path).height"))
    }

    /// `{"fractionalWidth": f}`, `{"fractionalHeight": f}`, `{"absolute": x}` or `{"estimated": x}`.
    static func dimension(_ raw: Any?, _ path: String) throws -> CollectionLayoutDimension {
        let expected = "expected one of \(dimensionKinds.joined(separator: ", "))"
        guard let d = raw as? [String: Any], d.count == 1, let (key, value) = d.first, dimensionKinds.contains(key) else {
            throw FieldError(field: path, problem: raw == nil ? "is missing; \(expected)" : expected)
        }
        let v = try J.number(value, "\(path).\(key)")
        guard v >= 0 else { throw FieldError(field: "\(path).\(key)", problem: "must not be negative, got \(v.compact)") }
        switch key {
        case "fractionalWidth": return .fractionalWidth(v)
        case "fractionalHeight": return .fractionalHeight(v)
        case "absolute": return .absolute(v)
        default: return .estimated(v)
        }
    }

    private static func spacing(_ raw: Any, _ path: String) throws -> CollectionLayoutSpacing {
        guard let d = raw as? [String: Any], d.count == 1, let (key, value) = d.first, key == "fixed" || key == "flexible" else {
            throw FieldError(field: path, problem: "expected one of fixed, flexible, as {\"fixed\": 8}")
        }
        let v = try J.number(value, "\(path).\(key)")
        return key == "fixed" ? .fixed(v) : .flexible(v)
    }

    /// Directional insets; leading is left (the playground lays out left to right).
    private static func insets(_ raw: Any?, _ path: String) throws -> EdgeInsets {
        guard let raw else { return .zero }
        let d = try J.dictionary(raw, path)
        try J.allowOnly(d, ["top", "leading", "bottom", "trailing"], at: path)
        return EdgeInsets(top: try J.number(d["top"] ?? 0, "\(path).top"), left: try J.number(d["leading"] ?? 0, "\(path).leading"),
                          bottom: try J.number(d["bottom"] ?? 0, "\(path).bottom"), right: try J.number(d["trailing"] ?? 0, "\(path).trailing"))
    }

    private static func anchor(_ raw: Any?, _ path: String) throws -> CollectionLayoutAnchor {
        guard let raw else { throw FieldError(field: path, problem: "is missing; give {\"edges\": [\"top\", \"trailing\"]}") }
        let d = try J.dictionary(raw, path)
        try J.allowOnly(d, ["edges", "absoluteOffset", "fractionalOffset"], at: path)
        var edges: DirectionalRectEdge = []
        let names: [String: DirectionalRectEdge] = ["top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing]
        for (k, e) in try J.array(d["edges"], "\(path).edges", of: "edge names").enumerated() {
            guard let s = e as? String, let edge = names[s] else {
                throw FieldError(field: "\(path).edges[\(k)]", problem: "expected one of top, leading, bottom, trailing")
            }
            edges.insert(edge)
        }
        if d["absoluteOffset"] != nil && d["fractionalOffset"] != nil {
            throw FieldError(field: "\(path).fractionalOffset", problem: "give absoluteOffset or fractionalOffset, not both")
        }
        func point(_ raw: Any, _ p: String) throws -> Point {
            guard let pair = raw as? [Any], pair.count == 2 else { throw FieldError(field: p, problem: "must be [x, y]") }
            return Point(x: try J.number(pair[0], "\(p)[0]"), y: try J.number(pair[1], "\(p)[1]"))
        }
        if let f = d["fractionalOffset"] { return CollectionLayoutAnchor(edges: edges, fractionalOffset: try point(f, "\(path).fractionalOffset")) }
        if let a = d["absoluteOffset"] { return CollectionLayoutAnchor(edges: edges, absoluteOffset: try point(a, "\(path).absoluteOffset")) }
        return CollectionLayoutAnchor(edges: edges)
    }
}
