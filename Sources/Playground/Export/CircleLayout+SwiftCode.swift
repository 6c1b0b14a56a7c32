import LayoutCore

/// Copy as Swift for the circle layout (C).
extension CircleLayout: SwiftCodeExportable {
    var swiftExport: SwiftLayoutExport { .code(statements: SwiftCodeExport.lines(self), value: "circle", type: "any CollectionLayout") }
}
