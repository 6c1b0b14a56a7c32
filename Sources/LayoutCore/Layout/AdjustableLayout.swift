/// A layout whose parameters can be listed and changed by name (the playground's parameter panel, config
/// files, state files and dumps). Each parameter is declared once, in `parameterDeclarations`; the listing,
/// the changes and the reported values are derived from those declarations, so they cannot disagree.
/// Changing one returns a new configuration; installing it invalidates the layout.
public protocol AdjustableLayout: CollectionLayout {
    /// The parameters a user may change, in the order a panel lists them.
    static var parameterDeclarations: [LayoutParameterDeclaration<Self>] { get }
}

extension AdjustableLayout {
    /// The parameters with their current values, in panel order.
    public var adjustableParameters: [LayoutParameter] {
        Self.parameterDeclarations.map { $0.parameter(of: self) }
    }

    /// The declared parameters by name, with their current values (what state files and dumps report).
    public var parameters: [String: Double] {
        Dictionary(Self.parameterDeclarations.map { ($0.name, $0.value(of: self)) }, uniquingKeysWith: { first, _ in first })
    }

    /// A copy with one parameter set. Unknown names and values outside the parameter's allowed values throw
    /// an error naming the parameter and what is allowed (callers that want clamping use `clamped(_:)` first).
    public func setting(_ name: String, to value: Double) throws(LayoutParameterError) -> any CollectionLayout {
        let declarations = Self.parameterDeclarations
        guard let declaration = declarations.first(where: { $0.name == name }) else {
            throw LayoutParameterError("unknown parameter '\(name)' for \(self.name); allowed: "
                + declarations.map(\.name).joined(separator: ", "))
        }
        var copy = self
        try declaration.set(value, on: &copy)
        return copy
    }
}
