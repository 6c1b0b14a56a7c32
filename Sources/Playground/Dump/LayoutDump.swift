import LayoutCore

/// Writes a prepared layout as the dump JSON: content size and every element with its exact frame.
/// Hand-written so numbers keep their exact shortest form and a million elements stream quickly.
enum LayoutDump {
    /// All elements of a geometry, in a reading order: by section, then decoration, header, cells, footer.
    /// Cells are also asked for one by one, because a zero-size cell intersects no rect but is still laid out.
    static func elements(of geometry: any LayoutGeometry, itemCounts: [Int]) -> [LayoutAttributes] {
        let size = geometry.collectionViewContentSize
        // Generous margins: centred over-long items and negative insets may reach outside the content.
        let margin = 1e7
        let everything = Rect(x: -margin, y: -margin, width: size.width + 2 * margin, height: size.height + 2 * margin)
        var found = geometry.layoutAttributesForElements(in: everything)
        var seen = Set(found.lazy.filter { $0.category == .cell }.map(\.indexPath))
        for (s, count) in itemCounts.enumerated() {
            for i in 0..<count {
                let ip = IndexPath(item: i, section: s)
                if !seen.contains(ip), let a = geometry.layoutAttributesForItem(at: ip) { found.append(a); seen.insert(ip) }
            }
        }
        return found.sorted { a, b in
            if a.indexPath.section != b.indexPath.section { return a.indexPath.section < b.indexPath.section }
            let ra = rank(a.category), rb = rank(b.category)
            if ra != rb { return ra < rb }
            return a.key < b.key
        }
    }

    private static func rank(_ c: ElementCategory) -> Int {
        switch c {
        case .decorationView: return 0
        case .supplementaryView(let kind) where kind == ElementKind.sectionHeader: return 1
        case .cell: return 2
        case .supplementaryView(let kind) where kind == ElementKind.sectionFooter: return 3
        case .supplementaryView: return 4
        }
    }

    /// The dump as one JSON document, an element per line; `parameters` (the dumped layout's, in panel order,
    /// written as config files take them) come first when given.
    static func json(_ geometry: any LayoutGeometry, itemCounts: [Int], parameters: [LayoutParameter]? = nil) -> String {
        let size = geometry.collectionViewContentSize
        var out = "{"
        if let parameters {
            out += "\"parameters\": {" + parameters.map { JSONText.string($0.name) + ": " + $0.jsonText }.joined(separator: ", ") + "},\n "
        }
        out += "\"contentSize\": [\(num(size.width)), \(num(size.height))], \"elements\": ["
        let all = elements(of: geometry, itemCounts: itemCounts)
        out.reserveCapacity(all.count * 90 + 64)
        for (i, a) in all.enumerated() {
            out += i == 0 ? "\n  " : ",\n  "
            out += element(a)
        }
        out += all.isEmpty ? "]}" : "\n]}"
        return out
    }

    static func element(_ a: LayoutAttributes) -> String {
        let (category, kind): (String, String?) = {
            switch a.category {
            case .cell: return ("cell", nil)
            case .supplementaryView(let k) where k == ElementKind.sectionHeader: return ("header", nil)
            case .supplementaryView(let k) where k == ElementKind.sectionFooter: return ("footer", nil)
            case .supplementaryView(let k): return ("supplementary", k)
            case .decorationView(let k): return ("decoration", k)
            }
        }()
        let f = a.frame
        var s = "{\"category\": \"\(category)\""
        if let kind { s += ", \"kind\": \(quoted(kind))" }
        s += ", \"section\": \(a.indexPath.section), \"item\": \(a.indexPath.item)"
        s += ", \"frame\": [\(num(f.minX)), \(num(f.minY)), \(num(f.width)), \(num(f.height))]"
        if a.zIndex != 0 { s += ", \"zIndex\": \(a.zIndex)" }
        if a.alpha != 1 { s += ", \"alpha\": \(num(a.alpha))" }
        return s + "}"
    }

    /// Exact shortest form; whole numbers without ".0". Non-finite values (a broken layout) become null.
    static func num(_ v: Double) -> String { v.isFinite ? v.compact : "null" }

    static func quoted(_ s: String) -> String { JSONText.string(s) }
}
