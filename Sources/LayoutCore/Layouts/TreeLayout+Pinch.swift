extension TreeLayout: PinchableLayout {
    /// The range the pinch keeps `verticalSpacing` in.
    public static let pinchVerticalSpacingBounds = 0.0...200.0
    /// The range the pinch keeps `horizontalSpacing` in.
    public static let pinchHorizontalSpacingBounds = 20.0...400.0

    /// "verticalSpacing", with the horizontal spacing scaled alongside.
    public var pinchParameterName: String { "verticalSpacing" }

    /// A copy with both spacings multiplied by `scale`, each within its bounds.
    public func pinched(by scale: Double, in context: LayoutContext) -> any CollectionLayout {
        var copy = self
        copy.verticalSpacing = Self.pinch(verticalSpacing, scale, Self.pinchVerticalSpacingBounds)
        copy.horizontalSpacing = Self.pinch(horizontalSpacing, scale, Self.pinchHorizontalSpacingBounds)
        return copy
    }

    /// One spacing pinched; one that is not finite counts as 0, as in prepare.
    private static func pinch(_ value: Double, _ scale: Double, _ bounds: ClosedRange<Double>) -> Double {
        let current = value.isFinite ? Swift.max(0, value) : 0
        // 0 times any scale stays 0 for good, so a spacing under 1 spreads out from 1.
        let base = scale > 1 && current < 1 ? 1 : current
        return Pinch.scaled(base, by: scale, within: bounds)
    }
}
