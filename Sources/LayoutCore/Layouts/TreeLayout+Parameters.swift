extension TreeLayout: AdjustableLayout {
    /// Item size, the two spacings (within the pinch's bounds), compact rows and self-sizing cells.
    public static var parameterDeclarations: [LayoutParameterDeclaration<TreeLayout>] {
        typealias P = LayoutParameterDeclaration<TreeLayout>
        return [
            P.number("itemWidth", title: "item width", range: 20...400, step: 8, \.itemSize.width),
            P.number("itemHeight", title: "item height", range: 10...200, step: 4, \.itemSize.height),
            P.number("horizontalSpacing", title: "horizontal spacing", range: pinchHorizontalSpacingBounds, step: 10,
                     \.horizontalSpacing),
            P.number("verticalSpacing", title: "vertical spacing", range: pinchVerticalSpacingBounds, step: 2, \.verticalSpacing),
            P.toggle("compact", title: "compact rows", \.compact),
            // Cells size themselves to their labels (estimated at the item size); on keeps a chosen estimate.
            P("selfSizing", title: "self-sizing cells", kind: .toggle, get: { $0.isSelfSizing ? 1 : 0 },
              set: { layout, v in
                  guard (v != 0) != layout.isSelfSizing else { return }
                  layout.estimatedItemSize = v != 0 ? TreeLayout.automaticSize : .zero
              }),
        ]
    }
}
