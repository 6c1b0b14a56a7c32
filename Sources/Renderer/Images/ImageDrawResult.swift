/// What became of an image a backend was asked to draw.
public enum ImageDrawResult: Hashable, Sendable {
    /// Drawn (the thumbnail, or meanwhile the same file at another size).
    case drawn
    /// Not decoded yet: the caller shows its placeholder.
    case loading
    /// The file cannot be decoded: the caller shows the "broken image" placeholder.
    case failed
}
