/// The view for one data item (UICollectionViewCell): a rounded card with a label, a darker background while
/// highlighted or selected (its default `selectedBackgroundView`) and a ring when selected.
open class CollectionViewCell: ReusableView {
    /// The view drawn behind everything else in the cell (UICollectionViewCell.backgroundView), filling the
    /// cell's rounded card. Default: a view filling with the cell's `backgroundColor`. Replace it for another
    /// fill; nil draws no fill. Its `backgroundColor` is what is drawn.
    open var backgroundView: ReusableView?
    /// The view drawn just above `backgroundView` while the cell is selected or highlighted, and behind the
    /// content view (UICollectionViewCell.selectedBackgroundView; guide listing 2-4). Default: a view filling
    /// with the cell's `backgroundColor` darkened by 35 %. Replace it for another selected look; nil: selecting
    /// or highlighting changes no fill (the selection ring stays). Its `backgroundColor` is what is drawn.
    open var selectedBackgroundView: ReusableView?
    /// The view holding the cell's content, drawn in front of both background views
    /// (UICollectionViewCell.contentView). Its `title` is the cell's label (`title` reads and writes it) and its
    /// `backgroundColor` (clear by default) paints over the background views, as in the guide's listing 2-5,
    /// which colors it from `didHighlightItemAt`.
    public let contentView = ReusableView()

    /// The cell's `backgroundColor`, as its default background views read it when drawn.
    let backgroundColorSource = CellBackgroundView.Source()
    /// Fill color; the default background views fill with it (darkened for the selected one).
    open override var backgroundColor: Color {
        didSet { backgroundColorSource.color = backgroundColor }
    }

    /// A cell with the default background views; the collection view makes cells with this initializer.
    public required init() {
        super.init()
        backgroundView = CellBackgroundView(cell: self, darkening: 0)
        selectedBackgroundView = CellBackgroundView(cell: self, darkening: 0.35)
    }

    /// The label, kept by the content view (`contentView.title`).
    open override var title: String? {
        get { contentView.title }
        set { contentView.title = newValue }
    }

    /// True between pointer down and up on this cell.
    open var isHighlighted = false
    /// True while the item is selected.
    open var isSelected = false
    /// True while the item has keyboard focus.
    open var isFocused = false
    /// The image shown on the card (UIImageView's image, by reference), clipped to its rounded corners; the
    /// background color shows while it loads. Cleared by `prepareForReuse()`, so a reused cell never shows the
    /// previous item's image.
    open var image: ImageReference?
    /// Corner radius of the card.
    open var cornerRadius: Double = 8
    /// True while the cell is lifted by a reorder drag (drawn with a shadow), or settling from a lift:
    /// `liftAmount` above 0. Follows the layout attributes, so whichever layout shows the cell decides, and
    /// nothing can leave it stale.
    public var isLifted: Bool { liftAmount > 0 }
    /// How far the cell is lifted, 0…1: 1 while dragged, falling to 0 as a drop settles (the shadow's offset,
    /// spread and opacity scale with it). Read from `liftAmountAttributeKey`, else 1 when the
    /// `liftedAttributeKey` flag is set, else 0.
    public private(set) var liftAmount = 0.0
    /// Custom attribute flag (`.flag(true)`) that marks a cell as lifted.
    public static let liftedAttributeKey = "lifted"
    /// Custom attribute number (`.number(0…1)`) saying how far a cell is lifted. A transition interpolates it
    /// against 0 on the side that does not have it, so the lift animates up on a lift and back down while a
    /// dropped cell settles into its slot.
    public static let liftAmountAttributeKey = "liftAmount"
    /// Custom attribute number (`.number(n)`) on the dragged cell of a multi-item drag: how many items the drag
    /// carries, which the collection view draws as a count badge on the cell's top-trailing corner (iOS's drag
    /// badge). Absent for a one-item drag.
    public static let dragCountAttributeKey = "dragCount"
    /// The lifted cell's shadow at full lift: its opacity, its offset (down, as from a light above) and how far
    /// it spreads; each scales with `liftAmount`.
    public static let liftShadow = (alpha: 0.5, offset: Point(x: 0, y: 8), radius: 14.0)

    /// The lift amount attributes carry: their number (clamped to 0…1; not finite is 0), else 1 for the
    /// lifted flag, else 0.
    static func liftAmount(of attributes: LayoutAttributes) -> Double {
        if case .number(let k)? = attributes[custom: liftAmountAttributeKey] { return k.isFinite ? Swift.min(1, Swift.max(0, k)) : 0 }
        return attributes[custom: liftedAttributeKey] == .flag(true) ? 1 : 0
    }

    /// Custom attribute flag (`.flag(true)`) with which a layout says its cells overlap too much for a label to
    /// be read (a dense circle): the cell draws no label rather than fragments of letters.
    public static let labelHiddenAttributeKey = "labelHidden"
    /// True while the layout showing the cell hides its label (`labelHiddenAttributeKey`).
    public private(set) var isLabelHidden = false

