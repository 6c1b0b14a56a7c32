/// How an image is fitted into a view's bounds (UIView.ContentMode's scaling cases).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// Stretched to the bounds, aspect ratio ignored.
    case scaleToFill
    /// Scaled to fit inside the bounds, aspect ratio kept: the whole image shows, centred, with bars beside it.
    case aspectFit
    /// Scaled to cover the bounds, aspect ratio kept: centred, the overflow cropped.
    case aspectFill
}
