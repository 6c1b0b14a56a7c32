extension FlowLayout: AdjustableLayout {
    /// Item size, spacings, insets, header and footer extents, scroll direction, pinning and the pinch's scale.
    public static var parameterDeclarations: [LayoutParameterDeclaration<FlowLayout>] {
        typealias P = LayoutParameterDeclaration<FlowLayout>
        let size = 1.0...1000, spacing = 0.0...200, margin = 0.0...200
        return [
            P.number("itemWidth", title: "item width", range: size, step: 10, \.itemSize.width),
            P.number("itemHeight", title: "item height", range: size, step: 10, \.itemSize.height),
            P.number("minimumLineSpacing", title: "line spacing", range: spacing, step: 2, \.minimumLineSpacing),
            P.number("minimumInteritemSpacing", title: "item spacing", range: spacing, step: 2, \.minimumInteritemSpacing),
        ] + P.sectionInsets(\.sectionInset, range: margin, step: 4) + [
            // "Height" is the extent along the scroll axis, the only one the layout reads.
            P("headerHeight", title: "header height", kind: .number(range: margin, step: 4),
              get: { $0.headerReferenceSize[$0.scrollDirection.axis] },
              set: { layout, v in layout.headerReferenceSize[layout.scrollDirection.axis] = v }),
            P("footerHeight", title: "footer height", kind: .number(range: margin, step: 4),
              get: { $0.footerReferenceSize[$0.scrollDirection.axis] },
              set: { layout, v in layout.footerReferenceSize[layout.scrollDirection.axis] = v }),
            // A new scroll direction carries the header and footer extents over to the new scroll axis, so
            // "header height" keeps its value.
            P("scrollDirection", title: "scroll direction", kind: .choice(ScrollDirection.allCases.map(\.rawValue)),
              get: { Double(ScrollDirection.allCases.firstIndex(of: $0.scrollDirection) ?? 0) },
              set: { layout, v in
                  let direction = ScrollDirection.allCases[Int(v)]
                  guard direction != layout.scrollDirection else { return }
                  layout.scrollDirection = direction
                  // Swapped rather than copied, so switching back restores the original sizes exactly.
                  let header = layout.headerReferenceSize, footer = layout.footerReferenceSize
                  layout.headerReferenceSize = Size(width: header.height, height: header.width)
                  layout.footerReferenceSize = Size(width: footer.height, height: footer.width)
              }),
            P.toggle("pinHeaders", title: "pin headers", \.sectionHeadersPinToVisibleBounds),
            P.toggle("pinFooters", title: "pin footers", \.sectionFootersPinToVisibleBounds),
            P.number("itemScale", title: "item scale", range: pinchScaleBounds, step: 0.1, \.itemScale),
        ]
    }
}
