extension CircleLayout: AdjustableLayout {
    /// The radius (0 = automatic) and the item size.
    public var adjustableParameters: [LayoutParameter] {
        let size = LayoutParameter.Kind.number(range: 1...400, step: 5)
        return [
            // 0 stands for the automatic radius: without a viewport its value is unknown here.
            LayoutParameter(name: "radius", title: "radius (0 = auto)",
                            kind: .number(range: 0...Self.pinchRadiusBounds.upperBound, step: 10), value: radius ?? 0),
            LayoutParameter(name: "itemWidth", title: "item width", kind: size, value: itemSize.width),
            LayoutParameter(name: "itemHeight", title: "item height", kind: size, value: itemSize.height),
        ]
    }

    /// A copy with one parameter set; a radius of 0 makes it automatic again.
    public func setting(_ name: String, to value: Double) throws(LayoutParameterError) -> any CollectionLayout {
        let v = try LayoutParameter.named(name, in: adjustableParameters, layout: self.name).validated(value)
        // Below the pinch's minimum every item piles onto one spot; 0 (automatic) is the only value under it.
        if name == "radius" && v > 0 && v < Self.pinchRadiusBounds.lowerBound {
            throw LayoutParameterError("radius: \(v.compact) is out of range; allowed: 0 (automatic) or "
                + "\(Self.pinchRadiusBounds.lowerBound.compact)…\(Self.pinchRadiusBounds.upperBound.compact)")
        }
        var copy = self
        switch name {
        case "radius": copy.radius = v > 0 ? v : nil
        case "itemWidth": copy.itemSize.width = v
        case "itemHeight": copy.itemSize.height = v
        default: break  // `named` has already refused every other name.
        }
        return copy
    }
}
