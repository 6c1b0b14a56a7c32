/// A view the collection view shows for an element and recycles (UICollectionReusableView). Subclass it and
/// override `apply(_:)`, `prepareForReuse()` and `appearance` to draw something.
open class ReusableView {
    /// The identifier the view was dequeued with; set by the collection view.
    public internal(set) var reuseIdentifier: String = ""
    /// The pool the view returns to when it leaves the screen.
    var poolKey: ReuseQueue.PoolKey?
    /// The attributes last applied.
    public private(set) var layoutAttributes: LayoutAttributes?
    /// How many times `prepareForReuse()` ran on this view (the collection view calls it once per reuse).
    public private(set) var prepareForReuseCount = 0
    /// Fill color.
    open var backgroundColor: Color = .clear
    /// Label text, if any.
    open var title: String?

    /// A view with the default appearance; the collection view makes views with this initializer when it dequeues them.
    public required init() {}

    /// Resets per-item state before the view is handed out again. Subclasses must call super.
    open func prepareForReuse() {
        prepareForReuseCount += 1
    }

    /// Takes on an element's attributes (applyLayoutAttributes:). Subclasses that read custom values call super.
    open func apply(_ attributes: LayoutAttributes) {
        layoutAttributes = attributes
        dragBadgeCount = Self.dragBadgeCount(of: attributes)
    }

    /// The drag badge's count the applied attributes carry (`CollectionViewCell.dragCountAttributeKey`, two or
    /// more), read once here: the display list asks every frame, and a lookup hashes the key.
    private(set) var dragBadgeCount: Int?

    /// Bounded before Int(n): the key is public, and a layout's infinite or huge count would trap the draw.
    static func dragBadgeCount(of a: LayoutAttributes) -> Int? {
        guard !a.customValues.isEmpty, case .number(let n)? = a[custom: CollectionViewCell.dragCountAttributeKey],
              n >= 2, n <= Double(Int32.max) else { return nil }
        return Int(n)
    }

    /// How the collection view measures text for this view's `preferredLayoutAttributesFitting(_:)` (set by the
    /// collection view from its `textMeasurer` before it asks).
    public internal(set) var textMeasurer: (any TextMeasuring)?

    /// The attributes this view would like, given the ones the layout chose (UIKit's
    /// preferredLayoutAttributesFitting(_:)); a self-sizing layout then places the element at their size.
    /// Default: the attributes unchanged.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        layoutAttributes
    }

    /// What to draw. Default: the background color as a plain rectangle with the title in dark text.
    open var appearance: ViewAppearance {
        var a = ViewAppearance()
        a.backgroundColor = backgroundColor
        a.text = title
        a.textColor = backgroundColor.alpha > 0 && backgroundColor.luminance < 0.5 ? .white : Color(hex: 0x1C1E24)
        return a
    }
}
