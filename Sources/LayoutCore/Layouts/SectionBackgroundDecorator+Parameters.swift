extension SectionBackgroundDecorator: AdjustableLayout where Base: AdjustableLayout {
    /// The base layout's parameters.
    public var adjustableParameters: [LayoutParameter] { base.adjustableParameters }

    /// The base layout with the parameter set, still decorated, so the section backgrounds survive.
    public func setting(_ name: String, to value: Double) throws(LayoutParameterError) -> any CollectionLayout {
        let changed = try base.setting(name, to: value)
        // A base whose copy is another type cannot be wrapped again; refusing beats silently losing either.
        guard let newBase = changed as? Base else {
            throw LayoutParameterError("\(name): setting it turns the \(self.name) layout into another layout, "
                + "which the section backgrounds cannot wrap")
        }
        var copy = self
        copy.base = newBase
        return copy
    }
}