    /// Space around the label in a self-sized cell, on each side.
    public static let labelPadding = 8.0
    /// Lines a self-sized cell's label may take before it is cut with "…".
    public static let maximumLabelLines = 3

    /// The label's measured size plus `labelPadding` on every side, wrapped at the width the layout allows
    /// (`maximumWidth`, the flow's available line length) to at most `maximumLabelLines` lines. Without a title
    /// or a text measurer: the attributes unchanged.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        guard let title, let textMeasurer else { return layoutAttributes }
        var maximumWidth = Double.infinity
        if case .number(let w)? = layoutAttributes[custom: Self.maximumWidthAttributeKey] { maximumWidth = w }
        var preferred = layoutAttributes
        preferred.size = Self.fittingSize(of: title, measurer: textMeasurer, fontSize: appearance.fontSize, maximumWidth: maximumWidth)
        return preferred
    }

    /// Custom attribute in which a self-sizing layout passes the widest a cell may be (the line's length).
    public static let maximumWidthAttributeKey = "maximumWidth"

    /// Custom attribute flag (`.flag(true)`) a self-sizing layout puts on every cell it sizes to its label, at its
    /// estimate or its preferred size: the cell's label is then drawn as `fittingSize` measured it
    /// (`ViewAppearance.sizedLabelPadding`), so a cell made for three lines shows three lines.
    public static let sizedToLabelAttributeKey = "sizedToLabel"
    /// True while the layout showing the cell sizes it to its label (`sizedToLabelAttributeKey`).
    public private(set) var isSizedToLabel = false

    /// A label's size plus padding, wrapped to fit `maximumWidth` (padding included) in at most 3 lines. The
    /// waterfall and the tree size labels this way too.
    public static func fittingSize(of text: String, measurer: any TextMeasuring, fontSize: Double, maximumWidth: Double) -> Size {
        let pad = 2 * labelPadding
        let textWidth = maximumWidth.isFinite ? Swift.max(1, maximumWidth - pad) : .infinity
        let m = measurer.measure(text, fontSize: fontSize, maxWidth: textWidth, maxLines: maximumLabelLines)
        return Size(width: (m.size.width + pad).rounded(.up), height: (m.size.height + pad).rounded(.up))
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
        isFocused = false
        liftAmount = 0
        isLabelHidden = false
        isSizedToLabel = false
        title = nil
        image = nil
    }

    /// The card's fill: the background view, then the selected background view while selected or highlighted,
    /// then the content view's color, each painted over the one below (UIKit's stacking of the three views).
    var fillColor: Color {
        var fill = backgroundView.map(fillColor(of:)) ?? .clear
        if isHighlighted || isSelected, let selected = selectedBackgroundView {
            fill = fillColor(of: selected).composited(over: fill)
        }
        return contentView.backgroundColor.composited(over: fill)
    }

    /// What a background view fills with: for one of this cell's own defaults, its color worked out directly
    /// (what its appearance says, without building one); otherwise the view's appearance.
    private func fillColor(of view: ReusableView) -> Color {
        if let own = view as? CellBackgroundView, own.owner == ObjectIdentifier(self) {
            return backgroundColor.darkened(by: own.darkening)
        }
        return view.appearance.backgroundColor
    }

    open override func apply(_ attributes: LayoutAttributes) {
        super.apply(attributes)
        liftAmount = Self.liftAmount(of: attributes)
        isLabelHidden = attributes[custom: Self.labelHiddenAttributeKey] == .flag(true)
        isSizedToLabel = attributes[custom: Self.sizedToLabelAttributeKey] == .flag(true)
    }

    open override var appearance: ViewAppearance {
        var a = super.appearance
        a.cornerRadius = cornerRadius
        if isLabelHidden { a.text = nil }
        if isSizedToLabel { a.sizedLabelPadding = Self.labelPadding }
        a.image = image
        a.backgroundColor = fillColor
        a.textColor = a.backgroundColor.luminance < 0.55 ? .white : Color(hex: 0x1C1E24)
        if isSelected { a.borderColor = Color(hex: 0xFFFFFF); a.borderWidth = 3 }
        // Focus is a distinct accent ring, so focus and selection read apart (and together: accent wins).
        if isFocused { a.borderColor = Color(hex: 0x4DA3FF); a.borderWidth = isSelected ? 4 : 3 }
        if liftAmount > 0 {
            let k = liftAmount, shadow = Self.liftShadow
            a.shadowColor = Color(red: 0, green: 0, blue: 0, alpha: shadow.alpha * k)
            a.shadowOffset = Point(x: shadow.offset.x * k, y: shadow.offset.y * k)
            a.shadowRadius = shadow.radius * k
        }
        return a
    }
}
