import LayoutCore

/// Copy as Swift for the tree layout (T); its custom data source is the app's, so the code leaves it to the caller.
extension TreeLayout: SwiftCodeExportable {
    var swiftExport: SwiftLayoutExport { .code(statements: SwiftCodeExport.lines(self), value: "tree", type: "any CollectionLayout") }
}
