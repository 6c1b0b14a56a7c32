/// One thing to draw: where (window coordinates), how it is transformed and how it looks.
public struct DisplayItem: Hashable, Sendable {
    /// The element it shows.
    public var key: ElementKey
    /// The untransformed frame in window coordinates.
    public var frame: Rect
    /// Transform about the frame's centre.
    public var transform: Transform3D
    /// Opacity from 0 (invisible) to 1.
    public var alpha: Double
    /// Stacking order: larger is drawn later, on top.
    public var zIndex: Int
    /// What the view looks like: colors, corner radius, label, image.
    public var appearance: ViewAppearance

    /// An item to draw; transform, alpha, zIndex and appearance default to an untransformed, opaque, plain view.
    public init(key: ElementKey, frame: Rect, transform: Transform3D = .identity, alpha: Double = 1, zIndex: Int = 0,
                appearance: ViewAppearance) {
        self.key = key; self.frame = frame; self.transform = transform; self.alpha = alpha; self.zIndex = zIndex
        self.appearance = appearance
    }
}
