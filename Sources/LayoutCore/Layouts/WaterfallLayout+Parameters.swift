extension WaterfallLayout: AdjustableLayout {
    /// Column count, spacings, insets and header and footer heights.
    public var adjustableParameters: [LayoutParameter] {
        let spacing = LayoutParameter.Kind.number(range: 0...200, step: 2)
        let margin = LayoutParameter.Kind.number(range: 0...200, step: 4)
        return [
            LayoutParameter(name: "columnCount", title: "columns", kind: .number(range: 1...20, step: 1),
                            value: Double(columnCount), isIntegral: true),
            LayoutParameter(name: "minimumColumnSpacing", title: "column spacing", kind: spacing, value: minimumColumnSpacing),
            LayoutParameter(name: "minimumInteritemSpacing", title: "item spacing", kind: spacing, value: minimumInteritemSpacing),
        ] + sectionInset.sectionInsetParameters(kind: margin) + [
            LayoutParameter(name: "headerHeight", title: "header height", kind: margin, value: headerHeight),
            LayoutParameter(name: "footerHeight", title: "footer height", kind: margin, value: footerHeight),
        ]
    }

    /// A copy with one parameter set. A new column count clears the pinch's preferred column width, which
    /// would otherwise override it; the current count leaves the layout as it is.
    public func setting(_ name: String, to value: Double) throws(LayoutParameterError) -> any CollectionLayout {
        let v = try LayoutParameter.named(name, in: adjustableParameters, layout: self.name).validated(value)
        var copy = self
        switch name {
        case "columnCount":
            // The pinch records the count its width gives, so the same count means "no change" (and equal).
            guard Int(v) != columnCount else { break }
            copy.columnCount = Int(v)
            copy.preferredColumnWidth = nil
        case "minimumColumnSpacing": copy.minimumColumnSpacing = v
        case "minimumInteritemSpacing": copy.minimumInteritemSpacing = v
        case "headerHeight": copy.headerHeight = v
        case "footerHeight": copy.footerHeight = v
        default: _ = copy.sectionInset.setSectionInset(name, to: v)  // `named` has refused all but the insets.
        }
        return copy
    }
}
