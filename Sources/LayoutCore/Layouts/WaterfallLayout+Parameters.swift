extension WaterfallLayout: AdjustableLayout {
    /// Column count, the pinch's column width, spacings, insets, header and footer heights and self-sizing.
    public static var parameterDeclarations: [LayoutParameterDeclaration<WaterfallLayout>] {
        typealias P = LayoutParameterDeclaration<WaterfallLayout>
        let spacing = 0.0...200, margin = 0.0...200
        return [
            // A new column count clears the pinch's preferred column width, which would otherwise override it;
            // the current count leaves the layout as it is (the pinch records the count its width gives).
            P("columnCount", title: "columns", kind: .number(range: 1...20, step: 1), isIntegral: true,
              get: { Double($0.columnCount) },
              set: { layout, v in
                  guard Int(v) != layout.columnCount else { return }
                  layout.columnCount = Int(v)
                  layout.preferredColumnWidth = nil
              }),
            // The pinch's parameter; 0 means none (the column count rules).
            P("preferredColumnWidth", title: "column width (0 = by count)", kind: .number(range: 0...4000, step: 10),
              get: { $0.preferredColumnWidth ?? 0 },
              set: { layout, v in layout.preferredColumnWidth = v > 0 ? v : nil }),
            P.number("minimumColumnSpacing", title: "column spacing", range: spacing, step: 2, \.minimumColumnSpacing),
            P.number("minimumInteritemSpacing", title: "item spacing", range: spacing, step: 2, \.minimumInteritemSpacing),
        ] + P.sectionInsets(\.sectionInset, range: margin, step: 4) + [
            P.number("headerHeight", title: "header height", range: margin, step: 4, \.headerHeight),
            P.number("footerHeight", title: "footer height", range: margin, step: 4, \.footerHeight),
            // Cells size themselves to their labels (estimated at the item height); on keeps a chosen estimate.
            P("selfSizing", title: "self-sizing cells", kind: .toggle, get: { $0.isSelfSizing ? 1 : 0 },
              set: { layout, v in
                  guard (v != 0) != layout.isSelfSizing else { return }
                  layout.estimatedItemHeight = v != 0 ? WaterfallLayout.automaticSize : 0
              }),
        ]
    }
}
