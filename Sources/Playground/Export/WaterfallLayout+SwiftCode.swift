import LayoutCore

/// Copy as Swift for the waterfall layout (W).
extension WaterfallLayout: SwiftCodeExportable {
    var swiftExport: SwiftLayoutExport {
        .code(statements: SwiftCodeExport.lines(self), value: "waterfall", type: "any CollectionLayout")
    }
}
