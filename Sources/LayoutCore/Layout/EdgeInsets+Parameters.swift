/// Section insets as adjustable parameters ("sectionInsetTop" … "sectionInsetRight"), shared by the layouts
/// that have them, so their names, titles and ranges stay the same everywhere.
extension EdgeInsets {
    /// The four insets as panel rows, in the order top, left, bottom, right.
    func sectionInsetParameters(kind: LayoutParameter.Kind) -> [LayoutParameter] {
        [
            LayoutParameter(name: "sectionInsetTop", title: "inset top", kind: kind, value: top),
            LayoutParameter(name: "sectionInsetLeft", title: "inset left", kind: kind, value: left),
            LayoutParameter(name: "sectionInsetBottom", title: "inset bottom", kind: kind, value: bottom),
            LayoutParameter(name: "sectionInsetRight", title: "inset right", kind: kind, value: right),
        ]
    }

    /// Sets the inset a section-inset parameter names; false when `name` is not one of them.
    mutating func setSectionInset(_ name: String, to value: Double) -> Bool {
        switch name {
        case "sectionInsetTop": top = value
        case "sectionInsetLeft": left = value
        case "sectionInsetBottom": bottom = value
        case "sectionInsetRight": right = value
        default: return false
        }
        return true
    }
}
