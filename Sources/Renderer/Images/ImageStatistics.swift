/// The image pipeline's counts, as the state file reports them (`images`).
public struct ImageStatistics: Equatable, Sendable {
    /// Thumbnails decoded so far (successfully).
    public var decoded: Int
    /// Thumbnails in the cache now, and the bytes they take.
    public var cached: Int
    /// The bytes the cached thumbnails take (4 per pixel).
    public var cacheBytes: Int
    /// Requests queued or being decoded.
    public var pending: Int
    /// Decodes that finished for an image no longer drawn nor prefetched, and were thrown away.
    public var dropped: Int
    /// One line per file that could not be decoded, in the order met.
    public var failed: [String]
}
