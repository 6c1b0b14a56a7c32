extension FlowLayout: PinchableLayout {
    /// The range the pinch keeps `itemScale` in.
    public static let pinchScaleBounds = 0.25...4.0

    /// "itemScale": the pinch scales every item, delegate-sized ones included.
    public var pinchParameterName: String { "itemScale" }

    /// A copy with `itemScale` multiplied by `scale`, within `pinchScaleBounds`.
    public func pinched(by scale: Double, in context: LayoutContext) -> any CollectionLayout {
        var copy = self
        // An unusable stored scale counts as 1 in prepare, so the pinch starts from there too.
        let current = itemScale.isFinite && itemScale > 0 ? itemScale : 1
        copy.itemScale = Pinch.scaled(current, by: scale, within: Self.pinchScaleBounds)
        return copy
    }
}
