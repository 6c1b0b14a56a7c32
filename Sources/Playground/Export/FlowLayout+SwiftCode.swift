import LayoutCore

/// Copy as Swift for the flow layout (F).
extension FlowLayout: SwiftCodeExportable {
    var swiftExport: SwiftLayoutExport { .code(statements: SwiftCodeExport.lines(self), value: "flow", type: "any CollectionLayout") }
}
