/// Something that can tell how large a string will be when it is set, without drawing it (UIKit's
/// `NSString.boundingRect(with:options:attributes:context:)` / `sizeThatFits`). LayoutCore asks through this
/// protocol so a layout can size cells to their text while knowing nothing of fonts: the drawing library answers
/// with the fonts it draws with, tests answer with `MonospacedTextMeasurer`.
public protocol TextMeasuring {
    /// The size `text` takes when set at `fontSize` points, wrapped at word boundaries (and between CJK
    /// characters) to lines no wider than `maxWidth` (`.infinity`: never wrap), at most `maxLines` lines
    /// (0: no limit, as UIKit's `numberOfLines = 0`); beyond them the last line ends in "…".
    /// Newlines always break a line; tabs count as spaces.
    func measure(_ text: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> TextMeasurement
}

extension TextMeasuring {
    /// The size of `text` on one line, never wrapped.
    public func measure(_ text: String, fontSize: Double) -> TextMeasurement {
        measure(text, fontSize: fontSize, maxWidth: .infinity, maxLines: 0)
    }
}
