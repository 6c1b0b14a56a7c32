import LayoutCore

/// Copy as Swift for compositional layouts (the G layout, `--layout-file` files): statements that build the same
/// sections with the library's names, one variable per item, group, boundary item and section, innermost first,
/// so the code reads as one would write it by hand. Every value the frames depend on is written out.
extension SwiftCodeExport {
    /// The lines building `layout` and the expression that makes it (`CompositionalLayout(…)`); nil for a layout
    /// whose sections come from a provider closure or that holds a custom group (code that cannot be written from
    /// outside).
    static func lines(_ layout: CompositionalLayout) -> (statements: [String], value: String)? {
        guard let sections = layout.sections else { return nil }
        var writer = CompositionalWriter()
        var names: [String] = []
        for section in sections {
            guard let name = writer.section(section) else { return nil }
            names.append(name)
        }
        let c = layout.configuration
        writer.out += [
            "var configuration = CompositionalLayoutConfiguration()",
            "configuration.scrollDirection = .\(c.scrollDirection.rawValue)",
            "configuration.interSectionSpacing = \(number(c.interSectionSpacing))",
        ]
        if !c.boundarySupplementaryItems.isEmpty {
            let items = c.boundarySupplementaryItems.map { writer.boundary($0) }
            writer.out.append("configuration.boundarySupplementaryItems = [\(items.joined(separator: ", "))]")
        }
        return (writer.out, "CompositionalLayout(sections: [\(names.joined(separator: ", "))], configuration: configuration)")
    }
}

/// Writes the statements of one compositional layout, numbering its variables.
private struct CompositionalWriter {
    var out: [String] = []
    private var counts: [String: Int] = [:]

    private mutating func name(_ stem: String) -> String {
        let n = counts[stem, default: 0] + 1
        counts[stem] = n
        return "\(stem)\(n)"
    }

    private func number(_ v: Double) -> String { SwiftCodeExport.number(v) }
    private func insets(_ i: EdgeInsets) -> String { SwiftCodeExport.swift(i) }

    mutating func section(_ section: CollectionLayoutSection) -> String? {
        guard let group = group(section.group) else { return nil }
        let s = name("section")
        out += [
            "var \(s) = CollectionLayoutSection(group: \(group))",
            "\(s).contentInsets = \(insets(section.contentInsets))",
            "\(s).interGroupSpacing = \(number(section.interGroupSpacing))",
            "\(s).orthogonalScrollingBehavior = .\(section.orthogonalScrollingBehavior.rawValue)",
            "\(s).supplementariesFollowContentInsets = \(section.supplementariesFollowContentInsets)",
        ]
        if !section.boundarySupplementaryItems.isEmpty {
            let items = section.boundarySupplementaryItems.map { boundary($0) }
            out.append("\(s).boundarySupplementaryItems = [\(items.joined(separator: ", "))]")
        }
        if !section.decorationItems.isEmpty {
            let items = section.decorationItems.map { decoration($0) }
            out.append("\(s).decorationItems = [\(items.joined(separator: ", "))]")
        }
        return s
    }

    /// A group's variable, its subitems written before it; nil for a custom group.
    private mutating func group(_ group: CollectionLayoutGroup) -> String? {
        guard let axis = group.layoutAxis else { return nil }
        var subitems: [String] = []
        for item in group.subitems {
            if let nested = item.group {
                guard let g = self.group(nested) else { return nil }
                subitems.append(g)
            } else {
                subitems.append(self.item(item))
            }
        }
        let g = name("group")
        let factory = "CollectionLayoutGroup.\(axis == .horizontal ? "horizontal" : "vertical")(layoutSize: \(size(group.layoutSize)), "
        if let n = group.count {
            let label = group.repeatsSubitemAtOwnLength ? "repeatingSubitem" : "subitem"
            out.append("var \(g) = \(factory)\(label): \(subitems[0]), count: \(n))")
        } else {
            out.append("var \(g) = \(factory)subitems: [\(subitems.joined(separator: ", "))])")
        }
        out.append("\(g).interItemSpacing = \(group.interItemSpacing.map(spacing) ?? "nil")")
        out.append("\(g).contentInsets = \(insets(group.contentInsets))")
        if let e = group.edgeSpacing { out.append("\(g).edgeSpacing = \(edgeSpacing(e))") }
        return g
    }

