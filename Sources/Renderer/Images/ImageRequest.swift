import LayoutCore

/// One thumbnail to decode and cache: a file drawn at a size in device pixels, fitted by a content mode, with
/// its corners rounded to a radius in device pixels. The cache key: the same file at another size is another
/// thumbnail (decoded at the size it is drawn, so no frame scales a large image down).
public struct ImageRequest: Hashable, Sendable, CustomStringConvertible {
    /// The image file's path, as the view's `ImageReference` names it.
    public var path: String
    /// The view's size in device pixels.
    public var pixelWidth: Int
    /// The view's height in device pixels.
    public var pixelHeight: Int
    /// How the image is fitted into the thumbnail's size.
    public var contentMode: ContentMode
    /// The view's corner radius in device pixels.
    public var cornerRadius: Int

    /// A thumbnail of the file at `path`, `pixelWidth` × `pixelHeight` device pixels, filled by cropping
    /// (`.aspectFill`) with square corners unless told otherwise.
    public init(path: String, pixelWidth: Int, pixelHeight: Int, contentMode: ContentMode = .aspectFill, cornerRadius: Int = 0) {
        self.path = path; self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight
        self.contentMode = contentMode; self.cornerRadius = cornerRadius
    }

    public var description: String { "\(path) @\(pixelWidth)×\(pixelHeight) \(contentMode.rawValue) r\(cornerRadius)" }
}
