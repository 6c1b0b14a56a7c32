/// A layout-owned view that paints the color carried in its attributes' `backgroundColor` custom value
/// (a section background, as the section-background decorator makes). The default class for decoration kinds a layout
/// did not register.
open class DecorationView: ReusableView {
    /// Name of the custom attribute value holding the fill color.
    public static let backgroundColorKey = "backgroundColor"

    open override func apply(_ attributes: LayoutAttributes) {
        super.apply(attributes)
        if case .color(let c)? = attributes[custom: Self.backgroundColorKey] { backgroundColor = c }
    }

    open override var appearance: ViewAppearance {
        var a = super.appearance
        a.cornerRadius = 12
        return a
    }
}