    private mutating func item(_ item: CollectionLayoutItem) -> String {
        let badges = item.supplementaryItems.map { badge($0) }
        let i = name("item")
        out.append("var \(i) = CollectionLayoutItem(layoutSize: \(size(item.layoutSize)))")
        out.append("\(i).contentInsets = \(insets(item.contentInsets))")
        if let e = item.edgeSpacing { out.append("\(i).edgeSpacing = \(edgeSpacing(e))") }
        if !badges.isEmpty { out.append("\(i).supplementaryItems = [\(badges.joined(separator: ", "))]") }
        return i
    }

    mutating func boundary(_ b: CollectionLayoutBoundarySupplementaryItem) -> String {
        let isHeader = b.elementKind == ElementKind.sectionHeader, isFooter = b.elementKind == ElementKind.sectionFooter
        let v = name(isHeader ? "header" : isFooter ? "footer" : "boundary")
        let offset = b.absoluteOffset == .zero ? "" : ", absoluteOffset: \(point(b.absoluteOffset))"
        out += [
            "var \(v) = CollectionLayoutBoundarySupplementaryItem(layoutSize: \(size(b.layoutSize)), elementKind: \(kind(b.elementKind)), "
                + "alignment: .\(b.alignment.rawValue)\(offset))",
            "\(v).extendsBoundary = \(b.extendsBoundary)",
            "\(v).pinToVisibleBounds = \(b.pinToVisibleBounds)",
            "\(v).zIndex = \(b.zIndex)",
        ]
        return v
    }

    private mutating func decoration(_ d: CollectionLayoutDecorationItem) -> String {
        let v = name("background")
        out += [
            "var \(v) = CollectionLayoutDecorationItem.background(elementKind: \(kind(d.elementKind)))",
            "\(v).contentInsets = \(insets(d.contentInsets))",
            "\(v).zIndex = \(d.zIndex)",
        ]
        return v
    }

    private mutating func badge(_ b: CollectionLayoutSupplementaryItem) -> String {
        let v = name("badge")
        let a = b.containerAnchor
        let offset = a.isAbsoluteOffset ? (a.offset == .zero ? "" : ", absoluteOffset: \(point(a.offset))") : ", fractionalOffset: \(point(a.offset))"
        out += [
            "var \(v) = CollectionLayoutSupplementaryItem(layoutSize: \(size(b.layoutSize)), elementKind: \(kind(b.elementKind)), "
                + "containerAnchor: CollectionLayoutAnchor(edges: \(edges(a.edges))\(offset)))",
            "\(v).zIndex = \(b.zIndex)",
        ]
        return v
    }

    private func size(_ s: CollectionLayoutSize) -> String {
        "CollectionLayoutSize(widthDimension: \(dimension(s.widthDimension)), heightDimension: \(dimension(s.heightDimension)))"
    }

    private func dimension(_ d: CollectionLayoutDimension) -> String {
        switch d {
        case .fractionalWidth(let v): return ".fractionalWidth(\(number(v)))"
        case .fractionalHeight(let v): return ".fractionalHeight(\(number(v)))"
        case .absolute(let v): return ".absolute(\(number(v)))"
        case .estimated(let v): return ".estimated(\(number(v)))"
        }
    }

    private func spacing(_ s: CollectionLayoutSpacing) -> String {
        switch s {
        case .fixed(let v): return ".fixed(\(number(v)))"
        case .flexible(let v): return ".flexible(\(number(v)))"
        }
    }

    private func edgeSpacing(_ e: CollectionLayoutEdgeSpacing) -> String {
        func side(_ s: CollectionLayoutSpacing?) -> String { s.map(spacing) ?? "nil" }
        return "CollectionLayoutEdgeSpacing(leading: \(side(e.leading)), top: \(side(e.top)), trailing: \(side(e.trailing)), bottom: \(side(e.bottom)))"
    }

    private func point(_ p: Point) -> String { "Point(x: \(number(p.x)), y: \(number(p.y)))" }

    private func edges(_ e: DirectionalRectEdge) -> String {
        let names: [(DirectionalRectEdge, String)] = [(.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing")]
        return "[" + names.filter { e.contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }

    /// The demo's header and footer kinds by their constants, any other kind as a string literal.
    private func kind(_ k: String) -> String {
        switch k {
        case ElementKind.sectionHeader: return "ElementKind.sectionHeader"
        case ElementKind.sectionFooter: return "ElementKind.sectionFooter"
        default: return k.debugDescription
        }
    }
}
