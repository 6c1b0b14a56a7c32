/// Something that can tell an image's size without decoding it (reading its file's header): LayoutCore asks
/// through this protocol, as it asks `TextMeasuring` for text, so a layout or a data source can size cells to
/// their images' aspect ratios while knowing nothing of files or codecs. The drawing library answers.
public protocol ImageMeasuring {
    /// The image's size in pixels as it is shown (EXIF orientation applied: a portrait photo stored sideways is
    /// taller than wide), or nil when the file cannot be read or is not an image.
    func pixelSize(ofImageAt path: String) -> Size?
}
