extension SectionBackgroundDecorator: PinchableLayout where Base: PinchableLayout {
    /// The base layout's pinch parameter.
    public var pinchParameterName: String { base.pinchParameterName }

    /// The base layout pinched, still decorated. A base whose pinch returns another type cannot be wrapped
    /// again, so the decorator is returned unchanged.
    public func pinched(by scale: Double, in context: LayoutContext) -> any CollectionLayout {
        guard let pinchedBase = base.pinched(by: scale, in: context) as? Base else { return self }
        var copy = self
        copy.base = pinchedBase
        return copy
    }
}
