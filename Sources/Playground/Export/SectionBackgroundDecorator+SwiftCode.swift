import LayoutCore

/// Copy as Swift for a decorated layout (the demo's flow and waterfall): the layout it wraps, then the decorator.
extension SectionBackgroundDecorator: SwiftCodeExportable where Base: SwiftCodeExportable {
    var swiftExport: SwiftLayoutExport {
        guard case .code(let statements, let value, _) = base.swiftExport else { return base.swiftExport }
        return .code(statements: statements, value: SwiftCodeExport.decorator(value, defaultColor), type: "any CollectionLayout")
    }
}
