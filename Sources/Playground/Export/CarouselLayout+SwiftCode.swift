import LayoutCore

/// Copy as Swift for the carousel (`--carousel`): its flow, wrapped.
extension CarouselLayout: SwiftCodeExportable {
    var swiftExport: SwiftLayoutExport {
        .code(statements: SwiftCodeExport.lines(flow), value: "CarouselLayout(flow: flow)", type: "any CollectionLayout")
    }
}
