extension FlowLayout: AdjustableLayout {
    /// Item size, spacings, insets, header and footer extents, scroll direction, pinning and the pinch's scale.
    public var adjustableParameters: [LayoutParameter] {
        let axis = scrollDirection.axis
        let size = LayoutParameter.Kind.number(range: 1...1000, step: 10)
        let spacing = LayoutParameter.Kind.number(range: 0...200, step: 2)
        let margin = LayoutParameter.Kind.number(range: 0...200, step: 4)
        return [
            LayoutParameter(name: "itemWidth", title: "item width", kind: size, value: itemSize.width),
            LayoutParameter(name: "itemHeight", title: "item height", kind: size, value: itemSize.height),
            LayoutParameter(name: "minimumLineSpacing", title: "line spacing", kind: spacing, value: minimumLineSpacing),
            LayoutParameter(name: "minimumInteritemSpacing", title: "item spacing", kind: spacing, value: minimumInteritemSpacing),
        ] + sectionInset.sectionInsetParameters(kind: margin) + [
            // "Height" is the extent along the scroll axis, the only one the layout reads (as `parameters`).
            LayoutParameter(name: "headerHeight", title: "header height", kind: margin, value: headerReferenceSize[axis]),
            LayoutParameter(name: "footerHeight", title: "footer height", kind: margin, value: footerReferenceSize[axis]),
            LayoutParameter(name: "scrollDirection", title: "scroll direction",
                            kind: .choice(ScrollDirection.allCases.map(\.rawValue)),
                            value: Double(ScrollDirection.allCases.firstIndex(of: scrollDirection) ?? 0)),
            LayoutParameter(name: "pinHeaders", title: "pin headers", kind: .toggle, value: sectionHeadersPinToVisibleBounds ? 1 : 0),
            LayoutParameter(name: "pinFooters", title: "pin footers", kind: .toggle, value: sectionFootersPinToVisibleBounds ? 1 : 0),
            LayoutParameter(name: "itemScale", title: "item scale",
                            kind: .number(range: Self.pinchScaleBounds, step: 0.1), value: itemScale),
        ]
    }

    /// A copy with one parameter set; a new scroll direction carries the header and footer extents over to
    /// the new scroll axis, so "header height" keeps its value.
    public func setting(_ name: String, to value: Double) throws(LayoutParameterError) -> any CollectionLayout {
        let v = try LayoutParameter.named(name, in: adjustableParameters, layout: self.name).validated(value)
        let axis = scrollDirection.axis
        var copy = self
        switch name {
        case "itemWidth": copy.itemSize.width = v
        case "itemHeight": copy.itemSize.height = v
        case "minimumLineSpacing": copy.minimumLineSpacing = v
        case "minimumInteritemSpacing": copy.minimumInteritemSpacing = v
        case "headerHeight": copy.headerReferenceSize[axis] = v
        case "footerHeight": copy.footerReferenceSize[axis] = v
        case "scrollDirection":
            let direction = ScrollDirection.allCases[Int(v)]
            guard direction != scrollDirection else { break }
            copy.scrollDirection = direction
            // Swapped rather than copied, so switching back restores the original sizes exactly.
            copy.headerReferenceSize = Size(width: headerReferenceSize.height, height: headerReferenceSize.width)
            copy.footerReferenceSize = Size(width: footerReferenceSize.height, height: footerReferenceSize.width)
        case "pinHeaders": copy.sectionHeadersPinToVisibleBounds = v != 0
        case "pinFooters": copy.sectionFootersPinToVisibleBounds = v != 0
        case "itemScale": copy.itemScale = v
        default: _ = copy.sectionInset.setSectionInset(name, to: v)  // `named` has refused all but the insets.
        }
        return copy
    }
}
