/// What a view looks like, independent of where it is: the vocabulary the renderer draws.
public struct ViewAppearance: Hashable, Sendable {
    /// Fill color (clear draws no fill).
    public var backgroundColor: Color = .clear
    /// Corner radius of the fill and border.
    public var cornerRadius: Double = 0
    /// Border color and width (width 0 draws none).
    public var borderColor: Color = .clear
    /// Border width in points; default 0, no border (UIKit: `CALayer.borderWidth`).
    public var borderWidth: Double = 0
    /// Optional label, centred unless `textAlignment` says otherwise.
    public var text: String? = nil
    /// Label color; default black (UIKit: `UILabel.textColor`).
    public var textColor: Color = .black
    /// Point size of the label.
    public var fontSize: Double = 14
    /// True draws the label bold (UIKit: `UIFont.boldSystemFont(ofSize:)`); default false.
    public var isBold: Bool = false
    /// Where the label sits across the box; default centred (UIKit: `UILabel.textAlignment`).
    public var textAlignment: TextAlignment = .center
    /// Set when the view was sized to its label (a self-sizing cell): the padding on each side its label was
    /// measured with. The label is then drawn as it was measured: wrapped at the box's width less this padding,
    /// at `fontSize`, to at most 3 lines, never first shrunk onto one line. nil (the default): a label too wide
    /// for its box may be set smaller.
    public var sizedLabelPadding: Double? = nil
    /// A line (with its branches) drawn instead of a box, in the view's own coordinates (connectors between tree nodes).
    public var line: LineSegment? = nil
    /// Drop shadow drawn under the fill (clear draws none): offset from the box, and how far it spreads.
    public var shadowColor: Color = .clear
    /// How far the shadow is moved from the box, in points; default none (UIKit: `CALayer.shadowOffset`).
    public var shadowOffset: Point = .zero
    /// How far the shadow spreads beyond its box, in points; default 0 (UIKit: `CALayer.shadowRadius`).
    public var shadowRadius: Double = 0
    /// An image drawn over the fill, clipped to the rounded corners, fitted by its content mode (nil: none).
    /// Until its pixels are decoded the fill shows as the placeholder; a file that cannot be decoded shows a
    /// "broken image" mark. A label over an image sits on a dark band at the bottom.
    public var image: ImageReference? = nil

    /// A view that draws nothing: clear fill and border, no label, line, shadow or image.
    public init() {}

    /// Horizontal placement of a label.
    public enum TextAlignment: String, Hashable, Sendable { case leading, center }

    /// A straight line from `from` to `to`, in the view's own coordinates (0,0 at its top-left).
    public struct LineSegment: Hashable, Sendable {
        /// Where the line starts, in the view's own coordinates.
        public var from: Point
        /// Where the line ends, in the view's own coordinates.
        public var to: Point
        /// The line's width in points; default 1. 0 is a hairline: one device pixel at any pixel ratio.
        public var width: Double
        /// Corners the line turns at between `from` and `to`, in order (an elbow has two); default none, straight.
        public var bends: [Point]
        /// Further lines drawn with this one, at its width and color, each the points it passes through in order
        /// (view coordinates): a tree connector's trunk and its legs into each child. Default none.
        public var branches: [[Point]]
        /// A line from `from` to `to` (view coordinates), `width` points wide (1 unless given), through `bends`,
        /// drawn with `branches`.
        public init(from: Point, to: Point, width: Double = 1, bends: [Point] = [], branches: [[Point]] = []) {
            self.from = from; self.to = to; self.width = width; self.bends = bends; self.branches = branches
        }
        /// Every point the line passes through: `from`, the bends, `to`.
        public var points: [Point] { [from] + bends + [to] }
        /// Every line to draw: `points`, then each branch.
        public var polylines: [[Point]] { [points] + branches }
    }
}
