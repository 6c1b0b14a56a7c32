import LayoutCore

/// "Copy as Swift" (Ctrl+Shift+C): a layout's configuration as Swift code that builds the same layout with this
/// library, so a layout found in the parameter panel can be taken home. Every parameter is set explicitly (not
/// only the ones that differ from the defaults), so the code does not depend on defaults that may change, and
/// numbers are written exactly (Swift's shortest round-trip form), so a pinched value comes out as it is.
enum SwiftCodeExport {
    /// The code for `layout`: `import LayoutCore` and a function `make<Name>Layout()` returning it; nil for a
    /// layout it cannot write (`refusal(for:)` says why). `file`: the layout file it was read from, which names the
    /// function (`photo-grid.json` → `makePhotoGridLayout()`).
    static func code(for layout: any CollectionLayout, file: String? = nil) -> String? {
        guard case .code(let body, let value, let type) = export(of: layout) else { return nil }
        let base = file.map(functionStem) ?? layout.name
        let name = base.prefix(1).uppercased() + base.dropFirst()
        let what = file.map { "The layout of the playground's layout file \($0)" }
            ?? "The playground's \(layout.name) layout, as configured in its parameter panel"
        return "import LayoutCore\n\n"
            + "/// \(what).\n"
            + "func make\(name)Layout() -> \(type) {\n"
            + (body + ["return \(value)"]).map { "    " + $0 }.joined(separator: "\n") + "\n}\n"
    }

    /// Copy as Swift's result for `layout`: its code, or nil and the line saying why it cannot be written; the
    /// line names the layout when there is code.
    static func export(_ layout: any CollectionLayout, file: String?) -> (code: String?, line: String) {
        guard let code = code(for: layout, file: file) else {
            return (nil, "copy as Swift: \(refusal(for: layout) ?? "the \(layout.name) layout cannot be written as code")")
        }
        return (code, layout.name)
    }

    /// Why `layout` cannot be written as code ("its sections come from a provider closure"); nil when it can.
    static func refusal(for layout: any CollectionLayout) -> String? {
        if case .refused(let reason) = export(of: layout) { return reason }
        return nil
    }

    /// What `layout` declares about its code: a layout that does not declare it (a client's, or a new one not yet
    /// given its `SwiftCodeExportable` conformance) says so, rather than exporting nothing with a wrong reason.
    static func export(of layout: any CollectionLayout) -> SwiftLayoutExport {
        guard let exportable = layout as? any SwiftCodeExportable else {
            return .refused("the \(layout.name) layout does not declare how to write itself as Swift (no SwiftCodeExportable conformance)")
        }
        return exportable.swiftExport
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

    /// The decorator's expression; its section colors come from a `SectionBackgroundDelegate`, else `defaultColor`.
    static func decorator(_ base: String, _ color: Color?) -> String {
        guard let color else { return "SectionBackgroundDecorator(base: \(base))" }
        return "SectionBackgroundDecorator(base: \(base), defaultColor: Color(red: \(number(color.red)), "
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
