/// Turns an image file into the thumbnail a request asks for. Called on worker threads, several at once, so
/// an implementation keeps no shared mutable state. Tests inject their own (a slow one, a counting one).
public protocol ImageDecoding: Sendable {
    /// The request's file decoded, oriented, fitted to its size and content mode and clipped to its corners;
    /// throws an `ImageDecodingError` saying why not.
    func decode(_ request: ImageRequest) throws -> DecodedImage
}

/// Why an image could not be decoded, in words for the one line that reports it.
public struct ImageDecodingError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, in words for a one-line report, e.g. "is not an image (not PNG, JPEG, GIF, BMP or WebP)".
    public var reason: String
    /// An error with `reason` as its whole text.
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
