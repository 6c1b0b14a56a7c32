extension CarouselLayout: AdjustableLayout {
    /// The flow layout's parameters, but for the two that make it a carousel (one horizontal row, kept by a
    /// huge item spacing): changing them would turn it into a plain flow.
    public var adjustableParameters: [LayoutParameter] {
        flow.adjustableParameters.filter { !Self.fixedFlowParameters.contains($0.name) }
    }

    /// Flow parameters the carousel keeps to itself.
    public static let fixedFlowParameters: Set<String> = ["scrollDirection", "minimumInteritemSpacing"]

    /// A carousel over the flow layout with the parameter set.
    public func setting(_ name: String, to value: Double) throws(LayoutParameterError) -> any CollectionLayout {
        // Checked here first so an unknown name is reported against the carousel, the layout the user sees.
        _ = try LayoutParameter.named(name, in: adjustableParameters, layout: self.name)
        // FlowLayout's `setting` always returns a FlowLayout; the guard only keeps a future change honest.
        guard let newFlow = try flow.setting(name, to: value) as? FlowLayout else {
            throw LayoutParameterError("\(name): setting it turns the carousel's flow layout into another layout")
        }
        var copy = self
        copy.flow = newFlow
        return copy
    }
}
