import LayoutCore

/// "Copy as Swift" (Ctrl+Shift+C): a layout's configuration as Swift code that builds the same layout with this
/// library, so a layout found in the parameter panel can be taken home. Every parameter is set explicitly (not
/// only the ones that differ from the defaults), so the code does not depend on defaults that may change, and
/// numbers are written exactly (Swift's shortest round-trip form), so a pinched value comes out as it is.
enum SwiftCodeExport {
    /// The code for `layout`: `import LayoutCore` and a function `make<Name>Layout()` returning it; nil for a
    /// layout it cannot write (a compositional one built by a section provider). `file`: the layout file it was
    /// read from, which names the function (`photo-grid.json` → `makePhotoGridLayout()`).
    static func code(for layout: any CollectionLayout, file: String? = nil) -> String? {
        guard let body = statements(for: layout) else { return nil }
        let base = file.map(functionStem) ?? layout.name
        let name = base.prefix(1).uppercased() + base.dropFirst()
        // A compositional layout is returned as itself, so a client can go on configuring it.
        let type = layout is CompositionalLayout ? "CompositionalLayout" : "any CollectionLayout"
        let what = file.map { "The layout of the playground's layout file \($0)" }
            ?? "The playground's \(layout.name) layout, as configured in its parameter panel"
        return "import LayoutCore\n\n"
            + "/// \(what).\n"
            + "func make\(name)Layout() -> \(type) {\n"
            + body.map { "    " + $0 }.joined(separator: "\n") + "\n}\n"
    }

    /// A file name as the stem of a function name: `photo-grid.json` → `photoGrid`.
    static func functionStem(_ file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        let stem = base.hasSuffix(".json") ? String(base.dropLast(5)) : base
        let words = stem.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return "file" }
        let joined = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first?.isLetter == true ? joined : "file" + joined
    }

    /// The function's lines: building the layout, then `return …`.
    static func statements(for layout: any CollectionLayout) -> [String]? {
        switch layout {
        case let flow as FlowLayout: return lines(flow) + ["return flow"]
        case let carousel as CarouselLayout: return lines(carousel.flow) + ["return CarouselLayout(flow: flow)"]
        case let circle as CircleLayout: return lines(circle) + ["return circle"]
        case let tree as TreeLayout: return lines(tree) + ["return tree"]
        case let waterfall as WaterfallLayout: return lines(waterfall) + ["return waterfall"]
        case let compositional as CompositionalLayout: return lines(compositional)
        case let decorated as SectionBackgroundDecorator<FlowLayout>:
            return lines(decorated.base) + [decorator("flow", decorated.defaultColor)]
        case let decorated as SectionBackgroundDecorator<WaterfallLayout>:
            return lines(decorated.base) + [decorator("waterfall", decorated.defaultColor)]
        default: return nil
        }
    }

    static func lines(_ flow: FlowLayout) -> [String] {
        [
            "var flow = FlowLayout()",
            "flow.scrollDirection = .\(flow.scrollDirection.rawValue)",
            "flow.itemSize = \(swift(flow.itemSize))",
            "flow.estimatedItemSize = \(flow.estimatedItemSize == FlowLayout.automaticSize ? "FlowLayout.automaticSize" : swift(flow.estimatedItemSize))",
            "flow.itemScale = \(number(flow.itemScale))",
            "flow.minimumLineSpacing = \(number(flow.minimumLineSpacing))",
            "flow.minimumInteritemSpacing = \(number(flow.minimumInteritemSpacing))",
            "flow.sectionInset = \(swift(flow.sectionInset))",
            "flow.headerReferenceSize = \(swift(flow.headerReferenceSize))",
            "flow.footerReferenceSize = \(swift(flow.footerReferenceSize))",
            "flow.sectionHeadersPinToVisibleBounds = \(flow.sectionHeadersPinToVisibleBounds)",
            "flow.sectionFootersPinToVisibleBounds = \(flow.sectionFootersPinToVisibleBounds)",
        ]
    }

    static func lines(_ circle: CircleLayout) -> [String] {
        [
            "var circle = CircleLayout()",
            // nil: min(width, height) / 2.5 of the view, which is what the panel's 0 ("automatic") means.
            "circle.radius = \(circle.radius.map(number) ?? "nil")",
            "circle.itemSize = \(swift(circle.itemSize))",
        ]
    }

    static func lines(_ tree: TreeLayout) -> [String] {
        [
            "var tree = TreeLayout(compact: \(tree.compact))",
            "tree.itemSize = \(swift(tree.itemSize))",
            "tree.horizontalSpacing = \(number(tree.horizontalSpacing))",
            "tree.verticalSpacing = \(number(tree.verticalSpacing))",
            "tree.insets = \(swift(tree.insets))",
        ] + (tree.isSelfSizing ? ["tree.estimatedItemSize = \(tree.estimatedItemSize == TreeLayout.automaticSize ? "TreeLayout.automaticSize" : swift(tree.estimatedItemSize))"] : [])
    }

    static func lines(_ waterfall: WaterfallLayout) -> [String] {
        [
            "var waterfall = WaterfallLayout(columnCount: \(waterfall.columnCount))",
            // When set, it decides the column count from the view's width and columnCount is ignored.
            "waterfall.preferredColumnWidth = \(waterfall.preferredColumnWidth.map(number) ?? "nil")",
            "waterfall.minimumColumnSpacing = \(number(waterfall.minimumColumnSpacing))",
            "waterfall.minimumInteritemSpacing = \(number(waterfall.minimumInteritemSpacing))",
            "waterfall.sectionInset = \(swift(waterfall.sectionInset))",
            "waterfall.headerHeight = \(number(waterfall.headerHeight))",
            "waterfall.footerHeight = \(number(waterfall.footerHeight))",
            "waterfall.itemHeight = \(number(waterfall.itemHeight))",
        ] + (waterfall.isSelfSizing ? ["waterfall.estimatedItemHeight = \(waterfall.estimatedItemHeight == WaterfallLayout.automaticSize ? "WaterfallLayout.automaticSize" : number(waterfall.estimatedItemHeight))"] : [])
    }

    /// The decorator's return line; its section colors come from a `SectionBackgroundDelegate`, else `defaultColor`.
    static func decorator(_ base: String, _ color: Color?) -> String {
        guard let color else { return "return SectionBackgroundDecorator(base: \(base))" }
        return "return SectionBackgroundDecorator(base: \(base), defaultColor: Color(red: \(number(color.red)), "
            + "green: \(number(color.green)), blue: \(number(color.blue)), alpha: \(number(color.alpha))))"
    }

    static func swift(_ size: Size) -> String { "Size(width: \(number(size.width)), height: \(number(size.height)))" }

    static func swift(_ insets: EdgeInsets) -> String {
        "EdgeInsets(top: \(number(insets.top)), left: \(number(insets.left)), bottom: \(number(insets.bottom)), right: \(number(insets.right)))"
    }

    /// Whole numbers without ".0" (as one would write them); others in Swift's shortest form that reads back
    /// as the same Double, so nothing is rounded away.
    static func number(_ value: Double) -> String {
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
