extension TreeLayout: AdjustableLayout {
    /// Item size, the two spacings (within the pinch's bounds) and compact rows.
    public var adjustableParameters: [LayoutParameter] {
        [
            LayoutParameter(name: "itemWidth", title: "item width", kind: .number(range: 20...400, step: 8), value: itemSize.width),
            LayoutParameter(name: "itemHeight", title: "item height", kind: .number(range: 10...200, step: 4), value: itemSize.height),
            LayoutParameter(name: "horizontalSpacing", title: "horizontal spacing",
                            kind: .number(range: Self.pinchHorizontalSpacingBounds, step: 10), value: horizontalSpacing),
            LayoutParameter(name: "verticalSpacing", title: "vertical spacing",
                            kind: .number(range: Self.pinchVerticalSpacingBounds, step: 2), value: verticalSpacing),
            LayoutParameter(name: "compact", title: "compact rows", kind: .toggle, value: compact ? 1 : 0),
        ]
    }

    /// A copy with one parameter set.
    public func setting(_ name: String, to value: Double) throws(LayoutParameterError) -> any CollectionLayout {
        let v = try LayoutParameter.named(name, in: adjustableParameters, layout: self.name).validated(value)
        var copy = self
        switch name {
        case "itemWidth": copy.itemSize.width = v
        case "itemHeight": copy.itemSize.height = v
        case "horizontalSpacing": copy.horizontalSpacing = v
        case "verticalSpacing": copy.verticalSpacing = v
        case "compact": copy.compact = v != 0
        default: break  // `named` has already refused every other name.
        }
        return copy
    }
}
