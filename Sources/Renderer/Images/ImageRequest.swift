import LayoutCore

/// One thumbnail to decode and cache: a file drawn at a size in device pixels, fitted by a content mode, with
/// its corners rounded to a radius in device pixels. The cache key: the same file at another size is another
/// thumbnail (decoded at the size it is drawn, so no frame scales a large image down).
public struct ImageRequest: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    /// The view's size in device pixels.
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var contentMode: ContentMode
    /// The view's corner radius in device pixels.
    public var cornerRadius: Int

    public init(path: String, pixelWidth: Int, pixelHeight: Int, contentMode: ContentMode = .aspectFill, cornerRadius: Int = 0) {
        self.path = path; self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight
        self.contentMode = contentMode; self.cornerRadius = cornerRadius
    }

    public var description: String { "\(path) @\(pixelWidth)×\(pixelHeight) \(contentMode.rawValue) r\(cornerRadius)" }
}
