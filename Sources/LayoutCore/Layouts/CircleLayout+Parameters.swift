extension CircleLayout: AdjustableLayout {
    /// The radius (0 = automatic) and the item size.
    public static var parameterDeclarations: [LayoutParameterDeclaration<CircleLayout>] {
        typealias P = LayoutParameterDeclaration<CircleLayout>
        return [
            // 0 stands for the automatic radius: without a viewport its value is unknown here.
            P("radius", title: "radius (0 = auto)", kind: .number(range: 0...pinchRadiusBounds.upperBound, step: 10),
              get: { $0.radius ?? 0 },
              set: { layout, v throws(LayoutParameterError) in
                  // Below the pinch's minimum every item piles onto one spot; 0 (automatic) is the only value under it.
                  if v > 0 && v < pinchRadiusBounds.lowerBound {
                      throw LayoutParameterError("radius: \(v.compact) is out of range; allowed: 0 (automatic) or "
                          + "\(pinchRadiusBounds.lowerBound.compact)…\(pinchRadiusBounds.upperBound.compact)")
                  }
                  layout.radius = v > 0 ? v : nil
              }),
            P.number("itemWidth", title: "item width", range: 1...400, step: 5, \.itemSize.width),
            P.number("itemHeight", title: "item height", range: 1...400, step: 5, \.itemSize.height),
        ]
    }
}
