extension WaterfallLayout: PinchableLayout {
    /// "preferredColumnWidth": the pinch widens or narrows the columns, so their count follows.
    public var pinchParameterName: String { "preferredColumnWidth" }

    /// A copy with `preferredColumnWidth` multiplied by `scale` (the current column width at the context's
    /// viewport on the first pinch), kept where it gives 1…`maximumDerivedColumnCount` columns in that
    /// viewport; `columnCount` is set to the count it gives there, for the record.
    ///
    /// A continuous width rather than a stepped count: slow pinches accumulate until a column is gained or lost.
    public func pinched(by scale: Double, in context: LayoutContext) -> any CollectionLayout {
        // A horizontal waterfall's lanes are rows across the viewport's height (see `scrollDirection`).
        let lanes = scrollDirection == .horizontal ? transposedForLayout() : self
        let across = scrollDirection == .horizontal ? context.bounds.height : context.bounds.width
        let metrics = Metrics(layout: lanes, viewWidth: across)
        let spacing = Self.finite(minimumColumnSpacing)
        let available = metrics.viewWidth - Self.finite(lanes.sectionInset.left) - Self.finite(lanes.sectionInset.right)
        // The widths that give exactly the maximum and exactly one column (see Metrics' rounding).
        let narrowest = Swift.max(1, (available + spacing) / Double(Self.maximumDerivedColumnCount) - spacing)
        let widest = Swift.max(narrowest, available)
        let current = preferredColumnWidth ?? Swift.max(metrics.columnWidth, 1)
        var copy = self
        copy.preferredColumnWidth = Pinch.scaled(current, by: scale, within: narrowest...widest)
        copy.columnCount = Metrics(layout: scrollDirection == .horizontal ? copy.transposedForLayout() : copy, viewWidth: across).columnCount
        return copy
    }
}
