extension CircleLayout: PinchableLayout {
    /// The range the pinch keeps the radius in.
    public static let pinchRadiusBounds = 30.0...2000.0

    /// "radius": the spread distance of the pinch example in Apple's Collection View Programming Guide for iOS.
    public var pinchParameterName: String { "radius" }

    /// A copy with the radius multiplied by `scale`, within `pinchRadiusBounds`; an automatic radius becomes
    /// explicit, starting from its value at the context's viewport.
    public func pinched(by scale: Double, in context: LayoutContext) -> any CollectionLayout {
        var copy = self
        let current = effectiveRadius(in: context.bounds.size)
        let next = Pinch.scaled(current, by: scale, within: Self.pinchRadiusBounds)
        // A zero-size viewport gives an automatic radius of 0, which the clamp lifts to the lower bound.
        copy.radius = next
        return copy
    }
}
