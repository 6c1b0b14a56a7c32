/// A section header or footer: a full-width bar with a leading title (UITableViewHeaderFooterView's role).
open class HeaderFooterView: ReusableView {
    /// Title point size.
    open var fontSize: Double = 15

    open override func prepareForReuse() {
        super.prepareForReuse()
        title = nil
    }

    open override var appearance: ViewAppearance {
        var a = super.appearance
        a.textAlignment = .leading
        a.fontSize = fontSize
        a.cornerRadius = 0
        return a
    }
}
