/// A layout whose parameters can be listed and changed by name (the playground's parameter panel and
/// config files). Changing one returns a new configuration; installing it invalidates the layout.
public protocol AdjustableLayout: CollectionLayout {
    /// The parameters a user may change, in the order a panel lists them, with their current values.
    var adjustableParameters: [LayoutParameter] { get }

    /// A copy with one parameter set. Unknown names and values outside the parameter's allowed values throw
    /// an error naming the parameter and what is allowed (callers that want clamping use `clamped(_:)` first).
    func setting(_ name: String, to value: Double) throws(LayoutParameterError) -> any CollectionLayout
}
