/// A layout with one parameter the pinch gesture scales (the "spread distance" of Apple's Collection View
/// Programming Guide for iOS, "Using a Gesture Recognizer to Modify Layout Information"): the collection
/// view asks for a pinched copy, installs it and re-prepares.
public protocol PinchableLayout: CollectionLayout {
    /// A copy with the pinch parameter scaled by `scale` (> 1 spreads out, < 1 draws in), kept within the
    /// layout's bounds; `context` describes the collection view as it is now (for values derived from it).
    func pinched(by scale: Double, in context: LayoutContext) -> any CollectionLayout

    /// The name of the declared parameter the pinch changes (one of `parameterDeclarations` for an
    /// `AdjustableLayout`, so the panel, config and state files show what the pinch did).
    var pinchParameterName: String { get }
}

/// Shared arithmetic for pinch conformances.
enum Pinch {
    /// `value · scale` clamped to `bounds`, never moving against the pinch (a value already outside the
    /// bounds is not pulled in by a pinch the other way). `value` and `scale` are finite and `scale` > 0.
    static func scaled(_ value: Double, by scale: Double, within bounds: ClosedRange<Double>) -> Double {
        let next = Swift.min(Swift.max(value * scale, bounds.lowerBound), bounds.upperBound)
        if scale > 1 { return Swift.max(value, next) }
        if scale < 1 { return Swift.min(value, next) }
        return value
    }
}
