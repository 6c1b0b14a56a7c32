/// An image a view shows, by reference: the file it comes from and how it fills the view. A value LayoutCore can
/// hold and compare without reading anything; the renderer resolves it (decoding off the main thread, showing a
/// placeholder until the pixels are there, a "broken image" placeholder when the file cannot be decoded).
public struct ImageReference: Hashable, Sendable {
    /// The image file's path (absolute, or relative to the working directory).
    public var path: String
    /// How the image is fitted into the view's bounds.
    public var contentMode: ContentMode

    /// The image at `path`, filling the view's bounds by cropping (`.aspectFill`, the photo-grid choice) unless told.
    public init(path: String, contentMode: ContentMode = .aspectFill) {
        self.path = path; self.contentMode = contentMode
    }
}
