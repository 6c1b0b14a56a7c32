/// The view for one data item (UICollectionViewCell): a rounded card with a label, a darker background while
/// highlighted or selected (the guide's selectedBackgroundView) and a ring when selected.
open class CollectionViewCell: ReusableView {
    /// True between pointer down and up on this cell.
    open var isHighlighted = false
    /// True while the item is selected.
    open var isSelected = false
    /// Corner radius of the card.
    open var cornerRadius: Double = 8

    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
        title = nil
    }

    open override var appearance: ViewAppearance {
        var a = super.appearance
        a.cornerRadius = cornerRadius
        if isHighlighted || isSelected { a.backgroundColor = backgroundColor.darkened(by: 0.35) }
        a.textColor = a.backgroundColor.luminance < 0.55 ? .white : Color(hex: 0x1C1E24)
        if isSelected { a.borderColor = Color(hex: 0xFFFFFF); a.borderWidth = 3 }
        return a
    }
}
