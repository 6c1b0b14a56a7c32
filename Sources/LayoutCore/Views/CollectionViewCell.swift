/// The view for one data item (UICollectionViewCell): a rounded card with a label, a darker background while
/// highlighted or selected (the guide's selectedBackgroundView) and a ring when selected.
open class CollectionViewCell: ReusableView {
    /// True between pointer down and up on this cell.
    open var isHighlighted = false
    /// True while the item is selected.
    open var isSelected = false
    /// True while the item has keyboard focus.
    open var isFocused = false
    /// Corner radius of the card.
    open var cornerRadius: Double = 8
    /// True while the cell is lifted by a reorder drag (drawn with a shadow). Follows the layout attributes'
    /// `liftedAttributeKey` flag, so whichever layout shows the cell decides, and nothing can leave it stale.
    public private(set) var isLifted = false
    /// Custom attribute flag (`.flag(true)`) that marks a cell as lifted.
    public static let liftedAttributeKey = "lifted"

    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
        isFocused = false
        isLifted = false
        title = nil
    }

    open override func apply(_ attributes: LayoutAttributes) {
        super.apply(attributes)
        isLifted = attributes[custom: Self.liftedAttributeKey] == .flag(true)
    }

    open override var appearance: ViewAppearance {
        var a = super.appearance
        a.cornerRadius = cornerRadius
        if isHighlighted || isSelected { a.backgroundColor = backgroundColor.darkened(by: 0.35) }
        a.textColor = a.backgroundColor.luminance < 0.55 ? .white : Color(hex: 0x1C1E24)
        if isSelected { a.borderColor = Color(hex: 0xFFFFFF); a.borderWidth = 3 }
        // Focus is a distinct accent ring, so focus and selection read apart (and together: accent wins).
        if isFocused { a.borderColor = Color(hex: 0x4DA3FF); a.borderWidth = isSelected ? 4 : 3 }
        if isLifted {
            a.shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 0.45)
            a.shadowOffset = Point(x: 0, y: 6)
            a.shadowRadius = 10
        }
        return a
    }
}
