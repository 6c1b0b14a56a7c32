import LayoutCore

/// Copy as Swift for compositional layouts (G, layout files): returned as itself, so a client can go on configuring
/// it. Sections from a provider closure, or a custom group, cannot be written from outside.
extension CompositionalLayout: SwiftCodeExportable {
    var swiftExport: SwiftLayoutExport {
        guard sections != nil else { return .refused("the \(name) layout's sections come from a provider closure") }
        guard let code = SwiftCodeExport.lines(self) else {
            return .refused("the \(name) layout holds a custom group, laid out by a closure")
        }
        return .code(statements: code.statements, value: code.value, type: "CompositionalLayout")
    }
}
