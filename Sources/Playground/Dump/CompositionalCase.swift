import LayoutCore

/// A compositional case read from JSON (`dump-layout --input`): `{"width": W, "height": H, "itemCounts": [n, …],
/// "compositional": LAYOUT}`, LAYOUT in `CompositionalJSON`'s form (`"layout"` may be left out).
struct CompositionalCase {
    var width: Double
    var height: Double
    var itemCounts: [Int]
    var layout: CompositionalLayout

    private typealias J = JSONFields

    /// Whether a parsed case file is a compositional case (it has a "compositional" field).
    static func matches(_ object: Any) -> Bool { (object as? [String: Any])?["compositional"] != nil }

    static func parse(_ object: Any) throws -> CompositionalCase {
        let root = try J.dictionary(object, "(top level)")
        try J.allowOnly(root, ["width", "height", "itemCounts", "compositional"], at: "")
        let counts = try J.array(root["itemCounts"], "itemCounts", of: "item counts, one per section")
        return CompositionalCase(
            width: try J.number(root["width"], "width", positive: true),
            height: try J.number(root["height"], "height", positive: true),
            itemCounts: try counts.enumerated().map { try J.integer($1, "itemCounts[\($0)]", in: 0...10_000_000) },
            layout: try CompositionalJSON.layout(root["compositional"] as Any, at: "compositional", requireTag: false))
    }

    /// The prepared layout in a collection view of the case's size.
    func geometry() -> any LayoutGeometry {
        layout.prepare(in: LayoutContext(bounds: Rect(x: 0, y: 0, width: width, height: height), itemCounts: itemCounts))
    }
}
